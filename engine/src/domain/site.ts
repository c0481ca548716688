/** The site's contracts and constants (spec/site.md §3, §7, §9). */
import { z } from 'zod';
import { emailSchema } from './common.js';

export const REVIEW_LANGUAGES = [
  { value: 'auto', label: 'Auto detect' },
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'fr', label: 'French' },
  { value: 'es', label: 'Spanish' },
] as const;
export const REVIEW_TONES = ['neutral', 'formal', 'casual', 'friendly'] as const;
export const BUSINESS_TYPES = ['hotel', 'restaurant', 'apartment'] as const;
export const PROPERTY_PAGE_SIZES = [5, 10, 20, 30, 40, 50, 75, 100] as const;
export const DEFAULT_PROPERTY_PAGE_SIZE = 5;
export const CONTACT_REASONS = ['Sales Inquiry', 'Partnership Opportunity', 'Technical Support', 'Media Inquiry', 'Career Opportunity', 'Other'] as const;

/** Body of `POST /review/reviewsResponse`. 'auto' is sent as 'en' (spec/site.md §5). */
export const reviewRequestSchema = z.object({
  review: z.string({ error: 'review is required' }).trim().min(1, 'review is required').max(5000, 'review must be at most 5000 characters'),
  startRating: z
    .union([z.string(), z.number()])
    .default('0')
    .transform((v) => String(v).trim())
    .pipe(z.enum(['0', '1', '2', '3', '4', '5'], { error: 'startRating must be 0 to 5' })),
  bussinessType: z.enum(BUSINESS_TYPES, { error: 'bussinessType must be hotel, restaurant or apartment' }).default('hotel'),
  hotelName: z.string({ error: 'hotelName is required' }).trim().min(1, 'hotelName is required').max(120),
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(120),
  language: z
    .enum(['auto', 'en', 'de', 'fr', 'es'], { error: 'language must be auto, en, de, fr or es' })
    .default('auto')
    .transform((l) => (l === 'auto' ? 'en' : l)),
  tone: z.enum(REVIEW_TONES, { error: 'tone must be neutral, formal, casual or friendly' }).default('neutral'),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewReplySchema = z.object({
  reviewSummary: z.string(),
  feedbackAnalysis: z.string(),
  actionableInsights: z.string(),
  conclusion: z.string(),
});
export const reviewResponseSchema = z.object({ success: z.boolean(), message: z.string().optional(), data: z.object({ reply: reviewReplySchema }) });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const propertySchema = z.object({
  hId: z.string(),
  propertyName: z.string(),
  isActive: z.boolean(),
  city: z.string().optional(),
  country: z.string().optional(),
  rooms: z.number().int().optional(),
  createdAt: z.string().optional(),
});
export type Property = z.infer<typeof propertySchema>;

const booleanString = (field: string) =>
  z.preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['true', 'false'], { error: `${field} must be true or false` })).transform((v) => v === 'true');

/** Query of `GET /api/super/getAllProperty`: search only when non-empty, isActive omitted for all. */
export const propertyListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .refine((n) => (PROPERTY_PAGE_SIZES as readonly number[]).includes(n), `limit must be one of ${PROPERTY_PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PROPERTY_PAGE_SIZE),
  pageNumber: z.coerce.number({ error: 'pageNumber must be a number' }).int('pageNumber must be a whole number').min(1, 'pageNumber must be 1 or more').max(100000).default(1),
  isActive: booleanString('isActive').optional(),
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters')
    .optional()
    .transform((s) => (s ? s : undefined)),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

export const propertyListDataSchema = z.object({
  property: z.array(propertySchema),
  totalProperty: z.number().int(),
  active: z.number().int(),
  inActive: z.number().int(),
});
export type PropertyListData = z.infer<typeof propertyListDataSchema>;

/** Query of `GET /api/super/deActivateProperty`: `active` is the state to set. */
export const propertyStatusQuerySchema = z.object({
  hId: z.string({ error: 'hId is required' }).trim().min(1, 'hId is required').max(64),
  active: booleanString('active'),
});
export const propertyStatusResponseSchema = z.object({ success: z.boolean(), message: z.string() });

const contactFields = {
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(120),
  email: emailSchema,
  company: z.string().trim().max(120).optional().transform((c) => c || undefined),
  message: z.string({ error: 'message is required' }).trim().min(1, 'message is required').max(5000, 'message must be at most 5000 characters'),
};

/** The home page dialog: a reason plus the page's fields. */
export const contactDialogSchema = z.object({ source: z.literal('dialog'), reason: z.enum(CONTACT_REASONS, { error: 'reason must be one of the listed reasons' }), ...contactFields });
/** The contact page's form. */
export const contactPageSchema = z.object({ source: z.literal('page'), ...contactFields });
export const contactMessageSchema = z.discriminatedUnion('source', [contactDialogSchema, contactPageSchema], { error: "source must be 'dialog' or 'page'" });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

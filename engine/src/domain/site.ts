/**
 * The site's contracts and constants (docs/rules.md §13, §14, §17, §19): the review
 * assistant's request and response, the property dashboard's queries and
 * answers, the contact forms, and the option lists the pages offer.
 */
import { z } from 'zod';
import { emailSchema, idSchema } from './common.js';

// ---------------------------------------------------------------------------
// Constants of docs/rules.md §19

/** Languages the assistant offers; 'auto' is sent as 'en' (docs/rules.md §15). */
export const REVIEW_LANGUAGE_CODES = ['auto', 'en', 'de', 'fr', 'es'] as const;
export type ReviewLanguageCode = (typeof REVIEW_LANGUAGE_CODES)[number];
export const REVIEW_LANGUAGES: readonly { value: ReviewLanguageCode; label: string }[] = [
  { value: 'auto', label: 'Auto detect' },
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'fr', label: 'French' },
  { value: 'es', label: 'Spanish' },
];
export const DEFAULT_REVIEW_LANGUAGE: ReviewLanguageCode = 'auto';

export const REVIEW_TONES = ['neutral', 'formal', 'casual', 'friendly'] as const;
export type ReviewTone = (typeof REVIEW_TONES)[number];
export const DEFAULT_REVIEW_TONE: ReviewTone = 'neutral';

export const BUSINESS_TYPES = ['hotel', 'restaurant', 'apartment'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const DEFAULT_BUSINESS_TYPE: BusinessType = 'hotel';

/** The star picker's choices; '0' in a request means no rating. */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

export const PROPERTY_PAGE_SIZES = [5, 10, 20, 30, 40, 50, 75, 100] as const;
export type PropertyPageSize = (typeof PROPERTY_PAGE_SIZES)[number];
export const DEFAULT_PROPERTY_PAGE_SIZE: PropertyPageSize = 5;
export const FIRST_PROPERTY_PAGE = 1;

export const CONTACT_REASONS = ['Sales Inquiry', 'Partnership Opportunity', 'Technical Support', 'Media Inquiry', 'Career Opportunity', 'Other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** The revenue-loss calculator's currencies and peak multipliers. */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'INR';
export const PEAK_MULTIPLIERS = [1.5, 2, 2.5] as const;
export type PeakMultiplier = (typeof PEAK_MULTIPLIERS)[number];
export const DEFAULT_PEAK_MULTIPLIER: PeakMultiplier = 1.5;

/** Length limits of free text: long enough for any real review or message, short enough to store. */
export const SITE_TEXT_LIMITS = { review: 5000, name: 120, company: 120, message: 5000, search: 100 } as const;

// ---------------------------------------------------------------------------
// Helpers

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const oneOf = (field: string, values: readonly (string | number)[]) => `${field} must be one of ${values.join(', ')}`;

/** A query value left empty ('?isActive=') counts as absent. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** 'true' | 'false' (or a boolean) to a boolean. */
const booleanString = (field: string) =>
  z
    .preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['true', 'false'], { error: `${field} must be true or false` }))
    .transform((v) => v === 'true');

// ---------------------------------------------------------------------------
// Review response assistant: POST /review/reviewsResponse

/**
 * The request body, with the assistant's defaults (docs/rules.md §14). 'auto'
 * is kept here and resolved to the review's own language by the review engine
 * (`resolveReplyLanguage`), on the server as on the page: an addition to the
 * specification, whose request answered 'auto' in English.
 */
export const reviewRequestSchema = z.object({
  review: requiredText('review', SITE_TEXT_LIMITS.review),
  startRating: z
    .union([z.string(), z.number()], { error: 'startRating must be 0 to 5' })
    .default('0')
    .transform((v) => String(v).trim())
    .pipe(z.enum(['0', '1', '2', '3', '4', '5'], { error: 'startRating must be 0 to 5' })),
  bussinessType: z.enum(BUSINESS_TYPES, { error: `bussinessType must be ${BUSINESS_TYPES.join(', ')}` }).default(DEFAULT_BUSINESS_TYPE),
  hotelName: requiredText('hotelName', SITE_TEXT_LIMITS.name),
  name: requiredText('name', SITE_TEXT_LIMITS.name),
  language: z.enum(REVIEW_LANGUAGE_CODES, { error: `language must be ${REVIEW_LANGUAGE_CODES.join(', ')}` }).default(DEFAULT_REVIEW_LANGUAGE),
  tone: z.enum(REVIEW_TONES, { error: `tone must be ${REVIEW_TONES.join(', ')}` }).default(DEFAULT_REVIEW_TONE),
  /** Complaints the manager ticked that the reply missed (an addition to the spec's body): answered on the next Regenerate. Unknown names are ignored. */
  alsoComplaints: z
    .array(z.string().max(40), { error: 'alsoComplaints must be a list of aspects' })
    .max(20, 'alsoComplaints must be a list of at most 20 aspects')
    .default([]),
  /** Aspects the manager removed from what the engine read (an addition to the spec's body): neither apologised for nor thanked for. Unknown names are ignored. */
  notAspects: z
    .array(z.string().max(40), { error: 'notAspects must be a list of aspects' })
    .max(40, 'notAspects must be a list of at most 40 aspects')
    .default([]),
  /** Which wording (an addition to the spec's body): Regenerate sends the next one, so the same review gets a different valid reply. */
  variant: z
    .union([z.number(), z.string()], { error: 'variant must be a whole number from 0 to 1000000' })
    .default(0)
    .transform((v) => Number(v))
    .pipe(
      z
        .number({ error: 'variant must be a whole number from 0 to 1000000' })
        .int('variant must be a whole number from 0 to 1000000')
        .min(0, 'variant must be a whole number from 0 to 1000000')
        .max(1_000_000, 'variant must be a whole number from 0 to 1000000'),
    ),
});
/** What the form holds before parsing (defaults optional). */
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;
/** What is sent. */
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

/** `data.reply`: the conclusion is the reply text shown; the rest fills 'Response Analytics'. */
export const reviewReplySchema = z.object({
  reviewSummary: z.string(),
  feedbackAnalysis: z.string(),
  actionableInsights: z.string(),
  conclusion: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** Who wrote a reply: the configured language model, or the built-in engine (no network needed). */
export const REVIEW_WRITERS = ['provider', 'engine'] as const;
export type ReviewWriter = (typeof REVIEW_WRITERS)[number];

/** An aspect the analysis found, as the page lists it beside the reply: its key, its name, and the guest's own words for it. */
export const foundAspectSchema = z.object({ aspect: z.string(), label: z.string(), names: z.array(z.string()) });
export type FoundAspect = z.infer<typeof foundAspectSchema>;

/** `data`: the spec's reply, plus (added) who wrote it, the variant it is, and what was found (so a manager sees at a glance if one was missed). */
export const reviewDataSchema = z.object({
  reply: reviewReplySchema,
  writtenBy: z.enum(REVIEW_WRITERS),
  variant: z.number().int().nonnegative(),
  /** When the request said 'auto': the language the reply is in and whether the review was long enough to tell (otherwise English was taken), so the page says it whoever resolved it. */
  detected: z.object({ language: z.enum(REVIEW_LANGUAGE_CODES).exclude(['auto']), sure: z.boolean() }).optional(),
  found: z
    .object({
      complaints: z.array(foundAspectSchema),
      praises: z.array(foundAspectSchema),
      /** The review judges something the engine could not place: the reply says sorry in general words, naming no topic. */
      unplaced: z.boolean().optional(),
    })
    .optional(),
});
export type ReviewData = z.infer<typeof reviewDataSchema>;

/** The answer: a reply on success; on failure only an optional message (the page falls back to its own). */
export const reviewResponseSchema = z.discriminatedUnion('success', [
  // A backend as the spec shows it sends only the reply; ours adds who wrote it and the variant.
  z.object({ success: z.literal(true), message: z.string().optional(), data: reviewDataSchema.partial({ writtenBy: true, variant: true }) }),
  z.object({ success: z.literal(false), message: z.string().optional() }),
]);
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

// ---------------------------------------------------------------------------
// Property dashboard: GET /api/super/getAllProperty and /api/super/deActivateProperty

/** A property: the spec's three fields plus optional details the list may show. */
export const propertySchema = z.object({
  hId: z.string().trim().min(1, 'hId is required'),
  propertyName: z.string(),
  isActive: z.boolean(),
  city: z.string().optional(),
  country: z.string().optional(),
  rooms: z.number().int().nonnegative().optional(),
  createdAt: z.string().optional(),
});
export type Property = z.infer<typeof propertySchema>;

/** The list query as it arrives in the address: strings coerced, blanks ignored, page 1 and 5 per page by default. */
export const propertyListQuerySchema = z.object({
  limit: z
    .preprocess(blankAsAbsent, z.coerce.number({ error: 'limit must be a number' }).optional())
    .pipe(
      z
        .number()
        .refine((n) => (PROPERTY_PAGE_SIZES as readonly number[]).includes(n), oneOf('limit', PROPERTY_PAGE_SIZES))
        .optional(),
    )
    .transform((n) => (n ?? DEFAULT_PROPERTY_PAGE_SIZE) as PropertyPageSize),
  pageNumber: z
    .preprocess(blankAsAbsent, z.coerce.number({ error: 'pageNumber must be a number' }).optional())
    .pipe(
      z
        .number()
        .int('pageNumber must be a whole number')
        .min(FIRST_PROPERTY_PAGE, 'pageNumber must be 1 or more')
        .max(1_000_000, 'pageNumber is too large')
        .optional(),
    )
    .transform((n) => n ?? FIRST_PROPERTY_PAGE),
  isActive: z.preprocess(blankAsAbsent, booleanString('isActive').optional()),
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(SITE_TEXT_LIMITS.search, `search must be at most ${SITE_TEXT_LIMITS.search} characters`)
    .optional()
    .transform((s) => (s ? s : undefined)),
});
export type PropertyListQueryInput = z.input<typeof propertyListQuerySchema>;
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

const count = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .nonnegative(`${field} must not be negative`);

/** `data` of the list answer: the page of properties and the three summary tiles. */
export const propertyListDataSchema = z.object({
  property: z.array(propertySchema),
  totalProperty: count('totalProperty'),
  active: count('active'),
  inActive: count('inActive'),
});
export type PropertyListData = z.infer<typeof propertyListDataSchema>;

export const propertyListResponseSchema = z.object({ success: z.boolean().optional(), message: z.string().optional(), data: propertyListDataSchema });
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

/** The status query: `active` is the state to set (the opposite of the current isActive). */
export const propertyStatusQuerySchema = z.object({
  hId: requiredText('hId', 64),
  active: booleanString('active'),
});
export type PropertyStatusQueryInput = z.input<typeof propertyStatusQuerySchema>;
export type PropertyStatusQuery = z.output<typeof propertyStatusQuerySchema>;

/** The status answer: its message is the toast (or 'Property status updated successfully' when absent). */
export const propertyStatusResponseSchema = z.object({ success: z.boolean().optional(), message: z.string().optional() });
export type PropertyStatusResponse = z.infer<typeof propertyStatusResponseSchema>;

// ---------------------------------------------------------------------------
// Contact forms (docs/rules.md §12.11, §15): name, email and message required, company optional

const contactFields = {
  name: requiredText('name', SITE_TEXT_LIMITS.name),
  email: z.string({ error: 'email is required' }).trim().min(1, 'email is required').pipe(emailSchema),
  company: z
    .string({ error: 'company must be text' })
    .trim()
    .max(SITE_TEXT_LIMITS.company, `company must be at most ${SITE_TEXT_LIMITS.company} characters`)
    .optional()
    .transform((c) => c || undefined),
  message: requiredText('message', SITE_TEXT_LIMITS.message),
};

/** The home page dialog: a reason plus the page's fields. */
export const contactDialogSchema = z.object({
  source: z.literal('dialog'),
  reason: z.enum(CONTACT_REASONS, { error: `reason must be one of ${CONTACT_REASONS.join(', ')}` }),
  ...contactFields,
});
export type ContactDialogMessage = z.output<typeof contactDialogSchema>;

/** The contact page's form. */
export const contactPageSchema = z.object({ source: z.literal('page'), ...contactFields });
export type ContactPageMessage = z.output<typeof contactPageSchema>;

/** Either form, told apart by `source`. */
export const contactMessageSchema = z.discriminatedUnion('source', [contactDialogSchema, contactPageSchema], { error: "source must be 'dialog' or 'page'" });
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** A contact message as sent to `POST /api/contact`: the device may name it (its outbox row's id), so a repeat after a lost answer is stored once. */
export const sentContactMessageSchema = z.discriminatedUnion(
  'source',
  [contactDialogSchema.extend({ id: idSchema.optional() }), contactPageSchema.extend({ id: idSchema.optional() })],
  {
    error: "source must be 'dialog' or 'page'",
  },
);

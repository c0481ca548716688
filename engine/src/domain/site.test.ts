import { describe, expect, it } from 'vitest';
import { describeIssue } from './common.js';
import {
  BUSINESS_TYPES,
  CONTACT_REASONS,
  CURRENCIES,
  DEFAULT_PEAK_MULTIPLIER,
  DEFAULT_PROPERTY_PAGE_SIZE,
  PEAK_MULTIPLIERS,
  PROPERTY_PAGE_SIZES,
  REVIEW_LANGUAGE_CODES,
  REVIEW_LANGUAGES,
  REVIEW_TONES,
  STAR_RATINGS,
  contactDialogSchema,
  contactMessageSchema,
  contactPageSchema,
  propertyListDataSchema,
  propertyListQuerySchema,
  propertyListResponseSchema,
  propertySchema,
  propertyStatusQuerySchema,
  propertyStatusResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
} from './site.js';

/** The first problem of a parse as the server reports it: "field: message". */
const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value) as { success: boolean; error?: Parameters<typeof describeIssue>[0] };
  return r.success ? null : describeIssue(r.error!);
};

describe('site constants', () => {
  it('offers the options of docs/rules.md §19', () => {
    expect(REVIEW_LANGUAGES).toEqual([
      { value: 'auto', label: 'Auto detect' },
      { value: 'en', label: 'English' },
      { value: 'de', label: 'German' },
      { value: 'fr', label: 'French' },
      { value: 'es', label: 'Spanish' },
    ]);
    expect(REVIEW_LANGUAGES.map((l) => l.value)).toEqual([...REVIEW_LANGUAGE_CODES]);
    expect(REVIEW_TONES).toEqual(['neutral', 'formal', 'casual', 'friendly']);
    expect(BUSINESS_TYPES).toEqual(['hotel', 'restaurant', 'apartment']);
    expect(STAR_RATINGS).toEqual([1, 2, 3, 4, 5]);
    expect(PROPERTY_PAGE_SIZES).toEqual([5, 10, 20, 30, 40, 50, 75, 100]);
    expect(DEFAULT_PROPERTY_PAGE_SIZE).toBe(5);
    expect(CONTACT_REASONS).toEqual(['Sales Inquiry', 'Partnership Opportunity', 'Technical Support', 'Media Inquiry', 'Career Opportunity', 'Other']);
    expect(CURRENCIES).toEqual(['INR', 'USD', 'EUR', 'GBP', 'AED']);
    expect(PEAK_MULTIPLIERS).toEqual([1.5, 2, 2.5]);
    expect(DEFAULT_PEAK_MULTIPLIER).toBe(1.5);
  });
});

describe('review request', () => {
  const minimal = { review: 'Lovely stay', hotelName: 'Lakeview', name: 'Ravi' };

  it("fills the assistant's defaults: hotel, auto language (resolved by the review engine), neutral tone, rating 0", () => {
    expect(reviewRequestSchema.parse(minimal)).toEqual({
      review: 'Lovely stay',
      startRating: '0',
      bussinessType: 'hotel',
      hotelName: 'Lakeview',
      name: 'Ravi',
      language: 'auto',
      tone: 'neutral',
      alsoComplaints: [],
      notAspects: [],
      variant: 0,
    });
  });

  it('takes the aspects a manager removed as a list of at most 40 short names, and refuses anything else', () => {
    expect(reviewRequestSchema.parse({ ...minimal, notAspects: ['breakfast'] }).notAspects).toEqual(['breakfast']);
    expect(reviewRequestSchema.safeParse({ ...minimal, notAspects: 'breakfast' }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ ...minimal, notAspects: Array.from({ length: 41 }, () => 'x') }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ ...minimal, notAspects: ['x'.repeat(41)] }).success).toBe(false);
  });

  it('takes the complaints a manager ticked as a list of at most 20 short names, and refuses anything else', () => {
    expect(reviewRequestSchema.parse({ ...minimal, alsoComplaints: ['parking', 'noise'] }).alsoComplaints).toEqual(['parking', 'noise']);
    expect(reviewRequestSchema.safeParse({ ...minimal, alsoComplaints: 'parking' }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ ...minimal, alsoComplaints: Array(21).fill('noise') }).success).toBe(false);
  });

  it('takes the variant Regenerate asks for, as a number or a numeric string', () => {
    expect(reviewRequestSchema.parse({ ...minimal, variant: 3 }).variant).toBe(3);
    expect(reviewRequestSchema.parse({ ...minimal, variant: '7' }).variant).toBe(7);
    expect(problem(reviewRequestSchema, { ...minimal, variant: -1 })).toBe('variant: variant must be a whole number from 0 to 1000000');
    expect(problem(reviewRequestSchema, { ...minimal, variant: 'x' })).toBe('variant: variant must be a whole number from 0 to 1000000');
    expect(problem(reviewRequestSchema, { ...minimal, variant: 1.5 })).toBe('variant: variant must be a whole number from 0 to 1000000');
  });

  it('sends every chosen option as given, with the star rating as a string', () => {
    expect(reviewRequestSchema.parse({ ...minimal, startRating: 4, language: 'de', tone: 'casual', bussinessType: 'restaurant' })).toMatchObject({
      startRating: '4',
      language: 'de',
      tone: 'casual',
      bussinessType: 'restaurant',
    });
    expect(reviewRequestSchema.parse({ ...minimal, startRating: '5', bussinessType: 'apartment', language: 'auto' })).toMatchObject({
      startRating: '5',
      bussinessType: 'apartment',
      language: 'auto',
    });
  });

  it('names the field of a bad review request', () => {
    expect(problem(reviewRequestSchema, { ...minimal, review: ' ' })).toBe('review: review is required');
    expect(problem(reviewRequestSchema, { ...minimal, review: 'x'.repeat(5001) })).toBe('review: review must be at most 5000 characters');
    expect(problem(reviewRequestSchema, { review: 'x', name: 'n' })).toBe('hotelName: hotelName is required');
    expect(problem(reviewRequestSchema, { ...minimal, name: '' })).toBe('name: name is required');
    expect(problem(reviewRequestSchema, { ...minimal, startRating: '6' })).toBe('startRating: startRating must be 0 to 5');
    expect(problem(reviewRequestSchema, { ...minimal, startRating: true })).toBe('startRating: startRating must be 0 to 5');
    expect(problem(reviewRequestSchema, { ...minimal, language: 'it' })).toBe('language: language must be auto, en, de, fr, es');
    expect(problem(reviewRequestSchema, { ...minimal, tone: 'angry' })).toBe('tone: tone must be neutral, formal, casual, friendly');
    expect(problem(reviewRequestSchema, { ...minimal, bussinessType: 'spa' })).toBe('bussinessType: bussinessType must be hotel, restaurant, apartment');
  });
});

describe('review response', () => {
  const reply = { reviewSummary: 's', feedbackAnalysis: 'f', actionableInsights: 'a', conclusion: 'Thank you, Ravi!' };

  it('reads the reply whose conclusion is the text shown', () => {
    const r = reviewResponseSchema.parse({ success: true, data: { reply } });
    expect(r.success && r.data.reply.conclusion).toBe('Thank you, Ravi!');
    const ours = reviewResponseSchema.parse({ success: true, data: { reply, writtenBy: 'engine', variant: 2 } });
    expect(ours.success && ours.data).toMatchObject({ writtenBy: 'engine', variant: 2 });
    expect(problem(reviewResponseSchema, { success: true, data: { reply, writtenBy: 'someone' } })).toMatch(/^data\.writtenBy: /);
  });

  it('reads a failure with or without a message', () => {
    expect(reviewResponseSchema.parse({ success: false })).toEqual({ success: false });
    expect(reviewResponseSchema.parse({ success: false, message: 'busy' })).toEqual({ success: false, message: 'busy' });
  });

  it('refuses a success without the four reply parts', () => {
    expect(problem(reviewResponseSchema, { success: true, data: { reply: { ...reply, conclusion: undefined } } })).toMatch(/^data\.reply\.conclusion: /);
  });
});

describe('property', () => {
  it('has an id, a name and an active flag, and may carry details', () => {
    expect(propertySchema.parse({ hId: 'H1', propertyName: 'Lakeview', isActive: true })).toEqual({ hId: 'H1', propertyName: 'Lakeview', isActive: true });
    expect(
      propertySchema.parse({
        hId: 'H2',
        propertyName: 'Palm',
        isActive: false,
        city: 'Indore',
        country: 'India',
        rooms: 40,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toMatchObject({ city: 'Indore', rooms: 40 });
    expect(problem(propertySchema, { hId: '', propertyName: 'x', isActive: true })).toBe('hId: hId is required');
    expect(problem(propertySchema, { hId: 'H1', propertyName: 'x', isActive: 'yes' })).toMatch(/^isActive: /);
  });
});

describe('property list query', () => {
  it('starts on page 1 with 5 per page', () => {
    expect(propertyListQuerySchema.parse({})).toEqual({ limit: 5, pageNumber: 1 });
    expect(propertyListQuerySchema.parse({ limit: '', pageNumber: '', isActive: '', search: '' })).toEqual({ limit: 5, pageNumber: 1 });
  });

  it('reads the address strings into numbers, a boolean and a trimmed search', () => {
    expect(propertyListQuerySchema.parse({ limit: '20', pageNumber: '3', isActive: 'false', search: ' lake ' })).toEqual({
      limit: 20,
      pageNumber: 3,
      isActive: false,
      search: 'lake',
    });
    expect(propertyListQuerySchema.parse({ limit: 100, pageNumber: 2, isActive: true })).toEqual({ limit: 100, pageNumber: 2, isActive: true });
    expect(propertyListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    for (const size of PROPERTY_PAGE_SIZES) expect(propertyListQuerySchema.parse({ limit: String(size) }).limit).toBe(size);
  });

  it('names the field of a bad query', () => {
    expect(problem(propertyListQuerySchema, { limit: '7' })).toBe('limit: limit must be one of 5, 10, 20, 30, 40, 50, 75, 100');
    expect(problem(propertyListQuerySchema, { limit: 'ten' })).toBe('limit: limit must be a number');
    expect(problem(propertyListQuerySchema, { pageNumber: '0' })).toBe('pageNumber: pageNumber must be 1 or more');
    expect(problem(propertyListQuerySchema, { pageNumber: '1.5' })).toBe('pageNumber: pageNumber must be a whole number');
    expect(problem(propertyListQuerySchema, { pageNumber: '9999999' })).toBe('pageNumber: pageNumber is too large');
    expect(problem(propertyListQuerySchema, { pageNumber: 'two' })).toBe('pageNumber: pageNumber must be a number');
    expect(problem(propertyListQuerySchema, { isActive: 'yes' })).toBe('isActive: isActive must be true or false');
    expect(problem(propertyListQuerySchema, { search: 'x'.repeat(101) })).toBe('search: search must be at most 100 characters');
    expect(problem(propertyListQuerySchema, { search: 5 })).toBe('search: search must be text');
  });
});

describe('property list response', () => {
  const data = { property: [{ hId: 'H1', propertyName: 'Lakeview', isActive: true }], totalProperty: 40, active: 30, inActive: 10 };

  it('reads the page and the three summary counts', () => {
    expect(propertyListResponseSchema.parse({ success: true, data })).toEqual({ success: true, data });
    expect(propertyListDataSchema.parse(data).totalProperty).toBe(40);
  });

  it('names a bad count', () => {
    expect(problem(propertyListDataSchema, { ...data, inActive: -1 })).toBe('inActive: inActive must not be negative');
    expect(problem(propertyListDataSchema, { ...data, active: 1.5 })).toBe('active: active must be a whole number');
    expect(problem(propertyListDataSchema, { ...data, totalProperty: '40' })).toBe('totalProperty: totalProperty must be a number');
  });
});

describe('property status update', () => {
  it('reads the query with the state to set', () => {
    expect(propertyStatusQuerySchema.parse({ hId: 'H1', active: 'true' })).toEqual({ hId: 'H1', active: true });
    expect(propertyStatusQuerySchema.parse({ hId: ' H1 ', active: false })).toEqual({ hId: 'H1', active: false });
  });

  it('names the field of a bad query', () => {
    expect(problem(propertyStatusQuerySchema, { active: 'true' })).toBe('hId: hId is required');
    expect(problem(propertyStatusQuerySchema, { hId: 'H1' })).toBe('active: active must be true or false');
    expect(problem(propertyStatusQuerySchema, { hId: 'H1', active: 'on' })).toBe('active: active must be true or false');
  });

  it('reads the answer, whose message is the toast', () => {
    expect(propertyStatusResponseSchema.parse({ success: true, message: 'Property deactivated' })).toEqual({ success: true, message: 'Property deactivated' });
    expect(propertyStatusResponseSchema.parse({})).toEqual({});
    expect(problem(propertyStatusResponseSchema, { message: 5 })).toMatch(/^message: /);
  });
});

describe('contact messages', () => {
  const page = { source: 'page' as const, name: 'Meera', email: 'Meera@Example.com', message: 'Hello', company: '' };

  it('accepts the page form with the company left out', () => {
    expect(contactPageSchema.parse(page)).toEqual({ source: 'page', name: 'Meera', email: 'meera@example.com', message: 'Hello' });
    expect(contactMessageSchema.parse({ ...page, company: ' Lakeview ' })).toMatchObject({ company: 'Lakeview' });
  });

  it('accepts the dialog form with one of the six reasons', () => {
    for (const reason of CONTACT_REASONS) expect(contactDialogSchema.parse({ ...page, source: 'dialog', reason }).reason).toBe(reason);
  });

  it('names the field of a bad message', () => {
    expect(problem(contactMessageSchema, { ...page, source: 'dialog', reason: 'Gossip' })).toBe(
      'reason: reason must be one of Sales Inquiry, Partnership Opportunity, Technical Support, Media Inquiry, Career Opportunity, Other',
    );
    expect(problem(contactMessageSchema, { ...page, source: 'dialog' })).toMatch(/^reason: /);
    expect(problem(contactMessageSchema, { ...page, source: 'fax' })).toBe("source: source must be 'dialog' or 'page'");
    expect(problem(contactMessageSchema, { ...page, name: ' ' })).toBe('name: name is required');
    expect(problem(contactMessageSchema, { ...page, email: '' })).toBe('email: email is required');
    expect(problem(contactMessageSchema, { ...page, email: undefined })).toBe('email: email is required');
    expect(problem(contactMessageSchema, { ...page, email: 'meera' })).toBe('email: Please enter a valid email address');
    expect(problem(contactMessageSchema, { ...page, message: '' })).toBe('message: message is required');
    expect(problem(contactMessageSchema, { ...page, message: 'x'.repeat(5001) })).toBe('message: message must be at most 5000 characters');
    expect(problem(contactMessageSchema, { ...page, company: 'x'.repeat(121) })).toBe('company: company must be at most 120 characters');
    expect(problem(contactMessageSchema, { ...page, company: 7 })).toBe('company: company must be text');
  });
});

import { describe, expect, it } from 'vitest';
import { contactMessageSchema, propertyListQuerySchema, propertyStatusQuerySchema, reviewRequestSchema, reviewResponseSchema } from './site.js';

describe('site schemas', () => {
  it("fills the assistant's defaults and sends 'auto' as 'en'", () => {
    expect(reviewRequestSchema.parse({ review: 'Lovely stay', hotelName: 'Lakeview', name: 'Ravi' })).toEqual({
      review: 'Lovely stay',
      startRating: '0',
      bussinessType: 'hotel',
      hotelName: 'Lakeview',
      name: 'Ravi',
      language: 'en',
      tone: 'neutral',
    });
    expect(reviewRequestSchema.parse({ review: 'x', hotelName: 'h', name: 'n', startRating: 4, language: 'de', tone: 'casual', bussinessType: 'restaurant' })).toMatchObject({ startRating: '4', language: 'de' });
  });

  it('names the field of a bad review request', () => {
    const msg = (v: Record<string, unknown>) => reviewRequestSchema.safeParse({ review: 'x', hotelName: 'h', name: 'n', ...v }).error?.issues[0]?.message;
    expect(msg({ review: ' ' })).toBe('review is required');
    expect(msg({ startRating: '6' })).toBe('startRating must be 0 to 5');
    expect(msg({ language: 'it' })).toBe('language must be auto, en, de, fr or es');
    expect(msg({ tone: 'angry' })).toBe('tone must be neutral, formal, casual or friendly');
    expect(msg({ bussinessType: 'spa' })).toBe('bussinessType must be hotel, restaurant or apartment');
  });

  it('reads the review response', () => {
    const reply = { reviewSummary: 's', feedbackAnalysis: 'f', actionableInsights: 'a', conclusion: 'c' };
    expect(reviewResponseSchema.parse({ success: true, data: { reply } }).data.reply.conclusion).toBe('c');
  });

  it('reads the property list query from strings, with page 1 and 5 per page by default', () => {
    expect(propertyListQuerySchema.parse({})).toEqual({ limit: 5, pageNumber: 1 });
    expect(propertyListQuerySchema.parse({ limit: '20', pageNumber: '3', isActive: 'false', search: ' lake ' })).toEqual({ limit: 20, pageNumber: 3, isActive: false, search: 'lake' });
    expect(propertyListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(propertyListQuerySchema.safeParse({ limit: '7' }).error?.issues[0]?.message).toBe('limit must be one of 5, 10, 20, 30, 40, 50, 75, 100');
    expect(propertyListQuerySchema.safeParse({ pageNumber: '0' }).error?.issues[0]?.message).toBe('pageNumber must be 1 or more');
    expect(propertyListQuerySchema.safeParse({ isActive: 'yes' }).error?.issues[0]?.message).toBe('isActive must be true or false');
  });

  it('reads the status update query', () => {
    expect(propertyStatusQuerySchema.parse({ hId: 'H1', active: 'true' })).toEqual({ hId: 'H1', active: true });
    expect(propertyStatusQuerySchema.parse({ hId: 'H1', active: false })).toEqual({ hId: 'H1', active: false });
    expect(propertyStatusQuerySchema.safeParse({ active: 'true' }).error?.issues[0]?.message).toBe('hId is required');
  });

  it('accepts both contact forms and requires the dialog reason', () => {
    const base = { name: 'Meera', email: 'meera@example.com', message: 'Hello', company: '' };
    expect(contactMessageSchema.parse({ ...base, source: 'page' })).toEqual({ source: 'page', name: 'Meera', email: 'meera@example.com', message: 'Hello' });
    expect(contactMessageSchema.parse({ ...base, source: 'dialog', reason: 'Other' })).toMatchObject({ reason: 'Other' });
    expect(contactMessageSchema.safeParse({ ...base, source: 'dialog', reason: 'Gossip' }).error?.issues[0]?.message).toBe('reason must be one of the listed reasons');
    expect(contactMessageSchema.safeParse({ ...base, source: 'fax' }).error?.issues[0]?.message).toBe("source must be 'dialog' or 'page'");
  });
});

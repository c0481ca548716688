import { describe, expect, it } from 'vitest';
import { pullQuerySchema, pushBodySchema, sessionEventSchema, ulidSchema } from './sync.js';

const ULID = '01JD3ZQ8X6T2N5M7K9P4R2S6VW';

describe('sync schemas', () => {
  it('accepts a batch of mutations with ULIDs, upper-casing them', () => {
    const body = pushBodySchema.parse({ mutations: [{ id: ULID.toLowerCase(), name: 'recordDecision', args: { any: 'thing' } }] });
    expect(body.mutations[0]!.id).toBe(ULID);
  });

  it('refuses a bad id, an unknown mutation, an empty or oversized batch', () => {
    const msg = (v: unknown) => pushBodySchema.safeParse(v).error?.issues[0]?.message;
    expect(ulidSchema.safeParse('not-a-ulid').error?.issues[0]?.message).toBe('must be a ULID (26 characters)');
    expect(msg({ mutations: [{ id: ULID, name: 'dropTables', args: {} }] })).toBe('unknown mutation');
    expect(msg({ mutations: [] })).toBe('at least one mutation');
    expect(msg({ mutations: Array.from({ length: 501 }, () => ({ id: ULID, name: 'addMember', args: {} })) })).toBe('at most 500 mutations per batch');
  });

  it("reads a pull cursor, '0' by default", () => {
    expect(pullQuerySchema.parse({})).toEqual({ since: '0' });
    expect(pullQuerySchema.parse({ since: '42' })).toEqual({ since: '42' });
    expect(pullQuerySchema.safeParse({ since: '-1' }).error?.issues[0]?.message).toBe('must be a non-negative whole number');
    expect(pullQuerySchema.safeParse({ since: '007' }).success).toBe(false);
  });

  it('describes each event the stream sends', () => {
    expect(sessionEventSchema.parse({ type: 'status', sessionId: 'S1', status: 'live' })).toEqual({ type: 'status', sessionId: 'S1', status: 'live' });
    expect(sessionEventSchema.parse({ type: 'changes', cursor: '9' }).type).toBe('changes');
    expect(sessionEventSchema.safeParse({ type: 'gossip' }).success).toBe(false);
  });
});

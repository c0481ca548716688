import { describe, expect, it } from 'vitest';
import { pullQuerySchema, pushBodySchema, sessionEventSchema, ulidSchema } from './sync.js';

const ULID = '01JD3ZQ8X6T2N5M7K9P4R2S6VW';

describe('sync schemas', () => {
  it('reads ULIDs, upper-casing them', () => {
    expect(ulidSchema.parse(ULID.toLowerCase())).toBe(ULID);
    expect(ulidSchema.safeParse('not-a-ulid').error?.issues[0]?.message).toBe('must be a ULID (26 characters)');
  });

  it('checks only the envelope of each mutation: an unknown name or version is answered per mutation, not refused with the batch', () => {
    const body = pushBodySchema.parse({
      protocol: 2,
      build: '0.1.0+abc1234',
      mutations: [
        { id: ULID, name: 'dropTables', v: 999, args: {} },
        { id: ULID, name: 'addMember', args: {} },
      ],
    });
    expect(body.mutations.map((m) => [m.name, m.v])).toEqual([
      ['dropTables', 999],
      ['addMember', undefined],
    ]);
    expect(pushBodySchema.parse({ mutations: [{ id: ULID, name: 'addMember', args: {} }] }).protocol).toBeUndefined();
  });

  it('refuses a batch it cannot answer per mutation: no id, an empty or oversized batch, a build id unfit for a log', () => {
    const msg = (v: unknown) => pushBodySchema.safeParse(v).error?.issues[0]?.message;
    expect(pushBodySchema.safeParse({ mutations: [{ name: 'addMember', args: {} }] }).success).toBe(false);
    expect(pushBodySchema.safeParse({ mutations: ['addMember'] }).success).toBe(false);
    expect(msg({ build: 'x\nFAKE LOG LINE', mutations: [{ id: ULID, name: 'addMember', args: {} }] })).toBe('may hold letters, digits and . + _ - only');
    expect(msg({ protocol: 1.5, mutations: [{ id: ULID, name: 'addMember', args: {} }] })).toBe('must be a whole number');
    expect(msg({ mutations: [] })).toBe('at least one mutation');
    expect(msg({ mutations: Array.from({ length: 501 }, () => ({ id: ULID, name: 'addMember', args: {} })) })).toBe('at most 500 mutations per batch');
  });

  it("reads a pull cursor, '0' by default", () => {
    expect(pullQuerySchema.parse({})).toEqual({ since: '0' });
    expect(pullQuerySchema.parse({ since: '3', protocol: '2', build: '0.1.0+abc1234' })).toEqual({ since: '3', protocol: 2, build: '0.1.0+abc1234' });
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

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, emailSchema, envelope, gameCodeSchema, numeric } from './common.js';

describe('common schemas', () => {
  it('upper-cases a valid game code and refuses a bad one with the spec message', () => {
    expect(gameCodeSchema.parse(' abc12 ')).toBe('ABC12');
    expect(gameCodeSchema.safeParse('ab-12').error?.issues[0]?.message).toBe('Game code must be 5-10 alphanumeric characters');
  });

  it('lower-cases e-mail and refuses a bad one with the spec message', () => {
    expect(emailSchema.parse(' Host@Example.COM ')).toBe('host@example.com');
    expect(emailSchema.safeParse('host@').error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('reads numbers from form strings', () => {
    const n = numeric('must be a number');
    expect(n.parse('42')).toBe(42);
    expect(n.parse(7)).toBe(7);
    expect(n.safeParse('x').error?.issues[0]?.message).toBe('must be a number');
    expect(n.safeParse('').error?.issues[0]?.message).toBe('must be a number');
  });

  it('wraps data in the documented envelope', () => {
    expect(envelope(z.object({ a: z.number() })).parse({ success: true, data: { a: 1 } })).toEqual({ success: true, data: { a: 1 } });
  });

  it('names the field of the first problem', () => {
    const r = z.object({ user: z.object({ email: emailSchema }) }).safeParse({ user: { email: 'x' } });
    expect(describeIssue(r.error!)).toBe('user.email: Please enter a valid email address');
    expect(describeIssue(z.string().safeParse(1).error!)).not.toContain(':  ');
  });
});

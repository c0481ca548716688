import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_LANGUAGES } from '../domain/locale.js';
import { formatINR, formatMoney, formatNumber, formatPercent, formatPercentIn } from './money.js';

describe('money and percentages', () => {
  it('shows rupees with Indian grouping and no decimals', () => {
    expect(formatINR(144000)).toBe('₹1,44,000');
    expect(formatINR(1234567.6)).toBe('₹12,34,568');
    expect(formatINR(0)).toBe('₹0');
  });

  it('puts the sign of a loss before the symbol, and never shows minus zero', () => {
    expect(formatINR(-67200)).toBe('-₹67,200');
    expect(formatINR(-0.4)).toBe('₹0');
  });

  it('shows percentages with one decimal', () => {
    expect(formatPercent(42.857)).toBe('42.9%');
    expect(formatPercent(100)).toBe('100.0%');
  });

  it("writes a session's currency as its language writes it there, in whole units", () => {
    expect(formatMoney(45000, 'EUR', 'de')).toBe('45.000\u00a0€');
    expect(formatMoney(45000, 'EUR', 'en')).toBe('€45,000');
    expect(formatMoney(-67200, 'EUR', 'en')).toBe('-€67,200');
    expect(formatMoney(45000, 'EUR', 'fr')).toBe('45\u202f000\u00a0€');
    expect(formatMoney(3200, 'CHF', 'de')).toMatch(/^CHF\s3\D200$/);
    expect(formatMoney(144000, 'INR', 'hi')).toBe('₹1,44,000');
    expect(formatMoney(144000.4)).toBe(formatINR(144000.4));
  });

  it('writes any amount in any language and currency without a minus zero or a decimal', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...GAME_LANGUAGES),
        fc.constantFrom('INR', 'EUR', 'USD', 'GBP', 'CHF', 'AED', 'JPY'),
        (amount, language, currency) => {
          const text = formatMoney(amount, currency, language);
          // Never a minus zero ('-€0'), always a digit.
          expect(text).not.toMatch(/^-\D*0\D*$/);
          expect(text).toMatch(/\d/);
          // Whole units: the digits read back as the rounded amount.
          expect(Number(text.replace(/\D/g, ''))).toBe(Math.abs(Math.round(amount)));
        },
      ),
    );
  });

  it('writes percentages and counts the way the language does', () => {
    expect(formatPercentIn(42.857, 'de')).toBe('42,9\u00a0%');
    expect(formatPercentIn(42.857, 'en')).toBe('42.9%');
    expect(formatNumber(1250, 'de')).toBe('1.250');
    expect(formatNumber(1250)).toBe('1,250');
  });
});

import { describe, expect, it } from 'vitest';
import { formatINR, formatPercent } from './money.js';

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
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRevenueLoss, canCalculate, formatMoney, monthlyBase, revenueLossInputSchema, type RevenueLossInput } from './revenue-loss.js';

const hotel = (overrides: Partial<RevenueLossInput> = {}): RevenueLossInput =>
  revenueLossInputSchema.parse({ roomRate: 4000, occupancy: 60, totalRooms: 50, ...overrides });

const line = (r: ReturnType<typeof calculateRevenueLoss>, key: string) => r.lines.find((l) => l.key === key)!.annualAmount;

describe('the revenue-loss calculator', () => {
  it('computes the monthly base as rate x occupancy% x rooms x 30 and the annual as monthly x 12', () => {
    const r = calculateRevenueLoss(hotel());
    expect(r.monthlyBase).toBe(3_600_000);
    expect(r.annualBase).toBe(43_200_000);
    expect(monthlyBase({ roomRate: 100, occupancy: 50, totalRooms: 2 })).toBe(3000);
  });

  it('counts the 15% uplift in full for static pricing and a third of it with dynamic pricing', () => {
    expect(line(calculateRevenueLoss(hotel()), 'staticPricing')).toBeCloseTo(43_200_000 * 0.15);
    expect(line(calculateRevenueLoss(hotel({ dynamicPricing: true })), 'staticPricing')).toBeCloseTo(43_200_000 * 0.05);
  });

  it('prices peak nights with the chosen multiplier', () => {
    const at = (m: 1.5 | 2 | 2.5) => line(calculateRevenueLoss(hotel({ peakMultiplier: m })), 'peakDemand');
    expect(at(1.5)).toBeCloseTo(43_200_000 * 0.2 * 0.5 * 0.5);
    expect(at(2.5)).toBeCloseTo(at(1.5) * 3);
  });

  it('counts half the gap to a dearer competitor on the nights sold, and nothing when cheaper', () => {
    expect(line(calculateRevenueLoss(hotel({ competitorRate: 5000 })), 'rateGap')).toBeCloseTo(1000 * 50 * 360 * 0.6 * 0.5);
    expect(line(calculateRevenueLoss(hotel({ competitorRate: 3000 })), 'rateGap')).toBe(0);
  });

  it('counts half the occupancy gap to a fuller competitor at the current rate', () => {
    expect(line(calculateRevenueLoss(hotel({ competitorOccupancy: 80 })), 'occupancyGap')).toBeCloseTo(0.2 * 50 * 360 * 4000 * 0.5);
    expect(line(calculateRevenueLoss(hotel({ competitorOccupancy: 40 })), 'occupancyGap')).toBe(0);
  });

  it('costs a short booking window up to 5% and nothing from 30 days on', () => {
    expect(line(calculateRevenueLoss(hotel({ bookingWindowDays: 0 })), 'bookingWindow')).toBeCloseTo(43_200_000 * 0.05);
    expect(line(calculateRevenueLoss(hotel({ bookingWindowDays: 15 })), 'bookingWindow')).toBeCloseTo(43_200_000 * 0.025);
    expect(line(calculateRevenueLoss(hotel({ bookingWindowDays: 45 })), 'bookingWindow')).toBe(0);
  });

  it('counts cancelled nights that are not resold', () => {
    expect(line(calculateRevenueLoss(hotel({ cancellationRate: 10 })), 'cancellations')).toBeCloseTo(43_200_000 * 0.1 * 0.5);
  });

  it('adds the lines into the annual and monthly loss, with its share of the base', () => {
    const r = calculateRevenueLoss(hotel({ competitorRate: 4500, competitorOccupancy: 70, bookingWindowDays: 10, cancellationRate: 8, peakMultiplier: 2 }));
    const sum = r.lines.reduce((s, l) => s + l.annualAmount, 0);
    expect(r.annualLoss).toBeCloseTo(sum);
    expect(r.monthlyLoss).toBeCloseTo(sum / 12);
    expect(r.lossPercentOfBase).toBeCloseTo((sum / r.annualBase) * 100);
    expect(r.lines.map((l) => l.label)).toHaveLength(6);
    expect(r.lines.every((l) => l.explanation.length > 0)).toBe(true);
  });

  it('shows results only once rate, occupancy and rooms are all non-zero', () => {
    expect(canCalculate({ roomRate: 4000, occupancy: 60, totalRooms: 50 })).toBe(true);
    expect(canCalculate({ roomRate: 0, occupancy: 60, totalRooms: 50 })).toBe(false);
    expect(canCalculate({ roomRate: 4000, occupancy: 0, totalRooms: 50 })).toBe(false);
    expect(canCalculate({ roomRate: 4000, occupancy: 60, totalRooms: 0 })).toBe(false);
    expect(calculateRevenueLoss(hotel({ totalRooms: 0 })).lossPercentOfBase).toBe(0);
  });

  it('reads form strings, applies the defaults and refuses out-of-range inputs by name', () => {
    expect(revenueLossInputSchema.parse({ roomRate: '4000', occupancy: '60', totalRooms: '50' })).toMatchObject({ currency: 'INR', peakMultiplier: 1.5, dynamicPricing: false, cancellationRate: 0 });
    const bad = (v: Record<string, unknown>) => {
      const r = revenueLossInputSchema.safeParse({ roomRate: 1, occupancy: 1, totalRooms: 1, ...v });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(bad({ occupancy: 101 })).toBe('occupancy must be between 0 and 100');
    expect(bad({ cancellationRate: 150 })).toBe('cancellationRate must be between 0 and 100');
    expect(bad({ peakMultiplier: 3 })).toBe('peakMultiplier must be 1.5, 2 or 2.5');
    expect(bad({ currency: 'JPY' })).toBe('currency must be INR, USD, EUR, GBP or AED');
    expect(bad({ roomRate: 'abc' })).toBe('roomRate must be a number');
  });

  it('formats money in each currency with no decimals', () => {
    expect(formatMoney(1234567.6, 'INR')).toBe('₹12,34,568');
    expect(formatMoney(1234567, 'USD')).toBe('$1,234,567');
    expect(formatMoney(1234567, 'GBP')).toBe('£1,234,567');
    expect(formatMoney(1234567, 'EUR')).toContain('1,234,567');
    expect(formatMoney(1234567, 'AED')).toContain('1,234,567');
  });
});

describe('revenue-loss properties', () => {
  const inputArb = fc.record({
    roomRate: fc.integer({ min: 0, max: 50000 }),
    occupancy: fc.integer({ min: 0, max: 100 }),
    totalRooms: fc.integer({ min: 0, max: 2000 }),
    competitorRate: fc.integer({ min: 0, max: 60000 }),
    competitorOccupancy: fc.integer({ min: 0, max: 100 }),
    dynamicPricing: fc.boolean(),
    bookingWindowDays: fc.integer({ min: 0, max: 365 }),
    cancellationRate: fc.integer({ min: 0, max: 100 }),
    peakMultiplier: fc.constantFrom(1.5 as const, 2 as const, 2.5 as const),
  }).map((v) => revenueLossInputSchema.parse(v));

  it('never reports a negative loss, on any line', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const r = calculateRevenueLoss(input);
      expect(r.annualLoss).toBeGreaterThanOrEqual(0);
      for (const l of r.lines) expect(l.annualAmount).toBeGreaterThanOrEqual(0);
    }));
  });

  it('never loses more by adopting dynamic pricing', () => {
    fc.assert(fc.property(inputArb, (input) => {
      expect(calculateRevenueLoss({ ...input, dynamicPricing: true }).annualLoss).toBeLessThanOrEqual(calculateRevenueLoss({ ...input, dynamicPricing: false }).annualLoss + 1e-6);
    }));
  });

  it('never loses less when the competitor charges more or fills more rooms', () => {
    fc.assert(fc.property(inputArb, fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 20 }), (input, more, fuller) => {
      const base = calculateRevenueLoss(input).annualLoss;
      expect(calculateRevenueLoss({ ...input, competitorRate: input.competitorRate + more }).annualLoss).toBeGreaterThanOrEqual(base - 1e-6);
      expect(calculateRevenueLoss({ ...input, competitorOccupancy: Math.min(100, input.competitorOccupancy + fuller) }).annualLoss).toBeGreaterThanOrEqual(base - 1e-6);
    }));
  });

  it('never loses more with a longer booking window or fewer cancellations', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const base = calculateRevenueLoss(input).annualLoss;
      expect(calculateRevenueLoss({ ...input, bookingWindowDays: input.bookingWindowDays + 7 }).annualLoss).toBeLessThanOrEqual(base + 1e-6);
      expect(calculateRevenueLoss({ ...input, cancellationRate: Math.max(0, input.cancellationRate - 5) }).annualLoss).toBeLessThanOrEqual(base + 1e-6);
    }));
  });

});

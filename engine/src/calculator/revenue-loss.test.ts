import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeIssue } from '../domain/common.js';
import { CURRENCIES } from '../domain/site.js';
import {
  ASSUMPTIONS,
  LOSS_CEILING_PERCENT,
  LOSS_LINE_KEYS,
  calculateRevenueLoss,
  canCalculate,
  formatMoney,
  monthlyBase,
  revenueLossInputSchema,
  type LossKey,
  type RevenueLossFormInput,
  type RevenueLossInput,
  type RevenueLossResult,
} from './revenue-loss.js';

/** 50 rooms at 4000 and 60%: 3,600,000 a month, 43,200,000 a year. */
const hotel = (overrides: RevenueLossFormInput | Partial<RevenueLossInput> = {}): RevenueLossInput =>
  revenueLossInputSchema.parse({ roomRate: 4000, occupancy: 60, totalRooms: 50, ...overrides });
const ANNUAL = 43_200_000;

const line = (r: RevenueLossResult, key: LossKey) => r.lines.find((l) => l.key === key)!;
const loss = (overrides: Parameters<typeof hotel>[0], key: LossKey) => line(calculateRevenueLoss(hotel(overrides)), key).annualAmount;

const problem = (value: Record<string, unknown>) => {
  const r = revenueLossInputSchema.safeParse({ roomRate: 1, occupancy: 1, totalRooms: 1, ...value });
  return r.success ? null : describeIssue(r.error);
};

describe('the revenue-loss calculator', () => {
  it('computes the monthly base as rate x occupancy% x rooms x 30 and the annual as monthly x 12', () => {
    const r = calculateRevenueLoss(hotel());
    expect(r.monthlyBase).toBe(3_600_000);
    expect(r.annualBase).toBe(ANNUAL);
    expect(monthlyBase({ roomRate: 100, occupancy: 50, totalRooms: 2 })).toBe(3000);
    expect(r.currency).toBe('INR');
  });

  it('shows three lines, the pricing uplift with its parts inside it, each with a label and an explanation', () => {
    const r = calculateRevenueLoss(hotel());
    expect(r.lines.map((l) => l.key)).toEqual([...LOSS_LINE_KEYS]);
    expect(r.lines.map((l) => l.label)).toEqual(['Pricing uplift not captured', 'Revenue per room behind the competition', 'Cancelled nights not resold']);
    expect(line(r, 'staticPricing').parts.map((p) => p.key)).toEqual(['peakDemand', 'bookingWindow', 'everydayPricing']);
    expect(r.lines.every((l) => l.explanation.length > 0 && l.parts.every((p) => p.explanation.length > 0))).toBe(true);
  });

  it('counts the 15% uplift in full for fixed rates and a third of it with dynamic pricing', () => {
    expect(loss({}, 'staticPricing')).toBeCloseTo(ANNUAL * 0.15);
    expect(loss({ dynamicPricing: true }, 'staticPricing')).toBeCloseTo(ANNUAL * 0.05);
    expect(line(calculateRevenueLoss(hotel()), 'staticPricing').explanation).toBe('Fixed rates forgo the 15% uplift that revenue-managed pricing earns.');
    expect(line(calculateRevenueLoss(hotel({ dynamicPricing: true })), 'staticPricing').explanation).toBe(
      'Dynamic pricing earns most of the 15% uplift; about 33.3% of it is usually still missed.',
    );
  });

  it('shows peak nights and the booking window inside the uplift, never on top of it', () => {
    const parts = (o: Parameters<typeof hotel>[0]) =>
      Object.fromEntries(line(calculateRevenueLoss(hotel(o)), 'staticPricing').parts.map((p) => [p.key, p.annualAmount]));
    expect(parts({}).peakDemand).toBeCloseTo(ANNUAL * 0.2 * 0.5 * 0.5);
    expect(parts({ peakMultiplier: 2 }).peakDemand).toBeCloseTo(ANNUAL * 0.2 * 1 * 0.5);
    expect(parts({ bookingWindowDays: 15 }).bookingWindow).toBeCloseTo(ANNUAL * 0.025);
    expect(parts({ bookingWindowDays: 45 }).bookingWindow).toBe(0);
    // The largest peak premium and the shortest window still add up to the uplift, not more.
    const full = parts({ peakMultiplier: 2.5, bookingWindowDays: 0 });
    expect(full.peakDemand! + full.bookingWindow! + full.everydayPricing!).toBeCloseTo(ANNUAL * 0.15);
    expect(loss({ peakMultiplier: 2.5, bookingWindowDays: 0 }, 'staticPricing')).toBeCloseTo(ANNUAL * 0.15);
    expect(line(calculateRevenueLoss(hotel({ peakMultiplier: 2 })), 'staticPricing').parts[0]!.explanation).toContain('at 2x the rate');
  });

  it("counts half the competitor's lead in revenue per available room, at most 5% of revenue, and nothing when the hotel leads", () => {
    // 4000 at 60% against 4200 at 60%: a 5% lead, half of it won back.
    expect(loss({ competitorRate: 4200 }, 'competitorGap')).toBeCloseTo(ANNUAL * 0.025);
    expect(loss({ competitorRate: 4000, competitorOccupancy: 63 }, 'competitorGap')).toBeCloseTo(ANNUAL * 0.025);
    expect(loss({ competitorRate: 8000, competitorOccupancy: 90 }, 'competitorGap')).toBeCloseTo(ANNUAL * 0.05);
    // Cheaper but fuller, and behind on revenue per room: no loss.
    expect(loss({ competitorRate: 3000, competitorOccupancy: 70 }, 'competitorGap')).toBe(0);
    expect(line(calculateRevenueLoss(hotel({ competitorRate: 3000 })), 'competitorGap').explanation).toBe(
      'Your revenue per available room is at or above the competitor’s: nothing lost here.',
    );
    // A blank competitor figure is read as the hotel's own, not as an empty hotel.
    expect(loss({ competitorRate: 4200, competitorOccupancy: '' }, 'competitorGap')).toBeCloseTo(ANNUAL * 0.025);
  });

  it('counts the half of cancelled nights that is not resold, at most 5% of revenue', () => {
    expect(loss({ cancellationRate: 6 }, 'cancellations')).toBeCloseTo(ANNUAL * 0.03);
    expect(loss({ cancellationRate: 60 }, 'cancellations')).toBeCloseTo(ANNUAL * 0.05);
    expect(loss({}, 'cancellations')).toBe(0);
    expect(formatMoney(99.5, 'USD')).toBe('$100');
  });

  it('tells a plain mid-market hotel a loss in the low double digits, not half its revenue', () => {
    const r = calculateRevenueLoss(
      revenueLossInputSchema.parse({
        roomRate: 100,
        occupancy: 60,
        totalRooms: 50,
        competitorRate: 120,
        competitorOccupancy: 75,
        dynamicPricing: 'no',
        bookingWindowDays: 7,
      }),
    );
    expect(r.lossPercentOfBase).toBeCloseTo(20);
    expect(r.lossPercentOfBase).toBeLessThanOrEqual(LOSS_CEILING_PERCENT);
  });

  it('adds the lines into the annual and monthly loss, with its share of the base', () => {
    const r = calculateRevenueLoss(
      hotel({ competitorRate: 4500, competitorOccupancy: 70, bookingWindowDays: 10, cancellationRate: 8, peakMultiplier: 2, currency: 'USD' }),
    );
    const sum = r.lines.reduce((s, l) => s + l.annualAmount, 0);
    expect(r.annualLoss).toBeCloseTo(sum);
    expect(r.monthlyLoss).toBeCloseTo(sum / 12);
    expect(r.lossPercentOfBase).toBeCloseTo((sum / r.annualBase) * 100);
    expect(r.currency).toBe('USD');
  });

  it('with only rate, occupancy and rooms given, counts just the uplift', () => {
    const r = calculateRevenueLoss(hotel());
    expect(r.annualLoss).toBeCloseTo(ANNUAL * 0.15);
    expect(r.lossPercentOfBase).toBeCloseTo(15);
  });

  it('shows results only once rate, occupancy and rooms are all non-zero', () => {
    expect(canCalculate({ roomRate: 4000, occupancy: 60, totalRooms: 50 })).toBe(true);
    expect(canCalculate({ roomRate: 0, occupancy: 60, totalRooms: 50 })).toBe(false);
    expect(canCalculate({ roomRate: 4000, occupancy: 0, totalRooms: 50 })).toBe(false);
    expect(canCalculate({ roomRate: 4000, occupancy: 60, totalRooms: 0 })).toBe(false);
    expect(canCalculate(revenueLossInputSchema.parse({}))).toBe(false);
    expect(calculateRevenueLoss(hotel({ totalRooms: 0 }))).toMatchObject({ annualBase: 0, annualLoss: 0, lossPercentOfBase: 0 });
  });
});

describe('the calculator form', () => {
  it('reads form strings and fills blanks with defaults that add no loss', () => {
    expect(
      revenueLossInputSchema.parse({
        name: ' Asha ',
        hotelName: 'Lakeview',
        roomRate: '4000',
        occupancy: '60',
        totalRooms: '50',
        competitorRate: '',
        competitorOccupancy: ' ',
        dynamicPricing: '',
        bookingWindowDays: '',
        cancellationRate: '',
        peakMultiplier: '',
        currency: '',
      }),
    ).toEqual({
      name: 'Asha',
      hotelName: 'Lakeview',
      currency: 'INR',
      roomRate: 4000,
      occupancy: 60,
      totalRooms: 50,
      competitorRate: 0,
      competitorOccupancy: 0,
      dynamicPricing: false,
      bookingWindowDays: 30,
      cancellationRate: 0,
      peakMultiplier: 1.5,
    });
    expect(revenueLossInputSchema.parse({})).toMatchObject({
      roomRate: 0,
      occupancy: 0,
      totalRooms: 0,
      name: '',
      bookingWindowDays: ASSUMPTIONS.targetBookingWindowDays,
    });
  });

  it('reads dynamic pricing as yes or no and the peak multiplier from its select', () => {
    expect(hotel({ dynamicPricing: 'Yes' }).dynamicPricing).toBe(true);
    expect(hotel({ dynamicPricing: 'no' }).dynamicPricing).toBe(false);
    expect(hotel({ dynamicPricing: 'true' }).dynamicPricing).toBe(true);
    expect(hotel({ dynamicPricing: false }).dynamicPricing).toBe(false);
    expect(hotel({ peakMultiplier: '2.5' }).peakMultiplier).toBe(2.5);
    expect(hotel({ peakMultiplier: 2 }).peakMultiplier).toBe(2);
    for (const currency of CURRENCIES) expect(hotel({ currency }).currency).toBe(currency);
  });

  it('refuses out-of-range inputs with a message naming the field', () => {
    expect(problem({ occupancy: 101 })).toBe('occupancy: Occupancy must be between 0 and 100%');
    expect(problem({ occupancy: -1 })).toBe('occupancy: Occupancy must be between 0 and 100%');
    expect(problem({ competitorOccupancy: '150' })).toBe('competitorOccupancy: Competitor occupancy must be between 0 and 100%');
    expect(problem({ cancellationRate: 150 })).toBe('cancellationRate: Cancellation rate must be between 0 and 100%');
    expect(problem({ peakMultiplier: 3 })).toBe('peakMultiplier: Peak multiplier must be 1.5, 2 or 2.5');
    expect(problem({ peakMultiplier: 'high' })).toBe('peakMultiplier: Peak multiplier must be 1.5, 2 or 2.5');
    expect(problem({ currency: 'JPY' })).toBe('currency: Currency must be one of INR, USD, EUR, GBP, AED');
    expect(problem({ roomRate: 'abc' })).toBe('roomRate: Room rate must be a number');
    expect(problem({ roomRate: -5 })).toBe('roomRate: Room rate must not be negative');
    expect(problem({ competitorRate: 1e9 })).toBe('competitorRate: Competitor rate must be at most 100000000');
    expect(problem({ totalRooms: 2.5 })).toBe('totalRooms: Total rooms must be a whole number');
    expect(problem({ totalRooms: 200000 })).toBe('totalRooms: Total rooms must be at most 100000');
    expect(problem({ bookingWindowDays: -1 })).toBe('bookingWindowDays: Booking window (days) must not be negative');
    expect(problem({ bookingWindowDays: 1000 })).toBe('bookingWindowDays: Booking window (days) must be at most 730');
    expect(problem({ dynamicPricing: 'maybe' })).toBe('dynamicPricing: Dynamic pricing must be yes or no');
    expect(problem({ name: 'x'.repeat(121) })).toBe('name: Your name must be at most 120 characters');
    expect(problem({ hotelName: 7 })).toBe('hotelName: Hotel name must be text');
  });
});

describe('formatMoney', () => {
  it('formats rupees with en-IN grouping and no decimals', () => {
    expect(formatMoney(1234567.6, 'INR')).toBe('₹12,34,568');
    expect(formatMoney(0, 'INR')).toBe('₹0');
    expect(formatMoney(-0.4, 'INR')).toBe('₹0');
  });

  it('formats the other currencies with their symbol and no decimals', () => {
    expect(formatMoney(1234567, 'USD')).toBe('$1,234,567');
    expect(formatMoney(1234567, 'GBP')).toBe('£1,234,567');
    expect(formatMoney(1234567.4, 'EUR')).toBe('€1,234,567');
    expect(formatMoney(1234567, 'AED')).toMatch(/^AED\s1,234,567$/);
    expect(formatMoney(99.5, 'USD')).toBe('$100');
  });
});

describe('revenue-loss properties', () => {
  const inputArb = fc
    .record({
      roomRate: fc.integer({ min: 0, max: 50000 }),
      occupancy: fc.integer({ min: 0, max: 100 }),
      totalRooms: fc.integer({ min: 0, max: 2000 }),
      competitorRate: fc.integer({ min: 0, max: 60000 }),
      competitorOccupancy: fc.integer({ min: 0, max: 100 }),
      dynamicPricing: fc.boolean(),
      bookingWindowDays: fc.integer({ min: 0, max: 365 }),
      cancellationRate: fc.integer({ min: 0, max: 100 }),
      peakMultiplier: fc.constantFrom(1.5 as const, 2 as const, 2.5 as const),
      currency: fc.constantFrom(...CURRENCIES),
    })
    .map((v) => revenueLossInputSchema.parse(v));
  const annualLoss = (input: RevenueLossInput) => calculateRevenueLoss(input).annualLoss;
  const EPS = 1e-6;

  it('never reports a negative loss, on any line', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = calculateRevenueLoss(input);
        expect(r.annualLoss).toBeGreaterThanOrEqual(0);
        expect(r.monthlyLoss).toBeGreaterThanOrEqual(0);
        for (const l of r.lines) expect(l.annualAmount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('always totals its lines, and the monthly loss is a twelfth of the annual', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = calculateRevenueLoss(input);
        expect(r.annualLoss).toBeCloseTo(
          r.lines.reduce((s, l) => s + l.annualAmount, 0),
          3,
        );
        expect(r.monthlyLoss * 12).toBeCloseTo(r.annualLoss, 3);
        expect(r.annualBase).toBe(r.monthlyBase * 12);
      }),
    );
  });

  it('gives the same answer for the same input, whatever the currency', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...CURRENCIES), (input, currency) => {
        const a = calculateRevenueLoss(input);
        expect(calculateRevenueLoss(input)).toEqual(a);
        expect(calculateRevenueLoss({ ...input, currency }).annualLoss).toBe(a.annualLoss);
      }),
    );
  });

  it('never loses more by adopting dynamic pricing', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(annualLoss({ ...input, dynamicPricing: true })).toBeLessThanOrEqual(annualLoss({ ...input, dynamicPricing: false }) + EPS);
      }),
    );
  });

  it('never loses less when the competitor (whose figures are given) charges more or fills more rooms', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 20 }), (given, more, fuller) => {
        const input = { ...given, competitorRate: Math.max(1, given.competitorRate), competitorOccupancy: Math.max(1, given.competitorOccupancy) };
        const base = annualLoss(input);
        expect(annualLoss({ ...input, competitorRate: input.competitorRate + more })).toBeGreaterThanOrEqual(base - EPS);
        expect(annualLoss({ ...input, competitorOccupancy: Math.min(100, input.competitorOccupancy + fuller) })).toBeGreaterThanOrEqual(base - EPS);
      }),
    );
  });

  it('never loses more with a longer booking window or fewer cancellations', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 100 }), (input, longer, fewer) => {
        const base = annualLoss(input);
        expect(annualLoss({ ...input, bookingWindowDays: input.bookingWindowDays + longer })).toBeLessThanOrEqual(base + EPS);
        expect(annualLoss({ ...input, cancellationRate: Math.max(0, input.cancellationRate - fewer) })).toBeLessThanOrEqual(base + EPS);
      }),
    );
  });

  it('never loses less with a higher peak multiplier', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const [a, b, c] = ([1.5, 2, 2.5] as const).map((peakMultiplier) => annualLoss({ ...input, peakMultiplier }));
        expect(a!).toBeLessThanOrEqual(b! + EPS);
        expect(b!).toBeLessThanOrEqual(c! + EPS);
      }),
    );
  });

  it('scales with the number of rooms: twice the rooms, twice the loss', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const once = annualLoss(input);
        expect(Math.abs(annualLoss({ ...input, totalRooms: input.totalRooms * 2 }) - once * 2)).toBeLessThanOrEqual(1e-9 * Math.max(1, once));
      }),
    );
  });

  it('loses nothing to a competitor the hotel beats on rate and occupancy', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = calculateRevenueLoss({
          ...input,
          competitorRate: Math.min(input.competitorRate, input.roomRate),
          competitorOccupancy: Math.min(input.competitorOccupancy, input.occupancy),
        });
        expect(line(r, 'competitorGap').annualAmount).toBe(0);
      }),
    );
  });

  it(`never gives a loss above ${LOSS_CEILING_PERCENT}% of the base, for any input`, () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(calculateRevenueLoss(input).lossPercentOfBase).toBeLessThanOrEqual(LOSS_CEILING_PERCENT + EPS);
      }),
    );
  });

  it('shows each part of a line inside it: the parts add up to the line', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const l of calculateRevenueLoss(input).lines) {
          if (l.parts.length === 0) continue;
          expect(l.parts.reduce((sum, p) => sum + p.annualAmount, 0)).toBeCloseTo(l.annualAmount, 3);
          for (const p of l.parts) expect(p.annualAmount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

/**
 * The revenue-loss calculator (spec/site.md §3, §4, §5, §9). The spec fixes the
 * monthly base, the annual figure, the 15% uplift, the peak multipliers and the
 * currencies; how the other inputs enter is our model, recorded with every
 * formula in docs/decisions/001-revenue-loss-model.md. Pure and deterministic.
 */
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_PEAK_MULTIPLIER, PEAK_MULTIPLIERS, type Currency, type PeakMultiplier } from '../domain/site.js';

/** The model's assumptions, each named so the page can explain it. */
export const ASSUMPTIONS = {
  /** spec/site.md §9: the uplift revenue-managed pricing earns over static rates. */
  uplift: 0.15,
  /** Share of each pricing opportunity a hotel with dynamic pricing still misses. */
  dynamicResidual: 1 / 3,
  /** Share of nights that are peak nights (weekends, events): about one in five. */
  peakShare: 0.2,
  /** Share of the peak premium (multiplier - 1) a hotel can realistically charge. */
  peakCapture: 0.5,
  /** Share of a competitor gap (rate or occupancy) a hotel can realistically close. */
  competitorCapture: 0.5,
  /** A booking window at least this long lets prices follow forward demand; also the default when none is given. */
  targetBookingWindowDays: 30,
  /** The early-demand premium lost when every booking comes in at the last minute. */
  earlyDemandPremium: 0.05,
  /** Share of cancelled room-nights that are sold again. */
  resaleRate: 0.5,
  /** The spec's month and year: 30 days, 12 months. */
  daysPerMonth: 30,
  monthsPerYear: 12,
} as const;

/** Upper bounds that only keep the arithmetic finite; the spec sets none but the two 100% caps. */
export const REVENUE_LOSS_LIMITS = { money: 100_000_000, rooms: 100_000, bookingWindowDays: 730, nameLength: 120 } as const;

// A blank form box counts as not given, so the field's default applies: the
// calculator can show results as soon as rate, occupancy and rooms are in
// (spec/site.md §4) without the later steps inventing a loss.
const blankAsAbsent = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

/**
 * A number typed into a form: numeric strings accepted, blank means `fallback`.
 * A percentage says 'must be between 0 and 100'; other amounts name the bound they broke.
 */
function amount(field: string, max: number, fallback: number, kind: 'percent' | 'amount' | 'count' = 'amount') {
  const range = `${field} must be between 0 and ${max}`;
  let schema = z
    .number({ error: `${field} must be a number` })
    .min(0, kind === 'percent' ? range : `${field} must not be negative`)
    .max(max, kind === 'percent' ? range : `${field} must be at most ${max}`);
  if (kind === 'count') schema = schema.int(`${field} must be a whole number`);
  return z.preprocess((v) => toNumber(blankAsAbsent(v)), schema.optional()).transform((n) => n ?? fallback);
}

const percent = (field: string) => amount(field, 100, 0, 'percent');
const money = (field: string) => amount(field, REVENUE_LOSS_LIMITS.money, 0);
const text = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(REVENUE_LOSS_LIMITS.nameLength, `${field} must be at most ${REVENUE_LOSS_LIMITS.nameLength} characters`)
    .default('');

const YES = ['yes', 'true'];
const NO = ['no', 'false'];

/** The calculator's inputs; form strings are read, blanks take the defaults named in the decision record. */
export const revenueLossInputSchema = z.object({
  name: text('name'),
  hotelName: text('hotelName'),
  currency: z.preprocess(blankAsAbsent, z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}` }).default(DEFAULT_CURRENCY)),
  roomRate: money('roomRate'),
  occupancy: percent('occupancy'),
  totalRooms: amount('totalRooms', REVENUE_LOSS_LIMITS.rooms, 0, 'count'),
  competitorRate: money('competitorRate'),
  competitorOccupancy: percent('competitorOccupancy'),
  dynamicPricing: z
    .preprocess(
      (v) => {
        const t = typeof v === 'string' ? v.trim().toLowerCase() : v;
        if (typeof t === 'string' && YES.includes(t)) return true;
        if (typeof t === 'string' && NO.includes(t)) return false;
        return blankAsAbsent(t);
      },
      z.boolean({ error: 'dynamicPricing must be yes or no' }).optional(),
    )
    .transform((b) => b ?? false),
  bookingWindowDays: amount('bookingWindowDays', REVENUE_LOSS_LIMITS.bookingWindowDays, ASSUMPTIONS.targetBookingWindowDays),
  cancellationRate: percent('cancellationRate'),
  peakMultiplier: z
    .preprocess((v) => toNumber(blankAsAbsent(v)), z.number({ error: 'peakMultiplier must be 1.5, 2 or 2.5' }).optional())
    .refine((m) => m === undefined || (PEAK_MULTIPLIERS as readonly number[]).includes(m), 'peakMultiplier must be 1.5, 2 or 2.5')
    .transform((m) => (m ?? DEFAULT_PEAK_MULTIPLIER) as PeakMultiplier),
});
/** What the form holds (strings, blanks). */
export type RevenueLossFormInput = z.input<typeof revenueLossInputSchema>;
/** What the calculator computes with. */
export type RevenueLossInput = z.output<typeof revenueLossInputSchema>;

export const LOSS_LINE_KEYS = ['staticPricing', 'peakDemand', 'rateGap', 'occupancyGap', 'bookingWindow', 'cancellations'] as const;
export type LossKey = (typeof LOSS_LINE_KEYS)[number];

export interface LossLine {
  key: LossKey;
  label: string;
  /** Never negative. */
  annualAmount: number;
  explanation: string;
}

export interface RevenueLossResult {
  currency: Currency;
  monthlyBase: number;
  annualBase: number;
  /** One line per cause, in LOSS_LINE_KEYS order, for the page to show line by line. */
  lines: LossLine[];
  annualLoss: number;
  monthlyLoss: number;
  /** The annual loss as a share of the annual base, in percent (0 when the base is 0). */
  lossPercentOfBase: number;
}

type BaseInput = Pick<RevenueLossInput, 'roomRate' | 'occupancy' | 'totalRooms'>;

/** Results appear once rate, occupancy and rooms are all non-zero (spec/site.md §4). */
export function canCalculate(input: BaseInput): boolean {
  return input.roomRate > 0 && input.occupancy > 0 && input.totalRooms > 0;
}

/** Monthly base = room rate x occupancy% x total rooms x 30 (spec/site.md §9). */
export function monthlyBase(input: BaseInput): number {
  return input.roomRate * (input.occupancy / 100) * input.totalRooms * ASSUMPTIONS.daysPerMonth;
}

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * The estimated revenue a hotel loses a year and a month, line by line. Show it
 * only when `canCalculate(input)`; a hotel that beats its competitor on rate or
 * occupancy gets 0 on that line, never a negative amount that would offset the others.
 *
 * @example calculateRevenueLoss(revenueLossInputSchema.parse({ roomRate: 4000, occupancy: 60, totalRooms: 50 })).annualLoss
 */
export function calculateRevenueLoss(input: RevenueLossInput): RevenueLossResult {
  const A = ASSUMPTIONS;
  const monthly = monthlyBase(input);
  const annual = monthly * A.monthsPerYear;
  const missed = input.dynamicPricing ? A.dynamicResidual : 1;
  const nightsPerYear = input.totalRooms * A.daysPerMonth * A.monthsPerYear;
  const soldNightsPerYear = nightsPerYear * (input.occupancy / 100);
  const windowShortfall = Math.min(1, Math.max(0, (A.targetBookingWindowDays - input.bookingWindowDays) / A.targetBookingWindowDays));
  const rateGap = Math.max(0, input.competitorRate - input.roomRate);
  const occupancyGap = Math.max(0, input.competitorOccupancy - input.occupancy);
  const dynamicNote = input.dynamicPricing ? ` Dynamic pricing already captures ${pct(1 - A.dynamicResidual)} of it.` : '';

  const lines: LossLine[] = [
    {
      key: 'staticPricing',
      label: 'Pricing uplift not captured',
      annualAmount: annual * A.uplift * missed,
      explanation: input.dynamicPricing
        ? `Dynamic pricing earns most of the ${pct(A.uplift)} uplift; about ${pct(A.dynamicResidual)} of it is usually still missed.`
        : `Fixed rates forgo the ${pct(A.uplift)} uplift that revenue-managed pricing earns.`,
    },
    {
      key: 'peakDemand',
      label: 'Peak nights sold at the normal rate',
      annualAmount: annual * A.peakShare * (input.peakMultiplier - 1) * A.peakCapture * missed,
      explanation: `About ${pct(A.peakShare)} of nights are peak nights that could sell at ${input.peakMultiplier}x the rate; ${pct(A.peakCapture)} of that premium is realistic.${dynamicNote}`,
    },
    {
      key: 'rateGap',
      label: 'Rate below the competition',
      annualAmount: rateGap * soldNightsPerYear * A.competitorCapture,
      explanation:
        rateGap > 0
          ? `Closing ${pct(A.competitorCapture)} of the gap to the competitor rate on the nights you already sell.`
          : 'Your rate is at or above the competitor rate: no loss here.',
    },
    {
      key: 'occupancyGap',
      label: 'Occupancy below the competition',
      annualAmount: (occupancyGap / 100) * nightsPerYear * input.roomRate * A.competitorCapture,
      explanation:
        occupancyGap > 0
          ? `Winning back ${pct(A.competitorCapture)} of the occupancy gap to the competitor at your current rate.`
          : 'Your occupancy is at or above the competition: no loss here.',
    },
    {
      key: 'bookingWindow',
      label: 'Late bookings priced without forward demand',
      annualAmount: annual * A.earlyDemandPremium * windowShortfall * missed,
      explanation:
        windowShortfall > 0
          ? `A booking window under ${A.targetBookingWindowDays} days leaves less time to price ahead of demand; up to ${pct(A.earlyDemandPremium)} of revenue.${dynamicNote}`
          : `A booking window of ${A.targetBookingWindowDays} days or more lets prices follow demand: no loss here.`,
    },
    {
      key: 'cancellations',
      label: 'Cancelled nights not resold',
      annualAmount: annual * (input.cancellationRate / 100) * (1 - A.resaleRate),
      explanation: `About ${pct(A.resaleRate)} of cancelled room-nights are resold; the rest is revenue lost.`,
    },
  ];

  const annualLoss = lines.reduce((sum, l) => sum + l.annualAmount, 0);
  return {
    currency: input.currency,
    monthlyBase: monthly,
    annualBase: annual,
    lines,
    annualLoss,
    monthlyLoss: annualLoss / A.monthsPerYear,
    lossPercentOfBase: annual > 0 ? (annualLoss / annual) * 100 : 0,
  };
}

// The locale whose grouping readers of each currency expect: en-IN gives ₹12,34,568.
const LOCALES: Record<Currency, string> = { INR: 'en-IN', USD: 'en-US', EUR: 'en-IE', GBP: 'en-GB', AED: 'en-AE' };
const FORMATTERS = new Map<Currency, Intl.NumberFormat>();

/**
 * An amount in its currency, rounded to whole units.
 *
 * @example formatMoney(1234567.6, 'INR') // '₹12,34,568'
 */
export function formatMoney(amount: number, currency: Currency): string {
  let format = FORMATTERS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    FORMATTERS.set(currency, format);
  }
  // Math.round(-0.4) is -0, which Intl prints as '-₹0'.
  return format.format(Math.round(amount) || 0);
}

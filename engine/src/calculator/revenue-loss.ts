/**
 * The revenue-loss calculator (docs/rules.md §13, §14, §15, §19). The spec fixes the
 * monthly base, the annual figure, the 15% uplift, the peak multipliers and the
 * currencies; how the other inputs enter is our model, recorded with every
 * formula in docs/decisions/001-revenue-loss-model.md. Pure and deterministic.
 */
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_PEAK_MULTIPLIER, PEAK_MULTIPLIERS, type Currency, type PeakMultiplier } from '../domain/site.js';

/** The model's assumptions, each named so the page can explain it (docs/decisions/001-revenue-loss-model.md). */
export const ASSUMPTIONS = {
  /** docs/rules.md §19: the uplift revenue-managed pricing earns over static rates. */
  uplift: 0.15,
  /** Share of each pricing opportunity a hotel with dynamic pricing still misses. */
  dynamicResidual: 1 / 3,
  /** Share of nights that are peak nights (weekends, events): about one in five. */
  peakShare: 0.2,
  /** Share of the peak premium (multiplier - 1) a hotel can realistically charge. */
  peakCapture: 0.5,
  /** Share of a competitor's RevPAR lead a hotel can realistically win back. */
  competitorCapture: 0.5,
  /** The most a year of work on the competitive set wins back, as a share of revenue. */
  competitorCeiling: 0.05,
  /** A booking window at least this long lets prices follow forward demand; also the default when none is given. */
  targetBookingWindowDays: 30,
  /** The early-demand premium lost when every booking comes in at the last minute. */
  earlyDemandPremium: 0.05,
  /** Share of cancelled room-nights that are sold again. */
  resaleRate: 0.5,
  /** The most unresold cancellations cost once deposits and overbooking are in place, as a share of revenue. */
  cancellationCeiling: 0.05,
  /** The spec's month and year: 30 days, 12 months. */
  daysPerMonth: 30,
  monthsPerYear: 12,
} as const;

/** No input gives a loss above this share of the annual base: the uplift, the competitor ceiling and the cancellation ceiling. */
export const LOSS_CEILING_PERCENT = (ASSUMPTIONS.uplift + ASSUMPTIONS.competitorCeiling + ASSUMPTIONS.cancellationCeiling) * 100;

/** Each assumption as the page shows it beside the total: what it is and what it rests on. */
export const ASSUMPTION_NOTES: readonly { text: string; source: string }[] = [
  {
    text: 'Revenue-managed pricing earns 15% more than fixed rates.',
    source: 'the product specification, in line with the single to low double-digit gains revenue management systems report',
  },
  { text: 'With dynamic pricing, about a third of each pricing opportunity is still missed.', source: 'our estimate, decision record 001' },
  {
    text: 'About one night in five is a peak night, and half of its premium is realistic.',
    source: 'our estimate: two weekend nights a week plus events, decision record 001',
  },
  {
    text: 'Half of a competitor’s lead in revenue per available room can be won back, at most 5% of revenue: the rest of closing it is the pricing uplift.',
    source: 'our estimate, decision record 001',
  },
  { text: 'Half of cancelled room-nights are resold; the rest costs at most 5% of revenue.', source: 'our estimate, decision record 001' },
  { text: 'A month is 30 days and a year 12 months.', source: 'the product specification' },
];

/** Upper bounds that only keep the arithmetic finite; the spec sets none but the two 100% caps. */
export const REVENUE_LOSS_LIMITS = { money: 100_000_000, rooms: 100_000, bookingWindowDays: 730, nameLength: 120 } as const;

// A blank form box counts as not given, so the field's default applies: the
// calculator can show results as soon as rate, occupancy and rooms are in
// (docs/rules.md §14) without the later steps inventing a loss.
const blankAsAbsent = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

/**
 * A number typed into a form: numeric strings accepted, blank means `fallback`.
 * A percentage says 'must be between 0 and 100'; other amounts name the bound they broke.
 */
function amount(field: string, max: number, fallback: number, kind: 'percent' | 'amount' | 'count' = 'amount') {
  const range = `${field} must be between 0 and ${max}%`;
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
  name: text('Your name'),
  hotelName: text('Hotel name'),
  currency: z.preprocess(blankAsAbsent, z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}` }).default(DEFAULT_CURRENCY)),
  roomRate: money('Room rate'),
  occupancy: percent('Occupancy'),
  totalRooms: amount('Total rooms', REVENUE_LOSS_LIMITS.rooms, 0, 'count'),
  competitorRate: money('Competitor rate'),
  competitorOccupancy: percent('Competitor occupancy'),
  dynamicPricing: z
    .preprocess(
      (v) => {
        const t = typeof v === 'string' ? v.trim().toLowerCase() : v;
        if (typeof t === 'string' && YES.includes(t)) return true;
        if (typeof t === 'string' && NO.includes(t)) return false;
        return blankAsAbsent(t);
      },
      z.boolean({ error: 'Dynamic pricing must be yes or no' }).optional(),
    )
    .transform((b) => b ?? false),
  bookingWindowDays: amount('Booking window (days)', REVENUE_LOSS_LIMITS.bookingWindowDays, ASSUMPTIONS.targetBookingWindowDays),
  cancellationRate: percent('Cancellation rate'),
  peakMultiplier: z
    .preprocess((v) => toNumber(blankAsAbsent(v)), z.number({ error: 'Peak multiplier must be 1.5, 2 or 2.5' }).optional())
    .refine((m) => m === undefined || (PEAK_MULTIPLIERS as readonly number[]).includes(m), 'Peak multiplier must be 1.5, 2 or 2.5')
    .transform((m) => (m ?? DEFAULT_PEAK_MULTIPLIER) as PeakMultiplier),
});
/** What the form holds (strings, blanks). */
export type RevenueLossFormInput = z.input<typeof revenueLossInputSchema>;
/** What the calculator computes with. */
export type RevenueLossInput = z.output<typeof revenueLossInputSchema>;

export const LOSS_LINE_KEYS = ['staticPricing', 'competitorGap', 'cancellations'] as const;
export type LossKey = (typeof LOSS_LINE_KEYS)[number];
export const LOSS_PART_KEYS = ['peakDemand', 'bookingWindow', 'everydayPricing'] as const;
export type LossPartKey = (typeof LOSS_PART_KEYS)[number];

/** A share of a line, shown inside it: counted once, in the line's amount. */
export interface LossPart {
  key: LossPartKey;
  label: string;
  annualAmount: number;
  explanation: string;
}

export interface LossLine {
  key: LossKey;
  label: string;
  /** Never negative. */
  annualAmount: number;
  explanation: string;
  /** What the line is made of; they add up to its amount. */
  parts: LossPart[];
}

export interface RevenueLossResult {
  currency: Currency;
  monthlyBase: number;
  annualBase: number;
  /** One line per cause, in LOSS_LINE_KEYS order, for the page to show line by line. */
  lines: LossLine[];
  annualLoss: number;
  monthlyLoss: number;
  /** The annual loss as a share of the annual base, in percent (0 when the base is 0); never above LOSS_CEILING_PERCENT. */
  lossPercentOfBase: number;
}

type BaseInput = Pick<RevenueLossInput, 'roomRate' | 'occupancy' | 'totalRooms'>;

/** Results appear once rate, occupancy and rooms are all non-zero (docs/rules.md §14). */
export function canCalculate(input: BaseInput): boolean {
  return input.roomRate > 0 && input.occupancy > 0 && input.totalRooms > 0;
}

/** Monthly base = room rate x occupancy% x total rooms x 30 (docs/rules.md §19). */
export function monthlyBase(input: BaseInput): number {
  return input.roomRate * (input.occupancy / 100) * input.totalRooms * ASSUMPTIONS.daysPerMonth;
}

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * The estimated revenue a hotel loses a year and a month, line by line, each
 * loss counted once: peak nights and the booking window are parts of the
 * pricing uplift, shown inside it, not added to it; the competitor's lead is
 * one gap in RevPAR, not a rate gap plus an occupancy gap. Show it only when
 * `canCalculate(input)`; a hotel that beats its competitor gets 0 there, never
 * a negative amount that would offset the others.
 *
 * @example calculateRevenueLoss(revenueLossInputSchema.parse({ roomRate: 4000, occupancy: 60, totalRooms: 50 })).annualLoss
 */
export function calculateRevenueLoss(input: RevenueLossInput): RevenueLossResult {
  const A = ASSUMPTIONS;
  const monthly = monthlyBase(input);
  const annual = monthly * A.monthsPerYear;
  const missed = input.dynamicPricing ? A.dynamicResidual : 1;
  const dynamicNote = input.dynamicPricing ? ` Dynamic pricing already captures ${pct(1 - A.dynamicResidual)} of it.` : '';

  // The pricing uplift, and what it is made of.
  const pricing = annual * A.uplift * missed;
  const windowShortfall = Math.min(1, Math.max(0, (A.targetBookingWindowDays - input.bookingWindowDays) / A.targetBookingWindowDays));
  const peak = Math.min(pricing, annual * A.peakShare * (input.peakMultiplier - 1) * A.peakCapture * missed);
  const window = Math.min(pricing - peak, annual * A.earlyDemandPremium * windowShortfall * missed);
  const everyday = Math.max(0, pricing - peak - window);

  // The competitor's lead in revenue per available room; a blank competitor figure is taken as the hotel's own.
  const yourRevPar = input.roomRate * (input.occupancy / 100);
  const theirRevPar = (input.competitorRate || input.roomRate) * ((input.competitorOccupancy || input.occupancy) / 100);
  const lead = yourRevPar > 0 ? Math.max(0, theirRevPar - yourRevPar) / yourRevPar : 0;
  const competitor = annual * Math.min(A.competitorCeiling, lead * A.competitorCapture);
  const behind = [input.competitorRate > input.roomRate ? 'rate' : '', input.competitorOccupancy > input.occupancy ? 'occupancy' : '']
    .filter(Boolean)
    .join(' and ');

  const cancellations = annual * Math.min(A.cancellationCeiling, (input.cancellationRate / 100) * (1 - A.resaleRate));

  const lines: LossLine[] = [
    {
      key: 'staticPricing',
      label: 'Pricing uplift not captured',
      annualAmount: pricing,
      explanation: input.dynamicPricing
        ? `Dynamic pricing earns most of the ${pct(A.uplift)} uplift; about ${pct(A.dynamicResidual)} of it is usually still missed.`
        : `Fixed rates forgo the ${pct(A.uplift)} uplift that revenue-managed pricing earns.`,
      parts: [
        {
          key: 'peakDemand',
          label: 'Peak nights sold at the normal rate',
          annualAmount: peak,
          explanation: `About ${pct(A.peakShare)} of nights are peak nights that could sell at ${input.peakMultiplier}x the rate; ${pct(A.peakCapture)} of that premium is realistic.${dynamicNote}`,
        },
        {
          key: 'bookingWindow',
          label: 'Late bookings priced without forward demand',
          annualAmount: window,
          explanation:
            windowShortfall > 0
              ? `A booking window under ${A.targetBookingWindowDays} days leaves less time to price ahead of demand.`
              : `A booking window of ${A.targetBookingWindowDays} days or more lets prices follow demand: nothing lost here.`,
        },
        {
          key: 'everydayPricing',
          label: 'Everyday prices that do not follow demand',
          annualAmount: everyday,
          explanation: 'The rest of the uplift: rates that stay put from one day of the week, and one season, to the next.',
        },
      ],
    },
    {
      key: 'competitorGap',
      label: 'Revenue per room behind the competition',
      annualAmount: competitor,
      explanation:
        competitor > 0
          ? `The competitor earns ${pct(lead)} more per available room (its ${behind} ahead of yours); winning back ${pct(A.competitorCapture)} of that lead, at most ${pct(A.competitorCeiling)} of revenue.`
          : 'Your revenue per available room is at or above the competitor’s: nothing lost here.',
      parts: [],
    },
    {
      key: 'cancellations',
      label: 'Cancelled nights not resold',
      annualAmount: cancellations,
      explanation: `About ${pct(A.resaleRate)} of cancelled room-nights are resold; the rest is revenue lost, at most ${pct(A.cancellationCeiling)} of revenue once deposits and overbooking are in place.`,
      parts: [],
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

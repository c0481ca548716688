/**
 * The revenue-loss calculator (spec/site.md §9). The spec fixes the monthly
 * base, the annual figure, the 15% uplift and the peak multipliers; how the
 * other inputs enter is our model, recorded in docs/decisions/001.
 */
import { z } from 'zod';

export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const PEAK_MULTIPLIERS = [1.5, 2, 2.5] as const;
export const DEFAULT_PEAK_MULTIPLIER = 1.5;

/** The model's assumptions, each named so the page can explain it. */
export const ASSUMPTIONS = {
  /** spec/site.md §9: the uplift a revenue-managed hotel earns over static pricing. */
  uplift: 0.15,
  /** Share of an opportunity a hotel with dynamic pricing still misses. */
  dynamicResidual: 1 / 3,
  /** Share of sold nights that are peak nights (weekends, events): about one in five. */
  peakShare: 0.2,
  /** Share of a competitor gap (rate or occupancy) a hotel can realistically close. */
  competitorCapture: 0.5,
  /** A booking window at least this long lets prices follow forward demand. */
  targetBookingWindowDays: 30,
  /** The early-demand premium lost when every booking comes in at the last minute. */
  earlyDemandPremium: 0.05,
  /** Share of cancelled room-nights that are sold again. */
  resaleRate: 0.5,
  /** The spec's month and year: 30 days, 12 months. */
  daysPerMonth: 30,
  monthsPerYear: 12,
} as const;

const num = (field: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: `${field} must be a number` }).finite(`${field} must be a number`));

export const revenueLossInputSchema = z.object({
  name: z.string().trim().max(120).default(''),
  hotelName: z.string().trim().max(120).default(''),
  currency: z.enum(CURRENCIES, { error: 'currency must be INR, USD, EUR, GBP or AED' }).default('INR'),
  roomRate: num('roomRate').pipe(z.number().min(0, 'roomRate must not be negative')),
  occupancy: num('occupancy').pipe(z.number().min(0, 'occupancy must be between 0 and 100').max(100, 'occupancy must be between 0 and 100')),
  totalRooms: num('totalRooms').pipe(z.number().int('totalRooms must be a whole number').min(0, 'totalRooms must not be negative').max(100000)),
  competitorRate: num('competitorRate').pipe(z.number().min(0, 'competitorRate must not be negative')).default(0),
  competitorOccupancy: num('competitorOccupancy').pipe(z.number().min(0).max(100, 'competitorOccupancy must be between 0 and 100')).default(0),
  dynamicPricing: z.boolean().default(false),
  bookingWindowDays: num('bookingWindowDays').pipe(z.number().min(0, 'bookingWindowDays must not be negative').max(730)).default(0),
  cancellationRate: num('cancellationRate').pipe(z.number().min(0, 'cancellationRate must be between 0 and 100').max(100, 'cancellationRate must be between 0 and 100')).default(0),
  peakMultiplier: z.union(PEAK_MULTIPLIERS.map((m) => z.literal(m)) as [z.ZodLiteral<1.5>, z.ZodLiteral<2>, z.ZodLiteral<2.5>], { error: 'peakMultiplier must be 1.5, 2 or 2.5' }).default(DEFAULT_PEAK_MULTIPLIER),
});
export type RevenueLossInput = z.infer<typeof revenueLossInputSchema>;

export type LossKey = 'staticPricing' | 'peakDemand' | 'rateGap' | 'occupancyGap' | 'bookingWindow' | 'cancellations';

export interface LossLine {
  key: LossKey;
  label: string;
  annualAmount: number;
  explanation: string;
}

export interface RevenueLossResult {
  currency: Currency;
  monthlyBase: number;
  annualBase: number;
  lines: LossLine[];
  annualLoss: number;
  monthlyLoss: number;
  /** The annual loss as a share of the annual base, in percent. */
  lossPercentOfBase: number;
}

/** Results appear once rate, occupancy and rooms are all non-zero (spec/site.md §4). */
export function canCalculate(input: Pick<RevenueLossInput, 'roomRate' | 'occupancy' | 'totalRooms'>): boolean {
  return input.roomRate > 0 && input.occupancy > 0 && input.totalRooms > 0;
}

/** Monthly base = room rate x occupancy% x total rooms x 30. */
export function monthlyBase(input: Pick<RevenueLossInput, 'roomRate' | 'occupancy' | 'totalRooms'>): number {
  return input.roomRate * (input.occupancy / 100) * input.totalRooms * ASSUMPTIONS.daysPerMonth;
}

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

  const lines: LossLine[] = [
    {
      key: 'staticPricing',
      label: 'Pricing uplift not captured',
      annualAmount: annual * A.uplift * missed,
      explanation: input.dynamicPricing
        ? 'Dynamic pricing earns most of the 15% uplift; a third of it is usually still missed.'
        : 'Static rates forgo the 15% uplift that revenue-managed pricing earns.',
    },
    {
      key: 'peakDemand',
      label: 'Peak nights sold at the normal rate',
      annualAmount: annual * A.peakShare * (input.peakMultiplier - 1) * A.competitorCapture * missed,
      explanation: `About one night in five is a peak night that could sell at ${input.peakMultiplier}x the rate; half of that premium is realistic.`,
    },
    {
      key: 'rateGap',
      label: 'Rate below the competition',
      annualAmount: rateGap * soldNightsPerYear * A.competitorCapture,
      explanation: rateGap > 0 ? 'Closing half the gap to the competitor rate on the nights you already sell.' : 'Your rate is at or above the competitor rate: no loss here.',
    },
    {
      key: 'occupancyGap',
      label: 'Occupancy below the competition',
      annualAmount: (occupancyGap / 100) * nightsPerYear * input.roomRate * A.competitorCapture,
      explanation: occupancyGap > 0 ? 'Winning back half of the occupancy gap at your current rate.' : 'Your occupancy is at or above the competition: no loss here.',
    },
    {
      key: 'bookingWindow',
      label: 'Late bookings priced without forward demand',
      annualAmount: annual * A.earlyDemandPremium * windowShortfall * missed,
      explanation: `A booking window under ${A.targetBookingWindowDays} days leaves less time to price ahead of demand.`,
    },
    {
      key: 'cancellations',
      label: 'Cancelled nights not resold',
      annualAmount: annual * (input.cancellationRate / 100) * (1 - A.resaleRate),
      explanation: 'Half of cancelled room-nights are usually resold; the rest is revenue lost.',
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

const LOCALES: Record<Currency, string> = { INR: 'en-IN', USD: 'en-US', EUR: 'en-IE', GBP: 'en-GB', AED: 'en-AE' };

/** An amount in its currency with no decimals: ₹12,34,568 for INR. */
export function formatMoney(amount: number, currency: Currency): string {
  return new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(Math.round(amount));
}

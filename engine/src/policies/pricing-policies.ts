/**
 * House pricing policies (issue 36): rules that set a best available rate
 * for each night before the deck, as a team does in a pricing round, then
 * play the deck by displacement (decision record 018) at those rates. Beside
 * the teams they show what an ordinary pricing rule earns, and the priced
 * hindsight optimum (`solvePricedOptimum`) is their yardstick.
 */
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { NightPrices, PriceBounds } from '../domain/campaign.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { clampPrice, flatPrices, nightElasticities, priceBoundsOf } from '../rules/pricing.js';
import { expectedRevenueMaxPrice } from '../rules/expected-pricing.js';
import { forecastMean, type DemandSession } from '../rules/transient-demand.js';
import { playHousePolicy, type HouseOptions, type HousePlay } from './house-policies.js';
import type { HouseSession } from './house-rules.js';

export const PRICING_POLICY_IDS = ['fixedRate', 'forecastRate', 'revenueMaxRate'] as const;
export type PricingPolicyId = (typeof PRICING_POLICY_IDS)[number];

/** What a pricing policy needs of the session: the house policies' view, its market, and the host's bounds on a rate. */
export type PricingSession = HouseSession & DemandSession & Partial<Pick<Session, 'priceBounds' | 'status'>>;

export interface PricingPolicy {
  id: PricingPolicyId;
  name: string;
  /** A few letters for a table's narrow column. */
  short: string;
  /** What the policy teaches a front-desk trainee, in one line. */
  teaches: string;
}

export const PRICING_POLICIES: readonly PricingPolicy[] = [
  {
    id: 'fixedRate',
    name: 'Fixed rate',
    short: 'Fixed',
    teaches: 'One rate every night leaves money on busy nights and empty rooms on quiet ones.',
  },
  {
    id: 'forecastRate',
    name: 'Rate by the forecast',
    short: 'Forecast',
    teaches: 'Raising the rate on nights the forecast says will fill, and lowering it on quiet ones, follows demand without knowing the market.',
  },
  {
    id: 'revenueMaxRate',
    name: 'Revenue-maximising rate',
    short: 'Rev. max',
    teaches: 'The forecast and how guests answer the price set the best rate for an empty hotel, but not for the rooms the groups will take.',
  },
];

/** The occupancy the forecast rule aims at: above it the rate rises, below it falls. */
export const FORECAST_RATE_PIVOT = 70;

/** The forecast's occupancy of a night in percent, 0..100 (an unreadable forecast counts as 0, as `forecastMean` reads it). */
function forecastPercent(session: Pick<PricingSession, 'occupancy'>, day: GridDay): number {
  const value = Number(session.occupancy[OCCUPANCY_DAYS[GRID_DAYS.indexOf(day)]!]);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

const byNight = (price: (day: GridDay) => number) => Object.fromEntries(GRID_DAYS.map((day) => [day, price(day)])) as NightPrices;

/**
 * A rule of thumb a hotel without a demand model uses: 1% on the rate for
 * every forecast point above 70%, 1% off for every point below.
 */
function forecastRatePrices(session: PricingSession, bounds: PriceBounds): NightPrices {
  return byNight((day) => clampPrice(session.baseADR * (1 + (forecastPercent(session, day) - FORECAST_RATE_PIVOT) / 100), bounds));
}

/**
 * Priced for the whole hotel before the deck, knowing what a team knows: the
 * forecast and the curve the card states (the elasticity), not the guests
 * who will come, nor which rooms the groups will take. It once priced from
 * the week's realised draw, which no team can know (issue 49).
 */
function revenueMaxPrices(session: PricingSession, bounds: PriceBounds): NightPrices {
  const elasticity = nightElasticities(session);
  return byNight((day) => expectedRevenueMaxPrice(forecastMean(session, day), session.totalRooms, session.baseADR, elasticity[day], bounds).price);
}

/** The rates a pricing policy sets for the week, whole and within the session's bounds. */
export function pricingPolicyPrices(id: PricingPolicyId, session: PricingSession): NightPrices {
  const bounds = priceBoundsOf(session);
  switch (id) {
    case 'fixedRate':
      return flatPrices(clampPrice(session.baseADR, bounds));
    case 'forecastRate':
      return forecastRatePrices(session, bounds);
    case 'revenueMaxRate':
      return revenueMaxPrices(session, bounds);
    default:
      throw new Error(`unknown pricing policy ${String(id)}`);
  }
}

export interface PricingPlay extends HousePlay {
  pricing: PricingPolicyId;
  prices: NightPrices;
}

/**
 * Sets a pricing policy's rates, then plays the deck by displacement at them,
 * so its figures count the transient guests its rates bring.
 *
 * @example playPricingPolicy('forecastRate', { ...session, status: 'ended' }, deck).figures.revenue
 */
export function playPricingPolicy(id: PricingPolicyId, session: PricingSession, deck: readonly PlayScenario[], options: HouseOptions = {}): PricingPlay {
  const prices = pricingPolicyPrices(id, session);
  return { ...playHousePolicy('displacement', { ...session, bar: prices }, deck, options), pricing: id, prices };
}

/**
 * The market a pricing round meets (issue 36, decision record 024).
 *
 * Each night has a constant-elasticity demand curve around the base ADR: at
 * price p the transient guests who ask for the night are
 *
 *     D(p) = floor(d x (ADR / p)^e)
 *
 * where d is the night's demand at the base ADR (the week's draw, as in
 * decision record 020) and e the night's price elasticity. A night's
 * elasticity is drawn once per session from its id, between 0.8 and 2.2 in
 * steps of 0.1, so every team and house team meets the same market: below 1 a
 * higher rate earns more even as fewer guests come; above 1 a lower rate
 * fills enough rooms to pay for the discount, until the hotel is full.
 * During play the projected week uses the forecast's mean the same way,
 * mean(p) = mean x (ADR / p)^e.
 */
import { GRID_DAYS, type GridDay } from '../domain/days.js';
import type { NightPrices, PriceBounds } from '../domain/campaign.js';
import { randomFrom } from './seeded-random.js';

export const ELASTICITY_MIN = 0.8;
export const ELASTICITY_MAX = 2.2;

/** Each night's price elasticity, drawn once per session from its id. */
export function nightElasticities(sessionId: string): Record<GridDay, number> {
  const random = randomFrom(`${sessionId}|elasticity`);
  const steps = Math.round((ELASTICITY_MAX - ELASTICITY_MIN) * 10);
  return Object.fromEntries(GRID_DAYS.map((day) => [day, (Math.round(ELASTICITY_MIN * 10) + Math.floor(random() * (steps + 1))) / 10])) as Record<
    GridDay,
    number
  >;
}

/** A tiny allowance so that a price the curve gives back exactly is not rounded one guest down by floating point. */
const EPSILON = 1e-9;

/** Guests who ask for a night at `price`, given `demandAtAdr` at the base ADR. */
export function demandAtPrice(demandAtAdr: number, price: number, adr: number, elasticity: number): number {
  if (demandAtAdr <= 0 || price <= 0) return 0;
  return Math.floor(demandAtAdr * Math.pow(adr / price, elasticity) + EPSILON);
}

/** The forecast's mean demand at `price`, given its mean at the base ADR (not rounded: it is a Poisson mean). */
export function meanAtPrice(meanAtAdr: number, price: number, adr: number, elasticity: number): number {
  if (meanAtAdr <= 0 || price <= 0) return 0;
  return meanAtAdr * Math.pow(adr / price, elasticity);
}

/** The bounds a session without its own gives: 60% to 160% of the base ADR, in whole amounts. */
export function defaultPriceBounds(adr: number): PriceBounds {
  return { min: Math.max(1, Math.round(adr * 0.6)), max: Math.max(1, Math.round(adr * 1.6)) };
}

/** The session's bounds on a team's rate. */
export function priceBoundsOf(session: { baseADR: number; priceBounds?: PriceBounds | undefined }): PriceBounds {
  return session.priceBounds ?? defaultPriceBounds(session.baseADR);
}

/** A rate held within the bounds and made whole. */
export function clampPrice(price: number, bounds: PriceBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(price)));
}

/** The same rate every night: what a team that set no prices sells at (the base ADR, held within the bounds). */
export function flatPrices(price: number): NightPrices {
  return Object.fromEntries(GRID_DAYS.map((day) => [day, price])) as NightPrices;
}

/** A night's rate with the transient rooms it sells and what they pay. */
export interface PricedNight {
  price: number;
  rooms: number;
  revenue: number;
}

/**
 * The highest whole price at which at least `rooms` guests ask for the night,
 * D(p) >= rooms; 0 when no price sells that many. The curve inverts to
 * floor(ADR x (d / rooms)^(1/e)); `demandAtPrice` is what a week's figures
 * read, so the answer is stepped against it, both ways, until it agrees.
 */
export function highestPriceSelling(rooms: number, demandAtAdr: number, adr: number, elasticity: number): number {
  if (rooms <= 0) return Infinity;
  if (demandAtAdr <= 0) return 0;
  let price = Math.floor(adr * Math.pow(demandAtAdr / rooms, 1 / elasticity));
  while (price > 0 && demandAtPrice(demandAtAdr, price, adr, elasticity) < rooms) price--;
  while (demandAtPrice(demandAtAdr, price + 1, adr, elasticity) >= rooms) price++;
  return price;
}

/** The highest whole price within the bounds that sells `rooms` guests, or null when even the lowest allowed rate sells fewer. */
export function boundedPriceSelling(rooms: number, demandAtAdr: number, adr: number, elasticity: number, bounds: PriceBounds): number | null {
  const price = Math.min(bounds.max, highestPriceSelling(rooms, demandAtAdr, adr, elasticity));
  return price >= bounds.min ? price : null;
}

/** A night's transient sale at `price` with `free` rooms: price x min(D(price), free). */
export function pricedNight(demandAtAdr: number, free: number, price: number, adr: number, elasticity: number): PricedNight {
  const rooms = Math.max(0, Math.min(demandAtPrice(demandAtAdr, price, adr, elasticity), free));
  return { price, rooms, revenue: price * rooms };
}

/**
 * The whole price within the bounds that earns a night the most from its
 * transient guests, price x min(D(price), free), knowing the night's demand.
 * Exact: a price that sells t rooms earns at most t x the highest price that
 * still sells t, so those prices for t = 1..free, and the highest allowed
 * rate, are the only candidates. Equal revenues go to the lower price, which
 * serves more guests for the same money; a night that can sell nothing (no
 * demand, or no room free) is priced at the highest allowed rate.
 */
export function revenueMaxPrice(demandAtAdr: number, free: number, adr: number, elasticity: number, bounds: PriceBounds): PricedNight {
  let best = pricedNight(demandAtAdr, free, bounds.max, adr, elasticity);
  for (let t = 1; t <= free; t++) {
    const price = boundedPriceSelling(t, demandAtAdr, adr, elasticity, bounds);
    // Prices fall as t grows, so once one is out of bounds every later one is.
    if (price === null) break;
    const night = pricedNight(demandAtAdr, free, price, adr, elasticity);
    if (night.revenue > best.revenue || (night.revenue === best.revenue && night.price < best.price)) best = night;
  }
  return best;
}

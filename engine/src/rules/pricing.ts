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
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import { type Session } from '../domain/session.js';
import { forecastPercent } from '../domain/forecast.js';
import type { NightPrices, PriceBounds } from '../domain/campaign.js';
import { randomFrom } from './seeded-random.js';

/**
 * How price-sensitive a night's guests are, by how full the forecast says the
 * night will be (issue 49). Practitioners put business travellers' demand at
 * an elasticity of about 0.4 to 0.8 and leisure guests' at about 1.5 to 2.5
 * (docs/rules.md §10.12a names the source): a night the forecast shows
 * compressed (90% or more) is one that business and events fill, whose guests
 * come whatever the rate; a quiet night (40% or less) is left to leisure
 * guests, who shop on price. Between the two the band slides in step with the
 * forecast.
 */
export const ELASTICITY_COMPRESSED = { min: 0.4, max: 0.8, atOrAbove: 90 } as const;
export const ELASTICITY_SOFT = { min: 1.5, max: 2.5, atOrBelow: 40 } as const;

/** The band a night's elasticity is drawn in, for its forecast occupancy in percent. */
export function elasticityBand(forecastPercent: number): { min: number; max: number } {
  const t = Math.min(1, Math.max(0, (forecastPercent - ELASTICITY_SOFT.atOrBelow) / (ELASTICITY_COMPRESSED.atOrAbove - ELASTICITY_SOFT.atOrBelow)));
  return {
    min: ELASTICITY_SOFT.min + t * (ELASTICITY_COMPRESSED.min - ELASTICITY_SOFT.min),
    max: ELASTICITY_SOFT.max + t * (ELASTICITY_COMPRESSED.max - ELASTICITY_SOFT.max),
  };
}

/**
 * Each night's price elasticity, in tenths: drawn once per session from its
 * id, within the band the night's forecast puts it in, so the same session
 * and forecast always state the same curve, and a compressed night is never
 * more price-sensitive than a quiet one of the same draw.
 */
export function nightElasticities(session: Pick<Session, 'id' | 'occupancy'>): Record<GridDay, number> {
  const random = randomFrom(`${session.id}|elasticity`);
  return Object.fromEntries(
    GRID_DAYS.map((day, i) => {
      const band = elasticityBand(forecastPercent(session.occupancy[OCCUPANCY_DAYS[i]!]));
      const drawn = band.min + random() * (band.max - band.min);
      return [day, Math.min(Math.round(band.max * 10), Math.max(Math.round(band.min * 10), Math.round(drawn * 10))) / 10];
    }),
  ) as Record<GridDay, number>;
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

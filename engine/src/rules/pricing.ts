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
  return Object.fromEntries(GRID_DAYS.map((day) => [day, (Math.round(ELASTICITY_MIN * 10) + Math.floor(random() * (steps + 1))) / 10])) as Record<GridDay, number>;
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

/**
 * A night's best rate knowing only the forecast (issue 49): what the house
 * revenue-maximising team prices at, and what the best plan on the forecast
 * sells at in a pricing week.
 */
import type { PriceBounds } from '../domain/campaign.js';
import { meanAtPrice, type PricedNight } from './pricing.js';
import { expectedFilled } from './transient-demand.js';

/**
 * The whole price within the bounds that earns a night the most in
 * expectation, knowing only the forecast's mean at the base ADR:
 * price x E[min(D(price), free)], D Poisson with mean(price). It has a
 * module of its own rather than a place beside `revenueMaxPrice` because the
 * Poisson expectation is in `transient-demand.ts`, which already reads
 * `pricing.ts`. The expectation
 * need not be unimodal in the price, so the search walks 65 prices across the
 * bounds, then as many around the best one, and so on down to single units;
 * equal values go to the lower price, and a night that can sell nothing is
 * priced at the highest allowed rate, as `revenueMaxPrice` does.
 */
export function expectedRevenueMaxPrice(meanAtAdr: number, free: number, adr: number, elasticity: number, bounds: PriceBounds): PricedNight {
  const at = (price: number): PricedNight => {
    const rooms = expectedFilled(meanAtPrice(meanAtAdr, price, adr, elasticity), free);
    return { price, rooms, revenue: price * rooms };
  };
  if (free <= 0 || meanAtAdr <= 0) return at(bounds.max);
  const better = (a: PricedNight, b: PricedNight) => (a.revenue > b.revenue || (a.revenue === b.revenue && a.price < b.price) ? a : b);
  const POINTS = 64;
  let lo = bounds.min;
  let hi = bounds.max;
  let best = at(hi);
  for (;;) {
    const step = Math.max(1, Math.floor((hi - lo) / POINTS));
    for (let price = lo; price <= hi; price += step) best = better(at(price), best);
    best = better(at(hi), best);
    if (step === 1) return best;
    lo = Math.max(bounds.min, best.price - step);
    hi = Math.min(bounds.max, best.price + step);
  }
}

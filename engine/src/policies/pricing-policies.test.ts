import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GRID_DAYS } from '../domain/days.js';
import type { Session } from '../domain/session.js';
import { freeByNight } from '../rules/grid.js';
import { demandAtPrice, meanAtPrice, nightElasticities } from '../rules/pricing.js';
import { startPlay } from '../rules/team-play.js';
import { expectedFilled, forecastMean, realisedDemand } from '../rules/transient-demand.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { expectedDisplacement } from './house-rules.js';
import { PRICING_POLICIES, PRICING_POLICY_IDS, playPricingPolicy, pricingPolicyPrices } from './pricing-policies.js';
import { expectedRevenueMaxPrice } from '../rules/expected-pricing.js';

// Ten rooms at a base ADR of 4,000, default bounds 2,400 to 6,400. Its id draws Sunday no guests, Monday 7 (elasticity 1.4), Saturday 8 (0.9).
const session = hotel({ id: 'S-pricing', totalRooms: 10, baseADR: 4000, demandModel: 'forecast', status: 'ended' });

describe('the house pricing policies', () => {
  it('lists each policy once, in the order of the ids, with a lesson', () => {
    expect(PRICING_POLICIES.map((p) => p.id)).toEqual([...PRICING_POLICY_IDS]);
    for (const p of PRICING_POLICIES) expect(p.teaches.length).toBeGreaterThan(20);
  });

  it('holds one rate, the base ADR, within the bounds', () => {
    expect(Object.values(pricingPolicyPrices('fixedRate', session))).toEqual(Array(7).fill(4000));
    expect(Object.values(pricingPolicyPrices('fixedRate', { ...session, priceBounds: { min: 4500, max: 6000 } }))).toEqual(Array(7).fill(4500));
  });

  it('moves the rate 1% for every forecast point off 70%, worked out by hand', () => {
    // Forecast 40, 55, 60, 65, 70, 85, 90: 4,000 x 0.70, 0.85, 0.90, 0.95, 1, 1.15, 1.20.
    expect(pricingPolicyPrices('forecastRate', session)).toEqual({ Sun: 2800, M: 3400, T: 3600, W: 3800, Th: 4000, F: 4600, Sat: 4800 });
    const narrow = { ...session, priceBounds: { min: 3000, max: 4500 } };
    expect(pricingPolicyPrices('forecastRate', narrow)).toEqual({ Sun: 3000, M: 3400, T: 3600, W: 3800, Th: 4000, F: 4500, Sat: 4500 });
    // An unreadable forecast counts as empty: 30% of the rate, held at the lowest allowed.
    expect(pricingPolicyPrices('forecastRate', { ...session, occupancy: { ...session.occupancy, Sun: 'n/a' } }).Sun).toBe(2400);
  });

  it('prices each night for the whole hotel from the forecast and the stated curve, the best whole price in expectation', () => {
    const prices = pricingPolicyPrices('revenueMaxRate', session);
    const e = nightElasticities(session);
    // Saturday's 90% is compressed, Sunday's 30% quiet: the curve's guests are firm on the one and shop on the other.
    expect(e.Sat).toBeLessThanOrEqual(0.8);
    expect(e.Sun).toBeGreaterThanOrEqual(1.5);
    // Every night, no whole price within the bounds earns more in expectation from ten free rooms, guests Poisson
    // around the forecast's mean at that price: what a team can work out from its card.
    for (const day of GRID_DAYS) {
      const mean = forecastMean(session, day);
      const earn = (p: number) => p * expectedFilled(meanAtPrice(mean, p, 4000, e[day]), 10);
      for (let p = 2400; p <= 6400; p += 1) expect(earn(prices[day]), `${day} at ${p}`).toBeGreaterThanOrEqual(earn(p) - 1e-9);
    }
  });

  it('knows only what a team knows: its rates stay the same when only the week’s realised guests change', () => {
    // Week 2 of a campaign: the market behind the draw is week 1's forecast times its bias, so a different week 1
    // draws different guests in week 2, while week 2's forecast (what the teams see) and its curve stay the same.
    const week2 = (firstWeek: Session['occupancy']) => ({
      ...session,
      status: 'live' as const,
      weeks: 2,
      week: 2,
      pricingWeeks: [2],
      closedWeeks: [{ week: 1, occupancy: firstWeek, endedAt: '2026-01-05T10:00:00.000Z' }],
    });
    const quiet = week2({ Sun: '10', Mon: '10', Tue: '10', Wed: '10', Thu: '10', Fri: '10', Sat: '10' });
    const busy = week2({ Sun: '95', Mon: '95', Tue: '95', Wed: '95', Thu: '95', Fri: '95', Sat: '95' });
    expect(realisedDemand(quiet)).not.toEqual(realisedDemand(busy));
    for (const id of PRICING_POLICY_IDS) expect(pricingPolicyPrices(id, quiet), id).toEqual(pricingPolicyPrices(id, busy));
  });

  it('earns, at its rates, the deck it accepted plus the curve’s guests on the rooms it left free', () => {
    const deck = [
      scenario({ _id: 'G', checkInDay: 'Monday', roomNights: 3, noOfRoom: 5, totalRate: 5 * 3 * 2500, rateType: ['standard'] }),
      scenario({ _id: 'W', checkInDay: 'Saturday', roomNights: 2, noOfRoom: 4, totalRate: 4 * 2 * 3000, rateType: ['standard'] }),
      scenario({ _id: 'B', type: 'BanquetOnly', checkInDay: 'Friday', roomNights: 1, noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Hall'], totalRate: 20000 }),
    ];
    const demand = realisedDemand(session);
    const e = nightElasticities(session);
    for (const id of PRICING_POLICY_IDS) {
      const result = playPricingPolicy(id, session, deck);
      expect(result.prices).toEqual(pricingPolicyPrices(id, session));
      expect(result.policy).toBe('displacement');
      const accepted = new Set(result.decisions.filter((d) => d.decision === 'acc').map((d) => d.scenarioId));
      const deckRevenue = deck.filter((s) => accepted.has(s._id)).reduce((n, s) => n + s.totalRate, 0);
      const free = freeByNight(result.play.rooms);
      const transient = GRID_DAYS.reduce((n, d) => n + result.prices[d] * Math.min(demandAtPrice(demand[d], result.prices[d], 4000, e[d]), free[d]), 0);
      expect(result.figures.revenue).toBe(deckRevenue + transient);
    }
  });
});

describe('displacement at the night’s rate', () => {
  // Four rooms, Monday forecast at 50%: a mean of 2 guests at the base ADR of 4,000 (as in transient-policies.test.ts).
  const monday50 = { Sun: '0', Mon: '50', Tue: '0', Wed: '0', Thu: '0', Fri: '0', Sat: '0' } as Session['occupancy'];
  const four = hotel({ id: 'S-policies', totalRooms: 4, baseADR: 4000, occupancy: monday50, demandModel: 'forecast' });
  const group = scenario({ _id: 'G', checkInDay: 'Monday', roomNights: 1, noOfRoom: 2, totalRate: 1800, rateType: ['standard'] });
  const atRate = (rate: number) => ({ ...four, bar: { Sun: 4000, M: rate, T: 4000, W: 4000, Th: 4000, F: 4000, Sat: 4000 } });

  it('is the base ADR’s displacement when the night sells at the base ADR', () => {
    expect(expectedDisplacement(atRate(4000), startPlay(four), group)).toBeCloseTo(expectedDisplacement(four, startPlay(four), group), 9);
  });

  it('values the guests turned away at the night’s rate, fewer of them as the rate rises', () => {
    // At 8,000 the mean falls to 2 x 0.5^e, e Monday's stated elasticity.
    const e = nightElasticities(four).M;
    const mean = meanAtPrice(2, 8000, 4000, e);
    expect(mean).toBeCloseTo(2 * Math.pow(0.5, e), 12);
    const turnedAway = 8000 * (expectedFilled(mean, 4) - expectedFilled(mean, 2));
    expect(expectedDisplacement(atRate(8000), startPlay(four), group)).toBeCloseTo(turnedAway, 9);
  });
});

describe('the expected revenue-maximising price', () => {
  it('finds the best whole price on the forecast’s mean, or one within a rupee of its worth, deterministically', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 8, max: 22 }),
        fc.integer({ min: 500, max: 3000 }),
        (mean, free, tenths, adr) => {
          const e = tenths / 10;
          const b = { min: Math.round(adr * 0.6), max: Math.round(adr * 1.6) };
          const found = expectedRevenueMaxPrice(mean, free, adr, e, b);
          expect(expectedRevenueMaxPrice(mean, free, adr, e, b)).toEqual(found);
          expect(found.price).toBeGreaterThanOrEqual(b.min);
          expect(found.price).toBeLessThanOrEqual(b.max);
          let best = 0;
          for (let p = b.min; p <= b.max; p++) best = Math.max(best, p * expectedFilled(meanAtPrice(mean, p, adr, e), free));
          expect(found.revenue).toBeGreaterThan(best - 1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('prices a night that can sell nothing at the highest allowed rate', () => {
    expect(expectedRevenueMaxPrice(0, 10, 4000, 1.2, { min: 2400, max: 6400 })).toEqual({ price: 6400, rooms: 0, revenue: 0 });
    expect(expectedRevenueMaxPrice(5, 0, 4000, 1.2, { min: 2400, max: 6400 })).toEqual({ price: 6400, rooms: 0, revenue: 0 });
  });
});

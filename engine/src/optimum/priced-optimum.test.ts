import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES, GRID_DAYS, OCCUPANCY_DAYS } from '../domain/days.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { freeByNight } from '../rules/grid.js';
import { defaultPriceBounds, nightElasticities, revenueMaxPrice } from '../rules/pricing.js';
import { decide, startPlay, type TeamPlay } from '../rules/team-play.js';
import { realisedDemand } from '../rules/transient-demand.js';
import { weekFigures } from '../rules/week-figures.js';
import { PRICING_POLICY_IDS, playPricingPolicy, pricingPolicyPrices } from '../policies/pricing-policies.js';
import { playHousePolicy } from '../policies/house-policies.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { checkOptimum, pricedRevenueSteps, solveOptimum, solvePricedOptimum, type LpSolver } from './optimum.js';

let solve: LpSolver;
beforeAll(async () => {
  solve = await exactSolver();
});

/** The deck's requests in `chosen` accepted in deck order; null when the rules refuse one. */
function playChosen(session: Session, deck: readonly Scenario[], chosen: ReadonlySet<string>): TeamPlay | null {
  let play = startPlay(session);
  for (const s of deck) {
    const next = decide(play, session, s, chosen.has(s._id) ? 'acc' : 'dec');
    if (!next.ok) return null;
    play = next.play;
  }
  return play;
}

/** Every subset of the deck, each night then priced at its best for the rooms left free: the reference for small decks. */
function bruteForce(session: Session, deck: readonly Scenario[]): number {
  const demand = realisedDemand(session);
  const e = nightElasticities(session);
  const bounds = session.priceBounds ?? defaultPriceBounds(session.baseADR);
  let best = 0;
  for (let mask = 0; mask < 1 << deck.length; mask++) {
    const chosen = new Set(deck.filter((_, i) => mask & (1 << i)).map((s) => s._id));
    const play = playChosen(session, deck, chosen);
    if (!play) continue;
    const free = freeByNight(play.rooms);
    const deckRevenue = deck.filter((s) => chosen.has(s._id)).reduce((n, s) => n + s.totalRate, 0);
    const transient = GRID_DAYS.reduce((n, d) => n + revenueMaxPrice(demand[d], free[d], session.baseADR, e[d], bounds).revenue, 0);
    best = Math.max(best, deckRevenue + transient);
  }
  return best;
}

describe('the priced hindsight optimum', () => {
  it('sells an empty week at each night’s revenue-maximising rate for the whole hotel', () => {
    const session = hotel({ id: 'S-pricing', totalRooms: 10, baseADR: 4000, demandModel: 'forecast' });
    const found = solvePricedOptimum(session, [], solve);
    expect(found.chosen).toEqual([]);
    // In hindsight it knows the guests who came: each night at the best whole price for them (the house policy
    // prices from the forecast instead, as a team must).
    const demand = realisedDemand(session);
    const e = nightElasticities(session);
    const bounds = defaultPriceBounds(session.baseADR);
    for (const day of GRID_DAYS) expect(found.transient.prices[day]).toBe(revenueMaxPrice(demand[day], 10, 4000, e[day], bounds).price);
    // Sunday draws no guests: no room sold, at the highest allowed rate.
    expect(found.transient.prices.Sun).toBe(6400);
    expect(found.transient.rooms.Sun).toBe(0);
    expect(found.revenue).toBe(found.transient.revenue);
    expect(found.revenue).toBe(bruteForce(session, []));
  });

  it('is what the house team "Hindsight optimum" earns in a pricing week: its requests and its rates, not the requests at the base ADR', () => {
    const session = {
      ...hotel({ id: 'S-house', totalRooms: 10, baseADR: 4000, demandModel: 'forecast' }),
      weeks: 2,
      week: 2,
      pricingWeeks: [2],
      status: 'ended' as const,
    };
    const deck = [
      scenario({ _id: 'A', noOfRoom: 4, roomNights: 2, checkInDay: 'Monday', totalRate: 24_000 }),
      scenario({ _id: 'B', noOfRoom: 6, roomNights: 1, checkInDay: 'Friday', totalRate: 15_000 }),
    ];
    const found = solvePricedOptimum(session, deck, solve);
    const house = playHousePolicy('hindsightOptimum', session, deck, { optimum: found });
    expect(house.figures.revenue).toBe(found.revenue);
    // Outside a pricing week the same team sells at the base ADR, as every other house team does.
    const unpriced = playHousePolicy('hindsightOptimum', { ...session, pricingWeeks: [] }, deck, { optimum: found });
    expect(unpriced.figures.revenue).not.toBe(found.revenue);
  });

  it('steps the night’s worth by the rooms sold, never falling, not always concave, and stops where it stops rising', () => {
    // D(p) = floor(1000 / p): t rooms sell up to 1,000 / t, held to 60..160: 160 a room up to six, then 142 x 7, 125 x 8;
    // 111 x 9 and 100 x 10 earn no more, and sixteen rooms at 62 earn less.
    expect(pricedRevenueSteps({ demandAtAdr: 10, elasticity: 1 }, 100, { min: 60, max: 160 }, 20)).toEqual([0, 160, 320, 480, 640, 800, 960, 994, 1000]);
    // D(p) = floor(3 x (100 / p)^1.1): 2 rooms up to 144, 3 at 100, 4 at 76, 5 at 62, and 6 only below 60.
    // The fourth room adds 4 and the fifth 6: whole prices make the steps uneven, hence the ordered binaries.
    expect(pricedRevenueSteps({ demandAtAdr: 3, elasticity: 1.1 }, 100, { min: 60, max: 160 }, 20)).toEqual([0, 160, 288, 300, 304, 310]);
    // No more steps than the hotel has rooms.
    expect(pricedRevenueSteps({ demandAtAdr: 10, elasticity: 1 }, 100, { min: 60, max: 160 }, 3)).toEqual([0, 160, 320, 480]);
  });

  it('sets its yardstick, the best plan on the forecast, without the week’s draw: another draw changes what it earns, not its choices or rates', () => {
    const first = { Sun: '40', Mon: '70', Tue: '95', Wed: '95', Thu: '85', Fri: '60', Sat: '50' } as Session['occupancy'];
    // Weeks 2 and 3 of one campaign with the same forecast: the same market and curve, another draw of guests.
    const week = (n: number) =>
      hotel({
        id: 'S-priced-yardstick',
        totalRooms: 12,
        baseADR: 4000,
        occupancy: first,
        demandModel: 'forecast',
        rates: { standard: 4000 },
        status: 'ended',
        weeks: 3,
        week: n,
        closedWeeks: [{ week: 1, endedAt: '2026-12-01T10:00:00.000Z', occupancy: first, pricing: false }],
      });
    const deck = [
      scenario({ _id: 'R1', checkInDay: 'Tuesday', roomNights: 2, noOfRoom: 5, totalRate: 5 * 2 * 3000, rateType: ['standard'] }),
      scenario({ _id: 'R2', checkInDay: 'Sunday', roomNights: 2, noOfRoom: 4, totalRate: 4 * 2 * 3400, rateType: ['standard'] }),
    ];
    expect(realisedDemand(week(2))).not.toEqual(realisedDemand(week(3)));
    const [two, three] = [solvePricedOptimum(week(2), deck, solve), solvePricedOptimum(week(3), deck, solve)];
    expect(three.expected!.chosen).toEqual(two.expected!.chosen);
    expect(three.expected!.prices).toEqual(two.expected!.prices);
    expect(two.expected!.revenue).toBeLessThanOrEqual(two.revenue);
    expect(three.expected!.revenue).toBeLessThanOrEqual(three.revenue);
  });

  it('needs transient guests', () => {
    expect(() => solvePricedOptimum(hotel({ totalRooms: 2 }), [], solve)).toThrow(/forecast demand model/);
  });

  it('is the best week of any choice and any rates, earns it when replayed at its rates, and beats every pricing policy and the base ADR', () => {
    const requestArb = fc.record({
      day: fc.constantFrom(...DAY_NAMES),
      nights: fc.integer({ min: 1, max: 3 }),
      rooms: fc.integer({ min: 1, max: 3 }),
      rate: fc.integer({ min: 500, max: 6000 }),
    });
    const boundsArb = fc.option(fc.record({ low: fc.integer({ min: 30, max: 100 }), high: fc.integer({ min: 100, max: 250 }) }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 7, maxLength: 7 }),
        fc.array(requestArb, { minLength: 0, maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        boundsArb,
        (totalRooms, forecast, raw, id, b) => {
          const occupancy = Object.fromEntries(OCCUPANCY_DAYS.map((d, i) => [d, String(forecast[i])])) as Session['occupancy'];
          const baseADR = 3000;
          // Bounds around the base ADR, percent below and above it, so the unpriced week is one of the priced optimum's choices.
          const priceBounds = b && { min: Math.round((baseADR * b.low) / 100), max: Math.round((baseADR * b.high) / 100) };
          const session = hotel({
            id: `S-${id}`,
            totalRooms,
            baseADR,
            occupancy,
            demandModel: 'forecast',
            rates: { standard: 1000 },
            status: 'ended',
            priceBounds,
          });
          const deck = raw.map((r, i) =>
            scenario({
              _id: `R${i}`,
              checkInDay: r.day,
              roomNights: r.nights,
              noOfRoom: r.rooms,
              totalRate: r.rate * r.rooms * r.nights,
              rateType: ['standard'],
            }),
          );
          const found = solvePricedOptimum(session, deck, solve);
          const { transient, expected, ...deckPart } = found;
          // The plan on the forecast, played against the guests who came, never beats the week that knew them.
          expect(expected!.revenue).toBeLessThanOrEqual(found.revenue);
          // And its choices fit, played in deck order through the rules.
          expect(playChosen(session, deck, new Set(expected!.chosen))).not.toBeNull();
          expect(
            checkOptimum(session, deck, { ...deckPart, revenue: deck.filter((s) => found.chosen.includes(s._id)).reduce((n, s) => n + s.totalRate, 0) }),
          ).toBe(true);
          expect(found.revenue).toBe(bruteForce(session, deck));
          // Its own choices, played in deck order at its rates, earn it exactly.
          const played = playChosen(session, deck, new Set(found.chosen));
          expect(played).not.toBeNull();
          const week = weekFigures(played!, { ...session, bar: transient.prices, status: 'ended' });
          expect(week.revenue).toBe(found.revenue);
          expect(Object.fromEntries(week.transient!.nights.map((n) => [n.day, n.arrived]))).toEqual(transient.rooms);
          const bounds = priceBounds ?? defaultPriceBounds(baseADR);
          for (const day of GRID_DAYS) {
            expect(transient.prices[day]).toBeGreaterThanOrEqual(bounds.min);
            expect(transient.prices[day]).toBeLessThanOrEqual(bounds.max);
          }
          expect(found.revenue).toBeGreaterThanOrEqual(solveOptimum(session, deck, solve).revenue);
          for (const policy of PRICING_POLICY_IDS) expect(found.revenue).toBeGreaterThanOrEqual(playPricingPolicy(policy, session, deck).figures.revenue);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});

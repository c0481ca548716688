import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES, GRID_DAYS } from '../domain/days.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { freeByNight } from '../rules/grid.js';
import { decide, startPlay, type TeamPlay } from '../rules/team-play.js';
import { expectedFilled, forecastMean } from '../rules/transient-demand.js';
import { weekFigures } from '../rules/week-figures.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { solveOptimum, type LpSolver } from './optimum.js';

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

/** Every subset of the deck, its realised week and its expected week: the reference for small decks. */
function bruteForce(session: Session, deck: readonly Scenario[]) {
  let best = 0;
  let bestExpected = -Infinity;
  for (let mask = 0; mask < 1 << deck.length; mask++) {
    const chosen = new Set(deck.filter((_, i) => mask & (1 << i)).map((s) => s._id));
    const play = playChosen(session, deck, chosen);
    if (!play) continue;
    best = Math.max(best, weekFigures(play, { ...session, status: 'ended' }).revenue);
    const free = freeByNight(play.rooms);
    const deckRevenue = deck.filter((s) => chosen.has(s._id)).reduce((n, s) => n + s.totalRate, 0);
    bestExpected = Math.max(bestExpected, deckRevenue + session.baseADR * GRID_DAYS.reduce((n, d) => n + expectedFilled(forecastMean(session, d), free[d]), 0));
  }
  return { best, bestExpected };
}

const busyWeek = { Sun: '40', Mon: '50', Tue: '50', Wed: '60', Thu: '90', Fri: '95', Sat: '95' };

describe('the yardstick under the forecast demand model', () => {
  it('declines the cheap group on the sold-out nights, and the expected plan knows it from the forecast alone', () => {
    const session = hotel({ id: 'S-yardstick', totalRooms: 8, baseADR: 4000, occupancy: busyWeek, demandModel: 'forecast' });
    const group = scenario({ _id: 'G', checkInDay: 'Thursday', roomNights: 3, noOfRoom: 6, totalRate: 6 * 3 * 1500, rateType: ['standard'] });
    const monday = scenario({ _id: 'M', checkInDay: 'Monday', roomNights: 2, noOfRoom: 3, totalRate: 3 * 2 * 2500, rateType: ['standard'] });
    const optimum = solveOptimum(session, [group, monday], solve);
    expect(optimum.chosen).toEqual(['M']);
    expect(optimum.expected!.chosen).toEqual(['M']);
    expect(optimum.revenue).toBe(bruteForce(session, [group, monday]).best);
    expect(optimum.transient!.revenue).toBe(optimum.revenue - 15000);
  });

  it('is the best realised week of any choice, and the expected plan the best week on the forecast, for any small deck', () => {
    const requestArb = fc.record({
      day: fc.constantFrom(...DAY_NAMES),
      nights: fc.integer({ min: 1, max: 3 }),
      rooms: fc.integer({ min: 1, max: 3 }),
      rate: fc.integer({ min: 500, max: 6000 }),
    });
    const forecastArb = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        forecastArb,
        fc.array(requestArb, { minLength: 1, maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (totalRooms, forecast, raw, id) => {
          const occupancy = Object.fromEntries(
            ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d, i) => [d, String(forecast[i])]),
          ) as Session['occupancy'];
          const session = hotel({ id: `S-${id}`, totalRooms, baseADR: 3000, occupancy, demandModel: 'forecast', rates: { standard: 1000 } });
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
          const optimum = solveOptimum(session, deck, solve);
          const reference = bruteForce(session, deck);
          expect(optimum.revenue).toBe(reference.best);
          // The optimum's own choice, played in deck order, earns it exactly.
          const played = playChosen(session, deck, new Set(optimum.chosen));
          expect(played).not.toBeNull();
          expect(weekFigures(played!, { ...session, status: 'ended' }).revenue).toBe(optimum.revenue);
          // The expected plan is the best on the forecast, and no better than hindsight against the guests who came.
          const plan = playChosen(session, deck, new Set(optimum.expected!.chosen))!;
          const free = freeByNight(plan.rooms);
          const planValue =
            deck.filter((s) => optimum.expected!.chosen.includes(s._id)).reduce((n, s) => n + s.totalRate, 0) +
            3000 * GRID_DAYS.reduce((n, d) => n + expectedFilled(forecastMean(session, d), free[d]), 0);
          expect(planValue).toBeCloseTo(reference.bestExpected, 2);
          expect(optimum.expected!.revenue).toBeLessThanOrEqual(optimum.revenue);
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);

  it('keeps the specification’s optimum for a session without the field', () => {
    const session = hotel({ totalRooms: 2 });
    const a = scenario({ _id: 'A', checkInDay: 'Monday', roomNights: 1, noOfRoom: 2, totalRate: 9000, rateType: ['standard'] });
    expect(solveOptimum(session, [a], solve)).toEqual({ revenue: 9000, chosen: ['A'], rooms: { A: ['Room 1', 'Room 2'] }, halls: {} });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES } from '../domain/days.js';
import type { PlayScenario } from '../domain/scenario.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { debrief } from './debrief.js';
import { solveOptimum, type LpSolver } from './optimum.js';

let solve: LpSolver;
beforeAll(async () => {
  solve = await exactSolver();
});

const rooms = (n: number, overrides: Parameters<typeof scenario>[0] = {}) => scenario({ type: 'RoomOnly', noOfRoom: n, rateType: ['standard'], ...overrides });

describe("a team's debrief", () => {
  const session = hotel({ totalRooms: 2, baseADR: 5000, occupancy: { Sun: '0', Mon: '50', Tue: '50', Wed: '50', Thu: '0', Fri: '0', Sat: '0' } });
  const group = rooms(2, { _id: 'G', checkInDay: 'Monday', roomNights: 3, totalRate: 30000 });
  const a = rooms(1, { _id: 'A', checkInDay: 'Monday', roomNights: 3, totalRate: 18000 });
  const b = rooms(1, { _id: 'B', checkInDay: 'Monday', roomNights: 3, totalRate: 18000 });
  const deck = [group, a, b];

  it('compares the team with the optimum request by request, and the differences add up to the gap', () => {
    const optimum = solveOptimum(session, deck, solve);
    // The group fills the hotel; the two guests after it are refused and declined.
    const found = debrief(session, deck, [
      { scenarioId: 'G', decision: 'acc' },
      { scenarioId: 'A', decision: 'dec' },
      { scenarioId: 'B', decision: 'dec' },
    ], optimum);
    expect(found.figures.revenue).toBe(30000);
    expect(found.optimumRevenue).toBe(36000);
    expect(found.percentOfOptimum).toBeCloseTo(83.33, 2);
    expect(found.rows.map((r) => [r.scenario._id, r.team, r.optimal, r.effect])).toEqual([
      ['G', 'acc', 'dec', 30000],
      ['A', 'dec', 'acc', -18000],
      ['B', 'dec', 'acc', -18000],
    ]);
    // The group displaces one transient room a night for three nights at the base ADR.
    expect(found.rows[0]!.displacement.displacedRevenue).toBe(15000);
    expect(found.days.map((d) => [d.day, d.team, d.optimum, d.forecast])).toEqual([
      ['Sun', 0, 0, 0],
      ['M', 100, 100, 50],
      ['T', 100, 100, 50],
      ['W', 100, 100, 50],
      ['Th', 0, 0, 0],
      ['F', 0, 0, 0],
      ['Sat', 0, 0, 0],
    ]);
  });

  it('shows requests not yet decided as open, and a team with nothing decided at 0%', () => {
    const found = debrief(session, deck, [], solveOptimum(session, deck, solve));
    expect(found.rows.every((r) => r.team === 'open')).toBe(true);
    expect(found.percentOfOptimum).toBe(0);
  });

  it('is 100% when nothing could be sold at all', () => {
    const found = debrief(session, [], [], { revenue: 0, chosen: [], rooms: {} });
    expect(found.percentOfOptimum).toBe(100);
  });

  it('for any deck and any choices: effects add up to team less optimum, and the team never beats it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.record({ day: fc.constantFrom(...DAY_NAMES), nights: fc.integer({ min: 1, max: 4 }), rooms: fc.integer({ min: 1, max: 3 }), total: fc.integer({ min: 1000, max: 40000 }), take: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        (totalRooms, requests) => {
          const s = hotel({ totalRooms });
          const d: PlayScenario[] = requests.map((r, i) => rooms(r.rooms, { _id: `R${i}`, checkInDay: r.day, roomNights: r.nights, totalRate: r.total }));
          const found = debrief(s, d, requests.map((r, i) => ({ scenarioId: `R${i}`, decision: r.take ? 'acc' : 'dec' })), solveOptimum(s, d, solve));
          expect(found.rows.reduce((sum, r) => sum + r.effect, 0)).toBe(found.figures.revenue - found.optimumRevenue);
          expect(found.percentOfOptimum).toBeLessThanOrEqual(100);
          for (const day of found.days) expect(day.optimum).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 100 },
    );
    // A hundred solves: a guard against a hang, generous for a busy machine, not a speed target.
  }, 60_000);
});

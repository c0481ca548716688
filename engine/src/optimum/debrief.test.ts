import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES } from '../domain/days.js';
import type { PlayScenario } from '../domain/scenario.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { debrief, didNotFit, pastReason, refusedText } from './debrief.js';
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
    const found = debrief(
      session,
      deck,
      [
        { scenarioId: 'G', decision: 'acc' },
        { scenarioId: 'A', decision: 'dec' },
        { scenarioId: 'B', decision: 'dec' },
      ],
      optimum,
    );
    expect(found.figures.revenue).toBe(30000);
    expect(found.optimumRevenue).toBe(36000);
    expect(found.percentOfOptimum).toBeCloseTo(83.33, 2);
    expect(found.rows.map((r) => [r.scenario._id, r.team, r.optimal, r.effect])).toEqual([
      ['G', 'acc', 'dec', 30000],
      ['A', 'dec', 'acc', -18000],
      ['B', 'dec', 'acc', -18000],
    ]);
    // Both guests met a hotel the group had filled: neither could have been accepted.
    expect(found.rows.map((r) => r.didNotFit)).toEqual([null, 'Monday had no rooms left, and it needed 1', 'Monday had no rooms left, and it needed 1']);
    // The group displaces one transient room a night for three nights at the base ADR.
    expect(found.rows[0]!.displacement.displacedRevenue).toBe(15000);
    expect(found.days.map((d) => [d.day, d.team, d.teamRooms, d.optimum, d.forecast])).toEqual([
      ['Sun', 0, 0, 0, 0],
      ['M', 100, 2, 100, 50],
      ['T', 100, 2, 100, 50],
      ['W', 100, 2, 100, 50],
      ['Th', 0, 0, 0, 0],
      ['F', 0, 0, 0, 0],
      ['Sat', 0, 0, 0, 0],
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
        fc.array(
          fc.record({
            day: fc.constantFrom(...DAY_NAMES),
            nights: fc.integer({ min: 1, max: 4 }),
            rooms: fc.integer({ min: 1, max: 3 }),
            total: fc.integer({ min: 1000, max: 40000 }),
            take: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (totalRooms, requests) => {
          const s = hotel({ totalRooms });
          const d: PlayScenario[] = requests.map((r, i) => rooms(r.rooms, { _id: `R${i}`, checkInDay: r.day, roomNights: r.nights, totalRate: r.total }));
          const found = debrief(
            s,
            d,
            requests.map((r, i) => ({ scenarioId: `R${i}`, decision: r.take ? 'acc' : 'dec' })),
            solveOptimum(s, d, solve),
          );
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

describe('why a declined request did not fit', () => {
  // Three rooms and the Grand Hall (the fixtures' hotel).
  const session = hotel();
  const conference = rooms(2, { _id: 'A', checkInDay: 'Thursday', roomNights: 2 }); // Thu, Fri: 2 of 3 rooms
  const couple = rooms(1, { _id: 'B', checkInDay: 'Friday', roomNights: 2 }); // Fri, Sat: Friday now full
  const late = rooms(1, { _id: 'C', checkInDay: 'Friday', roomNights: 1 });
  const pair = rooms(2, { _id: 'D', checkInDay: 'Saturday', roomNights: 1 }); // Saturday has 2 free
  const tour = rooms(3, { _id: 'E', checkInDay: 'Saturday', roomNights: 1 });
  const gala = scenario({ _id: 'F', type: 'BanquetOnly', rateType: ['Grand Hall'], noOfRoom: 0, checkInDay: 'Saturday', roomNights: 1 });
  const dinner = scenario({ _id: 'G', type: 'BanquetOnly', rateType: ['Grand Hall'], noOfRoom: 0, checkInDay: 'Saturday', roomNights: 1 });
  const single = rooms(1, { _id: 'H', checkInDay: 'Thursday', roomNights: 1 }); // Thursday has 1 free
  const deck = [conference, couple, late, pair, tour, gala, dinner, single];

  it('names the night that was full, or the hall that was taken, for each decline that could not have been accepted', () => {
    const reasons = didNotFit(session, deck, [
      { scenarioId: 'A', decision: 'acc' },
      { scenarioId: 'B', decision: 'acc' },
      { scenarioId: 'C', decision: 'dec' },
      { scenarioId: 'D', decision: 'dec' },
      { scenarioId: 'E', decision: 'dec' },
      { scenarioId: 'F', decision: 'acc' },
      { scenarioId: 'G', decision: 'dec' },
      { scenarioId: 'H', decision: 'dec' },
    ]);
    // D and H fitted: declining them was a choice, so they have no reason.
    expect(Object.fromEntries([...reasons].map(([id, why]) => [id, why.reason]))).toEqual({
      C: 'Friday had no rooms left, and it needed 1',
      E: 'Saturday had 2 rooms left, and it needed 3',
      G: 'the Grand Hall was taken on Saturday',
    });
    // The same by its parts, for each device's language.
    expect(reasons.get('C')!.says).toEqual({ kind: 'short', day: 'F', left: 0, wanted: 1 });
    expect(reasons.get('G')!.says).toEqual({ kind: 'hallTaken', hall: 'Grand Hall', day: 'Sat' });
    expect(refusedText(reasons.get('C')!.reason)).toBe('Refused: did not fit — Friday had no rooms left, and it needed 1');
  });

  it('reads the week as it stood when the request was met, not as it ended', () => {
    // C declined first, on an empty week, fitted; the accepts after it do not change that.
    const reasons = didNotFit(session, deck, [
      { scenarioId: 'C', decision: 'dec' },
      { scenarioId: 'A', decision: 'acc' },
      { scenarioId: 'B', decision: 'acc' },
    ]);
    expect(reasons.size).toBe(0);
  });

  it('ignores a request not in the deck and a second decision on the same request', () => {
    const reasons = didNotFit(session, deck, [
      { scenarioId: 'A', decision: 'acc' },
      { scenarioId: 'B', decision: 'acc' },
      { scenarioId: 'X', decision: 'dec' },
      { scenarioId: 'B', decision: 'dec' },
    ]);
    expect(reasons.size).toBe(0);
  });

  it("tells placement's every reason in the past tense", () => {
    expect(pastReason('Does not fit: Friday has 1 room left, and it needs 2.')).toBe('Friday had 1 room left, and it needed 2');
    expect(pastReason('Does not fit: the Grand Hall is taken on Saturday.')).toBe('the Grand Hall was taken on Saturday');
    expect(pastReason('Does not fit: Selected banquet hall not found!')).toBe('Selected banquet hall not found');
    expect(pastReason('Does not fit: the stay has no valid check-in day or nights.')).toBe('the stay had no valid check-in day or nights');
    expect(pastReason('Does not fit: only 1 room is free both nights Mon–Tue, and a guest keeps one room for the whole stay; it needs 2.')).toBe(
      'only 1 room was free both nights Mon–Tue, and a guest keeps one room for the whole stay; it needed 2',
    );
    expect(
      pastReason('Does not fit: enough rooms each night Sat–Sun, but no way of moving the guests between rooms gives each of its 2 rooms for the whole stay.'),
    ).toBe('there were enough rooms each night Sat–Sun, but no way of moving the guests between rooms gave each of its 2 rooms for the whole stay');
  });
});

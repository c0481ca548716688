import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlayScenario, Scenario } from '../domain/scenario.js';
import type { PlaySession } from '../domain/session.js';
import { DAY_NAMES } from '../domain/days.js';
import { decide, startPlay } from '../rules/team-play.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { checkOptimum, NoPlanYetError, roomByRoomModel, roomPatterns, solveOptimum, type LpSolver } from './optimum.js';

let solve: LpSolver;
beforeAll(async () => {
  solve = await exactSolver();
});

const rooms = (n: number, overrides: Partial<Scenario> = {}) => scenario({ type: 'RoomOnly', noOfRoom: n, rateType: ['standard'], ...overrides });
const banquet = (hall: string, overrides: Partial<Scenario> = {}) =>
  scenario({ type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: [hall], roomNights: 1, ...overrides });

function optimumOf(session: PlaySession, deck: Scenario[]) {
  const found = solveOptimum(session, deck, solve);
  expect(checkOptimum(session, deck, found)).toBe(true);
  return found;
}

describe('the hindsight optimum', () => {
  it('takes a stay that wraps Saturday to Sunday when it earns more than what it blocks', () => {
    const wrap = rooms(1, { checkInDay: 'Saturday', roomNights: 2, totalRate: 10000 });
    const sunday = rooms(1, { checkInDay: 'Sunday', roomNights: 1, totalRate: 6000 });
    const monday = rooms(1, { checkInDay: 'Monday', roomNights: 1, totalRate: 3000 });
    const found = optimumOf(hotel({ totalRooms: 1 }), [wrap, sunday, monday]);
    expect(found.revenue).toBe(13000);
    expect(found.chosen).toEqual([wrap._id, monday._id]);
    expect(found.rooms[wrap._id]).toEqual(['Room 1']);
  });

  it('resolves a banquet hall conflict across nights', () => {
    const friday = banquet('Grand Hall', { checkInDay: 'Friday', totalRate: 20000 });
    const twoNights = banquet('grand hall', { checkInDay: 'Thursday', roomNights: 2, totalRate: 30000 });
    const thursday = banquet('Grand Hall', { checkInDay: 'Thursday', totalRate: 15000 });
    const terrace = banquet('Terrace', { checkInDay: 'Friday', totalRate: 8000 });
    const found = optimumOf(hotel(), [friday, twoNights, thursday, terrace]);
    expect(found.revenue).toBe(43000);
    expect(found.chosen).toEqual([friday._id, thursday._id, terrace._id]);
    expect(found.halls).toEqual({ [friday._id]: 'b1', [thursday._id]: 'b1', [terrace._id]: 'b2' });
  });

  it('declines a group that displaces more valuable transient guests', () => {
    const group = rooms(2, { checkInDay: 'Monday', roomNights: 3, totalRate: 30000 });
    const a = rooms(1, { checkInDay: 'Monday', roomNights: 3, totalRate: 18000 });
    const b = rooms(1, { checkInDay: 'Monday', roomNights: 3, totalRate: 18000 });
    const found = optimumOf(hotel({ totalRooms: 2 }), [group, a, b]);
    expect(found.revenue).toBe(36000);
    expect(found.chosen).not.toContain(group._id);
  });

  it('keeps to whole rooms when wrapping stays fragment the week', () => {
    // Each pair overlaps, so the three need three rooms, though no night holds more than two.
    const a = rooms(1, { checkInDay: 'Sunday', roomNights: 3, totalRate: 10000 });
    const b = rooms(1, { checkInDay: 'Tuesday', roomNights: 3, totalRate: 10000 });
    const c = rooms(1, { checkInDay: 'Thursday', roomNights: 4, totalRate: 11000 });
    expect(optimumOf(hotel({ totalRooms: 2 }), [a, b, c]).revenue).toBe(21000);
    expect(optimumOf(hotel({ totalRooms: 3 }), [a, b, c]).revenue).toBe(31000);
  });

  it('packages rooms and a hall together, and never picks what cannot be sold', () => {
    const pkg = scenario({
      type: 'RoomAndBanquet',
      noOfRoom: 2,
      noOfBanquet: 1,
      rateType: ['deluxe', 'Terrace'],
      checkInDay: 'Wednesday',
      roomNights: 2,
      totalRate: 40000,
    });
    const noHall = banquet('Rooftop', { totalRate: 99000 });
    const tooBig = rooms(4, { totalRate: 99000 });
    const midweek = rooms(2, { checkInDay: 'Thursday', roomNights: 1, totalRate: 9000 });
    const found = optimumOf(hotel({ totalRooms: 3 }), [pkg, noHall, tooBig, midweek]);
    expect(found.chosen).toEqual([pkg._id]);
    expect(found.rooms[pkg._id]).toHaveLength(2);
    expect(found.halls[pkg._id]).toBe('b2');
  });

  it("finds the best week where the solver's presolve once settled for less", () => {
    // Four requests over four rooms: the whole-house Wednesday group with the two weekend stays beats the long midweek stay by ₹1.
    const weekend = rooms(1, { checkInDay: 'Friday', roomNights: 3, totalRate: 1000 });
    const wednesday = rooms(4, { checkInDay: 'Wednesday', roomNights: 1, totalRate: 1001 });
    const saturday = rooms(2, { checkInDay: 'Saturday', roomNights: 1, totalRate: 1000 });
    const midweek = rooms(1, { checkInDay: 'Sunday', roomNights: 4, totalRate: 1000 });
    const found = optimumOf(hotel({ totalRooms: 4 }), [weekend, wednesday, saturday, midweek]);
    expect(found.revenue).toBe(3001);
    expect(found.chosen).toEqual([weekend._id, wednesday._id, saturday._id]);
  });

  it('is nothing for a deck with nothing to sell', () => {
    expect(solveOptimum(hotel(), [banquet('Rooftop')], solve)).toEqual({ revenue: 0, chosen: [], rooms: {}, halls: {} });
  });

  it('says so when the solver finds no optimum', () => {
    expect(() => solveOptimum(hotel(), [rooms(1)], () => ({ Status: 'Time limit reached', ObjectiveValue: 0, Columns: {} }))).toThrow(/Time limit reached/);
  });
});

describe('the patterns of a room', () => {
  it('lists every maximal set of stays with no night in common, and only those', () => {
    const sunday = 0b0000001;
    const monday = 0b0000010;
    const sunToMon = 0b0000011;
    const satToSun = 0b1000001;
    expect(roomPatterns([monday, sunToMon, sunday])).toEqual([[0, 2], [1]]);
    // Saturday-to-Sunday and Sunday share Sunday; Monday fits beside either.
    expect(roomPatterns([satToSun, sunday, monday])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(roomPatterns([])).toEqual([]);
  });
});

describe('checking an answer', () => {
  it('finds a room or hall night sold twice, wrong room counts, unknown requests and a wrong total', () => {
    const a = rooms(1, { _id: 'A', checkInDay: 'Monday', roomNights: 2, totalRate: 5000 });
    const b = rooms(1, { _id: 'B', checkInDay: 'Tuesday', roomNights: 1, totalRate: 3000 });
    const g = banquet('Grand Hall', { _id: 'G', totalRate: 20000 });
    const session = hotel({ totalRooms: 2 });
    const good = { revenue: 28000, chosen: ['A', 'B', 'G'], rooms: { A: ['Room 1'], B: ['Room 2'] }, halls: { G: 'b1' } };
    expect(checkOptimum(session, [a, b, g], good)).toBe(true);
    expect(checkOptimum(session, [a, b, g], { ...good, rooms: { A: ['Room 1'], B: ['Room 1'] } })).toBe('Room 1 sold twice on T');
    expect(checkOptimum(session, [a, b, g], { ...good, rooms: { A: ['Room 1', 'Room 2'], B: ['Room 2'] } })).toBe('A has 2 rooms');
    expect(checkOptimum(session, [a, b, g], { ...good, halls: {} })).toBe('G hall mismatch');
    expect(checkOptimum(session, [a, b, g], { ...good, chosen: ['A', 'Z'] })).toBe('unknown request Z');
    expect(checkOptimum(session, [a, b, g], { ...good, revenue: 1 })).toBe('revenue 1 is not the sum 28000');
  });
});

const requestArb = fc.record({
  type: fc.constantFrom('RoomOnly', 'BanquetOnly', 'RoomAndBanquet') as fc.Arbitrary<PlayScenario['type']>,
  checkInDay: fc.constantFrom(...DAY_NAMES),
  roomNights: fc.integer({ min: 1, max: 4 }),
  noOfRoom: fc.integer({ min: 1, max: 4 }),
  hall: fc.constantFrom('Grand Hall', 'Terrace'),
  totalRate: fc.integer({ min: 1000, max: 60000 }),
});

describe('the optimum for any deck', () => {
  it("is at least every team's revenue and the greedy policy's, and keeps every rule", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(requestArb, { minLength: 1, maxLength: 10 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (totalRooms, requests, choices) => {
          const session = hotel({ totalRooms });
          const deck = requests.map((r, i) =>
            scenario({
              _id: `R${i}`,
              type: r.type,
              checkInDay: r.checkInDay,
              roomNights: r.roomNights,
              noOfRoom: r.type === 'BanquetOnly' ? 0 : r.noOfRoom,
              noOfBanquet: r.type === 'RoomOnly' ? 0 : 1,
              rateType: r.type === 'RoomOnly' ? ['standard'] : r.type === 'BanquetOnly' ? [r.hall] : ['standard', r.hall],
              totalRate: r.totalRate,
            }),
          );
          const found = solveOptimum(session, deck, solve);
          expect(checkOptimum(session, deck, found)).toBe(true);
          // The same revenue as the room-by-room model, which names every room and so is exact by construction.
          const reference = solve(roomByRoomModel(session, deck));
          expect(found.revenue).toBeCloseTo(reference.Status === 'Optimal' ? reference.ObjectiveValue : 0, 6);
          // A team that accepts where it chose to (greedy: everywhere) and declines what breaks a rule.
          for (const policy of [choices, choices.map(() => true)]) {
            let play = startPlay(session);
            let revenue = 0;
            deck.forEach((s, i) => {
              const tried = decide(play, session, s, policy[i] ? 'acc' : 'dec');
              const done = tried.ok ? tried : decide(play, session, s, 'dec');
              if (!done.ok) throw new Error(done.message);
              play = done.play;
              revenue += done.booking?.totalRate ?? 0;
            });
            expect(found.revenue).toBeGreaterThanOrEqual(revenue);
          }
        },
      ),
      { numRuns: 200 },
    );
    // Hundreds of solves: a guard against a hang, generous for a busy machine, not a speed target.
  }, 60_000);
});

describe('a solve stopped at its limit', () => {
  const deck = () => [rooms(2, { checkInDay: 'Monday', totalRate: 9000 }), rooms(1, { checkInDay: 'Monday', totalRate: 4000 })];
  /** The exact answer, reported as a solver stopped at its limit would: the plan it has and a bound above it. */
  const stoppedAt =
    (boundFactor: number, withPlan = true): LpSolver =>
    (lp) => {
      const exact = solve(lp);
      return { ...exact, Status: 'Interrupted by user', Columns: withPlan ? exact.Columns : {}, Bound: exact.ObjectiveValue * boundFactor };
    };

  it('answers the plan it found, unproven, with the share of the bound it may miss', () => {
    const session = hotel({ totalRooms: 2 });
    const requests = deck();
    const found = solveOptimum(session, requests, stoppedAt(1.25));
    expect(checkOptimum(session, requests, found)).toBe(true);
    expect(found.proven).toBe(false);
    expect(found.gap).toBeCloseTo(0.2, 10);
    expect(solveOptimum(session, requests, solve)).not.toHaveProperty('proven');
  });

  it('says it found no plan yet when it stopped before having one, so a longer solve can be tried', () => {
    expect(() => solveOptimum(hotel({ totalRooms: 2 }), deck(), stoppedAt(1.25, false))).toThrow(NoPlanYetError);
  });
});

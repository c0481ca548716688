import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES, GRID_DAYS, type GridDay } from '../domain/days.js';
import type { PlayScenario } from '../domain/scenario.js';
import { solveOptimum, type LpSolver } from '../optimum/optimum.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { stayNights } from './acceptance.js';
import { placement } from './placement.js';
import { assignRooms, fitsNightByNight, nightMask, type Stay } from './room-assignment.js';
import { decide, playFigures, startPlay, type TeamPlay } from './team-play.js';

let solve: LpSolver;
beforeAll(async () => {
  solve = await exactSolver();
});

const stay = (id: string, checkInDay: string, nights: number, rooms = 1): Stay => ({ id, nights: stayNights(checkInDay, nights)!, rooms });

/** No room holds two stays on one night, and every stay has the rooms it asked for. */
function valid(stays: readonly Stay[], totalRooms: number, rooms: Map<string, number[]>): boolean {
  const taken = new Set<string>();
  for (const s of stays) {
    const mine = rooms.get(s.id)!;
    if (mine.length !== s.rooms || new Set(mine).size !== mine.length || mine.some((r) => r < 0 || r >= totalRooms)) return false;
    for (const r of mine)
      for (const n of s.nights) {
        if (taken.has(`${r}|${n}`)) return false;
        taken.add(`${r}|${n}`);
      }
  }
  return true;
}

/** Every way of giving each unit a room, tried one by one: the reference for small cases. */
function bruteForce(stays: readonly Stay[], totalRooms: number): boolean {
  const units = stays.flatMap((s) => Array.from({ length: s.rooms }, () => nightMask(s.nights)));
  const weeks = new Array<number>(totalRooms).fill(0);
  const go = (i: number): boolean => {
    if (i === units.length) return true;
    for (let r = 0; r < totalRooms; r++) {
      if ((weeks[r]! & units[i]!) !== 0) continue;
      weeks[r]! |= units[i]!;
      if (go(i + 1)) return true;
      weeks[r]! &= ~units[i]!;
    }
    return false;
  };
  return go(0);
}

describe('giving out rooms', () => {
  it('needs three rooms for three stays that meet pairwise around the week, though no night holds more than two', () => {
    const stays = [stay('A', 'Saturday', 3), stay('B', 'Monday', 4), stay('C', 'Thursday', 3)];
    expect(fitsNightByNight(stays, 2)).toBe(true);
    expect(assignRooms(stays, 2)).toBeNull();
    const three = assignRooms(stays, 3)!;
    expect(valid(stays, 3, three)).toBe(true);
  });

  it('moves a short stay out of the way of a long one', () => {
    // First-fit put Monday's guest in Room 1 and Wednesday's in Room 2; a Monday-to-Wednesday pair needs both rooms' Tuesdays free.
    const stays = [stay('mon', 'Monday', 1), stay('wed', 'Wednesday', 1), stay('long', 'Monday', 3, 1), stay('tue', 'Tuesday', 1)];
    const rooms = assignRooms(stays, 2)!;
    expect(valid(stays, 2, rooms)).toBe(true);
  });

  it('agrees with trying every assignment, for any small set of stays', () => {
    const stayArb = fc.record({ day: fc.constantFrom(...DAY_NAMES), nights: fc.integer({ min: 1, max: 5 }), rooms: fc.integer({ min: 1, max: 2 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(stayArb, { maxLength: 6 }), (totalRooms, raw) => {
        const stays = raw.map((s, i) => stay(`S${i}`, s.day, s.nights, s.rooms));
        const found = assignRooms(stays, totalRooms);
        expect(found !== null).toBe(bruteForce(stays, totalRooms));
        if (found) expect(valid(stays, totalRooms, found)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('answers at once for a large hotel with a full deck', () => {
    const days: GridDay[] = [...GRID_DAYS];
    const stays = Array.from({ length: 60 }, (_, i) => ({ id: `S${i}`, nights: days.slice(i % 5, (i % 5) + 1 + (i % 3)), rooms: 1 + (i % 4) }));
    expect(assignRooms(stays, 200)).not.toBeNull();
  });
});

describe('a team accepting a request', () => {
  const hotel2 = () => hotel({ totalRooms: 2, rates: { standard: 1000 } });
  const request = (id: string, checkInDay: PlayScenario['checkInDay'], roomNights: number, noOfRoom = 1) =>
    scenario({ _id: id, checkInDay, roomNights, noOfRoom, totalRate: 1000 * roomNights * noOfRoom, rateType: ['standard'] });

  it('takes a request the first free rooms cannot hold once earlier guests move rooms, says so on the card, and shows where everyone is', () => {
    const session = hotel({ totalRooms: 3, rates: { standard: 1000 } });
    let play: TeamPlay = startPlay(session);
    // First-fit: Saturday's guest in Room 1, Tuesday-Wednesday in Room 1, Wednesday-Thursday in Room 2: only Room 3 is free Thursday to Saturday.
    for (const r of [request('sat', 'Saturday', 1), request('tuewed', 'Tuesday', 2), request('wedthu', 'Wednesday', 2)]) {
      const next = decide(play, session, r, 'acc');
      if (!next.ok) throw new Error(next.message);
      play = next.play;
    }
    expect(play.bookings.map((b) => b.rooms)).toEqual([['Room 1'], ['Room 1'], ['Room 2']]);
    const group = request('group', 'Thursday', 3, 2);
    expect(placement(play.rooms, play.banquets, session, group, play.bookings).summary).toBe(
      'Needs 2 rooms Thu–Sat; fits once earlier guests move rooms: then Rooms 1 and 3 are free all three nights.',
    );
    const done = decide(play, session, group, 'acc');
    if (!done.ok) throw new Error(done.message);
    // Saturday's guest moved to Room 2, beside Wednesday-Thursday; the group has Rooms 1 and 3.
    expect(Object.fromEntries(done.play.bookings.map((b) => [b.scenarioId, b.rooms]))).toEqual({
      sat: ['Room 2'],
      tuewed: ['Room 1'],
      wedthu: ['Room 2'],
      group: ['Room 1', 'Room 3'],
    });
    const sold = (room: string) => GRID_DAYS.filter((d) => done.play.rooms[room]![d] !== null);
    expect([sold('Room 1'), sold('Room 2'), sold('Room 3')]).toEqual([
      ['T', 'W', 'Th', 'F', 'Sat'],
      ['W', 'Th', 'Sat'],
      ['Th', 'F', 'Sat'],
    ]);
    expect(playFigures(done.play).revenue).toBe(1000 + 2000 + 2000 + 6000);
  });

  it("refuses, in the specification's words, a request no move of guests can fit", () => {
    const session = hotel2();
    let play: TeamPlay = startPlay(session);
    for (const r of [request('sat', 'Saturday', 3), request('mon', 'Monday', 4)]) {
      const next = decide(play, session, r, 'acc');
      if (!next.ok) throw new Error(next.message);
      play = next.play;
    }
    // Saturday-Monday and Monday-Thursday meet on Monday; Thursday-Saturday would meet both: three stays that meet pairwise need three rooms.
    const blocked = request('thu', 'Thursday', 3);
    expect(decide(play, session, blocked, 'acc')).toEqual({ ok: false, message: 'Not enough rooms available for this booking!' });
    expect(placement(play.rooms, play.banquets, session, blocked, play.bookings)).toMatchObject({
      says: { kind: 'noShuffle', wanted: 1, stay: ['Th', 'F', 'Sat'] },
      fits: false,
      summary: 'Does not fit: enough rooms each night Thu–Sat, but no way of moving the guests between rooms gives it one room for the whole stay.',
    });
  });

  it('never refuses a set of requests that the hindsight optimum chooses, in any order, and earns the optimum', () => {
    const requestArb = fc.record({
      day: fc.constantFrom(...DAY_NAMES),
      nights: fc.integer({ min: 1, max: 4 }),
      rooms: fc.integer({ min: 1, max: 3 }),
      rate: fc.integer({ min: 1000, max: 30000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(requestArb, { minLength: 1, maxLength: 9 }),
        fc.infiniteStream(fc.nat()),
        (totalRooms, raw, shuffle) => {
          const session = hotel({ totalRooms, rates: { standard: 1000 } });
          const deck: PlayScenario[] = raw.map((r, i) =>
            scenario({ _id: `R${i}`, checkInDay: r.day, roomNights: r.nights, noOfRoom: r.rooms, totalRate: r.rate, rateType: ['standard'] }),
          );
          const optimum = solveOptimum(session, deck, solve);
          const chosen = deck.filter((s) => optimum.chosen.includes(s._id));
          // Any order: a shuffle of the chosen requests, drawn from the stream.
          const order = [...chosen];
          const draws = shuffle[Symbol.iterator]();
          for (let i = order.length - 1; i > 0; i--) {
            const j = draws.next().value! % (i + 1);
            [order[i], order[j]] = [order[j]!, order[i]!];
          }
          let play = startPlay(session);
          for (const s of order) {
            const next = decide(play, session, s, 'acc');
            expect(next.ok, `${s._id} refused`).toBe(true);
            if (next.ok) play = next.play;
          }
          expect(playFigures(play).revenue).toBe(optimum.revenue);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});

/**
 * What the engine's benchmarks share: HiGHS loaded once with the exact
 * options and a 30 s bound, the two banquet halls of the random decks, and a
 * request drawn the way a game's deck is shaped (mostly room stays of 1-4
 * nights, some banquets and packages).
 */
import { writeFileSync } from 'node:fs';
import highsModule from 'highs';
import { EXACT_SOLVE_OPTIONS } from '../dist/optimum/index.js';

export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const HALLS = [
  { id: 'H1', name: 'Grand Ballroom', rate: 45000, capacity: 300 },
  { id: 'H2', name: 'Garden Terrace', rate: 18000, capacity: 120 },
];

/** The solver the optimum is given; a solve past 30 s answers 'Time limit reached' and the deck counts as unsolved. */
export async function loadSolve() {
  const loadHighs = highsModule.default ?? highsModule;
  const highs = await loadHighs();
  return (lp) => highs.solve(lp, { ...EXACT_SOLVE_OPTIONS, time_limit: 30 });
}

/**
 * One request of a random deck. `maxRooms` bounds a group; `price(rooms)`
 * answers the room rate's name and the price of one room night for it.
 */
export function randomRequest(random, index, { maxRooms, price }) {
  const pick = (n) => Math.floor(random() * n);
  const kind = random();
  const type = kind < 0.7 ? 'RoomOnly' : kind < 0.85 ? 'BanquetOnly' : 'RoomAndBanquet';
  const nights = type === 'BanquetOnly' ? 1 : 1 + pick(4);
  const rooms = type === 'BanquetOnly' ? 0 : 1 + pick(Math.max(1, maxRooms));
  const hall = HALLS[pick(2)];
  const { rateName, nightly } = price(rooms);
  return {
    _id: `R${index}`,
    type,
    checkInDay: DAYS[pick(7)],
    roomNights: nights,
    noOfRoom: rooms,
    noOfBanquet: type === 'RoomOnly' ? 0 : 1,
    rateType: type === 'RoomOnly' ? [rateName] : type === 'BanquetOnly' ? [hall.name] : [rateName, hall.name],
    totalRate: Math.round(rooms * nights * nightly) + (type === 'RoomOnly' ? 0 : hall.rate * nights),
  };
}

/** The figures as JSON under `key` in BENCH_JSON when that is set (the bench runner gathers them). */
export function writeFigures(key, figures) {
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ [key]: figures }));
}

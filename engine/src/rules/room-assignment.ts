/**
 * Which room each stay takes (issue 37): a front office moves bookings between
 * rooms before the guests arrive, so a request fits when every accepted stay,
 * the new one included, can be given a room for all its nights, not only when
 * the first free rooms happen to be free for it.
 *
 * The week is a circle of seven nights (a stay wraps Saturday to Sunday), so a
 * stay is a set of nights, a 7-bit mask, and a room's week is the union of the
 * stays it holds. Giving out rooms is packing those masks into the rooms with
 * no night twice; on a circle this is not solved by a greedy sweep (three
 * stays that meet pairwise around the week need three rooms though no night
 * holds more than two). A depth-first search places the longest stays first
 * and tries each distinct room week once (rooms whose weeks are alike are
 * interchangeable), remembering the room weeks it has already failed from.
 * The weeks are few (at most 128 masks), so it answers at once for any deck a
 * session holds.
 */
import { GRID_DAYS, type GridDay } from '../domain/days.js';

/** A stay that needs rooms: an id of the caller's, its nights, and how many rooms. */
export interface Stay {
  id: string;
  nights: readonly GridDay[];
  rooms: number;
}

/** Nights as a mask of the week, bit 0 = Sunday. */
export function nightMask(nights: readonly GridDay[]): number {
  return nights.reduce((mask, day) => mask | (1 << GRID_DAYS.indexOf(day)), 0);
}

const bits = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** Whether no night is asked for more rooms than the hotel has: needed for any assignment, not enough on its own. */
export function fitsNightByNight(stays: readonly Stay[], totalRooms: number): boolean {
  return GRID_DAYS.every((day) => stays.reduce((n, s) => n + (s.nights.includes(day) ? s.rooms : 0), 0) <= totalRooms);
}

/**
 * Rooms for every stay (0-based room indexes, ascending, per stay id) such that
 * no room holds two stays on one night, or null when there is none. `current`
 * gives the rooms stays hold now: they are tried first, and the search moves
 * the guests placed last before the ones placed earlier, so a request that
 * needs one guest moved moves one, not the whole hotel.
 */
export function assignRooms(stays: readonly Stay[], totalRooms: number, current: ReadonlyMap<string, readonly number[]> = new Map()): Map<string, number[]> | null {
  if (!fitsNightByNight(stays, totalRooms)) return null;
  // One unit per room asked for: guests already in a room first, each where it is, then the new ones; longest stays first in each.
  const longestFirst = (a: { mask: number }, b: { mask: number }) => bits(b.mask) - bits(a.mask) || a.mask - b.mask;
  const expand = (s: Stay) => Array.from({ length: s.rooms }, (_, k) => ({ id: s.id, mask: nightMask(s.nights), room: current.get(s.id)?.[k] }));
  const units = [
    ...stays.filter((s) => current.has(s.id)).flatMap(expand).sort(longestFirst),
    ...stays.filter((s) => !current.has(s.id)).flatMap(expand).sort(longestFirst),
  ].filter((u) => u.mask !== 0);
  const weeks = new Array<number>(totalRooms).fill(0);
  const placed = new Array<number>(units.length);
  const failed = new Set<string>();
  const allRooms = Array.from({ length: totalRooms }, (_, r) => r);

  const search = (i: number): boolean => {
    if (i === units.length) return true;
    const key = `${i}|${[...weeks].sort((a, b) => a - b).join(',')}`;
    if (failed.has(key)) return false;
    const { mask, room: here } = units[i]!;
    // Rooms whose weeks are alike are interchangeable: each week is tried once.
    const tried = new Set<number>();
    for (const room of here !== undefined && here < totalRooms ? [here, ...allRooms] : allRooms) {
      const week = weeks[room]!;
      if ((week & mask) !== 0 || tried.has(week)) continue;
      tried.add(week);
      weeks[room] = week | mask;
      placed[i] = room;
      if (search(i + 1)) return true;
      weeks[room] = week;
    }
    failed.add(key);
    return false;
  };
  if (!search(0)) return null;

  const out = new Map<string, number[]>(stays.map((s) => [s.id, []]));
  units.forEach((u, i) => out.get(u.id)!.push(placed[i]!));
  for (const rooms of out.values()) rooms.sort((a, b) => a - b);
  return out;
}

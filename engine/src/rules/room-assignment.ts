/**
 * Which room each stay takes (issue 37): a front office moves bookings between
 * rooms before the guests arrive, so a request fits when every accepted stay,
 * the new one included, can be given a room for all its nights, not only when
 * the first free rooms happen to be free for it.
 *
 * The week is a circle of seven nights (a stay wraps Saturday to Sunday), so a
 * stay is a set of nights, a 7-bit mask, and a room's week is the union of the
 * stays it holds. Giving out rooms is packing those stays into the rooms with
 * no night twice; on a circle a count of rooms per night is not enough (three
 * stays that meet pairwise around the week need three rooms though no night
 * holds more than two). `assignRooms` cuts the week open and searches, see
 * there.
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

/** Whether no night is asked for more rooms than the hotel has: needed for any assignment, not enough on its own. */
export function fitsNightByNight(stays: readonly Stay[], totalRooms: number): boolean {
  return GRID_DAYS.every((day) => stays.reduce((n, s) => n + (s.nights.includes(day) ? s.rooms : 0), 0) <= totalRooms);
}

/**
 * How many placements the search may try before it answers that the stays do
 * not fit. Packing stays on a circle is hard in general: on a few rare weeks
 * (large groups wrapping the weekend around a full house) proving that nothing
 * fits took minutes. The bound keeps every answer within milliseconds, the
 * same on the device and the server; a week that would need more steps is
 * refused as not fitting, which the benchmark counts (decision 020).
 */
export const SEARCH_STEPS = 2_000;

/** A unit: one room of a stay, as the nights it holds from its first (0 = Sunday) for `length` nights. */
interface Unit {
  id: string;
  start: number;
  length: number;
}

/** A stay's first night and length, read off its nights (which run on from the first, wrapping Saturday to Sunday). */
function span(nights: readonly GridDay[]): { start: number; length: number } {
  return { start: GRID_DAYS.indexOf(nights[0]!), length: nights.length };
}

/**
 * Rooms for every stay (0-based room indexes, ascending, per stay id) such that
 * no room holds two stays on one night, or null when there is none. `current`
 * gives the rooms stays hold now: the answer keeps as many guests where they
 * are as it can, so a request that needs one guest moved moves one.
 *
 * Cut the week between Saturday and Sunday. The stays that run across the cut
 * all hold Saturday and Sunday, so each needs a room of its own; in its room
 * it leaves free only the nights between its end on Sunday's side and its
 * start on Saturday's. Every other stay is a plain run of nights within the
 * week. Placed in order of their first night, a room's past no longer matters
 * once a stay's first night is passed: a room is then only whether it is free
 * now and the last night it may hold (its cross-cut stay's start, or the week's
 * end). The search tries each such kind of room once per stay and remembers
 * the kinds it failed from: a few dozen kinds, whatever the number of rooms.
 */
export function assignRooms(
  stays: readonly Stay[],
  totalRooms: number,
  current: ReadonlyMap<string, readonly number[]> = new Map(),
): Map<string, number[]> | null {
  if (!fitsNightByNight(stays, totalRooms)) return null;
  const units: Unit[] = stays.flatMap((s) => (s.nights.length === 0 ? [] : Array.from({ length: s.rooms }, () => ({ id: s.id, ...span(s.nights) }))));
  const crossing = units.filter((u) => u.start + u.length > GRID_DAYS.length);
  const within = units.filter((u) => u.start + u.length <= GRID_DAYS.length).sort((x, y) => x.start - y.start || y.length - x.length);
  if (crossing.length > totalRooms) return null;
  // A room: busy until night `until` (inclusive; -1 when free from the start), and free at most up to night `last`.
  const rooms = Array.from({ length: totalRooms }, (_, r) => {
    const u = crossing[r];
    return u
      ? { until: u.start + u.length - 1 - GRID_DAYS.length, last: u.start - 1, units: [u] }
      : { until: -1, last: GRID_DAYS.length - 1, units: [] as Unit[] };
  });
  const failed = new Set<string>();
  let steps = 0;
  // Units still to place that hold each night (from unit i on): no night may ask for more rooms than can still take a stay that night.
  const holding = Array.from({ length: within.length + 1 }, () => new Array<number>(GRID_DAYS.length).fill(0));
  for (let i = within.length - 1; i >= 0; i--) {
    const u = within[i]!;
    holding[i] = holding[i + 1]!.map((n, night) => n + (u.start <= night && night <= u.start + u.length - 1 ? 1 : 0));
  }
  const tooFew = (i: number, from: number) => {
    const open = new Array<number>(GRID_DAYS.length).fill(0);
    for (const room of rooms) for (let night = Math.max(from, room.until + 1); night <= room.last; night++) open[night]!++;
    for (let night = from; night < GRID_DAYS.length; night++) if (holding[i]![night]! > open[night]!) return true;
    return false;
  };
  const kindsAt = (from: number) => {
    const counts = new Map<string, number>();
    for (const room of rooms) {
      const key = `${room.until < from ? 'free' : room.until}:${room.last}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts]
      .sort()
      .map(([k, n]) => `${k}x${n}`)
      .join(',');
  };
  const search = (i: number): boolean => {
    if (i === within.length) return true;
    const unit = within[i]!;
    const end = unit.start + unit.length - 1;
    const key = `${i}|${kindsAt(unit.start)}`;
    if (failed.has(key) || ++steps > SEARCH_STEPS) return false;
    if (tooFew(i, unit.start)) {
      failed.add(key);
      return false;
    }
    // Free now, and long enough; the tightest last night first (it suits the fewest later stays), each kind once.
    const fitting = rooms.filter((room) => room.until < unit.start && room.last >= end).sort((x, y) => x.last - y.last);
    const tried = new Set<number>();
    for (const room of fitting) {
      if (tried.has(room.last)) continue;
      tried.add(room.last);
      const before = room.until;
      room.until = end;
      room.units.push(unit);
      if (search(i + 1)) return true;
      room.units.pop();
      room.until = before;
    }
    failed.add(key);
    return false;
  };
  if (!search(0)) return null;
  return labelRooms(
    stays,
    rooms.map((r) => r.units),
    current,
  );
}

/**
 * Numbers the rooms the search filled so that as many guests as possible keep
 * the room they hold now: the filled room and present room that share the
 * most guests are paired first; rooms that share none take the numbers left.
 */
function labelRooms(stays: readonly Stay[], filled: readonly Unit[][], current: ReadonlyMap<string, readonly number[]>): Map<string, number[]> {
  const pairs: { room: number; label: number; shared: number }[] = [];
  filled.forEach((units, room) => {
    const votes = new Map<number, number>();
    for (const u of units) for (const label of current.get(u.id) ?? []) votes.set(label, (votes.get(label) ?? 0) + 1);
    for (const [label, shared] of votes) if (label >= 0 && label < filled.length) pairs.push({ room, label, shared });
  });
  pairs.sort((x, y) => y.shared - x.shared || x.label - y.label || x.room - y.room);
  const labelOf = new Array<number | undefined>(filled.length);
  const taken = new Set<number>();
  for (const { room, label } of pairs) {
    if (labelOf[room] !== undefined || taken.has(label)) continue;
    labelOf[room] = label;
    taken.add(label);
  }
  const free = Array.from({ length: filled.length }, (_, k) => k).filter((k) => !taken.has(k));
  for (let room = 0; room < filled.length; room++) labelOf[room] ??= free.shift()!;
  const out = new Map<string, number[]>(stays.map((s) => [s.id, []]));
  filled.forEach((units, room) => units.forEach((u) => out.get(u.id)!.push(labelOf[room]!)));
  for (const list of out.values()) list.sort((x, y) => x - y);
  return out;
}

/**
 * Whether a booking request fits the hotel's week, and where it goes
 * (docs/rules.md §5 "Accepting a scenario in play"). Pure: grids in, grids out.
 */
import { DAYS_IN_WEEK, GRID_DAYS, dayIndex, nightIndex, type GridDay } from '../domain/days.js';
import type { BanquetGrid, RoomGrid } from '../domain/game.js';
import { MESSAGES } from '../domain/messages.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { BanquetHall, PlaySession } from '../domain/session.js';
import { emptyDays, hallKey } from './grid.js';
import { assignRooms } from './room-assignment.js';

/** Where an accepted booking sits and what it earns. */
export interface Booking {
  scenarioId: string;
  type: PlayScenario['type'];
  /** Grid keys of the rooms, in room order. */
  rooms: string[];
  /** Grid key (b1, b2, ...) and name of the hall, or null. */
  hall: { key: string; name: string } | null;
  nights: GridDay[];
  nightlyRoomRate: number;
  roomRevenue: number;
  banquetRevenue: number;
  totalRate: number;
}

export type AcceptResult =
  /** `moved`: the earlier bookings with the rooms they hold now, when some had to move to make room. */
  { ok: true; rooms: RoomGrid; banquets: BanquetGrid; booking: Booking; moved?: Booking[] } | { ok: false; message: string };

export function needsRooms(s: Pick<PlayScenario, 'type' | 'noOfRoom'>): boolean {
  return s.type !== 'BanquetOnly' && s.noOfRoom > 0;
}

export function needsHall(s: Pick<PlayScenario, 'type'>): boolean {
  return s.type === 'BanquetOnly' || s.type === 'RoomAndBanquet';
}

/** The hall whose name matches a rateType entry, ignoring case; first entry wins. */
export function findHall(halls: readonly BanquetHall[], rateType: readonly string[]): { hall: BanquetHall; index: number } | null {
  for (const entry of rateType) {
    const wanted = entry.trim().toLowerCase();
    const index = halls.findIndex((h) => h.name.trim().toLowerCase() === wanted);
    if (index >= 0) return { hall: halls[index]!, index };
  }
  return null;
}

/** The nights of a stay from its check-in day, wrapping Saturday to Sunday. */
export function stayNights(checkInDay: string, roomNights: number): GridDay[] | null {
  const start = dayIndex(checkInDay);
  if (start === null || !Number.isInteger(roomNights) || roomNights < 1 || roomNights > DAYS_IN_WEEK) return null;
  return Array.from({ length: roomNights }, (_, n) => GRID_DAYS[nightIndex(start, n)]!);
}

/**
 * Room and banquet revenue of a booking. The nightly room rate is
 * totalRate / (rooms x nights), after taking banquet rate x nights off a
 * RoomAndBanquet total. A total smaller than its banquet part leaves the rooms
 * at 0, never negative, so revenue still equals the accepted totals.
 */
export function splitRevenue(
  s: Pick<PlayScenario, 'type' | 'noOfRoom' | 'roomNights' | 'totalRate'>,
  hallRate: number | null,
): { nightlyRoomRate: number; roomRevenue: number; banquetRevenue: number } {
  const rooms = needsRooms(s) ? s.noOfRoom : 0;
  if (rooms === 0) return { nightlyRoomRate: 0, roomRevenue: 0, banquetRevenue: s.totalRate };
  const banquetPart = s.type === 'RoomAndBanquet' && hallRate !== null ? hallRate * s.roomNights : 0;
  const roomRevenue = Math.max(0, s.totalRate - banquetPart);
  return { nightlyRoomRate: roomRevenue / (rooms * s.roomNights), roomRevenue, banquetRevenue: s.totalRate - roomRevenue };
}

/**
 * Gives every stay its rooms afresh (`assignRooms`) when the first free rooms
 * cannot take the new one: the earlier bookings with their new rooms, the new
 * booking's rooms, and the grid they make; null when no assignment exists.
 */
function reassign(rooms: RoomGrid, bookings: readonly Booking[], nights: readonly GridDay[], wanted: number, rate: number) {
  const keys = Object.keys(rooms);
  const NEW = '\u0000new';
  const current = new Map(bookings.map((b) => [b.scenarioId, b.rooms.map((k) => keys.indexOf(k))]));
  const assignment = assignRooms(
    [...bookings.map((b) => ({ id: b.scenarioId, nights: b.nights, rooms: b.rooms.length })), { id: NEW, nights, rooms: wanted }],
    keys.length,
    current,
  );
  if (!assignment) return null;
  const grid: RoomGrid = Object.fromEntries(keys.map((k) => [k, emptyDays()]));
  const take = (id: string, stay: readonly GridDay[], nightly: number) =>
    assignment.get(id)!.map((i) => {
      for (const d of stay) grid[keys[i]!]![d] = nightly;
      return keys[i]!;
    });
  const moved = bookings.map((b) => ({ ...b, rooms: take(b.scenarioId, b.nights, b.nightlyRoomRate) }));
  return { grid, moved, chosen: take(NEW, nights, rate) };
}

/**
 * Accepts a booking against the grids: the hall first, then rooms first-fit in
 * room order, one room for every night of the stay. When the first free rooms
 * cannot take it and the team's `bookings` are given, the earlier bookings may
 * move between rooms, as a front office does before guests arrive: it is
 * refused only when no assignment of rooms holds every stay. Messages are the spec's.
 */
export function acceptBooking(
  rooms: RoomGrid,
  banquets: BanquetGrid,
  session: PlaySession,
  scenario: PlayScenario,
  bookings?: readonly Booking[],
): AcceptResult {
  const nights = stayNights(scenario.checkInDay, scenario.roomNights);

  let hall: { hall: BanquetHall; index: number } | null = null;
  if (needsHall(scenario)) {
    hall = findHall(session.banquet, scenario.rateType);
    if (!hall) return { ok: false, message: MESSAGES.hallNotFound };
    const row = banquets[hallKey(hall.index)];
    if (!nights || !row || nights.some((d) => row[d] !== null)) {
      return { ok: false, message: MESSAGES.hallUnavailable(hall.hall.name) };
    }
  }

  const revenue = splitRevenue(scenario, hall ? hall.hall.rate : null);
  let chosen: string[] = [];
  let nextRooms = { ...rooms };
  let moved: Booking[] | undefined;
  if (needsRooms(scenario)) {
    if (nights) {
      for (const [key, days] of Object.entries(rooms)) {
        if (nights.every((d) => days[d] === null)) chosen.push(key);
        if (chosen.length === scenario.noOfRoom) break;
      }
    }
    if (chosen.length < scenario.noOfRoom) {
      const again = nights && bookings ? reassign(rooms, bookings, nights, scenario.noOfRoom, revenue.nightlyRoomRate) : null;
      if (!again) return { ok: false, message: MESSAGES.notEnoughRooms };
      ({ grid: nextRooms, moved, chosen } = again);
    }
  }

  const stay = nights ?? [];
  for (const key of moved ? [] : chosen) {
    const days = { ...nextRooms[key]! };
    for (const d of stay) days[d] = revenue.nightlyRoomRate;
    nextRooms[key] = days;
  }
  const nextBanquets = { ...banquets };
  if (hall) {
    const key = hallKey(hall.index);
    const days = { ...nextBanquets[key]! };
    for (const d of stay) days[d] = hall.hall.rate;
    nextBanquets[key] = days;
  }

  return {
    ok: true,
    rooms: nextRooms,
    banquets: nextBanquets,
    ...(moved ? { moved } : {}),
    booking: {
      scenarioId: scenario._id,
      type: scenario.type,
      rooms: chosen,
      hall: hall ? { key: hallKey(hall.index), name: hall.hall.name } : null,
      nights: stay,
      totalRate: scenario.totalRate,
      ...revenue,
    },
  };
}

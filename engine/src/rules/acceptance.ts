/**
 * Whether a booking request fits the hotel's week, and where it goes
 * (spec/game.md §5 "Accepting a scenario in play"). Pure: grids in, grids out.
 */
import { DAYS_IN_WEEK, GRID_DAYS, dayIndex, nightIndex, type GridDay } from '../domain/days.js';
import type { BanquetGrid, RoomGrid } from '../domain/game.js';
import { MESSAGES } from '../domain/messages.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { BanquetHall, PlaySession } from '../domain/session.js';
import { hallKey } from './grid.js';

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
  | { ok: true; rooms: RoomGrid; banquets: BanquetGrid; booking: Booking }
  | { ok: false; message: string };

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
 * Accepts a booking against the grids: the hall first, then rooms first-fit in
 * room order, one room for every night of the stay. Messages are the spec's.
 */
export function acceptBooking(rooms: RoomGrid, banquets: BanquetGrid, session: PlaySession, scenario: PlayScenario): AcceptResult {
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

  const chosen: string[] = [];
  if (needsRooms(scenario)) {
    if (nights) {
      for (const [key, days] of Object.entries(rooms)) {
        if (nights.every((d) => days[d] === null)) chosen.push(key);
        if (chosen.length === scenario.noOfRoom) break;
      }
    }
    if (chosen.length < scenario.noOfRoom) return { ok: false, message: MESSAGES.notEnoughRooms };
  }

  const stay = nights ?? [];
  const revenue = splitRevenue(scenario, hall ? hall.hall.rate : null);
  const nextRooms = { ...rooms };
  for (const key of chosen) {
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

/**
 * Where a booking request would land, in one sentence a captain can hear
 * (issue 26): "Needs 2 rooms Thu–Sat; Room 3 and Room 4 are free all three
 * nights" or "Does not fit: Friday has 1 room left". A screen reader reads it
 * beside the grid, so nobody walks seventy cells inside the minute.
 */
import { DAY_LABELS, DAY_NAMES, GRID_DAYS, type GridDay } from '../domain/days.js';
import type { BanquetGrid, RoomGrid } from '../domain/game.js';
import { MESSAGES } from '../domain/messages.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { PlaySession } from '../domain/session.js';
import { acceptBooking, findHall, needsHall, needsRooms, stayNights, type Booking } from './acceptance.js';
import { hallKey } from './grid.js';
import { formatINR } from '../format/money.js';

/**
 * Where a request would land, by its parts (issue 54), for a device to say in
 * its own language; `summary` says it in the specification's English. `stay`
 * is the nights it covers, `placed` the rooms it would take (their keys).
 */
export type PlacementSays =
  | { kind: 'nothing' }
  | { kind: 'noStay' }
  | { kind: 'fits'; rooms: number; hall: string | null; stay: readonly GridDay[]; placed: readonly string[]; moved: boolean }
  | { kind: 'hallMissing' }
  | { kind: 'hallTaken'; hall: string; day: GridDay }
  | { kind: 'short'; day: GridDay; left: number; wanted: number }
  | { kind: 'noShuffle'; wanted: number; stay: readonly GridDay[] }
  | { kind: 'notWhole'; whole: number; wanted: number; stay: readonly GridDay[] };

export interface Placement {
  fits: boolean;
  summary: string;
  says: PlacementSays;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function dayName(d: GridDay): string {
  return DAY_NAMES[GRID_DAYS.indexOf(d)]!;
}

/** "Thu", "Thu–Sat": the stay as the request card shows it. */
export function stayLabel(nights: readonly GridDay[]): string {
  if (nights.length === 0) return '';
  return nights.length === 1 ? DAY_LABELS[nights[0]!] : `${DAY_LABELS[nights[0]!]}–${DAY_LABELS[nights[nights.length - 1]!]}`;
}

/** "Room 3", "Room 3 and Room 4", "Room 1, Room 2 and Room 5". */
function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Room 3", "Rooms 3 and 4", "Rooms 1–6", "Rooms 1–3 and 7": the grid's room names, runs shortened. */
export function roomList(keys: readonly string[]): string {
  const numbers = keys.map((k) => /^Room (\d+)$/.exec(k)?.[1]).map(Number);
  if (numbers.length === 0 || numbers.some((n) => !Number.isInteger(n))) return list(keys);
  if (numbers.length === 1) return `Room ${numbers[0]}`;
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  const parts = runs.flatMap(([a, b]) => (b - a >= 2 ? [`${a}–${b}`] : b === a ? [`${a}`] : [`${a}`, `${b}`]));
  return `Rooms ${list(parts)}`;
}

function allNights(n: number): string {
  return n === 1 ? 'that night' : n === 2 ? 'both nights' : `all ${NUMBER_WORDS[n] ?? n} nights`;
}

/** Whether the request fits the week as it stands, and where it would go or why not. */
export function placement(rooms: RoomGrid, banquets: BanquetGrid, session: PlaySession, scenario: PlayScenario, bookings?: readonly Booking[]): Placement {
  const result = acceptBooking(rooms, banquets, session, scenario, bookings);
  const nights = stayNights(scenario.checkInDay, scenario.roomNights);
  if (!nights)
    return result.ok
      ? { fits: true, summary: 'Fits: nothing to reserve on the grid.', says: { kind: 'nothing' } }
      : { fits: false, summary: 'Does not fit: the stay has no valid check-in day or nights.', says: { kind: 'noStay' } };
  const roomsWanted = needsRooms(scenario) ? scenario.noOfRoom : 0;
  const hall = needsHall(scenario) ? findHall(session.banquet, scenario.rateType) : null;
  const stay = stayLabel(nights);
  const needs = [roomsWanted > 0 ? count(roomsWanted, 'room') : '', hall ? `the ${hall.hall.name}` : ''].filter(Boolean).join(' and ');

  if (result.ok) {
    const placed = [...(result.booking.rooms.length > 0 ? [roomList(result.booking.rooms)] : []), ...(hall ? [`the ${hall.hall.name}`] : [])];
    if (placed.length === 0) return { fits: true, summary: 'Fits: nothing to reserve on the grid.', says: { kind: 'nothing' } };
    const says: PlacementSays = {
      kind: 'fits',
      rooms: roomsWanted,
      hall: hall?.hall.name ?? null,
      stay: nights,
      placed: result.booking.rooms,
      moved: Boolean(result.moved),
    };
    const free = placed.length === 1 && result.booking.rooms.length <= 1 ? 'is free' : 'are free';
    if (result.moved)
      return {
        fits: true,
        summary: `Needs ${needs} ${stay}; fits once earlier guests move rooms: then ${list(placed)} ${free} ${allNights(nights.length)}.`,
        says,
      };
    return { fits: true, summary: `Needs ${needs} ${stay}; ${list(placed)} ${free} ${allNights(nights.length)}.`, says };
  }

  if (needsHall(scenario)) {
    if (!hall) return { fits: false, summary: `Does not fit: ${MESSAGES.hallNotFound}`, says: { kind: 'hallMissing' } };
    const row = banquets[hallKey(hall.index)];
    const taken = nights.find((d) => !row || row[d] !== null);
    if (taken)
      return {
        fits: false,
        summary: `Does not fit: the ${hall.hall.name} is taken on ${dayName(taken)}.`,
        says: { kind: 'hallTaken', hall: hall.hall.name, day: taken },
      };
  }
  const rows = Object.values(rooms);
  const short = nights.find((d) => rows.filter((days) => days[d] === null).length < roomsWanted);
  if (short) {
    const left = rows.filter((days) => days[short] === null).length;
    return {
      fits: false,
      summary: `Does not fit: ${dayName(short)} has ${left === 0 ? 'no rooms' : count(left, 'room')} left, and it needs ${roomsWanted}.`,
      says: { kind: 'short', day: short, left, wanted: roomsWanted },
    };
  }
  // Enough rooms each night, but a guest keeps one room for the whole stay.
  const whole = rows.filter((days) => nights.every((d) => days[d] === null)).length;
  if (bookings)
    return {
      fits: false,
      summary: `Does not fit: enough rooms each night ${stay}, but no way of moving the guests between rooms gives ${roomsWanted === 1 ? 'it one room' : `each of its ${roomsWanted} rooms`} for the whole stay.`,
      says: { kind: 'noShuffle', wanted: roomsWanted, stay: nights },
    };
  return {
    fits: false,
    summary: `Does not fit: only ${count(whole, 'room is', 'rooms are')} free ${allNights(nights.length)} ${stay}, and a guest keeps one room for the whole stay; it needs ${roomsWanted}.`,
    says: { kind: 'notWhole', whole, wanted: roomsWanted, stay: nights },
  };
}

/**
 * The request read out once when it comes on screen: position, guest, rooms,
 * nights, total, and where it would land.
 */
export function requestAnnouncement(scenario: PlayScenario & { reservationName?: string }, position: number, total: number, where: Placement): string {
  const nights = stayNights(scenario.checkInDay, scenario.roomNights) ?? [];
  const rooms = needsRooms(scenario) ? count(scenario.noOfRoom, 'room') : 'no rooms';
  const stay = nights.length > 0 ? `${stayLabel(nights)}, ${count(nights.length, 'night')}` : 'no valid nights';
  return `Request ${position} of ${total}: ${scenario.reservationName || 'Booking request'}. ${rooms}, ${stay}. Total ${formatINR(scenario.totalRate)}. ${where.summary}`;
}

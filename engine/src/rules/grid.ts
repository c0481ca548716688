/** The room and banquet grids: one row per room or hall, one cell per night, null when free. */
import { GRID_DAYS, type GridDay } from '../domain/days.js';
import type { BanquetGrid, DayValues, RoomGrid } from '../domain/game.js';
import { DEFAULT_ROOM_COUNT } from '../domain/defaults.js';

export function emptyDays(): DayValues {
  return Object.fromEntries(GRID_DAYS.map((d) => [d, null])) as DayValues;
}

export function roomName(index: number): string {
  return `Room ${index + 1}`;
}

export function hallKey(index: number): string {
  return `b${index + 1}`;
}

/** 'Room 1'..'Room N', every night free. An unknown room count falls back to 5 (docs/rules.md §9). */
export function emptyRoomGrid(totalRooms: number): RoomGrid {
  const n = Number.isInteger(totalRooms) && totalRooms > 0 ? totalRooms : DEFAULT_ROOM_COUNT;
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [roomName(i), emptyDays()]));
}

/** b1, b2, ... in the session's hall order, every night free. */
export function emptyBanquetGrid(hallCount: number): BanquetGrid {
  return Object.fromEntries(Array.from({ length: Math.max(0, hallCount) }, (_, i) => [hallKey(i), emptyDays()]));
}

export type RoomStatus = 'booked' | 'partial' | 'available';

/** Booked when every night is sold, partial when some are, otherwise available. */
export function roomStatus(days: DayValues): RoomStatus {
  const sold = GRID_DAYS.filter((d: GridDay) => days[d] !== null).length;
  if (sold === GRID_DAYS.length) return 'booked';
  return sold > 0 ? 'partial' : 'available';
}

/** Sold nights across a grid. */
export function soldNights(grid: RoomGrid | BanquetGrid): number {
  let n = 0;
  for (const days of Object.values(grid)) for (const d of GRID_DAYS) if (days[d] !== null) n++;
  return n;
}

/** How many rows (rooms or halls) are free each night, in week order. */
export function freeByNight(grid: RoomGrid | BanquetGrid): Record<GridDay, number> {
  const free = Object.fromEntries(GRID_DAYS.map((d) => [d, 0])) as Record<GridDay, number>;
  for (const days of Object.values(grid)) for (const d of GRID_DAYS) if (days[d] === null) free[d]++;
  return free;
}

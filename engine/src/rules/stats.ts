/** The game's figures (docs/rules.md §9 "Stats"): occupancy, ADR and the two readings of RevPAR. */
import { OCCUPANCY_DAYS, DAYS_IN_WEEK } from '../domain/days.js';
import type { Occupancy } from '../domain/session.js';

export interface FigureInputs {
  /** Rooms in the hotel (grid rows). */
  totalRooms: number;
  roomNightsSold: number;
  roomRevenue: number;
  /** Rooms plus banquets. */
  totalRevenue: number;
}

/** Room-nights the week can sell: totalRooms x 7. */
export function weeklyCapacity(totalRooms: number): number {
  return totalRooms * DAYS_IN_WEEK;
}

/** occupied room-nights / (rooms x 7) x 100. */
export function occupancyPercent(f: Pick<FigureInputs, 'totalRooms' | 'roomNightsSold'>): number {
  const capacity = weeklyCapacity(f.totalRooms);
  return capacity > 0 ? (f.roomNightsSold / capacity) * 100 : 0;
}

/** room revenue / occupied room-nights, 0 when none. */
export function averageDailyRate(f: Pick<FigureInputs, 'roomNightsSold' | 'roomRevenue'>): number {
  return f.roomNightsSold > 0 ? f.roomRevenue / f.roomNightsSold : 0;
}

/** The game's RevPAR: total revenue (rooms plus banquet) / (rooms x 7). */
export function gameRevPar(f: Pick<FigureInputs, 'totalRooms' | 'totalRevenue'>): number {
  const capacity = weeklyCapacity(f.totalRooms);
  return capacity > 0 ? f.totalRevenue / capacity : 0;
}

/** The control panel's RevPAR: room revenue / (rooms x 7). */
export function roomRevPar(f: Pick<FigureInputs, 'totalRooms' | 'roomRevenue'>): number {
  const capacity = weeklyCapacity(f.totalRooms);
  return capacity > 0 ? f.roomRevenue / capacity : 0;
}

/** Weekly average of the forecast: the sum divided by 7. */
export function weeklyOccupancyAverage(occupancy: Partial<Occupancy>): number {
  const sum = OCCUPANCY_DAYS.reduce((acc, d) => acc + (Number(occupancy[d]) || 0), 0);
  return sum / DAYS_IN_WEEK;
}

/** A rate type's difference from the base ADR in percent, as the control panel's summary shows it. */
export function percentFromBase(rate: number, baseADR: number): number {
  return baseADR > 0 ? ((rate - baseADR) / baseADR) * 100 : 0;
}

/**
 * Transient demand that comes true (issue 37, decision record 020). Under a
 * session's `forecast` demand model, guests who book for one night at the base
 * ADR arrive after the deck and take the rooms a team left free, up to that
 * night's demand. The demand is drawn once per session, around the forecast,
 * from the session's id: every team and house team meets the same guests.
 *
 * The distribution: each night's demand, in rooms, is Poisson with mean
 * forecast occupancy x rooms (a 90% Friday in a 40-room hotel: mean 36, so
 * 95% of weeks between 24 and 48). Poisson is the textbook model of
 * independent guests booking a night; its spread, the square root of the
 * mean, is what a forecast of that size usually misses by. Demand is not
 * capped at the hotel's size: on a busy night more guests ask than fit, and
 * those turned away are what a cheap group costs.
 *
 * Under `none` (the specification's model, and any session created without
 * the field) the forecast is only shown, and nothing here applies.
 */
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { RoomGrid } from '../domain/game.js';
import type { DemandModel, Session } from '../domain/session.js';
import { freeByNight } from './grid.js';
import { randomFrom } from './seeded-random.js';

export type DemandSession = Pick<Session, 'id' | 'totalRooms' | 'baseADR' | 'occupancy'> & { demandModel?: DemandModel | undefined };

/** Whether transient guests arrive in this session: its demand model is `forecast`. */
export function hasTransientDemand(session: { demandModel?: DemandModel | undefined }): boolean {
  return session.demandModel === 'forecast';
}

/** The forecast's mean transient demand on a night, in rooms: occupancy % x rooms (an unreadable forecast counts as 0). */
export function forecastMean(session: Pick<Session, 'totalRooms' | 'occupancy'>, day: GridDay): number {
  const value = Number(session.occupancy[OCCUPANCY_DAYS[GRID_DAYS.indexOf(day)]!]);
  return Number.isFinite(value) ? (Math.min(100, Math.max(0, value)) / 100) * session.totalRooms : 0;
}

/** P(D = k) for k = 0..upTo, D Poisson with mean `mean` (means up to the hotel's 500 rooms stay within doubles). */
function poissonPmf(mean: number, upTo: number): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= upTo; k++) out.push((out[k - 1]! * mean) / k);
  return out;
}

/** A Poisson draw by inverse transform: the smallest k with P(D <= k) >= u. */
export function drawPoisson(mean: number, random: () => number): number {
  if (mean <= 0) return 0;
  const u = random();
  let p = Math.exp(-mean);
  let cumulative = p;
  let k = 0;
  // Far past the mean the remaining mass is below a double's precision: stop there.
  const last = Math.ceil(mean + 12 * Math.sqrt(mean) + 12);
  while (cumulative < u && k < last) {
    k++;
    p = (p * mean) / k;
    cumulative += p;
  }
  return k;
}

/** Each night's transient demand in rooms, drawn once for the session from its id. */
export function realisedDemand(session: Pick<Session, 'id' | 'totalRooms' | 'occupancy'>): Record<GridDay, number> {
  const random = randomFrom(`${session.id}|transient-demand`);
  return Object.fromEntries(GRID_DAYS.map((day) => [day, drawPoisson(forecastMean(session, day), random)])) as Record<GridDay, number>;
}

/** E[min(D, free)] for D Poisson with mean `mean`: the transient rooms a night with `free` rooms left expects to sell. */
export function expectedFilled(mean: number, free: number): number {
  if (free <= 0 || mean <= 0) return 0;
  // E[min(D, f)] = sum over k < f of P(D > k).
  const pmf = poissonPmf(mean, free);
  let below = 0;
  let sum = 0;
  for (let k = 0; k < free; k++) {
    below += pmf[k]!;
    sum += Math.max(0, 1 - below);
  }
  return sum;
}

export interface TransientNight {
  day: GridDay;
  /** Rooms asked for that night: the draw (realised) or the forecast's mean (projected). */
  demand: number;
  /** Rooms the team left free that night. */
  free: number;
  /** Transient guests who took a room (expected, when projected). */
  arrived: number;
  /** Transient guests who found the hotel full. */
  turnedAway: number;
  revenue: number;
}

export type DemandPhase = 'projected' | 'realised';

/**
 * The transient guests of a week whose rooms stand as `rooms`: realised, from
 * the session's draw (at the end), or projected, what the forecast expects on
 * the rooms still free (during play).
 */
export function transientWeek(session: DemandSession, rooms: RoomGrid, phase: DemandPhase): TransientNight[] {
  const free = freeByNight(rooms);
  const drawn = phase === 'realised' ? realisedDemand(session) : null;
  return GRID_DAYS.map((day) => {
    const demand = drawn ? drawn[day] : forecastMean(session, day);
    const arrived = drawn ? Math.min(demand, free[day]) : expectedFilled(demand, free[day]);
    return { day, demand, free: free[day], arrived, turnedAway: Math.max(0, demand - arrived), revenue: arrived * session.baseADR };
  });
}

/** The transient guests one accepted booking turned away in the realised week: rooms summed over its nights, and their worth at the base ADR. */
export interface TurnedAway {
  rooms: number;
  value: number;
}

/**
 * What a booking the team accepted cost in guests who came (issue 37): on each
 * of its nights, the transient guests who would have taken its rooms had it
 * not been there, min(D, free + g) - min(D, free), with `rooms` the week as it
 * ended. Under the forecast demand model, once the game has ended.
 */
export function turnedAwayBy(session: DemandSession, rooms: RoomGrid, booking: { nights: readonly GridDay[]; rooms: readonly string[] }): TurnedAway {
  const drawn = realisedDemand(session);
  const free = freeByNight(rooms);
  const g = booking.rooms.length;
  const count = booking.nights.reduce((n, day) => n + Math.min(drawn[day], free[day] + g) - Math.min(drawn[day], free[day]), 0);
  return { rooms: count, value: count * session.baseADR };
}

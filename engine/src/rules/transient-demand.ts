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
import { type DemandModel, type Session } from '../domain/session.js';
import { forecastPercent } from '../domain/forecast.js';
import type { ClosedWeek, NightPrices } from '../domain/campaign.js';
import { freeByNight } from './grid.js';
import { demandAtPrice, meanAtPrice, nightElasticities } from './pricing.js';
import { randomFrom } from './seeded-random.js';

/**
 * What the transient guests need of a session. A campaign (issue 36) adds its
 * week and length, the weeks it closed (the first week's forecast anchors its
 * market), and a team's rates in a pricing round (`bar`, absent: the base ADR).
 */
export type DemandSession = Pick<Session, 'id' | 'totalRooms' | 'baseADR' | 'occupancy'> & {
  demandModel?: DemandModel | undefined;
  week?: number | undefined;
  weeks?: number | undefined;
  closedWeeks?: readonly Pick<ClosedWeek, 'week' | 'occupancy'>[] | undefined;
  bar?: NightPrices | null | undefined;
};

type MarketSession = Pick<DemandSession, 'id' | 'totalRooms' | 'occupancy' | 'week' | 'weeks' | 'closedWeeks'>;

/** Whether the session is a campaign of several weeks, whose market is its own (decision record 024). */
function inCampaign(session: Pick<DemandSession, 'weeks'>): boolean {
  return (session.weeks ?? 1) > 1;
}

/** How far the market sits from the first week's forecast, per night: 0.8 to 1.2, drawn once per campaign from its id. */
export function marketBias(sessionId: string): Record<GridDay, number> {
  const random = randomFrom(`${sessionId}|market`);
  return Object.fromEntries(GRID_DAYS.map((day) => [day, Math.round((0.8 + 0.4 * random()) * 100) / 100])) as Record<GridDay, number>;
}

/**
 * A night's true mean demand at the base ADR. In a single week it is the
 * forecast's (decision record 020). In a campaign the forecast is the hotel's
 * estimate of a market it does not know exactly: the first week's forecast
 * times the night's bias, the same every week, which pick-up learns.
 */
export function marketMean(session: MarketSession, day: GridDay): number {
  if (!inCampaign(session)) return forecastMean(session, day);
  const first = session.closedWeeks?.find((w) => w.week === 1)?.occupancy ?? session.occupancy;
  return forecastMean({ totalRooms: session.totalRooms, occupancy: first }, day) * marketBias(session.id)[day];
}

/** Whether transient guests arrive in this session: its demand model is `forecast`. */
export function hasTransientDemand(session: { demandModel?: DemandModel | undefined }): boolean {
  return session.demandModel === 'forecast';
}

/** The forecast's mean transient demand on a night, in rooms: occupancy % x rooms (an unreadable forecast counts as 0). */
export function forecastMean(session: Pick<Session, 'totalRooms' | 'occupancy'>, day: GridDay): number {
  return (forecastPercent(session.occupancy[OCCUPANCY_DAYS[GRID_DAYS.indexOf(day)]!]) / 100) * session.totalRooms;
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

/**
 * Each night's transient demand at the base ADR, in rooms, drawn once for the
 * session (and in a campaign once for each week after the first) from its id.
 */
export function realisedDemand(session: MarketSession): Record<GridDay, number> {
  const week = session.week ?? 1;
  const random = randomFrom(`${session.id}|transient-demand${week > 1 ? `|week-${week}` : ''}`);
  return Object.fromEntries(GRID_DAYS.map((day) => [day, drawPoisson(marketMean(session, day), random)])) as Record<GridDay, number>;
}

/** The rate a night sells to transient guests at: the team's in a pricing round, else the base ADR. */
export function nightRate(session: Pick<DemandSession, 'baseADR' | 'bar'>, day: GridDay): number {
  return session.bar?.[day] ?? session.baseADR;
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
  /** The rate the night sold at: the base ADR, or the team's in a pricing round. */
  price: number;
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
  const elasticity = session.bar ? nightElasticities(session) : null;
  return GRID_DAYS.map((day) => {
    const price = nightRate(session, day);
    const atAdr = drawn ? drawn[day] : forecastMean(session, day);
    const demand = !elasticity
      ? atAdr
      : drawn
        ? demandAtPrice(atAdr, price, session.baseADR, elasticity[day])
        : meanAtPrice(atAdr, price, session.baseADR, elasticity[day]);
    const arrived = drawn ? Math.min(demand, free[day]) : expectedFilled(demand, free[day]);
    return { day, price, demand, free: free[day], arrived, turnedAway: Math.max(0, demand - arrived), revenue: arrived * price };
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
  const elasticity = session.bar ? nightElasticities(session) : null;
  const free = freeByNight(rooms);
  const g = booking.rooms.length;
  let count = 0;
  let value = 0;
  for (const day of booking.nights) {
    const price = nightRate(session, day);
    const demand = elasticity ? demandAtPrice(drawn[day], price, session.baseADR, elasticity[day]) : drawn[day];
    const lost = Math.min(demand, free[day] + g) - Math.min(demand, free[day]);
    count += lost;
    value += lost * price;
  }
  return { rooms: count, value };
}

/**
 * One team's week: the grids it has sold, its bookings and its decisions.
 * The browser runs it optimistically and the server replays it as the authority.
 */
import type { BanquetGrid, DecisionType, GameStats, RoomGrid } from '../domain/game.js';
import { MESSAGES } from '../domain/messages.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { PlaySession } from '../domain/session.js';
import { acceptBooking, type Booking } from './acceptance.js';
import { emptyBanquetGrid, emptyRoomGrid } from './grid.js';
import { averageDailyRate, gameRevPar, occupancyPercent, roomRevPar } from './stats.js';
import type { DemandPhase, TransientNight } from './transient-demand.js';

export interface TeamPlay {
  rooms: RoomGrid;
  banquets: BanquetGrid;
  bookings: Booking[];
  /** scenarioId to the decision taken, in decision order. */
  decided: Record<string, DecisionType>;
}

export interface TeamFigures {
  revenue: number;
  roomRevenue: number;
  banquetRevenue: number;
  roomNightsSold: number;
  occupancy: number;
  adr: number;
  /** The game's reading: total revenue / (rooms x 7). */
  revPar: number;
  /** The control panel's reading: room revenue / (rooms x 7). */
  roomRevPar: number;
  /** Total revenue, banquets included, / (rooms x 7): a hotel's TRevPAR. */
  tRevPar: number;
  accepted: number;
  declined: number;
  /** The transient guests of the week, under the `forecast` demand model (`week-figures.ts`); null under `none`. */
  transient: TransientFigures | null;
}

export interface TransientFigures {
  /** Projected during play (the forecast's expectation on the rooms still free), realised once the game has ended. */
  phase: DemandPhase;
  rooms: number;
  revenue: number;
  turnedAway: number;
  nights: TransientNight[];
}

export type DecideResult = { ok: true; play: TeamPlay; booking: Booking | null } | { ok: false; message: string };

export function startPlay(session: PlaySession): TeamPlay {
  return {
    rooms: emptyRoomGrid(session.totalRooms),
    banquets: emptyBanquetGrid(session.banquet.length),
    bookings: [],
    decided: {},
  };
}

/** Accept or decline one scenario. An accept that breaks a rule changes nothing and says why. */
export function decide(play: TeamPlay, session: PlaySession, scenario: PlayScenario, decision: DecisionType): DecideResult {
  if (play.decided[scenario._id] !== undefined) return { ok: false, message: MESSAGES.alreadyDecided };
  const decided = { ...play.decided, [scenario._id]: decision };
  if (decision === 'dec') return { ok: true, play: { ...play, decided }, booking: null };

  const result = acceptBooking(play.rooms, play.banquets, session, scenario, play.bookings);
  if (!result.ok) return result;
  return {
    ok: true,
    booking: result.booking,
    play: { rooms: result.rooms, banquets: result.banquets, bookings: [...(result.moved ?? play.bookings), result.booking], decided },
  };
}

export function playFigures(play: TeamPlay): TeamFigures {
  let revenue = 0;
  let roomRevenue = 0;
  let roomNightsSold = 0;
  for (const b of play.bookings) {
    revenue += b.totalRate;
    roomRevenue += b.roomRevenue;
    roomNightsSold += b.rooms.length * b.nights.length;
  }
  const totalRooms = Object.keys(play.rooms).length;
  const decisions = Object.values(play.decided);
  const inputs = { totalRooms, roomNightsSold, roomRevenue, totalRevenue: revenue };
  return {
    revenue,
    roomRevenue,
    banquetRevenue: revenue - roomRevenue,
    roomNightsSold,
    occupancy: occupancyPercent(inputs),
    adr: averageDailyRate(inputs),
    revPar: gameRevPar(inputs),
    roomRevPar: roomRevPar(inputs),
    tRevPar: gameRevPar(inputs),
    accepted: decisions.filter((d) => d === 'acc').length,
    declined: decisions.filter((d) => d === 'dec').length,
    transient: null,
  };
}

/** The body the documented getScenario call sends: figures plus the decision just taken. */
export function toGameStats(f: TeamFigures, type: DecisionType | ''): GameStats {
  return { revenue: round2(f.revenue), occupancy: round2(f.occupancy), ADR: round2(f.adr), revPar: round2(f.revPar), type };
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

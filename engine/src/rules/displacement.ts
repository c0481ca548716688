/**
 * Displacement analysis of a booking request (issue "Debrief", decision record
 * 009): the transient revenue a group would push out on the nights the
 * forecast says the hotel would fill anyway, and what the group is worth once
 * that is taken off. Uses only the session's forecast and base ADR: the
 * debrief's figure, the same for every team, and the one the host sees in the
 * scenario form while writing the deck. The booking card's hint adds the rooms
 * the team has already sold (`displacementGivenPlay`, decision record 018).
 */
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { PlayScenario } from '../domain/scenario.js';
import { type Session } from '../domain/session.js';
import { forecastPercent } from '../domain/forecast.js';
import { findHall, needsHall, needsRooms, splitRevenue, stayNights } from './acceptance.js';
import { freeByNight } from './grid.js';
import type { TeamPlay } from './team-play.js';
import { expectedFilled, forecastMean } from './transient-demand.js';

export type DisplacementSession = Pick<Session, 'totalRooms' | 'baseADR' | 'occupancy' | 'banquet'> & Partial<Pick<Session, 'demandModel'>>;

export interface DisplacedNight {
  day: GridDay;
  /** Transient rooms the forecast expects that night: occupancy % x rooms. */
  forecastRooms: number;
  /** Of the group's rooms, how many the transients would have filled. */
  displacedRooms: number;
  displacedRevenue: number;
}

export interface Displacement {
  nights: DisplacedNight[];
  /** What the request pays for its rooms (its total less any hall part). */
  roomRevenue: number;
  /** Displaced rooms summed over the nights: the transient room-nights turned away. */
  displacedRoomNights: number;
  /** Transient revenue given up: displaced rooms x base ADR, summed over the nights. */
  displacedRevenue: number;
  /** Total rate less the displaced revenue: what accepting adds over the forecast week. */
  netContribution: number;
}

/** The forecast share of a day, 0..1; a missing or unreadable forecast counts as empty. */
function forecastShare(session: DisplacementSession, day: GridDay): number {
  return forecastPercent(session.occupancy[OCCUPANCY_DAYS[GRID_DAYS.indexOf(day)]!]) / 100;
}

/**
 * For each night n of the stay, with R rooms, g rooms asked for and F_n = the
 * forecast occupancy x R: displaced_n = clamp(F_n + g - R, 0, g). Displaced
 * revenue = sum of displaced_n x base ADR; net contribution = total rate -
 * displaced revenue. A hall-only request displaces no rooms.
 */
export function displacement(session: DisplacementSession, scenario: PlayScenario): Displacement {
  const rooms = needsRooms(scenario) ? scenario.noOfRoom : 0;
  const stay = rooms > 0 ? (stayNights(scenario.checkInDay, scenario.roomNights) ?? []) : [];
  const hall = needsHall(scenario) ? findHall(session.banquet, scenario.rateType) : null;
  const nights = stay.map((day): DisplacedNight => {
    const forecastRooms = forecastShare(session, day) * session.totalRooms;
    const displacedRooms = Math.min(rooms, Math.max(0, forecastRooms + rooms - session.totalRooms));
    return { day, forecastRooms, displacedRooms, displacedRevenue: displacedRooms * session.baseADR };
  });
  const displacedRevenue = nights.reduce((sum, n) => sum + n.displacedRevenue, 0);
  return {
    nights,
    roomRevenue: splitRevenue(scenario, hall ? hall.hall.rate : null).roomRevenue,
    displacedRoomNights: nights.reduce((sum, n) => sum + n.displacedRooms, 0),
    displacedRevenue,
    netContribution: scenario.totalRate - displacedRevenue,
  };
}

/**
 * Under the forecast demand model the transient guests really come, Poisson
 * around the forecast (`transient-demand.ts`): a request's rooms cost, night
 * by night, the transient rooms the team expects to sell with them free and no
 * longer expects once they are taken, E[min(D, free)] - E[min(D, free - g)],
 * at the base ADR, given the team's week (an empty one for the deck designer).
 * The booking card, the scenario form and the displacement house team read it.
 */
export function expectedDisplacementOf(session: DisplacementSession, play: Pick<TeamPlay, 'rooms'>, request: PlayScenario): Displacement {
  const rooms = needsRooms(request) ? request.noOfRoom : 0;
  const stay = rooms > 0 ? (stayNights(request.checkInDay, request.roomNights) ?? []) : [];
  const free = freeByNight(play.rooms);
  const nights = stay.map((day) => {
    const mean = forecastMean(session, day);
    const displacedRooms = expectedFilled(mean, free[day]) - expectedFilled(mean, free[day] - rooms);
    return { day, forecastRooms: mean, displacedRooms, displacedRevenue: displacedRooms * session.baseADR };
  });
  const displacedRevenue = nights.reduce((sum, n) => sum + n.displacedRevenue, 0);
  const hall = needsHall(request) ? findHall(session.banquet, request.rateType) : null;
  return {
    nights,
    roomRevenue: splitRevenue(request, hall ? hall.hall.rate : null).roomRevenue,
    displacedRoomNights: nights.reduce((sum, n) => sum + n.displacedRooms, 0),
    displacedRevenue,
    netContribution: request.totalRate - displacedRevenue,
  };
}

/**
 * A week's figures as the session's demand model reads them (issue 37). Under
 * `none`, the specification's: the deck's bookings only, RevPAR as total
 * revenue over available room-nights. Under `forecast`, a hotel's: the
 * transient guests who take the rooms left free count in revenue, occupancy
 * and ADR; RevPAR is room revenue over available room-nights and TRevPAR,
 * banquets included, stands beside it. During play the transient guests are
 * the forecast's expectation on the rooms still free (the projected week);
 * once the game has ended, those the session's draw sent (the realised week).
 */
import type { PlaySession, Session } from '../domain/session.js';
import { averageDailyRate, gameRevPar, occupancyPercent, roomRevPar } from './stats.js';
import { playFigures, type TeamFigures, type TeamPlay } from './team-play.js';
import { hasTransientDemand, transientWeek, type DemandPhase, type DemandSession } from './transient-demand.js';

/** What the figures need of a session: its size, and, for transient guests, its demand model, forecast, base ADR, id and status. */
export type FigureSession = PlaySession & Partial<Pick<Session, 'status'>> & Partial<DemandSession>;

/** Projected while the game runs, realised once the host has ended it. */
export function demandPhase(session: Partial<Pick<Session, 'status'>>): DemandPhase {
  return session.status === 'ended' ? 'realised' : 'projected';
}

const isDemandSession = (s: FigureSession): s is FigureSession & DemandSession =>
  hasTransientDemand(s) && typeof s.id === 'string' && typeof s.baseADR === 'number' && typeof s.occupancy === 'object' && s.occupancy !== null;

/**
 * @example weekFigures(play, { ...session, demandModel: 'forecast', status: 'ended' }).revPar // room revenue / (rooms x 7)
 */
export function weekFigures(play: TeamPlay, session: FigureSession, phase: DemandPhase = demandPhase(session)): TeamFigures {
  const deck = playFigures(play);
  if (!isDemandSession(session)) return deck;
  const nights = transientWeek(session, play.rooms, phase);
  const rooms = nights.reduce((n, x) => n + x.arrived, 0);
  const revenue = nights.reduce((n, x) => n + x.revenue, 0);
  const inputs = {
    totalRooms: Object.keys(play.rooms).length,
    roomNightsSold: deck.roomNightsSold + rooms,
    roomRevenue: deck.roomRevenue + revenue,
    totalRevenue: deck.revenue + revenue,
  };
  return {
    ...deck,
    revenue: inputs.totalRevenue,
    roomRevenue: inputs.roomRevenue,
    roomNightsSold: inputs.roomNightsSold,
    occupancy: occupancyPercent(inputs),
    adr: averageDailyRate(inputs),
    // A hotel's RevPAR: rooms only. Banquets are in TRevPAR.
    revPar: roomRevPar(inputs),
    roomRevPar: roomRevPar(inputs),
    tRevPar: gameRevPar(inputs),
    transient: { phase, rooms, revenue, turnedAway: nights.reduce((n, x) => n + x.turnedAway, 0), nights },
  };
}

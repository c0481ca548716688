/**
 * House policies (issue "House teams"): rules a hotel could hand its front
 * desk, each a pure function of what a team sees when a request arrives: the
 * session with its forecast, the team's week so far and the request. A rule
 * only answers; the game's own rules (`decide`) place the booking and turn an
 * accept that does not fit into a decline, as they do for a team.
 */
import { GRID_DAYS, OCCUPANCY_DAYS } from '../domain/days.js';
import type { DecisionType } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { findHall, needsHall, needsRooms, splitRevenue, stayNights } from '../rules/acceptance.js';
import { displacement, expectedDisplacementOf } from '../rules/displacement.js';
import { freeByNight } from '../rules/grid.js';
import { meanAtPrice, nightElasticities } from '../rules/pricing.js';
import { expectedFilled, forecastMean, hasTransientDemand, nightRate, type DemandSession } from '../rules/transient-demand.js';
import type { TeamPlay } from '../rules/team-play.js';

/**
 * What a house policy knows of the session: the hotel, its forecast, base ADR
 * and rate card, whether its transient guests come (issue 37), and in a
 * pricing round the rates it sells them at (issue 36).
 */
export type HouseSession = Pick<Session, 'totalRooms' | 'baseADR' | 'occupancy' | 'banquet' | 'rates'> &
  Partial<Pick<Session, 'id' | 'demandModel' | 'week' | 'weeks' | 'pricingWeeks' | 'priceBounds'>> &
  Partial<Pick<DemandSession, 'bar' | 'closedWeeks'>>;

/** Everything a team sees when a request arrives, and nothing more. */
export interface PolicyView {
  session: HouseSession;
  /** The team's week so far. */
  play: TeamPlay;
  request: PlayScenario;
}

export type HouseRule = (view: PolicyView) => DecisionType;

/** What the request pays per room per night, its hall part taken off; null when it takes no rooms. */
export function nightlyRoomRate(session: Pick<HouseSession, 'banquet'>, request: PlayScenario): number | null {
  if (!needsRooms(request)) return null;
  const hall = needsHall(request) ? findHall(session.banquet, request.rateType) : null;
  return splitRevenue(request, hall ? hall.hall.rate : null).nightlyRoomRate;
}

/**
 * First come, first served: accept every request. What does not fit is
 * declined by the game's rules, so the week is the greedy one.
 */
export const firstComeFirstServed: HouseRule = () => 'acc';

/**
 * Rate threshold: accept a request whose nightly room rate is at least the
 * base ADR; a request that takes no rooms (banquet only) is always accepted.
 */
export const rateThreshold: HouseRule = ({ session, request }) => {
  const rate = nightlyRoomRate(session, request);
  return rate === null || rate >= session.baseADR ? 'acc' : 'dec';
};

/** Rooms the team has sold on each night, in week order. */
export function soldByNight(play: TeamPlay): number[] {
  return GRID_DAYS.map((day) => Object.values(play.rooms).filter((nights) => nights[day] !== null).length);
}

/**
 * The displacement of a request given the team's week so far: the forecast's
 * transients come on top of the rooms already sold, so night n displaces
 * clamp(F_n + sold_n + g - R, 0, g) rooms (decision record 018). On an empty
 * week this is the booking card's hint (`displacement`, record 009).
 */
export function displacementGivenPlay(session: HouseSession, play: TeamPlay, request: PlayScenario) {
  const sold = soldByNight(play);
  const rooms = Math.max(1, session.totalRooms);
  const occupancy = Object.fromEntries(
    OCCUPANCY_DAYS.map((day, i) => {
      const forecast = Number(session.occupancy[day]);
      const share = (Number.isFinite(forecast) ? Math.min(100, Math.max(0, forecast)) : 0) + (sold[i]! / rooms) * 100;
      return [day, String(Math.min(100, share))];
    }),
  ) as HouseSession['occupancy'];
  return displacement({ ...session, occupancy }, request);
}

/**
 * Under the forecast demand model the transient guests really come, Poisson
 * around the forecast (`transient-demand.ts`): a request's rooms cost, night
 * by night, the transient rooms the team expects to sell with them free and
 * no longer expects once they are taken, E[min(D, free)] - E[min(D, free - g)],
 * at the base ADR. The request's whole total is set against it (its hall part
 * displaces no guests).
 */
export function expectedDisplacement(session: HouseSession, play: TeamPlay, request: PlayScenario): number {
  if (!session.bar || session.id === undefined) return expectedDisplacementOf(session, play, request).displacedRevenue;
  return pricedDisplacement({ ...session, id: session.id, bar: session.bar }, play, request);
}

/**
 * In a pricing round the guests a request turns away would have paid the
 * night's rate, and fewer of them ask at a higher one: the forecast's mean
 * moves along the night's demand curve to the rate, mean(p), and each night
 * costs p x (E[min(D(p), free)] - E[min(D(p), free - g)]).
 */
function pricedDisplacement(session: HouseSession & Pick<DemandSession, 'id' | 'bar'>, play: TeamPlay, request: PlayScenario): number {
  const rooms = needsRooms(request) ? request.noOfRoom : 0;
  const stay = rooms > 0 ? (stayNights(request.checkInDay, request.roomNights) ?? []) : [];
  const free = freeByNight(play.rooms);
  const elasticity = nightElasticities(session);
  return stay.reduce((sum, day) => {
    const rate = nightRate(session, day);
    const mean = meanAtPrice(forecastMean(session, day), rate, session.baseADR, elasticity[day]);
    return sum + rate * (expectedFilled(mean, free[day]) - expectedFilled(mean, free[day] - rooms));
  }, 0);
}

/**
 * Displacement: accept when the request's total exceeds the transient revenue
 * it would turn away at the base ADR, night by night, given what is sold. With
 * transient guests that come, what it turns away is their expectation, at the
 * night's rate in a pricing round.
 */
export const displacementPolicy: HouseRule = ({ session, play, request }) => {
  if (hasTransientDemand(session)) return request.totalRate > expectedDisplacement(session, play, request) ? 'acc' : 'dec';
  return displacementGivenPlay(session, play, request).netContribution > 0 ? 'acc' : 'dec';
};

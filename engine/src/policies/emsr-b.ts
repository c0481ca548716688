/**
 * Booking limits by Belobaba's EMSR-b (expected marginal seat revenue,
 * version b; Belobaba 1989, 1992), night by night, from the session's forecast
 * and rate card (decision record 018).
 *
 * Classes are the rate card's rates, highest first: p_1 > p_2 > ... > p_k.
 * Each night's forecast (rooms x occupancy %) is the mean transient demand,
 * split evenly over the k classes, each class's demand normal with a
 * coefficient of variation of EMSR_B_DEMAND_CV and independent of the others.
 * To protect the top j classes against class j + 1, EMSR-b pools them into one
 * class with mean S_j, standard deviation sigma_j and the demand-weighted mean
 * fare pbar_j, and protects y_j = S_j + sigma_j x z, where P(Z > z) =
 * p_(j+1) / pbar_j; y_j is rounded to the nearest room and kept within the hotel.
 *
 * A request's class comes from its nightly room rate r (total less any hall
 * part, per room per night): it belongs to the highest card rate it pays, the
 * class j + 1 with p_(j+1) <= r < p_j, and is protected against by classes 1..j.
 * At or above p_1 it is top class and never held back. Below every card rate it
 * is a class of its own under the card, with its own rate as the fare, and all
 * k card classes are protected against it.
 */
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { PlayScenario } from '../domain/scenario.js';
import { expectedDisplacementOf } from '../rules/displacement.js';
import type { TeamPlay } from '../rules/team-play.js';
import type { DecisionType } from '../domain/game.js';
import { stayNights } from '../rules/acceptance.js';
import { freeByNight } from '../rules/grid.js';
import { expectedFilled, forecastMean, hasTransientDemand } from '../rules/transient-demand.js';
import { nightlyRoomRate, type HouseRule, type HouseSession } from './house-rules.js';

/** The spread of each class's demand: standard deviation = 0.3 x mean, a common planning assumption. */
export const EMSR_B_DEMAND_CV = 0.3;

/**
 * The inverse of the standard normal distribution function, by Acklam's
 * rational approximation (relative error under 1.2e-9), for 0 < p < 1.
 */
export function inverseNormal(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** The rate card's distinct rates, highest first: the fare classes. */
export function fareClasses(session: Pick<HouseSession, 'rates'>): number[] {
  return [...new Set(Object.values(session.rates).filter((r) => Number.isFinite(r) && r > 0))].sort((x, y) => y - x);
}

/** Mean forecast demand of each night, in rooms, in week order. */
export function forecastDemand(session: Pick<HouseSession, 'totalRooms' | 'occupancy'>): number[] {
  return OCCUPANCY_DAYS.map((day) => {
    const value = Number(session.occupancy[day]);
    return (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) / 100 : 0) * session.totalRooms;
  });
}

/**
 * EMSR-b's protection level of the top `protectedClasses` classes against a
 * lower fare, for one night's mean demand: rooms held back for them.
 */
export function protectionLevel(fares: readonly number[], protectedClasses: number, lowerFare: number, nightDemand: number, totalRooms: number): number {
  const j = Math.min(protectedClasses, fares.length);
  if (j === 0 || nightDemand <= 0) return 0;
  const classMean = nightDemand / fares.length;
  const mean = j * classMean;
  const sigma = Math.sqrt(j) * EMSR_B_DEMAND_CV * classMean;
  const weightedFare = fares.slice(0, j).reduce((sum, f) => sum + f, 0) / j;
  const ratio = lowerFare / weightedFare;
  if (ratio >= 1) return 0;
  const y = ratio <= 0 ? totalRooms : mean + sigma * inverseNormal(1 - ratio);
  return Math.min(totalRooms, Math.max(0, Math.round(y)));
}

/** A request's class against the card: how many card classes rank above it, and the fare it is protected against at. */
export function rateClass(fares: readonly number[], rate: number): { above: number; fare: number } {
  const at = fares.findIndex((f) => f <= rate);
  return at < 0 ? { above: fares.length, fare: rate } : { above: at, fare: fares[at]! };
}

/** Rooms held back, per night of the week, from a request paying `rate` per room night. */
export function protectionFor(session: HouseSession, rate: number): number[] {
  const fares = fareClasses(session);
  const cls = rateClass(fares, rate);
  return forecastDemand(session).map((demand) => protectionLevel(fares, cls.above, cls.fare, demand, session.totalRooms));
}

/**
 * Under the forecast demand model the guests who come pay the base ADR and
 * arrive Poisson around the forecast (`transient-demand.ts`): two classes,
 * and EMSR-b is Littlewood's rule. Protect the y-th room for them while its
 * expected revenue, base ADR x P(D >= y), beats the request's rate r: y_n is
 * the largest y with P(D_n >= y) > r / ADR. A rate at or above the base ADR
 * is never held back.
 */
export function transientProtection(session: HouseSession, rate: number): number[] {
  return GRID_DAYS.map((day) => nightProtection(session, day, rate));
}

/** Littlewood's protection on one night against a fare: the largest y with P(D >= y) > fare / ADR (0 at or above the base ADR). */
export function nightProtection(session: HouseSession, day: GridDay, fare: number): number {
  if (fare >= session.baseADR) return 0;
  const mean = forecastMean(session, day);
  const ratio = fare / session.baseADR;
  let y = 0;
  // P(D >= y + 1) is the marginal gain of one more room: E[min(D, y + 1)] - E[min(D, y)].
  while (y < session.totalRooms && expectedFilled(mean, y + 1) - expectedFilled(mean, y) > ratio) y++;
  return y;
}

/**
 * The fare a stay competes with on each of its nights under displacement-
 * adjusted virtual nesting (Smith and Penn's DAVN, as in Talluri and van
 * Ryzin, The Theory and Practice of Revenue Management, 2004, section 3.4): what
 * the whole stay pays per room, less the transient revenue it is expected to
 * displace on its other nights. A long stay that fills empty shoulder nights
 * brings its whole value to the one busy night it shares; a short cheap one
 * brings only its own. Per room, night by night in stay order.
 */
export function displacementAdjustedFares(session: HouseSession, play: Pick<TeamPlay, 'rooms'>, request: PlayScenario): number[] {
  const d = expectedDisplacementOf(session, play, request);
  const rooms = request.noOfRoom;
  return d.nights.map((night) => (request.totalRate - (d.displacedRevenue - night.displacedRevenue)) / rooms);
}

/**
 * EMSR-b booking limits: accept a request while, on every night of its stay,
 * the rooms left after it are at least the protection level of the classes
 * above it. A request that takes no rooms is accepted.
 */
export const emsrB: HouseRule = ({ session, play, request }): DecisionType => {
  const rate = nightlyRoomRate(session, request);
  if (rate === null) return 'acc';
  const nights = stayNights(request.checkInDay, request.roomNights) ?? [];
  const free = freeByNight(play.rooms);
  if (hasTransientDemand(session)) {
    // A network method, not night by night (issue 49): each night's limit is set against the stay's displacement-adjusted fare.
    const fares = displacementAdjustedFares(session, play, request);
    return nights.every((day, i) => free[day] - request.noOfRoom >= nightProtection(session, day, fares[i]!)) ? 'acc' : 'dec';
  }
  const protect = protectionFor(session, rate);
  return nights.every((day) => free[day] - request.noOfRoom >= protect[GRID_DAYS.indexOf(day)]!) ? 'acc' : 'dec';
};

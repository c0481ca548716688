/**
 * A campaign's weeks (issue 36): the forecast the next week opens with, the
 * session as each week was played, and the rates a team sold at in it. A
 * closed week keeps what it was played against in `closedWeeks`, so its
 * figures read the same after the session has moved on.
 */
import { type ClosedWeek, type NightPrices, type PriceBounds } from '../domain/campaign.js';
import { currentWeek, isPricingWeek } from '../domain/rounds.js';
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import { type Occupancy, type Session } from '../domain/session.js';
import { forecastPercent } from '../domain/forecast.js';
import type { Team } from '../domain/team.js';
import { teamRates, type RatedSession } from './team-rates.js';

/**
 * How many weeks of demand the first week's forecast counts as when pick-up
 * weighs it against what the weeks show. Pick-up is the mean of a
 * Gamma-Poisson model: the forecast is the prior's mean with the strength of
 * this many weeks, each week's demand one Poisson draw, so after n weeks the
 * forecast is the weighted mean of the first forecast and the n weeks seen,
 * and each week moves it 1 / (FORECAST_PRIOR_WEEKS + n) of the way. Early weeks
 * move it far, later ones less, so a week's noise is averaged away instead of
 * chased (a fixed half step, the rule before issue 49, kept a week's noise in
 * every forecast).
 */
export const FORECAST_PRIOR_WEEKS = 1;

/**
 * A night's demand unconstrained, as revenue managers read a sold-out night:
 * the hotel sees at most its rooms sold, so a night that filled is read as the
 * demand expected given that it reached the hotel's size, E[D | D >= rooms]
 * under the forecast's Poisson mean; a night that did not fill is read as it
 * came.
 */
export function unconstrainedDemand(demand: number, rooms: number, forecastMean: number): number {
  if (rooms <= 0 || demand < rooms) return Math.max(0, demand);
  if (forecastMean <= 0) return rooms;
  // E[D | D >= c] = m x P(D >= c - 1) / P(D >= c) for a Poisson mean m, summed from the upper tail.
  let p = Math.exp(-forecastMean);
  let below = 0;
  for (let k = 0; k < rooms - 1; k++) {
    below += p;
    p = (p * forecastMean) / (k + 1);
  }
  const atLeastCMinus1 = Math.max(0, 1 - below);
  const atLeastC = Math.max(0, atLeastCMinus1 - p);
  return atLeastC > 1e-12 ? Math.max(rooms, (forecastMean * atLeastCMinus1) / atLeastC) : rooms;
}

/**
 * The pick-up rule: next week's forecast after week `weekClosed` showed its
 * demand at the base ADR. Each day moves 1 / (FORECAST_PRIOR_WEEKS +
 * weekClosed) of the way from this week's forecast toward the occupancy the
 * week's demand showed, a sold-out night read unconstrained:
 * F' = round(F + (100 x u / rooms - F) / (1 + n)), held within 0..100, in whole
 * percents as the stored forecast holds them.
 *
 * @example revisedForecast({ ...week, Mon: '50' }, { ...drawn, M: 10 }, 40, 1).Mon // '38'
 */
export function revisedForecast(
  occupancy: Readonly<Occupancy>,
  realisedAtAdr: Readonly<Record<GridDay, number>>,
  totalRooms: number,
  weekClosed: number,
): Occupancy {
  const nights = pickUpNights(occupancy, realisedAtAdr, totalRooms, weekClosed);
  return Object.fromEntries(OCCUPANCY_DAYS.map((day, i) => [day, String(nights[i]!.next)])) as Occupancy;
}

/** One night of pick-up: this week's forecast, the demand it showed (percent of the hotel, unconstrained), and next week's forecast. */
export interface PickUpNight {
  day: GridDay;
  forecast: number;
  /** Unrounded; above 100 when the night filled the hotel. */
  seenPercent: number;
  /** The night's demand reached the hotel's size: read unconstrained. */
  soldOut: boolean;
  next: number;
}

/** The pick-up rule night by night, in week order: what `revisedForecast` stores and the debrief shows. */
export function pickUpNights(
  occupancy: Readonly<Occupancy>,
  realisedAtAdr: Readonly<Record<GridDay, number>>,
  totalRooms: number,
  weekClosed: number,
): PickUpNight[] {
  const weight = 1 / (FORECAST_PRIOR_WEEKS + Math.max(1, weekClosed));
  return OCCUPANCY_DAYS.map((occupancyDay, i) => {
    const day = GRID_DAYS[i]!;
    const forecast = forecastPercent(occupancy[occupancyDay]);
    const demand = realisedAtAdr[day];
    const seen = unconstrainedDemand(demand, totalRooms, (forecast / 100) * totalRooms);
    const seenPercent = totalRooms > 0 ? (100 * seen) / totalRooms : 0;
    const next = Math.min(100, Math.max(0, Math.round(forecast + weight * (seenPercent - forecast))));
    return { day, forecast, seenPercent, soldOut: totalRooms > 0 && demand >= totalRooms, next };
  });
}

/** What the weeks of a campaign need of its session. */
export type WeekSessionInput = Pick<Session, 'occupancy' | 'status'> & {
  family?: Session['family'];
  week?: number | undefined;
  closedWeeks?: readonly ClosedWeek[] | undefined;
  endedAt?: string | null | undefined;
  priceBounds?: PriceBounds | undefined;
};

/** The week's entry in `closedWeeks`, or null while it is being played (or not yet). */
export function closedWeekOf(session: { closedWeeks?: readonly ClosedWeek[] | undefined }, week: number): ClosedWeek | null {
  return session.closedWeeks?.find((w) => w.week === week) ?? null;
}

/**
 * The session as week `week` was or is played: for a closed week, its own
 * forecast, number, bounds, steps and end, ended (its guests have come); for
 * the week being played, the session itself. Figures, debriefs and the
 * optimum of a week read it, so a closed week answers the same whatever came
 * after. A week neither closed nor current has not been played: it reads as
 * the session with that week's number.
 */
export function weekSession<S extends WeekSessionInput>(session: S, week: number): S {
  const closed = closedWeekOf(session, week);
  if (!closed) return week === currentWeek(session) ? session : { ...session, week };
  return {
    ...session,
    week,
    occupancy: { ...closed.occupancy },
    status: 'ended',
    endedAt: closed.endedAt,
    // A closed week kept the session's bounds when it had its own; one that kept none had the default, whatever was set since.
    priceBounds: closed.priceBounds,
    // Where the room stood in that week, not in the one being played now.
    step: closed.step,
    stepMovedAt: closed.stepMovedAt,
    // The family that week was drawn from (issue 49), not the one being played now.
    family: closed.family,
  };
}

/** What a week's rates need of its session. */
export type WeekRatesInput = RatedSession & { closedWeeks?: readonly ClosedWeek[] | undefined };

/** Whether week `week` opened with a pricing round: as it was played when closed, else as the session plans it. */
export function weekHadPricing(session: Pick<WeekRatesInput, 'pricingWeeks' | 'closedWeeks'>, week: number): boolean {
  return closedWeekOf(session, week)?.pricing ?? isPricingWeek(session, week);
}

/** The bounds a week's rates were held in: a closed week's own (absent: the default), else the session's. */
function weekBounds(session: WeekRatesInput, week: number): PriceBounds | undefined {
  const closed = closedWeekOf(session, week);
  return closed ? closed.priceBounds : session.priceBounds;
}

/**
 * The rates a team sold a week's transient rooms at (`teamRates` for that
 * week): null when the week had no pricing round (the base ADR, as in a
 * single week); the team's own rates; or, for a team that set none, the base
 * ADR held within the week's bounds.
 */
export function teamWeekPrices(session: WeekRatesInput, team: Pick<Team, 'prices'>, week: number): NightPrices | null {
  return teamRates(
    {
      baseADR: session.baseADR,
      week,
      pricingWeeks: weekHadPricing(session, week) ? [week] : [],
      priceBounds: weekBounds(session, week),
    },
    team,
  );
}

/**
 * A team's week as its figures read it: the week's session with the team's
 * rates as `bar` (null when the week had no pricing round), ready for
 * `replayTeam` and `weekFigures`.
 */
export function teamWeekSession<S extends WeekSessionInput & WeekRatesInput>(
  session: S,
  team: Pick<Team, 'prices'>,
  week: number,
): S & { bar: NightPrices | null } {
  return { ...weekSession(session, week), bar: teamWeekPrices(session, team, week) };
}

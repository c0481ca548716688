/**
 * A campaign's weeks (issue 36): the forecast the next week opens with, the
 * session as each week was played, and the rates a team sold at in it. A
 * closed week keeps what it was played against in `closedWeeks`, so its
 * figures read the same after the session has moved on.
 */
import { currentWeek, isPricingWeek, type ClosedWeek, type NightPrices, type PriceBounds } from '../domain/campaign.js';
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { Occupancy, Session } from '../domain/session.js';
import type { Team } from '../domain/team.js';
import { teamRates, type RatedSession } from './team-rates.js';

/**
 * How far next week's forecast moves toward what this week's demand showed.
 * Exponential smoothing: a single week's demand is one Poisson draw, noisy
 * by the square root of its mean, so taking all of it would chase noise;
 * half a step learns a market that sits off the forecast within a few weeks
 * (the gap halves each week) while a lucky or unlucky week moves it only half
 * as far.
 */
export const PICK_UP_WEIGHT = 0.5;

/** A forecast's percentage as a number in 0..100; an unreadable one counts as 0, as the demand reads it. */
function percentOf(text: string | undefined): number {
  const value = Number(text);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** The occupancy a night's demand showed: the rooms asked for as a share of the hotel, at most full. */
function shownPercent(demand: number, totalRooms: number): number {
  return totalRooms > 0 ? Math.min(100, (100 * Math.max(0, demand)) / totalRooms) : 0;
}

/**
 * The pick-up rule: next week's forecast, each day moved `PICK_UP_WEIGHT` of
 * the way from this week's forecast toward the occupancy the week's demand
 * at the base ADR showed, F' = round(F + w x (min(100, 100 x d / rooms) - F)),
 * in whole percents as the stored forecast holds them.
 *
 * @example revisedForecast({ ...week, Fri: '80' }, { ...drawn, F: 40 }, 40).Fri // '90'
 */
export function revisedForecast(occupancy: Readonly<Occupancy>, realisedAtAdr: Readonly<Record<GridDay, number>>, totalRooms: number): Occupancy {
  return Object.fromEntries(
    OCCUPANCY_DAYS.map((day, i) => {
      const forecast = percentOf(occupancy[day]);
      const shown = shownPercent(realisedAtAdr[GRID_DAYS[i]!], totalRooms);
      return [day, String(Math.round(forecast + PICK_UP_WEIGHT * (shown - forecast)))];
    }),
  ) as Occupancy;
}

/** What the weeks of a campaign need of its session. */
export type WeekSessionInput = Pick<Session, 'occupancy' | 'status'> & {
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

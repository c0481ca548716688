/**
 * Why a house policy earned less than first come, first served on a week
 * (issue 49): the one sentence the debrief shows beside it, so a room that
 * sees a protecting policy lose learns why instead of "protecting does not
 * pay". Protecting is a bet on the forecast: it loses when fewer guests came
 * than forecast, or on a week with nothing to protect.
 */
import type { WeekFamilyId } from '../domain/week-family.js';
import { weekFamily } from '../rules/week-families.js';
import { GRID_DAYS } from '../domain/days.js';
import type { HousePolicyId } from '../domain/session.js';
import { forecastMean, hasTransientDemand, realisedDemand, type DemandSession } from '../rules/transient-demand.js';

export interface ShortfallWeek {
  /** The family the week was drawn from, when it was. */
  family?: WeekFamilyId | undefined;
  /** Fewer transient guests came over the week than the forecast expected (known once the week has ended). */
  guestsBelowForecast: boolean;
}

/** The sentence, or null for a policy that is not compared (first come, first served itself, and the hindsight optimum). */
export function shortfallReason(policy: HousePolicyId, week: ShortfallWeek): string | null {
  const nothingToProtect = week.family !== undefined && weekFamily(week.family).test !== 'peak';
  if (policy === 'rateThreshold')
    return nothingToProtect
      ? 'Its floor turned away discounted groups on nights that stayed empty: when the hotel will not fill, any rate above nothing is worth taking.'
      : 'Its floor at the base ADR turned away discounted groups whatever the night, some of them for rooms no full-rate guest took.';
  if (policy === 'displacement' || policy === 'emsrB') {
    if (week.guestsBelowForecast)
      return 'Fewer guests came than the forecast said, so rooms it kept back for them stayed empty: protecting is a bet on the forecast, and this week the forecast ran high.';
    return nothingToProtect
      ? 'This week had little to protect: holding rooms back for guests the forecast expected cost bookings that fitted anyway.'
      : 'It judged each request by the forecast alone, and this week the requests that came later paid less than the ones it turned away.';
  }
  return null;
}

/** The week as `shortfallReason` reads it: its family, and whether fewer guests came than forecast (only once the week has ended under the forecast model). */
export function shortfallWeek(session: DemandSession & { family?: WeekFamilyId | undefined; status: string }): ShortfallWeek {
  const ended = session.status === 'ended' && hasTransientDemand(session);
  const came = ended ? Object.values(realisedDemand(session)).reduce((a, b) => a + b, 0) : 0;
  const expected = GRID_DAYS.reduce((sum, day) => sum + forecastMean(session, day), 0);
  return { ...(session.family ? { family: session.family } : {}), guestsBelowForecast: ended && came < expected };
}

/**
 * The rates a team sells its transient rooms at (issue 36): in a pricing
 * week, those it set, or the base ADR held within the bounds when it set
 * none; in any other week there are none, and the base ADR applies.
 */
import { type NightPrices, type PriceBounds } from '../domain/campaign.js';
import { currentWeek, isPricingWeek } from '../domain/rounds.js';
import type { Team } from '../domain/team.js';
import { clampPrice, flatPrices, priceBoundsOf } from './pricing.js';

export interface RatedSession {
  baseADR: number;
  week?: number | undefined;
  pricingWeeks?: readonly number[] | undefined;
  priceBounds?: PriceBounds | undefined;
}

/** The team's rates in the session's current week, or null when the week has no pricing round. */
export function teamRates(session: RatedSession, team: Pick<Team, 'prices'> | null | undefined): NightPrices | null {
  const week = currentWeek(session);
  if (!isPricingWeek(session, week)) return null;
  return team?.prices?.[String(week)] ?? flatPrices(clampPrice(session.baseADR, priceBoundsOf(session)));
}

/** The session as the team's week is figured: with its rates when the week has a pricing round. */
export function withTeamRates<S extends RatedSession>(session: S, team: Pick<Team, 'prices'> | null | undefined): S & { bar?: NightPrices } {
  const rates = teamRates(session, team);
  return rates ? { ...session, bar: rates } : session;
}

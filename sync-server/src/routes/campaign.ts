/**
 * A campaign of several weeks (issue 36): `/api/campaign`, additions to the
 * documented API. Opening the next week, closing a pricing round and setting
 * a team's rates are the same mutations the devices push through sync; the
 * standings add the weeks up, each beside its best possible week.
 */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import {
  campaignLength,
  currentWeek,
  openNextWeekBodySchema,
  sessionIdParamsSchema,
  setPricesBodySchema,
  teamIdParamsSchema,
  type Session,
} from '@front-desk-rm/engine/domain';
import { familyCard } from '@front-desk-rm/engine/rules';
import { campaignStandings, pricingDebrief, revealedToRoom, type PricingDebrief } from '@front-desk-rm/engine/views';
import { requireRole } from '../auth/guard.js';
import { ApiError } from '../errors.js';
import { mutate, ok, sessionFor } from '../http.js';
import { body, params } from '../validate.js';

/** The weeks whose results the caller may see: every week played for the host; for the room, the weeks that are over. */
function visibleWeeks(session: Session, host: boolean, nowMs: number): number[] {
  const week = currentWeek(session);
  const weeks = Array.from({ length: week }, (_, i) => i + 1);
  return host || revealedToRoom(session, nowMs) ? weeks : weeks.slice(0, -1);
}

export const campaignRoutes = new Hono<AppEnv>()
  .post('/openNextWeek/:sessionId', requireRole('admin'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const { from, deck, family } = await body(c, openNextWeekBodySchema);
    // A second press from the same screen opens nothing more: it answers the week that is open.
    const session =
      (await mutate(c, 'openNextWeek', { sessionId, from, ...(deck ? { deck } : {}), ...(family ? { family } : {}) })) ?? (await sessionFor(c, sessionId));
    // Issue 49: the family the week was drawn from, with the lesson the host reads to the room (null for a week the trainer writes).
    return ok(
      c,
      { week: session.week, occupancy: session.occupancy, family: session.family ? familyCard(session.family) : null },
      `Week ${session.week} is open`,
    );
  })
  .post('/closePricing/:sessionId', requireRole('admin'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    await mutate(c, 'closePricing', { sessionId });
    return ok(c, {}, 'The pricing round is closed: the deck is open');
  })
  .post('/setPrices/:teamId', requireRole('participant'), async (c) => {
    const { teamId } = params(c, teamIdParamsSchema);
    const args = await body(c, setPricesBodySchema);
    const sessionId = await c.get('services').store.game.sessionIdOfTeam(teamId);
    if (!sessionId) throw new ApiError(404, 'Team not found');
    await mutate(c, 'setTeamPrices', { sessionId, teamId, ...args });
    return ok(c, {}, 'Rates saved');
  })
  .get('/standings/:sessionId', requireRole('admin', 'participant'), async (c) => {
    const { sessionId } = params(c, sessionIdParamsSchema);
    const session = await sessionFor(c, sessionId);
    const host = c.get('auth')!.role === 'admin';
    const data = await c.get('services').store.game.load(sessionId);
    const weeks = visibleWeeks(session, host, c.get('services').now().getTime());
    const optimumByWeek = new Map<number, number>();
    const problems: string[] = [];
    for (const week of weeks) {
      try {
        const answer = await c.get('services').optima.getWeek(sessionId, week);
        if (answer) optimumByWeek.set(week, answer.optimum.revenue);
      } catch (err) {
        problems.push(`Week ${week}'s best possible week could not be worked out (${(err as Error).message})`);
      }
    }
    // The room sees a week's figures once it is over, so its standings stop at the last week closed; the host's run to now.
    const last = weeks.length;
    const seen = last === currentWeek(session) ? data : { ...data, sessions: { ...data.sessions, [sessionId]: { ...data.sessions[sessionId]!, week: last } } };
    const standings = last === 0 ? [] : campaignStandings(seen, sessionId, optimumByWeek);
    const pricing = weeks.map((w) => pricingDebrief(data, sessionId, w)).filter((p): p is PricingDebrief => p !== null);
    return ok(c, { week: currentWeek(session), weeks: campaignLength(session), standings, optimum: Object.fromEntries(optimumByWeek), pricing, problems });
  });

/**
 * A team's rates in a campaign's pricing round (issue 49): the one campaign
 * change a player's tablet sends, apart from the host's (`campaign-mutations.ts`).
 */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { GRID_DAYS } from '../domain/days.js';
import { nightPricesSchema, type NightPrices } from '../domain/campaign.js';
import { currentWeek, isPricingWeek } from '../domain/rounds.js';
import type { Team } from '../domain/team.js';
import { priceBoundsOf } from '../rules/pricing.js';
import { teamMembers } from '../views/session-view.js';
import { mayDecide } from '../views/team-view.js';
import { revealedToRoom } from '../views/room-reveal.js';
import { actingForTeam, isFailure } from './access.js';
import { change } from './change-messages.js';
import { madeAtOnServer } from './decision-mutations.js';
import { defineMutation, fail, ok, put } from './model.js';
import { CAMPAIGN_MESSAGES } from './refusal-messages.js';

const samePrices = (a: NightPrices | undefined, b: NightPrices) => !!a && GRID_DAYS.every((d) => a[d] === b[d]);

/**
 * A team's rates for a pricing week. They may change until the host closes
 * the round; rates set on a tablet before the close count whenever they
 * arrive, and of two sets the one made later stands, whatever order they
 * reach the server in.
 */
export const setTeamPrices = defineMutation({
  name: 'setTeamPrices',
  describe: (a) => (typeof a.week === 'number' ? change('setRatesForWeek', { week: a.week }) : change('setRates')),
  args: z.object({
    sessionId: idSchema,
    teamId: idSchema,
    week: z.number().int().min(1),
    prices: nightPricesSchema,
    madeAt: z.iso.datetime({ offset: true }).optional(),
  }),
  apply(data, args, ctx) {
    const acting = actingForTeam(data, args.sessionId, args.teamId, ctx.actor);
    if (isFailure(acting)) return acting;
    const { session, member, team } = acting;
    const key = String(args.week);
    if (samePrices(team.prices?.[key], args.prices)) return { ok: true, changes: [], duplicate: true };
    if (!isPricingWeek(session, args.week)) return fail('invalid', CAMPAIGN_MESSAGES.notPricingWeek);
    const week = currentWeek(session);
    if (args.week > week) return fail('invalid', CAMPAIGN_MESSAGES.weekAhead);
    // Rates that reach the server once the room has seen the week's results are refused and shown to the host (issue 50).
    const late = { late: { teamId: team.id, kind: 'rates' as const, week: args.week, arrivedAt: ctx.now } };
    if (args.week < week) return fail('invalid', CAMPAIGN_MESSAGES.weekClosed, late);
    if (session.status === 'upcoming') return fail('invalid', CAMPAIGN_MESSAGES.pricingNotOpen);
    // Once the room has seen the week's results (revealed by the host, by every team reporting, or at the grace's end)
    // nothing changes a score: a team that read the best rates after the end sent them in dated a moment before the close.
    if (revealedToRoom(session, Date.parse(ctx.now))) return fail('invalid', CAMPAIGN_MESSAGES.resultsOut, late);
    const made = args.madeAt ? madeAtOnServer(args.madeAt, ctx) : Date.parse(ctx.now);
    const closedAt = session.pricingClosedAt ?? (session.status === 'ended' ? session.endedAt : null);
    if (closedAt && made > Date.parse(closedAt)) return fail('invalid', CAMPAIGN_MESSAGES.pricingMadeAfterClose);
    if (!mayDecide(teamMembers(data, team.id), member.id)) return fail('forbidden', CAMPAIGN_MESSAGES.captainPrices);
    const bounds = priceBoundsOf(session);
    if (GRID_DAYS.some((d) => args.prices[d] < bounds.min || args.prices[d] > bounds.max))
      return fail('invalid', CAMPAIGN_MESSAGES.outOfBounds(bounds.min, bounds.max));
    const madeAt = new Date(made).toISOString();
    const stored = team.pricesMadeAt?.[key];
    if (stored && Date.parse(stored) > made) return fail('conflict', CAMPAIGN_MESSAGES.laterRatesStand);
    const next: Team = {
      ...team,
      prices: { ...team.prices, [key]: args.prices },
      pricesMadeAt: { ...team.pricesMadeAt, [key]: madeAt },
    };
    return ok([put('teams', team.id, next)], next);
  },
});

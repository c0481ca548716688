/**
 * A campaign's weeks and pricing rounds (issue 36, decision record 024): the
 * host opens the next week and closes a pricing round; a team sets its rates.
 */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { GRID_DAYS } from '../domain/days.js';
import { nextWeekDeckSchema, nightPricesSchema, type ClosedWeek, type NightPrices } from '../domain/campaign.js';
import { campaignLength, currentWeek, isPricingWeek } from '../domain/rounds.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import type { Team } from '../domain/team.js';
import { revisedForecast } from '../rules/campaign.js';
import { priceBoundsOf } from '../rules/pricing.js';
import { hasTransientDemand, realisedDemand } from '../rules/transient-demand.js';
import { familyForecast, familyWeek, resolveFamily } from '../rules/week-families.js';
import { weekFamilyChoiceSchema, type WeekFamilyChoice, type WeekFamilyId } from '../domain/week-family.js';
import { sessionDeck } from '../views/session-view.js';
import { mayDecide } from '../views/team-view.js';
import { revealMoment, revealedToRoom } from '../views/room-reveal.js';
import { teamMembers } from '../views/session-view.js';
import { actingForTeam, isFailure, ownedSession } from './access.js';
import { madeAtOnServer } from './decision-mutations.js';
import { createRow, defineMutation, del, fail, ok, put, type Change } from './model.js';
import { CAMPAIGN_MESSAGES } from './refusal-messages.js';
import { change } from './change-messages.js';
import type { GameData } from '../domain/game-data.js';

/**
 * The week the host closes, as kept in the session: enough for its standings
 * and debrief after the session moves on. Opening the next week shows the room
 * this one's results, so a week not yet revealed is revealed now (at the
 * grace's end, when that came first).
 */
function closeWeek(session: Session, now: string): ClosedWeek {
  const week = currentWeek(session);
  const moment = revealMoment(session);
  const revealedAt = session.revealed && session.revealedAt ? session.revealedAt : new Date(Math.min(Date.parse(now), moment ?? Date.parse(now))).toISOString();
  return {
    revealedAt,
    week,
    endedAt: session.endedAt ?? session.updatedAt,
    occupancy: { ...session.occupancy },
    pricing: isPricingWeek(session, week),
    ...(session.priceBounds ? { priceBounds: session.priceBounds } : {}),
    ...(session.stepMovedAt?.length ? { step: session.step ?? 0, stepMovedAt: [...session.stepMovedAt] } : {}),
    ...(session.family ? { family: session.family } : {}),
  };
}

/**
 * The next week's requests: those the trainer wrote for it, or, when there are
 * none, a week drawn from the family the host chose (`mix`: one drawn for the
 * week), its requests aimed at the nights the week's forecast shows busiest
 * or emptiest (the trainer can still edit them before the week starts).
 * Drawn rows are named from the mutation's id, as on the device.
 */
function nextWeekDeck(
  data: GameData,
  session: Session,
  week: number,
  choice: WeekFamilyChoice,
  newId: () => string,
  now: string,
): { family: WeekFamilyId | null; changes: Change[] } {
  if (sessionDeck(data, session.id, week).length > 0) return { family: null, changes: [] };
  const seed = `${session.id}|week-${week}`;
  const drawn = familyWeek(session, resolveFamily(choice, seed), session.occupancy, seed);
  const changes = drawn.requests.map((request, i) => {
    const row: Scenario = { ...request, _id: newId(), sessionId: session.id, createdAt: now, position: i, week };
    return createRow('scenarios', row._id, row);
  });
  return { family: drawn.family, changes };
}

/**
 * Opens the campaign's next week once the host has ended this one: the week
 * is kept, the forecast revised by pick-up from the demand the week showed,
 * the deck drawn or kept, and the room waits for the host to start it. `from`
 * is the week the host's screen showed, so a second press opens one week.
 */
export const openNextWeek = defineMutation({
  name: 'openNextWeek',
  describe: (a) => (typeof a.from === 'number' ? change('openWeek', { week: a.from + 1 }) : change('openNextWeek')),
  args: z.object({ sessionId: idSchema, from: z.number().int().min(1), deck: nextWeekDeckSchema.optional(), family: weekFamilyChoiceSchema.optional() }),
  apply(data, { sessionId, from, deck, family }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const week = currentWeek(session);
    if (campaignLength(session) <= 1) return fail('invalid', CAMPAIGN_MESSAGES.notCampaign);
    if (from < week) return { ok: true, changes: [], duplicate: true };
    if (from > week) return fail('conflict', CAMPAIGN_MESSAGES.weekAhead);
    if (week >= campaignLength(session)) return fail('invalid', CAMPAIGN_MESSAGES.lastWeek);
    if (session.status !== 'ended') return fail('invalid', CAMPAIGN_MESSAGES.weekNotEnded);
    const { family: _played, ...rest } = session;
    const next: Session = {
      ...rest,
      week: week + 1,
      closedWeeks: [...(session.closedWeeks ?? []).filter((w) => w.week !== week), closeWeek(session, ctx.now)],
      // Pick-up reads the guests who came; with none (the `none` demand model) the forecast stays as the trainer wrote it.
      occupancy: hasTransientDemand(session) ? revisedForecast(session.occupancy, realisedDemand(session), session.totalRooms, week) : session.occupancy,
      status: 'upcoming',
      endedAt: null,
      step: 0,
      stepMovedAt: [],
      stepShownAt: null,
      timerPaused: false,
      pausedAt: null,
      revealed: false,
      revealedAt: null,
      heardAfterEnd: [],
      awaitingAfterEnd: [],
      pricingClosedAt: null,
      updatedAt: ctx.now,
    };
    // 'empty': the trainer writes the week's requests before starting it.
    const drawn = deck === 'empty' ? null : nextWeekDeck(data, next, week + 1, family ?? 'mix', ctx.newId, ctx.now);
    const opened: Session = drawn?.family ? { ...next, family: drawn.family } : next;
    return ok([put('sessions', opened.id, opened), ...(drawn?.changes ?? [])], opened);
  },
});

/** The host closes the pricing round: rates stand as set, and the deck opens. A second press changes nothing. */
export const closePricing = defineMutation({
  name: 'closePricing',
  describe: () => change('closePricing'),
  args: z.object({ sessionId: idSchema }),
  apply(data, { sessionId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (!isPricingWeek(session, currentWeek(session))) return fail('invalid', CAMPAIGN_MESSAGES.notPricingWeek);
    if (session.pricingClosedAt) return { ok: true, changes: [], duplicate: true };
    if (session.status !== 'live') return fail('invalid', CAMPAIGN_MESSAGES.pricingNotOpen);
    // The week's first request goes up on every tablet now: the room's clock starts with it.
    const next: Session = { ...session, pricingClosedAt: ctx.now, stepShownAt: ctx.now, updatedAt: ctx.now };
    return ok([put('sessions', next.id, next)], next);
  },
});

/**
 * The host draws the week about to start from a family (issue 49), or draws
 * it again: its requests replace a deck drawn before (never one the trainer
 * wrote or imported, nor one that has decisions), and in week 1, unless the
 * host keeps their own, the forecast becomes the family's. A later week of a
 * campaign keeps the forecast pick-up gave it. The draw is seeded by the
 * mutation, so the device and the server deal the same week.
 */
export const drawWeek = defineMutation({
  name: 'drawWeek',
  describe: () => change('drawWeek'),
  args: z.object({
    sessionId: idSchema,
    family: weekFamilyChoiceSchema,
    forecast: z.enum(['family', 'keep'], { error: "forecast must be 'family' or 'keep'" }).optional(),
  }),
  apply(data, { sessionId, family, forecast }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'upcoming') return fail('invalid', CAMPAIGN_MESSAGES.drawBeforeStart);
    const week = currentWeek(session);
    const deck = sessionDeck(data, session.id, week);
    if (deck.length > 0 && !session.family) return fail('invalid', CAMPAIGN_MESSAGES.drawOverWritten(deck.length));
    const drawnIds = new Set(deck.map((s) => s._id));
    if (Object.values(data.decisions).some((d) => drawnIds.has(d.scenarioId))) return fail('invalid', CAMPAIGN_MESSAGES.drawOverPlayed);
    const seed = `${session.id}|draw|${ctx.newId()}`;
    const id = resolveFamily(family, seed);
    const ownForecast = week === 1 && forecast !== 'keep';
    const next: Session = {
      ...session,
      family: id,
      ...(ownForecast ? { occupancy: familyForecast(id, seed) } : {}),
      updatedAt: ctx.now,
    };
    const drawn = familyWeek(next, id, next.occupancy, seed).requests.map((request, i) => {
      const row: Scenario = { ...request, _id: ctx.newId(), sessionId: session.id, createdAt: ctx.now, position: i, week };
      return createRow('scenarios', row._id, row);
    });
    return ok([put('sessions', next.id, next), ...deck.map((s) => del('scenarios', s._id)), ...drawn], next);
  },
});

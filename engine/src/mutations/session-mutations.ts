/** Creating, editing, starting, ending, resetting and deleting a game session. */
import { startBlockers, startRefusal } from '../rules/preflight.js';
import { archiveRound } from '../views/past-round.js';
import { sessionView } from '../views/session-view.js';
import { revealedToRoom } from '../views/room-reveal.js';
import { reportingTeams } from './reveal-mutations.js';
import { z } from 'zod';
import { idSchema, nameSchema } from '../domain/common.js';
import {
  banquetHallInputSchema,
  currencySchema,
  gameLanguageSchema,
  decisionSecondsSchema,
  demandModelSchema,
  housePoliciesSchema,
  occupancySchema,
  paceSchema,
  ratesSchema,
  sessionCreateInputSchema,
  type BanquetHall,
  type BanquetHallInput,
  type Session,
  type SessionCreateInput,
} from '../domain/session.js';
import { campaignWeeksSchema, priceBoundsSchema, pricingWeeksSchema } from '../domain/campaign.js';
import { currentWeek, isPricingWeek } from '../domain/rounds.js';
import { isFailure, ownedSession } from './access.js';
import { claimId, createRow, del, defineMutation, fail, ok, put, type Change, type LooseArgs, type MutationContext } from './model.js';
import { SESSION_MESSAGES } from './refusal-messages.js';
import { change, named } from './change-messages.js';
import type { GameData } from '../domain/game-data.js';

/** Letters and digits that read unambiguously when a trainer calls them out (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GAME_CODE_LENGTH = 6;

export function generateGameCode(ctx: Pick<MutationContext, 'random' | 'gameCodeTaken'>, data: GameData): string {
  const taken = (code: string) => (ctx.gameCodeTaken ? ctx.gameCodeTaken(code) : Object.values(data.sessions).some((s) => s.gameCode === code));
  for (;;) {
    let code = '';
    for (let i = 0; i < GAME_CODE_LENGTH; i++) code += CODE_ALPHABET[Math.floor(ctx.random() * CODE_ALPHABET.length)];
    if (!taken(code)) return code;
  }
}

function halls(inputs: readonly BanquetHallInput[], existing: readonly BanquetHall[], ctx: MutationContext): BanquetHall[] {
  // Keep a hall's id when its name is unchanged, so grids keyed by hall order stay stable.
  return inputs.map((h) => ({
    id: existing.find((e) => e.name.toLowerCase() === h.name.toLowerCase())?.id ?? ctx.newId(),
    name: h.name,
    rate: h.rate,
    capacity: h.capacity ?? null,
  }));
}

/** A campaign's settings (issue 36), only when asked for: a single week's row stays as the documented API stores it. */
function campaignFields(s: Pick<SessionCreateInput, 'weeks' | 'pricingWeeks' | 'priceBounds'>): Partial<Session> {
  return {
    ...(s.weeks !== undefined && s.weeks > 1 ? { weeks: s.weeks, week: 1 } : {}),
    ...(s.pricingWeeks?.length ? { pricingWeeks: s.pricingWeeks } : {}),
    ...(s.priceBounds ? { priceBounds: s.priceBounds } : {}),
  };
}

function weekLater(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 24 * 3600 * 1000).toISOString();
}

export const createSession = defineMutation({
  name: 'createSession',
  scope: 'none',
  creates: 'sessions',
  describe: (a) => named('createSession', (a.sessionData as LooseArgs | undefined)?.name),
  args: z.object({ id: idSchema.optional(), sessionData: sessionCreateInputSchema }),
  apply(data, { id, sessionData }, ctx) {
    const s = sessionData;
    if (ctx.actor.kind !== 'admin') return fail('forbidden', SESSION_MESSAGES.adminsOnly);
    const sessionId = id ?? ctx.newId();
    const actor = ctx.actor;
    const claim = claimId(
      data,
      'sessions',
      sessionId,
      (s) => s.ownerId === actor.userId && s.name === sessionData.name && s.hotelName === sessionData.hotelName,
    );
    if (claim) return claim;
    const startDate = s.startDate ?? ctx.now;
    const session: Session = {
      id: sessionId,
      ownerId: ctx.actor.userId,
      gameCode: generateGameCode(ctx, data),
      name: s.name,
      hotelName: s.hotelName,
      totalRooms: s.totalRooms,
      baseADR: s.baseADR,
      maxParticipants: s.maxParticipants,
      autoAssignTeams: s.autoAssignTeams,
      teamSize: s.teamSize,
      startDate,
      endDate: s.endDate ?? weekLater(startDate),
      status: 'upcoming',
      rates: s.rates,
      occupancy: s.occupancy,
      banquet: halls(s.banquet, [], ctx),
      ...(s.demandModel ? { demandModel: s.demandModel } : {}),
      ...(s.decisionSeconds !== undefined ? { decisionSeconds: s.decisionSeconds } : {}),
      ...(s.pace ? { pace: s.pace } : {}),
      ...(s.language ? { language: s.language } : {}),
      ...(s.currency ? { currency: s.currency } : {}),
      ...campaignFields(s),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
    return ok([createRow('sessions', session.id, session)], session);
  },
});

const sessionPatchSchema = z
  .object({
    name: nameSchema({ required: 'Please enter a session name', max: 120, label: 'session name' }),
    hotelName: nameSchema({ required: 'Please enter a hotel name', max: 120, label: 'hotel name' }),
    totalRooms: z.number().int().positive('Please enter a valid number of rooms').max(500),
    baseADR: z.number().positive('Please enter a valid base ADR'),
    maxParticipants: z.number().int().positive('Please enter a valid number of participants').max(1000),
    autoAssignTeams: z.boolean(),
    teamSize: z.string().regex(/^[1-9][0-9]*$/, 'Please enter a valid team size'),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    rates: ratesSchema,
    occupancy: occupancySchema,
    banquet: z.array(banquetHallInputSchema).max(20),
    displacementHint: z.boolean(),
    timerPaused: z.boolean(),
    housePolicies: housePoliciesSchema,
    demandModel: demandModelSchema,
    decisionSeconds: decisionSecondsSchema,
    pace: paceSchema,
    language: gameLanguageSchema,
    currency: currencySchema,
    revealed: z.boolean(),
    weeks: campaignWeeksSchema,
    pricingWeeks: pricingWeeksSchema,
    priceBounds: priceBoundsSchema,
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to change');

/**
 * Fields that change the game itself; editing them mid-game would rewrite
 * every team's week, and the room has been briefed on them (the projector
 * shows the hotel, its rates, forecast and halls before the start). The
 * session's name, dates, decision time and switches stay open.
 */
export const LOCKED_ONCE_STARTED = [
  'hotelName',
  'totalRooms',
  'baseADR',
  'rates',
  'occupancy',
  'banquet',
  'demandModel',
  'pace',
  'currency',
  'weeks',
  'pricingWeeks',
  'priceBounds',
] as const;

/** What a trainer may still change between a campaign's weeks: its length, its pricing rounds and their bounds, and the deck. */
const CAMPAIGN_OPEN_BETWEEN_WEEKS: readonly string[] = ['weeks', 'pricingWeeks', 'priceBounds'];

export const updateSession = defineMutation({
  name: 'updateSession',
  describe: () => change('updateSession'),
  args: z.object({ sessionId: idSchema, patch: sessionPatchSchema }),
  apply(data, { sessionId, patch }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'upcoming' && LOCKED_ONCE_STARTED.some((k) => patch[k] !== undefined)) {
      return fail('invalid', SESSION_MESSAGES.lockedOnceStarted);
    }
    // Between a campaign's weeks the hotel stays the one its earlier weeks were played in; only what is still ahead may change.
    if ((session.week ?? 1) > 1 && LOCKED_ONCE_STARTED.some((k) => patch[k] !== undefined && !CAMPAIGN_OPEN_BETWEEN_WEEKS.includes(k))) {
      return fail('invalid', SESSION_MESSAGES.lockedInCampaign);
    }
    // The debrief and the report set the week beside every policy anyway; the leaderboard's choice closes with the game.
    if (session.status === 'ended' && patch.housePolicies !== undefined) return fail('invalid', SESSION_MESSAGES.houseAfterEnd);
    // Once the room has seen the results of a game that is over, they stay seen: nothing changes a score after it (issue 50).
    if (patch.revealed === false && session.status === 'ended' && revealedToRoom(session, Date.parse(ctx.now)))
      return fail('invalid', SESSION_MESSAGES.revealedStays);
    // New rates or halls do not reprice the deck: a request's stored total is the price the group was quoted (or
    // negotiated), and a hotel's new rate card does not change a quote already given. Editing a request's shape
    // prices it again at the new rates (`editScenario`); the scenario form shows an old total as negotiated.
    const { banquet, ...rest } = patch;
    const next: Session = {
      ...session,
      ...rest,
      ...(banquet ? { banquet: halls(banquet, session.banquet, ctx) } : {}),
      // The moment of a pause is the server's: a decision the device made after it is refused (decision record 021).
      ...(patch.timerPaused !== undefined && patch.timerPaused !== (session.timerPaused === true) ? { pausedAt: patch.timerPaused ? ctx.now : null } : {}),
      ...resumedClock(session, patch.timerPaused, ctx.now),
      // The moment of a reveal is the server's: a decision or rate reaching it later does not count.
      ...(patch.revealed === true && session.revealed !== true ? { revealedAt: ctx.now } : {}),
      ...(patch.revealed === false ? { revealedAt: null } : {}),
      updatedAt: ctx.now,
    };
    if (next.startDate > next.endDate) return fail('invalid', 'endDate: must not be before startDate');
    const campaign = campaignRefusal(next);
    if (campaign) return fail('invalid', campaign);
    return ok([put('sessions', next.id, next)], next);
  },
});

/** Why an edited session's campaign settings do not hold together, or null. */
function campaignRefusal(s: Session): string | null {
  const weeks = s.weeks ?? 1;
  if ((s.week ?? 1) > weeks) return `This campaign is already in week ${s.week}`;
  // A week already played keeps the pricing round it had: its standings, debrief and optimum read it.
  if (s.closedWeeks?.some((c) => c.pricing !== (s.pricingWeeks?.includes(c.week) ?? false)))
    return 'a week already played keeps its pricing round as it was played';
  if (s.pricingWeeks?.some((w) => w > weeks)) return "a pricing round must be in one of the campaign's weeks";
  if (s.pricingWeeks?.length && s.demandModel !== 'forecast') return 'a pricing round needs transient guests: choose the forecast demand model';
  return null;
}

/** Removes every decision and clears ready state: a fresh game with the same teams and deck. */
function resetChanges(data: GameData, sessionId: string): Change[] {
  const changes: Change[] = [];
  for (const d of Object.values(data.decisions)) if (d.sessionId === sessionId) changes.push(del('decisions', d.id));
  for (const t of Object.values(data.teams)) {
    if (t.sessionId === sessionId && t.status !== 'waiting') {
      changes.push(put('teams', t.id, { ...t, status: 'waiting', readyAt: null }));
    }
  }
  return changes;
}

/**
 * Play Again in a campaign starts it again from week 1, against the first
 * week's forecast; the later weeks' requests stay, and open again in turn.
 */
function campaignRestart(session: Session): Partial<Session> {
  if ((session.weeks ?? 1) <= 1) return {};
  const first = session.closedWeeks?.find((w) => w.week === 1);
  return { week: 1, closedWeeks: [], pricingClosedAt: null, ...(first ? { occupancy: { ...first.occupancy } } : {}) };
}

/** Play Again keeps the round it closes (issue 38): the session's past rounds with this one added, or nothing when it never started. */
function keepRound(data: GameData, sessionId: string, now: string): Pick<Session, 'pastRounds'> {
  const round = archiveRound(data, sessionId, now);
  if (!round) return {};
  const kept = data.sessions[sessionId]!.pastRounds ?? [];
  return { pastRounds: [...kept.filter((r) => r.round !== round.round), round] };
}

export const setSessionStatus = defineMutation({
  name: 'setSessionStatus',
  describe: (a) => change(a.status === 'live' ? 'startGame' : a.status === 'ended' ? 'endGame' : a.status === 'rst' ? 'playAgain' : 'changeStatus'),
  args: z.object({
    sessionId: idSchema,
    // 'end' and 'completed' are accepted as the end code too; docs/rules.md §10 stores 'ended'.
    status: z.preprocess(
      (v) => (v === 'end' || v === 'completed' ? 'ended' : v),
      z.enum(['live', 'ended', 'rst'], { error: 'status must be live, ended or rst' }),
    ),
  }),
  apply(data, { sessionId, status }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (status === 'live') {
      if (session.status === 'live') return fail('invalid', SESSION_MESSAGES.alreadyLive);
      if (session.status === 'ended') return fail('invalid', SESSION_MESSAGES.endedCannotStart);
      const blockers = startBlockers(sessionView(data, sessionId)!);
      if (blockers.length > 0) return fail('invalid', startRefusal(blockers));
    }
    if (status === 'ended' && session.status !== 'live') return fail('invalid', SESSION_MESSAGES.notLive);
    const next: Session = {
      ...session,
      status: status === 'rst' ? 'upcoming' : status,
      updatedAt: ctx.now,
      endedAt: status === 'ended' ? ctx.now : null,
      timerPaused: false,
      pausedAt: null,
      // A new game starts the room on the first request; an ended one keeps where it stopped for the debrief.
      ...(status !== 'ended' ? { step: 0, stepMovedAt: [] } : {}),
      // The room's clock starts with the first request, unless a pricing round comes first (its close starts it).
      stepShownAt: status === 'live' && !isPricingWeek(session, currentWeek(session)) ? ctx.now : null,
      // The end waits for the late tablets: each team's report is counted afresh (issue 50).
      ...(status === 'ended' ? afterEnd(session, reportingTeams(data, sessionId), ctx.now) : {}),
      ...(status === 'rst'
        ? {
            revealed: false,
            revealedAt: null,
            heardAfterEnd: [],
            awaitingAfterEnd: [],
            lateArrivals: [],
            round: (session.round ?? 1) + 1,
            ...keepRound(data, sessionId, ctx.now),
            ...campaignRestart(session),
          }
        : {}),
    };
    const changes = status === 'rst' ? resetChanges(data, sessionId) : [];
    return ok([put('sessions', next.id, next), ...changes], next);
  },
});

/**
 * What End Game starts (issue 50): the room waits for the teams whose tablets
 * joined to report; with none to wait for, the results are revealed at once.
 */
function afterEnd(session: Session, awaiting: string[], now: string): Partial<Session> {
  const reveal = awaiting.length === 0 && session.revealed !== true ? { revealed: true, revealedAt: now } : {};
  return { heardAfterEnd: [], awaitingAfterEnd: awaiting, ...reveal };
}

/** A resume moves the room's clock on by the pause, so the request keeps the time it had left (decision record 021). */
function resumedClock(session: Session, timerPaused: boolean | undefined, now: string): Partial<Session> {
  if (timerPaused !== false || session.timerPaused !== true || !session.stepShownAt || !session.pausedAt) return {};
  const paused = Date.parse(now) - Date.parse(session.pausedAt);
  return { stepShownAt: new Date(Date.parse(session.stepShownAt) + Math.max(0, paused)).toISOString() };
}

/**
 * The room in step: the host moves every team from request `from` to the
 * next. `from` is the request the host's screen showed, so a second press, or
 * a second host screen, that saw the same request moves the room once.
 */
export const moveRoomOn = defineMutation({
  name: 'moveRoomOn',
  describe: (a) => (typeof a.from === 'number' ? change('moveRoomOnFrom', { position: a.from + 1 }) : change('moveRoomOn')),
  args: z.object({ sessionId: idSchema, from: z.number().int().min(0) }),
  apply(data, { sessionId, from }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'live') return fail('invalid', SESSION_MESSAGES.notLive);
    if (session.pace !== 'inStep') return fail('invalid', SESSION_MESSAGES.notInStep);
    const step = session.step ?? 0;
    if (from < step) return { ok: true, changes: [], duplicate: true };
    if (from > step) return fail('conflict', SESSION_MESSAGES.roomNotThere);
    const deckSize = sessionView(data, sessionId)!.deck.length;
    if (step >= deckSize) return fail('invalid', SESSION_MESSAGES.roomAtEnd);
    const movedAt = [...(session.stepMovedAt ?? [])];
    movedAt[step] = ctx.now;
    const next: Session = { ...session, step: step + 1, stepMovedAt: movedAt, stepShownAt: step + 1 < deckSize ? ctx.now : null, updatedAt: ctx.now };
    return ok([put('sessions', next.id, next)], next);
  },
});

export const deleteSession = defineMutation({
  name: 'deleteSession',
  describe: () => change('deleteSession'),
  args: z.object({ sessionId: idSchema }),
  apply(data, { sessionId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const changes: Change[] = [];
    for (const table of ['decisions', 'members', 'teams'] as const) {
      for (const row of Object.values(data[table])) if (row.sessionId === sessionId) changes.push(del(table, row.id));
    }
    for (const s of Object.values(data.scenarios)) if (s.sessionId === sessionId) changes.push(del('scenarios', s._id));
    changes.push(del('sessions', sessionId));
    return ok(changes);
  },
});

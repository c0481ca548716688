/** A team's decision on a booking request: written once, first to reach the server wins (docs/architecture.md#sync). */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { decisionSourceSchema, decisionTypeSchema, type Decision } from '../domain/game.js';
import { decide } from '../rules/team-play.js';
import { actingForTeam, isFailure, ACCESS_MESSAGES } from './access.js';
import type { Session } from '../domain/session.js';
import { claimId, createRow, defineMutation, fail, ok, type MutationContext, type MutationResult } from './model.js';
import { DECISION_MESSAGES } from './refusal-messages.js';
import { named } from './change-messages.js';
import type { GameData } from '../domain/game-data.js';
import { replayTeam } from '../rules/replay-team.js';
import { sessionDeck, teamDecisions, teamMembers } from '../views/session-view.js';
import { mayDecide } from '../views/team-view.js';
import { inPricingRound } from '../domain/rounds.js';
import { revealedToRoom } from '../views/room-reveal.js';

/** When the device made a decision, on the server's clock: its own time corrected by how far its clock runs off, and never later than now. */
export function madeAtOnServer(madeAt: string, ctx: Pick<MutationContext, 'now' | 'clockOffsetMs'>): number {
  return Math.min(Date.parse(madeAt) + (ctx.clockOffsetMs ?? 0), Date.parse(ctx.now));
}

/** The refusal of a decision that reached the server after the room saw the results: kept for the host to see (issue 50). */
function afterReveal(session: Session, teamId: string, scenarioId: string, ctx: MutationContext): Extract<MutationResult, { ok: false }> {
  return fail('invalid', DECISION_MESSAGES.afterReveal, { late: { teamId, kind: 'decision', week: session.week ?? 1, scenarioId, arrivedAt: ctx.now } });
}

/**
 * A decision for a game that has ended counts if it was made before the end
 * and reaches the server before the results are revealed (decision records 015
 * and 027); otherwise why not.
 */
function lateDecision(
  session: Session,
  madeAt: string | undefined,
  teamId: string,
  scenarioId: string,
  ctx: MutationContext,
): Extract<MutationResult, { ok: false }> | null {
  const endedAt = session.endedAt ? Date.parse(session.endedAt) : Number.NaN;
  if (!madeAt || !Number.isFinite(endedAt)) return fail('invalid', DECISION_MESSAGES.ended);
  if (madeAtOnServer(madeAt, ctx) > endedAt) return fail('invalid', DECISION_MESSAGES.madeAfterEnd);
  // Made before the whistle, as it claims: it counts only if it reached the server before the room saw the results.
  if (revealedToRoom(session, Date.parse(ctx.now))) return afterReveal(session, teamId, scenarioId, ctx);
  return null;
}

/**
 * The room's pace and pause (decision record 021). In step, request k is open
 * from the moment the room reaches it until the host moves on; a decision made
 * for it before the move counts whenever it arrives (a tablet that was offline),
 * one made after is refused. While the host has paused the room nothing is
 * decided: a decision made after the pause began is refused, and its request
 * comes back on the tablet when the room resumes.
 */
function outOfStep(
  session: Session,
  deck: readonly { _id: string }[],
  scenarioId: string,
  madeAt: string | undefined,
  teamId: string,
  ctx: MutationContext,
): Extract<MutationResult, { ok: false }> | null {
  const made = madeAt ? madeAtOnServer(madeAt, ctx) : Date.parse(ctx.now);
  if (session.status === 'live' && session.timerPaused && session.pausedAt && made >= Date.parse(session.pausedAt))
    return fail('invalid', DECISION_MESSAGES.paused);
  if (session.pace !== 'inStep') return null;
  const index = deck.findIndex((s) => s._id === scenarioId);
  const step = session.step ?? 0;
  if (index > step) return fail('invalid', DECISION_MESSAGES.roomNotThere);
  const movedAt = index < step ? session.stepMovedAt?.[index] : undefined;
  if (movedAt && made > Date.parse(movedAt)) return fail('invalid', DECISION_MESSAGES.movedOn(index + 1));
  // A reveal while the room plays shows how every team decided the requests it has left: none of those changes from it on (an arrival in the
  // same millisecond came after it: the server applied the reveal first).
  if (movedAt && session.revealed && session.revealedAt && Date.parse(ctx.now) >= Date.parse(session.revealedAt))
    return afterReveal(session, teamId, scenarioId, ctx);
  return null;
}

/**
 * The session as the week of a request stands: the current week as it is, a
 * week the host closed as it was at its end (decision record 024), so a
 * tablet that was offline across the move to the next week has its decisions
 * judged by the same rules as if they had arrived in time. Null for a week
 * still ahead.
 */
function weekOf(session: Session, week: number): { session: Session; current: boolean } | null {
  const playing = session.week ?? 1;
  if (week === playing) return { session, current: true };
  if (week > playing) return null;
  const closed = session.closedWeeks?.find((w) => w.week === week);
  if (!closed) return null;
  return {
    current: false,
    session: {
      ...session,
      week,
      status: 'ended',
      endedAt: closed.endedAt,
      occupancy: closed.occupancy,
      timerPaused: false,
      pausedAt: null,
      step: closed.step ?? 0,
      stepMovedAt: closed.stepMovedAt ?? [],
      pricingClosedAt: closed.endedAt,
      // The week's own reveal: a closed week the host opened the next one from was revealed then at the latest.
      revealed: closed.revealedAt != null,
      revealedAt: closed.revealedAt ?? null,
    },
  };
}

/**
 * Version 2 says who decided: the team, or the booking timer running out.
 * Version 1 (without `source`) is upcast by `versions/record-decision-v1.ts`.
 */
export const recordDecision = defineMutation({
  name: 'recordDecision',
  creates: 'decisions',
  describe: (a, requestName) => named(a.source === 'timer' ? 'timedOut' : a.decision === 'acc' ? 'accept' : 'decline', requestName, 'request'),
  version: 2,
  args: z.object({
    id: idSchema.optional(),
    sessionId: idSchema,
    teamId: idSchema,
    scenarioId: idSchema,
    decision: decisionTypeSchema,
    source: decisionSourceSchema,
    /** When the device made it, on its own clock. Optional: a server without the field ignores it, one with it reads its absence as "now". */
    madeAt: z.iso.datetime({ offset: true }).optional(),
  }),
  apply(data, args, ctx) {
    if (args.source === 'timer' && args.decision !== 'dec') return fail('invalid', DECISION_MESSAGES.timerDeclines);
    const acting = actingForTeam(data, args.sessionId, args.teamId, ctx.actor);
    if (isFailure(acting)) return acting;
    const { session, member, team } = acting;
    const scenario = data.scenarios[args.scenarioId];
    if (!scenario || scenario.sessionId !== session.id) return fail('not_found', ACCESS_MESSAGES.scenarioNotFound);
    if (args.id) {
      // Only the same decision by the same member is a repeat; an id reused for another request is refused, never rewritten.
      const claim = claimId(
        data,
        'decisions',
        args.id,
        (d) => d.teamId === team.id && d.scenarioId === scenario._id && d.decision === args.decision && d.decidedBy === member.id,
      );
      if (claim) return claim;
    }

    // The first decision that reached the server stands; an identical one is a repeat.
    const decisions = ctx.index ? ctx.index.teamDecisions(team.id) : teamDecisions(data, team.id);
    const existing = decisions.find((d) => d.scenarioId === scenario._id);
    if (existing) {
      if (existing.decision === args.decision) return { ok: true, changes: [], duplicate: true };
      return fail('conflict', DECISION_MESSAGES.decidedOtherwise, { winner: existing });
    }
    // A campaign's request belongs to a week: one still ahead is refused, one the room has left is judged as that week stood.
    const week = weekOf(session, scenario.week ?? 1);
    if (!week) return fail('invalid', DECISION_MESSAGES.weekAhead);
    const played = week.session;
    if (played.status === 'upcoming') return fail('invalid', DECISION_MESSAGES.notStarted);
    if (played.status === 'ended') {
      const late = lateDecision(played, args.madeAt, team.id, scenario._id, ctx);
      if (late) return late;
    }
    if (inPricingRound(played)) return fail('invalid', DECISION_MESSAGES.pricingFirst);
    if (!mayDecide(teamMembers(data, team.id), member.id)) return fail('forbidden', DECISION_MESSAGES.captainDecides);

    const deck = ctx.index && week.current ? ctx.index.deck() : sessionDeck(data, session.id, scenario.week ?? 1);
    const pace = outOfStep(played, deck, scenario._id, args.madeAt, team.id, ctx);
    if (pace) return pace;

    // The server replays the team's week and applies the same rule the device did.
    const { play } = ctx.index && week.current ? ctx.index.replays.replay(team.id, session, deck, decisions) : replayTeam(played, deck, decisions);
    const result = decide(play, session, scenario, args.decision);
    if (!result.ok) return fail('invalid', result.message);

    const decision: Decision = {
      id: args.id ?? ctx.newId(),
      sessionId: session.id,
      teamId: team.id,
      scenarioId: scenario._id,
      decision: args.decision,
      decidedBy: member.id,
      decidedAt: ctx.now,
      source: args.source,
      ...(args.madeAt ? { madeAt: new Date(madeAtOnServer(args.madeAt, ctx)).toISOString() } : {}),
    };
    return ok([createRow('decisions', decision.id, decision)], decision);
  },
});

/**
 * The results' reveal after End Game (issue 50, decision record 027): each
 * team's tablet reports once its decisions are all sent, the results reveal
 * themselves when every team has, and what reached the server too late is
 * kept for the host to see.
 */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { lateArrivalSchema, type Session } from '../domain/session.js';
import { revealedToRoom } from '../views/room-reveal.js';
import { teamMembers } from '../views/session-view.js';
import { actingForTeam, isFailure, ownedSession } from './access.js';
import { defineMutation, ok, put } from './model.js';
import { change } from './change-messages.js';
import type { GameData } from '../domain/game-data.js';

/**
 * The session's teams with a tablet to wait for: someone in the team has
 * opened the lobby on a device. A team of names the host typed in, whom no
 * tablet ever joined for, has nothing to report.
 */
export function reportingTeams(data: Pick<GameData, 'teams' | 'members'>, sessionId: string): string[] {
  return Object.values(data.teams)
    .filter((t) => t.sessionId === sessionId && teamMembers(data, t.id).some((m) => m.lobbyOpenedAt))
    .map((t) => t.id);
}

/**
 * The teams whose tablets have not reported since the host ended the game:
 * what the host waits for before the reveal. Read from the session alone (the
 * teams it waits for were set at the end), so a player's tablet, which knows
 * no other team's members, reads it as the server does.
 */
export function teamsNotHeard(session: Pick<Session, 'awaitingAfterEnd' | 'heardAfterEnd'>): string[] {
  const heard = new Set(session.heardAfterEnd ?? []);
  return (session.awaitingAfterEnd ?? []).filter((id) => !heard.has(id));
}

/**
 * A team's tablet reports after the end, sent behind everything it decided
 * (the outbox keeps order), so every decision it made before the whistle has
 * reached the server first. When the last team reports, the results are
 * revealed. A report before the end or after the reveal changes nothing.
 */
export const reportAfterEnd = defineMutation({
  name: 'reportAfterEnd',
  describe: () => change('reportAfterEnd'),
  args: z.object({ sessionId: idSchema, teamId: idSchema }),
  apply(data, { sessionId, teamId }, ctx) {
    const acting = actingForTeam(data, sessionId, teamId, ctx.actor);
    if (isFailure(acting)) return acting;
    const { session } = acting;
    if (session.status !== 'ended' || revealedToRoom(session, Date.parse(ctx.now))) return { ok: true, changes: [], duplicate: true };
    if (session.heardAfterEnd?.includes(teamId)) return { ok: true, changes: [], duplicate: true };
    const heard = [...(session.heardAfterEnd ?? []), teamId];
    const all = teamsNotHeard({ awaitingAfterEnd: session.awaitingAfterEnd, heardAfterEnd: heard }).length === 0;
    const next: Session = { ...session, heardAfterEnd: heard, ...(all ? { revealed: true, revealedAt: ctx.now } : {}), updatedAt: ctx.now };
    return ok([put('sessions', next.id, next)], next);
  },
});

/**
 * What reached the server after the results were revealed, noted on the
 * session for the host ("arrived after the results were revealed: not
 * counted"). The server notes it as the session's host when it refuses one;
 * the same arrival is noted once.
 */
export const noteLateArrival = defineMutation({
  name: 'noteLateArrival',
  describe: () => change('noteLateArrival'),
  args: lateArrivalSchema.extend({ sessionId: idSchema }),
  apply(data, { sessionId, ...late }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const same = (a: typeof late) => a.teamId === late.teamId && a.kind === late.kind && a.week === late.week && a.scenarioId === late.scenarioId;
    if (session.lateArrivals?.some(same)) return { ok: true, changes: [], duplicate: true };
    const next: Session = { ...session, lateArrivals: [...(session.lateArrivals ?? []), late] };
    return ok([put('sessions', next.id, next)], next);
  },
});

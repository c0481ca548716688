/**
 * What the host's screens read from the device: the admin's sessions, and one
 * session with its deck, teams, members, decisions and leaderboard. The sync
 * engine keeps them current (admins pull every session they own). Reads are
 * sequential: a native Promise.all would hide later reads from a live query.
 */
import { type Session } from '@front-desk-rm/engine/domain';
import { inIdOrder } from '@front-desk-rm/engine/rules';
import { byKey, pastRoundView, sessionView, type SessionView as EngineSessionView } from '@front-desk-rm/engine/views';
import type { FrontDeskDb, StoredResult } from '../db/db.js';

/** The engine's view of the session (deck, teams, members, decisions in one order), with the server's leaderboard, best first. */
export type SessionView = EngineSessionView & { results: StoredResult[] };

/** The admin's sessions, newest first. */
export async function loadSessions(db: FrontDeskDb): Promise<Session[]> {
  return inIdOrder(await db.sessions.toArray()).reverse();
}

/** How many requests and people a session has, for Run again's choices. */
export async function loadSessionSize(db: FrontDeskDb, sessionId: string): Promise<{ deckSize: number; memberCount: number }> {
  const deckSize = await db.scenarios.where('sessionId').equals(sessionId).count();
  const memberCount = await db.members.where('sessionId').equals(sessionId).count();
  return { deckSize, memberCount };
}

export async function loadSessionView(db: FrontDeskDb, sessionId: string): Promise<SessionView | null> {
  const session = await db.sessions.get(sessionId);
  if (!session) return null;
  const scenarios = await db.scenarios.where('sessionId').equals(sessionId).toArray();
  const teams = await db.teams.where('sessionId').equals(sessionId).toArray();
  const members = await db.members.where('sessionId').equals(sessionId).toArray();
  const decisions = await db.decisions.where('sessionId').equals(sessionId).toArray();
  const results = await db.results.where('sessionId').equals(sessionId).toArray();
  const view = sessionView(
    {
      sessions: { [session.id]: session },
      scenarios: byKey(scenarios, (s) => s._id),
      teams: byKey(teams),
      members: byKey(members),
      decisions: byKey(decisions),
    },
    sessionId,
  )!;
  return { ...view, results: results.sort((a, b) => a.rank - b.rank) };
}

/**
 * The round a screen shows: a past round Play Again kept in the session row
 * (issue 38), rebuilt with its leaderboard, or the round being played when
 * `round` is null. Null when the session, or that round, is not on the device.
 */
export async function loadRoundView(db: FrontDeskDb, sessionId: string, round: number | null): Promise<SessionView | null> {
  if (round === null) return loadSessionView(db, sessionId);
  const session = await db.sessions.get(sessionId);
  const past = session ? pastRoundView(session, round) : null;
  return past ? { ...past, results: past.results.map((r) => ({ ...r, sessionId })) } : null;
}

/** A route's `round` parameter as a round number, or null when absent or not one. */
export function roundParam(text: string | undefined): number | null {
  return text !== undefined && /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : null;
}

/**
 * What the host's screens read from the device: the admin's sessions, and one
 * session with its deck, teams, members, decisions and leaderboard. The sync
 * engine keeps them current (admins pull every session they own). Reads are
 * sequential: a native Promise.all would hide later reads from a live query.
 */
import { orderDeck, orderDecisions, type Decision, type Member, type Scenario, type Session, type Team } from '@front-desk-rm/engine';
import type { FrontDeskDb, StoredResult } from './db.js';

export interface SessionView {
  session: Session;
  /** The deck in play order (creation order). */
  deck: Scenario[];
  /** Teams in name order (Team 1, Team 2, ... Team 10). */
  teams: Team[];
  members: Member[];
  /** Every team's decisions, in the order they were taken. */
  decisions: Decision[];
  /** The server's leaderboard, best first. */
  results: StoredResult[];
}

export async function loadSessions(db: FrontDeskDb): Promise<Session[]> {
  const sessions = await db.sessions.toArray();
  return sessions.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function loadSessionView(db: FrontDeskDb, sessionId: string): Promise<SessionView | null> {
  const session = await db.sessions.get(sessionId);
  if (!session) return null;
  const scenarios = await db.scenarios.where('sessionId').equals(sessionId).toArray();
  const teams = await db.teams.where('sessionId').equals(sessionId).toArray();
  const members = await db.members.where('sessionId').equals(sessionId).toArray();
  const decisions = await db.decisions.where('sessionId').equals(sessionId).toArray();
  const results = await db.results.where('sessionId').equals(sessionId).toArray();
  teams.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  members.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name));
  results.sort((a, b) => a.rank - b.rank);
  return { session, deck: orderDeck(scenarios), teams, members, decisions: orderDecisions(decisions), results };
}

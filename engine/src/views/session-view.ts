/**
 * A session as every screen reads it, on the device and the server alike:
 * its deck, teams, members and decisions, each in the one order of
 * `rules/order.ts`. The host's screens, the API's session details and the
 * mutations that deal or fill teams all read through here.
 */
import type { Decision } from '../domain/game.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import type { Member, Team } from '../domain/team.js';
import type { GameData } from '../domain/game-data.js';
import { inIdOrder, orderDeck, orderDecisions } from '../rules/order.js';

/** The tables a session's view reads; the device passes what it holds, the server its loaded session. */
export type SessionData = Pick<GameData, 'sessions' | 'scenarios' | 'teams' | 'members' | 'decisions'>;

export interface SessionView {
  session: Session;
  /** The deck in play order. */
  deck: Scenario[];
  /** Teams in creation order (a shuffle's Team 1 .. Team 10), each with its members. */
  teams: (Team & { members: Member[] })[];
  /** Every member of the session, in the order they joined. */
  members: Member[];
  /** Every team's decisions, in the order they were taken. */
  decisions: Decision[];
}

/**
 * The deck of the week being played: in a campaign (issue 36) each week has
 * its own requests, and the earlier weeks' stay in the table for their
 * standings; a single-week session's deck is all of its requests.
 */
export function sessionDeck(data: Pick<GameData, 'scenarios'> & Partial<Pick<GameData, 'sessions'>>, sessionId: string, week?: number): Scenario[] {
  const playing = week ?? data.sessions?.[sessionId]?.week ?? 1;
  return orderDeck(Object.values(data.scenarios).filter((s) => s.sessionId === sessionId && (s.week ?? 1) === playing));
}

export function sessionTeams(data: Pick<GameData, 'teams'>, sessionId: string): Team[] {
  return inIdOrder(Object.values(data.teams).filter((t) => t.sessionId === sessionId));
}

/** A session's members in the order they joined. */
export function sessionMembers(data: Pick<GameData, 'members'>, sessionId: string): Member[] {
  return inIdOrder(Object.values(data.members).filter((m) => m.sessionId === sessionId));
}

export function teamMembers(data: Pick<GameData, 'members'>, teamId: string): Member[] {
  return inIdOrder(Object.values(data.members).filter((m) => m.teamId === teamId));
}

export function teamDecisions(data: Pick<GameData, 'decisions'>, teamId: string): Decision[] {
  return orderDecisions(Object.values(data.decisions).filter((d) => d.teamId === teamId));
}

/** The session and all of it, or null when it is not in the data. */
export function sessionView(data: SessionData, sessionId: string): SessionView | null {
  const session = data.sessions[sessionId];
  if (!session) return null;
  const members = sessionMembers(data, sessionId);
  return {
    session,
    deck: sessionDeck(data, sessionId),
    teams: sessionTeams(data, sessionId).map((t) => ({ ...t, members: members.filter((m) => m.teamId === t.id) })),
    members,
    decisions: orderDecisions(Object.values(data.decisions).filter((d) => d.sessionId === sessionId)),
  };
}

/** Rows keyed by id, as `SessionData` holds them: the device's tables come as arrays. */
export function byKey<T>(rows: readonly T[], idOf: (row: T) => string = (row) => (row as { id: string }).id): Record<string, T> {
  const out: Record<string, T> = {};
  for (const row of rows) out[idOf(row)] = row;
  return out;
}

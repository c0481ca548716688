/**
 * A team's game as its players see it, on the device and the server alike:
 * the deck, the members and who may decide, the decisions so far and the week
 * they replay to, with the next request and the figures.
 */
import type { Decision } from '../domain/game.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import type { Member, Team } from '../domain/team.js';
import { inStep, replayTeam, roomStep, type TeamReplay } from '../rules/replay-team.js';
import { withTeamRates } from '../rules/team-rates.js';
import { sessionDeck, teamDecisions, teamMembers, type SessionData } from './session-view.js';

/** The team's captain, or null when it has none. */
export function teamCaptain<M extends Pick<Member, 'id' | 'role'>>(members: readonly M[]): M | null {
  return members.find((m) => m.role === 'captain') ?? null;
}

/** The captain decides for the team; a team with no captain lets any member decide (docs/rules.md §10). */
export function mayDecide(members: readonly Pick<Member, 'id' | 'role'>[], memberId: string | null): boolean {
  const captain = teamCaptain(members);
  return memberId !== null && members.some((m) => m.id === memberId) && (captain === null || captain.id === memberId);
}

export interface TeamPlayView {
  session: Session;
  /** The deck in play order. */
  deck: Scenario[];
  team: Team;
  /** In the order they joined. */
  members: Member[];
  captain: Member | null;
  /** Whether the viewing member decides for the team. */
  mayDecide: boolean;
  /** In the order they were taken. */
  decisions: Decision[];
  /** The week the decisions replay to: the bookings, the figures and the next request (in step, the room's). */
  week: TeamReplay;
}

/** The team's game as `memberId` sees it (null for a viewer who is not a member), or null when the session or team is not in the data. */
export function teamView(data: SessionData, sessionId: string, teamId: string, memberId: string | null): TeamPlayView | null {
  const stored = data.sessions[sessionId];
  const team = data.teams[teamId];
  if (!stored || !team || team.sessionId !== sessionId) return null;
  // In a pricing week the team's transient rooms sell at its own rates (issue 36).
  const session = withTeamRates(stored, team);
  const deck = sessionDeck(data, sessionId);
  const members = teamMembers(data, teamId);
  // In a campaign (issue 36) the week's own decisions: the earlier weeks' stay with their weeks.
  const all = teamDecisions(data, teamId);
  const ids = (stored.weeks ?? 1) > 1 ? new Set(deck.map((s) => s._id)) : null;
  const decisions = ids ? all.filter((d) => ids.has(d.scenarioId)) : all;
  return {
    session,
    deck,
    team,
    members,
    captain: teamCaptain(members),
    mayDecide: mayDecide(members, memberId),
    decisions,
    week: inStep(replayTeam(session, deck, decisions), deck, roomStep(session)),
  };
}

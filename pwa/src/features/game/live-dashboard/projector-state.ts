/**
 * What the projector shows, chosen from the session alone (issue 38): the
 * hotel brief before the start, each team's progress at its own pace, the
 * request the room is on while it plays in step (and, once every team has
 * decided it, how each decided), and the podium at the end. Pure, so the
 * choice is tested without a screen.
 */
import { decisionsByTeam, inPricingRound, type Decision, type Scenario, type Session } from '@front-desk-rm/engine';

/** How a team decided a request, in the words the room hears. */
export type TeamOutcome = 'accepted' | 'declined' | 'timedOut';

/** While the room decides: whether a team has, never what it chose. */
export interface TeamTick {
  id: string;
  name: string;
  decided: boolean;
}

export interface TeamOutcomeRow {
  id: string;
  name: string;
  outcome: TeamOutcome;
}

export type ProjectorState =
  | { kind: 'brief' }
  | { kind: 'progress'; allDone: boolean }
  /** In step, some team still deciding: who has decided, never what. */
  | { kind: 'request'; step: number; total: number; request: Scenario; teams: TeamTick[] }
  /** In step, every team has decided: how each did, for the room to talk over. */
  | { kind: 'discussion'; step: number; total: number; request: Scenario; teams: TeamOutcomeRow[] }
  /** In step, the host has moved the room past the last request and not yet ended the game. */
  | { kind: 'roomDone'; total: number }
  | { kind: 'podium' };

export interface ProjectorFacts {
  session: Pick<Session, 'status' | 'pace' | 'step' | 'week' | 'pricingWeeks' | 'pricingClosedAt'>;
  /** In play order. */
  deck: readonly Scenario[];
  /** The real teams, in the order the room knows them. */
  teams: readonly { id: string; name: string }[];
  decisions: readonly Decision[];
}

/** The teams the room waits for: a team the host made and has not yet filled decides nothing. */
export function playingTeams<T extends { members: readonly unknown[] }>(teams: readonly T[]): T[] {
  return teams.filter((t) => t.members.length > 0);
}

export function teamOutcome(d: Pick<Decision, 'decision' | 'source'>): TeamOutcome {
  return d.decision === 'acc' ? 'accepted' : d.source === 'timer' ? 'timedOut' : 'declined';
}

export function projectorState({ session, deck, teams, decisions }: ProjectorFacts): ProjectorState {
  // While the teams set their rates (issue 36) the room still sees the hotel's brief: no request is out yet.
  if (session.status === 'upcoming' || inPricingRound(session)) return { kind: 'brief' };
  if (session.status === 'ended') return { kind: 'podium' };
  const byTeam = decisionsByTeam(decisions);
  if (session.pace === 'inStep' && deck.length > 0) {
    const step = session.step ?? 0;
    if (step >= deck.length) return { kind: 'roomDone', total: deck.length };
    const request = deck[step]!;
    const taken = teams.map((t) => ({ team: t, decision: byTeam.get(t.id)?.get(request._id) }));
    // With no team in the room there is nothing to discuss yet: the request stays up.
    if (taken.length > 0 && taken.every((t) => t.decision)) {
      return {
        kind: 'discussion',
        step,
        total: deck.length,
        request,
        teams: taken.map(({ team, decision }) => ({ id: team.id, name: team.name, outcome: teamOutcome(decision!) })),
      };
    }
    // The outcome is left out here on purpose, so no screen can show a choice while others still decide.
    return {
      kind: 'request',
      step,
      total: deck.length,
      request,
      teams: taken.map(({ team, decision }) => ({ id: team.id, name: team.name, decided: decision !== undefined })),
    };
  }
  const allDone = teams.length > 0 && deck.length > 0 && teams.every((t) => deck.every((s) => byTeam.get(t.id)?.has(s._id)));
  return { kind: 'progress', allDone };
}

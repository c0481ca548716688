/**
 * What the projector shows, chosen from the session alone (issue 38): the
 * hotel brief before the start, each team's progress at its own pace, the
 * request the room is on while it plays in step (and, once every team has
 * decided it, how each decided), and the podium at the end. Pure, so the
 * choice is tested without a screen.
 */
import { currentWeek, inPricingRound, type Decision, type Scenario, type Session, type Team } from '@front-desk-rm/engine/domain';
import { decisionsByTeam } from '@front-desk-rm/engine/rules';

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

/** In a pricing round: whether a team has saved its rates for the week, never what they are. */
export interface TeamRatesTick {
  id: string;
  name: string;
  saved: boolean;
}

export type ProjectorState =
  | { kind: 'brief' }
  /** A campaign's pricing round: the week, and which teams have saved their rates (never the rates). */
  | { kind: 'pricing'; week: number; weeks: number; teams: TeamRatesTick[] }
  | { kind: 'progress'; allDone: boolean }
  /** In step, some team still deciding: who has decided, never what. */
  | { kind: 'request'; step: number; total: number; request: Scenario; teams: TeamTick[] }
  /** In step, every team has decided: how each did, for the room to talk over. */
  | { kind: 'discussion'; step: number; total: number; request: Scenario; teams: TeamOutcomeRow[] }
  /** In step, the host has moved the room past the last request and not yet ended the game. */
  | { kind: 'roomDone'; total: number }
  | { kind: 'podium' };

export interface ProjectorFacts {
  session: Pick<Session, 'status' | 'pace' | 'step' | 'week' | 'weeks' | 'pricingWeeks' | 'pricingClosedAt'>;
  /** In play order. */
  deck: readonly Scenario[];
  /** The real teams, in the order the room knows them. */
  teams: readonly (Pick<Team, 'id' | 'name'> & Partial<Pick<Team, 'prices'>>)[];
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
  if (session.status === 'upcoming') return { kind: 'brief' };
  // While the teams set their rates (issue 36) no request is out yet: the room sees the week and who has saved.
  if (inPricingRound(session)) {
    const week = currentWeek(session);
    return {
      kind: 'pricing',
      week,
      weeks: session.weeks ?? 1,
      teams: teams.map((t) => ({ id: t.id, name: t.name, saved: t.prices?.[String(week)] !== undefined })),
    };
  }
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

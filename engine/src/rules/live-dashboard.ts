/**
 * The live dashboard (docs/rules.md §2 "Live dashboard"), derived from what
 * the server holds: the deck, the teams, every decision and the leaderboard. Pure, so the host's screens and their tests agree.
 */
import { type Decision, type ResultRow } from '../domain/game.js';
import { BOOKING_SECONDS } from '../domain/defaults.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import type { DashboardTeam, Team } from '../domain/team.js';
import { idOrder } from './order.js';
import { countTimedOut } from './outcome.js';

export type DashboardStatus = 'waiting' | 'in_progress' | 'completed';

export interface SessionFacts {
  session: Pick<Session, 'status' | 'updatedAt'> & Partial<Pick<Session, 'decisionSeconds' | 'pace' | 'step'>>;
  /** In play order. */
  deck: readonly Scenario[];
  teams: readonly Pick<Team, 'id' | 'name'>[];
  /** In the order they were taken. */
  decisions: readonly Decision[];
  /** The server's leaderboard. */
  results: readonly ResultRow[];
  /** The best possible week's revenue, once known: each team's share of it. */
  optimumRevenue?: number | null;
}

export interface LiveDashboard {
  status: DashboardStatus;
  /** The request every team has reached (1-based); the slowest team's request. */
  round: number;
  rounds: number;
  /** The booking of that round, or null before the deck has any. */
  current: Scenario | null;
  /** Seconds left on the slowest team's booking timer, counted from its last decision; null unless in progress. */
  secondsLeft: number | null;
  /** Best first. */
  teams: DashboardTeam[];
}

/** Each team's decisions keyed by scenario. */
export function decisionsByTeam(decisions: readonly Decision[]): Map<string, Map<string, Decision>> {
  const byTeam = new Map<string, Map<string, Decision>>();
  for (const d of decisions) {
    let own = byTeam.get(d.teamId);
    if (!own) byTeam.set(d.teamId, (own = new Map()));
    if (!own.has(d.scenarioId)) own.set(d.scenarioId, d);
  }
  return byTeam;
}

/** Teams in leaderboard order (teams with no row yet last, in creation order), each with its row. */
export function rankedTeams<T extends Pick<Team, 'id' | 'name'>>(
  teams: readonly T[],
  results: readonly ResultRow[],
): { team: T; row: ResultRow | undefined }[] {
  const rowOf = new Map(results.map((r) => [r.id, r]));
  return teams
    .map((team) => ({ team, row: rowOf.get(team.id) }))
    .sort((a, b) => (a.row?.rank ?? Infinity) - (b.row?.rank ?? Infinity) || idOrder(a.team.id, b.team.id));
}

export function liveDashboard(facts: SessionFacts, now: Date): LiveDashboard {
  const { session, deck, teams, results } = facts;
  // A campaign keeps its earlier weeks' decisions: the dashboard is the week being played, its deck's decisions alone.
  const inDeck = new Set(deck.map((s) => s._id));
  const byTeam = decisionsByTeam(facts.decisions.filter((d) => inDeck.has(d.scenarioId)));
  // In id order, as facts.decisions are, one per request.
  const decisionsOf = (teamId: string) => [...(byTeam.get(teamId)?.values() ?? [])];
  const rounds = deck.length;
  const decided = (teamId: string) => deck.filter((s) => byTeam.get(teamId)?.has(s._id)).length;
  const allDone = teams.length > 0 && rounds > 0 && teams.every((t) => decided(t.id) >= rounds);
  // In step the week is over when the host ends it, after closing the last request, not when the last team decides
  // it: the discussion, "Close the last request" and "End the game" come first, and no podium of provisional figures
  // covers them (the tablets say the same: the debrief opens when the host ends the game).
  const finished = session.pace === 'inStep' ? false : allDone;
  const status: DashboardStatus = session.status === 'ended' || finished ? 'completed' : session.status === 'live' ? 'in_progress' : 'waiting';

  const slowest = teams.length === 0 ? 0 : Math.min(...teams.map((t) => decided(t.id)));
  const index = status === 'completed' ? rounds - 1 : Math.min(slowest, rounds - 1);
  const current = rounds > 0 ? deck[index]! : null;

  let secondsLeft: number | null = null;
  if (status === 'in_progress' && current) {
    const behind = teams.filter((t) => !byTeam.get(t.id)?.has(current._id));
    const lastMoves = behind.map((t) => {
      const own = decisionsOf(t.id);
      return own.length ? own.reduce((a, b) => (a.decidedAt > b.decidedAt ? a : b)).decidedAt : session.updatedAt;
    });
    const since = lastMoves.length ? lastMoves.reduce((a, b) => (a < b ? a : b)) : session.updatedAt;
    const elapsed = Math.floor((now.getTime() - Date.parse(since)) / 1000);
    // The session's own decision time (issue 38), the specification's 60 when the host set none.
    const limit = session.decisionSeconds ?? BOOKING_SECONDS;
    secondsLeft = Math.max(0, Math.min(limit, limit - elapsed));
  }

  const cards: DashboardTeam[] = rankedTeams(teams, results).map(({ team: t, row }) => {
    const own = decisionsOf(t.id);
    const last = own[own.length - 1];
    const revenue = row?.revenue ?? 0;
    const optimum = facts.optimumRevenue ?? null;
    return {
      id: t.id,
      name: t.name,
      arr: row?.ADR ?? 0,
      revenue,
      revPar: row?.revPar ?? 0,
      bookingsAccepted: row?.acceptedBooking ?? 0,
      totalBookings: rounds,
      occupancy: row?.occupancy ?? 0,
      currentDecision: !last ? 'waiting' : last.decision === 'acc' ? 'accepted' : last.source === 'timer' ? 'timed_out' : 'rejected',
      decided: decided(t.id),
      timedOut: countTimedOut(own),
      percentOfOptimum: optimum === null ? null : optimum > 0 ? (revenue / optimum) * 100 : 100,
      rank: row?.rank ?? results.length + 1,
    };
  });
  return { status, round: rounds === 0 ? 0 : index + 1, rounds, current, secondsLeft, teams: cards };
}

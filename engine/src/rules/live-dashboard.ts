/**
 * The live dashboard (spec/game.md §2 "Live dashboard") and the session report,
 * derived from what the server holds: the deck, the teams, every decision and
 * the leaderboard. Pure, so the host's screens and their tests agree.
 */
import { BOOKING_SECONDS, type Decision, type Optimum, type ResultRow } from '../domain/game.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import type { DashboardTeam, Member, Team } from '../domain/team.js';
import { compareWithOptimum, type DebriefSession } from '../optimum/debrief.js';

export type DashboardStatus = 'waiting' | 'in_progress' | 'completed';

export interface SessionFacts {
  session: Pick<Session, 'status' | 'updatedAt'>;
  /** In play order. */
  deck: readonly Scenario[];
  teams: readonly Pick<Team, 'id' | 'name'>[];
  /** In the order they were taken. */
  decisions: readonly Decision[];
  /** The server's leaderboard. */
  results: readonly ResultRow[];
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
function decisionsByTeam(decisions: readonly Decision[]): Map<string, Map<string, Decision>> {
  const byTeam = new Map<string, Map<string, Decision>>();
  for (const d of decisions) {
    let own = byTeam.get(d.teamId);
    if (!own) byTeam.set(d.teamId, (own = new Map()));
    if (!own.has(d.scenarioId)) own.set(d.scenarioId, d);
  }
  return byTeam;
}

/** Teams in leaderboard order (teams with no row yet last, by name), each with its row. */
function rankedTeams<T extends Pick<Team, 'id' | 'name'>>(teams: readonly T[], results: readonly ResultRow[]): { team: T; row: ResultRow | undefined }[] {
  const rowOf = new Map(results.map((r) => [r.id, r]));
  return teams
    .map((team) => ({ team, row: rowOf.get(team.id) }))
    .sort((a, b) => (a.row?.rank ?? Infinity) - (b.row?.rank ?? Infinity) || a.team.name.localeCompare(b.team.name, 'en', { numeric: true }));
}

export function liveDashboard(facts: SessionFacts, now: Date): LiveDashboard {
  const { session, deck, teams, results } = facts;
  const byTeam = decisionsByTeam(facts.decisions);
  const rounds = deck.length;
  const decided = (teamId: string) => deck.filter((s) => byTeam.get(teamId)?.has(s._id)).length;
  const allDone = teams.length > 0 && rounds > 0 && teams.every((t) => decided(t.id) >= rounds);
  const status: DashboardStatus = session.status === 'ended' || allDone ? 'completed' : session.status === 'live' ? 'in_progress' : 'waiting';

  const slowest = teams.length === 0 ? 0 : Math.min(...teams.map((t) => decided(t.id)));
  const index = status === 'completed' ? rounds - 1 : Math.min(slowest, rounds - 1);
  const current = rounds > 0 ? deck[index]! : null;

  let secondsLeft: number | null = null;
  if (status === 'in_progress' && current) {
    const behind = teams.filter((t) => !byTeam.get(t.id)?.has(current._id));
    const lastMoves = behind.map((t) => {
      const own = [...(byTeam.get(t.id)?.values() ?? [])];
      return own.length ? own.reduce((a, b) => (a.decidedAt > b.decidedAt ? a : b)).decidedAt : session.updatedAt;
    });
    const since = lastMoves.length ? lastMoves.reduce((a, b) => (a < b ? a : b)) : session.updatedAt;
    const elapsed = Math.floor((now.getTime() - Date.parse(since)) / 1000);
    secondsLeft = Math.max(0, Math.min(BOOKING_SECONDS, BOOKING_SECONDS - elapsed));
  }

  const cards: DashboardTeam[] = rankedTeams(teams, results).map(({ team: t, row }) => {
    const onCurrent = current ? byTeam.get(t.id)?.get(current._id) : undefined;
    return {
      id: t.id,
      name: t.name,
      arr: row?.ADR ?? 0,
      revenue: row?.revenue ?? 0,
      revPar: row?.revPar ?? 0,
      bookingsAccepted: row?.acceptedBooking ?? 0,
      totalBookings: rounds,
      occupancy: row?.occupancy ?? 0,
      currentDecision: onCurrent ? (onCurrent.decision === 'acc' ? 'accepted' : 'rejected') : 'waiting',
      rank: row?.rank ?? results.length + 1,
    };
  });
  return { status, round: rounds === 0 ? 0 : index + 1, rounds, current, secondsLeft, teams: cards };
}

export interface ReportTeamRow {
  rank: number;
  team: string;
  members: string;
  revenue: number;
  occupancy: number;
  ADR: number;
  revPar: number;
  accepted: number;
  declined: number;
  status: string;
  /** Revenue as a percentage of the session's best possible week; null until the optimum is known. */
  percentOfOptimum: number | null;
}

/** The report's "By" for a request the booking timer declined: nobody on the team chose it. */
export const TIMER_DECIDED = 'Time ran out';

export interface ReportDecisionRow {
  team: string;
  request: number;
  reservationName: string;
  type: string;
  checkInDay: string;
  roomNights: number;
  rooms: number;
  banquets: number;
  rateTypes: string;
  totalRate: number;
  decision: 'Accepted' | 'Declined' | 'Not decided';
  decidedBy: string;
  decidedAt: string;
  /** What the best possible week does with this request; null until the optimum is known. */
  bestChoice: 'Accept' | 'Decline' | null;
  /** The team's revenue from the request less the best week's: negative where the team earned less. */
  revenueEffect: number | null;
  /** Total rate less the transient revenue it displaces (decision record 009). */
  netOfDisplacement: number;
}

export interface SessionReport {
  /** The best possible week's revenue; null until the optimum is known. */
  optimumRevenue: number | null;
  teams: ReportTeamRow[];
  decisions: ReportDecisionRow[];
}

/**
 * Every team's figures (leaderboard order) and every team's answer to every
 * request, in deck order; beside the best possible week once its optimum is known.
 */
export function sessionReport(
  facts: Omit<SessionFacts, 'session'> & { session: SessionFacts['session'] & DebriefSession; members: readonly Pick<Member, 'id' | 'name' | 'teamId'>[] },
  optimum: Pick<Optimum, 'revenue' | 'chosen'> | null = null,
): SessionReport {
  const byTeam = decisionsByTeam(facts.decisions);
  const nameOf = new Map(facts.members.map((m) => [m.id, m.name]));
  const ordered = rankedTeams(facts.teams, facts.results);
  // Each team's week beside the optimum, by the debrief's one computation: the report and the debrief cannot disagree.
  const compared = new Map(ordered.map(({ team: t }) => [t.id, compareWithOptimum(facts.session, facts.deck, facts.decisions.filter((d) => d.teamId === t.id), optimum)]));
  const teams = ordered.map(({ team: t, row }, i) => {
    return {
      rank: row?.rank ?? i + 1,
      team: t.name,
      members: facts.members.filter((m) => m.teamId === t.id).map((m) => m.name).join('; '),
      revenue: row?.revenue ?? 0,
      occupancy: row?.occupancy ?? 0,
      ADR: row?.ADR ?? 0,
      revPar: row?.revPar ?? 0,
      accepted: row?.acceptedBooking ?? 0,
      declined: row?.declinedBooking ?? 0,
      status: row?.status ?? 'Waiting',
      percentOfOptimum: compared.get(t.id)!.percentOfOptimum,
    };
  });
  const decisions = ordered.flatMap(({ team: t }) =>
    compared.get(t.id)!.rows.map(({ scenario: s, team, optimal, effect, displacement }, i): ReportDecisionRow => {
      const d = byTeam.get(t.id)?.get(s._id);
      return {
        team: t.name,
        request: i + 1,
        reservationName: s.reservationName,
        type: s.type,
        checkInDay: s.checkInDay,
        roomNights: s.roomNights,
        rooms: s.noOfRoom,
        banquets: s.noOfBanquet,
        rateTypes: s.rateType.join('; '),
        totalRate: s.totalRate,
        decision: team === 'acc' ? 'Accepted' : team === 'dec' ? 'Declined' : 'Not decided',
        decidedBy: d ? (d.source === 'timer' ? TIMER_DECIDED : (nameOf.get(d.decidedBy) ?? '')) : '',
        decidedAt: d?.decidedAt ?? '',
        bestChoice: optimal === null ? null : optimal === 'acc' ? 'Accept' : 'Decline',
        revenueEffect: effect,
        netOfDisplacement: displacement.netContribution,
      };
    }),
  );
  return { optimumRevenue: optimum?.revenue ?? null, teams, decisions };
}

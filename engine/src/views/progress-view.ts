/**
 * Each participant's progress across a host's sessions (issue 36, item 3):
 * every round they played, with their team's revenue beside the best week.
 * Two steps, because the best weeks are the server's to look up or solve:
 * `playedRounds` lists what a session's data holds (its past rounds and the
 * round in play), and `progressView` groups them by person once each round's
 * yardstick is known.
 */
import { campaignLength, currentWeek } from '../domain/rounds.js';
import { campaignStandings } from './campaign-view.js';
import type { Optimum } from '../domain/game.js';
import { isParticipantEmail, normaliseEmail, type OptimumState, type ParticipantProgress, type ProgressEntry } from '../domain/progress.js';
import { leaderboard } from '../rules/replay-team.js';
import { codeOrder, orderDecisions } from '../rules/order.js';
import { pastRoundView } from './past-round.js';
import { sessionView, type SessionData, type SessionView } from './session-view.js';

/** A round of a session as a participant's history reads it, before its best week is known. */
export interface PlayedRound {
  sessionId: string;
  sessionName: string;
  round: number;
  playedAt: string;
  /** The round the session is on (its best week is the session's), not one Play Again kept. */
  current: boolean;
  live: boolean;
  /** Whether a player may see its best week: once the host ends the game or reveals it. */
  revealed: boolean;
  /** A campaign's round (issue 36): the weeks played so far, whose best weeks add up to its yardstick. */
  weeks?: number;
  /** Each team's name and revenue, by team id. */
  teams: Map<string, { name: string; revenue: number }>;
  /** Everyone who played it in a team, with the e-mail that makes them one person (normalised). */
  players: { name: string; email: string; teamId: string }[];
}

/** A round's best week and best plan on the forecast, or why there is none to show. */
export interface RoundYardstick {
  optimum: number | null;
  expectedOptimum: number | null;
  state: OptimumState;
}

/** The yardstick of a solved optimum: the expected optimum exists only for a session with transient guests. */
export function yardstickOf(optimum: Pick<Optimum, 'revenue' | 'expected'>): RoundYardstick {
  return { optimum: optimum.revenue, expectedOptimum: optimum.expected?.revenue ?? null, state: 'known' };
}

/** A round with no figure to set beside it, and why. */
export function noYardstick(state: Exclude<OptimumState, 'known'>): RoundYardstick {
  return { optimum: null, expectedOptimum: null, state };
}

/**
 * Each team's revenue in the round being played, as the results page shows
 * it: the week's leaderboard, replayed from the decisions; in a campaign
 * (issue 36), the weeks played so far added up, as its standings do.
 */
export function sessionRevenueByTeam(data: SessionData, view: SessionView): Map<string, number> {
  if (campaignLength(view.session) > 1) return new Map(campaignStandings(data, view.session.id).map((row) => [row.teamId, row.total]));
  const byTeam = new Map(view.teams.map((t) => [t.id, orderDecisions(view.decisions.filter((d) => d.teamId === t.id))]));
  return new Map(leaderboard(view.session, view.deck, view.teams, byTeam).map((row) => [row.id, row.revenue]));
}

/**
 * The rounds a session's data holds that someone played: each round Play
 * Again kept, then the round in play unless it never started (a campaign
 * waiting to start its next week has started). A member
 * without a team, or whose e-mail names no one (removed at their request),
 * played none of them.
 */
export function playedRounds(data: SessionData, sessionId: string): PlayedRound[] {
  const view = sessionView(data, sessionId);
  if (!view) return [];
  const { session } = view;
  // A past round keeps names, not e-mails: the member rows it was played by still hold them, by id.
  const emailOf = new Map(view.members.map((m) => [m.id, m.email]));
  const players = (members: readonly { id: string; name: string; teamId: string | null }[], teams: Map<string, unknown>) =>
    members.flatMap((m) => {
      const email = emailOf.get(m.id);
      return m.teamId && teams.has(m.teamId) && email !== undefined && isParticipantEmail(email)
        ? [{ name: m.name, email: normaliseEmail(email), teamId: m.teamId }]
        : [];
    });
  const rounds: PlayedRound[] = [];
  for (const kept of session.pastRounds ?? []) {
    const past = pastRoundView(session, kept.round);
    if (!past) continue;
    const revenue = new Map(past.results.map((r) => [r.id, r.revenue]));
    const teams = new Map(past.teams.map((t) => [t.id, { name: t.name, revenue: revenue.get(t.id) ?? 0 }]));
    rounds.push({
      sessionId,
      sessionName: session.name,
      round: kept.round,
      playedAt: kept.endedAt,
      current: false,
      live: false,
      revealed: true,
      teams,
      players: players(kept.members, teams),
    });
  }
  // A campaign counts from its first closed week: between "Open week 2" and the start of week 2 the session waits
  // (upcoming) with week 1 played.
  if (session.status !== 'upcoming' || (session.closedWeeks?.length ?? 0) > 0) {
    const revenue = sessionRevenueByTeam(data, view);
    const teams = new Map(view.teams.map((t) => [t.id, { name: t.name, revenue: revenue.get(t.id) ?? 0 }]));
    rounds.push({
      sessionId,
      sessionName: session.name,
      round: session.round ?? 1,
      playedAt: session.endedAt ?? session.startDate,
      current: true,
      live: session.status === 'live',
      revealed: session.status === 'ended' || session.revealed === true,
      ...(campaignLength(session) > 1 ? { weeks: currentWeek(session) } : {}),
      teams,
      players: players(view.members, teams),
    });
  }
  return rounds;
}

/** Revenue as a percentage of a yardstick, as the debrief reckons it: all of nothing is all there was. */
function shareOf(revenue: number, yardstick: number | null): number | null {
  if (yardstick === null) return null;
  return yardstick > 0 ? (revenue / yardstick) * 100 : 100;
}

const entryOrder = (a: ProgressEntry, b: ProgressEntry) => codeOrder(a.playedAt, b.playedAt) || codeOrder(a.sessionId, b.sessionId) || a.round - b.round;

/**
 * Every participant of the rounds given, one per e-mail, each with the rounds
 * they played oldest first and the name they played the latest under; listed
 * by name.
 *
 * @example progressView(playedRounds(data, 'S1'), () => noYardstick('working'))[0].entries[0].share // null
 */
export function progressView(rounds: readonly PlayedRound[], yardstick: (round: PlayedRound) => RoundYardstick): ParticipantProgress[] {
  const people = new Map<string, { entry: ProgressEntry; name: string }[]>();
  for (const round of rounds) {
    const { optimum, expectedOptimum, state } = yardstick(round);
    for (const player of round.players) {
      const team = round.teams.get(player.teamId)!;
      const entry: ProgressEntry = {
        sessionId: round.sessionId,
        sessionName: round.sessionName,
        round: round.round,
        playedAt: round.playedAt,
        live: round.live,
        teamName: team.name,
        revenue: team.revenue,
        optimum,
        expectedOptimum,
        share: shareOf(team.revenue, optimum),
        expectedShare: shareOf(team.revenue, expectedOptimum),
        optimumState: state,
      };
      const played = people.get(player.email) ?? [];
      played.push({ entry, name: player.name });
      people.set(player.email, played);
    }
  }
  const participants = [...people].map(([email, played]): ParticipantProgress => {
    played.sort((a, b) => entryOrder(a.entry, b.entry));
    return { email, name: played[played.length - 1]!.name, entries: played.map((p) => p.entry) };
  });
  return participants.sort((a, b) => codeOrder(a.name.toLowerCase(), b.name.toLowerCase()) || codeOrder(a.email, b.email));
}

/** One participant's own history, by their e-mail; null when it names no one who played. */
export function participantProgress(progress: readonly ParticipantProgress[], email: string): ParticipantProgress | null {
  if (!isParticipantEmail(email)) return null;
  const key = normaliseEmail(email);
  return progress.find((p) => p.email === key) ?? null;
}

/**
 * A campaign's standings (issue 36): each team's revenue week by week and in
 * all, ranked by the whole campaign. A week's figures are the team's replay
 * of that week's deck against the week as it was played (`weekSession`) at
 * the rates it sold at (`teamWeekPrices`): realised once the week is closed,
 * projected while it is being played. A single-week session's standings are
 * its leaderboard's revenue.
 */
import { currentWeek } from '../domain/rounds.js';
import type { Decision } from '../domain/game.js';
import type { Session } from '../domain/session.js';
import type { Team } from '../domain/team.js';
import { closedWeekOf, teamWeekPrices, weekSession } from '../rules/campaign.js';
import { rankRows, replayTeam } from '../rules/replay-team.js';
import { sessionDeck, sessionTeams, teamDecisions, type SessionData } from './session-view.js';

export interface CampaignWeek {
  week: number;
  revenue: number;
  /** Revenue as a share of the week's best possible (1 is the best week), or null while that is not known. */
  share: number | null;
  /** Whether the week's figures are final: the host closed it (or ended the game on it), so its guests have come. */
  closed: boolean;
}

export interface CampaignStanding {
  teamId: string;
  name: string;
  /** Weeks 1 to the one being played, in order. */
  weeks: CampaignWeek[];
  /** Revenue over the weeks played so far, the current week's as it stands. */
  total: number;
  rank: number;
}

/** The weeks that count: 1 to the one being played (the weeks after it have no figures yet). */
export function playedWeeks(session: Pick<Session, 'week'>): number[] {
  return Array.from({ length: currentWeek(session) }, (_, i) => i + 1);
}

/** A week's revenue against its optimum: an optimum of nothing is met by earning nothing. */
export function shareOfOptimum(revenue: number, optimum: number | undefined): number | null {
  if (optimum === undefined) return null;
  return optimum > 0 ? revenue / optimum : 1;
}

function isClosed(session: Session, week: number): boolean {
  return closedWeekOf(session, week) !== null || (week === currentWeek(session) && session.status === 'ended');
}

interface PlayedWeek {
  week: number;
  session: Session;
  deck: ReturnType<typeof sessionDeck>;
  ids: ReadonlySet<string>;
  closed: boolean;
}

function teamWeek(played: PlayedWeek, team: Team, decisions: readonly Decision[], optimum: number | undefined): CampaignWeek {
  // A decision belongs to the week of its request: the week replays only its own deck's.
  const own = decisions.filter((d) => played.ids.has(d.scenarioId));
  const bar = teamWeekPrices(played.session, team, played.week);
  const { figures } = replayTeam(bar ? { ...played.session, bar } : played.session, played.deck, own);
  return { week: played.week, revenue: figures.revenue, share: shareOfOptimum(figures.revenue, optimum), closed: played.closed };
}

/**
 * Every team's campaign so far, best first: ranked by total revenue, teams
 * level on it sharing a rank and listed in creation order (`rankRows`, with
 * nothing else to tell them apart). `optimumByWeek` gives each week's best
 * possible revenue, when known, for its share. Empty when the session is not
 * in the data.
 */
export function campaignStandings(data: SessionData, sessionId: string, optimumByWeek?: ReadonlyMap<number, number>): CampaignStanding[] {
  const session = data.sessions[sessionId];
  if (!session) return [];
  const weeks: PlayedWeek[] = playedWeeks(session).map((week) => {
    const deck = sessionDeck(data, sessionId, week);
    return { week, session: weekSession(session, week), deck, ids: new Set(deck.map((s) => s._id)), closed: isClosed(session, week) };
  });
  const rows = sessionTeams(data, sessionId).map((team) => {
    const decisions = teamDecisions(data, team.id);
    const byWeek = weeks.map((played) => teamWeek(played, team, decisions, optimumByWeek?.get(played.week)));
    const total = byWeek.reduce((sum, w) => sum + w.revenue, 0);
    // RevPAR and finishing time are one week's tie-breaks: over a campaign only revenue ranks.
    return { id: team.id, name: team.name, revenue: total, revPar: 0, weeks: byWeek };
  });
  return rankRows(rows).map((row) => ({ teamId: row.id, name: row.name, weeks: row.weeks, total: row.revenue, rank: row.rank }));
}

/**
 * A team's week rebuilt from its decisions. The server's scores and the
 * device's optimistic view both come from here, so they cannot drift apart.
 */
import type { Decision, ResultRow } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { SessionStatus } from '../domain/session.js';
import { codeOrder, idOrder } from './order.js';
import { decide, startPlay, type TeamFigures, type TeamPlay } from './team-play.js';
import { weekFigures, type FigureSession } from './week-figures.js';
import { teamRates, type RatedSession } from './team-rates.js';
import { inPricingRound } from '../domain/rounds.js';
import type { Team } from '../domain/team.js';

export type TeamProgress = 'Waiting' | 'In Progress' | 'Completed';

export interface TeamReplay {
  play: TeamPlay;
  figures: TeamFigures;
  /** Decisions that could not apply (unknown scenario, second decision, broken rule), in order. */
  skipped: { decision: Pick<Decision, 'scenarioId' | 'decision'>; reason: string }[];
  /** The first scenario of the deck the team has not decided, or null. */
  next: PlayScenario | null;
  progress: TeamProgress;
}

export function replayTeam(session: FigureSession, deck: readonly PlayScenario[], decisions: readonly Pick<Decision, 'scenarioId' | 'decision'>[]): TeamReplay {
  return finish(session, deck, extendReplay(session, deck, { play: startPlay(session), skipped: [] }, decisions));
}

type ReplayState = Pick<TeamReplay, 'play' | 'skipped'>;

function extendReplay(
  session: FigureSession,
  deck: readonly PlayScenario[],
  from: ReplayState,
  decisions: readonly Pick<Decision, 'scenarioId' | 'decision'>[],
): ReplayState {
  let play = from.play;
  const skipped = [...from.skipped];
  const byId = decisions.length > 0 ? new Map(deck.map((s) => [s._id, s])) : null;
  for (const decision of decisions) {
    const scenario = byId!.get(decision.scenarioId);
    if (!scenario) {
      skipped.push({ decision, reason: 'Scenario not found' });
      continue;
    }
    const result = decide(play, session, scenario, decision.decision);
    if (result.ok) play = result.play;
    else skipped.push({ decision, reason: result.message });
  }
  return { play, skipped };
}

function finish(session: FigureSession, deck: readonly PlayScenario[], { play, skipped }: ReplayState): TeamReplay {
  const next = deck.find((s) => play.decided[s._id] === undefined) ?? null;
  const decidedCount = deck.length - deck.filter((s) => play.decided[s._id] === undefined).length;
  const progress: TeamProgress = deck.length > 0 && next === null ? 'Completed' : decidedCount > 0 ? 'In Progress' : 'Waiting';
  return { play, figures: weekFigures(play, session), skipped, next, progress };
}

/**
 * The week in step (decision record 021): the next request is the room's
 * (`step`, its index in the deck) while the team has not decided it, and none
 * once it has; a request the room left undecided is never offered again. Own
 * pace (`step` null) leaves the week as it is.
 */
export function inStep(week: TeamReplay, deck: readonly PlayScenario[], step: number | null): TeamReplay {
  if (step === null) return week;
  const roomRequest = deck[step];
  return { ...week, next: roomRequest && week.play.decided[roomRequest._id] === undefined ? roomRequest : null };
}

/** The room's request index when the session plays in step, or null for own pace. */
export function roomStep(session: { pace?: 'own' | 'inStep'; step?: number }): number | null {
  return session.pace === 'inStep' ? (session.step ?? 0) : null;
}

const sameRefs = <T>(a: readonly T[], b: readonly T[], n = a.length) => {
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * A memo of team replays, so a team's week is extended by the decisions added
 * since it was last replayed instead of rebuilt from the first one. A hit
 * needs the very same session and deck (by reference) and earlier decisions
 * that are the same objects, so any edit that replaces one of them replays in
 * full; the answer is always what `replayTeam` would give.
 *
 * A caller may pass the same decisions array again after appending to it (the
 * server's index does, to skip comparing hundreds of entries per call); an
 * array changed any other way must come as a new array.
 */
export function createReplayMemo() {
  type Entry = {
    session: FigureSession;
    deck: readonly PlayScenario[];
    decisions: readonly Pick<Decision, 'scenarioId' | 'decision'>[];
    count: number;
    state: ReplayState;
    replay: TeamReplay;
  };
  const memo = new Map<string, Entry>();
  const continues = (hit: Entry, session: FigureSession, deck: readonly PlayScenario[], decisions: readonly Pick<Decision, 'scenarioId' | 'decision'>[]) =>
    hit.session === session &&
    (hit.deck === deck || (hit.deck.length === deck.length && sameRefs(hit.deck, deck))) &&
    hit.count <= decisions.length &&
    (hit.decisions === decisions || sameRefs(hit.decisions, decisions, hit.count));
  return {
    replay(teamId: string, session: FigureSession, deck: readonly PlayScenario[], decisions: readonly Pick<Decision, 'scenarioId' | 'decision'>[]): TeamReplay {
      const hit = memo.get(teamId);
      if (hit && continues(hit, session, deck, decisions) && hit.count === decisions.length) {
        hit.decisions = decisions;
        return hit.replay;
      }
      const from = hit && continues(hit, session, deck, decisions) ? hit : null;
      const state = extendReplay(session, deck, from ? from.state : { play: startPlay(session), skipped: [] }, decisions.slice(from ? from.count : 0));
      const replay = finish(session, deck, state);
      memo.set(teamId, { session, deck, decisions, count: decisions.length, state, replay });
      return replay;
    },
    forget: (teamId: string) => void memo.delete(teamId),
  };
}

export type ReplayMemo = ReturnType<typeof createReplayMemo>;

/** How teams are ranked, in the words every screen that ranks them shows. */
export const RANKING_RULE = 'Ranked by revenue, then RevPAR, then who finished first';

type Rankable = Pick<ResultRow, 'id' | 'revenue' | 'revPar' | 'name'> & { finishedAt?: string | null };

/** Ranking order: more revenue first, then more RevPAR, then the team that finished its deck first (a team still playing after those that have). 0 for a true tie. */
export function compareForRank(a: Rankable, b: Rankable): number {
  if (a.revenue !== b.revenue) return b.revenue - a.revenue;
  if (a.revPar !== b.revPar) return b.revPar - a.revPar;
  const fa = a.finishedAt ?? null;
  const fb = b.finishedAt ?? null;
  if (fa !== fb) return fa === null ? 1 : fb === null ? -1 : codeOrder(fa, fb);
  return 0;
}

/**
 * Ranks rows by `compareForRank`: teams equal on all of it share a rank and the
 * next rank skips (1, 1, 3); within a tie, rows are listed in creation order.
 */
export function rankRows<T extends Rankable>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => compareForRank(a, b) || idOrder(a.id, b.id));
  const ranked: (T & { rank: number })[] = [];
  sorted.forEach((row, i) => {
    const previous = ranked[i - 1];
    ranked.push({ ...row, rank: previous && compareForRank(previous, row) === 0 ? previous.rank : i + 1 });
  });
  return ranked;
}

/**
 * The leaderboard: every team replayed and ranked by `RANKING_RULE`. When the
 * host has ended the game every team counts as Completed.
 */
export function leaderboard(
  session: FigureSession & { status: SessionStatus; pricingClosedAt?: string | null | undefined },
  deck: readonly PlayScenario[],
  teams: readonly { id: string; name: string; prices?: Team['prices'] }[],
  decisionsByTeam: ReadonlyMap<string, readonly (Pick<Decision, 'scenarioId' | 'decision'> & { decidedAt?: string })[]>,
  memo?: ReplayMemo,
): ResultRow[] {
  const rows = teams.map((team) => {
    const decisions = decisionsByTeam.get(team.id) ?? [];
    const replay = memo ? memo.replay(team.id, session, deck, decisions) : replayTeam(session, deck, decisions);
    const { progress } = replay;
    // In a pricing week each team's transient rooms sell at its own rates (issue 36); the memo keeps the rooms. While
    // the round is open the board, which the whole room sees, counts every team at the opening rates: its ADR would be
    // a team's rate itself, for another team to undercut. The rates count from the host's close.
    const rates = teamRates(session as RatedSession, inPricingRound(session) ? null : team);
    const figures = rates ? weekFigures(replay.play, { ...session, bar: rates }) : replay.figures;
    // Decisions come in the order they were taken: the last one finished the deck.
    const finishedAt = progress === 'Completed' ? (decisions[decisions.length - 1]?.decidedAt ?? null) : null;
    return {
      id: team.id,
      name: team.name,
      revenue: figures.revenue,
      occupancy: figures.occupancy,
      ADR: figures.adr,
      revPar: figures.revPar,
      acceptedBooking: figures.accepted,
      declinedBooking: figures.declined,
      // Under the forecast demand model only, so the specification's rows stay as documented.
      ...(figures.transient ? { tRevPar: figures.tRevPar, projected: figures.transient.phase === 'projected' } : {}),
      status: session.status === 'ended' ? ('Completed' as const) : progress,
      finishedAt,
    };
  });
  return rankRows(rows);
}

/**
 * A team's week beside the hindsight optimum, request by request and night by
 * night. `compareWithOptimum` is the one computation of a request's outcome,
 * its revenue effect and the share of the optimum: the debrief screen reads it
 * through `debrief`, the printable report and its CSV through `reportView`.
 */
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { Decision, DecisionType, Optimum } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { replayTeam } from '../mutations/replay-team.js';
import { stayNights } from '../rules/acceptance.js';
import { displacement, type Displacement } from '../rules/displacement.js';
import type { TeamFigures } from '../rules/team-play.js';

export type DebriefSession = Pick<Session, 'totalRooms' | 'baseADR' | 'occupancy' | 'banquet'>;

export interface DebriefRow<S extends PlayScenario = PlayScenario> {
  scenario: S;
  /** What the team did; 'open' while it has not decided. An accept the rules refused counts as the decline that followed. */
  team: DecisionType | 'open';
  /** The booking timer declined it: nobody chose. */
  timedOut: boolean;
  optimal: DecisionType;
  /** The team's revenue from this request less the optimum's: negative where the team earned less. */
  effect: number;
  displacement: Displacement;
}

export interface DebriefDay {
  day: GridDay;
  /** Percentages of the hotel's rooms sold that night. */
  team: number;
  optimum: number;
  forecast: number;
}

export interface Debrief<S extends PlayScenario = PlayScenario> {
  figures: TeamFigures;
  optimumRevenue: number;
  /** The team's revenue as a percentage of the optimum (100 when neither earns anything). */
  percentOfOptimum: number;
  rows: DebriefRow<S>[];
  days: DebriefDay[];
}

/** A request as the team's week and the optimum, when it is known, treated it. */
export interface ComparedRow<S extends PlayScenario = PlayScenario> {
  scenario: S;
  /** What the team did; 'open' while it has not decided. An accept the rules refused counts as the decline that followed. */
  team: DecisionType | 'open';
  /** The booking timer declined it: nobody chose. */
  timedOut: boolean;
  /** null until the optimum is known. */
  optimal: DecisionType | null;
  /** The team's revenue from this request less the optimum's; null until the optimum is known. */
  effect: number | null;
  displacement: Displacement;
}

export interface Comparison<S extends PlayScenario = PlayScenario> {
  play: ReturnType<typeof replayTeam>['play'];
  figures: TeamFigures;
  rows: ComparedRow<S>[];
  /** The team's revenue as a percentage of the optimum (100 when neither earns anything); null until it is known. */
  percentOfOptimum: number | null;
}

/** One team's decisions replayed, each request beside the optimum's choice once the optimum is known. */
export function compareWithOptimum<S extends PlayScenario>(
  session: DebriefSession,
  deck: readonly S[],
  decisions: readonly (Pick<Decision, 'scenarioId' | 'decision'> & Partial<Pick<Decision, 'source'>>)[],
  optimum: Pick<Optimum, 'revenue' | 'chosen'> | null,
): Comparison<S> {
  const { play, figures } = replayTeam(session, deck, decisions);
  const byTimer = new Set(decisions.filter((d) => d.source === 'timer').map((d) => d.scenarioId));
  const accepted = new Set(play.bookings.map((b) => b.scenarioId));
  const chosen = optimum ? new Set(optimum.chosen) : null;
  const rows = deck.map((scenario): ComparedRow<S> => {
    const team: ComparedRow['team'] = accepted.has(scenario._id) ? 'acc' : play.decided[scenario._id] ? 'dec' : 'open';
    const optimal: DecisionType | null = chosen ? (chosen.has(scenario._id) ? 'acc' : 'dec') : null;
    const effect = optimal === null ? null : (team === 'acc' ? scenario.totalRate : 0) - (optimal === 'acc' ? scenario.totalRate : 0);
    return { scenario, team, timedOut: team === 'dec' && byTimer.has(scenario._id), optimal, effect, displacement: displacement(session, scenario) };
  });
  const percentOfOptimum = optimum ? (optimum.revenue > 0 ? (figures.revenue / optimum.revenue) * 100 : 100) : null;
  return { play, figures, rows, percentOfOptimum };
}

function soldShare(totalRooms: number, sold: number): number {
  return totalRooms > 0 ? (sold / totalRooms) * 100 : 0;
}

export function debrief<S extends PlayScenario>(
  session: DebriefSession,
  deck: readonly S[],
  decisions: readonly (Pick<Decision, 'scenarioId' | 'decision'> & Partial<Pick<Decision, 'source'>>)[],
  optimum: Pick<Optimum, 'revenue' | 'chosen' | 'rooms'>,
): Debrief<S> {
  const compared = compareWithOptimum(session, deck, decisions, optimum);
  const { play, figures } = compared;
  // With the optimum given, every row has its optimal choice and effect.
  const rows = compared.rows.map((r): DebriefRow<S> => ({ ...r, optimal: r.optimal!, effect: r.effect! }));
  const days = GRID_DAYS.map((day, i): DebriefDay => {
    const teamSold = Object.values(play.rooms).filter((nights) => nights[day] !== null).length;
    const optimumSold = deck.reduce((sum, s) => sum + (stayNights(s.checkInDay, s.roomNights)?.includes(day) ? (optimum.rooms[s._id]?.length ?? 0) : 0), 0);
    const forecast = Number(session.occupancy[OCCUPANCY_DAYS[i]!]);
    return { day, team: soldShare(session.totalRooms, teamSold), optimum: soldShare(session.totalRooms, optimumSold), forecast: Number.isFinite(forecast) ? forecast : 0 };
  });
  return { figures, optimumRevenue: optimum.revenue, percentOfOptimum: compared.percentOfOptimum!, rows, days };
}

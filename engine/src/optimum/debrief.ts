/**
 * A team's week beside the hindsight optimum, request by request and night by
 * night. `compareWithOptimum` is the one computation of a request's outcome,
 * its revenue effect and the share of the optimum: the debrief screen reads it
 * through `debrief`, the printable report and its CSV through `reportView`.
 * `didNotFit` says why a declined request could not have been accepted when it
 * was met, for a team's week and a house team's alike.
 */
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { Decision, DecisionType, Optimum } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { PlaySession, Session } from '../domain/session.js';
import { replayTeam } from '../rules/replay-team.js';
import { stayNights } from '../rules/acceptance.js';
import { displacement, type Displacement } from '../rules/displacement.js';
import { placement, type PlacementSays } from '../rules/placement.js';
import { decide, startPlay, type TeamFigures, type TeamPlay } from '../rules/team-play.js';
import { hasTransientDemand, turnedAwayBy, type DemandSession } from '../rules/transient-demand.js';

/** A session as the debrief reads it; under the forecast demand model its id, status and model let the week's figures count the transient guests. */
export type DebriefSession = Pick<Session, 'totalRooms' | 'baseADR' | 'occupancy' | 'banquet'> & Partial<Pick<Session, 'id' | 'status' | 'demandModel'>>;

export interface DebriefRow<S extends PlayScenario = PlayScenario> {
  scenario: S;
  /** What the team did; 'open' while it has not decided. An accept the rules refused counts as the decline that followed. */
  team: DecisionType | 'open';
  /** The booking timer declined it: nobody chose. */
  timedOut: boolean;
  /** Why the declined request could not have been accepted when the team met it (`didNotFit`); null when it fitted or is open. */
  didNotFit: string | null;
  /** The same by its parts, for a device to say in its own language; null with `didNotFit`. */
  didNotFitSays: PlacementSays | null;
  optimal: DecisionType;
  /** The team's revenue from this request less the optimum's: negative where the team earned less. */
  effect: number;
  displacement: Displacement;
}

export interface DebriefDay {
  day: GridDay;
  /** Percentages of the hotel's rooms sold that night. */
  team: number;
  /** The rooms the team sold that night: its groups, every booking request being one. */
  teamRooms: number;
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
  /** Why the declined request could not have been accepted when the team met it (`didNotFit`); null when it fitted or is open. */
  didNotFit: string | null;
  /** The same by its parts, for a device to say in its own language; null with `didNotFit`. */
  didNotFitSays: PlacementSays | null;
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

/** Placement's present tense, in order: its prefix and full stop go, then each verb turns past. */
const PAST_TENSE: readonly (readonly [RegExp, string])[] = [
  [/^Does not fit: /, ''],
  [/[.!]$/, ''],
  [/^enough rooms each night\b/, 'there were enough rooms each night'],
  [/\bhas\b/g, 'had'],
  [/\bis taken\b/g, 'was taken'],
  [/\bneeds\b/g, 'needed'],
  [/\bgives\b/g, 'gave'],
  [/\bare free\b/g, 'were free'],
  [/\bis free\b/g, 'was free'],
];

/**
 * Placement's reason a request does not fit, told of the week gone by:
 * "Does not fit: Friday has no rooms left, and it needs 2." reads "Friday had
 * no rooms left, and it needed 2". A sentence placement may word otherwise
 * one day keeps its present tense, still true.
 */
export function pastReason(summary: string): string {
  return PAST_TENSE.reduce((text, [from, to]) => text.replace(from, to), summary.trim());
}

/** An accept the rules refused, in the words every screen and the report file use. */
export function refusedText(reason: string): string {
  return `Refused: did not fit — ${reason}`;
}

/** Why a request could not have been accepted: in the past tense of the specification's English, and by its parts (`PlacementSays`). */
export interface DidNotFit {
  reason: string;
  says: PlacementSays;
}

/**
 * Each declined request that could not have been accepted when it was met,
 * with why (`pastReason` of placement, over the week as it stood before it,
 * guests moved between rooms included). A team's refused accept is not
 * recorded (the booking card refuses it and the team then declines), so a
 * team's decline here may be a refusal or a choice; a house team's refusal is
 * its `refused` flag.
 *
 * @example didNotFit(session, deck, decisions).get(scenarioId)?.reason // 'Friday had no rooms left, and it needed 2'
 */
export function didNotFit(
  session: PlaySession,
  deck: readonly PlayScenario[],
  decisions: readonly Pick<Decision, 'scenarioId' | 'decision'>[],
): Map<string, DidNotFit> {
  const byId = new Map(deck.map((s) => [s._id, s]));
  const reasons = new Map<string, DidNotFit>();
  let play = startPlay(session);
  // Decisions in the order they were taken, as replayTeam applies them.
  for (const d of decisions) {
    const scenario = byId.get(d.scenarioId);
    if (!scenario || play.decided[scenario._id] !== undefined) continue;
    if (d.decision === 'dec') {
      const where = placement(play.rooms, play.banquets, session, scenario, play.bookings);
      if (!where.fits) reasons.set(scenario._id, { reason: pastReason(where.summary), says: where.says });
    }
    const done = decide(play, session, scenario, d.decision);
    if (done.ok) play = done.play;
  }
  return reasons;
}

/** One team's decisions replayed, each request beside the optimum's choice once the optimum is known. */
export function compareWithOptimum<S extends PlayScenario>(
  session: DebriefSession,
  deck: readonly S[],
  decisions: readonly (Pick<Decision, 'scenarioId' | 'decision'> & Partial<Pick<Decision, 'source'>>)[],
  optimum: Pick<Optimum, 'revenue' | 'chosen'> | null,
): Comparison<S> {
  const { play, figures } = replayTeam(session, deck, decisions);
  const unfit = didNotFit(session, deck, decisions);
  const byTimer = new Set(decisions.filter((d) => d.source === 'timer').map((d) => d.scenarioId));
  const accepted = new Set(play.bookings.map((b) => b.scenarioId));
  const chosen = optimum ? new Set(optimum.chosen) : null;
  // Under the forecast demand model, once the guests are known, a booking is worth what it paid less the guests who came that it turned away.
  const realised = figures.transient?.phase === 'realised' && hasTransientDemand(session) ? (session as DebriefSession & DemandSession) : null;
  const worth = (week: TeamPlay) => {
    const out = new Map<string, number>();
    for (const b of week.bookings) out.set(b.scenarioId, b.totalRate - (realised ? turnedAwayBy(realised, week.rooms, b).value : 0));
    return out;
  };
  const teamWorth = worth(play);
  const bestWorth = chosen
    ? realised
      ? worth(playChosen(session, deck, chosen))
      : new Map(deck.filter((s) => chosen.has(s._id)).map((s) => [s._id, s.totalRate]))
    : null;
  const rows = deck.map((scenario): ComparedRow<S> => {
    const team: ComparedRow['team'] = accepted.has(scenario._id) ? 'acc' : play.decided[scenario._id] ? 'dec' : 'open';
    const optimal: DecisionType | null = chosen ? (chosen.has(scenario._id) ? 'acc' : 'dec') : null;
    const effect = bestWorth === null ? null : (teamWorth.get(scenario._id) ?? 0) - (bestWorth.get(scenario._id) ?? 0);
    const didNot = team === 'dec' ? (unfit.get(scenario._id) ?? null) : null;
    return {
      scenario,
      team,
      timedOut: team === 'dec' && byTimer.has(scenario._id),
      didNotFit: didNot?.reason ?? null,
      didNotFitSays: didNot?.says ?? null,
      optimal,
      effect,
      displacement: displacement(session, scenario),
    };
  });
  const percentOfOptimum = optimum ? (optimum.revenue > 0 ? (figures.revenue / optimum.revenue) * 100 : 100) : null;
  return { play, figures, rows, percentOfOptimum };
}

/** The requests in `chosen` accepted in deck order, the rest declined: the best week as the rules play it. */
function playChosen(session: PlaySession, deck: readonly PlayScenario[], chosen: ReadonlySet<string>): TeamPlay {
  let play = startPlay(session);
  for (const s of deck) {
    const next = decide(play, session, s, chosen.has(s._id) ? 'acc' : 'dec');
    if (next.ok) play = next.play;
  }
  return play;
}

function soldShare(totalRooms: number, sold: number): number {
  return totalRooms > 0 ? (sold / totalRooms) * 100 : 0;
}

export function debrief<S extends PlayScenario>(
  session: DebriefSession,
  deck: readonly S[],
  decisions: readonly (Pick<Decision, 'scenarioId' | 'decision'> & Partial<Pick<Decision, 'source'>>)[],
  optimum: Pick<Optimum, 'revenue' | 'chosen' | 'rooms'> & Partial<Pick<Optimum, 'transient'>>,
): Debrief<S> {
  const compared = compareWithOptimum(session, deck, decisions, optimum);
  const { play, figures } = compared;
  // With the optimum given, every row has its optimal choice and effect.
  const rows = compared.rows.map((r): DebriefRow<S> => ({ ...r, optimal: r.optimal!, effect: r.effect! }));
  const days = GRID_DAYS.map((day, i): DebriefDay => {
    const teamSold = Object.values(play.rooms).filter((nights) => nights[day] !== null).length;
    // The best week's transient guests too, under the forecast demand model.
    const optimumSold =
      deck.reduce((sum, s) => sum + (stayNights(s.checkInDay, s.roomNights)?.includes(day) ? (optimum.rooms[s._id]?.length ?? 0) : 0), 0) +
      (optimum.transient?.rooms[day] ?? 0);
    const forecast = Number(session.occupancy[OCCUPANCY_DAYS[i]!]);
    return {
      day,
      team: soldShare(session.totalRooms, teamSold),
      teamRooms: teamSold,
      optimum: soldShare(session.totalRooms, optimumSold),
      forecast: Number.isFinite(forecast) ? forecast : 0,
    };
  });
  return { figures, optimumRevenue: optimum.revenue, percentOfOptimum: compared.percentOfOptimum!, rows, days };
}

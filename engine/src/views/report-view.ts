/**
 * The session report (docs/rules.md §2 "Results"): every team's figures and
 * every team's answer to every request, beside the best possible week. Built
 * from the debrief's rows (`compareWithOptimum`), so the report, its CSV and
 * the debrief cannot disagree.
 */
import type { Optimum } from '../domain/game.js';
import { type PlayScenario, type Scenario } from '../domain/scenario.js';
import { BOOKING_TYPE_LABELS } from '../domain/booking-types.js';
import type { HousePolicyId, PlaySession, Session } from '../domain/session.js';
import type { Member } from '../domain/team.js';
import { compareWithOptimum, didNotFit, type DebriefSession } from '../optimum/debrief.js';
import type { PlacementSays } from '../rules/placement.js';
import { decisionsByTeam, rankedTeams, type SessionFacts } from '../rules/live-dashboard.js';
import { decisionOutcome, type DecisionOutcome } from '../rules/outcome.js';
import { HOUSE_POLICIES, type HousePlay } from '../policies/house-policies.js';
import { housePlays } from '../policies/house-standings.js';

/** A week's figures as the report lists them, a team's and a house policy's alike. */
export interface ReportFigures {
  revenue: number;
  occupancy: number;
  ADR: number;
  revPar: number;
  accepted: number;
  declined: number;
  /** Revenue as a percentage of the session's best possible week; null until the optimum is known. */
  percentOfOptimum: number | null;
}

export interface ReportTeamRow extends ReportFigures {
  teamId: string;
  rank: number;
  team: string;
  members: string;
  status: string;
}

/** The report's "By" for a request the booking timer declined: nobody on the team chose it. */
export const TIMER_DECIDED = 'Time ran out';

export interface ReportDecisionRow {
  teamId: string;
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
  decision: DecisionOutcome;
  /** Why a declined request could not have been accepted when the team met it (`didNotFit`); null when it fitted. */
  didNotFit: string | null;
  /** The same by its parts, for a device to say in its own language. */
  didNotFitSays: PlacementSays | null;
  decidedBy: string;
  /** When the device made the decision (server clock); '' when undecided. */
  madeAt: string;
  /** When it reached the server; later than `madeAt` for a decision made offline. */
  reachedAt: string;
  /** What the best possible week does with this request; null until the optimum is known. */
  bestChoice: 'Accept' | 'Decline' | null;
  /** The team's revenue from the request less the best week's: negative where the team earned less. */
  revenueEffect: number | null;
  /** Total rate less the transient revenue it displaces (decision record 009). */
  netOfDisplacement: number;
}

/** A house policy's week over the whole deck (issue "House teams"), whether or not it played on the leaderboard. */
export interface ReportHouseRow extends ReportFigures {
  policy: HousePolicyId;
  name: string;
  teaches: string;
}

/** What a house policy did with a request: 'Refused' is an accept the rules refused, declined for it. */
export type HouseChoice = 'Accept' | 'Decline' | 'Refused';

/** A request of the deck and what each house policy did with it, in the order of `house`. */
export interface ReportHouseChoice {
  request: number;
  reservationName: string;
  totalRate: number;
  /** `didNotFit`: why the request could not be accepted when the policy met it (a refusal's reason), or null. */
  choices: { policy: HousePolicyId; decision: HouseChoice; didNotFit: string | null; didNotFitSays: PlacementSays | null }[];
}

export interface ReportView {
  /** The best possible week's revenue; null until the optimum is known. */
  optimumRevenue: number | null;
  teams: ReportTeamRow[];
  decisions: ReportDecisionRow[];
  /** Every house policy over the deck; the hindsight optimum once it is known. */
  house: ReportHouseRow[];
  /** Each request, in deck order, and what every house policy did with it. */
  houseChoices: ReportHouseChoice[];
}

/**
 * Every team's figures (leaderboard order) and every team's answer to every
 * request, in deck order; beside the best possible week once its optimum is known.
 */
export function reportView(
  facts: Omit<SessionFacts, 'session'> & {
    session: SessionFacts['session'] & DebriefSession & Pick<Session, 'rates'>;
    members: readonly Pick<Member, 'id' | 'name' | 'teamId'>[];
  },
  optimum: Pick<Optimum, 'revenue' | 'chosen'> | null = null,
): ReportView {
  const byTeam = decisionsByTeam(facts.decisions);
  const nameOf = new Map(facts.members.map((m) => [m.id, m.name]));
  const ordered = rankedTeams(facts.teams, facts.results);
  // Each team's week beside the optimum, by the debrief's one computation: the report and the debrief cannot disagree.
  const compared = new Map(
    ordered.map(({ team: t }) => [
      t.id,
      compareWithOptimum(
        facts.session,
        facts.deck,
        facts.decisions.filter((d) => d.teamId === t.id),
        optimum,
      ),
    ]),
  );
  const teams = ordered.map(({ team: t, row }, i) => {
    return {
      teamId: t.id,
      rank: row?.rank ?? i + 1,
      team: t.name,
      members: facts.members
        .filter((m) => m.teamId === t.id)
        .map((m) => m.name)
        .join('; '),
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
    compared.get(t.id)!.rows.map(({ scenario: s, team, timedOut, didNotFit: unfit, didNotFitSays, optimal, effect, displacement }, i): ReportDecisionRow => {
      const d = byTeam.get(t.id)?.get(s._id);
      return {
        teamId: t.id,
        team: t.name,
        request: i + 1,
        reservationName: s.reservationName,
        type: BOOKING_TYPE_LABELS[s.type],
        checkInDay: s.checkInDay,
        roomNights: s.roomNights,
        rooms: s.noOfRoom,
        banquets: s.noOfBanquet,
        rateTypes: s.rateType.join('; '),
        totalRate: s.totalRate,
        decision: decisionOutcome(team, timedOut ? 'timer' : 'team'),
        didNotFit: unfit,
        didNotFitSays,
        decidedBy: d ? (d.source === 'timer' ? TIMER_DECIDED : (nameOf.get(d.decidedBy) ?? '')) : '',
        madeAt: d ? (d.madeAt ?? d.decidedAt) : '',
        reachedAt: d?.decidedAt ?? '',
        bestChoice: optimal === null ? null : optimal === 'acc' ? 'Accept' : 'Decline',
        revenueEffect: effect,
        netOfDisplacement: displacement.netContribution,
      };
    }),
  );
  const plays = housePlays(facts.session, facts.deck, optimum);
  const share = (revenue: number) => (optimum === null ? null : optimum.revenue > 0 ? (revenue / optimum.revenue) * 100 : 100);
  const house = plays.map(({ policy, figures: f }): ReportHouseRow => {
    const p = HOUSE_POLICIES.find((h) => h.id === policy)!;
    return {
      policy,
      name: p.name,
      teaches: p.teaches,
      revenue: f.revenue,
      occupancy: f.occupancy,
      ADR: f.adr,
      revPar: f.revPar,
      accepted: f.accepted,
      declined: f.declined,
      percentOfOptimum: share(f.revenue),
    };
  });
  return { optimumRevenue: optimum?.revenue ?? null, teams, decisions, house, houseChoices: houseChoices(facts.session, facts.deck, plays) };
}

/**
 * What each house policy did with each request, in deck order, an accept the
 * rules refused told apart from a decline, with why it did not fit: the
 * report, its file and the debrief read it alike.
 */
export function houseChoices(
  session: PlaySession,
  deck: readonly (PlayScenario & Pick<Scenario, 'reservationName'>)[],
  plays: readonly HousePlay[],
): ReportHouseChoice[] {
  const played = plays.map((p) => ({
    policy: p.policy,
    byRequest: new Map(p.decisions.map((d) => [d.scenarioId, d])),
    unfit: didNotFit(session, deck, p.decisions),
  }));
  return deck.map((s, i): ReportHouseChoice => ({
    request: i + 1,
    reservationName: s.reservationName,
    totalRate: s.totalRate,
    choices: played.map(({ policy, byRequest, unfit }) => {
      const d = byRequest.get(s._id);
      const why = unfit.get(s._id);
      return {
        policy,
        decision: d?.refused ? 'Refused' : d?.decision === 'acc' ? 'Accept' : 'Decline',
        didNotFit: why?.reason ?? null,
        didNotFitSays: why?.says ?? null,
      };
    }),
  }));
}

/** What a team or house team did with a request, on the side-by-side view: a house team's refused accept is 'Refused'. */
export type SideBySideOutcome = DecisionOutcome | 'Refused';

/** A column of the side-by-side view: a team, or a house team the host switched on. */
export interface SideBySideColumn extends ReportFigures {
  /** The team's id, or `house-<policy>` for a house team. */
  id: string;
  name: string;
  /** The team's rank; null for a house team, which is never ranked. */
  rank: number | null;
  policy: HousePolicyId | null;
}

export interface SideBySideCell {
  outcome: SideBySideOutcome;
  /** Why the request could not be accepted when this column's week met it; null when it fitted or is undecided. */
  didNotFit: string | null;
  didNotFitSays: PlacementSays | null;
}

/** A request and what every column did with it, cells in the order of the columns. */
export interface SideBySideRow {
  request: number;
  scenarioId: string;
  reservationName: string;
  type: string;
  checkInDay: string;
  roomNights: number;
  rooms: number;
  totalRate: number;
  /** What the best possible week does with it; null until the optimum is known. */
  bestChoice: 'Accept' | 'Decline' | null;
  cells: SideBySideCell[];
}

export interface SideBySideView {
  optimumRevenue: number | null;
  /** The teams in leaderboard order, then the house teams the host switched on, in the order of `HOUSE_POLICIES`. */
  columns: SideBySideColumn[];
  /** Every request, in deck order. */
  rows: SideBySideRow[];
}

const HOUSE_OUTCOME: Record<HouseChoice, SideBySideOutcome> = { Accept: 'Accepted', Decline: 'Declined', Refused: 'Refused' };

/**
 * Every team and every house team the host switched on, side by side, for the
 * trainer to discuss request by request (issue 37): each column's week and,
 * per request, what each did. Read off `reportView`, so it agrees with the
 * report and the debrief. The hindsight optimum joins its column once known.
 *
 * @example sideBySideView(view, optimum).rows[0].cells.map((c) => c.outcome) // ['Accepted', 'Declined', 'Refused']
 */
export function sideBySideView(
  facts: Parameters<typeof reportView>[0] & { session: Partial<Pick<Session, 'housePolicies'>> },
  optimum: Pick<Optimum, 'revenue' | 'chosen'> | null = null,
): SideBySideView {
  const report = reportView(facts, optimum);
  const switchedOn = new Set(facts.session.housePolicies ?? []);
  const house = report.house.map((h, index) => ({ h, index })).filter(({ h }) => switchedOn.has(h.policy));
  const columns: SideBySideColumn[] = [
    ...report.teams.map(({ teamId, team, rank, revenue, occupancy, ADR, revPar, accepted, declined, percentOfOptimum }) => ({
      id: teamId,
      name: team,
      rank,
      policy: null,
      revenue,
      occupancy,
      ADR,
      revPar,
      accepted,
      declined,
      percentOfOptimum,
    })),
    ...house.map(({ h: { policy, name, revenue, occupancy, ADR, revPar, accepted, declined, percentOfOptimum } }) => ({
      id: `house-${policy}`,
      name,
      rank: null,
      policy,
      revenue,
      occupancy,
      ADR,
      revPar,
      accepted,
      declined,
      percentOfOptimum,
    })),
  ];
  // Each team's decision rows are in deck order: the i-th is the i-th request.
  const byTeam = new Map(report.teams.map((t) => [t.teamId, report.decisions.filter((d) => d.teamId === t.teamId)]));
  const chosen = optimum ? new Set(optimum.chosen) : null;
  const rows = facts.deck.map((s, i): SideBySideRow => {
    const teamCells = report.teams.map((t): SideBySideCell => {
      const d = byTeam.get(t.teamId)![i]!;
      return { outcome: d.decision, didNotFit: d.didNotFit, didNotFitSays: d.didNotFitSays };
    });
    const houseCells = house.map(({ index }): SideBySideCell => {
      const c = report.houseChoices[i]!.choices[index]!;
      return { outcome: HOUSE_OUTCOME[c.decision], didNotFit: c.didNotFit, didNotFitSays: c.didNotFitSays };
    });
    return {
      request: i + 1,
      scenarioId: s._id,
      reservationName: s.reservationName,
      type: BOOKING_TYPE_LABELS[s.type],
      checkInDay: s.checkInDay,
      roomNights: s.roomNights,
      rooms: s.noOfRoom,
      totalRate: s.totalRate,
      bestChoice: chosen === null ? null : chosen.has(s._id) ? 'Accept' : 'Decline',
      cells: [...teamCells, ...houseCells],
    };
  });
  return { optimumRevenue: report.optimumRevenue, columns, rows };
}

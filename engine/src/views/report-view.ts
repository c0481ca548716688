/**
 * The session report (spec/game.md §2 "Results"): every team's figures and
 * every team's answer to every request, beside the best possible week. Built
 * from the debrief's rows (`compareWithOptimum`), so the report, its CSV and
 * the debrief cannot disagree.
 */
import type { Optimum } from '../domain/game.js';
import { BOOKING_TYPE_LABELS } from '../domain/scenario.js';
import type { HousePolicyId, Session } from '../domain/session.js';
import type { Member } from '../domain/team.js';
import { compareWithOptimum, type DebriefSession } from '../optimum/debrief.js';
import { decisionsByTeam, rankedTeams, type SessionFacts } from '../rules/live-dashboard.js';
import { decisionOutcome, type DecisionOutcome } from '../rules/outcome.js';
import { HOUSE_POLICIES } from '../policies/house-policies.js';
import { acceptedByPolicy, housePlays } from '../policies/house-standings.js';

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
  rank: number;
  team: string;
  members: string;
  status: string;
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
  decision: DecisionOutcome;
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

/** A request of the deck and what each house policy did with it, in the order of `house`. */
export interface ReportHouseChoice {
  request: number;
  reservationName: string;
  totalRate: number;
  choices: { policy: HousePolicyId; decision: 'Accept' | 'Decline' }[];
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
  facts: Omit<SessionFacts, 'session'> & { session: SessionFacts['session'] & DebriefSession & Pick<Session, 'rates'>; members: readonly Pick<Member, 'id' | 'name' | 'teamId'>[] },
  optimum: Pick<Optimum, 'revenue' | 'chosen'> | null = null,
): ReportView {
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
    compared.get(t.id)!.rows.map(({ scenario: s, team, timedOut, optimal, effect, displacement }, i): ReportDecisionRow => {
      const d = byTeam.get(t.id)?.get(s._id);
      return {
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
    return { policy, name: p.name, teaches: p.teaches, revenue: f.revenue, occupancy: f.occupancy, ADR: f.adr, revPar: f.revPar, accepted: f.accepted, declined: f.declined, percentOfOptimum: share(f.revenue) };
  });
  const taken = acceptedByPolicy(plays);
  const houseChoices = facts.deck.map((s, i): ReportHouseChoice => ({
    request: i + 1,
    reservationName: s.reservationName,
    totalRate: s.totalRate,
    choices: plays.map(({ policy }) => ({ policy, decision: taken.get(s._id)?.includes(policy) ? 'Accept' : 'Decline' })),
  }));
  return { optimumRevenue: optimum?.revenue ?? null, teams, decisions, house, houseChoices };
}

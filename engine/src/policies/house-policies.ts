/**
 * The house teams (issue "House teams"): each house policy plays a deck
 * through the same rules as a team, request by request in deck order, and
 * ends with the same figures. The hindsight optimum stands beside them for
 * reference; it alone sees the whole deck, so it needs the optimum's solver
 * (or the optimum already solved) from the caller.
 */
import type { DecisionType, Optimum } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { HousePolicyId } from '../domain/session.js';
import { currentWeek, isPricingWeek } from '../domain/rounds.js';
import { pricedOptimumRates, solveOptimum, type LpSolver } from '../optimum/optimum.js';
import { decide, startPlay, type TeamFigures, type TeamPlay } from '../rules/team-play.js';
import { weekFigures } from '../rules/week-figures.js';
import { emsrB } from './emsr-b.js';
import { displacementPolicy, firstComeFirstServed, rateThreshold, type HouseRule, type HouseSession } from './house-rules.js';

export { EMSR_B_DEMAND_CV, emsrB, fareClasses, forecastDemand, inverseNormal, protectionFor, protectionLevel, rateClass } from './emsr-b.js';
export {
  displacementGivenPlay,
  displacementPolicy,
  expectedDisplacement,
  firstComeFirstServed,
  nightlyRoomRate,
  rateThreshold,
  soldByNight,
  type HouseRule,
  type HouseSession,
  type PolicyView,
} from './house-rules.js';

export interface HousePolicy {
  id: HousePolicyId;
  name: string;
  /** A few letters for a table's narrow column. */
  short: string;
  /** What the policy teaches a front-desk trainee, in one line. */
  teaches: string;
  /** The rule, for a policy that decides from what a team sees; null for the hindsight optimum, which needs the whole deck. */
  rule: HouseRule | null;
}

export const HOUSE_POLICIES: readonly HousePolicy[] = [
  {
    id: 'firstComeFirstServed',
    name: 'First come, first served',
    short: 'FCFS',
    teaches: 'Saying yes to everything fills the hotel early and leaves no room for better business later.',
    rule: firstComeFirstServed,
  },
  {
    id: 'rateThreshold',
    name: 'Rate threshold',
    short: 'Threshold',
    teaches: 'A floor at the base ADR keeps cheap rooms out, but also turns away groups that would have filled empty nights.',
    rule: rateThreshold,
  },
  {
    id: 'displacement',
    name: 'Displacement',
    short: 'Displacement',
    teaches: 'A group is worth what it pays less the transient guests it pushes out on busy nights.',
    rule: displacementPolicy,
  },
  {
    id: 'emsrB',
    name: 'Booking limits (DAVN)',
    short: 'EMSR-b',
    teaches: 'Displacement-adjusted virtual nesting: hold rooms on busy nights, judging a long stay by all it pays less what it displaces.',
    rule: emsrB,
  },
  {
    id: 'hindsightOptimum',
    name: 'Hindsight optimum',
    short: 'Optimum',
    teaches: 'The best any team could have done knowing the whole deck in advance: the yardstick, not a policy.',
    rule: null,
  },
];

export interface HouseDecision {
  scenarioId: string;
  /** As played: an accept the rules refused is the decline that followed. */
  decision: DecisionType;
  /** The policy said accept but the request did not fit. */
  refused: boolean;
}

export interface HousePlay {
  policy: HousePolicyId;
  decisions: HouseDecision[];
  play: TeamPlay;
  figures: TeamFigures;
}

export interface HouseOptions {
  /** The optimum's solver, needed by the hindsight optimum unless `optimum` is given. */
  solve?: LpSolver;
  /** The optimum of this session and deck, already solved (the server stores it). */
  optimum?: Pick<Optimum, 'chosen'>;
}

/**
 * Plays a deck with a house policy, in deck order, through the team's rules.
 *
 * @example playHousePolicy('emsrB', session, deck).figures.revenue
 */
export function playHousePolicy(id: HousePolicyId, session: HouseSession, deck: readonly PlayScenario[], options: HouseOptions = {}): HousePlay {
  const policy = HOUSE_POLICIES.find((p) => p.id === id);
  if (!policy) throw new Error(`unknown house policy ${String(id)}`);
  let rule = policy.rule;
  if (!rule) {
    if (!options.optimum && !options.solve) throw new Error('the hindsight optimum needs the optimum or a solver');
    const chosen = new Set((options.optimum ?? solveOptimum(session, deck, options.solve!)).chosen);
    rule = ({ request }) => (chosen.has(request._id) ? 'acc' : 'dec');
  }
  let play = startPlay(session);
  const decisions: HouseDecision[] = [];
  for (const request of deck) {
    const answer = rule({ session, play, request });
    const tried = decide(play, session, request, answer);
    // An accept that breaks a rule is declined, as the booking card does for a team.
    const done = tried.ok ? tried : decide(play, session, request, 'dec');
    if (!done.ok) continue;
    play = done.play;
    decisions.push({ scenarioId: request._id, decision: tried.ok ? answer : 'dec', refused: !tried.ok });
  }
  return { policy: id, decisions, play, figures: weekFigures(play, hindsightPriced(id, session, play)) };
}

/**
 * The session a house team's week is counted in. In a campaign's pricing week the hindsight optimum chooses each
 * night's rate as well as its requests (issue 36), so its week sells its rooms at those rates: it is the debrief's best
 * week, not a team that took the best requests at the base ADR.
 */
function hindsightPriced(id: HousePolicyId, session: HouseSession, play: TeamPlay): HouseSession {
  if (id !== 'hindsightOptimum' || session.demandModel !== 'forecast' || session.id === undefined || !isPricingWeek(session, currentWeek(session)))
    return session;
  return { ...session, bar: pricedOptimumRates({ ...session, id: session.id }, play) };
}

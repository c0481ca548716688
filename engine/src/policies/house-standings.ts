/**
 * House teams beside the people (issue "House teams"): the policies a host
 * switched on play the deck as far as the furthest team has gone (the whole
 * deck once the game is over), so the leaderboard shows them keeping pace, not
 * the week's end from the first request. Computed from the deck on the device;
 * nothing is played over the network. House teams never take a rank: they are
 * listed where their figures would place them, after any team they tie with.
 */
import type { Decision, Optimum } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { HousePolicyId, Session } from '../domain/session.js';
import { compareForRank } from '../rules/replay-team.js';
import { HOUSE_POLICIES, playHousePolicy, type HousePlay, type HouseSession } from './house-policies.js';

export interface HouseStanding {
  /** `house-<policy>`: never a team's id. */
  id: string;
  policy: HousePolicyId;
  name: string;
  teaches: string;
  revenue: number;
  occupancy: number;
  adr: number;
  revPar: number;
  accepted: number;
  declined: number;
  /** Requests the house team has played, and the deck's length. */
  decided: number;
  totalBookings: number;
  lastDecision: 'accepted' | 'rejected' | 'waiting';
  /** Revenue as a percentage of the whole week's optimum, once it is known. */
  percentOfOptimum: number | null;
}

/** How far the house teams have played: as far as the furthest team, or the whole deck once the game is over. */
export function housePace(decisions: readonly Pick<Decision, 'teamId' | 'scenarioId'>[], deck: readonly Pick<PlayScenario, '_id'>[], over: boolean): number {
  if (over) return deck.length;
  const inDeck = new Set(deck.map((s) => s._id));
  const byTeam = new Map<string, Set<string>>();
  for (const d of decisions) {
    if (!inDeck.has(d.scenarioId)) continue;
    const own = byTeam.get(d.teamId) ?? new Set<string>();
    own.add(d.scenarioId);
    byTeam.set(d.teamId, own);
  }
  return Math.max(0, ...[...byTeam.values()].map((s) => s.size));
}

/**
 * Every house policy's play of a deck, in the order of `HOUSE_POLICIES`. The
 * hindsight optimum plays only when its optimum (of this deck) is given.
 */
export function housePlays(
  session: HouseSession,
  deck: readonly PlayScenario[],
  optimum: Pick<Optimum, 'chosen'> | null,
  only?: readonly HousePolicyId[],
): HousePlay[] {
  return HOUSE_POLICIES.filter((p) => (only ? only.includes(p.id) : true) && (p.rule !== null || optimum !== null)).map((p) =>
    playHousePolicy(p.id, session, deck, optimum ? { optimum } : {}),
  );
}

/** For each request, the house policies that accepted it (and kept it: an accept that did not fit is not counted). */
export function acceptedByPolicy(plays: readonly HousePlay[]): Map<string, HousePolicyId[]> {
  const out = new Map<string, HousePolicyId[]>();
  for (const play of plays) {
    for (const d of play.decisions) if (d.decision === 'acc') out.set(d.scenarioId, [...(out.get(d.scenarioId) ?? []), play.policy]);
  }
  return out;
}

/** The house teams the host switched on, played `played` requests into the deck. */
export function houseStandings(
  session: HouseSession & Pick<Session, 'housePolicies'>,
  deck: readonly PlayScenario[],
  { played, optimum }: { played: number; optimum: Pick<Optimum, 'chosen' | 'revenue'> | null },
): HouseStanding[] {
  const chosen = session.housePolicies ?? [];
  if (chosen.length === 0) return [];
  const reached = deck.slice(0, Math.max(0, Math.min(played, deck.length)));
  return housePlays(session, reached, optimum, chosen).map((play) => {
    const policy = HOUSE_POLICIES.find((p) => p.id === play.policy)!;
    const last = play.decisions.at(-1);
    const f = play.figures;
    return {
      id: `house-${play.policy}`,
      policy: play.policy,
      name: policy.name,
      teaches: policy.teaches,
      revenue: f.revenue,
      occupancy: f.occupancy,
      adr: f.adr,
      revPar: f.revPar,
      accepted: f.accepted,
      declined: f.declined,
      decided: play.decisions.length,
      totalBookings: deck.length,
      lastDecision: !last ? 'waiting' : last.decision === 'acc' ? 'accepted' : 'rejected',
      percentOfOptimum: optimum === null ? null : optimum.revenue > 0 ? (f.revenue / optimum.revenue) * 100 : 100,
    };
  });
}

/**
 * The house teams as the room may see them before the end (decision record
 * 021): every one the host switched on, the hindsight optimum included, with
 * how far it has played and nothing of what it chose or earned. It needs no
 * optimum, so a screen of the room never has to fetch one.
 */
export function houseProgress(session: Pick<Session, 'housePolicies'>, deck: readonly unknown[], played: number): HouseStanding[] {
  const decided = Math.max(0, Math.min(played, deck.length));
  return HOUSE_POLICIES.filter((p) => (session.housePolicies ?? []).includes(p.id)).map((policy) => ({
    id: `house-${policy.id}`,
    policy: policy.id,
    name: policy.name,
    teaches: policy.teaches,
    revenue: 0,
    occupancy: 0,
    adr: 0,
    revPar: 0,
    accepted: 0,
    declined: 0,
    decided,
    totalBookings: deck.length,
    lastDecision: 'waiting',
    percentOfOptimum: null,
  }));
}

export type Standing<T> = { kind: 'team'; row: T } | { kind: 'house'; row: HouseStanding };

/**
 * The people's rows in their ranked order with the house teams placed among
 * them by the same measures (revenue, then RevPAR); a house team follows every
 * team it ties with, and the people's order and ranks are left as they are.
 */
export function withHouseTeams<T extends { id: string; revenue: number; revPar: number; name: string }>(
  people: readonly T[],
  house: readonly HouseStanding[],
): Standing<T>[] {
  const pending = [...house].sort((a, b) => compareForRank(a, b));
  const out: Standing<T>[] = [];
  for (const row of people) {
    while (pending.length > 0 && compareForRank(pending[0]!, row) < 0) out.push({ kind: 'house', row: pending.shift()! });
    out.push({ kind: 'team', row });
  }
  for (const row of pending) out.push({ kind: 'house', row });
  return out;
}

import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Decision } from '../domain/game.js';
import { solveOptimum, type LpSolver } from '../optimum/optimum.js';
import { practicePack } from '../demo/demo-pack.js';
import { exactSolver } from '../testing/highs-solver.js';
import { playHousePolicy } from './house-policies.js';
import { acceptedByPolicy, housePace, housePlays, houseProgress, houseStandings, withHouseTeams, type HouseStanding } from './house-standings.js';

let solve: LpSolver;
beforeAll(async () => {
  solve = await exactSolver();
});

const pack = practicePack('2026-01-01T00:00:00.000Z');
const decision = (teamId: string, scenarioId: string): Pick<Decision, 'teamId' | 'scenarioId'> => ({ teamId, scenarioId });

describe('housePace', () => {
  it('keeps pace with the furthest team, and plays the whole deck once the game is over', () => {
    const deck = pack.deck;
    const decisions = [decision('T1', deck[0]!._id), decision('T1', deck[1]!._id), decision('T2', deck[0]!._id), decision('T1', 'not-in-deck')];
    expect(housePace(decisions, deck, false)).toBe(2);
    expect(housePace([], deck, false)).toBe(0);
    expect(housePace(decisions, deck, true)).toBe(deck.length);
  });
});

describe('houseProgress', () => {
  it('lists every house team switched on, the hindsight optimum too, with how far it has played and nothing it chose or earned', () => {
    const session = { ...pack.session, housePolicies: ['firstComeFirstServed', 'hindsightOptimum'] as const };
    const rows = houseProgress({ housePolicies: [...session.housePolicies] }, pack.deck, 3);
    expect(rows.map((r) => [r.policy, r.decided, r.totalBookings])).toEqual([
      ['firstComeFirstServed', 3, pack.deck.length],
      ['hindsightOptimum', 3, pack.deck.length],
    ]);
    for (const r of rows) expect(r).toMatchObject({ revenue: 0, accepted: 0, declined: 0, lastDecision: 'waiting', percentOfOptimum: null });
    expect(houseProgress({ housePolicies: ['emsrB'] }, pack.deck, 99)[0]!.decided).toBe(pack.deck.length);
    expect(houseProgress({}, pack.deck, 3)).toEqual([]);
  });
});

describe('houseStandings', () => {
  it('is empty until the host switches a house team on', () => {
    expect(houseStandings({ ...pack.session, housePolicies: [] }, pack.deck, { played: pack.deck.length, optimum: null })).toEqual([]);
    expect(houseStandings(pack.session, pack.deck, { played: pack.deck.length, optimum: null })).toEqual([]);
  });

  it('plays only as far as the room has got, with the figures of the same play over the first requests', () => {
    const session = { ...pack.session, housePolicies: ['firstComeFirstServed', 'emsrB'] as const };
    const [fcfs, emsr] = houseStandings({ ...session, housePolicies: [...session.housePolicies] }, pack.deck, { played: 3, optimum: null });
    expect(fcfs!.decided).toBe(3);
    expect(fcfs!.totalBookings).toBe(pack.deck.length);
    expect(fcfs!.revenue).toBe(playHousePolicy('firstComeFirstServed', pack.session, pack.deck.slice(0, 3)).figures.revenue);
    expect(emsr!.name).toBe('Booking limits (DAVN)');
    expect(fcfs!.id).toBe('house-firstComeFirstServed');
  });

  it('shows the hindsight optimum only once the optimum is known, and its share of it is 100% at the end', () => {
    const session = { ...pack.session, housePolicies: ['hindsightOptimum' as const, 'displacement' as const] };
    expect(houseStandings(session, pack.deck, { played: pack.deck.length, optimum: null }).map((h) => h.policy)).toEqual(['displacement']);
    const optimum = solveOptimum(pack.session, pack.deck, solve);
    const [displacement, best] = houseStandings(session, pack.deck, { played: pack.deck.length, optimum });
    expect(best!.policy).toBe('hindsightOptimum');
    expect(best!.percentOfOptimum).toBeCloseTo(100, 6);
    expect(displacement!.percentOfOptimum).toBeLessThanOrEqual(100);
  });
});

describe('acceptedByPolicy', () => {
  it('lists, for each request, the policies that took it', () => {
    const plays = housePlays(pack.session, pack.deck, null);
    const accepted = acceptedByPolicy(plays);
    for (const play of plays) {
      for (const d of play.decisions) expect(accepted.get(d.scenarioId)?.includes(play.policy) ?? false).toBe(d.decision === 'acc');
    }
  });
});

describe('withHouseTeams', () => {
  const house = (id: string, revenue: number, revPar = 0): HouseStanding => ({
    id,
    policy: 'firstComeFirstServed',
    name: id,
    teaches: '',
    revenue,
    occupancy: 0,
    adr: 0,
    revPar,
    accepted: 0,
    declined: 0,
    decided: 0,
    totalBookings: 0,
    lastDecision: 'waiting',
    percentOfOptimum: null,
  });
  const team = (id: string, revenue: number, revPar = 0) => ({ id, name: id, revenue, revPar });

  it('places each house team by its figures, after a team it ties with', () => {
    const merged = withHouseTeams([team('A', 900), team('B', 500), team('C', 100)], [house('h1', 500), house('h2', 1000), house('h3', 50)]);
    expect(merged.map((s) => s.row.id)).toEqual(['h2', 'A', 'B', 'h1', 'C', 'h3']);
  });

  it('never reorders the people, whatever the house teams earn', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { maxLength: 8 }), fc.array(fc.nat(10_000), { maxLength: 5 }), (people, houses) => {
        const ranked = [...people].sort((a, b) => b - a).map((r, i) => team(`T${i}`, r));
        const merged = withHouseTeams(
          ranked,
          houses.map((r, i) => house(`H${i}`, r)),
        );
        expect(merged.filter((s) => s.kind === 'team').map((s) => s.row.id)).toEqual(ranked.map((t) => t.id));
        expect(merged).toHaveLength(ranked.length + houses.length);
        // Every row stands at or above the rows after it.
        for (let i = 1; i < merged.length; i++) expect(merged[i - 1]!.row.revenue).toBeGreaterThanOrEqual(merged[i]!.row.revenue);
      }),
    );
  });
});

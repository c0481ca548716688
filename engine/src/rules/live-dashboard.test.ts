import { describe, expect, it } from 'vitest';
import type { Decision } from '../domain/game.js';
import type { Session } from '../domain/session.js';
import { leaderboard } from './replay-team.js';
import { orderDeck } from './order.js';
import { reportView } from '../views/report-view.js';
import { seeded } from '../testing/game-data.js';
import { T0 } from '../testing/fixtures.js';
import { liveDashboard, type SessionFacts } from './live-dashboard.js';

const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

function facts(
  taken: [team: string, scenario: string, decision: 'acc' | 'dec', second: number][],
  status: 'upcoming' | 'live' | 'ended' = 'live',
): SessionFacts & { session: Session; members: ReturnType<typeof seeded>['members'][string][] } {
  const data = seeded();
  const session = { ...data.sessions.S1!, status };
  const deck = orderDeck(Object.values(data.scenarios));
  const teams = Object.values(data.teams);
  const decisions: Decision[] = taken.map(([teamId, scenarioId, decision, second], i) => ({
    id: `D${i}`,
    sessionId: 'S1',
    teamId,
    scenarioId,
    decision,
    decidedBy: teamId === 'T1' ? 'M1' : 'M3',
    decidedAt: at(second),
  }));
  const byTeam = new Map(teams.map((t) => [t.id, decisions.filter((d) => d.teamId === t.id)]));
  return { session, deck, teams, decisions, results: leaderboard(session, deck, teams, byTeam), members: Object.values(data.members) };
}

describe('the live dashboard', () => {
  it('waits before the host starts the game, on the first booking', () => {
    const view = liveDashboard(facts([], 'upcoming'), new Date(at(5)));
    expect(view).toMatchObject({ status: 'waiting', round: 1, rounds: 3, secondsLeft: null });
    expect(view.current?._id).toBe('A');
    expect(view.teams.map((t) => t.currentDecision)).toEqual(['waiting', 'waiting']);
  });

  it('shows the round the slowest team is on and its time left, and each team at its own pace with its last decision', () => {
    const view = liveDashboard(
      facts([
        ['T1', 'A', 'acc', 10],
        ['T1', 'B', 'dec', 20],
        ['T2', 'A', 'dec', 25],
      ]),
      new Date(at(40)),
    );
    expect(view.status).toBe('in_progress');
    expect(view.round).toBe(2);
    expect(view.current?._id).toBe('B');
    // Team 2 decided A at 25 s, so B's timer has run 15 s.
    expect(view.secondsLeft).toBe(45);
    const t1 = view.teams.find((t) => t.name === 'Team 1')!;
    expect(t1).toMatchObject({ currentDecision: 'rejected', bookingsAccepted: 1, totalBookings: 3, decided: 2, timedOut: 0, percentOfOptimum: null, rank: 1 });
    expect(t1.arr).toBe(4000);
    expect(view.teams.find((t) => t.name === 'Team 2')).toMatchObject({ currentDecision: 'rejected', decided: 1, bookingsAccepted: 0, occupancy: 0 });
    const withOptimum = liveDashboard({ ...facts([['T1', 'A', 'acc', 10]]), optimumRevenue: 48000 }, new Date(at(40)));
    expect(withOptimum.teams.find((t) => t.name === 'Team 2')).toMatchObject({ currentDecision: 'waiting', decided: 0, percentOfOptimum: 0 });
    expect(view.teams[0]!.name).toBe('Team 1');
  });

  it('never shows a negative time or more than the timer holds', () => {
    expect(liveDashboard(facts([]), new Date(at(500))).secondsLeft).toBe(0);
    expect(liveDashboard(facts([]), new Date(at(-30))).secondsLeft).toBe(60);
  });

  it("counts down the session's own decision time when the host set one", () => {
    const f = facts([]);
    expect(liveDashboard({ ...f, session: { ...f.session, decisionSeconds: 120 } }, new Date(at(-30))).secondsLeft).toBe(120);
  });

  it('is complete when every team has decided every booking, or when the host ends it', () => {
    const all = facts(['A', 'B', 'C'].flatMap((s, i) => [['T1', s, 'acc', i] as const, ['T2', s, 'dec', i] as const]).map((x) => [...x]) as never);
    expect(liveDashboard(all, new Date(at(10)))).toMatchObject({ status: 'completed', round: 3, secondsLeft: null });
    expect(liveDashboard(facts([], 'ended'), new Date(at(10))).status).toBe('completed');
  });

  it("shows only the week being played: an earlier week's decision is no team's last answer", () => {
    const earlier = facts([['T1', 'A', 'acc', 1] as const].map((x) => [...x]) as never);
    const nextWeek = { ...earlier, deck: earlier.deck.filter((s) => s._id !== 'A') };
    expect(liveDashboard(nextWeek, new Date(at(10))).teams.find((t) => t.id === 'T1')).toMatchObject({ currentDecision: 'waiting', decided: 0 });
  });

  it('in step, is complete only once the host ends the game, however many teams have decided the last request', () => {
    const all = facts(['A', 'B', 'C'].flatMap((s, i) => [['T1', s, 'acc', i] as const, ['T2', s, 'dec', i] as const]).map((x) => [...x]) as never);
    const onLast = { ...all, session: { ...all.session, pace: 'inStep' as const, step: 2 } };
    expect(liveDashboard(onLast, new Date(at(10))).status).toBe('in_progress');
    // The host has closed the last request: the room talks it over, and the host ends the game.
    expect(liveDashboard({ ...onLast, session: { ...onLast.session, step: 3 } }, new Date(at(10))).status).toBe('in_progress');
    expect(liveDashboard({ ...onLast, session: { ...onLast.session, step: 3, status: 'ended' } }, new Date(at(10))).status).toBe('completed');
  });

  it('has no round for an empty deck', () => {
    const f = facts([]);
    expect(liveDashboard({ ...f, deck: [] }, new Date(at(1)))).toMatchObject({ round: 0, rounds: 0, current: null });
  });
});

describe('the session report', () => {
  it("lists every team's figures best first and every team's answer to every request", () => {
    const report = reportView(
      facts([
        ['T2', 'A', 'acc', 10],
        ['T1', 'A', 'dec', 12],
      ]),
    );
    expect(report.teams.map((t) => [t.rank, t.team, t.revenue, t.accepted, t.declined])).toEqual([
      [1, 'Team 2', 24000, 1, 0],
      [2, 'Team 1', 0, 0, 1],
    ]);
    expect(report.teams[1]!.members).toBe('Player M1; Player M2');
    expect(report.decisions).toHaveLength(6);
    expect(report.decisions[0]).toMatchObject({
      team: 'Team 2',
      request: 1,
      decision: 'Accepted',
      decidedBy: 'Player M3',
      totalRate: 24000,
      type: 'Rooms only',
      madeAt: at(10),
      reachedAt: at(10),
    });
    expect(report.decisions[1]).toMatchObject({ team: 'Team 2', request: 2, decision: 'Not decided', decidedBy: '' });
    expect(report.decisions[3]).toMatchObject({ team: 'Team 1', request: 1, decision: 'Declined' });
  });

  it('reads a request nobody answered in time as Timed out, by the booking timer, on the report and the dashboard', () => {
    const f = facts([
      ['T1', 'A', 'dec', 61],
      ['T1', 'B', 'dec', 70],
    ]);
    const timed = { ...f, decisions: f.decisions.map((d) => (d.scenarioId === 'A' ? { ...d, source: 'timer' as const } : d)) };
    const mine = reportView(timed).decisions.filter((d) => d.team === 'Team 1');
    expect(mine.map((d) => [d.request, d.decision, d.decidedBy])).toEqual([
      [1, 'Timed out', 'Time ran out'],
      [2, 'Declined', 'Player M1'],
      [3, 'Not decided', ''],
    ]);
    const card = liveDashboard({ ...timed, decisions: [...timed.decisions].reverse() }, new Date(at(80))).teams.find((t) => t.name === 'Team 1')!;
    expect(card).toMatchObject({ currentDecision: 'timed_out', timedOut: 1, decided: 2 });
  });

  it('sets each team and each answer beside the best possible week once its optimum is known', () => {
    const f = facts([
      ['T2', 'A', 'acc', 10],
      ['T1', 'A', 'dec', 12],
    ]);
    expect(reportView(f).optimumRevenue).toBeNull();
    expect(reportView(f).decisions[0]).toMatchObject({ bestChoice: null, revenueEffect: null });
    const report = reportView(f, { revenue: 48000, chosen: ['A', 'C'] });
    expect(report.optimumRevenue).toBe(48000);
    expect(report.teams.map((t) => [t.team, t.percentOfOptimum])).toEqual([
      ['Team 2', 50],
      ['Team 1', 0],
    ]);
    // Team 1 declined A, which the best week accepts: it gave up A's whole total.
    expect(report.decisions[3]).toMatchObject({ team: 'Team 1', request: 1, bestChoice: 'Accept', revenueEffect: -24000 });
    expect(report.decisions[4]).toMatchObject({ team: 'Team 1', request: 2, bestChoice: 'Decline', revenueEffect: 0 });
    expect(report.decisions.every((d) => typeof d.netOfDisplacement === 'number')).toBe(true);
  });

  it('keeps teams with no leaderboard row yet, in name order', () => {
    const f = facts([]);
    const report = reportView({ ...f, results: [] });
    expect(report.teams.map((t) => [t.rank, t.team, t.status])).toEqual([
      [1, 'Team 1', 'Waiting'],
      [2, 'Team 2', 'Waiting'],
    ]);
  });
});

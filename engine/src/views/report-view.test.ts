/**
 * The report (and its CSV) and the debrief read one computation: for any deck,
 * any teams' decisions (accepts the rules refuse included) and with or without
 * the optimum, they say the same of every request and every team.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES, type DayName } from '../domain/days.js';
import type { Decision } from '../domain/game.js';
import type { Scenario } from '../domain/scenario.js';
import { leaderboard, replayTeam } from '../rules/replay-team.js';
import { turnedAwayBy } from '../rules/transient-demand.js';
import { reportView, sideBySideView } from './report-view.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { debrief } from '../optimum/debrief.js';
import { solveOptimum, type LpSolver } from '../optimum/optimum.js';
import { playHousePolicy } from '../policies/house-policies.js';
import { practicePack } from '../demo/demo-pack.js';

let solve: LpSolver;
beforeAll(async () => {
  solve = await exactSolver();
});

const OUTCOME = { acc: 'Accepted', dec: 'Declined', open: 'Not decided' } as const;

describe('the report and the debrief', () => {
  it('agree on every request and every team, for any deck and decisions, before and after the optimum is known', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.record({
            day: fc.constantFrom(...DAY_NAMES),
            nights: fc.integer({ min: 1, max: 3 }),
            rooms: fc.integer({ min: 1, max: 3 }),
            total: fc.integer({ min: 1000, max: 40000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        // Per team, per request: accept, decline, or leave open.
        fc.array(fc.array(fc.constantFrom('acc', 'dec', 'open'), { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        (totalRooms, requests, choices) => {
          const session = { ...hotel({ totalRooms }), status: 'live' as const };
          const deck: Scenario[] = requests.map((r, i) =>
            scenario({
              _id: `R${i}`,
              type: 'RoomOnly',
              noOfRoom: r.rooms,
              rateType: ['standard'],
              checkInDay: r.day,
              roomNights: r.nights,
              totalRate: r.total,
            }),
          );
          const teams = choices.map((_, t) => ({ id: `T${t}`, name: `Team ${t + 1}` }));
          const decisions: Decision[] = choices.flatMap((picks, t) =>
            deck.flatMap((s, i) =>
              picks[i] === 'open'
                ? []
                : [
                    {
                      id: `D${t}-${i}`,
                      sessionId: session.id,
                      teamId: `T${t}`,
                      scenarioId: s._id,
                      decision: picks[i] as 'acc' | 'dec',
                      decidedBy: `M${t}`,
                      decidedAt: new Date(Date.UTC(2026, 10, 25, 9, 0, i)).toISOString(),
                    },
                  ],
            ),
          );
          const byTeam = new Map(teams.map((t) => [t.id, decisions.filter((d) => d.teamId === t.id)]));
          const results = leaderboard(session, deck, teams, byTeam);
          const facts = {
            session,
            deck,
            teams,
            decisions,
            results,
            members: teams.map((t) => ({ id: `M${t.id.slice(1)}`, name: `Captain of ${t.name}`, teamId: t.id })),
          };
          const optimum = solveOptimum(session, deck, solve);

          for (const known of [null, optimum]) {
            const report = reportView(facts, known);
            for (const t of teams) {
              const mine = report.decisions.filter((d) => d.team === t.name);
              const row = report.teams.find((r) => r.team === t.name)!;
              const result = results.find((r) => r.id === t.id)!;
              if (!known) {
                expect(row.percentOfOptimum).toBeNull();
                expect(mine.every((d) => d.bestChoice === null && d.revenueEffect === null)).toBe(true);
                continue;
              }
              const found = debrief(session, deck, byTeam.get(t.id)!, known);
              expect(mine.map((d) => [d.decision, d.didNotFit, d.bestChoice, d.revenueEffect, d.netOfDisplacement])).toEqual(
                found.rows.map((r) => [OUTCOME[r.team], r.didNotFit, r.optimal === 'acc' ? 'Accept' : 'Decline', r.effect, r.displacement.netContribution]),
              );
              expect(row.percentOfOptimum).toBe(found.percentOfOptimum);
              // The effects add up to the gap between the leaderboard's revenue and the optimum's.
              expect(mine.reduce((sum, d) => sum + d.revenueEffect!, 0)).toBe(result.revenue - known.revenue);
              expect(mine.filter((d) => d.decision === 'Accepted')).toHaveLength(result.acceptedBooking);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
    // Sixty solves: a guard against a hang, generous for a busy machine, not a speed target.
  }, 60_000);
});

describe('the report under the forecast demand model', () => {
  it('lists the figures the leaderboard ranks by, transient guests included, and the debrief’s share of the best week agrees', () => {
    const busy = { Sun: '40', Mon: '50', Tue: '50', Wed: '60', Thu: '95', Fri: '100', Sat: '100' };
    const session = { ...hotel({ id: 'S-report-forecast', totalRooms: 8, baseADR: 4000, occupancy: busy, demandModel: 'forecast' }), status: 'ended' as const };
    const deck: Scenario[] = [
      scenario({ _id: 'G', type: 'RoomOnly', noOfRoom: 6, rateType: ['standard'], checkInDay: 'Thursday', roomNights: 3, totalRate: 27000 }),
      scenario({ _id: 'M', type: 'RoomOnly', noOfRoom: 3, rateType: ['standard'], checkInDay: 'Monday', roomNights: 2, totalRate: 21000 }),
    ];
    const teams = [
      { id: 'T0', name: 'Takers' },
      { id: 'T1', name: 'Decliners' },
    ];
    const decide = (t: string, id: string, d: 'acc' | 'dec', i: number): Decision => ({
      id: `D${t}${id}`,
      sessionId: session.id,
      teamId: t,
      scenarioId: id,
      decision: d,
      decidedBy: `M${t}`,
      decidedAt: new Date(Date.UTC(2026, 10, 26, 9, 0, i)).toISOString(),
    });
    const decisions = [decide('T0', 'G', 'acc', 0), decide('T0', 'M', 'acc', 1), decide('T1', 'G', 'dec', 2), decide('T1', 'M', 'acc', 3)];
    const byTeam = new Map(teams.map((t) => [t.id, decisions.filter((d) => d.teamId === t.id)]));
    const results = leaderboard(session, deck, teams, byTeam);
    const optimum = solveOptimum(session, deck, solve);
    const report = reportView({ session, deck, teams, decisions, results, members: [] }, optimum);
    for (const t of teams) {
      const result = results.find((r) => r.id === t.id)!;
      const row = report.teams.find((r) => r.team === t.name)!;
      expect([row.revenue, row.occupancy, row.ADR, row.revPar]).toEqual([result.revenue, result.occupancy, result.ADR, result.revPar]);
      const found = debrief(session, deck, byTeam.get(t.id)!, optimum);
      expect(found.figures.revenue).toBe(result.revenue);
      expect(row.percentOfOptimum).toBeCloseTo((result.revenue / optimum.revenue) * 100, 10);
      expect(result.projected).toBe(false);
    }
    // The guests who came pay the decliners more than the cheap group paid the takers.
    expect(results[0]!.name).toBe('Decliners');
    // And the takers' debrief counts the group at what it paid less the guests who came that it turned away.
    expect(optimum.chosen).toEqual(['M']);
    const takers = replayTeam(session, deck, byTeam.get('T0')!).play;
    const cost = turnedAwayBy(
      session,
      takers.rooms,
      takers.bookings.find((b) => b.scenarioId === 'G')!,
    ).value;
    expect(cost).toBeGreaterThan(27000);
    expect(debrief(session, deck, byTeam.get('T0')!, optimum).rows.find((r) => r.scenario._id === 'G')!.effect).toBe(27000 - cost);
  });
});

describe('the report beside the house policies', () => {
  it('shows every policy over the whole deck, what each did with each request, and the optimum once known', () => {
    const pack = practicePack('2026-01-01T00:00:00.000Z');
    const session = { ...pack.session, status: 'ended' as const, updatedAt: pack.session.createdAt };
    const facts = { session, deck: pack.deck, teams: [], decisions: [], results: [], members: [] };
    const before = reportView(facts, null);
    expect(before.house.map((h) => h.policy)).toEqual(['firstComeFirstServed', 'rateThreshold', 'displacement', 'emsrB']);
    expect(before.house.every((h) => h.percentOfOptimum === null)).toBe(true);
    const optimum = solveOptimum(pack.session, pack.deck, solve);
    const after = reportView(facts, optimum);
    expect(after.house.map((h) => h.policy)).toContain('hindsightOptimum');
    for (const row of after.house) {
      const play = playHousePolicy(row.policy, pack.session, pack.deck, { optimum });
      expect(row.revenue).toBe(play.figures.revenue);
      expect(row.percentOfOptimum).toBeCloseTo((play.figures.revenue / optimum.revenue) * 100, 9);
      const column = after.houseChoices.map((c) => c.choices.find((x) => x.policy === row.policy)!);
      expect(column.map((c) => c.decision)).toEqual(
        pack.deck.map((s) => {
          const d = play.decisions.find((x) => x.scenarioId === s._id)!;
          return d.refused ? 'Refused' : d.decision === 'acc' ? 'Accept' : 'Decline';
        }),
      );
      // Every refusal says why; an accept never has a reason.
      expect(column.filter((c) => c.decision === 'Refused').every((c) => c.didNotFit !== null)).toBe(true);
      expect(column.filter((c) => c.decision === 'Accept').every((c) => c.didNotFit === null)).toBe(true);
    }
    // The optimum's column is the optimum's own choice.
    expect(
      after.houseChoices.filter((c) => c.choices.find((x) => x.policy === 'hindsightOptimum')!.decision === 'Accept').map((c) => pack.deck[c.request - 1]!._id),
    ).toEqual(optimum.chosen);
  });
});

describe('the side-by-side view', () => {
  // Two rooms. The wedding fills Thursday and Friday; the Kapoors want a room on Friday; the Mehtas one on Monday, cheaply.
  const session = {
    ...hotel({ totalRooms: 2, baseADR: 5000, housePolicies: ['firstComeFirstServed', 'rateThreshold', 'hindsightOptimum'] }),
    status: 'ended' as const,
  };
  const request = (id: string, name: string, rooms: number, day: DayName, nights: number, total: number) =>
    scenario({
      _id: id,
      reservationName: name,
      type: 'RoomOnly',
      noOfRoom: rooms,
      rateType: ['standard'],
      checkInDay: day,
      roomNights: nights,
      totalRate: total,
    });
  const deck = [
    request('R1', 'Sharma Wedding', 2, 'Thursday', 2, 20000),
    request('R2', 'Kapoor Family', 1, 'Friday', 1, 9000),
    request('R3', 'Mehta', 1, 'Monday', 1, 3000),
  ];
  const teams = [
    { id: 'T1', name: 'Team 1' },
    { id: 'T2', name: 'Team 2' },
  ];
  const decision = (teamId: string, scenarioId: string, choice: 'acc' | 'dec', second: number): Decision => ({
    id: `D-${teamId}-${scenarioId}`,
    sessionId: session.id,
    teamId,
    scenarioId,
    decision: choice,
    decidedBy: `M-${teamId}`,
    decidedAt: new Date(Date.UTC(2026, 10, 25, 9, 0, second)).toISOString(),
  });
  // Team 2 decides first and leaves the Mehtas undecided; Team 1 takes the wedding and the Mehtas.
  const decisions = [
    decision('T2', 'R1', 'dec', 1),
    decision('T2', 'R2', 'acc', 2),
    decision('T1', 'R1', 'acc', 3),
    decision('T1', 'R2', 'dec', 4),
    decision('T1', 'R3', 'acc', 5),
  ];
  const results = leaderboard(session, deck, teams, new Map(teams.map((t) => [t.id, decisions.filter((d) => d.teamId === t.id)])));
  const facts = { session, deck, teams, decisions, results, members: [] };
  // Worked by hand: the wedding and the Mehtas (23,000) beat the Kapoors and the Mehtas (12,000).
  const optimum = { revenue: 23000, chosen: ['R1', 'R3'] };
  const friday = 'Friday had no rooms left, and it needed 1';

  it('sets every team, then each house team the host switched on, beside each other with their week and share of the best', () => {
    const view = sideBySideView(facts, optimum);
    expect(view.optimumRevenue).toBe(23000);
    expect(view.columns.map((c) => [c.id, c.name, c.rank, c.revenue, c.accepted, c.declined])).toEqual([
      ['T1', 'Team 1', 1, 23000, 2, 1],
      ['T2', 'Team 2', 2, 9000, 1, 1],
      ['house-firstComeFirstServed', 'First come, first served', null, 23000, 2, 1],
      ['house-rateThreshold', 'Rate threshold', null, 20000, 1, 2],
      ['house-hindsightOptimum', 'Hindsight optimum', null, 23000, 2, 1],
    ]);
    // Team 1: 5 of 14 room-nights; ADR 23,000 / 5; RevPAR 23,000 / 14.
    const [t1, t2, , threshold] = view.columns;
    expect([t1!.occupancy, t1!.ADR, t1!.revPar, t1!.percentOfOptimum]).toEqual([(5 / 14) * 100, 4600, 23000 / 14, 100]);
    expect(t2!.percentOfOptimum).toBeCloseTo((9000 / 23000) * 100, 9);
    expect([threshold!.occupancy, threshold!.ADR, threshold!.percentOfOptimum]).toEqual([(4 / 14) * 100, 5000, (20000 / 23000) * 100]);
  });

  it('says per request what each did: a house team refused what did not fit, with the night that was full', () => {
    const view = sideBySideView(facts, optimum);
    expect(
      view.rows.map((r) => [r.request, r.reservationName, r.bestChoice, ...r.cells.map((c) => (c.didNotFit ? `${c.outcome}: ${c.didNotFit}` : c.outcome))]),
    ).toEqual([
      [1, 'Sharma Wedding', 'Accept', 'Accepted', 'Declined', 'Accepted', 'Accepted', 'Accepted'],
      // Team 1 declined what could no longer fit (whether it tried to accept is not recorded); FCFS and the threshold tried and were refused; the optimum chose to decline.
      [2, 'Kapoor Family', 'Decline', `Declined: ${friday}`, 'Accepted', `Refused: ${friday}`, `Refused: ${friday}`, `Declined: ${friday}`],
      // 3,000 a night is under the threshold's floor of 5,000.
      [3, 'Mehta', 'Accept', 'Accepted', 'Not decided', 'Accepted', 'Declined', 'Accepted'],
    ]);
  });

  it('shows no house team the host left off, and no best choice or hindsight optimum before the optimum is known', () => {
    const view = sideBySideView({ ...facts, session: { ...session, housePolicies: ['hindsightOptimum'] } }, null);
    expect(view.columns.map((c) => c.id)).toEqual(['T1', 'T2']);
    expect(view.rows.every((r) => r.bestChoice === null && r.cells.length === 2)).toBe(true);
    expect(view.columns.every((c) => c.percentOfOptimum === null)).toBe(true);
    expect(sideBySideView({ ...facts, session: { ...session, housePolicies: undefined } }, optimum).columns).toHaveLength(2);
  });
});

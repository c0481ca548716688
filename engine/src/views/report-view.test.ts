/**
 * The report (and its CSV) and the debrief read one computation: for any deck,
 * any teams' decisions (accepts the rules refuse included) and with or without
 * the optimum, they say the same of every request and every team.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES } from '../domain/days.js';
import type { Decision } from '../domain/game.js';
import type { Scenario } from '../domain/scenario.js';
import { leaderboard } from '../mutations/replay-team.js';
import { reportView } from './report-view.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { exactSolver } from '../testing/highs-solver.js';
import { debrief } from '../optimum/debrief.js';
import { solveOptimum, type LpSolver } from '../optimum/optimum.js';
import { playHousePolicy } from '../policies/house-policies.js';
import { practicePack } from '../rules/demo-pack.js';

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
        fc.array(fc.record({ day: fc.constantFrom(...DAY_NAMES), nights: fc.integer({ min: 1, max: 3 }), rooms: fc.integer({ min: 1, max: 3 }), total: fc.integer({ min: 1000, max: 40000 }) }), { minLength: 1, maxLength: 6 }),
        // Per team, per request: accept, decline, or leave open.
        fc.array(fc.array(fc.constantFrom('acc', 'dec', 'open'), { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        (totalRooms, requests, choices) => {
          const session = { ...hotel({ totalRooms }), status: 'live' as const };
          const deck: Scenario[] = requests.map((r, i) => scenario({ _id: `R${i}`, type: 'RoomOnly', noOfRoom: r.rooms, rateType: ['standard'], checkInDay: r.day, roomNights: r.nights, totalRate: r.total }));
          const teams = choices.map((_, t) => ({ id: `T${t}`, name: `Team ${t + 1}` }));
          const decisions: Decision[] = choices.flatMap((picks, t) =>
            deck.flatMap((s, i) => (picks[i] === 'open' ? [] : [{ id: `D${t}-${i}`, sessionId: session.id, teamId: `T${t}`, scenarioId: s._id, decision: picks[i] as 'acc' | 'dec', decidedBy: `M${t}`, decidedAt: new Date(Date.UTC(2026, 10, 25, 9, 0, i)).toISOString() }])),
          );
          const byTeam = new Map(teams.map((t) => [t.id, decisions.filter((d) => d.teamId === t.id)]));
          const results = leaderboard(session, deck, teams, byTeam);
          const facts = { session, deck, teams, decisions, results, members: teams.map((t) => ({ id: `M${t.id.slice(1)}`, name: `Captain of ${t.name}`, teamId: t.id })) };
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
              expect(mine.map((d) => [d.decision, d.bestChoice, d.revenueEffect, d.netOfDisplacement])).toEqual(
                found.rows.map((r) => [OUTCOME[r.team], r.optimal === 'acc' ? 'Accept' : 'Decline', r.effect, r.displacement.netContribution]),
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
      const column = after.houseChoices.map((c) => c.choices.find((x) => x.policy === row.policy)!.decision);
      expect(column).toEqual(pack.deck.map((s) => (play.decisions.find((d) => d.scenarioId === s._id)?.decision === 'acc' ? 'Accept' : 'Decline')));
    }
    // The optimum's column is the optimum's own choice.
    expect(after.houseChoices.filter((c) => c.choices.find((x) => x.policy === 'hindsightOptimum')!.decision === 'Accept').map((c) => pack.deck[c.request - 1]!._id)).toEqual(optimum.chosen);
  });
});

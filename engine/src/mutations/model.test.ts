import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { as, context, seeded } from '../testing/game-data.js';
import { recordDecision } from './decision-mutations.js';
import { sessionDeck, teamDecisions } from '../views/session-view.js';
import { commit, del, emptyGameData, fail, ok, put } from './model.js';
import { replayTeam } from '../rules/replay-team.js';

describe('commit', () => {
  it('puts and deletes rows without touching the data it was given', () => {
    const data = seeded();
    const before = JSON.stringify(data);
    const next = commit(data, [del('scenarios', 'A'), put('teams', 'T9', { ...data.teams['T1']!, id: 'T9', name: 'Team 9' })]);
    expect(next.scenarios['A']).toBeUndefined();
    expect(next.teams['T9']!.name).toBe('Team 9');
    expect(JSON.stringify(data)).toBe(before);
    expect(next.members).toBe(data.members);
  });

  it('starts from empty tables', () => {
    expect(emptyGameData()).toEqual({ sessions: {}, scenarios: {}, teams: {}, members: {}, decisions: {}, contactMessages: {} });
  });

  it('builds results', () => {
    expect(ok([])).toEqual({ ok: true, changes: [] });
    expect(ok([], 1)).toEqual({ ok: true, changes: [], value: 1 });
    expect(fail('invalid', 'no')).toEqual({ ok: false, code: 'invalid', reason: 'no' });
  });
});

describe('decisions through the mutation, as the server applies them', () => {
  it('stores only decisions that replay cleanly, one per scenario, whatever devices send', () => {
    const attempt = fc.record({
      member: fc.constantFrom('M1', 'M2', 'M3'),
      teamId: fc.constantFrom('T1', 'T2'),
      scenarioId: fc.constantFrom('A', 'B', 'C', 'X'),
      decision: fc.constantFrom('acc' as const, 'dec' as const),
    });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 25 }), (attempts) => {
        let data = seeded();
        let n = 0;
        for (const a of attempts) {
          const ctx = context(as(a.member), { newId: () => `D${++n}`, now: new Date(Date.UTC(2026, 10, 22, 10, 0, n)).toISOString() });
          const parsed = recordDecision.args.parse({ sessionId: 'S1', teamId: a.teamId, scenarioId: a.scenarioId, decision: a.decision, source: 'team' });
          const result = recordDecision.apply(data, parsed, ctx);
          if (result.ok) data = commit(data, result.changes);
        }
        for (const teamId of ['T1', 'T2']) {
          const stored = teamDecisions(data, teamId);
          expect(new Set(stored.map((d) => d.scenarioId)).size).toBe(stored.length);
          expect(replayTeam(data.sessions['S1']!, sessionDeck(data, 'S1'), stored).skipped).toEqual([]);
        }
      }),
    );
  });
});

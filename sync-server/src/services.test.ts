/**
 * The sessions the server holds in memory between mutations must always equal
 * what SQLite holds, and the stored leaderboard what a replay from scratch
 * gives: random streams of decisions, resets, deck edits and refusals, with a
 * warm-up interleaved, are checked against a fresh load after every step.
 */
import fc from 'fast-check';
import { type Decision } from '@front-desk-rm/engine/domain';
import { type Actor } from '@front-desk-rm/engine/mutations';
import { leaderboard, orderDecisions } from '@front-desk-rm/engine/rules';
import { sessionDeck } from '@front-desk-rm/engine/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** The leaderboard replayed from scratch over what SQLite holds. */
async function scratchBoard(sessionId: string) {
  const data = await h.services.store.game.load(sessionId);
  const session = data.sessions[sessionId]!;
  const teams = Object.values(data.teams).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const byTeam = new Map<string, Decision[]>(teams.map((t) => [t.id, orderDecisions(Object.values(data.decisions).filter((d) => d.teamId === t.id))]));
  return leaderboard(session, sessionDeck(data, sessionId), teams, byTeam);
}

describe('the sessions the server holds', () => {
  it('always equal the store, and the stored leaderboard a replay from scratch', async () => {
    const sessionId = h.demoSessionId();
    const hostId = (await h.services.store.game.session(sessionId))!.ownerId;
    const host: Actor = { kind: 'admin', userId: hostId };
    const data = await h.services.store.game.load(sessionId);
    // A captain always has a team.
    const captains = Object.values(data.members).flatMap((m) => (m.role === 'captain' && m.teamId ? [{ ...m, teamId: m.teamId }] : []));
    const deck = sessionDeck(data, sessionId).map((s) => s._id);
    const request = (i: number) => deck[i]!;
    const step = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record({
          kind: fc.constant('decide' as const),
          captain: fc.nat({ max: captains.length - 1 }),
          scenario: fc.nat({ max: deck.length - 1 }),
          decision: fc.constantFrom('acc', 'dec'),
        }),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'reset' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'scenario' as const }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('taken' as const), captain: fc.nat({ max: captains.length - 1 }) }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'warm' as const }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'decide') {
            const c = captains[s.captain]!;
            await h.services.run(
              'recordDecision',
              { sessionId, teamId: c.teamId, scenarioId: request(s.scenario), decision: s.decision, source: 'team' },
              { kind: 'participant', memberId: c.id, sessionId },
            );
          } else if (s.kind === 'reset') {
            await h.services.run('setSessionStatus', { sessionId, status: 'rst' }, host);
            await h.services.run('setSessionStatus', { sessionId, status: 'live' }, host);
          } else if (s.kind === 'scenario') {
            // Added while live is refused by the rules; so the deck changes through a reset, an edit and a start.
            await h.services.run('setSessionStatus', { sessionId, status: 'rst' }, host);
            await h.services.run('editScenario', { scenarioId: request(0), patch: { noOfRoom: 1 + Math.floor(Math.random() * 3) } }, host);
            await h.services.run('setSessionStatus', { sessionId, status: 'live' }, host);
          } else if (s.kind === 'taken') {
            // A create the store refuses rolls the transaction back: the held copy must not keep it.
            const c = captains[s.captain]!;
            const other = Object.values((await h.services.store.game.load(sessionId)).decisions)[0];
            if (other)
              await h.services.run(
                'recordDecision',
                { id: other.id, sessionId, teamId: c.teamId, scenarioId: request(deck.length - 1), decision: 'dec', source: 'team' },
                { kind: 'participant', memberId: c.id, sessionId },
              );
          } else {
            // A warm-up that pauses while a decision lands must not leave a stale copy behind.
            h.services.sessions.invalidate(sessionId);
            const c = captains[0]!;
            await h.services.sessions.warm(sessionId, async () => {
              await h.services.run(
                'recordDecision',
                { sessionId, teamId: c.teamId, scenarioId: request(Math.floor(Math.random() * deck.length)), decision: 'dec', source: 'team' },
                { kind: 'participant', memberId: c.id, sessionId },
              );
              // ...and the copy that write made is dropped again (as a refused write drops it).
              h.services.sessions.invalidate(sessionId);
            });
          }
          const held = h.services.sessions.data(sessionId);
          if (held) expect(held).toEqual(await h.services.store.game.load(sessionId));
          expect(await h.services.store.results.rows(sessionId)).toEqual(await scratchBoard(sessionId));
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});

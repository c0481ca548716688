/**
 * Nothing is revealed before its time (issue 38): the best possible week, the
 * house teams and the debrief reach a player once the host ends the game or
 * reveals them. Every path a player reads is tried while the game runs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { monotonicFactory } from 'ulid';
import { startHarness, type Harness } from '../testing/harness.js';

const ulid = monotonicFactory();

let h: Harness;
let admin: string;
let sessionId: string;

beforeEach(async () => {
  h = await startHarness();
  admin = await h.admin();
  sessionId = h.demoSessionId();
});
afterEach(async () => {
  await h.services.close();
  await h.close();
});

const optimumOf = (token: string) => h.call('GET', `/api/session/getOptimum/${sessionId}`, { token });
const setStatus = async (status: 'live' | 'ended' | 'rst') => {
  const r = await h.call('PATCH', `/api/session/updateSession/${sessionId}`, { token: admin, body: { status } });
  expect(r.status, r.json.message).toBe(200);
};
const patchSession = async (token: string, patch: Record<string, unknown>) =>
  (await h.call('POST', '/api/sync/push', { token, body: { mutations: [{ id: ulid(), name: 'updateSession', args: { sessionId, patch } }] } })).json.data
    .results[0];
const refusal = (r: Awaited<ReturnType<typeof optimumOf>>) => ({ status: r.status, message: r.json.message, data: r.json.data });
const NOT_YET = { status: 403, message: 'The best possible week is shown once the host reveals the results', data: undefined };

describe('GET /api/session/getOptimum before the end', () => {
  it('refuses a player, in words, until the results are revealed after End Game; then answers the best week', async () => {
    const captain = await h.captain(0);
    // The demo session is seeded live; the captain's tablet has the lobby open, so the end waits for it to report.
    const lobby = await h.call('POST', '/api/sync/push', {
      token: captain.token,
      body: { mutations: [{ id: ulid(), name: 'openLobby', args: { sessionId } }] },
    });
    expect(lobby.json.data.results[0]).toMatchObject({ status: 'applied' });
    expect(refusal(await optimumOf(captain.token))).toEqual(NOT_YET);
    await setStatus('ended');
    // Ended, the room still waits for its late tablets: nothing of the best week yet (issue 50).
    expect(refusal(await optimumOf(captain.token))).toEqual(NOT_YET);
    expect(await patchSession(admin, { revealed: true })).toMatchObject({ status: 'applied' });
    const after = await optimumOf(captain.token);
    expect(after.status).toBe(200);
    expect(after.json.data.optimum.revenue).toBeGreaterThan(0);
  });

  it('answers a player once the host reveals it during the game, and refuses again after Play Again', async () => {
    const captain = await h.captain(1);
    expect(refusal(await optimumOf(captain.token))).toEqual(NOT_YET);
    // A player cannot reveal it for themselves.
    expect(await patchSession(captain.token, { revealed: true })).toMatchObject({ status: 'rejected', code: 'forbidden' });
    expect((await optimumOf(captain.token)).status).toBe(403);
    expect(await patchSession(admin, { revealed: true })).toMatchObject({ status: 'applied' });
    expect((await optimumOf(captain.token)).status).toBe(200);
    await setStatus('ended');
    await setStatus('rst');
    expect(refusal(await optimumOf(captain.token))).toEqual(NOT_YET);
    await setStatus('live');
    expect(refusal(await optimumOf(captain.token))).toEqual(NOT_YET);
  });

  it('always answers the owning host: while live, after the end and before the next start', async () => {
    expect((await optimumOf(admin)).status).toBe(200);
    await setStatus('ended');
    expect((await optimumOf(admin)).status).toBe(200);
    await setStatus('rst');
    expect((await optimumOf(admin)).status).toBe(200);
  });
});

describe('what else a player reads while the game runs', () => {
  it("carries no optimum, no house team and no other team's choice in pull, results, details or the lobby", async () => {
    expect(await patchSession(admin, { housePolicies: ['firstComeFirstServed', 'hindsightOptimum'] })).toMatchObject({ status: 'applied' });
    // The server has the optimum worked out already: nothing of it may travel to a player.
    const best = (await optimumOf(admin)).json.data.optimum as { revenue: number };
    const mine = await h.captain(0);
    const other = await h.captain(1);
    const details = (await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: admin })).json.data;
    const [first, second] = details.scenario as { _id: string }[];
    const decide = (who: typeof mine, scenarioId: string) =>
      h.call('POST', '/api/sync/push', {
        token: who.token,
        body: { mutations: [{ id: ulid(), name: 'recordDecision', args: { sessionId, teamId: who.teamId, scenarioId, decision: 'acc' } }] },
      });
    await decide(mine, first!._id);
    await decide(other, first!._id);
    await decide(other, second!._id);

    const pull = (await h.call('GET', '/api/sync/pull?since=0', { token: mine.token })).json.data.changes as { table: string; row?: Record<string, unknown> }[];
    const decisions = pull.filter((c) => c.table === 'decisions').map((c) => c.row!);
    expect(decisions.map((d) => d.teamId)).toEqual([mine.teamId]);
    expect(pull.filter((c) => c.table === 'results').every((c) => !String(c.row!.id).startsWith('house-'))).toBe(true);
    const texts = [
      JSON.stringify(pull),
      JSON.stringify((await h.call('GET', `/api/session/getResult/${sessionId}`, { token: mine.token })).json),
      JSON.stringify((await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: mine.token })).json),
      JSON.stringify((await h.call('GET', `/api/team/lobby/${other.teamId}`, { token: mine.token })).json),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/optimum"|bestChoice|percentOfOptimum|deckKey|realisedDemand/);
      expect(text).not.toContain(`"revenue":${best.revenue},`);
    }
    // The leaderboard holds people only: the house teams are played on each device, from what the session row allows.
    const board = (await h.call('GET', `/api/session/getResult/${sessionId}`, { token: mine.token })).json.data.result as { id: string }[];
    expect(board.every((r) => !r.id.startsWith('house-'))).toBe(true);
  });
});

/**
 * The versioned push (decision record 013): every mutation answered on its own,
 * a name or version the server does not read `unsupported` and left unrecorded,
 * an old version upcast and applied, and a server restarted as a newer release
 * applying what an older one could not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicFactory } from 'ulid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL } from '@front-desk-rm/engine/domain';
import { startHarness, type Harness } from '../testing/harness.js';

const ulid = monotonicFactory();
let h: Harness;
let sessionId: string;
let deck: { _id: string; reservationName: string }[];
let dir: string;
const logged: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fdrm-versions-'));
  logged.length = 0;
  h = await startHarness({ dir, build: '0.1.0+today01', log: (line) => logged.push(line) });
  sessionId = h.demoSessionId();
  deck = (await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: await h.admin() })).json.data.scenario;
});
afterEach(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const scenarioNamed = (name: string) => deck.find((s) => s.reservationName === name)!._id;

/** Today's shape: version 2, which says who decided. */
const decisionV2 = (teamId: string, scenario: string, d: 'acc' | 'dec', source: 'team' | 'timer' = 'team') => ({
  id: ulid(),
  name: 'recordDecision',
  v: 2,
  args: { sessionId, teamId, scenarioId: scenarioNamed(scenario), decision: d, source },
});
/** Yesterday's shape, as an app from before versions sent it: no `v`, no `source`. */
const decisionV1 = (teamId: string, scenario: string, d: 'acc' | 'dec') => ({
  id: ulid(),
  name: 'recordDecision',
  args: { sessionId, teamId, scenarioId: scenarioNamed(scenario), decision: d },
});

async function push(token: string, mutations: unknown[], extra: Record<string, unknown> = { protocol: SYNC_PROTOCOL, build: '0.1.0+today01' }) {
  return h.call('POST', '/api/sync/push', { token, body: { ...extra, mutations } });
}

async function storedDecisions(teamId: string) {
  const token = await h.admin();
  const changes = (await h.call('GET', '/api/sync/pull?since=0', { token })).json.data.changes as {
    table: string;
    row?: { teamId: string; scenarioId: string; decision: string; source?: string };
  }[];
  return changes.filter((c) => c.table === 'decisions' && c.row?.teamId === teamId).map((c) => c.row!);
}

describe('a versioned push', () => {
  it('applies a valid mutation beside one whose name the server does not know, and answers that one unsupported', async () => {
    const captain = await h.captain(0);
    const unknown = { id: ulid(), name: 'renameHotel', v: 1, args: { name: 'Grand' } };
    const valid = decisionV2(captain.teamId!, 'Sharma Wedding', 'acc');
    const r = await push(captain.token, [unknown, valid]);
    expect(r.status).toBe(200);
    expect(r.json.data.results).toEqual([
      { id: unknown.id, status: 'unsupported', reason: "This server does not know the change 'renameHotel'" },
      { id: valid.id, status: 'applied' },
    ]);
    expect(await storedDecisions(captain.teamId!)).toEqual([expect.objectContaining({ decision: 'acc', source: 'team' })]);
  });

  it('answers a version newer than it reads unsupported, records nothing, and applies the same id once a newer release reads it', async () => {
    const captain = await h.captain(0);
    const future = { ...decisionV2(captain.teamId!, 'Sharma Wedding', 'acc'), v: 999 };
    const r = await push(captain.token, [future]);
    expect(r.json.data.results[0]).toEqual({
      id: future.id,
      status: 'unsupported',
      reason: "'recordDecision' version 999 is newer than this server reads (up to 2)",
    });
    expect(await storedDecisions(captain.teamId!)).toEqual([]);
    // The same id at a version the server reads is not a replay of anything: nothing was recorded.
    expect((await push(captain.token, [{ ...future, v: 2 }])).json.data.results[0].status).toBe('applied');
  });

  it("upcasts yesterday's decision (no version, no source) and applies it as the team's", async () => {
    const captain = await h.captain(0);
    const old = decisionV1(captain.teamId!, 'Infosys Offsite', 'dec');
    const r = await push(captain.token, [old], {});
    expect(r.json.data.results).toEqual([{ id: old.id, status: 'applied' }]);
    expect(await storedDecisions(captain.teamId!)).toEqual([expect.objectContaining({ decision: 'dec', source: 'team' })]);
    expect((await push(captain.token, [old], {})).json.data.results[0].status).toBe('duplicate');
  });

  it("records a decline the booking timer made as the timer's, and refuses a timer that accepts", async () => {
    const captain = await h.captain(0);
    expect((await push(captain.token, [decisionV2(captain.teamId!, 'Infosys Offsite', 'dec', 'timer')])).json.data.results[0].status).toBe('applied');
    expect((await push(captain.token, [decisionV2(captain.teamId!, 'Sharma Wedding', 'acc', 'timer')])).json.data.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'The booking timer can only decline a request',
    });
    expect(await storedDecisions(captain.teamId!)).toEqual([expect.objectContaining({ decision: 'dec', source: 'timer' })]);
  });

  it('answers a bad entry on its own: a malformed id, version or name is rejected, the rest of the batch applied', async () => {
    const captain = await h.captain(0);
    const good = decisionV2(captain.teamId!, 'Sharma Wedding', 'acc');
    const badVersion = { ...decisionV2(captain.teamId!, 'Infosys Offsite', 'dec'), v: 'two' };
    const badName = { id: ulid(), name: 42, args: {} };
    const badArgs = { ...decisionV1(captain.teamId!, 'Infosys Offsite', 'dec'), args: { sessionId, decision: 'maybe' } };
    const r = await push(captain.token, [{ id: 'short', name: 'recordDecision', args: {} }, badVersion, badName, badArgs, good]);
    expect(r.status).toBe(200);
    expect(r.json.data.results).toEqual([
      { id: 'short', status: 'rejected', code: 'invalid', reason: 'id: must be a ULID (26 characters)' },
      { id: badVersion.id, status: 'rejected', code: 'invalid', reason: 'v: must be a whole number from 1' },
      { id: badName.id, status: 'rejected', code: 'invalid', reason: 'name: must be the name of a change' },
      { id: badArgs.id, status: 'rejected', code: 'invalid', reason: expect.stringMatching(/^teamId: /) },
      { id: good.id, status: 'applied' },
    ]);
    // A refused id answers the same refusal when it comes again (its answer was lost), never "duplicate".
    expect((await push(captain.token, [badArgs])).json.data.results[0]).toMatchObject({ status: 'rejected', code: 'invalid' });
  });

  it('answers every mutation unsupported when the app speaks a protocol newer than the server, and refuses its pull with a clear message', async () => {
    const captain = await h.captain(0);
    const m = decisionV2(captain.teamId!, 'Sharma Wedding', 'acc');
    const r = await push(captain.token, [m], { protocol: SYNC_PROTOCOL + 1 });
    expect(r.json.data.results).toEqual([
      { id: m.id, status: 'unsupported', reason: `This server speaks sync protocol 1 to ${SYNC_PROTOCOL}, not ${SYNC_PROTOCOL + 1}` },
    ]);
    const pull = await h.call('GET', `/api/sync/pull?since=0&protocol=${SYNC_PROTOCOL + 1}`, { token: captain.token });
    expect(pull.status).toBe(409);
    expect(pull.json.message).toMatch(/^This server speaks sync protocol 1 to 2, not 3\. Your changes are kept/);
  });

  it('reports its build, protocol and the versions it reads of each mutation, and logs the builds its clients run', async () => {
    const health = (await h.call('GET', '/api/health')).json.data;
    expect(health).toMatchObject({
      status: 'ok',
      build: '0.1.0+today01',
      protocol: { oldest: 1, newest: SYNC_PROTOCOL },
      mutations: { recordDecision: { oldest: 1, newest: 2 }, addMember: { oldest: 1, newest: 1 } },
    });
    const captain = await h.captain(0);
    await push(captain.token, [decisionV2(captain.teamId!, 'Sharma Wedding', 'acc')], { protocol: 2, build: '0.1.0+tablet9' });
    await push(captain.token, [decisionV2(captain.teamId!, 'Sharma Wedding', 'acc')], { protocol: 2, build: '0.1.0+tablet9' });
    await h.call('GET', '/api/sync/pull?since=0', { token: captain.token });
    expect(logged).toEqual([
      '[sync] a client runs build 0.1.0+tablet9 participant protocol 2',
      '[sync] a client runs build unknown (an app from before builds were sent) participant protocol 1',
    ]);
  });
});

describe('a deploy between two pushes', () => {
  it("a server held to yesterday answers today's decision unsupported; restarted as today's release on the same database it applies it, and both shapes count once", async () => {
    await h.close();
    h = await startHarness({ dir, mutationCaps: { recordDecision: 1 }, log: () => {} });
    const captain = await h.captain(0);
    const today = decisionV2(captain.teamId!, 'Sharma Wedding', 'acc');
    const yesterday = decisionV1(captain.teamId!, 'Infosys Offsite', 'dec');
    expect((await h.call('GET', '/api/health')).json.data.mutations.recordDecision).toEqual({ oldest: 1, newest: 1 });
    const before = await push(captain.token, [today, yesterday]);
    expect(before.json.data.results.map((r: { status: string }) => r.status)).toEqual(['unsupported', 'applied']);

    await h.close();
    h = await startHarness({ dir, log: () => {} });
    const after = await push(captain.token, [today, yesterday]);
    expect(after.json.data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'duplicate']);
    const stored = await storedDecisions(captain.teamId!);
    expect(stored.map((d) => [d.decision, d.source]).sort()).toEqual([
      ['acc', 'team'],
      ['dec', 'team'],
    ]);
  });
});

describe('MUTATION_VERSION_CAP', () => {
  it('reads each mutation held to an older version, and refuses a name or version this release does not read', async () => {
    const { readMutationCaps } = await import('../config.js');
    expect(readMutationCaps(undefined)).toEqual({});
    expect(readMutationCaps(' recordDecision = 1 ')).toEqual({ recordDecision: 1 });
    expect(() => readMutationCaps('renameHotel=1')).toThrow("MUTATION_VERSION_CAP names an unknown mutation: 'renameHotel'");
    expect(() => readMutationCaps('recordDecision=3')).toThrow("MUTATION_VERSION_CAP: recordDecision reads versions 1 to 2, not '3'");
  });
});

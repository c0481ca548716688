import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveQuery } from 'dexie';
import { monotonicFactory } from 'ulid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Decision } from '@front-desk-rm/engine/domain';
import { replayTeam } from '@front-desk-rm/engine/rules';
import { startServedHarness, type Harness } from '@front-desk-rm/sync-server/testing/harness';
import { apiPath } from '../api/client.js';
import { FrontDeskDb } from '../db/db.js';
import { signInPlayer } from '../../testing/signed-in-device.js';
import { signInAdmin, signOut } from '../db/identity.js';
import { mutateLocally, rebasePending, retryUnsaved } from '../writes/outbox.js';
import { SyncEngine, retryAfterMs } from './sync-engine.js';
import { backoffDelay } from './sync.machine.js';

let h: Harness;
let server: Awaited<ReturnType<typeof startServedHarness>>;
let n = 0;
const ulid = monotonicFactory();

beforeAll(async () => {
  server = await startServedHarness();
  h = server.h;
});
afterAll(() => server.close());

/** A tablet: its own database, signed in as a demo player, with a network that can be cut. */
async function device(team: number, member = 0, on = server) {
  const login = member === 0 ? await on.h.captain(team) : await on.h.member(team, member);
  const db = new FrontDeskDb(`device-${++n}`);
  await signInPlayer(db, login);
  /** `held`: pulls wait for it to be resolved; `waiting` counts the pulls it holds. */
  const network: { up: boolean; held?: Promise<void>; waiting: number } = { up: true, waiting: 0 };
  const rejected: { reason: string; winner?: Decision }[] = [];
  const rewound = { count: 0 };
  const engine = new SyncEngine({
    db,
    baseUrl: on.url,
    fetch: async (input, init) => {
      if (!network.up) throw new TypeError('Failed to fetch');
      if (network.held && String(input).includes('/api/sync/pull')) {
        network.waiting++;
        await network.held;
      }
      return fetch(input, init);
    },
    random: () => 0.5,
    onRejected: (_row, reason, winner) => rejected.push(winner ? { reason, winner } : { reason }),
    onRewound: () => void rewound.count++,
  });
  await engine.sync();
  const actor = { kind: 'participant' as const, memberId: login.memberId, sessionId: login.sessionId };
  const decide = (scenarioId: string, decision: 'acc' | 'dec') =>
    mutateLocally(db, 'recordDecision', { sessionId: login.sessionId, teamId: login.teamId!, scenarioId, decision, source: 'team' }, { actor });
  return { db, engine, network, rejected, rewound, login, decide, actor };
}

async function deck(db: FrontDeskDb) {
  return (await db.scenarios.toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function serverResult(team: string) {
  const rows = (await h.call('GET', apiPath('getResult', { sessionId: h.demoSessionId() }), { token: await h.admin() })).json.data.result;
  return rows.find((r: { name: string }) => r.name === team);
}

describe('the local store and the sync engine', () => {
  it('pulls the play pack: the session, the whole deck, the team and the leaderboard', async () => {
    const { db } = await device(0);
    expect(await db.sessions.count()).toBe(1);
    expect(await db.scenarios.count()).toBe(12);
    const teamId = await db.getMeta<string>('teamId');
    // Only the player's own team: other players' contact details never reach the device.
    expect((await db.members.toArray()).map((m) => m.teamId)).toEqual([teamId, teamId, teamId, teamId]);
    expect(await db.results.count()).toBe(2);
    expect(await db.getMeta<string>('cursor')).not.toBe('0');
  });

  it('shows a decision at once and queues it in the same transaction, then sends it exactly once', async () => {
    const { db, engine, decide } = await device(0);
    const [first] = await deck(db);
    const r = await decide(first!._id, 'acc');
    expect(r.ok).toBe(true);
    expect(await db.decisions.count()).toBe(1);
    expect(await engine.pending()).toBe(1);
    await engine.sync();
    await engine.sync();
    expect(await engine.pending()).toBe(0);
    expect(await serverResult('Team 1')).toMatchObject({ acceptedBooking: 1, revenue: 210600 });
  });

  it('refuses on the device what breaks a rule, and queues nothing', async () => {
    const { db, engine, decide } = await device(0);
    const wedding = (await deck(db)).find((s) => s.reservationName === 'Mehta Anniversary')!;
    // Team 1 accepted the Sharma Wedding above: the ballroom is taken on Saturday.
    const r = await decide(wedding._id, 'acc');
    expect(r).toMatchObject({ ok: false, reason: 'Grand Ballroom is not available for all requested dates!' });
    expect(await engine.pending()).toBe(0);
  });

  it('keeps playing with the network gone and delivers every decision once it returns', async () => {
    const { db, engine, network, decide } = await device(1);
    network.up = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const s of await deck(db)) await decide(s._id, 'dec');
      expect(await engine.pending()).toBe(12);
      await engine.sync();
      expect(engine.status).toBe('unreachable');
      const waiting = await db.outbox.toArray();
      expect(waiting.every((m) => m.attempts === 1 && m.lastError?.startsWith('network'))).toBe(true);
      network.up = true;
      // The retry comes on its own, after the backoff.
      await vi.advanceTimersByTimeAsync(backoffDelay(0, () => 0.5));
      // The outbox empties inside the push; the chip says online once the sync has taken the push's answer, a turn later.
      await vi.waitFor(
        async () => {
          expect(await engine.pending()).toBe(0);
          expect(engine.status).toBe('online');
        },
        { timeout: 10_000 },
      );
    } finally {
      engine.stop();
      vi.useRealTimers();
    }
    expect(await serverResult('Team 2')).toMatchObject({ declinedBooking: 12, status: 'Completed' });
  });

  it("adopts the team's first decision when another device decided differently, and says so", async () => {
    const a = await device(0);
    const b = await device(0);
    const target = (await deck(a.db)).find((s) => s.reservationName === 'Walk-in Couple')!;
    await a.decide(target._id, 'dec');
    await b.decide(target._id, 'acc');
    await a.engine.sync();
    await b.engine.sync();
    expect(b.rejected).toEqual([{ reason: 'Your team already decided this booking request', winner: expect.objectContaining({ decision: 'dec' }) }]);
    const mine = await b.db.decisions.where('[teamId+scenarioId]').equals([b.login.teamId!, target._id]).toArray();
    expect(mine.map((d) => d.decision)).toEqual(['dec']);
    expect(await b.engine.pending()).toBe(0);
  });

  it('writes nothing when a pull brings nothing new: no screen reading the sign-in (the meta table) is woken, and the cursor stays', async () => {
    const { db, engine } = await device(0);
    const writes: string[] = [];
    const seen = liveQuery(() => db.meta.toArray()).subscribe({ next: () => writes.push('meta') });
    await vi.waitFor(() => expect(writes).toEqual(['meta']), { timeout: 10_000 });
    const cursor = await db.getMeta<string>('cursor');
    expect(await engine.pull()).toBe(0);
    expect(await engine.pull()).toBe(0);
    expect(await db.getMeta<string>('cursor')).toBe(cursor);
    expect(writes).toEqual(['meta']);
    seen.unsubscribe();
  });

  it('keeps waiting changes visible through a pull (rebase)', async () => {
    const { db, engine, network, decide } = await device(0);
    network.up = false;
    const kapoor = (await deck(db)).find((s) => s.reservationName === 'Kapoor Family')!;
    await decide(kapoor._id, 'acc');
    network.up = true;
    // Pull alone, as the 5 s poll does, while the decision still waits to be pushed.
    await engine.pull();
    const session = (await db.sessions.toArray())[0]!;
    const decisions = await db.decisions
      .where('teamId')
      .equals((await db.getMeta<string>('teamId'))!)
      .toArray();
    expect(decisions.some((d) => d.scenarioId === kapoor._id && d.decision === 'acc')).toBe(true);
    expect(replayTeam(session, await deck(db), decisions).figures.revenue).toBeGreaterThan(0);
    await engine.sync();
    expect(await engine.pending()).toBe(0);
  });

  it('keeps the game on the device while it fetches the whole scope after a refusal, then swaps it in at once', async () => {
    const { db, engine, network, rejected, decide } = await device(0);
    const open = (await deck(db)).find((s) => s.reservationName === 'Gupta Engagement')!;
    await h.call('PATCH', apiPath('updateSession', { id: h.demoSessionId() }), { token: await h.admin(), body: { status: 'ended' } });
    expect((await decide(open._id, 'acc')).ok).toBe(true);
    let release = () => {};
    network.held = new Promise<void>((resolve) => (release = resolve));
    const syncing = engine.sync();
    // The push was refused; the pull that brings the scope back from zero is on its way.
    await vi.waitFor(() => expect(network.waiting).toBe(1), { timeout: 10_000 });
    expect(rejected).toEqual([{ reason: 'The game has ended' }]);
    // A screen reading the device in the meantime still finds its game: the session, the deck and the team.
    expect(await db.sessions.count()).toBe(1);
    expect(await db.scenarios.count()).toBe(12);
    expect(await db.teams.count()).toBeGreaterThan(0);
    release();
    await syncing;
    // Swapped in whole: the server's game as it stands, without the refused decision.
    expect((await db.sessions.toArray())[0]!.status).toBe('ended');
    expect(await db.decisions.filter((d) => d.scenarioId === open._id).count()).toBe(0);
    expect(await db.getMeta<string>('cursor')).not.toBe('0');
    for (const status of ['rst', 'live'])
      expect((await h.call('PATCH', apiPath('updateSession', { id: h.demoSessionId() }), { token: await h.admin(), body: { status } })).status).toBe(200);
  });

  it('moves a change the server refuses out of the queue into the list the player sees, brings back the server state, and sends it again on Retry once the rules allow', async () => {
    const { db, engine, rejected, decide, actor } = await device(0);
    const open = (await deck(db)).find((s) => s.reservationName === 'Gupta Engagement')!;
    // The host ends the game; this device has not heard yet and still plays.
    await h.call('PATCH', apiPath('updateSession', { id: h.demoSessionId() }), { token: await h.admin(), body: { status: 'ended' } });
    expect((await decide(open._id, 'acc')).ok).toBe(true);
    await engine.sync();
    expect(rejected).toEqual([{ reason: 'The game has ended' }]);
    expect(await engine.pending()).toBe(0);
    expect(await db.decisions.filter((d) => d.scenarioId === open._id).count()).toBe(0);
    expect((await db.sessions.toArray())[0]!.status).toBe('ended');
    // Never deleted unseen: it waits in the list with its reason.
    const kept = await db.unsaved.toArray();
    expect(kept).toEqual([
      expect.objectContaining({
        name: 'recordDecision',
        v: 2,
        reason: 'The game has ended',
        code: 'invalid',
        args: expect.objectContaining({ scenarioId: open._id, decision: 'acc' }),
      }),
    ]);
    // Retry while the game is still over: the device's rules refuse it, and it stays listed.
    expect(await retryUnsaved(db, kept[0]!.id, actor)).toEqual({ ok: false, reason: 'The game has ended' });
    expect(await db.unsaved.count()).toBe(1);
    // The host resets the game and starts it again: Retry queues it under a new id, and the server takes it.
    for (const status of ['rst', 'live'])
      expect((await h.call('PATCH', apiPath('updateSession', { id: h.demoSessionId() }), { token: await h.admin(), body: { status } })).status).toBe(200);
    await engine.sync();
    expect(await retryUnsaved(db, kept[0]!.id, actor)).toEqual({ ok: true });
    expect(await db.unsaved.count()).toBe(0);
    const [queued] = await db.outbox.toArray();
    expect(queued!.id).not.toBe(kept[0]!.id);
    await engine.sync();
    expect(await engine.pending()).toBe(0);
    expect(await db.decisions.filter((d) => d.scenarioId === open._id && d.decision === 'acc').count()).toBe(1);
  });
});

describe('a server the browser can reach the network for, but not the server', () => {
  let own: typeof server;
  beforeAll(async () => {
    own = await startServedHarness();
  });
  afterAll(() => own.close());

  it('tries about a dozen times in a minute of 503s, whatever nudges, polls and its own bookkeeping ask, then delivers the decision once', async () => {
    const { db, engine: signedIn, decide, login } = await device(0, 0, own);
    signedIn.stop();
    const decided = new Set((await db.decisions.toArray()).map((d) => d.scenarioId));
    const open = (await deck(db)).find((s) => !decided.has(s._id))!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let down = true;
    let requests = 0;
    // The same device, its engine now behind a server that answers 503.
    const engine = new SyncEngine({
      db,
      baseUrl: own.url,
      random: () => 0.5,
      fetch: async (input, init) => {
        requests++;
        if (down) return new Response('{"success":false,"message":"Service Unavailable"}', { status: 503 });
        return fetch(input, init);
      },
    });
    try {
      await decide(open._id, 'acc');
      void engine.outboxChanged(1);
      // For a minute: a nudge every 2 s (teammates deciding), the 5 s poll, and the outbox's own updates after each failed push.
      for (let t = 0; t < 60; t++) {
        if (t % 2 === 0) void engine.request('nudge');
        if (t % 5 === 0) void engine.request('poll');
        void engine.outboxChanged(await engine.pending());
        await vi.advanceTimersByTimeAsync(1000);
      }
      // Before this change, every failed push's bookkeeping started the next push at once: hundreds a minute.
      expect(requests).toBeGreaterThanOrEqual(6);
      expect(requests).toBeLessThanOrEqual(14);
      await vi.waitFor(() => expect(engine.status).toBe('unreachable'), { timeout: 10_000 });
      down = false;
      // A push sent while the server was down may still be failing: its retry is the one that delivers. The round that
      // delivers it pulls from the real server before it says online, which takes a while on a busy machine.
      await vi.waitFor(
        async () => {
          await vi.advanceTimersByTimeAsync(31_000);
          expect(await engine.pending()).toBe(0);
        },
        { timeout: 10_000 },
      );
      await vi.waitFor(
        async () => {
          await vi.advanceTimersByTimeAsync(1000);
          expect(engine.status).toBe('online');
        },
        { timeout: 10_000 },
      );
    } finally {
      engine.stop();
      vi.useRealTimers();
    }
    expect(await own.h.rows('SELECT id FROM decisions WHERE team_id = $1 AND scenario_id = $2', login.teamId, open._id)).toHaveLength(1);
  });

  it("runs one more round for a nudge that comes while a round is pulling, so a teammate's decision is not left for the poll", async () => {
    const watcher = await device(1, 1, own);
    const captain = await device(1, 0, own);
    let slowPull = true;
    let pullStarted: () => void = () => {};
    const pulling = new Promise<void>((resolve) => (pullStarted = resolve));
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    (watcher.engine as unknown as { fetchFn: typeof fetch }).fetchFn = async (input, init) => {
      if (String(input).includes('/pull') && slowPull) {
        // The server has answered; the answer arrives only once the nudge has come, however long that takes.
        slowPull = false;
        const res = await fetch(input, init);
        pullStarted();
        await arrived;
        return res;
      }
      return fetch(input, init);
    };
    const decided = new Set((await captain.db.decisions.toArray()).map((d) => d.scenarioId));
    const open = (await deck(captain.db)).find((s) => !decided.has(s._id))!;
    const round = watcher.engine.request('now');
    await pulling;
    // The captain decides while the watcher's pull is on the wire; the server's event stream nudges the watcher.
    await captain.decide(open._id, 'dec');
    await captain.engine.sync();
    void watcher.engine.request('nudge');
    arrive();
    // The round the watcher was in ends with the extra one: no poll has run, and none needs to.
    await round;
    expect(await watcher.db.decisions.filter((d) => d.scenarioId === open._id).count()).toBe(1);
  });
});

describe('Retry-After', () => {
  let own: typeof server;
  beforeAll(async () => {
    own = await startServedHarness();
  });
  afterAll(() => own.close());

  it('waits as long as the server asks before pushing again, then delivers the decisions once', async () => {
    const { db, engine, decide, login } = await device(0, 0, own);
    const answers: number[] = [];
    let busyFor = 1;
    let declinedBefore = 0;
    // The server says "429, come back in 20 s" once; every request is counted.
    (engine as unknown as { fetchFn: typeof fetch }).fetchFn = async (input, init) => {
      if (String(input).includes('/push') && busyFor-- > 0) {
        answers.push(429);
        return new Response(JSON.stringify({ success: false, message: 'Too many changes at once' }), { status: 429, headers: { 'Retry-After': '20' } });
      }
      const res = await fetch(input, init);
      answers.push(res.status);
      return res;
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const decided = new Set((await db.decisions.toArray()).map((d) => d.scenarioId));
      const open = (await deck(db)).find((s) => !decided.has(s._id))!;
      declinedBefore = (await own.h.call('GET', apiPath('getResult', { sessionId: login.sessionId }), { token: login.token })).json.data.result.find(
        (r: { id: string }) => r.id === login.teamId,
      ).declinedBooking;
      await decide(open._id, 'dec');
      await engine.sync();
      expect(engine.status).toBe('unreachable');
      // Backoff alone would retry after 1 s; the server asked for 20.
      await vi.advanceTimersByTimeAsync(19_000);
      expect(answers).toEqual([429]);
      expect(await engine.pending()).toBe(1);
      await vi.advanceTimersByTimeAsync(1_500);
      await vi.waitFor(async () => expect(await engine.pending()).toBe(0), { timeout: 10_000 });
    } finally {
      engine.stop();
      vi.useRealTimers();
    }
    const rows = (await own.h.call('GET', apiPath('getResult', { sessionId: login.sessionId }), { token: login.token })).json.data.result;
    expect(rows.find((r: { id: string }) => r.id === login.teamId).declinedBooking).toBe(declinedBefore + 1);
  });

  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(retryAfterMs('20')).toBe(20_000);
    expect(retryAfterMs(new Date(1_000_000 + 5000).toUTCString(), 1_000_000)).toBe(5000);
    expect(retryAfterMs('soon')).toBe(0);
    expect(retryAfterMs(null)).toBe(0);
  });
});

describe('logging out', () => {
  it('ends the sign-in on the server at once when online, and when the network returns when not, keeping the outbox', async () => {
    const { db, engine, network, login, decide } = await device(1, 2);
    const token = login.token;
    const call = () => h.call('GET', apiPath('getResult', { sessionId: login.sessionId }), { token });
    expect((await call()).status).toBe(200);
    network.up = false;
    const open = (await deck(db)).find((s) => s.reservationName === 'Kapoor Family')!;
    await decide(open._id, 'dec').catch(() => {});
    const waiting = await engine.pending();
    await signOut(db, { revoke: true });
    await engine.sync();
    // Offline: the logout waits on the device, and the token still works on the server.
    expect(await db.getMeta('revoke')).toEqual([token]);
    expect((await call()).status).toBe(200);
    network.up = true;
    await engine.sync();
    expect(await db.getMeta('revoke')).toBeUndefined();
    expect((await call()).status).toBe(401);
    // The outbox is the next sign-in's to send, as before.
    expect(await engine.pending()).toBe(waiting);
    engine.stop();
  });
});

describe('a login the server no longer accepts', () => {
  it('is reported to the caller, with the chip no longer syncing and nothing lost', async () => {
    const db = new FrontDeskDb(`device-expired-${++n}`);
    await db.meta.bulkPut([
      { key: 'token', value: 'x'.repeat(43) },
      { key: 'role', value: 'participant' },
    ]);
    await db.outbox.add({
      id: '01JD3ZQ8X6T2N5M7K9P4R2S6VW',
      name: 'markTeamReady',
      v: 1,
      args: { teamId: 'T' },
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
    });
    const engine = new SyncEngine({ db, baseUrl: server.url });
    await expect(engine.sync()).rejects.toThrow('Session expired. Please login again.');
    expect(engine.status).toBe('online');
    expect(await engine.pending()).toBe(1);
  });
});

describe('a visitor who is not signed in', () => {
  it('sends a contact message written offline once the network returns, and nothing that needs a sign-in', async () => {
    const db = new FrontDeskDb(`device-visitor-${++n}`);
    const network = { up: false };
    const engine = new SyncEngine({
      db,
      baseUrl: server.url,
      random: () => 0.5,
      fetch: (input, init) => (network.up ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    await db.outbox.add({
      id: '01JD3ZQ8X6T2N5M7K9P4R2S6VX',
      name: 'markTeamReady',
      v: 1,
      args: { teamId: 'T' },
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
    });
    const queued = await mutateLocally(
      db,
      'sendContactMessage',
      { source: 'page', name: 'Isha Rao', email: 'isha@example.com', message: 'Offline hello from Goa.' },
      { actor: { kind: 'public' } },
    );
    expect(queued.ok).toBe(true);

    await engine.sync();
    expect(engine.status).toBe('unreachable');
    expect(await engine.pending()).toBe(2);

    network.up = true;
    await engine.sync();
    engine.stop();
    // The contact message left; the change that needs a sign-in still waits for one.
    expect((await db.outbox.toArray()).map((r) => r.name)).toEqual(['markTeamReady']);
    const messages = (await h.call('GET', apiPath('listContact'), { token: await h.superAdmin() })).json.data.messages as { name: string; message: string }[];
    expect(messages.filter((m) => m.message === 'Offline hello from Goa.')).toHaveLength(1);
  });
});

describe('a round with nothing to send', () => {
  it('does not stop the next round: signed out with an empty outbox, then signed in, the device syncs', async () => {
    const login = await h.captain(0);
    const db = new FrontDeskDb(`device-later-${++n}`);
    const engine = new SyncEngine({ db, baseUrl: server.url });
    await engine.sync();
    expect(await db.sessions.count()).toBe(0);
    await signInPlayer(db, login);
    await engine.sync();
    expect(await db.sessions.count()).toBe(1);
  });
});

describe('a super admin', () => {
  it('makes no game sync call at all: nothing to pull, nothing refused in the background', async () => {
    const calls: string[] = [];
    const db = new FrontDeskDb(`device-super-${++n}`);
    const login = (await h.call('POST', apiPath('login'), { body: { email: 'super@frontdeskrm.test', password: 'super-pass-123' } })).json.data;
    expect(login.role).toBe('super');
    await signInAdmin(db, login);
    const engine = new SyncEngine({ db, baseUrl: server.url, fetch: (input, init) => (calls.push(String(input)), fetch(input, init)) });
    await engine.sync();
    await engine.sync();
    expect(calls.filter((c) => c.includes(apiPath('syncPush')) || c.includes(apiPath('syncPull')))).toEqual([]);
  });
});

describe('across releases (decision record 013)', () => {
  it("keeps a change a server held to yesterday's release does not read, sends the rest, and delivers it once the server is today's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fdrm-release-'));
    let current = await startServedHarness({ dir, mutationCaps: { recordDecision: 1 }, log: () => {} });
    const firstUrl = current.url;
    try {
      const login = await current.h.captain(1);
      const db = new FrontDeskDb(`device-${++n}`);
      await signInPlayer(db, login);
      const unsupported: string[] = [];
      const sent: { protocol?: number; build?: string; mutations: { name: string; v: number }[] }[] = [];
      const engine = new SyncEngine({
        db,
        baseUrl: firstUrl,
        build: '0.2.0+today',
        fetch: (input, init) => {
          if (String(input).endsWith(apiPath('syncPush'))) sent.push(JSON.parse(String(init?.body)));
          return fetch(String(input).replace(firstUrl, current.url), init);
        },
        onUnsupported: (_row, reason) => unsupported.push(reason),
      });
      await engine.sync();
      const actor = { kind: 'participant' as const, memberId: login.memberId, sessionId: login.sessionId };
      const [first, second] = await deck(db);
      expect(
        (
          await mutateLocally(
            db,
            'recordDecision',
            { sessionId: login.sessionId, teamId: login.teamId!, scenarioId: first!._id, decision: 'dec', source: 'timer' },
            { actor },
          )
        ).ok,
      ).toBe(true);
      // Yesterday's shape, queued by the app before this one (a row as the Dexie upgrade leaves it: version 1).
      await db.outbox.add({
        id: '01JD3ZQ8X6T2N5M7K9P4R2S6VW',
        name: 'recordDecision',
        v: 1,
        args: { sessionId: login.sessionId, teamId: login.teamId, scenarioId: second!._id, decision: 'dec' },
        createdAt: new Date().toISOString(),
        attempts: 0,
        lastError: null,
      });
      await engine.sync();
      // Sent as today's shape, with the protocol and the build; the server held to version 1 does not read it, and it stays queued.
      expect(sent.at(-1)).toMatchObject({
        protocol: 2,
        build: '0.2.0+today',
        mutations: [
          { name: 'recordDecision', v: 2 },
          { name: 'recordDecision', v: 2 },
        ],
      });
      expect(unsupported).toEqual([
        "'recordDecision' version 2 is newer than this server reads (up to 1)",
        "'recordDecision' version 2 is newer than this server reads (up to 1)",
      ]);
      expect(await engine.pending()).toBe(2);
      expect(await db.unsaved.count()).toBe(0);
      expect((await db.outbox.toArray()).every((r) => r.unsupported?.startsWith("'recordDecision' version 2"))).toBe(true);
      // The device still shows both decisions: a pull rebases what waits, yesterday's row upcast.
      await rebasePending(db, actor);
      expect((await db.decisions.toArray()).map((d) => d.scenarioId).sort()).toEqual([first!._id, second!._id].sort());

      // The deploy: the same database, served as today's release.
      await current.close();
      current = await startServedHarness({ dir, log: () => {} });
      await engine.sync();
      expect(await engine.pending()).toBe(0);
      const changes = (await current.h.call('GET', apiPath('syncPull', {}, { since: '0' }), { token: await current.h.admin() })).json.data.changes as {
        table: string;
        row?: { teamId: string; scenarioId: string; source?: string };
      }[];
      const stored = changes.filter((c) => c.table === 'decisions' && c.row?.teamId === login.teamId).map((c) => [c.row!.scenarioId, c.row!.source]);
      expect(stored.sort()).toEqual(
        [
          [first!._id, 'timer'],
          [second!._id, 'team'],
        ].sort(),
      );
    } finally {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a server whose change log stands behind the device (restored from a backup)', () => {
  let restored: Awaited<ReturnType<typeof startServedHarness>>;
  beforeAll(async () => {
    restored = await startServedHarness();
  });
  afterAll(() => restored.close());

  it('fetches the game again from zero, drops what the server no longer has, and sends its unsent decision', async () => {
    const { db, engine, network, rewound, decide, login } = await device(0, 0, restored);
    const [first, second] = await deck(db);
    // A decision the server acknowledged after the backup was taken: the device holds it, the restored server does not.
    await db.decisions.put({
      id: '01JD00000000000000000LOST1',
      sessionId: login.sessionId,
      teamId: login.teamId!,
      scenarioId: second!._id,
      decision: 'acc',
      decidedBy: login.memberId,
      decidedAt: '2026-11-26T10:00:00.000Z',
    });
    // One made offline, still in the outbox.
    network.up = false;
    await decide(first!._id, 'dec');
    // The device's cursor is past everything the restored server has logged.
    const head = Number(await db.getMeta<string>('cursor'));
    await db.setMeta('cursor', String(head + 10_000));
    network.up = true;
    await engine.sync();
    expect(rewound.count).toBe(1);
    expect(await engine.pending()).toBe(0);
    expect((await db.decisions.toArray()).map((d) => [d.scenarioId, d.decision])).toEqual([[first!._id, 'dec']]);
    expect(Number(await db.getMeta<string>('cursor'))).toBeLessThan(head + 10_000);
    expect(await db.scenarios.count()).toBe(12);
    const stored = (await restored.h.call('GET', apiPath('getResult', { sessionId: restored.h.demoSessionId() }), { token: await restored.h.admin() })).json
      .data.result;
    expect(stored.find((r: { name: string }) => r.name === 'Team 1')).toMatchObject({ acceptedBooking: 0, declinedBooking: 1 });
    // Once caught up, the next round fetches nothing again.
    await engine.sync();
    expect(rewound.count).toBe(1);
  });
});

describe("rows that leave a device's scope", () => {
  let own: Awaited<ReturnType<typeof startServedHarness>>;
  beforeAll(async () => {
    own = await startServedHarness();
  });
  afterAll(() => own.close());

  const SCOPED = ['sessions', 'scenarios', 'teams', 'members', 'decisions', 'results'] as const;
  /** Everything the server gave the device, and the team it thinks it is in, in a stable order. */
  async function contents(db: FrontDeskDb) {
    const tables: Record<string, string[]> = {};
    for (const t of SCOPED) tables[t] = (await db.table(t).toArray()).map((r) => JSON.stringify(r)).sort();
    return { teamId: (await db.getMeta<string | null>('teamId')) ?? null, tables };
  }
  /** The same sign-in on a new tablet: a pull from zero, which is what the device must hold. */
  async function fromZero(login: { token: string; memberId: string; sessionId: string; teamId: string | null }) {
    const db = new FrontDeskDb(`zero-${++n}`);
    await signInPlayer(db, login);
    await new SyncEngine({ db, baseUrl: own.url, random: () => 0.5 }).sync();
    return contents(db);
  }
  const host = async (name: string, args: Record<string, unknown>) => {
    const r = await own.h.call('POST', '/api/sync/push', {
      token: await own.h.admin(),
      body: { mutations: [{ id: ulid(), name, args: { sessionId: own.h.demoSessionId(), ...args } }] },
    });
    expect(r.json.data.results[0], name).toMatchObject({ status: 'applied' });
  };
  const teamsOf = async (db: FrontDeskDb) => (await db.teams.toArray()).sort((a, b) => a.name.localeCompare(b.name));

  it("brings a player the host moves to another team that team's members and decisions, and the sign-in follows", async () => {
    const captain = await device(1, 0, own);
    const [first] = await deck(captain.db);
    await captain.decide(first!._id, 'acc');
    await captain.engine.sync();
    const mover = await device(0, 2, own);
    await host('moveMember', { memberId: mover.login.memberId, teamId: captain.login.teamId });
    // The pull that brings the move is let through; the one from zero that follows it is held.
    let release = () => {};
    mover.network.held = new Promise<void>((resolve) => (release = resolve));
    const syncing = mover.engine.sync();
    await vi.waitFor(() => expect(mover.network.waiting).toBe(1), { timeout: 10_000 });
    const letMoveThrough = release;
    mover.network.held = new Promise<void>((resolve) => (release = resolve));
    letMoveThrough();
    await vi.waitFor(() => expect(mover.network.waiting).toBe(2), { timeout: 10_000 });
    // Meanwhile no screen sees the player in the new team without that team's game: the move waits for the whole scope.
    expect(await mover.db.getMeta('teamId')).toBe(mover.login.teamId);
    expect((await mover.db.members.get(mover.login.memberId))!.teamId).toBe(mover.login.teamId);
    release();
    await syncing;
    const members = await mover.db.members.toArray();
    expect(members.filter((m) => m.teamId === captain.login.teamId).length).toBe(5);
    expect(members.some((m) => m.teamId === mover.login.teamId)).toBe(false);
    expect((await mover.db.decisions.toArray()).map((d) => [d.teamId, d.scenarioId])).toEqual([[captain.login.teamId, first!._id]]);
    // Every screen that reads the sign-in (the debrief, the progress page) now reads the new team.
    expect(await mover.db.getMeta('teamId')).toBe(captain.login.teamId);
    expect(await contents(mover.db)).toEqual(await fromZero(mover.login));
  });

  it("removes a teammate the host moves away from every teammate's device, and from a pull from zero", async () => {
    const watcher = await device(1, 1, own);
    const leaver = (await watcher.db.members.toArray()).find((m) => m.id !== watcher.login.memberId && m.role !== 'captain')!;
    const other = (await watcher.db.teams.toArray()).find((t) => t.id !== watcher.login.teamId)!;
    await host('moveMember', { memberId: leaver.id, teamId: other.id });
    await watcher.engine.sync();
    expect((await watcher.db.members.toArray()).map((m) => m.id)).not.toContain(leaver.id);
    expect(await contents(watcher.db)).toEqual(await fromZero(watcher.login));
  });

  it("follows a merge: the merged team's player joins the other team, whose player sees them arrive", async () => {
    await host('createTeam', { name: 'Latecomers' });
    const late = await own.h.joinAs('late.one@hotel.test');
    const latecomers = (await teamsOf((await device(0, 1, own)).db)).find((t) => t.name === 'Latecomers')!;
    await host('moveMember', { memberId: late.memberId, teamId: latecomers.id });
    const moved = await device(0, 1, own);
    const lateDevice = new FrontDeskDb(`late-${++n}`);
    await signInPlayer(lateDevice, late);
    const lateEngine = new SyncEngine({ db: lateDevice, baseUrl: own.url, random: () => 0.5 });
    await lateEngine.sync();
    expect(await lateDevice.getMeta('teamId')).toBe(latecomers.id);
    await host('mergeTeams', { fromTeamId: latecomers.id, intoTeamId: moved.login.teamId });
    await Promise.all([lateEngine.sync(), moved.engine.sync()]);
    expect(await lateDevice.getMeta('teamId')).toBe(moved.login.teamId);
    expect((await moved.db.members.toArray()).map((m) => m.id)).toContain(late.memberId);
    expect((await teamsOf(lateDevice)).map((t) => t.name)).not.toContain('Latecomers');
    expect(await contents(lateDevice)).toEqual(await fromZero(late));
    expect(await contents(moved.db)).toEqual(await fromZero(moved.login));
  });

  it('follows a deleted team: its players are in no team, and each keeps only their own row', async () => {
    await host('createTeam', { name: 'Short-lived' });
    const a = await own.h.joinAs('short.a@hotel.test');
    const b = await own.h.joinAs('short.b@hotel.test');
    const team = (await teamsOf((await device(0, 1, own)).db)).find((t) => t.name === 'Short-lived')!;
    for (const m of [a, b]) await host('moveMember', { memberId: m.memberId, teamId: team.id });
    const db = new FrontDeskDb(`short-${++n}`);
    // Signed in once placed, as most players are.
    await signInPlayer(db, { ...a, teamId: team.id });
    const engine = new SyncEngine({ db, baseUrl: own.url, random: () => 0.5 });
    await engine.sync();
    expect((await db.members.toArray()).map((m) => m.id).sort()).toEqual([a.memberId, b.memberId].sort());
    await host('deleteTeam', { teamId: team.id });
    await engine.sync();
    expect(await db.getMeta('teamId')).toBeNull();
    expect((await db.members.toArray()).map((m) => m.id)).toEqual([a.memberId]);
    expect(await contents(db)).toEqual(await fromZero(a));
  });

  it("removes a teammate the host removes from the session, and a removed player's device forgets the session but not its outbox", async () => {
    const watcher = await device(0, 1, own);
    const gone = await own.h.joinAs('gone.soon@hotel.test');
    await host('moveMember', { memberId: gone.memberId, teamId: watcher.login.teamId });
    await watcher.engine.sync();
    expect((await watcher.db.members.toArray()).map((m) => m.id)).toContain(gone.memberId);
    await own.h.call('DELETE', apiPath('removeMember', { sessionId: own.h.demoSessionId(), memberId: gone.memberId }), { token: await own.h.admin() });
    await watcher.engine.sync();
    expect((await watcher.db.members.toArray()).map((m) => m.id)).not.toContain(gone.memberId);
    expect(await contents(watcher.db)).toEqual(await fromZero(watcher.login));

    // The removed player's own tablet: the server no longer knows the sign-in, and the session's rows leave with it.
    const removed = await device(1, 0, own);
    const decided = new Set((await removed.db.decisions.toArray()).map((d) => d.scenarioId));
    const open = (await deck(removed.db)).find((s) => !decided.has(s._id))!;
    removed.network.up = false;
    expect(await removed.decide(open._id, 'dec')).toMatchObject({ ok: true });
    await removed.engine.sync();
    removed.network.up = true;
    await own.h.call('DELETE', apiPath('removeMember', { sessionId: own.h.demoSessionId(), memberId: removed.login.memberId }), { token: await own.h.admin() });
    await expect(removed.engine.sync()).rejects.toThrow('Session expired');
    await signOut(removed.db, { forget: true });
    expect((await contents(removed.db)).tables).toEqual(Object.fromEntries(SCOPED.map((t) => [t, []])));
    expect(await removed.engine.pending()).toBe(1);
  });
});

describe('the sync status', () => {
  const dbs = new WeakMap<SyncEngine, FrontDeskDb>();
  const queueMessage = (engine: SyncEngine) =>
    mutateLocally(
      dbs.get(engine)!,
      'sendContactMessage',
      { source: 'page', name: 'Isha Rao', email: 'isha@example.com', message: 'Status hello from Goa.' },
      { actor: { kind: 'public' } },
    );

  /** A visitor's device with one contact message waiting, so a round has something to send. */
  async function visitor(options: { online?: () => boolean } = {}) {
    const db = new FrontDeskDb(`device-status-${++n}`);
    const network = { up: false };
    const engine = new SyncEngine({
      db,
      baseUrl: server.url,
      random: () => 0.5,
      ...options,
      fetch: (input, init) => (network.up ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    dbs.set(engine, db);
    await queueMessage(engine);
    const heard: string[] = [];
    engine.subscribe(() => heard.push(engine.snapshot().status));
    return { engine, network, heard };
  }

  it('changes as a round ends, never while it runs, and keeps the same snapshot until it changes', async () => {
    const { engine, network, heard } = await visitor();
    const before = engine.snapshot();
    expect(before).toEqual({ status: 'online', retryAt: null });
    await engine.sync();
    expect(heard).toEqual(['unreachable']);
    expect(engine.snapshot().retryAt).toBeGreaterThan(Date.now());
    const unreachable = engine.snapshot();
    expect(engine.snapshot()).toBe(unreachable);
    network.up = true;
    await engine.sync();
    engine.stop();
    expect(heard).toEqual(['unreachable', 'online']);
    expect(engine.snapshot()).toEqual({ status: 'online', retryAt: null });
  });

  it('reads offline while the browser says so, whatever a round found', async () => {
    const browser = { online: true };
    const { engine, network, heard } = await visitor({ online: () => browser.online });
    browser.online = false;
    engine.wentOffline();
    expect(engine.status).toBe('offline');
    network.up = true;
    await engine.sync();
    expect(engine.status).toBe('offline');
    browser.online = true;
    await queueMessage(engine);
    await engine.sync();
    engine.stop();
    expect(heard).toEqual(['offline', 'online']);
  });
});

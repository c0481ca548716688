/**
 * Two server instances on one PostgreSQL database (issue 20), each with its
 * own pool, caches and held sessions, as two processes behind a load balancer
 * would be. Runs in the `postgres` project only: one SQLite file has one
 * server by design.
 */
import { monotonicFactory } from 'ulid';
import type { SessionEvent } from '@front-desk-rm/engine/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';
import { DEMO_GAME_CODE } from '../seed.js';

const ulid = monotonicFactory();
let h: Harness;
let b: Awaited<ReturnType<Harness['instance']>>;
let sessionId: string;
let deck: string[];

/** The same call as `h.call`, answered by instance B. */
async function callB(method: string, path: string, token: string, body?: unknown) {
  const res = await b.app.request(path, {
    method,
    headers: { Authorization: token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { success: boolean; message: string; data?: any } };
}

const decision = (teamId: string, scenarioId: string, d: 'acc' | 'dec') => ({
  id: ulid(),
  name: 'recordDecision',
  args: { sessionId, teamId, scenarioId, decision: d },
});

beforeAll(async () => {
  h = await startHarness();
  b = await h.instance();
  sessionId = h.demoSessionId();
  deck = ((await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: await h.admin() })).json.data.scenario as { _id: string }[]).map(
    (s) => s._id,
  );
});
afterAll(async () => {
  await b.close();
  await h.close();
});

describe('two instances on one PostgreSQL', () => {
  it('keep "first decision wins" when one team decides one request on both at once, round after round', async () => {
    const host = await h.admin();
    const captains = [await h.captain(0), await h.captain(1)];
    let rounds = 0;
    let conflicts = 0;
    for (let pass = 0; pass < 3; pass++) {
      for (const scenarioId of deck) {
        for (const captain of captains) {
          const [onA, onB] = await Promise.all([
            h.call('POST', '/api/sync/push', { token: captain.token, body: { mutations: [decision(captain.teamId!, scenarioId, 'acc')] } }),
            callB('POST', '/api/sync/push', captain.token, { mutations: [decision(captain.teamId!, scenarioId, 'dec')] }),
          ]);
          const answers = [
            { ...onA.json.data.results[0], d: 'acc' },
            { ...onB.json.data.results[0], d: 'dec' },
          ];
          const won = answers.filter((a) => a.status === 'applied');
          expect(won, JSON.stringify(answers)).toHaveLength(1);
          const lost = answers.find((a) => a.status !== 'applied')!;
          expect(lost.status).toBe('rejected');
          // The loser is told which decision stands (an accept may also lose to the rooms left), and that one is the one stored.
          if (lost.code === 'conflict') {
            conflicts++;
            expect(lost.winner).toMatchObject({ teamId: captain.teamId, scenarioId, decision: won[0].d });
          }
          const stored = (await h.rows<{ doc: string }>('SELECT doc FROM decisions WHERE team_id = $1 AND scenario_id = $2', captain.teamId, scenarioId)).map(
            (r) => JSON.parse(r.doc) as { id: string; decision: string },
          );
          expect(stored).toMatchObject([{ id: `${won[0].id}-1`, decision: won[0].d }]);
          rounds++;
        }
      }
      // A reset clears the decisions, and the next pass decides every request again.
      expect((await h.call('PATCH', `/api/session/updateSession/${sessionId}`, { token: host, body: { status: 'upcoming' } })).status).toBe(200);
      expect((await callB('PATCH', `/api/session/updateSession/${sessionId}`, host, { status: 'live' })).status).toBe(200);
    }
    expect(rounds).toBeGreaterThanOrEqual(50);
    expect(conflicts).toBeGreaterThan(rounds / 2);
  }, 120_000);

  it('apply the same push sent to both at once once: one applied, the other a duplicate', async () => {
    const captain = await h.captain(0);
    for (const scenarioId of deck.slice(0, 10)) {
      const m = decision(captain.teamId!, scenarioId, 'dec');
      const [onA, onB] = await Promise.all([
        h.call('POST', '/api/sync/push', { token: captain.token, body: { mutations: [m] } }),
        callB('POST', '/api/sync/push', captain.token, { mutations: [m] }),
      ]);
      expect([onA.json.data.results[0].status, onB.json.data.results[0].status].sort(), JSON.stringify([onA.json, onB.json])).toEqual(['applied', 'duplicate']);
      expect(await h.rows('SELECT id FROM decisions WHERE team_id = $1 AND scenario_id = $2', captain.teamId, scenarioId)).toHaveLength(1);
    }
    // A later decision on the same requests still finds the held copies true on both instances.
    const board = (await callB('GET', `/api/session/getResult/${sessionId}`, await h.admin())).json.data.result;
    expect(board.find((r: { name: string }) => r.name === 'Team 1')).toMatchObject({ declinedBooking: 10, acceptedBooking: 0 });
  });

  it('tell a stream on one instance of a decision pushed to the other, read from the store', async () => {
    const heard: SessionEvent[] = [];
    const stop = b.services.streams.events.subscribe(sessionId, (e) => heard.push(e));
    try {
      await h.call('PATCH', `/api/session/updateSession/${sessionId}`, { token: await h.admin(), body: { status: 'upcoming' } });
      await h.call('PATCH', `/api/session/updateSession/${sessionId}`, { token: await h.admin(), body: { status: 'live' } });
      const captain = await h.captain(1);
      // B has the leaderboard in memory from this poll...
      const host = await h.admin();
      const teamTwo = async () =>
        ((await callB('GET', `/api/session/getResult/${sessionId}`, host)).json.data.result as { name: string; acceptedBooking: number }[]).find(
          (r) => r.name === 'Team 2',
        );
      expect(await teamTwo()).toMatchObject({ acceptedBooking: 0 });
      await h.call('POST', '/api/sync/push', { token: captain.token, body: { mutations: [decision(captain.teamId!, deck[0]!, 'acc')] } });
      // ...and A's note makes it read the new one.
      await expect.poll(teamTwo, { timeout: 5000 }).toMatchObject({ acceptedBooking: 1 });
      await expect
        .poll(() => heard.filter((e) => e.type === 'leaderboard').at(-1), { timeout: 5000 })
        .toMatchObject({ rows: expect.arrayContaining([expect.objectContaining({ name: 'Team 2', acceptedBooking: 1 })]) });
      expect(heard.filter((e) => e.type === 'status').map((e) => (e as { status: string }).status)).toEqual(['upcoming', 'live']);
      expect(heard.some((e) => e.type === 'changes')).toBe(true);
    } finally {
      stop();
    }
  });

  it('end a sign-in on both when it ends on one', async () => {
    const player = await h.member(0, 1);
    // B resolves the token and keeps it for a few seconds...
    expect((await callB('GET', `/api/session/getResult/${sessionId}`, player.token)).status).toBe(200);
    expect((await h.call('POST', '/api/user/logout', { token: player.token })).status).toBe(200);
    // ...until A's note says it ended.
    await expect.poll(async () => (await callB('GET', `/api/session/getResult/${sessionId}`, player.token)).status, { timeout: 5000 }).toBe(401);
  });

  it('count one rate limit across both', async () => {
    const limited = await startHarness({ limits: { joinPerWindow: 4, pushPerMinute: 10 } });
    const other = await limited.instance();
    try {
      // The captain joins first (one of the four joins), for the pushes below.
      const captain = await limited.captain(0);
      const join = (app: Harness['app'], i: number) =>
        app.request(`/api/user/login/${DEMO_GAME_CODE}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `late.${i}@hotel.test` }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await join(i % 2 === 0 ? limited.app : other.app, i)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      // One captain's push allowance is one bucket, whichever instance takes the push.
      const limitedSession = limited.demoSessionId();
      const push = (app: Harness['app'], n: number) =>
        app.request('/api/sync/push', {
          method: 'POST',
          headers: { Authorization: captain.token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ mutations: Array.from({ length: n }, () => ({ id: ulid(), name: 'openLobby', args: { sessionId: limitedSession } })) }),
        });
      expect((await push(limited.app, 6)).status).toBe(200);
      const refused = await push(other.app, 6);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    } finally {
      await other.close();
      await limited.close();
    }
  });
  it('bring every session created through both at once to a host following the pull cursor, each once', async () => {
    const host = await h.admin();
    const sessionData = {
      name: 'Busy week',
      hotelName: 'Lakeview',
      totalRooms: '4',
      baseADR: '3300',
      maxParticipants: '20',
      autoAssignTeams: true,
      teamSize: '2',
      rates: { Deluxe: 4000 },
      occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
      banquet: [],
    };
    const ids = Array.from({ length: 120 }, () => ulid());
    const received: string[] = [];
    let cursor = (await h.call('GET', '/api/sync/pull?since=0', { token: host })).json.data.cursor as string;
    const pullOnce = async () => {
      for (;;) {
        const page = (await h.call('GET', `/api/sync/pull?since=${cursor}`, { token: host })).json.data as {
          cursor: string;
          hasMore: boolean;
          changes: { table: string; op: string; key: string }[];
        };
        for (const c of page.changes) if (c.table === 'sessions' && c.op === 'put') received.push(c.key);
        cursor = page.cursor;
        if (!page.hasMore) return;
      }
    };
    let creating = true;
    const following = (async () => {
      while (creating) await pullOnce();
      await pullOnce();
    })();
    const answers: string[] = [];
    for (let from = 0; from < ids.length; from += 20) {
      const batch = ids.slice(from, from + 20).map((id, i) => {
        const body = { mutations: [{ id: ulid(), name: 'createSession', args: { id, sessionData: { ...sessionData, name: `Busy week ${from + i}` } } }] };
        return i % 2 === 0 ? h.call('POST', '/api/sync/push', { token: host, body }) : callB('POST', '/api/sync/push', host, body);
      });
      for (const r of await Promise.all(batch)) answers.push(r.json.data.results[0].status);
    }
    creating = false;
    await following;
    expect(answers.filter((a) => a === 'applied')).toHaveLength(120);
    const mine = received.filter((k) => ids.includes(k));
    expect(
      ids.filter((id) => !mine.includes(id)),
      'sessions the host never received',
    ).toEqual([]);
    expect(mine).toHaveLength(120);
  }, 120_000);
});

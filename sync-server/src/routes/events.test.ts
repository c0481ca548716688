import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { readEvents } from '../testing/http-server.js';
import { startServedHarness, type Harness } from '../testing/harness.js';

let h: Harness;
let server: Awaited<ReturnType<typeof startServedHarness>>;

beforeAll(async () => {
  server = await startServedHarness();
  h = server.h;
});
afterAll(() => server.close());

describe('GET /api/session/events/{sessionId}', () => {
  it('sends the status and leaderboard at once, then a leaderboard change as it happens', async () => {
    const sessionId = h.demoSessionId();
    const admin = await h.admin();
    const captain = await h.captain(1);
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/session/events/${sessionId}?token=${admin}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = readEvents(res);

    expect((await events.next()).value).toMatchObject({ event: 'status', data: { status: 'live' } });
    const initial = (await events.next()).value!;
    expect(initial.event).toBe('leaderboard');
    expect(initial.data.rows.map((r: { revenue: number }) => r.revenue)).toEqual([0, 0]);

    const first = (await h.call('POST', `/api/session/getScenario/${sessionId}`, { token: captain.token })).json.data.scenarios[0];
    await h.call('POST', `/api/session/getScenario/${sessionId}?scenarioId=${first._id}`, { token: captain.token, body: { type: 'acc' } });

    for (;;) {
      const { value } = await events.next();
      if (value!.event !== 'leaderboard') continue;
      expect(value!.data.rows[0]).toMatchObject({ name: 'Team 2', revenue: 210600, rank: 1 });
      break;
    }
    controller.abort();
  });

  it("tells a player's device of changes to rows it can see, not of another team's: the host hears every one", async () => {
    const sessionId = h.demoSessionId();
    const controller = new AbortController();
    const open = async (token: string) => {
      const res = await fetch(`${server.url}/api/session/events/${sessionId}?token=${token}`, { signal: controller.signal });
      expect(res.status).toBe(200);
      return readEvents(res);
    };
    /** The cursor of the next `changes` event on a stream. */
    const nextChange = async (events: ReturnType<typeof readEvents>) => {
      for (;;) {
        const { value } = await events.next();
        if (value!.event === 'changes') return value!.data.cursor as string;
      }
    };
    const openLobby = async (token: string) => {
      const r = await h.call('POST', '/api/sync/push', { token, body: { mutations: [{ id: ulid(), name: 'openLobby', args: { sessionId } }] } });
      expect(r.json.data.results[0].status).toBe('applied');
    };
    const host = await open(await h.admin());
    const team1 = await open((await h.captain(0)).token);
    const team2 = await open((await h.captain(1)).token);

    // A player of Team 2 opens their lobby: news to the host and to Team 2, none of Team 1's.
    await openLobby((await h.member(1, 2)).token);
    const first = await nextChange(host);
    expect(await nextChange(team2)).toBe(first);
    // Then a player of Team 1 does: the first change Team 1's captain hears of is this one.
    await openLobby((await h.member(0, 2)).token);
    const second = await nextChange(host);
    expect(Number(second)).toBeGreaterThan(Number(first));
    expect(await nextChange(team1)).toBe(second);
    controller.abort();
  });

  it("refuses a stream of someone else's session", async () => {
    const other = await h.otherAdmin();
    const res = await fetch(`${server.url}/api/session/events/${h.demoSessionId()}?token=${other}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: 'You do not have access to this' });
    const anonymous = await fetch(`${server.url}/api/session/events/${h.demoSessionId()}`);
    expect(anonymous.status).toBe(401);
  });
});

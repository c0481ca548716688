import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it("refuses a stream of someone else's session", async () => {
    const other = await h.otherAdmin();
    const res = await fetch(`${server.url}/api/session/events/${h.demoSessionId()}?token=${other}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: 'You do not have access to this' });
    const anonymous = await fetch(`${server.url}/api/session/events/${h.demoSessionId()}`);
    expect(anonymous.status).toBe(401);
  });
});

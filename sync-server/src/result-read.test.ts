/**
 * The plain getResult answered before the app (result-read.ts): the same answer
 * as the route's, byte for byte and header for header, and never an answer the
 * route would have refused. Over real HTTP, as main.ts serves it.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/harness.js';
import { listen } from './testing/http-server.js';
import { sessionData } from './testing/role-cases.js';

/** A GET over real HTTP: status, the raw header lines (lower-case names, each value sent) and the body. */
function get(url: string, token?: string): Promise<{ status: number; headers: Map<string, string[]>; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: token ? { Authorization: token } : {} }, (res) => {
      const headers = new Map<string, string[]>();
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i]!.toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), res.rawHeaders[i + 1]!]);
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('getResult before the app', () => {
  let h: Harness;
  let served: { url: string; close: () => Promise<void> };
  /** Whether the hot read answered each request, in order. */
  const answered: boolean[] = [];
  const path = () => `/api/session/getResult/${h.demoSessionId()}`;

  beforeAll(async () => {
    h = await startHarness();
    served = await listen(h.app, async (incoming, outgoing) => {
      const done = await h.hotRead(incoming, outgoing);
      answered.push(done);
      return done;
    });
  });
  afterAll(async () => {
    await served.close();
    await h.close();
  });

  const without = (headers: Map<string, string[]>) => [...headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)).sort();

  it('answers as the route does, once the token is known, for the host and for a player', async () => {
    for (const token of [await h.admin(), (await h.captain(0)).token]) {
      answered.length = 0;
      const byApp = await get(served.url + path(), token);
      const hot = await get(served.url + path(), token);
      expect(answered).toEqual([false, true]);
      expect(byApp.status).toBe(200);
      expect(hot.status).toBe(200);
      expect(hot.body).toBe(byApp.body);
      expect(JSON.parse(hot.body)).toMatchObject({ success: true, message: 'Results fetched successfully', data: { status: expect.any(String) } });
      expect(without(hot.headers)).toEqual(without(byApp.headers));
    }
  });

  it('reads the rows afresh: a decision made between two reads is in the second', async () => {
    const admin = await h.admin();
    const captain = await h.captain(0);
    await get(served.url + path(), admin);
    const before = JSON.parse((await get(served.url + path(), admin)).body).data.result;
    await h.call('POST', `/api/session/startSession/${h.demoSessionId()}`, { token: admin });
    const first = (await h.call('POST', `/api/session/getScenario/${h.demoSessionId()}`, { token: captain.token })).json.data.scenarios[0];
    await h.call('POST', `/api/session/getScenario/${h.demoSessionId()}?scenarioId=${first._id}`, { token: captain.token, body: { type: 'acc' } });
    answered.length = 0;
    const after = await get(served.url + path(), admin);
    expect(answered).toEqual([true]);
    expect(after.body).toBe(JSON.stringify((await h.call('GET', path(), { token: admin })).json));
    expect(JSON.stringify(JSON.parse(after.body).data.result)).not.toBe(JSON.stringify(before));
  });

  it('leaves every refusal to the app: a player of another session, another host, no such session, a query, an odd id', async () => {
    const other = await h.otherAdmin();
    const admin = await h.admin();
    // Another host's session and one of its players: known tokens both, neither of the demo.
    const own = await h.call('POST', '/api/session/createSession', { token: other, body: { sessionData: sessionData('Foreign session', 'Elsewhere Inn') } });
    const foreign = await h.joinAs('foreign.player@elsewhere.test', own.json.data.session.gameCode);
    await get(served.url + path(), foreign.token);
    await get(served.url + path(), other);
    answered.length = 0;
    expect((await get(served.url + path(), foreign.token)).status).toBe(403);
    expect((await get(served.url + path(), other)).status).toBe(403);
    expect((await get(`${served.url}/api/session/getResult/${foreign.sessionId}`, admin)).status).toBe(403);
    expect((await get(`${served.url}/api/session/getResult/01ARZ3NDEKTSV4RRFFQ69G5FAV`, admin)).status).toBe(404);
    expect((await get(`${served.url}${path()}?fresh=1`, admin)).status).toBe(200);
    expect((await get(`${served.url}/api/session/getResult/%2E%2E`, admin)).status).toBeGreaterThanOrEqual(400);
    expect(answered).toEqual([false, false, false, false, false, false]);

    // Signed out: the token known a moment ago is refused, by the app, at once.
    const leaving = (await h.member(1, 3)).token;
    await get(served.url + path(), leaving);
    expect((await get(served.url + path(), leaving)).status).toBe(200);
    expect((await h.call('POST', '/api/user/logout', { token: leaving })).status).toBe(200);
    answered.length = 0;
    const after = await get(served.url + path(), leaving);
    expect(after.status).toBe(401);
    expect(answered).toEqual([false]);
  });
});

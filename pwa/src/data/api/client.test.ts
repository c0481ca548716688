import { describe, expect, it } from 'vitest';
import { apiPath, createApiClient } from './client.js';

const OPTIMUM = {
  sessionId: 's1',
  deckKey: 'k',
  computedAt: '2026-11-26T10:00:00.000Z',
  optimum: { revenue: 1000, chosen: ['r1'], rooms: { r1: ['Room 1'] }, halls: {} },
};

/** A server that answers every call with one status and body, and keeps what it was sent. */
function fakeServer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    sent.push({ url: String(input), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { sent, client: createApiClient({ baseUrl: 'http://server', fetch: fetchFn }) };
}

describe('the API client', () => {
  it("sends a call to its catalogued path and method, with its params filled in, its query, its body as JSON and the caller's token", async () => {
    const { sent, client } = fakeServer(200, { success: true, message: 'Role updated', data: {} });
    await client.call('memberRole', { params: { sessionId: 's 1' }, body: { memberId: 'm1', role: 'captain' }, token: 'tok' });
    expect(sent[0]!.url).toBe('http://server/api/session/memberRole/s%201');
    expect(sent[0]!.init.method).toBe('PATCH');
    expect(sent[0]!.init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'tok' });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ memberId: 'm1', role: 'captain' });

    await client.call('getAllProperty', { query: { limit: 10, pageNumber: 2, search: undefined } });
    expect(sent[1]!.url).toBe('http://server/api/super/getAllProperty?limit=10&pageNumber=2');
    expect(sent[1]!.init).toEqual({ method: 'GET', headers: {} });
  });

  it("answers the server's data as the call's response schema reads it, with the server's message", async () => {
    const { client } = fakeServer(200, { success: true, message: 'Optimum worked out', data: OPTIMUM });
    expect(await client.call('getOptimum', { params: { sessionId: 's1' } })).toEqual({ ok: true, status: 200, message: 'Optimum worked out', data: OPTIMUM });
  });

  it('says a success it cannot read is unreadable, naming the call and the field, rather than handing it on', async () => {
    const { client } = fakeServer(200, { success: true, data: { cursor: 'soon', hasMore: false, changes: [] } });
    const answer = await client.call('syncPull', { query: { since: '0' } });
    expect(answer).toMatchObject({ ok: false, offline: false, unreadable: true, status: 200 });
    expect(!answer.ok && answer.message).toMatch(/^The server's answer to syncPull could not be read \(cursor: /);

    const portal = fakeServer(200, '<html>Sign in to the Wi-Fi</html>');
    expect(await portal.client.call('health')).toMatchObject({ ok: false, offline: false, unreadable: true, message: null });
  });

  it("turns a refusal into the server's message and status, with its Retry-After and its body", async () => {
    const refusal = { success: false, message: 'Too many attempts' };
    const { client } = fakeServer(429, refusal, { 'Retry-After': '30' });
    expect(await client.call('login', { body: { email: 'a@b.test', password: 'x' } })).toEqual({
      ok: false,
      offline: false,
      unreadable: false,
      status: 429,
      message: 'Too many attempts',
      retryAfter: '30',
      body: refusal,
    });

    const gateway = fakeServer(502, '<html>Bad gateway</html>');
    expect(await gateway.client.call('health')).toMatchObject({ ok: false, offline: false, unreadable: false, status: 502, message: null, body: undefined });
    // success false with a 200 is still the server's refusal.
    expect(await fakeServer(200, { success: false }).client.call('health')).toMatchObject({ ok: false, unreadable: false, status: 200, message: null });
  });

  it('tells a call that never reached the server, or outlived its timeout, as offline', async () => {
    const down = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await down.call('health')).toEqual({
      ok: false,
      offline: true,
      unreadable: false,
      status: 0,
      message: 'Failed to fetch',
      retryAfter: null,
      body: undefined,
    });

    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    expect(await createApiClient({ fetch: hanging, timeoutMs: 10 }).call('health')).toMatchObject({ ok: false, offline: true, status: 0 });
  });

  it('checks at compile time that a call gets the params and body it needs', () => {
    const { client } = fakeServer(200, { success: true, data: {} });
    // @ts-expect-error getResult names its session in the path
    void client.call('getResult', {});
    // @ts-expect-error promoteLeader's body names the member
    void client.call('promoteLeader', { params: { teamId: 't1' }, body: {} });
    // @ts-expect-error health takes no body
    void client.call('health', { body: {} });
    void client.call('health');
  });
});

describe('apiPath', () => {
  it("builds a call's path from the catalogue, params encoded, query appended", () => {
    expect(apiPath('sessionEvents', { sessionId: 's/1' })).toBe('/api/session/events/s%2F1');
    expect(apiPath('getOptimum', { sessionId: 's1' }, { round: 2 })).toBe('/api/session/getOptimum/s1?round=2');
    expect(() => apiPath('getResult')).toThrow('getResult: the path parameter sessionId is missing');
  });
});

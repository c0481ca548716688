/**
 * The JSON log (issue 51, item 2), read as a log shipper reads it: the built
 * server started with LOG_FORMAT=json, signed in to and called, then stopped;
 * every line it printed must parse as one JSON object, each request's line
 * must name its method, route, status, time and id, and no line may hold a
 * password, a token or an e-mail.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN } from './config.js';
import { MIGRATIONS } from './db/sqlite/migrations/index.js';
import { DEMO_GAME_CODE } from './seed.js';
import { spawnServer } from './testing/spawn-server.js';

const PLAYER = 'priya.nair@demo.frontdeskrm.test';

describe('LOG_FORMAT=json', () => {
  it('prints every line as one JSON object, a line for each request, and never a password, a token or an e-mail', async () => {
    const server = await spawnServer({ LOG_FORMAT: 'json' });
    const ids: string[] = [];
    const tokens: string[] = [];
    try {
      const call = async (method: string, path: string, body?: unknown, token?: string) => {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        ids.push(res.headers.get('X-Request-Id') ?? '');
        return (await res.json()) as { data?: { token?: string } };
      };
      const host = (await call('POST', '/api/user/login', DEFAULT_ADMIN)).data!.token!;
      const player = (await call('POST', `/api/user/login/${DEMO_GAME_CODE}`, { email: PLAYER })).data!.token!;
      tokens.push(host, player);
      await call('GET', '/api/session/getSession', undefined, host);
      await call('POST', '/api/user/login', { email: DEFAULT_ADMIN.email, password: 'not-the-password' });
      await call('GET', '/api/no/such/call');
    } finally {
      await server.stop();
    }
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a line that is not JSON: ${line}`);
      }
    });
    for (const entry of parsed) expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(String), message: expect.any(String) });
    // A first start: each migration it applied, then the start itself.
    expect(parsed.filter((p) => /^migration \d+ \(.+\) applied$/.test(String(p.message)))).toHaveLength(MIGRATIONS.length);
    expect(parsed.find((p) => p.message === 'Front Desk RM is running')).toMatchObject({ level: 'info', demo: 'seeded on this start' });
    const requests = parsed.filter((p) => p.message === 'request');
    expect(requests.map((r) => [r.method, r.route, r.status])).toEqual(
      expect.arrayContaining([
        ['POST', '/api/user/login', 200],
        ['POST', '/api/user/login/:gameCode', 200],
        ['GET', '/api/session/getSession', 200],
        ['POST', '/api/user/login', 401],
      ]),
    );
    for (const r of requests) expect(r).toMatchObject({ ms: expect.any(Number), requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The id a client was answered with finds its line.
    for (const id of ids) expect(requests.some((r) => r.requestId === id)).toBe(true);
    const all = server.output();
    for (const secret of [DEFAULT_ADMIN.password, 'not-the-password', ...tokens]) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });
});

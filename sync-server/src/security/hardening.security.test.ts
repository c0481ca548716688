/**
 * The rest of the penetration test's findings, each a case: limits that hold
 * across e-mails, game codes and streams while a training room behind one NAT
 * still gets in; a logout that ends a sign-in at once; the browser's content
 * and permissions policies; slow request bodies cut off; a start that cannot
 * make its database folder says so; names that cannot spoof a leaderboard;
 * a client that hangs up logged as one line.
 */
import { connect } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAME_CODE } from '../seed.js';
import { startHarness, startServedHarness, type Harness } from '../testing/harness.js';
import { sessionData } from '../testing/role-cases.js';
import { spawnServer } from '../testing/spawn-server.js';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/sqlite/connection.js';
import { NewerSchemaError } from '../db/migration-applied.js';
import { MIGRATIONS } from '../db/sqlite/migrations/index.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('limits that hold', () => {
  it('limits admin logins per address, whatever e-mail each attempt names', async () => {
    const h = await startHarness({ limits: { adminLoginPerAddress: 10, loginPerWindow: 1000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 14; i++)
        statuses.push((await h.call('POST', '/api/user/login', { body: { email: `guess${i}@host.test`, password: 'wrong' } })).status);
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    } finally {
      await h.close();
    }
  });

  it('limits game-code guessing per address, whatever code each attempt names, and says when to come back', async () => {
    const h = await startHarness({ limits: {} });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 320; i++) {
        const code = `G${String(i).padStart(5, '0')}`;
        const r = await h.call('POST', `/api/user/login/${code}`, { body: { email: `guesser${i}@evil.test` } });
        statuses.push(r.status);
        if (r.status === 429) retryAfter ??= r.headers.get('Retry-After');
      }
      expect(statuses.filter((s) => s === 404)).toHaveLength(300);
      expect(statuses.slice(300).every((s) => s === 429)).toBe(true);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      // Joining by addMember counts against the same allowance.
      expect(
        (await h.call('POST', '/api/user/addMember', { body: { name: 'Late', email: 'late@room.test', phone: '', sessionCode: DEMO_GAME_CODE } })).status,
      ).toBe(429);
    } finally {
      await h.close();
    }
  });

  it('lets a training room of 40 tablets behind one address join and log in again, with the default limits', async () => {
    const h = await startHarness({ limits: {} });
    try {
      const created = await h.call('POST', '/api/session/createSession', {
        token: await h.admin(),
        body: { sessionData: { ...sessionData('Big room'), maxParticipants: 60 } },
      });
      const code = created.json.data.session.gameCode as string;
      const statuses: number[] = [];
      for (let i = 1; i <= 40; i++) {
        statuses.push((await h.call('POST', `/api/user/login/${code}`, { body: { email: `tablet${i}@room.test` } })).status);
        // A tablet that reloads, or whose first answer was lost, logs in again.
        statuses.push((await h.call('POST', `/api/user/login/${code}`, { body: { email: `tablet${i}@room.test` } })).status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('caps the event streams one token and one address may hold open, and frees a slot when a stream closes', async () => {
    const served = await startServedHarness({
      limits: { streamsPerToken: 4, streamsPerAddress: 6, loginPerWindow: 1000, adminLoginPerAddress: 1000, joinPerWindow: 1000 },
    });
    const open: AbortController[] = [];
    try {
      const { h, url } = served;
      const sessionId = h.demoSessionId();
      const stream = async (token: string) => {
        const controller = new AbortController();
        const res = await fetch(`${url}/api/session/events/${sessionId}?token=${token}`, { signal: controller.signal });
        if (res.status === 200) {
          open.push(controller);
          return { status: 200, message: '' };
        }
        return { status: res.status, message: ((await res.json()) as { message: string }).message };
      };
      const admin = await h.admin();
      for (let i = 0; i < 4; i++) expect((await stream(admin)).status).toBe(200);
      expect(await stream(admin)).toEqual({ status: 429, message: 'Too many live connections are open. Close some screens of this game and try again.' });
      // Another token from the same address, up to the address's cap.
      const captain = (await h.captain(0)).token;
      expect((await stream(captain)).status).toBe(200);
      expect((await stream(captain)).status).toBe(200);
      expect((await stream(captain)).status).toBe(429);
      // A closed stream gives its slot back.
      open.shift()!.abort();
      await expect.poll(async () => (await stream(admin)).status, { timeout: 5000 }).toBe(200);
    } finally {
      for (const c of open) c.abort();
      await served.close();
    }
  });
});

describe('a sign-in ends at once', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('refuses a token on the very next call after its logout, though it was just resolved', async () => {
    const token = await h.admin();
    expect((await h.call('GET', '/api/session/getSession', { token })).status).toBe(200);
    expect(await h.call('POST', '/api/user/logout', { token })).toMatchObject({ status: 200, json: { success: true, message: 'Logged out successfully' } });
    expect(await h.call('GET', '/api/session/getSession', { token })).toMatchObject({ status: 401, json: { message: 'Session expired. Please login again.' } });
    // A second logout with it is refused like any other call; other sign-ins of the same host go on.
    expect((await h.call('POST', '/api/user/logout', { token })).status).toBe(401);
    expect((await h.call('GET', '/api/session/getSession', { token: await h.admin() })).status).toBe(200);
  });

  it("refuses a player's token at once when the host deletes their session", async () => {
    const admin = await h.admin();
    const created = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData: sessionData('Short-lived') } });
    const { id, gameCode } = created.json.data.session as { id: string; gameCode: string };
    const player = await h.joinAs('brief@room.test', gameCode);
    expect((await h.call('GET', `/api/session/getSessionDetails/${id}`, { token: player.token })).status).toBe(200);
    expect((await h.call('DELETE', `/api/session/deleteSession/${id}`, { token: admin })).status).toBe(200);
    expect((await h.call('GET', `/api/session/getResult/${id}`, { token: player.token })).status).toBe(401);
  });

  it('refuses a token the moment it expires, though it was just resolved', async () => {
    let now = new Date('2026-11-22T09:00:00Z');
    const timed = await startHarness({ now: () => now });
    try {
      const token = await timed.admin();
      expect((await timed.call('GET', '/api/session/getSession', { token })).status).toBe(200);
      now = new Date(now.getTime() + 7 * 24 * 3600 * 1000 + 1);
      expect((await timed.call('GET', '/api/session/getSession', { token })).status).toBe(401);
    } finally {
      await timed.close();
    }
  });
});

describe("the browser's policies", () => {
  it('sends a strict Content-Security-Policy and a Permissions-Policy with the app, the API and a refusal', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fdrm-csp-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const h = await startHarness({ pwaDist: dist });
    try {
      for (const [path, status] of [
        ['/', 200],
        ['/api/health', 200],
        ['/api/session/getSession', 401],
      ] as const) {
        const r = await h.call('GET', path);
        expect(r.status, path).toBe(status);
        const csp = r.headers.get('Content-Security-Policy') ?? '';
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toContain("script-src 'self'");
        expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("object-src 'none'");
        expect(r.headers.get('Permissions-Policy'), path).toContain('camera=()');
        expect(r.headers.get('Permissions-Policy'), path).toContain('geolocation=()');
      }
    } finally {
      await h.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('names people read', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const join = (name: string, email: string) =>
    h.call('POST', '/api/user/addMember', { body: { name, email, phone: '+91 90000 00000', sessionCode: DEMO_GAME_CODE } });

  it('refuses a name over its limit as too long, not as missing', async () => {
    expect(await join('A'.repeat(100_000), 'long@room.test')).toMatchObject({
      status: 400,
      json: { message: 'name: name is too long (at most 120 characters)' },
    });
    const admin = await h.admin();
    const r = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData: { ...sessionData('x'), hotelName: 'H'.repeat(5000) } } });
    expect(r).toMatchObject({ status: 400, json: { message: 'sessionData.hotelName: hotel name is too long (at most 120 characters)' } });
  });

  it('stores names in NFC without right-to-left overrides or zero-width characters, so no name can pass for another', async () => {
    const spoof = 'Team\u200b 1\u202e\u2066 \u0041\u030a';
    const r = await join(spoof, 'spoof@room.test');
    expect(r.status, r.json.message).toBe(201);
    expect(r.json.data.user.name).toBe('Team 1 \u00c5');
    const details = (await h.call('GET', `/api/session/getSessionDetails/${h.demoSessionId()}`, { token: await h.admin() })).json.data;
    expect(details.session.participants.map((p: { name: string }) => p.name)).toContain('Team 1 \u00c5');
    expect(JSON.stringify(details)).not.toMatch(/[\u200b\u202e\u2066]/);
  });

  it('refuses a name made only of invisible characters as missing', async () => {
    expect(await join('\u202e\u200b\u2066', 'ghost@room.test')).toMatchObject({ status: 400, json: { message: 'name: name is required' } });
  });
});

describe('the running server (built)', () => {
  it('cuts off a client that sends its body slowly, and logs a client that hangs up as one debug line', async () => {
    const server = await spawnServer({ REQUEST_TIMEOUT_MS: '1500', LOG_LEVEL: 'debug', SEED: 'off' });
    try {
      const { port } = new URL(server.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
          // A byte every half second: it would take minutes to finish.
          const drip = setInterval(() => socket.writable && socket.write(' '), 500);
          socket.on('close', () => {
            clearInterval(drip);
            resolve(text);
          });
        });
        socket.on('data', (d) => (text += d.toString()));
        socket.on('error', () => {});
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(10_000);

      // A client that goes away halfway through its body.
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200);
        });
      });
      await expect.poll(() => server.output(), { timeout: 5000 }).toContain('client closed the request (method POST, route /api/contact');
      expect(server.output()).not.toContain('unexpected error');
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      await server.stop();
    }
  });

  it('says in one line why it cannot start when the database folder cannot be made, and exits', async () => {
    const started = Date.now();
    const failure = await spawnServer({ DATABASE_PATH: '/proc/front-desk-rm/app.db' }).then(
      async (s) => {
        await s.stop();
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(failure).toMatch(/the server exited on start: Front Desk RM could not start: the database at \/proc\/front-desk-rm\/app\.db cannot be opened/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('does not start on a database a newer release has migrated, and says what to do instead (a rollback is a restore)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fdrm-newer-schema-'));
    try {
      const path = join(dir, 'app.db');
      const db = openDatabase(path);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        MIGRATIONS.length + 1,
        'from-the-future',
        new Date().toISOString(),
      );
      db.close();
      const failure = await spawnServer({ DATABASE_PATH: path }).then(
        async (s) => {
          await s.stop();
          return 'started';
        },
        (err: Error) => err.message,
      );
      expect(failure).toContain(
        `Front Desk RM could not start: the database's schema is version ${MIGRATIONS.length + 1}, written by a newer release; this release reads version ${MIGRATIONS.length} and older. Start the newer release again, or restore the backup made before the upgrade`,
      );
      expect(failure).not.toContain('Move the file aside');
      // Nothing was written to it: the newer release finds its database as it left it.
      const after = new Database(path, { readonly: true });
      expect(after.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(MIGRATIONS.length + 1);
      after.close();
      // And the store refuses it the same way when opened in the process.
      expect(() => openDatabase(path)).toThrow(NewerSchemaError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * The real app over a temporary store, seeded, with helpers to call it. Test
 * support only. The store is a SQLite file, or a new PostgreSQL database when
 * the suite runs in the `postgres` project (TEST_STORE=postgres, vitest.config.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MessageRef } from '@front-desk-rm/engine/domain';
import { createApp, type AppOptions } from '../app.js';
import { hashPassword, TEST_PASSWORD_COST } from '../auth/passwords.js';
import { readConfig } from '../config.js';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../db/sqlite/connection.js';
import { openPostgresStore } from '../db/postgres/store.js';
import { sqliteStore } from '../db/sqlite/store.js';
import type { Store } from '../db/store.js';
import { createDatabaseOn } from './postgres-cluster.js';
import { DEMO_GAME_CODE, DEMO_TEAMS, demoEmail, seedDemo } from '../seed.js';

export const config = readConfig({ SEED_ADMIN_PASSWORD: 'admin-pass-123', SEED_SUPER_PASSWORD: 'super-pass-123' } as NodeJS.ProcessEnv);

export interface Answer {
  status: number;
  json: { success: boolean; message: string; data?: any; errors?: { line: number; message: string }[]; winner?: any; messageRef?: MessageRef };
  headers: Headers;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throw-away cluster's `postgres` database (postgres-global-setup.ts). */
    postgresUrl: string;
  }
}

const databaseOf = new Map<string, string>();

/** Which store this suite runs on. */
export const TEST_STORE: Store['kind'] = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

export async function startHarness(options: AppOptions & { dir?: string } = {}) {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'fdrm-test-'));
  const file = join(dir, 'app.db');
  // A harness started again on the same folder is a restart on the same database, in both stores.
  const url =
    TEST_STORE === 'postgres'
      ? ((options.dir ? databaseOf.get(options.dir) : undefined) ?? (await createDatabaseOn((await import('vitest')).inject('postgresUrl'))))
      : null;
  if (url && options.dir) databaseOf.set(options.dir, url);
  const open = async (): Promise<Store> => (url ? openPostgresStore(url, { max: 8 }) : sqliteStore(openDatabase(file)));
  // The client-build log is for operators; a test that reads it passes its own.
  const build = async (store: Store) => {
    const made = createApp(store, {
      limits: { loginPerWindow: 1000, adminLoginPerAddress: 1000, joinPerWindow: 1000, contactPerWindow: 1000 },
      log: () => {},
      ...options,
    });
    await made.services.streams.listen();
    return made;
  };
  let store = await open();
  let built = await build(store);
  await seedDemo(built.services, config, { passwordCost: TEST_PASSWORD_COST });
  const demoId = (await built.services.store.game.sessionIdByCode(DEMO_GAME_CODE))!;

  async function call(
    method: string,
    path: string,
    init: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.token) headers.Authorization = init.token;
    let body: string | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['Content-Type'] = 'application/json';
    }
    const res = await built.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let json: Answer['json'];
    try {
      json = JSON.parse(text) as Answer['json'];
    } catch {
      // A file (the progress CSV) is no envelope: it succeeded when its status says so.
      json = { success: res.ok && (res.headers.get('Content-Type') ?? '').startsWith('text/csv'), message: text };
    }
    return { status: res.status, json, headers: res.headers };
  }

  async function login(email: string, password: string): Promise<string> {
    const r = await call('POST', '/api/user/login', { body: { email, password } });
    if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.json.message}`);
    return r.json.data.token as string;
  }

  async function joinAs(email: string, code = DEMO_GAME_CODE) {
    const r = await call('POST', `/api/user/login/${code}`, { body: { email } });
    if (r.status !== 200) throw new Error(`join ${email}: ${r.status} ${r.json.message}`);
    return r.json.data as { token: string; sessionId: string; teamId: string | null; memberId: string; name: string };
  }

  /** A second host who owns nothing of the demo. */
  async function otherAdmin(): Promise<string> {
    const users = built.services.store.users;
    if (!(await users.byEmail('other@host.test'))) {
      await users.insert({
        id: 'OTHER-ADMIN',
        email: 'other@host.test',
        name: 'Other Host',
        role: 'admin',
        password_hash: await hashPassword('other-pass-123', TEST_PASSWORD_COST),
        created_at: new Date().toISOString(),
      });
    }
    return login('other@host.test', 'other-pass-123');
  }

  const demoSessionId = () => demoId;

  let reader: pg.Pool | undefined;
  /** Rows straight from the store, for tests that check what it holds: `$1`-style parameters, SQL both dialects read. */
  async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
    if (url) {
      // One connection for the test's own reads, opened at the first and closed with the harness: a connection for each
      // read cost some 30 ms on PostgreSQL, and a property test that reads the store after every step took 100 s there.
      reader ??= new pg.Pool({ connectionString: url, max: 1 });
      return (await reader.query(sql, params)).rows as T[];
    }
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[];
    } finally {
      db.close();
    }
  }

  /** The store's tables, by name. */
  const tables = async () =>
    (
      await rows<{ name: string }>(
        url
          ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1"
          : "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
      )
    ).map((r) => r.name);

  return {
    dir,
    file,
    /** The PostgreSQL database's address, when the suite runs on PostgreSQL. */
    url,
    get store() {
      return store;
    },
    get app() {
      return built.app;
    },
    get services() {
      return built.services;
    },
    /** The plain getResult answered before the app, as main.ts serves it (result-read.ts). */
    get hotRead() {
      return built.hotRead;
    },
    call,
    rows,
    tables,
    login,
    joinAs,
    otherAdmin,
    demoSessionId,
    admin: () => login(config.seedAdminEmail, config.seedAdminPassword),
    superAdmin: () => login(config.seedSuperEmail, config.seedSuperPassword),
    captain: (team = 0) => joinAs(demoEmail(DEMO_TEAMS[team]!.players[0]!)),
    member: (team = 0, i = 1) => joinAs(demoEmail(DEMO_TEAMS[team]!.players[i]!)),
    /** Closes the store and opens the same one in a new app: a server restart. */
    async restart() {
      await store.close();
      store = await open();
      built = await build(store);
    },
    /** Another server on the same store: a second instance behind the load balancer (PostgreSQL). */
    async instance() {
      const other = await open();
      const made = await build(other);
      return { app: made.app, services: made.services, close: () => other.close() };
    },
    async close() {
      await reader?.end();
      await store.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** The harness's app served over real HTTP on a free port, for tests that need sockets (event streams, a device's fetch). */
export async function startServedHarness(options: AppOptions & { dir?: string } = {}) {
  const { listen } = await import('./http-server.js');
  const harness = await startHarness(options);
  const server = await listen(harness.app, harness.hotRead);
  return {
    h: harness,
    url: server.url,
    async close() {
      await server.close();
      await harness.close();
    },
  };
}

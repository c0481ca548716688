/** The real app over a temporary SQLite file, seeded, with helpers to call it. Test support only. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { readConfig } from '../config.js';
import { openDatabase, type Db } from '../db/connection.js';
import { DEMO_GAME_CODE, DEMO_TEAMS, demoEmail, seedDemo } from '../seed.js';

export const config = readConfig({ SEED_ADMIN_PASSWORD: 'admin-pass-123', SEED_SUPER_PASSWORD: 'super-pass-123' } as NodeJS.ProcessEnv);

export interface Answer {
  status: number;
  json: { success: boolean; message: string; data?: any; errors?: { line: number; message: string }[]; winner?: any };
  headers: Headers;
}

export async function startHarness(options: AppOptions & { dir?: string } = {}) {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'fdrm-test-'));
  const file = join(dir, 'app.db');
  let db: Db = openDatabase(file);
  // The client-build log is for operators; a test that reads it passes its own.
  let built = createApp(db, { limits: { loginPerWindow: 1000, adminLoginPerAddress: 1000, joinPerWindow: 1000, contactPerWindow: 1000 }, log: () => {}, ...options });
  await seedDemo(built.services, config);

  async function call(method: string, path: string, init: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
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
      json = { success: false, message: text };
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
    const users = built.services.users;
    if (!users.byEmail('other@host.test')) {
      users.insert({ id: 'OTHER-ADMIN', email: 'other@host.test', name: 'Other Host', role: 'admin', password_hash: await hashPassword('other-pass-123'), created_at: new Date().toISOString() });
    }
    return login('other@host.test', 'other-pass-123');
  }

  const demoSessionId = () => built.services.game.sessionIdByCode(DEMO_GAME_CODE)!;

  return {
    dir,
    file,
    get app() {
      return built.app;
    },
    get services() {
      return built.services;
    },
    call,
    login,
    joinAs,
    otherAdmin,
    demoSessionId,
    admin: () => login(config.seedAdminEmail, config.seedAdminPassword),
    superAdmin: () => login(config.seedSuperEmail, config.seedSuperPassword),
    captain: (team = 0) => joinAs(demoEmail(DEMO_TEAMS[team]!.players[0]!)),
    member: (team = 0, i = 1) => joinAs(demoEmail(DEMO_TEAMS[team]!.players[i]!)),
    /** Closes the database and opens the same file in a new app: a server restart. */
    restart() {
      db.close();
      db = openDatabase(file);
      built = createApp(db, { limits: { loginPerWindow: 1000, adminLoginPerAddress: 1000, joinPerWindow: 1000, contactPerWindow: 1000 }, log: () => {}, ...options });
    },
    close() {
      db.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** The harness's app served over real HTTP on a free port, for tests that need sockets (event streams, a device's fetch). */
export async function startServedHarness(options: AppOptions & { dir?: string } = {}) {
  const { listen } = await import('./http-server.js');
  const harness = await startHarness(options);
  const server = await listen(harness.app);
  return {
    h: harness,
    url: server.url,
    async close() {
      await server.close();
      harness.close();
    },
  };
}

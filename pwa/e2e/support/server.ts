/** The real server (built) on a free port over a temporary SQLite file, serving the built PWA. Killed and restarted at will. */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, launchServer } from '@front-desk-rm/sync-server/testing/spawn-server';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface TestServer {
  url: string;
  /** SIGKILL: the process gets no chance to tidy up, as when a machine loses power. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A deploy: the server stops (SIGTERM) and starts again on the same database and port with this environment, as a newer release. */
  redeploy(env: Record<string, string | undefined>): Promise<void>;
}

/** One server on its own SQLite file, which an operator can stop and back up or restore. */
export interface LocalServer extends TestServer {
  /** The SQLite file the server runs on. */
  databasePath: string;
  /** SIGTERM, keeping the database: an operator stopping the server to restore a backup. */
  halt(): Promise<void>;
}

export async function startServer(options: { pwaDist?: string; env?: Record<string, string | undefined> } = {}): Promise<LocalServer> {
  let extraEnv = options.env ?? {};
  const dir = mkdtempSync(join(tmpdir(), 'fdrm-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const databasePath = join(dir, 'app.db');

  async function start() {
    child = (await launchServer({ port, databasePath, pwaDist: options.pwaDist ?? join(root, 'pwa/dist'), env: extraEnv })).child;
  }

  async function end(signal: NodeJS.Signals) {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((done) => {
      c.once('exit', () => done());
      c.kill(signal);
    });
  }

  await start();
  return {
    url,
    databasePath,
    start,
    kill: () => end('SIGKILL'),
    halt: () => end('SIGTERM'),
    redeploy: async (env) => {
      await end('SIGTERM');
      extraEnv = env;
      await start();
    },
    stop: async () => {
      await end('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The real server (built) on a free port over a temporary SQLite file, serving the built PWA. Killed and restarted at will. */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, launchServer } from '../../../sync-server/src/testing/spawn-server.js';

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

export async function startServer(options: { pwaDist?: string; env?: Record<string, string | undefined> } = {}): Promise<TestServer> {
  let extraEnv = options.env ?? {};
  const dir = mkdtempSync(join(tmpdir(), 'fdrm-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = (await launchServer({ port, databasePath: join(dir, 'app.db'), pwaDist: options.pwaDist ?? join(root, 'pwa/dist'), env: extraEnv })).child;
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
    start,
    kill: () => end('SIGKILL'),
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

/** The real server (built) on a free port over a temporary SQLite file, serving the built PWA. Killed and restarted at will. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

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
  let output = '';

  async function start() {
    output = '';
    child = spawn(process.execPath, [join(root, 'sync-server/dist/main.js')], {
      env: { ...process.env, PORT: String(port), DATABASE_PATH: join(dir, 'app.db'), PWA_DIST: options.pwaDist ?? join(root, 'pwa/dist'), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
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

/**
 * The built server (`dist/main.js`) as a child process on a free loopback port
 * over a temporary SQLite file: what the load test, the Lighthouse bench and
 * the end-to-end suites run against (`launchServer` is the one way all of them
 * start it). Test and benchmark support; a server is stopped by its own pid,
 * never by name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../node-flags.js';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface SpawnedServer {
  url: string;
  pid: number;
  /** Resident memory now and at its peak (VmRSS, VmHWM of /proc/<pid>/status), in bytes; null where /proc is missing. */
  memory(): { rss: number; peak: number } | null;
  /** CPU time the process has used so far (user and system, /proc/<pid>/stat), in seconds; null where /proc is missing. */
  cpuSeconds(): number | null;
  /** What the server has printed so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM to this child, waited for (SIGKILL after 5 s), then the temporary database removed. */
  stop(): Promise<void>;
}

function readStatus(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

function readCpu(pid: number): number | null {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export interface LaunchedServer {
  child: ChildProcess;
  /** What the server has printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/**
 * Starts `node sync-server/dist/main.js` (or `entry`) on `port` over `databasePath`, serving `pwaDist` (the built app by
 * default), with `env` added; resolves once /api/health answers, and kills the child if it never does.
 */
export async function launchServer(options: {
  port: number;
  databasePath: string;
  pwaDist?: string;
  env?: Record<string, string | undefined>;
  /** The built script to run, relative to the server's folder: `npm start`'s by default, the end-to-end suites' resettable one (e2e-server.ts). */
  entry?: string;
}): Promise<LaunchedServer> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(serverRoot, options.entry ?? 'dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATABASE_PATH: options.databasePath,
      PWA_DIST: options.pwaDist ?? resolve(serverRoot, '../pwa/dist'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited on start: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server did not answer /api/health within 20 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A server of its own for a benchmark: a free port, a temporary database, `env` added; stopped with SIGTERM (SIGKILL after 5 s). */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const dir = mkdtempSync(join(tmpdir(), 'fdrm-bench-'));
  const port = await freePort();
  let launched: LaunchedServer;
  try {
    launched = await launchServer({ port, databasePath: join(dir, 'app.db'), env });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const { child, exited } = launched;
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    memory: () => readStatus(child.pid!),
    cpuSeconds: () => readCpu(child.pid!),
    output: launched.output,
    stop,
  };
}

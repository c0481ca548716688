/**
 * The built server (`dist/main.js`) as a child process on a free loopback port
 * over a temporary SQLite file: what the load test and the Lighthouse bench
 * measure, so its memory is its own and not the load generator's. Benchmark
 * support only; it is stopped by its own pid, never by name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Starts `node sync-server/dist/main.js` with `env` added to PORT, DATABASE_PATH and PWA_DIST; resolves once /api/health answers. */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const dir = mkdtempSync(join(tmpdir(), 'fdrm-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(serverRoot, 'dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATABASE_PATH: join(dir, 'app.db'), PWA_DIST: resolve(serverRoot, '../pwa/dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited on start: ${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 20 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid!, memory: () => readStatus(child.pid!), cpuSeconds: () => readCpu(child.pid!), output: () => output, stop };
}

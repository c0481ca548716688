/**
 * A throw-away PostgreSQL cluster for the tests (issue "Beyond one machine"):
 * `initdb` into a temporary folder, `pg_ctl` on a free port of 127.0.0.1 with
 * its socket in the same folder, and everything removed on `stop()`. `initdb`
 * refuses to run as root, and CI runs as root: there the cluster runs as the
 * `postgres` system user that Debian's package creates (`runuser -u postgres`),
 * and as the current user otherwise. Durability is switched off (fsync,
 * synchronous_commit): a test cluster never outlives its test.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './spawn-server.js';

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** A new, empty database on the cluster (one per test keeps tests apart); its address. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** Debian's binaries (`/usr/lib/postgresql/<major>/bin`, the newest), or `PG_BIN`. */
export function postgresBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((d) => existsSync(join(root, d, 'bin', 'initdb'))) : [];
  if (majors.length === 0)
    throw new Error(
      'PostgreSQL is not installed: install Debian\'s "postgresql" package (.ci/run does) or set PG_BIN to the folder that holds initdb and pg_ctl',
    );
  return join(root, majors.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

/** Looks up a system user's uid and gid (the `postgres` user as root). */
async function idsOf(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

let databases = 0;

/** A new, empty database on the cluster at `url` (its `postgres` database), named apart from every other test process's; its address. */
export async function createDatabaseOn(url: string): Promise<string> {
  const name = `test_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return url.replace(/\/postgres$/, `/${name}`);
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  const asRoot = userInfo().uid === 0;
  const folder = mkdtempSync(join(tmpdir(), 'frontdesk-pg-'));
  const data = join(folder, 'data');
  // As root, the cluster's files belong to `postgres`, which initdb and the server run as.
  if (asRoot) {
    const { uid, gid } = await idsOf('postgres');
    chownSync(folder, uid, gid);
  }
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  const port = await freePort();
  try {
    await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    await as('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (err) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`PostgreSQL test cluster did not start: ${(err as Error).message}`);
  }
  let stopped = false;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    createDatabase: () => createDatabaseOn(url),
    async stop() {
      if (stopped) return;
      stopped = true;
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

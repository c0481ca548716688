/**
 * PostgreSQL's connection pool, chosen by a `postgres://` DATABASE_URL
 * (decision record 019), and its migrations, numbered alike with SQLite's.
 * Several instances may start at once: a session-level advisory lock lets one
 * migrate while the others wait, then find nothing left to do.
 */
import pg from 'pg';
import { POSTGRES_MIGRATIONS } from './migrations/index.js';
import { migrationApplied, refuseNewerSchema } from '../migration-applied.js';

/** Any 64-bit number of our own: the lock every instance takes while it migrates. */
const MIGRATION_LOCK = 5_140_320_261_125;

/** PostgreSQL's text cannot hold U+0000: a value that does is refused in words, as SQLite would store it. */
export const NUL_MESSAGE = 'Text may not contain the character U+0000 (NUL)';
export function isUnstorableText(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '22P05' || code === '22021';
}

/** PostgreSQL's connection-class and shutdown codes, and the client's own words for a lost connection. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_WORDS = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** The database cannot be reached just now (restarting, failing over, out of connections): worth trying again, not a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || (typeof message === 'string' && UNAVAILABLE_WORDS.test(message));
}

export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
}

export function openPostgres(url: string, options: { max?: number; log?: (line: string) => void } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20 });
  // An idle connection the server dropped (a restart, a failover) is an event, not a crash: the pool opens a new one when asked.
  pool.on('error', (err) => options.log?.(`database connection lost while idle: ${err.message}`));
  return pool;
}

/** Applies the migrations this database has not seen, each in its own transaction, telling `log` of each; the number applied. */
export async function migratePostgres(pool: pg.Pool, log?: (line: string) => void): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    refuseNewerSchema(applied, POSTGRES_MIGRATIONS);
    let count = 0;
    for (const m of POSTGRES_MIGRATIONS) {
      if (applied.has(m.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, new Date().toISOString()]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
      log?.(migrationApplied(m));
      count++;
    }
    return count;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * Runs `fn` in one transaction on one connection (decision record 019). With a
 * session, the transaction first takes that session's advisory lock, held to
 * its end: writes to one session are serial on every instance, each reading
 * what the one before committed, while other sessions go on in parallel. A
 * throw rolls the whole transaction back.
 */
export async function inTransaction<T>(pool: pg.Pool, sessionId: string | null, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (sessionId !== null) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [sessionId]);
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

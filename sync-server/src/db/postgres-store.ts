/**
 * The store on PostgreSQL (issue 20, decision record 019), chosen by a
 * `postgres://` DATABASE_URL. Nothing that matters is kept in this process:
 * reads go to the database, a session's writes take its advisory lock, and a
 * committed change is announced on LISTEN/NOTIFY so that every instance tells
 * its own event streams.
 */
import type pg from 'pg';
import { StoreRefusal } from './game-repo.js';
import { inTransaction, isUnstorableText, migratePostgres, NUL_MESSAGE, openPostgres } from './postgres-connection.js';
import { createPostgresGameStore } from './postgres-game-store.js';
import { listenForChanges, notifyChange, type Listener } from './postgres-notifier.js';
import { createPostgresOptimaRepo, createPostgresPropertiesRepo, createPostgresResultsRepo, createPostgresSyncRepo, createPostgresUsersRepo } from './postgres-repos.js';
import { postgresRateLimitStore } from './rate-limit-store.js';
import type { NoteHandlers, Store, StoreTx } from './store.js';

type Client = Pick<pg.ClientBase, 'query'>;

/** The address without its password, for logs and the start banner. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(an address that does not parse)';
  }
}

function reposOn(client: Client) {
  return {
    game: createPostgresGameStore(client),
    users: createPostgresUsersRepo(client),
    sync: createPostgresSyncRepo(client),
    results: createPostgresResultsRepo(client),
    optima: createPostgresOptimaRepo(client),
    properties: createPostgresPropertiesRepo(client),
  };
}

export interface PostgresStoreOptions {
  /** Connections in this instance's pool. */
  max?: number;
  /** Shown in pg_stat_activity for the listening connection. */
  name?: string;
  log?: (line: string) => void;
}

/** Opens the pool and applies any missing migration (one instance at a time). */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const pool = openPostgres(url, { ...(options.max !== undefined ? { max: options.max } : {}), ...(options.log ? { log: options.log } : {}) });
  try {
    await migratePostgres(pool);
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const repos = reposOn(pool);
  let listener: Listener | null = null;
  return {
    kind: 'postgres',
    where: redactUrl(url),
    ...repos,
    // No copy in memory: every instance reads the one the others write.
    results: { rows: repos.results.rows, forget: () => {} },
    rateLimits: () => postgresRateLimitStore(pool),
    transaction: <T>(sessionId: string | null, fn: (tx: StoreTx) => Promise<T>) =>
      inTransaction(pool, sessionId, (client) => {
        const on = reposOn(client);
        return fn({ ...on, notify: (note) => notifyChange(client, note) });
      }).catch((err: unknown) => {
        throw isUnstorableText(err) ? new StoreRefusal('invalid', NUL_MESSAGE) : err;
      }),
    announce: (note) => notifyChange(pool, note),
    async listen(handlers: NoteHandlers) {
      listener = await listenForChanges(url, { ...handlers, ...(options.name ? { name: options.name } : {}), ...(options.log ? { log: options.log } : {}) });
    },
    ping: async () => void (await pool.query('SELECT 1')),
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}

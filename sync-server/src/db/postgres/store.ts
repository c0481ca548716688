/**
 * The store on PostgreSQL (issue 20, decision record 019), chosen by a
 * `postgres://` DATABASE_URL. Nothing that matters is kept in this process:
 * reads go to the database, a session's writes take its advisory lock, and a
 * committed change is announced on LISTEN/NOTIFY so that every instance tells
 * its own event streams.
 */
import type pg from 'pg';
import { inTransaction, isUnstorableText, migratePostgres, NUL_MESSAGE, openPostgres } from './connection.js';
import { deferredLog, type ChangeSink } from './change-log.js';
import { createPostgresGameStore } from './game-store.js';
import { listenForChanges, notifyChange, type Listener } from './notifier.js';
import {
  createPostgresOptimaRepo,
  createPostgresPropertiesRepo,
  createPostgresResultsRepo,
  createPostgresSyncRepo,
  createPostgresUsersRepo,
  postgresCounters,
} from './repos.js';
import { StoreRefusal, type NoteHandlers, type Store, type StoreTx } from '../store.js';

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

function reposOn(client: Client, log?: ChangeSink) {
  return {
    game: createPostgresGameStore(client, log),
    users: createPostgresUsersRepo(client),
    sync: createPostgresSyncRepo(client),
    results: createPostgresResultsRepo(client, log),
    optima: createPostgresOptimaRepo(client),
    properties: createPostgresPropertiesRepo(client),
  };
}

/**
 * A read per session kept until forgotten. A read that was under way when its
 * session was forgotten is answered but not kept: it may predate the change.
 */
function createNotedCache<T>(read: (sessionId: string) => Promise<T>) {
  const kept = new Map<string, T>();
  const generation = new Map<string, number>();
  let everything = 0;
  const MAX = 2_000;
  return {
    async get(sessionId: string): Promise<T> {
      if (kept.has(sessionId)) return kept.get(sessionId)!;
      const before = `${everything}|${generation.get(sessionId) ?? 0}`;
      const value = await read(sessionId);
      // Nothing is kept of a session not (yet) there: its creation must not be hidden by a remembered absence.
      if (value !== null && before === `${everything}|${generation.get(sessionId) ?? 0}`) {
        if (kept.size >= MAX) kept.clear();
        kept.set(sessionId, value);
      }
      return value;
    },
    forget(sessionId: string | null) {
      if (sessionId === null) {
        everything++;
        kept.clear();
        return;
      }
      kept.delete(sessionId);
      generation.set(sessionId, (generation.get(sessionId) ?? 0) + 1);
    },
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
    await migratePostgres(pool, options.log);
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const repos = reposOn(pool);
  const boards = createNotedCache(repos.results.rows);
  const sessions = createNotedCache(repos.game.session);
  let listener: Listener | null = null;
  const forget = (sessionId: string | null) => {
    boards.forget(sessionId);
    sessions.forget(sessionId);
  };
  return {
    kind: 'postgres',
    where: redactUrl(url),
    ...repos,
    // Polled every second by every screen: kept in memory until a change note (or this instance's own commit) says otherwise.
    game: { ...repos.game, session: sessions.get },
    results: { rows: boards.get },
    forget,
    counters: postgresCounters(pool),
    transaction: <T>(sessionId: string | null, fn: (tx: StoreTx) => Promise<T>) =>
      inTransaction(pool, sessionId, async (client) => {
        // The change log is written last (change-log.ts): the clock is held from there to the commit only.
        const log = deferredLog(client);
        const on = reposOn(client, log.sink);
        const out = await fn({
          ...on,
          game: { ...on.game, version: async (id: string) => (await log.flush(), on.game.version(id)) },
          sync: { ...on.sync, head: async () => (await log.flush(), on.sync.head()) },
          notify: (note) => notifyChange(client, note),
        });
        await log.flush();
        return out;
      }).then(
        (out) => {
          // This instance's own write: its copies go now, not when its own note comes back.
          if (sessionId !== null) forget(sessionId);
          return out;
        },
        (err: unknown) => {
          throw isUnstorableText(err) ? new StoreRefusal('invalid', NUL_MESSAGE) : err;
        },
      ),
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

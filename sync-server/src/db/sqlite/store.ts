/**
 * The store on one SQLite file (the default): the synchronous repositories
 * behind the asynchronous interface. One connection serves everything, so a
 * transaction, which may await between its statements, holds the connection
 * alone: calls made meanwhile wait their turn instead of landing inside it
 * (a sign-in written there would vanish with its rollback). With no
 * transaction open a call runs at once, as before.
 */
import type { Db } from './connection.js';
import { createGameRepo } from './game-repo.js';
import { createOptimaRepo } from './optima-repo.js';
import { createPropertiesRepo } from './properties-repo.js';
import { createResultsRepo } from './results-repo.js';
import type { Counters, Store, StoreTx } from '../store.js';
import { createSyncRepo } from './sync-repo.js';
import { createUsersRepo } from './users-repo.js';

/** Runs `fn` now, its answer or its throw as a promise. */
const direct = <T>(fn: () => T): Promise<T> => {
  try {
    return Promise.resolve(fn());
  } catch (err) {
    return Promise.reject(err as Error);
  }
};

/** Runs work one transaction at a time; other calls run at once unless a transaction holds the connection. */
export function createTurns() {
  let open = false;
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  function call<T>(fn: () => T): Promise<T> {
    if (!open && waiting === 0) return direct(fn);
    return exclusive(async () => fn());
  }
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    waiting++;
    const turn = tail.then(async () => {
      waiting--;
      open = true;
      try {
        return await fn();
      } finally {
        open = false;
      }
    });
    tail = turn.catch(() => {});
    return turn;
  }
  return { call, exclusive };
}

type Fn = (...args: never[]) => unknown;

/** A repository's methods, each answering a promise of what the synchronous one returns. */
type Async<R> = {
  [K in keyof R]: R[K] extends (...args: infer A) => infer T ? (...args: A) => Promise<Awaited<T> extends undefined ? void : Awaited<T>> : never;
};

/** The store's counting statements: each `$n` becomes a named parameter (`@p1`...), so one text serves both dialects. */
export function sqliteCounters(db: Db, through: <T>(fn: () => T) => Promise<T> = async (fn) => fn()): Counters {
  const prepared = new Map<string, ReturnType<Db['prepare']>>();
  return (sql, params) =>
    // Through the store's turns: a count must not land inside another request's transaction.
    through(() => {
      let statement = prepared.get(sql);
      if (!statement) prepared.set(sql, (statement = db.prepare(sql.replace(/\$(\d+)/g, '@p$1'))));
      const named = Object.fromEntries(params.map((value, i) => [`p${i + 1}`, value]));
      if (statement.reader) return statement.get(named) as Record<string, unknown> | undefined;
      statement.run(named);
      return undefined;
    });
}

/** A repository's functions answering promises, each call taken through `through`. */
function asyncOver<R extends object>(repo: R, through: <T>(fn: () => T) => Promise<T>): Async<R> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(repo)) if (typeof value === 'function') out[name] = (...args: never[]) => through(() => (value as Fn)(...args));
  return out as Async<R>;
}

export function sqliteStore(db: Db, where = db.name): Store {
  const repos = {
    game: createGameRepo(db),
    users: createUsersRepo(db),
    sync: createSyncRepo(db),
    results: createResultsRepo(db),
    optima: createOptimaRepo(db),
    properties: createPropertiesRepo(db),
  };
  const turns = createTurns();
  const outside = <R extends object>(repo: R) => asyncOver(repo, turns.call);
  const inside: StoreTx = {
    game: asyncOver(repos.game, direct),
    users: asyncOver(repos.users, direct),
    sync: asyncOver(repos.sync, direct),
    results: asyncOver(repos.results, direct),
    properties: asyncOver(repos.properties, direct),
    notify: async () => {},
  };
  const ping = db.prepare('SELECT 1');
  return {
    kind: 'sqlite',
    where,
    game: outside(repos.game),
    users: outside(repos.users),
    sync: outside(repos.sync),
    results: { rows: outside(repos.results).rows },
    // The one process writes every row, and its repositories keep their copies true as they write; a rollback drops the leaderboard's.
    forget: (sessionId) => {
      if (sessionId !== null) repos.results.forget(sessionId);
    },
    optima: outside(repos.optima),
    properties: outside(repos.properties),
    counters: sqliteCounters(db, turns.call),
    transaction: <T>(_sessionId: string | null, fn: (tx: StoreTx) => Promise<T>) =>
      turns.exclusive(async () => {
        // IMMEDIATE: the write lock is taken at the start, so a second process on the file waits here rather than failing at commit.
        db.exec('BEGIN IMMEDIATE');
        try {
          const out = await fn(inside);
          db.exec('COMMIT');
          return out;
        } catch (err) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw err;
        }
      }),
    announce: async () => {},
    listen: async () => {},
    ping: () => turns.call(() => void ping.get()),
    close: async () => {
      await turns.exclusive(async () => db.close());
    },
  };
}

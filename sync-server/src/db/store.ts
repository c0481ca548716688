/**
 * The store the services and routes use (issue 20, decision record 019):
 * one asynchronous interface with two implementations, SQLite (the default,
 * `sqlite-store.ts`) and PostgreSQL (`postgres-store.ts`), chosen by
 * `DATABASE_URL`. Reads go to `store.*`; every write to the game goes through
 * `transaction()`, which holds the session's writes serial (on PostgreSQL
 * across instances) and commits or rolls back whole.
 */
import type { GameRepo } from './game-repo.js';
import type { OptimaRepo } from './optima-repo.js';
import type { PropertiesRepo } from './properties-repo.js';
import type { ResultsRepo } from './results-repo.js';
import type { SyncRepo } from './sync-repo.js';
import type { UsersRepo } from './users-repo.js';
import type { ChangeNote } from './postgres-notifier.js';
import type { Run } from './rate-limit-store.js';

/** A repository's methods, each answering a promise of what the synchronous one returns. */
export type Async<R> = { [K in keyof R]: R[K] extends (...args: infer A) => infer T ? (...args: A) => Promise<Awaited<T> extends undefined ? void : Awaited<T>> : never };

export type GameStore = Async<Omit<GameRepo, 'write'>>;
export type UsersStore = Async<UsersRepo>;
export type SyncStore = Async<SyncRepo>;
export type ResultsStore = Async<Pick<ResultsRepo, 'rows' | 'replace'>>;
export type OptimaStore = Async<OptimaRepo>;
export type PropertiesStore = Async<PropertiesRepo>;

/** The repositories inside one transaction. */
export interface StoreTx {
  game: GameStore & Async<Pick<GameRepo, 'write'>>;
  users: UsersStore;
  sync: SyncStore;
  results: ResultsStore;
  properties: PropertiesStore;
  /** Tells every instance what changed once this transaction commits (nothing on SQLite: one process). */
  notify(note: ChangeNote): Promise<void>;
}

export interface NoteHandlers {
  onNote: (note: ChangeNote) => void;
  onResync: () => void;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the data lives, for the start banner: a file, or a PostgreSQL address without its password. */
  readonly where: string;
  game: GameStore;
  users: UsersStore;
  sync: SyncStore;
  results: Pick<ResultsStore, 'rows'>;
  /**
   * Drops what this instance keeps in memory of a session's rows (its
   * leaderboard, its session row), or of every session (null): after a
   * rollback, or when a change note says another instance changed it.
   */
  forget(sessionId: string | null): void;
  optima: OptimaStore;
  properties: PropertiesStore;
  /** Runs one counting statement (`$1` parameters, both dialects) outside any transaction: rate limits and push budgets. */
  counters: Run;
  /**
   * Runs `fn` in one transaction. With a session, writes to that session are
   * serial: on SQLite every transaction is; on PostgreSQL the transaction
   * holds the session's advisory lock. A throw rolls everything back.
   */
  transaction<T>(sessionId: string | null, fn: (tx: StoreTx) => Promise<T>): Promise<T>;
  /** Sends a note outside any transaction (a sign-out other instances must hear of). */
  announce(note: ChangeNote): Promise<void>;
  /** Hears other instances' notes; a no-op on SQLite. */
  listen(handlers: NoteHandlers): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store the services and routes use (issue 20, decision record 019):
 * one asynchronous interface with two dialects, SQLite (the default,
 * `sqlite/store.ts`) and PostgreSQL (`postgres/store.ts`), chosen by
 * `DATABASE_URL`. Reads go to `store.*`; every write to the game goes through
 * `transaction()`, which holds the session's writes serial (on PostgreSQL
 * across instances) and commits or rolls back whole. The types here are the
 * contract: each dialect's repositories are written to them.
 */
import type { GameData, Member, OptimumData, Property, PropertyListQuery, ResultRow, Session, StoredContactMessage } from '@front-desk-rm/engine/domain';
import type { Change } from '@front-desk-rm/engine/mutations';

/** A write the store refuses: a create over a taken id, or a change outside the writer's session. */
export class StoreRefusal extends Error {
  constructor(
    readonly code: 'id_taken' | 'forbidden' | 'conflict' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** The game aggregate (a session with its scenarios, teams, members and decisions) as the engine's plain `GameData`. */
export interface GameStore {
  /** One session's aggregate, or an empty GameData when it does not exist. */
  load(sessionId: string): Promise<GameData>;
  /** Just the session row: what an access check needs, without the rest of the aggregate. */
  session(sessionId: string): Promise<Session | null>;
  /** The session a game code (any case) or id names. */
  sessionIdByCode(code: string): Promise<string | null>;
  /** The change log's newest entry for the session: a held copy older than this is read again. */
  version(sessionId: string): Promise<number>;
  sessionIdOfTeam(teamId: string): Promise<string | null>;
  sessionIdOfScenario(scenarioId: string): Promise<string | null>;
  /** A host's sessions, newest first. */
  sessionsOwnedBy(ownerId: string): Promise<Session[]>;
  gameCodeTaken(code: string): Promise<boolean>;
  member(id: string): Promise<Member | null>;
  memberByEmail(sessionId: string, email: string): Promise<Member | null>;
  /** The newest contact messages first. */
  contactMessages(limit: number): Promise<StoredContactMessage[]>;
  contactMessage(id: string): Promise<StoredContactMessage | null>;
}

/** The game's writer, inside a transaction (`game-write.ts`). */
export interface GameWriter {
  /**
   * Writes the changes and logs them for pulls. Every row written or removed
   * must belong to `sessionId`, on the stored row as well as the new one; with
   * no session (a new session, a contact message) only creates are allowed.
   * A refusal is thrown (`StoreRefusal`), and rolls the transaction back.
   */
  write(changes: readonly Change[], now: string, sessionId: string | null): Promise<void>;
}

export type AccountRole = 'admin' | 'super';
export type TokenRole = AccountRole | 'participant';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  password_hash: string;
  created_at: string;
}

export interface TokenRow {
  token_hash: string;
  role: TokenRole;
  user_id: string | null;
  member_id: string | null;
  session_id: string | null;
  expires_at: string;
}

/** Host and super-admin accounts, and the tokens of every signed-in user. */
export interface UsersStore {
  byEmail(email: string): Promise<UserRow | undefined>;
  byId(id: string): Promise<UserRow | undefined>;
  insert(row: UserRow): Promise<void>;
  count(): Promise<number>;
  insertToken(row: TokenRow & { created_at: string }): Promise<void>;
  token(hash: string): Promise<TokenRow | undefined>;
  /** Removes the tokens expired by `now`; answers how many. */
  purgeExpired(now: string): Promise<number>;
  /** Ends a sign-in; the caller drops the resolved-token caches (`SignIns.forget`). */
  revoke(hash: string): Promise<boolean>;
}

/** A mutation id already answered. */
export interface LoggedAnswer {
  id: string;
  status: 'applied' | 'rejected';
  answer: string;
  /** Who sent it; null for mutations answered before actors were recorded. */
  actor: string | null;
}

/** One entry of the change log, as a pull reads it. */
export interface ChangeRow {
  seq: number;
  session_id: string | null;
  tbl: string;
  op: 'put' | 'delete';
  key: string;
  row: string | null;
}

/** One entry of the change log, as a write adds it. */
export interface LogEntry {
  sessionId: string | null;
  tbl: string;
  op: 'put' | 'delete';
  key: string;
  /** The row as JSON, or null for a delete. */
  row: string | null;
  at: string;
}

/** The sync log: answered mutation ids (for duplicates) and the ordered change log (for pulls). */
export interface SyncStore {
  answered(id: string): Promise<LoggedAnswer | undefined>;
  /** Records a mutation id with its answer; an id recorded already is refused as taken. */
  record(id: string, name: string, status: 'applied' | 'rejected', answer: unknown, now: string, actor: string): Promise<void>;
  /** Changes after `since` (and up to `upTo`) in the given sessions, oldest first. */
  changesSince(since: number, sessionIds: readonly string[], limit: number, upTo?: number): Promise<ChangeRow[]>;
  head(): Promise<number>;
}

/** The leaderboard per session, rewritten whenever a decision changes it. */
export interface ResultsStore {
  rows(sessionId: string): Promise<ResultRow[]>;
  /** Replaces the session's rows and logs what changed for pulls; answers whether anything did. */
  replace(sessionId: string, next: readonly ResultRow[], now: string): Promise<boolean>;
}

/** Each session's hindsight optimum, stored with the key of the deck it was worked out for. */
export interface OptimaStore {
  get(sessionId: string): Promise<OptimumData | null>;
  put(data: OptimumData): Promise<void>;
}

/** A page of the property dashboard. */
export interface PropertyPage {
  property: Property[];
  totalProperty: number;
  active: number;
  inActive: number;
}

/** The property dashboard's properties, paged, searched and filtered in the store. */
export interface PropertiesStore {
  list(query: PropertyListQuery): Promise<PropertyPage>;
  get(hId: string): Promise<Property | null>;
  put(p: Property): Promise<void>;
  count(): Promise<number>;
}

/** What one instance tells the others of a committed change (PostgreSQL's LISTEN/NOTIFY; none on SQLite). */
export interface ChangeNote {
  /** The session that changed; null for rows outside any session (a contact message). */
  sessionId: string | null;
  /** The change log's cursor after the write. */
  seq: number;
  /** What changed: 'leaderboard', 'status', 'lobby:<team id>' (or 'lobbies': every team's), 'signins' (tokens to read again). */
  kinds: string[];
  /** The instance that sent it: it has told its own streams already. */
  origin?: string;
}

export interface NoteHandlers {
  onNote: (note: ChangeNote) => void;
  /** Called after the connection came back: notes sent while it was down were missed. */
  onResync: () => void;
}

/** One statement with numbered parameters ($1...), answering its first row: both dialects read the same text. */
export type Counters = (sql: string, params: unknown[]) => Promise<Record<string, unknown> | undefined>;

/** The repositories inside one transaction. */
export interface StoreTx {
  game: GameStore & GameWriter;
  users: UsersStore;
  sync: SyncStore;
  results: ResultsStore;
  properties: PropertiesStore;
  /** Tells every instance what changed once this transaction commits (nothing on SQLite: one process). */
  notify(note: ChangeNote): Promise<void>;
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
  /** Runs one counting statement outside any transaction: rate limits and push budgets. */
  counters: Counters;
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

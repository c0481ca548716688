/**
 * The game's write, once for both dialects: where each of the engine's tables
 * lives, and the rules every change must pass on its way in. A create never
 * overwrites; an update must find the stored row's owner, session, team and
 * request unchanged (it can change what a row says, never whose it is); every
 * row written or removed belongs to the writer's session; and every write
 * lands in the change log that pulls read. Each dialect gives the statements
 * (`GameStatements`) and says its own errors in the store's words.
 */
import type { TableName } from '@front-desk-rm/engine/domain';
import type { Change } from '@front-desk-rm/engine/mutations';
import { StoreRefusal, type LogEntry } from './store.js';

type Columns = Record<string, (row: Record<string, unknown>) => unknown>;

export interface GameTable {
  sql: string;
  key: string;
  /** Columns copied out of the document. */
  columns: Columns;
  /** The session a row belongs to. */
  session: (row: Record<string, unknown>) => string | null;
  /** Stored columns an update must find unchanged. */
  fixed: readonly string[];
  /** The column that ties a row to its session for a delete, or null when a row is never deleted. */
  scope: string | null;
}

/** Each engine table: its SQL table, key column, copied columns, session, and the columns that say whose a row is. */
export const TABLES: Record<TableName, GameTable> = {
  sessions: {
    sql: 'sessions',
    key: 'id',
    columns: { owner_id: (r) => r.ownerId, game_code: (r) => r.gameCode },
    session: (r) => r.id as string,
    fixed: ['owner_id'],
    scope: 'id',
  },
  scenarios: {
    sql: 'scenarios',
    key: 'id',
    columns: { session_id: (r) => r.sessionId },
    session: (r) => r.sessionId as string,
    fixed: ['session_id'],
    scope: 'session_id',
  },
  teams: {
    sql: 'teams',
    key: 'id',
    columns: { session_id: (r) => r.sessionId },
    session: (r) => r.sessionId as string,
    fixed: ['session_id'],
    scope: 'session_id',
  },
  members: {
    sql: 'members',
    key: 'id',
    columns: { session_id: (r) => r.sessionId, email: (r) => r.email },
    session: (r) => r.sessionId as string,
    fixed: ['session_id'],
    scope: 'session_id',
  },
  decisions: {
    sql: 'decisions',
    key: 'id',
    columns: { session_id: (r) => r.sessionId, team_id: (r) => r.teamId, scenario_id: (r) => r.scenarioId },
    session: (r) => r.sessionId as string,
    fixed: ['session_id', 'team_id', 'scenario_id'],
    scope: 'session_id',
  },
  // A contact message is written once and never changed.
  contactMessages: { sql: 'contact_messages', key: 'id', columns: {}, session: () => null, fixed: [], scope: null },
};

export const outside = () => new StoreRefusal('forbidden', 'This change is outside your session');

/** A table's columns in write order: its key, the copied columns, then the document. */
export const columnsOf = (t: GameTable) => [t.key, ...Object.keys(t.columns), 'doc'];

/** The columns an update sets: all but the key and the fixed ones. */
export const updatedColumns = (t: GameTable) => columnsOf(t).filter((c) => c !== t.key && !t.fixed.includes(c));

/** A dialect's statements for the game's write, each on the caller's transaction. */
export interface GameStatements {
  /** Inserts a row's values (`columnsOf` order); a taken key is refused `id_taken`, another unique key `conflict`, a missing parent `forbidden`. */
  insert(table: TableName, key: string, values: unknown[]): Promise<void> | void;
  /** Sets `updatedColumns` where the key and the fixed columns hold `where`; answers how many rows changed (none for a table with nothing fixed). */
  update(table: TableName, set: unknown[], where: unknown[]): Promise<number> | number;
  /** Deletes the row where its key and session are these; answers how many rows went (none for a table whose rows are never deleted). */
  remove(table: TableName, key: string, sessionId: string): Promise<number> | number;
  /** Removes the change log's entries for one row of the session (a row put with `erases`: its earlier versions go). */
  forget(table: TableName, key: string, sessionId: string): Promise<void> | void;
  /** Logs the write's entries for pulls, once every row is written (on PostgreSQL the change clock, once taken, is held to the commit). */
  log(entries: LogEntry[]): Promise<void> | void;
}

/**
 * Writes the changes and logs them for pulls. Every row written or removed
 * must belong to `sessionId`, on the stored row as well as the new one; with
 * no session (a new session, a contact message) only creates are allowed.
 * A refusal is thrown, and the caller's transaction rolls back whole.
 */
export async function writeGame(statements: GameStatements, changes: readonly Change[], now: string, sessionId: string | null): Promise<void> {
  const logged: LogEntry[] = [];
  // Sessions this write creates: a copy of a session (cloneSession) fills its new session with new rows.
  const born = new Set<string>();
  for (const change of changes) {
    const t = TABLES[change.table];
    if (change.op === 'put') {
      const row = change.row as unknown as Record<string, unknown>;
      const rowSession = t.session(row);
      // A new session is its own scope; every other row must sit in the writer's session.
      if (change.table === 'sessions' && change.create) born.add(change.key);
      if (change.table !== 'sessions' && rowSession !== sessionId && !(change.create && typeof rowSession === 'string' && born.has(rowSession)))
        throw outside();
      const values: Record<string, unknown> = { [t.key]: change.key, doc: JSON.stringify(row) };
      for (const [column, read] of Object.entries(t.columns)) values[column] = read(row);
      if (change.create)
        await statements.insert(
          change.table,
          change.key,
          columnsOf(t).map((c) => values[c]),
        );
      else {
        if (sessionId === null || rowSession !== sessionId) throw outside();
        // The WHERE clause holds the stored row's owner, session, team and request to the new row's: no match, no write.
        const changed = await statements.update(
          change.table,
          updatedColumns(t).map((c) => values[c]),
          [change.key, ...t.fixed.map((c) => values[c])],
        );
        if (changed === 0) throw outside();
      }
      // Logged after this loop: only the earlier versions go, and the new one stays the row's one entry.
      if (change.erases && rowSession !== null) await statements.forget(change.table, change.key, rowSession);
      logged.push({ sessionId: rowSession, tbl: change.table, op: 'put', key: change.key, row: values.doc as string, at: now });
    } else {
      if (sessionId === null) throw outside();
      if ((await statements.remove(change.table, change.key, sessionId)) === 0) throw outside();
      logged.push({ sessionId, tbl: change.table, op: 'delete', key: change.key, row: null, at: now });
    }
  }
  await statements.log(logged);
}

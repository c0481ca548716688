/**
 * The game aggregate on PostgreSQL (decision record 019): the same tables as
 * SQLite's game repository (`TABLES`), read and written with the same rules:
 * a create never overwrites (a taken key is `id_taken`, another unique key a
 * `conflict`), an update must find the stored row's owner, session, team and
 * request unchanged, and every write lands in the change log. Each call runs on
 * the caller's client, inside the caller's transaction, which a refusal
 * (thrown) rolls back whole.
 */
import type { Change, GameData, Member, Session, StoredContactMessage, TableName } from '@front-desk-rm/engine';
import { emptyGameData, ID_TAKEN_MESSAGE } from '@front-desk-rm/engine';
import type pg from 'pg';
import { columnsOf, outside, StoreRefusal, TABLES } from './game-repo.js';
import { logChanges, type ChangeSink, type LogEntry } from './postgres-change-log.js';

type Client = Pick<pg.ClientBase, 'query'>;

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');

/** PostgreSQL's error codes the store answers in words. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

async function insert(client: Client, table: TableName, key: string, row: Record<string, unknown>): Promise<void> {
  const t = TABLES[table];
  const columns = columnsOf(t);
  try {
    await client.query(`INSERT INTO ${t.sql} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`, [key, ...Object.values(t.columns).map((f) => f(row)), JSON.stringify(row)]);
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) throw constraint === `${t.sql}_pkey` ? new StoreRefusal('id_taken', ID_TAKEN_MESSAGE) : new StoreRefusal('conflict', 'This record already exists');
    if (code === FOREIGN_KEY_VIOLATION) throw outside();
    throw err;
  }
}

async function docs<T>(client: Client, sql: string, values: unknown[]): Promise<T[]> {
  const { rows } = await client.query<{ doc: string }>(sql, values);
  return rows.map((r) => JSON.parse(r.doc) as T);
}

/** One session's aggregate, or an empty GameData when it does not exist. */
export async function loadGame(client: Client, sessionId: string): Promise<GameData> {
  const data = emptyGameData();
  const [session] = await docs<GameData['sessions'][string]>(client, 'SELECT doc FROM sessions WHERE id = $1', [sessionId]);
  if (!session) return data;
  data.sessions[session.id] = session;
  // One round trip for the four tables (a transaction's client runs one query at a time anyway).
  const { rows } = await client.query<{ t: 'scenarios' | 'teams' | 'members' | 'decisions'; doc: string }>(
    ['scenarios', 'teams', 'members', 'decisions'].map((t) => `SELECT '${t}' AS t, doc FROM ${t} WHERE session_id = $1`).join(' UNION ALL '),
    [sessionId],
  );
  for (const { t, doc } of rows) {
    const row = JSON.parse(doc) as { id?: string; _id?: string };
    (data[t] as Record<string, unknown>)[t === 'scenarios' ? row._id! : row.id!] = row;
  }
  return data;
}

/**
 * Writes the changes and logs them for pulls. Every row written or removed
 * must belong to `sessionId`, on the stored row as well as the new one; with no
 * session (a new session, a contact message) only creates are allowed.
 */
export async function writeGame(client: Client, changes: readonly Change[], now: string, sessionId: string | null, log: ChangeSink = (entries) => logChanges(client, entries)): Promise<void> {
  const logged: LogEntry[] = [];
  // Sessions this write creates: a copy of a session (cloneSession) fills its new session with new rows.
  const born = new Set<string>();
  for (const change of changes) {
    const t = TABLES[change.table];
    if (change.op === 'put') {
      const row = change.row as unknown as Record<string, unknown>;
      const rowSession = t.session(row);
      if (change.table === 'sessions' && change.create) born.add(change.key);
      if (change.table !== 'sessions' && rowSession !== sessionId && !(change.create && typeof rowSession === 'string' && born.has(rowSession))) throw outside();
      if (change.create) await insert(client, change.table, change.key, row);
      else {
        if (sessionId === null || rowSession !== sessionId) throw outside();
        const values: Record<string, unknown> = { doc: JSON.stringify(row) };
        for (const [column, read] of Object.entries(t.columns)) values[column] = read(row);
        const set = columnsOf(t).filter((c) => c !== t.key && !t.fixed.includes(c));
        const where = [t.key, ...t.fixed].map((c, i) => `${c} = $${set.length + i + 1}`);
        // The WHERE clause holds the stored row's owner, session, team and request to the new row's: no match, no write.
        const result = await client.query(`UPDATE ${t.sql} SET ${set.map((c, i) => `${c} = $${i + 1}`).join(', ')} WHERE ${where.join(' AND ')}${t.fixed.length === 0 ? ' AND false' : ''}`, [
          ...set.map((c) => values[c]),
          change.key,
          ...t.fixed.map((c) => values[c]),
        ]);
        if (result.rowCount === 0) throw outside();
      }
      logged.push({ sessionId: rowSession, tbl: change.table, op: 'put', key: change.key, row: JSON.stringify(row), at: now });
    } else {
      if (sessionId === null) throw outside();
      const scope = change.table === 'sessions' ? 'id = $2' : change.table === 'contactMessages' ? 'false AND $2::text IS NULL' : 'session_id = $2';
      const result = await client.query(`DELETE FROM ${t.sql} WHERE ${t.key} = $1 AND ${scope}`, [change.key, sessionId]);
      if (result.rowCount === 0) throw outside();
      logged.push({ sessionId, tbl: change.table, op: 'delete', key: change.key, row: null, at: now });
    }
  }
  // After every row is written: the change clock, once taken, is held to the commit.
  await log(logged);
}

/** The game repository's methods on PostgreSQL, with the meaning of SQLite's (`game-repo.ts`), on the pool or a transaction's client. */
export function createPostgresGameStore(client: Client, log?: ChangeSink) {
  const doc = async <T>(sql: string, values: unknown[]): Promise<T | null> => (await docs<T>(client, sql, values))[0] ?? null;
  const value = async <T>(sql: string, values: unknown[]): Promise<T | null> => {
    const row = (await client.query<{ v: T }>(sql, values)).rows[0];
    return row ? row.v : null;
  };
  return {
    load: (sessionId: string) => loadGame(client, sessionId),
    write: (changes: readonly Change[], now: string, sessionId: string | null) => writeGame(client, changes, now, sessionId, log),
    session: (sessionId: string) => doc<Session>('SELECT doc FROM sessions WHERE id = $1', [sessionId]),
    async sessionIdByCode(code: string): Promise<string | null> {
      const session = await doc<Session>('SELECT doc FROM sessions WHERE game_code = $1 OR id = $2 LIMIT 1', [code.trim().toUpperCase(), code.trim()]);
      return session?.id ?? null;
    },
    sessionIdOfTeam: (teamId: string) => value<string>('SELECT session_id AS v FROM teams WHERE id = $1', [teamId]),
    sessionIdOfScenario: (scenarioId: string) => value<string>('SELECT session_id AS v FROM scenarios WHERE id = $1', [scenarioId]),
    // Newest first, as SQLite's rowid order: `seq` counts sessions as they are created.
    sessionsOwnedBy: (ownerId: string) => docs<Session>(client, 'SELECT doc FROM sessions WHERE owner_id = $1 ORDER BY seq DESC', [ownerId]),
    gameCodeTaken: async (code: string) => (await value<number>('SELECT 1 AS v FROM sessions WHERE game_code = $1', [code])) !== null,
    member: (id: string) => doc<Member>('SELECT doc FROM members WHERE id = $1', [id]),
    memberByEmail: (sessionId: string, email: string) => doc<Member>('SELECT doc FROM members WHERE session_id = $1 AND email = $2', [sessionId, email]),
    contactMessages: (limit: number) => docs<StoredContactMessage>(client, 'SELECT doc FROM contact_messages ORDER BY seq DESC LIMIT $1', [limit]),
    contactMessage: (id: string) => doc<StoredContactMessage>('SELECT doc FROM contact_messages WHERE id = $1', [id]),
    version: async (sessionId: string) => Number((await value<string>('SELECT COALESCE(MAX(seq), 0) AS v FROM change_log WHERE session_id = $1', [sessionId])) ?? 0),
  };
}

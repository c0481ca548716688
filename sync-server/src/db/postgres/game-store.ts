/**
 * The game aggregate on PostgreSQL (decision record 019): the same tables as
 * SQLite's (`TABLES`), read here, and written by the game's one write
 * (`../game-write.ts`) over this dialect's statements. Each call runs on the
 * caller's client, inside the caller's transaction, which a refusal (thrown)
 * rolls back whole.
 */
import type { GameData, Member, Session, StoredContactMessage, TableName } from '@front-desk-rm/engine/domain';
import type { Change } from '@front-desk-rm/engine/mutations';
import { emptyGameData, ID_TAKEN_MESSAGE } from '@front-desk-rm/engine/mutations';
import type pg from 'pg';
import { columnsOf, outside, TABLES, updatedColumns, writeGame as writeRows, type GameStatements } from '../game-write.js';
import { StoreRefusal } from '../store.js';
import { logChanges, type ChangeSink } from './change-log.js';

type Client = Pick<pg.ClientBase, 'query'>;

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');

/** PostgreSQL's error codes the store answers in words. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The game's statements on the caller's client; the change log goes to `log` (a transaction's deferred log, or straight in). */
function statementsOn(client: Client, log: ChangeSink): GameStatements {
  return {
    async insert(table, _key, values) {
      const t = TABLES[table];
      const columns = columnsOf(t);
      try {
        await client.query(`INSERT INTO ${t.sql} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`, values);
      } catch (err) {
        const { code, constraint } = err as { code?: string; constraint?: string };
        if (code === UNIQUE_VIOLATION)
          throw constraint === `${t.sql}_pkey` ? new StoreRefusal('id_taken', ID_TAKEN_MESSAGE) : new StoreRefusal('conflict', 'This record already exists');
        if (code === FOREIGN_KEY_VIOLATION) throw outside();
        throw err;
      }
    },
    async update(table, set, where) {
      const t = TABLES[table];
      const columns = updatedColumns(t);
      const keys = [t.key, ...t.fixed].map((c, i) => `${c} = $${columns.length + i + 1}`);
      const result = await client.query(
        `UPDATE ${t.sql} SET ${columns.map((c, i) => `${c} = $${i + 1}`).join(', ')} WHERE ${keys.join(' AND ')}${t.fixed.length === 0 ? ' AND false' : ''}`,
        [...set, ...where],
      );
      return result.rowCount ?? 0;
    },
    async remove(table, key, sessionId) {
      const t = TABLES[table];
      const scope = t.scope ? `${t.scope} = $2` : 'false AND $2::text IS NULL';
      return (await client.query(`DELETE FROM ${t.sql} WHERE ${t.key} = $1 AND ${scope}`, [key, sessionId])).rowCount ?? 0;
    },
    async forget(table, key, sessionId) {
      await client.query('DELETE FROM change_log WHERE session_id = $1 AND tbl = $2 AND key = $3', [sessionId, table, key]);
    },
    log: (entries) => log(entries),
  };
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

/** The game's write (`../game-write.ts`) on the caller's client. */
export const writeGame = (
  client: Client,
  changes: readonly Change[],
  now: string,
  sessionId: string | null,
  log: ChangeSink = (entries) => logChanges(client, entries),
): Promise<void> => writeRows(statementsOn(client, log), changes, now, sessionId);

/** The game's store on PostgreSQL (`GameStore` and its writer), on the pool or a transaction's client. */
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
    version: async (sessionId: string) =>
      Number((await value<string>('SELECT COALESCE(MAX(seq), 0) AS v FROM change_log WHERE session_id = $1', [sessionId])) ?? 0),
  };
}

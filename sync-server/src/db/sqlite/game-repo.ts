/**
 * The game aggregate (a session with its scenarios, teams, members and
 * decisions) on SQLite, as the engine's plain `GameData`, and the statements
 * the game's write (`../game-write.ts`) runs for the changes its mutations return.
 */
import type { GameData, Member, Session, StoredContactMessage, TableName } from '@front-desk-rm/engine/domain';
import type { Change } from '@front-desk-rm/engine/mutations';
import { emptyGameData, ID_TAKEN_MESSAGE } from '@front-desk-rm/engine/mutations';
import { columnsOf, outside, TABLES, updatedColumns, writeGame, type GameStatements, type GameTable } from '../game-write.js';
import { StoreRefusal } from '../store.js';
import type { Db } from './connection.js';

export function createGameRepo(db: Db) {
  const statements = (build: (name: TableName, t: GameTable) => string) =>
    Object.fromEntries(Object.entries(TABLES).map(([name, t]) => [name, db.prepare(build(name as TableName, t))])) as Record<
      TableName,
      ReturnType<Db['prepare']>
    >;
  // Creates are plain inserts: a taken key fails the statement instead of overwriting the row.
  const inserts = statements(
    (_, t) =>
      `INSERT INTO ${t.sql} (${columnsOf(t).join(', ')}) VALUES (${columnsOf(t)
        .map(() => '?')
        .join(', ')})`,
  );
  const updates = statements((_, t) => {
    const set = updatedColumns(t);
    const where = [t.key, ...t.fixed].map((c) => `${c} = ?`);
    return `UPDATE ${t.sql} SET ${set.map((c) => `${c} = ?`).join(', ')} WHERE ${where.join(' AND ')}${t.fixed.length === 0 ? ' AND 0' : ''}`;
  });
  const keyTaken = statements((_, t) => `SELECT 1 FROM ${t.sql} WHERE ${t.key} = ?`);
  const deletes = statements((_, t) => `DELETE FROM ${t.sql} WHERE ${t.key} = ? AND ${t.scope ?? '0'} = ?`);
  function insert(table: TableName, key: string, values: unknown[]) {
    try {
      inserts[table].run(values);
    } catch (err) {
      const code = (err as { code?: string }).code;
      // SQLite may name another unique key first when the key is taken too: a taken key is said as such, as PostgreSQL does.
      if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || (code === 'SQLITE_CONSTRAINT_UNIQUE' && keyTaken[table].get(key) !== undefined))
        throw new StoreRefusal('id_taken', ID_TAKEN_MESSAGE);
      // Two members with one e-mail, a second decision on one request, a game code twice: the engine refuses these first; a race lands here.
      if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw new StoreRefusal('conflict', 'This record already exists');
      if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw outside();
      throw err;
    }
  }
  const logChange = db.prepare('INSERT INTO change_log (session_id, tbl, op, key, row, at) VALUES (?, ?, ?, ?, ?, ?)');
  const forgetChanges = db.prepare('DELETE FROM change_log WHERE session_id = ? AND tbl = ? AND key = ?');
  const gameStatements: GameStatements = {
    insert,
    update: (table, set, where) => updates[table].run([...set, ...where]).changes,
    remove: (table, key, sessionId) => deletes[table].run([key, sessionId]).changes,
    forget: (table, key, sessionId) => void forgetChanges.run(sessionId, table, key),
    log: (entries) => {
      for (const e of entries) logChange.run(e.sessionId, e.tbl, e.op, e.key, e.row, e.at);
    },
  };

  const q = {
    session: db.prepare('SELECT doc FROM sessions WHERE id = ?').pluck(),
    sessionByCode: db.prepare('SELECT doc FROM sessions WHERE game_code = ? OR id = ?').pluck(),
    scenarios: db.prepare('SELECT doc FROM scenarios WHERE session_id = ?').pluck(),
    teams: db.prepare('SELECT doc FROM teams WHERE session_id = ?').pluck(),
    members: db.prepare('SELECT doc FROM members WHERE session_id = ?').pluck(),
    decisions: db.prepare('SELECT doc FROM decisions WHERE session_id = ?').pluck(),
    sessionsOf: db.prepare('SELECT doc FROM sessions WHERE owner_id = ? ORDER BY rowid DESC').pluck(),
    codeTaken: db.prepare('SELECT 1 FROM sessions WHERE game_code = ?').pluck(),
    teamSession: db.prepare('SELECT session_id FROM teams WHERE id = ?').pluck(),
    member: db.prepare('SELECT doc FROM members WHERE id = ?').pluck(),
    memberByEmail: db.prepare('SELECT doc FROM members WHERE session_id = ? AND email = ?').pluck(),
    contact: db.prepare('SELECT doc FROM contact_messages ORDER BY rowid DESC LIMIT ?').pluck(),
    contactById: db.prepare('SELECT doc FROM contact_messages WHERE id = ?').pluck(),
    scenarioSession: db.prepare('SELECT session_id FROM scenarios WHERE id = ?').pluck(),
    version: db.prepare('SELECT COALESCE(MAX(seq), 0) FROM change_log WHERE session_id = ?').pluck(),
  };

  // Every polled call checks access against its session row; this repository's own writes keep the copy true.
  const sessionCache = new Map<string, Session>();

  const parse = <T>(docs: unknown[]): T[] => docs.map((d) => JSON.parse(d as string) as T);
  const keyed = <T>(rows: T[], key: (r: T) => string) => Object.fromEntries(rows.map((r) => [key(r), r]));

  return {
    /** One session's aggregate, or an empty GameData when it does not exist. */
    load(sessionId: string): GameData {
      const data = emptyGameData();
      const doc = q.session.get(sessionId) as string | undefined;
      if (!doc) return data;
      const session = JSON.parse(doc) as GameData['sessions'][string];
      data.sessions[session.id] = session;
      data.scenarios = keyed(parse<GameData['scenarios'][string]>(q.scenarios.all(sessionId)), (s) => s._id);
      data.teams = keyed(parse<GameData['teams'][string]>(q.teams.all(sessionId)), (t) => t.id);
      data.members = keyed(parse<GameData['members'][string]>(q.members.all(sessionId)), (m) => m.id);
      data.decisions = keyed(parse<GameData['decisions'][string]>(q.decisions.all(sessionId)), (d) => d.id);
      return data;
    },

    /** Just the session row: what an access check needs, without the rest of the aggregate. */
    session(sessionId: string): Session | null {
      const cached = sessionCache.get(sessionId);
      if (cached) return cached;
      const doc = q.session.get(sessionId) as string | undefined;
      const session = doc ? (JSON.parse(doc) as Session) : null;
      if (session) sessionCache.set(sessionId, session);
      return session;
    },

    /** The session a game code (any case) or id names. */
    sessionIdByCode(code: string): string | null {
      const doc = q.sessionByCode.get(code.trim().toUpperCase(), code.trim()) as string | undefined;
      return doc ? (JSON.parse(doc) as { id: string }).id : null;
    },

    /** The change log's newest entry for the session: a held copy older than this is read again. */
    version: (sessionId: string) => q.version.get(sessionId) as number,
    sessionIdOfTeam: (teamId: string) => (q.teamSession.get(teamId) as string | undefined) ?? null,
    sessionIdOfScenario: (scenarioId: string) => (q.scenarioSession.get(scenarioId) as string | undefined) ?? null,
    sessionsOwnedBy: (ownerId: string) => parse<GameData['sessions'][string]>(q.sessionsOf.all(ownerId)),
    gameCodeTaken: (code: string) => q.codeTaken.get(code) !== undefined,
    member(id: string): Member | null {
      const doc = q.member.get(id) as string | undefined;
      return doc ? (JSON.parse(doc) as Member) : null;
    },
    memberByEmail(sessionId: string, email: string): Member | null {
      const doc = q.memberByEmail.get(sessionId, email) as string | undefined;
      return doc ? (JSON.parse(doc) as Member) : null;
    },
    contactMessages: (limit: number) => parse<StoredContactMessage>(q.contact.all(limit)),
    contactMessage(id: string): StoredContactMessage | null {
      const doc = q.contactById.get(id) as string | undefined;
      return doc ? (JSON.parse(doc) as StoredContactMessage) : null;
    },

    /** The game's write (`../game-write.ts`); call inside the caller's transaction, which a refusal (thrown) rolls back whole. */
    async write(changes: readonly Change[], now: string, sessionId: string | null): Promise<void> {
      for (const change of changes) if (change.table === 'sessions') sessionCache.delete(change.key);
      await writeGame(gameStatements, changes, now, sessionId);
    },
  };
}

export type GameRepo = ReturnType<typeof createGameRepo>;

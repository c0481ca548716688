/**
 * The game aggregate (a session with its scenarios, teams, members and
 * decisions) as the engine's plain `GameData`, and the writer for the changes
 * its mutations return. Every write also lands in the change log that pulls read.
 */
import type { Change, GameData, Member, Session, StoredContactMessage, TableName } from '@front-desk-rm/engine';
import { emptyGameData, ID_TAKEN_MESSAGE } from '@front-desk-rm/engine';
import type { Db } from './connection.js';

type Columns = Record<string, (row: Record<string, unknown>) => unknown>;

/**
 * Each engine table: its SQL table, key column, the columns copied out of the
 * document, the session a row belongs to, and the stored columns an update
 * must find unchanged (the row's owner, session, team and request): an update
 * can change what a row says, never whose it is.
 */
export const TABLES: Record<TableName, { sql: string; key: string; columns: Columns; session: (row: Record<string, unknown>) => string | null; fixed: readonly string[] }> = {
  sessions: { sql: 'sessions', key: 'id', columns: { owner_id: (r) => r.ownerId, game_code: (r) => r.gameCode }, session: (r) => r.id as string, fixed: ['owner_id'] },
  scenarios: { sql: 'scenarios', key: 'id', columns: { session_id: (r) => r.sessionId }, session: (r) => r.sessionId as string, fixed: ['session_id'] },
  teams: { sql: 'teams', key: 'id', columns: { session_id: (r) => r.sessionId }, session: (r) => r.sessionId as string, fixed: ['session_id'] },
  members: { sql: 'members', key: 'id', columns: { session_id: (r) => r.sessionId, email: (r) => r.email }, session: (r) => r.sessionId as string, fixed: ['session_id'] },
  decisions: {
    sql: 'decisions',
    key: 'id',
    columns: { session_id: (r) => r.sessionId, team_id: (r) => r.teamId, scenario_id: (r) => r.scenarioId },
    session: (r) => r.sessionId as string,
    fixed: ['session_id', 'team_id', 'scenario_id'],
  },
  // A contact message is written once and never changed.
  contactMessages: { sql: 'contact_messages', key: 'id', columns: {}, session: () => null, fixed: [] },
};

/** A write the store refuses: a create over a taken id, or a change outside the writer's session. */
export class StoreRefusal extends Error {
  constructor(
    readonly code: 'id_taken' | 'forbidden' | 'conflict' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

export const outside = () => new StoreRefusal('forbidden', 'This change is outside your session');

/** A table's columns in write order: its key, the copied columns, then the document. */
export const columnsOf = (t: (typeof TABLES)[TableName]) => [t.key, ...Object.keys(t.columns), 'doc'];

export function createGameRepo(db: Db) {
  const statements = (build: (name: TableName, t: (typeof TABLES)[TableName]) => string) =>
    Object.fromEntries(Object.entries(TABLES).map(([name, t]) => [name, db.prepare(build(name as TableName, t))])) as Record<TableName, ReturnType<Db['prepare']>>;
  // Creates are plain inserts: a taken key fails the statement instead of overwriting the row.
  const inserts = statements((_, t) => `INSERT INTO ${t.sql} (${columnsOf(t).join(', ')}) VALUES (${columnsOf(t).map(() => '?').join(', ')})`);
  const updates = statements((_, t) => {
    const set = columnsOf(t).filter((c) => c !== t.key && !t.fixed.includes(c));
    const where = [t.key, ...t.fixed].map((c) => `${c} = ?`);
    return `UPDATE ${t.sql} SET ${set.map((c) => `${c} = ?`).join(', ')} WHERE ${where.join(' AND ')}${t.fixed.length === 0 ? ' AND 0' : ''}`;
  });
  const keyTaken = statements((_, t) => `SELECT 1 FROM ${t.sql} WHERE ${t.key} = ?`);
  const deletes = statements((name, t) => `DELETE FROM ${t.sql} WHERE ${t.key} = ? AND ${name === 'sessions' ? 'id' : name === 'contactMessages' ? '0' : 'session_id'} = ?`);
  function insert(table: TableName, key: string, row: Record<string, unknown>) {
    const t = TABLES[table];
    try {
      inserts[table].run([key, ...Object.values(t.columns).map((f) => f(row)), JSON.stringify(row)]);
    } catch (err) {
      const code = (err as { code?: string }).code;
      // SQLite may name another unique key first when the key is taken too: a taken key is said as such, as PostgreSQL does.
      if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || (code === 'SQLITE_CONSTRAINT_UNIQUE' && keyTaken[table].get(key) !== undefined)) throw new StoreRefusal('id_taken', ID_TAKEN_MESSAGE);
      // Two members with one e-mail, a second decision on one request, a game code twice: the engine refuses these first; a race lands here.
      if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw new StoreRefusal('conflict', 'This record already exists');
      if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw outside();
      throw err;
    }
  }
  const logChange = db.prepare('INSERT INTO change_log (session_id, tbl, op, key, row, at) VALUES (?, ?, ?, ?, ?, ?)');

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

    /**
     * Writes the changes and logs them for pulls; call inside the caller's
     * transaction, which a refusal (thrown) rolls back whole. Every row written
     * or removed must belong to `sessionId`, on the stored row as well as the
     * new one; with no session (a new session, a contact message) only creates
     * are allowed.
     */
    write(changes: readonly Change[], now: string, sessionId: string | null): void {
      // Sessions this write creates: a copy of a session (cloneSession) fills its new session with new rows.
      const born = new Set<string>();
      for (const change of changes) {
        const t = TABLES[change.table];
        if (change.table === 'sessions') sessionCache.delete(change.key);
        if (change.op === 'put') {
          const row = change.row as unknown as Record<string, unknown>;
          const rowSession = t.session(row);
          // A new session is its own scope; every other row must sit in the writer's session.
          if (change.table === 'sessions' && change.create) born.add(change.key);
          if (change.table !== 'sessions' && rowSession !== sessionId && !(change.create && typeof rowSession === 'string' && born.has(rowSession))) throw outside();
          if (change.create) insert(change.table, change.key, row);
          else {
            if (sessionId === null || rowSession !== sessionId) throw outside();
            const values: Record<string, unknown> = { doc: JSON.stringify(row) };
            for (const [column, read] of Object.entries(t.columns)) values[column] = read(row);
            const set = columnsOf(t).filter((c) => c !== t.key && !t.fixed.includes(c));
            // The WHERE clause holds the stored row's owner, session, team and request to the new row's: no match, no write.
            const result = updates[change.table].run([...set.map((c) => values[c]), change.key, ...t.fixed.map((c) => values[c])]);
            if (result.changes === 0) throw outside();
          }
          logChange.run(rowSession, change.table, 'put', change.key, JSON.stringify(row), now);
        } else {
          if (sessionId === null) throw outside();
          const result = deletes[change.table].run([change.key, sessionId]);
          if (result.changes === 0) throw outside();
          logChange.run(sessionId, change.table, 'delete', change.key, null, now);
        }
      }
    },
  };
}

export type GameRepo = ReturnType<typeof createGameRepo>;

/**
 * The game aggregate (a session with its scenarios, teams, members and
 * decisions) as the engine's plain `GameData`, and the writer for the changes
 * its mutations return. Every write also lands in the change log that pulls read.
 */
import type { Change, GameData, Member, Session, StoredContactMessage, TableName } from '@front-desk-rm/engine';
import { emptyGameData } from '@front-desk-rm/engine';
import type { Db } from './connection.js';

type Columns = Record<string, (row: Record<string, unknown>) => unknown>;

/** Each engine table: its SQL table, key column, and the columns copied out of the document. */
const TABLES: Record<TableName, { sql: string; key: string; columns: Columns; session: (row: Record<string, unknown>) => string | null }> = {
  sessions: { sql: 'sessions', key: 'id', columns: { owner_id: (r) => r.ownerId, game_code: (r) => r.gameCode }, session: (r) => r.id as string },
  scenarios: { sql: 'scenarios', key: 'id', columns: { session_id: (r) => r.sessionId }, session: (r) => r.sessionId as string },
  teams: { sql: 'teams', key: 'id', columns: { session_id: (r) => r.sessionId }, session: (r) => r.sessionId as string },
  members: { sql: 'members', key: 'id', columns: { session_id: (r) => r.sessionId, email: (r) => r.email }, session: (r) => r.sessionId as string },
  decisions: {
    sql: 'decisions',
    key: 'id',
    columns: { session_id: (r) => r.sessionId, team_id: (r) => r.teamId, scenario_id: (r) => r.scenarioId },
    session: (r) => r.sessionId as string,
  },
  contactMessages: { sql: 'contact_messages', key: 'id', columns: {}, session: () => null },
};

export function createGameRepo(db: Db) {
  const upserts = Object.fromEntries(
    Object.entries(TABLES).map(([name, t]) => {
      const cols = [t.key, ...Object.keys(t.columns), 'doc'];
      const updates = cols.filter((c) => c !== t.key).map((c) => `${c} = excluded.${c}`);
      return [name, db.prepare(`INSERT INTO ${t.sql} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')}) ON CONFLICT(${t.key}) DO UPDATE SET ${updates.join(', ')}`)];
    }),
  ) as Record<TableName, ReturnType<Db['prepare']>>;
  const deletes = Object.fromEntries(Object.entries(TABLES).map(([name, t]) => [name, db.prepare(`DELETE FROM ${t.sql} WHERE ${t.key} = ?`)])) as Record<TableName, ReturnType<Db['prepare']>>;
  const sessionOf = Object.fromEntries(
    Object.entries(TABLES).map(([name, t]) => [name, db.prepare(`SELECT doc FROM ${t.sql} WHERE ${t.key} = ?`).pluck()]),
  ) as Record<TableName, ReturnType<Db['prepare']>>;
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
    scenarioSession: db.prepare('SELECT session_id FROM scenarios WHERE id = ?').pluck(),
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

    /** Writes the changes and logs them for pulls; call inside the caller's transaction. */
    write(changes: readonly Change[], now: string): void {
      for (const change of changes) {
        const t = TABLES[change.table];
        if (change.table === 'sessions') sessionCache.delete(change.key);
        if (change.op === 'put') {
          const row = change.row as unknown as Record<string, unknown>;
          upserts[change.table].run([change.key, ...Object.values(t.columns).map((f) => f(row)), JSON.stringify(row)]);
          logChange.run(t.session(row), change.table, 'put', change.key, JSON.stringify(row), now);
        } else {
          const doc = sessionOf[change.table].get(change.key) as string | undefined;
          const sessionId = doc ? t.session(JSON.parse(doc) as Record<string, unknown>) : null;
          deletes[change.table].run(change.key);
          logChange.run(sessionId, change.table, 'delete', change.key, null, now);
        }
      }
    },
  };
}

export type GameRepo = ReturnType<typeof createGameRepo>;

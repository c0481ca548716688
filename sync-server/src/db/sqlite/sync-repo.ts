/** The sync log: answered mutation ids (for duplicates) and the ordered change log (for pulls). */
import type { LoggedAnswer, ChangeRow } from '../store.js';
import type { Db } from './connection.js';

export function createSyncRepo(db: Db) {
  const byScopeSize = new Map<number, ReturnType<Db['prepare']>>();
  const q = {
    answered: db.prepare('SELECT id, status, answer, actor FROM mutation_log WHERE id = ?'),
    record: db.prepare('INSERT INTO mutation_log (id, name, status, answer, applied_at, actor) VALUES (?, ?, ?, ?, ?, ?)'),
    changesForSessions: (n: number) => {
      // One statement per number of sessions in scope, prepared once.
      let statement = byScopeSize.get(n);
      if (!statement) {
        statement = db.prepare(
          `SELECT seq, session_id, tbl, op, key, row FROM change_log WHERE seq > ? AND seq <= ? AND session_id IN (${Array(n).fill('?').join(', ')}) ORDER BY seq LIMIT ?`,
        );
        byScopeSize.set(n, statement);
      }
      return statement;
    },
    head: db.prepare('SELECT COALESCE(MAX(seq), 0) FROM change_log').pluck(),
  };
  return {
    answered: (id: string) => q.answered.get(id) as LoggedAnswer | undefined,
    record: (id: string, name: string, status: 'applied' | 'rejected', answer: unknown, now: string, actor: string) =>
      void q.record.run(id, name, status, JSON.stringify(answer), now, actor),
    /** Changes after `since` (and up to `upTo`) in the given sessions, oldest first. */
    changesSince(since: number, sessionIds: readonly string[], limit: number, upTo = Number.MAX_SAFE_INTEGER): ChangeRow[] {
      if (sessionIds.length === 0) return [];
      return q.changesForSessions(sessionIds.length).all([since, upTo, ...sessionIds, limit]) as ChangeRow[];
    },
    head: () => q.head.get() as number,
  };
}

export type SyncRepo = ReturnType<typeof createSyncRepo>;

/** The leaderboard per session, rewritten whenever a decision changes it and read as is by getResult. */
import type { ResultRow } from '@front-desk-rm/engine/domain';
import type { Db } from './connection.js';

export function createResultsRepo(db: Db) {
  const q = {
    rows: db.prepare('SELECT doc FROM results WHERE session_id = ?').pluck(),
    clear: db.prepare('DELETE FROM results WHERE session_id = ?'),
    insert: db.prepare('INSERT INTO results (session_id, team_id, doc) VALUES (?, ?, ?)'),
    log: db.prepare("INSERT INTO change_log (session_id, tbl, op, key, row, at) VALUES (?, 'results', ?, ?, ?, ?)"),
  };
  // getResult is polled every second by every screen: serve it from memory, kept in step by replace().
  const cache = new Map<string, ResultRow[]>();
  const read = (sessionId: string) => (q.rows.all(sessionId) as string[]).map((d) => JSON.parse(d) as ResultRow).sort((a, b) => a.rank - b.rank);
  function rows(sessionId: string): ResultRow[] {
    let stored = cache.get(sessionId);
    if (!stored) cache.set(sessionId, (stored = read(sessionId)));
    return stored;
  }
  return {
    rows,
    /** Forget a session's cached rows (its transaction rolled back, or it was deleted). */
    forget: (sessionId: string) => void cache.delete(sessionId),
    /** Replaces the session's rows and logs what changed for pulls; call inside a transaction. */
    replace(sessionId: string, next: readonly ResultRow[], now: string): boolean {
      const before = new Map(rows(sessionId).map((r) => [r.id, JSON.stringify(r)]));
      const after = new Map(next.map((r) => [r.id, JSON.stringify(r)]));
      const changed = before.size !== after.size || [...after].some(([id, doc]) => before.get(id) !== doc);
      if (!changed) return false;
      // The caller forgets this copy if its transaction rolls back.
      cache.set(
        sessionId,
        [...next].sort((a, b) => a.rank - b.rank),
      );
      q.clear.run(sessionId);
      for (const [id, doc] of after) {
        q.insert.run(sessionId, id, doc);
        if (before.get(id) !== doc) q.log.run(sessionId, 'put', id, doc, now);
      }
      for (const id of before.keys()) if (!after.has(id)) q.log.run(sessionId, 'delete', id, null, now);
      return true;
    },
  };
}

export type ResultsRepo = ReturnType<typeof createResultsRepo>;

/** Each session's hindsight optimum, stored with the key of the deck it was worked out for. */
import type { OptimumData } from '@front-desk-rm/engine/domain';
import type { Db } from './connection.js';

export function createOptimaRepo(db: Db) {
  const q = {
    get: db.prepare('SELECT session_id AS sessionId, deck_key AS deckKey, doc, computed_at AS computedAt FROM optima WHERE session_id = ?'),
    put: db.prepare(
      'INSERT INTO optima (session_id, deck_key, doc, computed_at) VALUES (?, ?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET deck_key = excluded.deck_key, doc = excluded.doc, computed_at = excluded.computed_at',
    ),
  };
  return {
    get(sessionId: string): OptimumData | null {
      const row = q.get.get(sessionId) as { sessionId: string; deckKey: string; doc: string; computedAt: string } | undefined;
      return row ? { sessionId: row.sessionId, deckKey: row.deckKey, computedAt: row.computedAt, optimum: JSON.parse(row.doc) } : null;
    },
    put(data: OptimumData): void {
      q.put.run(data.sessionId, data.deckKey, JSON.stringify(data.optimum), data.computedAt);
    },
  };
}

export type OptimaRepo = ReturnType<typeof createOptimaRepo>;

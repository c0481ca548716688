/**
 * Writes to PostgreSQL's change log, the feed that pulls follow (issue 34,
 * decision record 019). A transaction's changes are logged in one statement
 * at the end of its writes, numbered from the one-row `change_clock`, which
 * the statement moves on and the transaction then holds locked until it
 * commits or rolls back. A second writer waits at this statement, so seqs
 * become visible in the order they were taken: a pull that has seen seq n has
 * seen every change up to n, and its cursor can never pass one still to come.
 * (A BIGSERIAL is taken before commit and transactions commit out of order:
 * a reader saw 169 before 168 committed, and never asked for 168 again.)
 * Logging last keeps the lock short, and keeps it the last lock a transaction
 * takes on shared rows, so writers queued on it cannot wait on each other.
 * A store transaction defers its log to the end (`deferredLog`).
 */
import type pg from 'pg';
import type { LogEntry } from '../store.js';

type Client = Pick<pg.ClientBase, 'query'>;

export async function logChanges(client: Client, entries: readonly LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = <K extends keyof LogEntry>(k: K) => entries.map((e) => e[k]);
  await client.query(
    `WITH clock AS (UPDATE change_clock SET seq = seq + $1 WHERE id = 1 RETURNING seq)
     INSERT INTO change_log (seq, session_id, tbl, op, key, row, at)
     SELECT clock.seq - $1 + e.n, e.session_id, e.tbl, e.op, e.key, e.row, e.at
     FROM clock, unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS e(session_id, tbl, op, key, row, at, n)`,
    [entries.length, column('sessionId'), column('tbl'), column('op'), column('key'), column('row'), column('at')],
  );
}

/** Where a repository sends the changes it logs: straight to the log, or to a transaction's deferred log. */
export type ChangeSink = (entries: readonly LogEntry[]) => Promise<void>;

/**
 * A transaction's changes, held back and logged in one statement at the last
 * moment (`flush`): before anything reads the log inside the transaction, and
 * before it commits. The clock is then held only for that statement, the
 * change note and the commit, not for the leaderboard's writes in between.
 */
export function deferredLog(client: Client) {
  let pending: LogEntry[] = [];
  return {
    sink: (async (entries) => void pending.push(...entries)) as ChangeSink,
    async flush(): Promise<void> {
      const entries = pending;
      pending = [];
      await logChanges(client, entries);
    },
  };
}

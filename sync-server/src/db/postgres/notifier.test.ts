/**
 * Change notes between instances on a real PostgreSQL cluster: every listener
 * hears a committed write's note, none hears a rolled-back one, and a listener
 * whose connection is cut comes back by itself and says notes may have been
 * missed.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgresCluster } from '../../testing/postgres-suite.js';
import { listenForChanges, notifyChange, parseNote, type ChangeNote } from './notifier.js';

const postgres = usePostgresCluster();
let pool: pg.Pool;
let url: string;
beforeAll(async () => {
  url = postgres.cluster().url;
  pool = new pg.Pool({ connectionString: url, max: 4 });
});
afterAll(async () => {
  await pool?.end();
});

async function inTransaction(fn: (client: pg.PoolClient) => Promise<void>, commit = true) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await fn(client);
    await client.query(commit ? 'COMMIT' : 'ROLLBACK');
  } finally {
    client.release();
  }
}

/** Waits until `check` holds, a few seconds at most. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`never: ${what}`);
}

describe('change notes', () => {
  it('reach every instance when the write commits, and none when it rolls back', async () => {
    const heardA: ChangeNote[] = [];
    const heardB: ChangeNote[] = [];
    const a = await listenForChanges(url, { name: 'instance-a', onNote: (n) => heardA.push(n), onResync: () => {} });
    const b = await listenForChanges(url, { name: 'instance-b', onNote: (n) => heardB.push(n), onResync: () => {} });
    await inTransaction((c) => notifyChange(c, { sessionId: 'S1', seq: 41, kinds: ['nothing'] }), false);
    await inTransaction((c) => notifyChange(c, { sessionId: 'S1', seq: 42, kinds: ['leaderboard', 'changes'] }));
    await until(() => heardA.length > 0 && heardB.length > 0, 'both instances heard the note');
    expect(heardA).toEqual([{ sessionId: 'S1', seq: 42, kinds: ['leaderboard', 'changes'] }]);
    expect(heardB).toEqual(heardA);
    await Promise.all([a.close(), b.close()]);
  });

  it('come back after the listening connection is cut, with a resync for what may have been missed', async () => {
    const heard: number[] = [];
    let resyncs = 0;
    const listener = await listenForChanges(url, { name: 'instance-cut', onNote: (n) => heard.push(n.seq), onResync: () => resyncs++ });
    await pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'instance-cut'");
    await until(() => resyncs === 1, 'the listener reconnected');
    await inTransaction((c) => notifyChange(c, { sessionId: 'S2', seq: 7, kinds: ['changes'] }));
    await until(() => heard.includes(7), 'the note after the cut was heard');
    await listener.close();
  });

  it('ignore a payload that is not a note', () => {
    expect(parseNote('not json')).toBeNull();
    expect(parseNote(JSON.stringify({ s: 'S1', q: 'x', k: [] }))).toBeNull();
    expect(parseNote(JSON.stringify({ s: null, q: 3, k: ['changes', 4] }))).toEqual({ sessionId: null, seq: 3, kinds: ['changes'] });
  });
});

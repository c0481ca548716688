/**
 * Rate limits in the store, on SQLite and on PostgreSQL (a real throw-away
 * cluster): a fixed window counted per key, started again once it ends; and on
 * PostgreSQL two instances counting one key at once never lose or share a hit.
 */
import type { Store } from 'hono-rate-limiter';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.js';
import { usePostgresCluster } from '../testing/postgres-suite.js';
import { openDatabase } from './connection.js';
import { openPostgres } from './postgres-connection.js';
import { postgresRateLimitStore, sqliteRateLimitStore } from './rate-limit-store.js';

const postgres = usePostgresCluster();

/** A migrated database's address, for instances to open their own pools on. */
async function postgresDatabase(): Promise<string> {
  const pool = await postgres.migrated();
  await pool.end();
  return (pool.options as { connectionString: string }).connectionString;
}

type Opened = { store: (now: () => number) => Store<AppEnv>; close: () => Promise<void> };

const WINDOW = 60_000;
const started = (store: Store<AppEnv>) => {
  store.init?.({ windowMs: WINDOW } as Parameters<NonNullable<Store<AppEnv>['init']>>[0]);
  return store;
};

describe.each([
  [
    'SQLite',
    async (): Promise<Opened> => {
      const db = openDatabase(':memory:');
      return { store: (now) => started(sqliteRateLimitStore(db, now)), close: async () => void db.close() };
    },
  ],
  [
    'PostgreSQL',
    async (): Promise<Opened> => {
      const pool = openPostgres(await postgresDatabase());
      return { store: (now) => started(postgresRateLimitStore(pool, now)), close: () => pool.end() };
    },
  ],
])('rate limits on %s', (_, open) => {
  it('count each key in its window, start again when it ends, and step back or reset on request', async () => {
    const opened = await open();
    let at = 1_000_000;
    const store = opened.store(() => at);
    expect(await store.increment('login|1.2.3.4|')).toEqual({ totalHits: 1, resetTime: new Date(at + WINDOW) });
    at += 1_000;
    expect((await store.increment('login|1.2.3.4|')).totalHits).toBe(2);
    expect((await store.increment('login|5.6.7.8|')).totalHits).toBe(1);
    expect(await store.get!('login|1.2.3.4|')).toEqual({ totalHits: 2, resetTime: new Date(1_000_000 + WINDOW) });
    await store.decrement('login|1.2.3.4|');
    expect((await store.get!('login|1.2.3.4|'))!.totalHits).toBe(1);
    await store.resetKey('login|5.6.7.8|');
    expect(await store.get!('login|5.6.7.8|')).toBeUndefined();
    // The window ends: the next attempt is the first of a new one.
    at = 1_000_000 + WINDOW;
    expect(await store.get!('login|1.2.3.4|')).toBeUndefined();
    expect(await store.increment('login|1.2.3.4|')).toEqual({ totalHits: 1, resetTime: new Date(at + WINDOW) });
    await opened.close();
  });
});

describe('rate limits across two instances on PostgreSQL', () => {
  it('count every hit on one key exactly once, however the instances interleave', async () => {
    const url = await postgresDatabase();
    const [a, b] = [openPostgres(url, { max: 8 }), openPostgres(url, { max: 8 })];
    const now = () => 2_000_000;
    const [storeA, storeB] = [started(postgresRateLimitStore(a, now)), started(postgresRateLimitStore(b, now))];
    const hits = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? storeA : storeB).increment('join|9.9.9.9|')));
    expect(hits.map((h) => h.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    await Promise.all([a.end(), b.end()]);
  });
});

/**
 * Rate limits in the store, on SQLite and on PostgreSQL (a real throw-away
 * cluster): a fixed window counted per key, started again once it ends; and on
 * PostgreSQL two instances counting one key at once never lose or share a hit.
 */
import type { Store } from 'hono-rate-limiter';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.js';
import { useBothStores, usePostgresCluster } from '../testing/postgres-suite.js';
import { openPostgresStore } from './postgres/store.js';
import { storeOver } from './rate-limit-store.js';

const postgres = usePostgresCluster();

const WINDOW = 60_000;
const started = (store: Store<AppEnv>) => {
  store.init?.({ windowMs: WINDOW } as Parameters<NonNullable<Store<AppEnv>['init']>>[0]);
  return store;
};

describe.each(useBothStores(postgres))('rate limits on %s', (_, open) => {
  it('count each key in its window, start again when it ends, and step back or reset on request', async () => {
    const opened = await open();
    let at = 1_000_000;
    // Counted through the store's own runner, as the server's limiters are.
    const store = started(storeOver(opened.counters, () => at));
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
    const url = await postgres.database();
    const [a, b] = [await openPostgresStore(url, { max: 8 }), await openPostgresStore(url, { max: 8 })];
    const now = () => 2_000_000;
    const [storeA, storeB] = [started(storeOver(a.counters, now)), started(storeOver(b.counters, now))];
    const hits = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? storeA : storeB).increment('join|9.9.9.9|')));
    expect(hits.map((h) => h.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    await Promise.all([a.close(), b.close()]);
  });
});

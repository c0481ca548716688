/**
 * Rate limits kept in the store (migration 004) for `hono-rate-limiter`: a
 * fixed window per key, counted by one atomic upsert, so that a restart does
 * not hand out a fresh allowance and, on PostgreSQL, every instance behind one
 * address counts into the same row. Each limiter has its own store object (its
 * own window); they share the table, their keys already carry their scope.
 */
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { AppEnv } from '../app-env.js';
import type { Counters } from './store.js';

// A window that has ended starts again at one hit; otherwise the count goes up. Atomic in both stores.
const INCREMENT = `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, $2)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
  reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN $2 ELSE rate_limits.reset_at END
RETURNING hits, reset_at`;

export function storeOver(run: Counters, now: () => number = Date.now): Store<AppEnv> {
  let windowMs = 60_000;
  let lastSweep = 0;
  return {
    localKeys: false,
    init(options) {
      windowMs = options.windowMs;
    },
    async get(key): Promise<ClientRateLimitInfo | undefined> {
      const row = await run('SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2', [key, now()]);
      return row ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) } : undefined;
    },
    async increment(key): Promise<ClientRateLimitInfo> {
      const at = now();
      // Ended windows are swept now and then, so the table holds only live keys.
      if (at - lastSweep > windowMs) {
        lastSweep = at;
        await run('DELETE FROM rate_limits WHERE reset_at <= $1', [at]);
      }
      const row = (await run(INCREMENT, [key, at + windowMs, at]))!;
      return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
    },
    async decrement(key) {
      await run('UPDATE rate_limits SET hits = CASE WHEN hits > 0 THEN hits - 1 ELSE 0 END WHERE key = $1', [key]);
    },
    async resetKey(key) {
      await run('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}

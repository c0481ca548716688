/**
 * How many mutations each actor may push: a bucket per actor that holds a
 * minute's allowance and refills steadily, so a tablet catching up after an
 * hour offline sends its whole outbox at once, while one token cannot keep the
 * server busy replaying mutations for everyone else. The buckets live in the
 * store (migration 005): one atomic statement takes from a bucket, so every
 * instance behind one address draws on the same allowance.
 */
import type { Counters } from './db/store.js';

export interface PushBudget {
  /** Takes `count` from the actor's allowance: 0 when granted, else the seconds until it would be. */
  take(actor: string, count: number): Promise<number>;
}

/** A bucket refilled to `now`, capped at a full one. Parameters: $2 a full bucket, $4 now, $5 refill per ms. */
const REFILLED = `CASE WHEN push_budgets.tokens + ($4 - push_budgets.at) * CAST($5 AS DOUBLE PRECISION) > $2
  THEN CAST($2 AS DOUBLE PRECISION)
  ELSE push_budgets.tokens + ($4 - push_budgets.at) * CAST($5 AS DOUBLE PRECISION) END`;

// A new actor starts from a full bucket; a known one is refilled first, and only taken from when it holds enough.
const TAKE = `INSERT INTO push_budgets (actor, tokens, at) VALUES ($1, CAST($2 AS DOUBLE PRECISION) - $3, $4)
ON CONFLICT (actor) DO UPDATE SET tokens = ${REFILLED} - $3, at = $4
WHERE ${REFILLED} >= $3
RETURNING tokens`;

export function createPushBudget(run: Counters, perMinute: number, now: () => number = Date.now): PushBudget {
  const perMs = perMinute / 60_000;
  let lastSweep = 0;
  const wait = (tokens: number, count: number) => Math.max(1, Math.ceil((count - tokens) / perMs / 1000));
  return {
    async take(actor, count) {
      const t = now();
      // A bucket untouched for a minute is full again, which is the same as none: swept now and then.
      if (t - lastSweep > 60_000) {
        lastSweep = t;
        await run('DELETE FROM push_budgets WHERE at < $1', [t - 60_000]);
      }
      if (count > perMinute) return wait(perMinute, count);
      if (await run(TAKE, [actor, perMinute, count, t, perMs])) return 0;
      const bucket = await run('SELECT tokens, at FROM push_budgets WHERE actor = $1', [actor]);
      const tokens = bucket ? Math.min(perMinute, Number(bucket.tokens) + (t - Number(bucket.at)) * perMs) : perMinute;
      return wait(tokens, count);
    },
  };
}

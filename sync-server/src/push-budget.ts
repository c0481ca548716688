/**
 * How many mutations each actor may push: a bucket per actor that holds a
 * minute's allowance and refills steadily, so a tablet catching up after an
 * hour offline sends its whole outbox at once, while one token cannot keep the
 * server's single thread busy replaying mutations for everyone else.
 */
export interface PushBudget {
  /** Takes `count` from the actor's allowance: 0 when granted, else the seconds until it would be. */
  take(actor: string, count: number): number;
}

export function createPushBudget(perMinute: number, now: () => number = Date.now): PushBudget {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(actor, count) {
      const t = now();
      const bucket = buckets.get(actor) ?? { tokens: perMinute, at: t };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
      // A full bucket is the same as none: forget it, so idle actors cost no memory.
      if (bucket.tokens >= perMinute) buckets.delete(actor);
      if (bucket.tokens < count) {
        if (bucket.tokens < perMinute) buckets.set(actor, bucket);
        return Math.max(1, Math.ceil((count - bucket.tokens) / perMs / 1000));
      }
      bucket.tokens -= count;
      buckets.set(actor, bucket);
      return 0;
    },
  };
}

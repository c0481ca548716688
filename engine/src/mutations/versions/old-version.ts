/**
 * A mutation's arguments as an older release wrote them, and the pure step
 * that turns them into the next version's. A device may have queued them
 * days ago under yesterday's app; the server and today's app read them by
 * upcasting, one version at a time, to the shape the mutation applies now.
 */
import type { z } from 'zod';

export interface OldVersion<From = unknown> {
  /** The mutation's name in the registry (the upcast test holds each to one). */
  name: string;
  /** The version these arguments are; `up` returns version `v + 1`. */
  v: number;
  /** The day the release that writes `v + 1` shipped: this version is kept for at least 90 days after it (decision record 013). */
  replacedOn: string;
  args: z.ZodType<From, any>;
  up(args: From): unknown;
}

export function defineOldVersion<S extends z.ZodType>(def: {
  name: string;
  v: number;
  replacedOn: string;
  args: S;
  up(args: z.output<S>): unknown;
}): OldVersion<z.output<S>> {
  return def as OldVersion<z.output<S>>;
}

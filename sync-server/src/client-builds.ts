/**
 * Which builds of the app the server's clients run, logged the first time each
 * is seen (with the role that sent it), so an operator can tell when yesterday's
 * tablets have all updated. Bounded: a client cannot grow it without limit.
 */
import { log as logLine } from './log.js';

const MAX_BUILDS = 200;

export function createClientBuilds(log: (line: string) => void = (line) => logLine('info', line)) {
  const seen = new Map<string, number>();
  let overflowTold = false;
  return {
    /** Notes a request from `build` (absent: an app from before builds were sent). */
    note(build: string | undefined, role: string, protocol: number): void {
      const key = `${build || 'unknown (an app from before builds were sent)'} ${role} protocol ${protocol}`;
      const count = seen.get(key);
      if (count !== undefined) {
        seen.set(key, count + 1);
        return;
      }
      if (seen.size >= MAX_BUILDS) {
        if (!overflowTold) log(`[sync] more than ${MAX_BUILDS} client builds seen; no more are logged until restart`);
        overflowTold = true;
        return;
      }
      seen.set(key, 1);
      log(`[sync] a client runs build ${key}`);
    },
  };
}

export type ClientBuilds = ReturnType<typeof createClientBuilds>;

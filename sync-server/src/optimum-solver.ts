/**
 * The one worker thread that solves hindsight optima (workers/optimum-worker.mjs),
 * started on first use and never holding the process open.
 */
import { Worker } from 'node:worker_threads';
import type { Optimum, PlayScenario, PlaySession, Session } from '@front-desk-rm/engine';

/** A solve that runs past this is given up; the debrief says so instead of waiting for ever. */
export const OPTIMUM_TIME_LIMIT_SECONDS = 30;

export interface OptimumSolver {
  solve(session: PlaySession, deck: readonly PlayScenario[]): Promise<Optimum>;
  close(): Promise<void>;
}

export function createOptimumSolver(): OptimumSolver {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { done: (o: Optimum) => void; fail: (e: Error) => void }>();

  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.fail(err);
    waiting.clear();
    worker = null;
  };
  const start = () => {
    // The worker lives beside src/ and dist/ alike: one level up from either.
    const w = new Worker(new URL('../workers/optimum-worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (m: { id: number; optimum?: Optimum; error?: string }) => {
      const entry = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.optimum) entry?.done(m.optimum);
      else entry?.fail(new Error(m.error ?? 'no answer'));
    });
    w.on('error', failAll);
    w.on('exit', () => failAll(new Error('the optimum worker stopped')));
    return w;
  };

  return {
    solve(session, deck) {
      worker ??= start();
      const id = ++next;
      // Only what the optimum reads: the hotel, and under the forecast demand model what draws and prices its guests.
      const { id: sessionId, baseADR, occupancy, demandModel, week, weeks, closedWeeks, pricingWeeks, priceBounds } = session as Partial<Session>;
      const plain = {
        totalRooms: session.totalRooms,
        banquet: session.banquet,
        ...(demandModel === 'forecast' ? { id: sessionId, baseADR, occupancy, demandModel } : {}),
        // A campaign's market and pricing rounds (issue 36).
        ...(demandModel === 'forecast' && (weeks ?? 1) > 1 ? { week, weeks, closedWeeks, pricingWeeks, priceBounds } : {}),
      };
      return new Promise<Optimum>((done, fail) => {
        waiting.set(id, { done, fail });
        worker!.postMessage({ id, session: plain, deck, timeLimitSeconds: OPTIMUM_TIME_LIMIT_SECONDS });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/**
 * The worker threads that solve hindsight optima (workers/optimum-worker.mjs):
 * a pool of `workers`, each started on first use and never holding the process
 * open. A solve waits for a free worker, so several decks solve at once up to
 * the pool's size and the rest queue in order.
 */
import { Worker } from 'node:worker_threads';
import type { Optimum, PlayScenario, PlaySession, Session } from '@front-desk-rm/engine/domain';

/** The processor seconds a first answer may take: beyond it the best plan found is answered with its gap (issue 51). */
export const OPTIMUM_ANSWER_SECONDS = 20;
/** The processor seconds the background solve after an unproven answer may take to prove the optimum. */
export const OPTIMUM_IMPROVE_SECONDS = 600;

/** A solve stopped at its limit before it had any plan: a longer solve may still find one. */
export class NotYetSolvedError extends Error {}

export interface OptimumSolver {
  /** The optimum of a deck within `cpuSeconds` of a worker's time: proven, or the best plan found with `proven: false` and its gap. */
  solve(session: PlaySession, deck: readonly PlayScenario[], cpuSeconds: number): Promise<Optimum>;
  close(): Promise<void>;
}

interface Job {
  message: { session: unknown; deck: readonly PlayScenario[]; cpuSeconds: number };
  done: (o: Optimum) => void;
  fail: (e: Error) => void;
}

export function createOptimumSolver(options: { workers?: number } = {}): OptimumSolver {
  const size = Math.max(1, options.workers ?? 1);
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let started = 0;
  let closed = false;

  const start = () => {
    // The worker lives beside src/ and dist/ alike: one level up from either.
    const w = new Worker(new URL('../workers/optimum-worker.mjs', import.meta.url));
    w.unref();
    started++;
    w.on('message', (m: { optimum?: Optimum; error?: string; notYet?: boolean }) => {
      const job = busy.get(w);
      busy.delete(w);
      if (m.optimum) job?.done(m.optimum);
      else job?.fail(m.notYet ? new NotYetSolvedError(m.error) : new Error(m.error ?? 'no answer'));
      idle.push(w);
      next();
    });
    let gone = false;
    const lost = (err: Error) => {
      // 'error' is followed by 'exit': the worker is counted out once.
      if (gone) return;
      gone = true;
      busy.get(w)?.fail(err);
      busy.delete(w);
      const at = idle.indexOf(w);
      if (at >= 0) idle.splice(at, 1);
      started--;
      next();
    };
    w.on('error', lost);
    w.on('exit', () => lost(new Error('the optimum worker stopped')));
    return w;
  };

  function next() {
    while (!closed && queue.length > 0) {
      const w = idle.pop() ?? (started < size ? start() : null);
      if (!w) return;
      const job = queue.shift()!;
      busy.set(w, job);
      // One job a worker at a time: its next answer is this job's.
      w.postMessage(job.message);
    }
  }

  return {
    solve(session, deck, cpuSeconds) {
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
        queue.push({ message: { session: plain, deck, cpuSeconds }, done, fail });
        next();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.fail(new Error('the server is stopping'));
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}

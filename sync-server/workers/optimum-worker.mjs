/**
 * Works out hindsight optima off the server's event loop: HiGHS (WebAssembly)
 * can take seconds on a large deck, and play must not wait for it. Plain
 * JavaScript beside the package, so the same file runs under the built server
 * and under the tests.
 */
import { parentPort } from 'node:worker_threads';
import highsModule from 'highs';
import { EXACT_SOLVE_OPTIONS, solveOptimum } from '@front-desk-rm/engine';

const loadHighs = highsModule.default ?? highsModule;
let highs = await loadHighs();

parentPort.on('message', async ({ id, session, deck, timeLimitSeconds }) => {
  try {
    const optimum = solveOptimum(session, deck, (lp) => highs.solve(lp, { ...EXACT_SOLVE_OPTIONS, time_limit: timeLimitSeconds }));
    parentPort.postMessage({ id, optimum });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    // A solve that threw can leave the WebAssembly instance unusable: start a fresh one.
    highs = await loadHighs();
  }
});

/**
 * Works out hindsight optima off the server's event loop: HiGHS (WebAssembly)
 * can take seconds on a large deck, and play must not wait for it. Plain
 * JavaScript beside the package, so the same file runs under the built server
 * and under the tests.
 */
import { parentPort } from 'node:worker_threads';
import highsModule from 'highs';
import { EXACT_SOLVE_OPTIONS, currentWeek, isPricingWeek, solveOptimum, solvePricedOptimum } from '@front-desk-rm/engine';

const loadHighs = highsModule.default ?? highsModule;
let highs = await loadHighs();

parentPort.on('message', async ({ id, session, deck, timeLimitSeconds }) => {
  try {
    const solve = (lp) => highs.solve(lp, { ...EXACT_SOLVE_OPTIONS, time_limit: timeLimitSeconds });
    // A campaign's pricing week (issue 36): the best week sets each night's rate as well as choosing the requests.
    const priced = session.demandModel === 'forecast' && isPricingWeek(session, currentWeek(session));
    const optimum = priced ? solvePricedOptimum(session, deck, solve) : solveOptimum(session, deck, solve);
    parentPort.postMessage({ id, optimum });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    // A solve that threw can leave the WebAssembly instance unusable: start a fresh one.
    highs = await loadHighs();
  }
});

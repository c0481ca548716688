/**
 * Works out hindsight optima off the server's event loop: HiGHS (WebAssembly)
 * can take seconds on a large deck, and play must not wait for it. Plain
 * JavaScript beside the package, so the same file runs under the built server
 * and under the tests.
 *
 * A solve's limit is this thread's own processor time, not the clock's (issue
 * 51): on a busy host the clock runs on while the solver waits its turn, and a
 * wall-clock limit gave up on decks it would have solved. HiGHS asks at its
 * checkpoints whether to stop; it stops once the thread has used its seconds,
 * and the best plan found so far comes back with the bound HiGHS proved, so
 * the engine answers it as unproven with its gap.
 */
import { parentPort } from 'node:worker_threads';
import highsModule from 'highs';
import { currentWeek, isPricingWeek } from '@front-desk-rm/engine/domain';
import { EXACT_SOLVE_OPTIONS, solveOptimum, solvePricedOptimum } from '@front-desk-rm/engine/optimum';

const loadHighs = highsModule.default ?? highsModule;
let highs = await loadHighs();

/** This thread's processor seconds so far (the clock's where Node cannot tell a thread's). */
const cpuSeconds =
  typeof process.threadCpuUsage === 'function'
    ? () => {
        const { user, system } = process.threadCpuUsage();
        return (user + system) / 1e6;
      }
    : () => performance.now() / 1000;

/** A solver for the engine that stops after `limitSeconds` of this thread's time, answering in the shape of HiGHS's `solve()`. */
function limitedSolver(limitSeconds) {
  const { modelStatus, callbackType } = highs.constants;
  return (lp) => {
    const model = highs.createModel({ format: 'lp', data: lp });
    try {
      // The clock's limit only backs the processor's up, for a host so busy the thread hardly runs.
      model.options.set({ ...EXACT_SOLVE_OPTIONS, output_flag: false, time_limit: limitSeconds * 4 + 10 });
      const started = cpuSeconds();
      model.run({
        [callbackType.mipInterrupt](event) {
          if (cpuSeconds() - started > limitSeconds) event.interrupt();
        },
      });
      const status = model.getModelStatus();
      const Status =
        status === modelStatus.optimal
          ? 'Optimal'
          : status === modelStatus.interrupted
            ? 'Interrupted by user'
            : status === modelStatus.timeLimit
              ? 'Time limit reached'
              : `HiGHS model status ${status}`;
      // A plan exists only when HiGHS reports a feasible primal solution (2).
      const feasible = Number(model.info.get('primal_solution_status')) === 2;
      const Columns = {};
      if (feasible) {
        const { colValue } = model.getSolution();
        const n = model.getDimensions().numCols;
        for (let i = 0; i < n; i++) Columns[model.getColName(i)] = { Primal: colValue[i] };
      }
      const bound = Status === 'Optimal' ? undefined : Number(model.info.get('mip_dual_bound'));
      return { Status, ObjectiveValue: feasible ? model.getObjectiveValue() : NaN, Columns, ...(bound === undefined ? {} : { Bound: bound }) };
    } finally {
      model.dispose();
    }
  };
}

parentPort.on('message', async ({ session, deck, cpuSeconds: limit }) => {
  try {
    const solve = limitedSolver(limit);
    // A campaign's pricing week (issue 36): the best week sets each night's rate as well as choosing the requests.
    const priced = session.demandModel === 'forecast' && isPricingWeek(session, currentWeek(session));
    const optimum = priced ? solvePricedOptimum(session, deck, solve) : solveOptimum(session, deck, solve);
    parentPort.postMessage({ optimum });
  } catch (err) {
    const notYet = err instanceof Error && err.name === 'NoPlanYetError';
    parentPort.postMessage({ error: err instanceof Error ? err.message : String(err), notYet });
    // A solve that threw can leave the WebAssembly instance unusable: start a fresh one.
    if (!notYet) highs = await loadHighs();
  }
});

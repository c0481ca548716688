/** The HiGHS LP solver for the optimum's tests, loaded once per file. Test support only. */
import highsModule from 'highs';
import { EXACT_SOLVE_OPTIONS, type LpSolver } from '../optimum/optimum.js';

// The package is CommonJS with an ES build: TypeScript sees the module, the ES build gives the loader itself.
type HighsLoader = (typeof highsModule)['default'];
const loadHighs: HighsLoader = (highsModule as unknown as { default?: HighsLoader }).default ?? (highsModule as unknown as HighsLoader);

/** A solver that solves to optimality, as the server's does. */
export async function exactSolver(): Promise<LpSolver> {
  const highs = await loadHighs();
  return (lp) => highs.solve(lp, EXACT_SOLVE_OPTIONS) as never;
}

/**
 * Solve time of the hindsight optimum (issue "Debrief": under 2 s for 100
 * requests over 200 rooms). Decks are drawn from fixed seeds, shaped like the
 * game's: mostly room stays of 1-4 nights, some wrapping the week, some
 * banquets and packages. Two kinds of deck: totals from the rate card as the
 * add-scenario form computes them (groups of ten rooms or more at a 10% or 15%
 * discount), and negotiated totals where every request's price per room night
 * differs (up to 20% either way), which makes the choice a much harder
 * knapsack. Prints its figures; never fails on one. Writes them as JSON to
 * BENCH_JSON when that is set.
 */
import { randomFrom } from '../dist/mutations/index.js';
import { solveOptimum } from '../dist/optimum/index.js';
import { HALLS, loadSolve, randomRequest, writeFigures } from './support.mjs';

const solve = await loadSolve();
const RATES = [3000, 3500, 4000, 4500];

function deck(requests, totalRooms, random, negotiated) {
  const pick = (n) => Math.floor(random() * n);
  const price = (rooms) => {
    const rate = RATES[pick(RATES.length)];
    const factor = negotiated ? 0.8 + random() * 0.4 : rooms >= 10 ? [1, 0.9, 0.85][pick(3)] : 1;
    return { rateName: 'standard', nightly: rate * factor };
  };
  return Array.from({ length: requests }, (_, i) => randomRequest(random, i, { maxRooms: Math.ceil(totalRooms / 4), price }));
}

const RUNS = Number(process.env.OPTIMUM_RUNS ?? 5);
const figures = { runs: RUNS, rateCard: {}, negotiated: {} };
console.log(`optimum (HiGHS in WebAssembly, exact), median and max of ${RUNS} decks each:`);
for (const negotiated of [false, true]) {
  console.log(negotiated ? '  negotiated totals:' : '  rate-card totals:');
  for (const [requests, totalRooms] of [
    [12, 10],
    [50, 50],
    [100, 200],
  ]) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const d = deck(requests, totalRooms, randomFrom(`deck-${negotiated}-${requests}-${totalRooms}-${run}`), negotiated);
      const started = performance.now();
      try {
        solveOptimum({ totalRooms, banquet: HALLS }, d, solve);
        times.push(performance.now() - started);
      } catch (err) {
        console.log(`    ${requests} requests over ${totalRooms} rooms: unsolved (${err.message}) after ${(performance.now() - started).toFixed(0)} ms`);
      }
    }
    if (times.length === 0) continue;
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    figures[negotiated ? 'negotiated' : 'rateCard'][`${requests}x${totalRooms}`] = {
      medianMs: Math.round(median),
      maxMs: Math.round(times.at(-1)),
      unsolved: RUNS - times.length,
    };
    console.log(
      `    ${String(requests).padStart(3)} requests, ${String(totalRooms).padStart(3)} rooms: median ${median.toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms${times.length < RUNS ? ` (${RUNS - times.length} unsolved)` : ''}`,
    );
  }
}
console.log('  target: under 2000 ms for 100 requests over 200 rooms');
writeFigures('optimum', figures);

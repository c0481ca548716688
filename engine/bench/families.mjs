/**
 * The week families (issue 49): 200 generated weeks of each family, each in a
 * hotel drawn at random (20 to 60 rooms, a base ADR of 4,000 to 8,000, a rate
 * card around it, two halls) on the family's own forecast, played by every
 * house policy under the `forecast` demand model. Each policy's revenue is a
 * share of the hindsight optimum of the same week; the best plan on the
 * forecast beside them. Prints the table per family and whether the family's
 * target holds (a peak family: displacement at least 3 points above first
 * come, first served, and every protecting policy above it; the low family:
 * displacement within 0.5 points of it). Never fails on a figure. Writes the
 * figures as JSON to BENCH_JSON when that is set.
 */
import { HOUSE_POLICIES, WEEK_FAMILIES, familyForecast, familyWeek, playHousePolicy, randomFrom, solveOptimum } from '../dist/index.js';
import { HALLS, loadSolve, writeFigures } from './support.mjs';

const solve = await loadSolve();
const WEEKS = Number(process.env.FAMILY_WEEKS ?? 200);
// The policies that hold rooms back for the guests the forecast expects; the rate threshold is a floor on price, not a protection, and is printed beside them.
const PROTECTING = ['displacement', 'emsrB'];

function hotel(random) {
  const between = (lo, hi) => lo + random() * (hi - lo);
  const totalRooms = 20 + Math.floor(random() * 41);
  const baseADR = 100 * Math.round(between(40, 80));
  const rates = { standard: Math.round(baseADR * 0.9), deluxe: Math.round(baseADR * 1.25), suite: Math.round(baseADR * 1.9) };
  return { totalRooms, baseADR, rates, banquet: HALLS };
}

const round1 = (n) => Math.round(n * 10) / 10;
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
const ROWS = [...HOUSE_POLICIES.filter((p) => p.id !== 'hindsightOptimum').map((p) => [p.id, p.name]), ['expectedPlan', 'Best plan on the forecast']];
const figures = { weeks: WEEKS, families: {} };

for (const family of WEEK_FAMILIES) {
  const started = performance.now();
  const all = Object.fromEntries(ROWS.map(([id]) => [id, []]));
  for (let run = 0; run < WEEKS; run++) {
    const id = `family-${family.id}-${run}`;
    const occupancy = familyForecast(family.id, id);
    const session = { ...hotel(randomFrom(`${id}|hotel`)), id, occupancy, demandModel: 'forecast', status: 'ended' };
    const deck = familyWeek(session, family.id, occupancy, id).requests.map((r, i) => ({ ...r, _id: `R${i}` }));
    const optimum = solveOptimum(session, deck, solve);
    const share = (revenue) => (optimum.revenue > 0 ? (revenue / optimum.revenue) * 100 : 100);
    for (const [policy] of ROWS) {
      if (policy === 'expectedPlan') all.expectedPlan.push(share(optimum.expected.revenue));
      else all[policy].push(share(playHousePolicy(policy, session, deck, { optimum }).figures.revenue));
    }
  }
  const row = Object.fromEntries(ROWS.map(([policy]) => [policy, { mean: round1(mean(all[policy])), min: round1(Math.min(...all[policy])) }]));
  const gap = mean(all.displacement) - mean(all.firstComeFirstServed);
  const target =
    family.test === 'peak'
      ? {
          holds: gap >= 3 && PROTECTING.every((p) => mean(all[p]) > mean(all.firstComeFirstServed)),
          says: 'displacement ≥ FCFS + 3, every protecting policy above FCFS',
        }
      : family.test === 'low'
        ? { holds: Math.abs(gap) <= 0.5, says: 'displacement within 0.5 of FCFS' }
        : { holds: null, says: 'none: judged request by request' };
  figures.families[family.id] = { name: family.name, test: family.test, policies: row, gap: round1(gap), target };
  console.log(
    `${family.name} (${family.id}, ${WEEKS} weeks, ${(performance.now() - started).toFixed(0)} ms): displacement − FCFS ${gap.toFixed(1)} points; target ${target.says}: ${target.holds === null ? '—' : target.holds ? 'met' : 'NOT MET'}`,
  );
  for (const [policy, name] of ROWS)
    console.log(`  ${name.padEnd(28)} mean ${row[policy].mean.toFixed(1).padStart(5)}%, min ${row[policy].min.toFixed(1).padStart(5)}%`);
}
writeFigures('families', figures);

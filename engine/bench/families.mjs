/**
 * The week families (issue 49): 200 generated weeks of each family, each in a
 * hotel drawn at random (20 to 60 rooms, a base ADR of 4,000 to 8,000, a rate
 * card around it, two halls) on the family's own forecast, played by every
 * house policy under the `forecast` demand model. Each policy's revenue is a
 * share of the hindsight optimum of the same week; the best plan on the
 * forecast beside them. Prints the table per family and whether the family's
 * target holds (a peak family: displacement at least 3 points above first
 * come, first served, and every protecting policy above it; the low family:
 * displacement within 0.5 points of it). Then the same families as a
 * campaign deals them: on a hotel's own forecast (a city hotel busy midweek
 * or a resort busy at the weekend, as the policies bench's hotel week), where
 * the family aims its requests at that forecast's peak and quiet nights but
 * cannot make the hotel busier or quieter than it is. Never fails on a figure. Writes the
 * figures as JSON to BENCH_JSON when that is set.
 */
import { randomFrom } from '../dist/mutations/index.js';
import { solveOptimum } from '../dist/optimum/index.js';
import { HOUSE_POLICIES, playHousePolicy } from '../dist/policies/index.js';
import { WEEK_FAMILIES, familyForecast, familyWeek } from '../dist/rules/index.js';
import { HALLS, loadSolve, writeFigures } from './support.mjs';

const solve = await loadSolve();
const WEEKS = Number(process.env.FAMILY_WEEKS ?? 200);
// The policies that hold rooms back for the guests the forecast expects; the rate threshold is a floor on price, not a protection, and is printed beside them.
const PROTECTING = ['displacement', 'emsrB'];

/** A campaign's hotel forecast: a city hotel's busy midweek or a resort's busy weekend (the policies bench's `hotelWeek`). */
function hotelForecast(random) {
  const band = (lo, hi) => String(Math.round(lo + random() * (hi - lo)));
  return random() < 0.5
    ? { Sun: band(45, 60), Mon: band(80, 95), Tue: band(85, 98), Wed: band(85, 98), Thu: band(80, 95), Fri: band(60, 75), Sat: band(50, 65) }
    : { Sun: band(50, 65), Mon: band(40, 55), Tue: band(40, 55), Wed: band(45, 60), Thu: band(55, 70), Fri: band(90, 100), Sat: band(92, 100) };
}

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

/** Every house policy's share of the best week on each of the family's weeks, the forecast drawn by `forecastOf`. */
function play(family, label, forecastOf) {
  const all = Object.fromEntries(ROWS.map(([id]) => [id, []]));
  for (let run = 0; run < WEEKS; run++) {
    const id = `${label}-${family.id}-${run}`;
    const occupancy = forecastOf(id);
    const session = { ...hotel(randomFrom(`${id}|hotel`)), id, occupancy, demandModel: 'forecast', status: 'ended' };
    const deck = familyWeek(session, family.id, occupancy, id).requests.map((r, i) => ({ ...r, _id: `R${i}` }));
    const optimum = solveOptimum(session, deck, solve);
    const share = (revenue) => (optimum.revenue > 0 ? (revenue / optimum.revenue) * 100 : 100);
    for (const [policy] of ROWS) {
      if (policy === 'expectedPlan') all.expectedPlan.push(share(optimum.expected.revenue));
      else all[policy].push(share(playHousePolicy(policy, session, deck, { optimum }).figures.revenue));
    }
  }
  return all;
}

for (const family of WEEK_FAMILIES) {
  const started = performance.now();
  const all = play(family, 'family', (id) => familyForecast(family.id, id));
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
  const campaign = play(family, 'campaign', (id) => hotelForecast(randomFrom(`${id}|forecast`)));
  const inCampaign = Object.fromEntries(ROWS.map(([policy]) => [policy, round1(mean(campaign[policy]))]));
  figures.families[family.id] = { name: family.name, test: family.test, policies: row, gap: round1(gap), target, inCampaign };
  console.log(
    `${family.name} (${family.id}, ${WEEKS} weeks, ${(performance.now() - started).toFixed(0)} ms): displacement − FCFS ${gap.toFixed(1)} points; target ${target.says}: ${target.holds === null ? '—' : target.holds ? 'met' : 'NOT MET'}`,
  );
  for (const [policy, name] of ROWS)
    console.log(`  ${name.padEnd(28)} mean ${row[policy].mean.toFixed(1).padStart(5)}%, min ${row[policy].min.toFixed(1).padStart(5)}%`);
  console.log(
    `  in a campaign, on a city hotel's or a resort's own forecast: ${ROWS.map(([policy, name]) => `${name} ${inCampaign[policy].toFixed(1)}%`).join(', ')}`,
  );
}
writeFigures('families', figures);

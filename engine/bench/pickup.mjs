/**
 * Pick-up that learns (issue 49): 200 simulated campaigns of four weeks, each
 * a hotel of 20 to 200 rooms whose first forecast is 30% to 95% a night and
 * whose market sits 0.8 to 1.2 times off it, per night, as a campaign's does
 * (`marketBias`). Every week the guests who ask are a Poisson draw around the
 * market; the hotel sees at most its rooms sold. After each week the forecast
 * is revised, and its error is measured against the true market (its
 * occupancy, at most 100%): the mean absolute error in points, every night of
 * every campaign, week by week, for the rule as built (`revisedForecast`) and
 * for the fixed half step it replaced. Prints; never fails on a figure. Writes
 * its figures as JSON to BENCH_JSON when that is set.
 */
import { GRID_DAYS } from '../dist/domain/index.js';
import { randomFrom } from '../dist/mutations/index.js';
import { drawPoisson, marketBias, revisedForecast } from '../dist/rules/index.js';
import { writeFigures } from './support.mjs';

const CAMPAIGNS = Number(process.env.PICKUP_CAMPAIGNS ?? 200);
const WEEKS = 4;
const OCCUPANCY_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The rule before issue 49: half way toward the week's demand, a sold-out night read as full. */
function halfStep(occupancy, demand, rooms) {
  return Object.fromEntries(
    OCCUPANCY_DAYS.map((day, i) => {
      const forecast = Number(occupancy[day]);
      const shown = Math.min(100, (100 * demand[GRID_DAYS[i]]) / rooms);
      return [day, String(Math.round(forecast + 0.5 * (shown - forecast)))];
    }),
  );
}

const rules = {
  learning: (occ, demand, rooms, week) => revisedForecast(occ, demand, rooms, week),
  halfStep: (occ, demand, rooms) => halfStep(occ, demand, rooms),
};
const errors = Object.fromEntries(Object.keys(rules).map((name) => [name, Array.from({ length: WEEKS }, () => ({ sum: 0, n: 0 }))]));

for (let c = 0; c < CAMPAIGNS; c++) {
  const id = `pickup-campaign-${c}`;
  const random = randomFrom(id);
  const rooms = 20 + Math.floor(random() * 181);
  const first = Object.fromEntries(OCCUPANCY_DAYS.map((day) => [day, String(30 + Math.floor(random() * 66))]));
  const bias = marketBias(id);
  const market = Object.fromEntries(GRID_DAYS.map((day, i) => [day, (Number(first[OCCUPANCY_DAYS[i]]) / 100) * rooms * bias[day]]));
  const truth = (day) => Math.min(100, (100 * market[day]) / rooms);
  // The same weeks' guests for both rules.
  const weeks = Array.from({ length: WEEKS }, (_, w) => {
    const draw = randomFrom(`${id}|week-${w + 1}`);
    return Object.fromEntries(GRID_DAYS.map((day) => [day, drawPoisson(market[day], draw)]));
  });
  for (const [name, rule] of Object.entries(rules)) {
    let forecast = first;
    for (let w = 0; w < WEEKS; w++) {
      // The error of the forecast week w + 1 is played with.
      for (const [i, day] of GRID_DAYS.entries()) {
        errors[name][w].sum += Math.abs(Number(forecast[OCCUPANCY_DAYS[i]]) - truth(day));
        errors[name][w].n++;
      }
      forecast = rule(forecast, weeks[w], rooms, w + 1);
    }
  }
}

const figures = { campaigns: CAMPAIGNS, weeks: WEEKS };
console.log(`pick-up: ${CAMPAIGNS} campaigns of ${WEEKS} weeks, mean absolute error of each week's forecast against the true market, in points:`);
for (const name of Object.keys(rules)) {
  const byWeek = errors[name].map((e) => Math.round((e.sum / e.n) * 100) / 100);
  figures[name] = byWeek;
  const fallsEveryWeek = byWeek.every((e, w) => w === 0 || e < byWeek[w - 1]);
  figures[`${name}FallsEveryWeek`] = fallsEveryWeek;
  console.log(`  ${name.padEnd(9)} ${byWeek.map((e, w) => `week ${w + 1} ${e.toFixed(2)}`).join(', ')}${fallsEveryWeek ? ' (falls every week)' : ''}`);
}
writeFigures('pickup', figures);

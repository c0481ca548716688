/**
 * The house teams against the hindsight optimum (issue "House teams",
 * decision record 018): every house policy plays the demo deck and 200 random
 * decks from fixed seeds through the team's rules, and each policy's revenue
 * is taken as a share of the optimum of the same deck. The random decks are
 * shaped like a game's: 10 to 24 requests over 8 to 30 rooms, mostly room
 * stays of 1-4 nights, some banquets and packages, priced around a three-rate
 * card with negotiated totals (70% to 130% of a card rate) so that rates
 * differ request by request, and a forecast of 30% to 100% a night. Prints the
 * mean and the lowest share per policy; never fails on a figure. Writes them as
 * JSON to BENCH_JSON when that is set.
 */
import { HOUSE_POLICIES, practicePack, playHousePolicy, randomFrom, solveOptimum } from '../dist/index.js';
import { HALLS, loadSolve, randomRequest, writeFigures } from './support.mjs';

const solve = await loadSolve();
const OCCUPANCY_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const RANDOM_DECKS = Number(process.env.POLICY_DECKS ?? 200);

function game(random) {
  const pick = (n) => Math.floor(random() * n);
  const totalRooms = 8 + pick(23);
  const standard = 2500 + 100 * pick(16);
  const rates = { standard, deluxe: Math.round(standard * 1.4), suite: Math.round(standard * 2.1) };
  const busy = 30 + pick(50);
  const occupancy = Object.fromEntries(OCCUPANCY_DAYS.map((d, i) => [d, String(Math.min(100, busy + (i >= 4 ? 10 + pick(20) : pick(15))))]));
  const session = { totalRooms, baseADR: Math.round(standard * 1.15), rates, occupancy, banquet: HALLS };
  const cards = Object.entries(rates);
  const price = () => {
    const [rateName, rate] = cards[pick(cards.length)];
    return { rateName, nightly: rate * (0.7 + random() * 0.6) };
  };
  const deck = Array.from({ length: 10 + pick(15) }, (_, i) => randomRequest(random, i, { maxRooms: Math.ceil(totalRooms / 3), price }));
  return { session, deck };
}

/** Each policy's revenue as a percentage of the optimum of the deck (100 when the optimum earns nothing). */
function shares(session, deck) {
  const optimum = solveOptimum(session, deck, solve);
  return Object.fromEntries(
    HOUSE_POLICIES.map((p) => {
      const { figures } = playHousePolicy(p.id, session, deck, { optimum });
      return [p.id, optimum.revenue > 0 ? (figures.revenue / optimum.revenue) * 100 : 100];
    }),
  );
}

const round1 = (n) => Math.round(n * 10) / 10;
const demo = practicePack('2026-01-01T00:00:00.000Z');
const demoShares = shares(demo.session, demo.deck);

const started = performance.now();
const all = Object.fromEntries(HOUSE_POLICIES.map((p) => [p.id, []]));
for (let run = 0; run < RANDOM_DECKS; run++) {
  const { session, deck } = game(randomFrom(`house-${run}`));
  for (const [id, share] of Object.entries(shares(session, deck))) all[id].push(share);
}
const ms = performance.now() - started;

const figures = { decks: RANDOM_DECKS, demo: {}, random: {} };
console.log(`house policies, revenue as a share of the hindsight optimum (demo deck; ${RANDOM_DECKS} random decks, ${ms.toFixed(0)} ms with the optimum's solves):`);
for (const p of HOUSE_POLICIES) {
  const list = all[p.id];
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  const min = Math.min(...list);
  figures.demo[p.id] = round1(demoShares[p.id]);
  figures.random[p.id] = { mean: round1(mean), min: round1(min) };
  console.log(`  ${p.name.padEnd(26)} demo ${demoShares[p.id].toFixed(1).padStart(5)}%   random mean ${mean.toFixed(1).padStart(5)}%, min ${min.toFixed(1).padStart(5)}%`);
}
writeFigures('policies', figures);

/**
 * The house teams against the hindsight optimum (issue "House teams",
 * decision record 018): every house policy plays the demo deck and 200 random
 * decks from fixed seeds through the team's rules, and each policy's revenue
 * is taken as a share of the optimum of the same deck. The random decks are
 * shaped like a game's: 10 to 24 requests over 8 to 30 rooms, mostly room
 * stays of 1-4 nights, some banquets and packages, priced around a three-rate
 * card with negotiated totals (70% to 130% of a card rate) so that rates
 * differ request by request, and a forecast of 30% to 100% a night. Beside
 * them, decks shaped like a hotel's week (`hotelWeek`). Every deck is played
 * under both demand models (issue 37): `none`, the specification's, and
 * `forecast`, in which transient guests come as forecast. Prints the mean and
 * the lowest share per policy; never fails on a figure. Then the house
 * pricing policies (issue 36) on the hotel weeks under `forecast`, each as a
 * share of the priced hindsight optimum, which chooses the deck and every
 * night's rate together. Writes the figures as JSON to BENCH_JSON when that is
 * set.
 */
import { practicePack } from '../dist/demo/index.js';
import { randomFrom } from '../dist/mutations/index.js';
import { solveOptimum, solvePricedOptimum } from '../dist/optimum/index.js';
import { HOUSE_POLICIES, PRICING_POLICIES, playHousePolicy, playPricingPolicy } from '../dist/policies/index.js';
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

/**
 * A hotel's week (issue 37, decision record 020): a city hotel busy Monday to
 * Thursday with business travellers, or a resort busy at the weekend; a rate
 * card around the base ADR (standard 90%, deluxe 125%, suite 190%); groups of
 * 5% to 30% of the rooms for 1 to 4 nights at a group discount (65% to 95% of
 * the base ADR), single rooms at 90% to 130% of it, and some banquets and
 * packages.
 */
function hotelWeek(random) {
  const pick = (n) => Math.floor(random() * n);
  const between = (lo, hi) => lo + random() * (hi - lo);
  const totalRooms = 20 + pick(41);
  const baseADR = 100 * Math.round(between(40, 80));
  const rates = { standard: Math.round(baseADR * 0.9), deluxe: Math.round(baseADR * 1.25), suite: Math.round(baseADR * 1.9) };
  const city = random() < 0.5;
  const band = (lo, hi) => String(Math.round(between(lo, hi)));
  const occupancy = city
    ? { Sun: band(45, 60), Mon: band(80, 95), Tue: band(85, 98), Wed: band(85, 98), Thu: band(80, 95), Fri: band(60, 75), Sat: band(50, 65) }
    : { Sun: band(50, 65), Mon: band(40, 55), Tue: band(40, 55), Wed: band(45, 60), Thu: band(55, 70), Fri: band(90, 100), Sat: band(92, 100) };
  const session = { totalRooms, baseADR, rates, occupancy, banquet: HALLS };
  const deck = Array.from({ length: 12 + pick(9) }, (_, i) => {
    const group = random() < 0.6;
    const price = (rooms) =>
      group || rooms > 1 ? { rateName: 'standard', nightly: baseADR * between(0.65, 0.95) } : { rateName: 'deluxe', nightly: baseADR * between(0.9, 1.3) };
    return randomRequest(random, i, { maxRooms: group ? Math.max(2, Math.round(totalRooms * between(0.05, 0.3))) : 1, price });
  });
  return { session, deck };
}

/** Each policy's revenue as a percentage of the optimum of the deck (100 when the optimum earns nothing), and the expected plan's under forecast. */
function shares(session, deck) {
  const optimum = solveOptimum(session, deck, solve);
  const share = (revenue) => (optimum.revenue > 0 ? (revenue / optimum.revenue) * 100 : 100);
  const out = Object.fromEntries(HOUSE_POLICIES.map((p) => [p.id, share(playHousePolicy(p.id, session, deck, { optimum }).figures.revenue)]));
  if (optimum.expected) out.expectedPlan = share(optimum.expected.revenue);
  return out;
}

const round1 = (n) => Math.round(n * 10) / 10;
const MODELS = ['none', 'forecast'];
const ROWS = [...HOUSE_POLICIES.map((p) => [p.id, p.name]), ['expectedPlan', 'Best plan on the forecast']];

/** Every deck of a set played under both demand models: each policy's mean and lowest share. */
function measure(label, count, draw) {
  const started = performance.now();
  const all = Object.fromEntries(MODELS.map((m) => [m, Object.fromEntries(ROWS.map(([id]) => [id, []]))]));
  for (let run = 0; run < count; run++) {
    const { session, deck } = draw(run);
    for (const model of MODELS) {
      // The session's id seeds its guests: every policy meets the same ones.
      for (const [id, value] of Object.entries(shares({ ...session, id: `${label}-${run}`, demandModel: model, status: 'ended' }, deck)))
        all[model][id].push(value);
    }
  }
  const ms = performance.now() - started;
  const figures = {};
  console.log(`${label}: ${count} decks, revenue as a share of the hindsight optimum, demand model none | forecast (${ms.toFixed(0)} ms):`);
  for (const [id, name] of ROWS) {
    const cells = MODELS.map((m) => {
      const list = all[m][id];
      if (list.length === 0) return null;
      return { mean: round1(list.reduce((a, b) => a + b, 0) / list.length), min: round1(Math.min(...list)) };
    });
    figures[id] = Object.fromEntries(MODELS.map((m, i) => [m, cells[i]]));
    const text = cells.map((c) => (c ? `mean ${c.mean.toFixed(1).padStart(5)}%, min ${c.min.toFixed(1).padStart(5)}%` : '—'.padStart(27))).join('  |  ');
    console.log(`  ${name.padEnd(26)} ${text}`);
  }
  return figures;
}

const PRICING_ROWS = [
  ...PRICING_POLICIES.map((p) => [p.id, p.id === 'fixedRate' ? `${p.name} (base ADR)` : p.name]),
  ['hindsightAtAdr', 'Hindsight optimum at base ADR'],
  ['expectedPlan', 'Best plan on the forecast'],
];

/**
 * A pricing round on each hotel week: the session's id draws its guests and
 * each night's elasticity, the bounds are the default (60% to 160% of the base
 * ADR). Each pricing policy's revenue, the unpriced hindsight optimum's
 * (every night at the base ADR, as a team that sets no rates), and the best
 * plan on the forecast's (the pricing week's expected yardstick), as a share
 * of the priced optimum.
 */
function measurePricing(label, count, draw) {
  const started = performance.now();
  const all = Object.fromEntries(PRICING_ROWS.map(([id]) => [id, []]));
  for (let run = 0; run < count; run++) {
    const { session: hotel, deck } = draw(run);
    const session = { ...hotel, id: `${label}-${run}`, demandModel: 'forecast', status: 'ended' };
    const priced = solvePricedOptimum(session, deck, solve);
    const share = (revenue) => (priced.revenue > 0 ? (revenue / priced.revenue) * 100 : 100);
    for (const p of PRICING_POLICIES) all[p.id].push(share(playPricingPolicy(p.id, session, deck).figures.revenue));
    all.hindsightAtAdr.push(share(solveOptimum(session, deck, solve).revenue));
    all.expectedPlan.push(share(priced.expected.revenue));
  }
  const ms = performance.now() - started;
  console.log(`${label}, pricing round: ${count} decks, revenue as a share of the priced hindsight optimum, demand model forecast (${ms.toFixed(0)} ms):`);
  const figures = {};
  for (const [id, name] of PRICING_ROWS) {
    const list = all[id];
    figures[id] = { mean: round1(list.reduce((a, b) => a + b, 0) / list.length), min: round1(Math.min(...list)) };
    console.log(`  ${name.padEnd(30)} mean ${figures[id].mean.toFixed(1).padStart(5)}%, min ${figures[id].min.toFixed(1).padStart(5)}%`);
  }
  return figures;
}

const demo = practicePack('2026-01-01T00:00:00.000Z');
const hotelDeck = (run) => hotelWeek(randomFrom(`hotel-week-${run}`));
const figures = {
  decks: RANDOM_DECKS,
  demo: measure('demo deck', 1, () => demo),
  random: measure('random decks', RANDOM_DECKS, (run) => game(randomFrom(`house-${run}`))),
  hotel: measure('hotel weeks', RANDOM_DECKS, hotelDeck),
};
figures.pricing = measurePricing('hotel weeks', RANDOM_DECKS, hotelDeck);
writeFigures('policies', figures);

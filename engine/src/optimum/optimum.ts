/**
 * The hindsight optimum of a deck (issue "Debrief"): the set of requests that
 * earns the most while every room night and hall night is sold at most once
 * under the game's own rules (one room for every night of a stay, nights
 * wrapping Saturday to Sunday, the hall named by a rate type). Written as an
 * integer program in CPLEX LP text; the caller passes the solver (HiGHS on the
 * server and in tests), so the engine stays free of I/O and WebAssembly.
 *
 * Rooms are identical, so a model that names each request's rooms is exact but
 * drowns the solver in symmetry. The week has only seven nights, though, so a
 * room's whole week is one of few patterns: a set of disjoint stays (arcs of
 * the circular week) of the shapes the deck asks for. The model chooses how
 * many rooms follow each pattern and which requests to accept, such that every
 * shape of stay has at least as many room slots as the accepted requests of
 * that shape take rooms: a configuration model, as for cutting stock. It is
 * exact (any room plan is such a choice of patterns, and any choice of
 * patterns is a room plan), its relaxation is tight, and its size does not grow
 * with the number of rooms. Only maximal patterns are needed: a pattern inside
 * another offers fewer slots.
 */
import { GRID_DAYS, type GridDay } from '../domain/days.js';
import type { NightPrices, PriceBounds } from '../domain/campaign.js';
import type { Optimum } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { PlaySession } from '../domain/session.js';
import { findHall, needsHall, needsRooms, stayNights } from '../rules/acceptance.js';
import { freeByNight, hallKey, roomName } from '../rules/grid.js';
import { boundedPriceSelling, nightElasticities, priceBoundsOf, revenueMaxPrice } from '../rules/pricing.js';
import { expectedRevenueMaxPrice } from '../rules/expected-pricing.js';
import { decide, startPlay, type TeamPlay } from '../rules/team-play.js';
import { expectedFilled, forecastMean, hasTransientDemand, realisedDemand, type DemandSession } from '../rules/transient-demand.js';
import { weekFigures } from '../rules/week-figures.js';

/** What a solver answers, in the shape of HiGHS's `solve()`. */
export interface LpSolution {
  Status: string;
  ObjectiveValue: number;
  Columns: Record<string, { Primal: number }>;
  /**
   * The best bound the solver proved on the objective (an upper bound: the
   * model maximises), when it stopped at its limit before proving its answer
   * best. With `Status` 'Time limit reached' or 'Interrupted by user' and a
   * plan in `Columns`, the plan is the best found and the bound says how far
   * from the best it may be.
   */
  Bound?: number;
}

/** A solve stopped at its limit before it had any plan: a longer one may still find the optimum. */
export class NoPlanYetError extends Error {
  override name = 'NoPlanYetError';
}

/** The statuses of a solve stopped at its limit, whose plan (when it has one) is feasible but not proven best. */
const STOPPED_AT_LIMIT = new Set(['Time limit reached', 'Interrupted by user']);
export type LpSolver = (lp: string) => LpSolution;

/**
 * HiGHS's options for an exact answer. Its default stops within 0.01% of the
 * best bound, which on a deck of ₹10,000 requests can leave ₹1 on the table;
 * revenues are whole rupees, so a gap under one rupee is exact. Presolve is
 * off: HiGHS 1.15's presolve returned 'Optimal' for a worse answer on a
 * four-request deck that the property test found (kept as a case in the tests).
 */
export const EXACT_SOLVE_OPTIONS = { mip_rel_gap: 0, mip_abs_gap: 0.5, presolve: 'off' } as const;

interface Candidate {
  index: number;
  scenario: PlayScenario;
  nights: GridDay[];
  rooms: number;
  hall: number | null;
}

/** Requests that could be accepted on an empty week; the rest can never be part of any answer. */
export function candidates(session: PlaySession, deck: readonly PlayScenario[]): Candidate[] {
  const out: Candidate[] = [];
  deck.forEach((scenario, index) => {
    const nights = stayNights(scenario.checkInDay, scenario.roomNights);
    if (!nights) return;
    const rooms = needsRooms(scenario) ? scenario.noOfRoom : 0;
    if (rooms > session.totalRooms) return;
    let hall: number | null = null;
    if (needsHall(scenario)) {
      const found = findHall(session.banquet, scenario.rateType);
      if (!found) return;
      hall = found.index;
    }
    out.push({ index, scenario, nights, rooms, hall });
  });
  return out;
}

const x = (c: Candidate) => `x${c.index}`;
const y = (c: Candidate, room: number) => `y${c.index}_${room}`;

/** A linear expression from coefficients and variables, a few terms a line: LP readers limit a line's length. */
function expr(terms: [number, string][]): string {
  const parts = terms.filter(([k]) => k !== 0).map(([k, v], i) => `${k < 0 ? '- ' : i > 0 ? '+ ' : ''}${Math.abs(k) === 1 ? '' : `${Math.abs(k)} `}${v}`);
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += 8) lines.push(parts.slice(i, i + 8).join(' '));
  return lines.join('\n   ') || '0 zero';
}

function lp(goal: [number, string][], rows: string[], binaries: string[], integers: string[] = []): string {
  const section = (name: string, vars: string[]) => (vars.length ? [name, ...vars.map((v) => ` ${v}`)] : []);
  return [
    'Maximize',
    ` goal: ${expr(goal)}`,
    'Subject To',
    ...(rows.length ? rows : [' none: 0 zero <= 0']),
    ...section('General', integers),
    ...section('Binary', binaries.length ? binaries : ['zero']),
    'End',
    '',
  ].join('\n');
}

function hallRows(session: PlaySession, cs: readonly Candidate[]): string[] {
  const rows: string[] = [];
  GRID_DAYS.forEach((day, d) =>
    session.banquet.forEach((_, h) => {
      const using = cs.filter((c) => c.hall === h && c.nights.includes(day));
      if (using.length > 1) rows.push(` hall${h}_${d}: ${expr(using.map((c) => [1, x(c)]))} <= 1`);
    }),
  );
  return rows;
}

/** A stay's shape: its nights as a bit mask of the week (bit 0 = Sunday). */
const shapeOf = (c: Candidate) => c.nights.reduce((mask, day) => mask | (1 << GRID_DAYS.indexOf(day)), 0);

/**
 * The maximal patterns of a room's week over the given shapes: sets of shapes
 * with no night in common to which no other shape can be added. Each is a list
 * of indexes into `shapes`. The week is seven nights, so there are at most a
 * few hundred whatever the deck.
 */
export function roomPatterns(shapes: readonly number[]): number[][] {
  const out: number[][] = [];
  const grow = (from: number, used: number, taken: number[]) => {
    let extended = false;
    for (let i = from; i < shapes.length; i++) {
      if ((shapes[i]! & used) !== 0) continue;
      extended = true;
      grow(i + 1, used | shapes[i]!, [...taken, i]);
    }
    // Maximal only if no shape at all, earlier ones included, still fits.
    if (!extended && taken.length > 0 && shapes.every((shape, i) => taken.includes(i) || (shape & used) !== 0)) out.push(taken);
  };
  grow(0, 0, []);
  return out;
}

interface PatternModel {
  lp: string;
  shapes: number[];
  patterns: number[][];
}

/**
 * Transient guests in the model (issue 37): each night's rooms not sold to
 * the deck can go to transient guests at the base ADR. `hindsight` knows each
 * night's demand (the session's draw): `t_d` rooms, at most the demand. With
 * `expected` only the forecast's mean is known: `z_d` is the expected number of
 * transient rooms sold, E[min(D, free)], a concave function of the rooms left
 * free, held under its tangent at every whole number of rooms near the mean.
 * `priced` (issue 36) knows each night's demand curve as well as its draw, and
 * sets the night's rate too: the rooms left free earn what the best allowed
 * rate makes of them.
 */
export type TransientTerms = { adr: number } & (
  | { kind: 'hindsight'; demand: Record<GridDay, number> }
  | { kind: 'expected'; mean: Record<GridDay, number> }
  | { kind: 'priced'; nights: Record<GridDay, PricedMarket>; bounds: PriceBounds }
);

/** A night's market in a pricing round: the drawn demand at the base ADR and the night's price elasticity. */
export interface PricedMarket {
  demandAtAdr: number;
  elasticity: number;
}

/**
 * What a night's transient guests can pay with k rooms to sell, k = 0..: R(k)
 * = the most t x pmax(t) for t <= k, pmax(t) the highest allowed rate that
 * still sells t rooms (`boundedPriceSelling`). R never falls, but whole
 * prices make its steps uneven, so it need not be concave. It ends where no
 * allowed rate sells more rooms, at the hotel's size, or where it stops rising:
 * the solver needs no step that adds nothing.
 */
export function pricedRevenueSteps(market: PricedMarket, adr: number, bounds: PriceBounds, totalRooms: number): number[] {
  const steps = [0];
  for (let t = 1; t <= totalRooms; t++) {
    const price = boundedPriceSelling(t, market.demandAtAdr, adr, market.elasticity, bounds);
    if (price === null) break;
    steps.push(Math.max(steps[t - 1]!, t * price));
  }
  const top = steps[steps.length - 1]!;
  return steps.slice(0, steps.indexOf(top) + 1);
}

/**
 * A priced night in the model: ordered binaries s_k (k = 1..K), s_k <= s_(k-1),
 * so that s_1..s_m = 1 is m rooms sold, worth R(m) = the sum of R(k) - R(k-1)
 * over them, and the rooms sold at most the rooms the deck left free. The
 * order is what makes a non-concave R exact: without it the solver would
 * take the steepest steps first.
 */
function pricedNightRows(
  d: number,
  steps: readonly number[],
  sold: readonly [number, string][],
  totalRooms: number,
): { goal: [number, string][]; rows: string[]; binaries: string[] } {
  const s = (k: number) => `s${d}_${k}`;
  const ks = steps.slice(1).map((_, i) => i + 1);
  const rows = ks.slice(1).map((k) => ` sorder${d}_${k}: ${s(k)} - ${s(k - 1)} <= 0`);
  rows.push(` snight${d}: ${expr([...ks.map((k): [number, string] => [1, s(k)]), ...sold])} <= ${totalRooms}`);
  return { goal: ks.map((k) => [steps[k]! - steps[k - 1]!, s(k)]), rows, binaries: ks.map(s) };
}

function transientRows(session: PlaySession, staying: readonly Candidate[], t: TransientTerms): TransientModel {
  const goal: [number, string][] = [];
  const rows: string[] = [];
  const integers: string[] = [];
  const binaries: string[] = [];
  GRID_DAYS.forEach((day, d) => {
    const sold = staying.filter((c) => c.nights.includes(day)).map((c): [number, string] => [c.rooms, x(c)]);
    const v = `t${d}`;
    if (t.kind === 'priced') {
      const steps = pricedRevenueSteps(t.nights[day], t.adr, t.bounds, session.totalRooms);
      if (steps.length < 2) return;
      const night = pricedNightRows(d, steps, sold, session.totalRooms);
      goal.push(...night.goal);
      rows.push(...night.rows);
      binaries.push(...night.binaries);
      return;
    }
    if (t.kind === 'hindsight') {
      const demand = Math.min(t.demand[day], session.totalRooms);
      if (demand <= 0) return;
      goal.push([t.adr, v]);
      integers.push(v);
      rows.push(` tdemand${d}: ${v} <= ${demand}`, ` tnight${d}: ${expr([[1, v], ...sold])} <= ${session.totalRooms}`);
      return;
    }
    const mean = t.mean[day];
    if (mean <= 0) return;
    goal.push([t.adr, v]);
    // Tangents of g(f) = E[min(D, f)] between whole f, free = R - sold: z <= g(k) + (g(k+1) - g(k)) (R - sold - k).
    // Far below the mean g rises by 1 a room, far above by nothing: the tangents near the mean hold it everywhere else.
    const spread = 8 * Math.sqrt(mean) + 8;
    const from = Math.max(0, Math.floor(mean - spread));
    const to = Math.min(session.totalRooms - 1, Math.ceil(mean + spread));
    for (let k = from; k <= to; k++) {
      const g = expectedFilled(mean, k);
      const slope = expectedFilled(mean, k + 1) - g;
      const bound = g + slope * (session.totalRooms - k);
      // Full precision, and a hair of room in the bound: rounded apart, the terms of a night with no room left could sum past it.
      rows.push(` tz${d}_${k}: ${expr([[1, v], ...sold.map(([rooms, name]): [number, string] => [slope * rooms, name])])} <= ${bound + 1e-7}`);
    }
    rows.push(` tcap${d}: ${expr([[1, v], ...sold])} <= ${session.totalRooms}`);
  });
  return { goal, rows, integers, binaries };
}

interface TransientModel {
  goal: [number, string][];
  rows: string[];
  integers: string[];
  binaries: string[];
}

/** The choice and the rooms' patterns in one integer program (see the module comment), with transient guests when given. */
export function optimumModel(session: PlaySession, deck: readonly PlayScenario[], transient?: TransientTerms): PatternModel {
  const cs = candidates(session, deck);
  const staying = cs.filter((c) => c.rooms > 0);
  const shapes = [...new Set(staying.map(shapeOf))];
  const patterns = roomPatterns(shapes);
  const p = (i: number) => `p${i}`;
  const rows: string[] = [];
  if (patterns.length > 0) rows.push(` rooms: ${expr(patterns.map((_, i) => [1, p(i)]))} <= ${session.totalRooms}`);
  shapes.forEach((shape, s) => {
    const demand = staying.filter((c) => shapeOf(c) === shape).map((c): [number, string] => [c.rooms, x(c)]);
    const supply = patterns.flatMap((pattern, i): [number, string][] => (pattern.includes(s) ? [[-1, p(i)]] : []));
    rows.push(` shape${s}: ${expr([...demand, ...supply])} <= 0`);
  });
  rows.push(...hallRows(session, cs));
  const extra: TransientModel = transient ? transientRows(session, staying, transient) : { goal: [], rows: [], integers: [], binaries: [] };
  const text = lp(
    [...cs.map((c): [number, string] => [c.scenario.totalRate, x(c)]), ...extra.goal],
    [...rows, ...extra.rows],
    [...cs.map(x), ...extra.binaries],
    [...patterns.map((_, i) => p(i)), ...extra.integers],
  );
  return { lp: text, shapes, patterns };
}

/**
 * Room by room: every request's rooms named. Exact by construction but slow
 * (rooms are interchangeable, so the solver meets every symmetric answer); the
 * tests hold the pattern model to it on small decks.
 */
export function roomByRoomModel(session: PlaySession, deck: readonly PlayScenario[]): string {
  const cs = candidates(session, deck);
  const rows: string[] = [];
  const roomNumbers = Array.from({ length: session.totalRooms }, (_, k) => k + 1);
  const binaries: string[] = cs.map(x);
  for (const c of cs.filter((c) => c.rooms > 0)) {
    rows.push(` assign${c.index}: ${expr([...roomNumbers.map((k): [number, string] => [1, y(c, k)]), [-c.rooms, x(c)]])} = 0`);
    binaries.push(...roomNumbers.map((k) => y(c, k)));
  }
  GRID_DAYS.forEach((day, d) => {
    const staying = cs.filter((c) => c.rooms > 0 && c.nights.includes(day));
    if (staying.length > 1) for (const k of roomNumbers) rows.push(` room${k}_${d}: ${expr(staying.map((c) => [1, y(c, k)]))} <= 1`);
  });
  rows.push(...hallRows(session, cs));
  return lp(
    cs.map((c) => [c.scenario.totalRate, x(c)]),
    rows,
    binaries,
  );
}

/**
 * The optimum of a deck, solved by `solve`; throws when the solver finds no
 * optimal answer. Rooms are given out pattern by pattern in room order, and
 * each accepted request, in deck order, takes the first free slots of its shape.
 */
export function solveOptimum(session: PlaySession & Partial<DemandSession>, deck: readonly PlayScenario[], solve: LpSolver): Optimum {
  if (!isDemandSession(session)) return solveDeck(session, deck, solve);
  // Under the forecast demand model: the hindsight optimum knows the session's draw; the expected one only the forecast.
  const demand = realisedDemand(session);
  const hindsight = solveDeck(session, deck, solve, { kind: 'hindsight', adr: session.baseADR, demand });
  const planned = solveDeck(session, deck, solve, {
    kind: 'expected',
    adr: session.baseADR,
    mean: Object.fromEntries(GRID_DAYS.map((d) => [d, forecastMean(session, d)])) as Record<GridDay, number>,
  });
  const realised = { ...session, status: 'ended' as const };
  const weekOf = (chosen: readonly string[]) => weekFigures(playChosen(session, deck, chosen), realised);
  const best = weekOf(hindsight.chosen);
  const expected = weekOf(planned.chosen);
  return {
    ...hindsight,
    ...unproven(hindsight, planned),
    revenue: best.revenue,
    transient: { revenue: best.transient!.revenue, rooms: Object.fromEntries(best.transient!.nights.map((n) => [n.day, n.arrived])) },
    expected: { chosen: planned.chosen, revenue: expected.revenue },
  };
}

const isDemandSession = (s: PlaySession & Partial<DemandSession>): s is PlaySession & DemandSession =>
  hasTransientDemand(s) && typeof s.id === 'string' && typeof s.baseADR === 'number' && typeof s.occupancy === 'object' && s.occupancy !== null;

/** The deck played in deck order through the rules, accepting what `chosen` names: an optimum's own week. */
function playChosen(session: PlaySession, deck: readonly PlayScenario[], chosen: readonly string[]): TeamPlay {
  let play = startPlay(session);
  for (const request of deck) {
    const next = decide(play, session, request, chosen.includes(request._id) ? 'acc' : 'dec');
    if (next.ok) play = next.play;
  }
  return play;
}

/** An answer built from several solves is proven only when each is; its gap is the largest of theirs. */
function unproven(...parts: Optimum[]): Pick<Optimum, 'proven' | 'gap'> {
  const open = parts.filter((p) => p.proven === false);
  return open.length === 0 ? {} : { proven: false, gap: Math.max(...open.map((p) => p.gap ?? 0)) };
}

/** A session a pricing round can be played in: transient guests, and the host's bounds on a rate (absent: the default ones). */
export type PricedSession = PlaySession & DemandSession & { priceBounds?: PriceBounds | undefined };

/** The priced optimum: its transient guests as the usual optimum's, with the rate each night sold at. */
export type PricedOptimum = Optimum & { transient: NonNullable<Optimum['transient']> & { prices: NightPrices } };

/**
 * The hindsight optimum of a pricing round (issue 36): the deck's requests to
 * accept and each night's rate, chosen together, knowing the session's draw
 * and each night's demand curve. The model sells each night's rooms left
 * free at what the curve pays for them, R(k) (`pricedRevenueSteps`), in one
 * integer program with the deck. Each night's rate is then the one that earns
 * R on the rooms the chosen deck leaves free, `revenueMaxPrice`: the highest
 * allowed rate that sells the rooms it sells, and the highest allowed rate
 * when it sells none. Like `solveOptimum`, its revenue is the week its own
 * choices make when played through the rules at those rates, and the tests
 * hold that to the model.
 */
export function solvePricedOptimum(session: PricedSession, deck: readonly PlayScenario[], solve: LpSolver): PricedOptimum {
  if (!isDemandSession(session)) throw new Error('a priced optimum needs transient guests: the forecast demand model');
  const bounds = priceBoundsOf(session);
  const demand = realisedDemand(session);
  const elasticity = nightElasticities(session);
  const nights = Object.fromEntries(GRID_DAYS.map((d) => [d, { demandAtAdr: demand[d], elasticity: elasticity[d] }])) as Record<GridDay, PricedMarket>;
  const deckPart = solveDeck(session, deck, solve, { kind: 'priced', adr: session.baseADR, nights, bounds });
  const play = playChosen(session, deck, deckPart.chosen);
  const prices = pricedOptimumRates(session, play);
  const week = weekFigures(play, { ...session, bar: prices, status: 'ended' });
  const rooms = Object.fromEntries(week.transient!.nights.map((n) => [n.day, n.arrived]));
  const expected = expectedPricedPlan(session, deck, solve, bounds, elasticity);
  return {
    ...deckPart,
    ...unproven(deckPart, expected.part),
    revenue: week.revenue,
    transient: { revenue: week.transient!.revenue, rooms, prices },
    expected: { chosen: expected.part.chosen, revenue: expected.revenue, prices: expected.prices },
  };
}

/**
 * The best plan on the forecast in a pricing week (issue 49): the requests
 * chosen as the priced optimum chooses them, but against the forecast's mean
 * at the base ADR instead of the week's draw, and each night's rate the one
 * that earns the most in expectation on the rooms they leave free, knowing the
 * forecast and the stated curve (`expectedRevenueMaxPrice`, as the house
 * revenue-maximising team prices). Its revenue is what that plan earned
 * against the guests who came: the yardstick a team's skill is measured by,
 * as `expected` is in a booking week.
 */
function expectedPricedPlan(
  session: PricedSession & DemandSession,
  deck: readonly PlayScenario[],
  solve: LpSolver,
  bounds: PriceBounds,
  elasticity: Record<GridDay, number>,
) {
  const mean = (d: GridDay) => forecastMean(session, d);
  const nights = Object.fromEntries(GRID_DAYS.map((d) => [d, { demandAtAdr: mean(d), elasticity: elasticity[d] }])) as Record<GridDay, PricedMarket>;
  const part = solveDeck(session, deck, solve, { kind: 'priced', adr: session.baseADR, nights, bounds });
  const play = playChosen(session, deck, part.chosen);
  const free = freeByNight(play.rooms);
  const prices = Object.fromEntries(
    GRID_DAYS.map((d) => [d, expectedRevenueMaxPrice(mean(d), free[d], session.baseADR, elasticity[d], bounds).price]),
  ) as NightPrices;
  return { part, prices, revenue: weekFigures(play, { ...session, bar: prices, status: 'ended' }).revenue };
}

/**
 * The rate each night the priced optimum sells at, once its requests are played: the one that earns the most on the
 * rooms they leave free (`revenueMaxPrice`). The house team "Hindsight optimum" prices its pricing week with it too.
 */
export function pricedOptimumRates(session: PricedSession & DemandSession, play: TeamPlay): NightPrices {
  const bounds = priceBoundsOf(session);
  const demand = realisedDemand(session);
  const elasticity = nightElasticities(session);
  const free = freeByNight(play.rooms);
  return Object.fromEntries(GRID_DAYS.map((d) => [d, revenueMaxPrice(demand[d], free[d], session.baseADR, elasticity[d], bounds).price])) as NightPrices;
}

/** The deck's part of an optimum: which requests, in which rooms and halls; its revenue is the deck's alone. */
function solveDeck(session: PlaySession, deck: readonly PlayScenario[], solve: LpSolver, transient?: TransientTerms): Optimum {
  const cs = candidates(session, deck);
  const optimum: Optimum = { revenue: 0, chosen: [], rooms: {}, halls: {} };
  if (cs.length === 0) return optimum;
  const model = optimumModel(session, deck, transient);
  const solution = solve(model.lp);
  const atLimit = STOPPED_AT_LIMIT.has(solution.Status);
  const stopped = atLimit && Object.keys(solution.Columns).length > 0 && Number.isFinite(solution.Bound);
  if (atLimit && !stopped) throw new NoPlanYetError(`the solver reached its limit before it found a plan (${solution.Status})`);
  if (solution.Status !== 'Optimal' && !stopped) throw new Error(`the optimum could not be found: ${solution.Status}`);
  if (stopped) {
    // The share of the best possible the plan may still be short of: (bound - found) / bound, never below 0.
    const bound = solution.Bound!;
    optimum.proven = false;
    optimum.gap = bound > 0 ? Math.max(0, (bound - solution.ObjectiveValue) / bound) : 0;
  }
  const value = (name: string) => Math.round(solution.Columns[name]?.Primal ?? 0);
  const slots = model.shapes.map((): number[] => []);
  let room = 0;
  model.patterns.forEach((pattern, i) => {
    for (let n = value(`p${i}`); n > 0; n--, room++) for (const s of pattern) slots[s]!.push(room);
  });
  for (const c of cs) {
    if (value(x(c)) !== 1) continue;
    optimum.chosen.push(c.scenario._id);
    optimum.revenue += c.scenario.totalRate;
    if (c.rooms > 0)
      optimum.rooms[c.scenario._id] = slots[model.shapes.indexOf(shapeOf(c))]!.splice(0, c.rooms)
        .sort((a, b) => a - b)
        .map(roomName);
    if (c.hall !== null) optimum.halls[c.scenario._id] = hallKey(c.hall);
  }
  return optimum;
}

/** Every room night and hall night of an answer sold at most once, each stay in whole rooms: true, or what is wrong. */
export function checkOptimum(session: PlaySession, deck: readonly PlayScenario[], optimum: Optimum): true | string {
  const sold = new Set<string>();
  for (const id of optimum.chosen) {
    const s = deck.find((d) => d._id === id);
    if (!s) return `unknown request ${id}`;
    const nights = stayNights(s.checkInDay, s.roomNights) ?? [];
    const rooms = optimum.rooms[id] ?? [];
    if (rooms.length !== (needsRooms(s) ? s.noOfRoom : 0)) return `${id} has ${rooms.length} rooms`;
    const hall = optimum.halls[id];
    if (needsHall(s) !== (hall !== undefined)) return `${id} hall mismatch`;
    for (const unit of hall ? [...rooms, hall] : rooms) {
      for (const night of nights) {
        const key = `${unit}|${night}`;
        if (sold.has(key)) return `${unit} sold twice on ${night}`;
        sold.add(key);
      }
    }
  }
  const total = optimum.chosen.reduce((sum, id) => sum + (deck.find((d) => d._id === id)?.totalRate ?? 0), 0);
  return total === optimum.revenue ? true : `revenue ${optimum.revenue} is not the sum ${total}`;
}

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
import type { Optimum } from '../domain/game.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { PlaySession } from '../domain/session.js';
import { findHall, needsHall, needsRooms, stayNights } from '../rules/acceptance.js';
import { hallKey, roomName } from '../rules/grid.js';
import { decide, startPlay } from '../rules/team-play.js';
import { expectedFilled, forecastMean, hasTransientDemand, realisedDemand, type DemandSession } from '../rules/transient-demand.js';
import { weekFigures } from '../rules/week-figures.js';

/** What a solver answers, in the shape of HiGHS's `solve()`. */
export interface LpSolution {
  Status: string;
  ObjectiveValue: number;
  Columns: Record<string, { Primal: number }>;
}
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
 */
export type TransientTerms = { adr: number } & ({ kind: 'hindsight'; demand: Record<GridDay, number> } | { kind: 'expected'; mean: Record<GridDay, number> });

function transientRows(
  session: PlaySession,
  staying: readonly Candidate[],
  t: TransientTerms,
): { goal: [number, string][]; rows: string[]; integers: string[] } {
  const goal: [number, string][] = [];
  const rows: string[] = [];
  const integers: string[] = [];
  GRID_DAYS.forEach((day, d) => {
    const sold = staying.filter((c) => c.nights.includes(day)).map((c): [number, string] => [c.rooms, x(c)]);
    const v = `t${d}`;
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
  return { goal, rows, integers };
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
  const extra = transient ? transientRows(session, staying, transient) : { goal: [], rows: [], integers: [] };
  const text = lp([...cs.map((c): [number, string] => [c.scenario.totalRate, x(c)]), ...extra.goal], [...rows, ...extra.rows], cs.map(x), [
    ...patterns.map((_, i) => p(i)),
    ...extra.integers,
  ]);
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
  const weekOf = (chosen: readonly string[]) => {
    let play = startPlay(session);
    for (const request of deck) {
      const next = decide(play, session, request, chosen.includes(request._id) ? 'acc' : 'dec');
      if (next.ok) play = next.play;
    }
    return weekFigures(play, realised);
  };
  const best = weekOf(hindsight.chosen);
  const expected = weekOf(planned.chosen);
  return {
    ...hindsight,
    revenue: best.revenue,
    transient: { revenue: best.transient!.revenue, rooms: Object.fromEntries(best.transient!.nights.map((n) => [n.day, n.arrived])) },
    expected: { chosen: planned.chosen, revenue: expected.revenue },
  };
}

const isDemandSession = (s: PlaySession & Partial<DemandSession>): s is PlaySession & DemandSession =>
  hasTransientDemand(s) && typeof s.id === 'string' && typeof s.baseADR === 'number' && typeof s.occupancy === 'object' && s.occupancy !== null;

/** The deck's part of an optimum: which requests, in which rooms and halls; its revenue is the deck's alone. */
function solveDeck(session: PlaySession, deck: readonly PlayScenario[], solve: LpSolver, transient?: TransientTerms): Optimum {
  const cs = candidates(session, deck);
  const optimum: Optimum = { revenue: 0, chosen: [], rooms: {}, halls: {} };
  if (cs.length === 0) return optimum;
  const model = optimumModel(session, deck, transient);
  const solution = solve(model.lp);
  if (solution.Status !== 'Optimal') throw new Error(`the optimum could not be found: ${solution.Status}`);
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

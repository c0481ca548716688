/**
 * Weeks with a lesson (issue 49): the families a generated week is drawn
 * from. Each family is a kind of week a hotel meets (a city hotel's midweek
 * conference peak, a resort's weekend, a low week...) with the one thing it
 * teaches, a forecast of its own, and a recipe for its requests: who asks,
 * for which nights, how many rooms, at what discount, in the order a hotel
 * hears them (groups book weeks ahead, guests a few days ahead, a late
 * request last).
 *
 * A recipe reads the nights from the forecast, not from fixed days: "the
 * peak" is the run of nights the forecast shows busiest, "the quiet nights"
 * the ones it shows emptiest. So a family drawn on its own forecast puts its
 * groups where the lesson needs them, and one drawn for a campaign's week
 * (whose forecast is the hotel's, revised by pick-up) puts them over that
 * hotel's own peak.
 *
 * The families are calibrated on simulation (`engine/bench/families.mjs`,
 * 200 generated weeks each), never on a held-out set: on a peak family the
 * house teams that protect rooms beat first come, first served by 3 points
 * of the best week or more; on the low week they tie.
 */
import { DAY_NAMES, GRID_DAYS, OCCUPANCY_DAYS } from '../domain/days.js';
import { type Occupancy } from '../domain/session.js';
import { forecastPercent } from '../domain/forecast.js';
import type { z } from 'zod';
import { WEEK_FAMILY_IDS, type familyCardSchema, type WeekFamilyChoice, type WeekFamilyId } from '../domain/week-family.js';
import { drawFrom, priced, takeName, type Draw, type PoolKind, type PoolRequest, type PoolSession, type Shape } from './week-pool.js';

/**
 * What the bench holds a family to: on a `peak` week protecting rooms pays
 * (displacement at least 3 points of the best week above first come, first
 * served), on a `low` week it costs nothing (within half a point); a `mixed`
 * week is judged request by request and has no target.
 */
export type FamilyTest = 'peak' | 'low' | 'mixed';

/** A share of the base ADR or of the rooms, drawn uniformly between `min` and `max`. */
interface Band {
  min: number;
  max: number;
}

/** The forecast a family's week opens with when it brings its own: occupancy % per night, Sunday first. */
type ForecastBands = readonly [Band, Band, Band, Band, Band, Band, Band];

/** One request of a recipe: who asks, from which night (0 = Sunday) for how many, how many rooms and at what price. */
interface Ask {
  kind: PoolKind;
  start: number;
  nights: number;
  /** Rooms as a share of the hotel; a guest asks for one room (two a quarter of the time). */
  rooms: Band | 'guest';
  /** The room-night price as a share of the base ADR. */
  price: Band;
  /** Whether the party books a hall too (an event); a hall alone when `rooms` is 0. */
  hall: 'none' | 'with rooms' | 'alone';
}

/** The nights a recipe reads from the week's forecast. */
interface Nights {
  /** Occupancy % per night, Sunday first. */
  forecast: readonly number[];
  /** The first night of the busiest run of `length` nights (within the week, Sunday to Saturday). */
  peak(length: number): number;
  /** The nights outside the busiest run of `length`, emptiest first. */
  quiet(length: number): number[];
}

export interface WeekFamily {
  id: WeekFamilyId;
  /** How the host's screens name it. */
  name: string;
  /** What the week teaches, in one sentence the debrief can show. */
  lesson: string;
  test: FamilyTest;
  forecast: ForecastBands;
  recipe(draw: Draw, nights: Nights): Ask[];
}

const band = (min: number, max: number): Band => ({ min, max });
const flat = (min: number, max: number): ForecastBands => [
  band(min, max),
  band(min, max),
  band(min, max),
  band(min, max),
  band(min, max),
  band(min, max),
  band(min, max),
];

/** Business guests who book a room a few days ahead at the full rate or above, on the given nights. */
function businessGuests(draw: Draw, nights: readonly number[], count: number, price: Band): Ask[] {
  return Array.from({ length: count }, () => ({
    kind: 'guest' as const,
    start: nights[draw.pick(nights.length)]!,
    nights: 1 + draw.pick(2),
    rooms: 'guest' as const,
    price,
    hall: 'none' as const,
  }));
}

/** Groups for the quiet nights: they fill rooms no guest would take, and a team should say yes. */
function quietGroups(draw: Draw, quiet: readonly number[], count: number): Ask[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'group' as const,
    start: quiet[i % Math.max(1, Math.min(2, quiet.length))] ?? 0,
    nights: 1 + draw.pick(2),
    rooms: band(0.1, 0.2),
    price: band(0.65, 0.85),
    hall: 'none' as const,
  }));
}

export const WEEK_FAMILIES: readonly WeekFamily[] = [
  {
    id: 'conferencePeak',
    name: "A city hotel's midweek conference peak",
    lesson:
      'Tuesday to Thursday fill with business guests at the full rate: a conference block at a group discount takes their rooms, so protect the peak and sell the weekend to groups.',
    test: 'peak',
    forecast: [band(45, 60), band(82, 92), band(92, 99), band(93, 100), band(88, 96), band(60, 72), band(50, 62)],
    recipe(draw, nights) {
      const peak = nights.peak(3);
      const quiet = nights.quiet(3);
      return [
        { kind: 'event', start: peak, nights: 3, rooms: band(0.2, 0.3), price: band(0.62, 0.75), hall: 'with rooms' },
        { kind: 'group', start: peak, nights: 2 + draw.pick(2), rooms: band(0.15, 0.25), price: band(0.6, 0.75), hall: 'none' },
        ...quietGroups(draw, quiet, 2),
        { kind: 'group', start: peak + 1, nights: 2, rooms: band(0.15, 0.25), price: band(0.62, 0.78), hall: 'none' },
        { kind: 'event', start: quiet[0]!, nights: 1, rooms: band(0, 0), price: band(0, 0), hall: 'alone' },
        ...businessGuests(draw, [peak, peak + 1, peak + 2], 3 + draw.pick(2), band(1.05, 1.3)),
      ];
    },
  },
  {
    id: 'resortWeekend',
    name: "A resort's weekend",
    lesson:
      'Friday and Saturday sell out to leisure guests on their own: a wedding or tour block on those nights must pay for every room it takes, while the empty midweek is where a group discount earns.',
    test: 'peak',
    forecast: [band(50, 62), band(38, 50), band(38, 50), band(42, 55), band(55, 68), band(93, 100), band(95, 100)],
    recipe(draw, nights) {
      const peak = nights.peak(2);
      const quiet = nights.quiet(2);
      return [
        { kind: 'group', start: Math.max(0, peak - 1), nights: 3, rooms: band(0.2, 0.3), price: band(0.55, 0.68), hall: 'none' },
        { kind: 'event', start: peak, nights: 2, rooms: band(0.2, 0.3), price: band(0.6, 0.72), hall: 'with rooms' },
        ...quietGroups(draw, quiet, 3),
        { kind: 'group', start: peak, nights: 2, rooms: band(0.2, 0.3), price: band(0.58, 0.7), hall: 'none' },
        ...businessGuests(draw, [peak, peak + 1], 3 + draw.pick(2), band(1.1, 1.35)),
      ];
    },
  },
  {
    id: 'shoulderWeek',
    name: 'A shoulder week',
    lesson:
      'Neither full nor empty: a group is worth taking when its rate beats what the few guests it turns away would have paid, so each request is judged on its own nights.',
    test: 'mixed',
    forecast: flat(62, 80),
    recipe(draw, nights) {
      const peak = nights.peak(2);
      const quiet = nights.quiet(2);
      return [
        { kind: 'group', start: peak, nights: 2, rooms: band(0.15, 0.3), price: band(0.6, 0.75), hall: 'none' },
        { kind: 'event', start: quiet[0]!, nights: 2, rooms: band(0.1, 0.2), price: band(0.75, 0.9), hall: 'with rooms' },
        ...quietGroups(draw, quiet, 2),
        { kind: 'group', start: draw.pick(5), nights: 1 + draw.pick(3), rooms: band(0.1, 0.25), price: band(0.7, 0.9), hall: 'none' },
        { kind: 'event', start: draw.pick(7), nights: 1, rooms: band(0, 0), price: band(0, 0), hall: 'alone' },
        ...businessGuests(draw, [0, 1, 2, 3, 4, 5, 6], 3, band(0.95, 1.2)),
      ];
    },
  },
  {
    id: 'lowWeek',
    name: 'A low week',
    lesson:
      'The forecast leaves most rooms empty every night: a room not sold tonight earns nothing, so every group that fits is worth taking, even at a deep discount.',
    test: 'low',
    forecast: flat(22, 42),
    recipe(draw, nights) {
      const quiet = nights.quiet(0);
      return [
        { kind: 'group', start: quiet[0]!, nights: 2 + draw.pick(3), rooms: band(0.15, 0.3), price: band(0.55, 0.7), hall: 'none' },
        { kind: 'event', start: quiet[1]!, nights: 2, rooms: band(0.1, 0.2), price: band(0.6, 0.75), hall: 'with rooms' },
        { kind: 'group', start: quiet[2]!, nights: 1 + draw.pick(3), rooms: band(0.1, 0.25), price: band(0.55, 0.75), hall: 'none' },
        { kind: 'group', start: draw.pick(6), nights: 2 + draw.pick(2), rooms: band(0.1, 0.2), price: band(0.6, 0.8), hall: 'none' },
        { kind: 'event', start: draw.pick(7), nights: 1, rooms: band(0, 0), price: band(0, 0), hall: 'alone' },
        ...businessGuests(draw, [1, 2, 3, 4], 4, band(0.9, 1.15)),
      ];
    },
  },
  {
    id: 'longGroupsOverPeak',
    name: 'Cheap long groups over a sold-out peak',
    lesson:
      'A long group looks big in total, but each night it spends on the sold-out peak takes a room a guest would have paid the full rate for: judge a stay by the nights it takes, not by its total.',
    test: 'peak',
    forecast: [band(55, 68), band(60, 72), band(95, 100), band(96, 100), band(95, 100), band(60, 72), band(52, 65)],
    recipe(draw, nights) {
      const peak = nights.peak(3);
      const quiet = nights.quiet(3);
      const before = Math.max(0, peak - 1 - draw.pick(2));
      return [
        { kind: 'group', start: before, nights: 5, rooms: band(0.2, 0.3), price: band(0.55, 0.68), hall: 'none' },
        { kind: 'group', start: Math.max(0, peak - 1), nights: 4 + draw.pick(2), rooms: band(0.15, 0.25), price: band(0.55, 0.68), hall: 'none' },
        ...quietGroups(draw, quiet, 2),
        { kind: 'event', start: peak, nights: 3, rooms: band(0.15, 0.22), price: band(0.6, 0.72), hall: 'with rooms' },
        ...businessGuests(draw, [peak, peak + 1, peak + 2], 3 + draw.pick(2), band(1.0, 1.25)),
      ];
    },
  },
  {
    id: 'lateValuable',
    name: 'A valuable late request',
    lesson:
      'Cheap groups ask first for the busy nights and a far better one asks last: only a team that kept rooms back can take it, which is why a hotel protects rooms before it knows who will ask.',
    test: 'peak',
    forecast: [band(50, 62), band(70, 80), band(88, 96), band(90, 97), band(88, 95), band(62, 72), band(50, 60)],
    recipe(draw, nights) {
      const peak = nights.peak(3);
      const quiet = nights.quiet(3);
      return [
        { kind: 'group', start: peak, nights: 3, rooms: band(0.2, 0.3), price: band(0.55, 0.66), hall: 'none' },
        { kind: 'group', start: peak, nights: 2, rooms: band(0.15, 0.22), price: band(0.55, 0.68), hall: 'none' },
        ...quietGroups(draw, quiet, 2),
        ...businessGuests(draw, [peak, peak + 1, peak + 2], 3, band(1.0, 1.2)),
        // Asked last, at a rate above the full one, with a hall: the request the protected rooms were for.
        { kind: 'event', start: peak, nights: 3, rooms: band(0.3, 0.4), price: band(1.1, 1.3), hall: 'with rooms' },
      ];
    },
  },
  {
    id: 'citywideEvent',
    name: 'A citywide event',
    lesson:
      'A trade fair fills every hotel in town for three nights and guests pay the full rate or more: a discount on those nights gives money away, while the nights around the fair still welcome groups.',
    test: 'peak',
    forecast: [band(55, 65), band(72, 82), band(97, 100), band(98, 100), band(97, 100), band(70, 80), band(55, 65)],
    recipe(draw, nights) {
      const peak = nights.peak(3);
      const quiet = nights.quiet(3);
      return [
        { kind: 'group', start: peak, nights: 3, rooms: band(0.22, 0.32), price: band(0.65, 0.78), hall: 'none' },
        { kind: 'event', start: peak, nights: 3, rooms: band(0.2, 0.3), price: band(0.68, 0.8), hall: 'with rooms' },
        ...quietGroups(draw, quiet, 2),
        { kind: 'group', start: peak + 1, nights: 2, rooms: band(0.1, 0.2), price: band(0.7, 0.85), hall: 'none' },
        ...businessGuests(draw, [peak, peak + 1, peak + 2], 4, band(1.3, 1.8)),
      ];
    },
  },
];

const FAMILIES_BY_ID = new Map(WEEK_FAMILIES.map((f) => [f.id, f]));

/** The family with this id (its name and lesson are shown from here, never stored). */
export function weekFamily(id: WeekFamilyId): WeekFamily {
  return FAMILIES_BY_ID.get(id)!;
}

/** The family a choice stands for: itself, or for `mix` one drawn from the seed (each family equally likely). */
export function resolveFamily(choice: WeekFamilyChoice, seed: string): WeekFamilyId {
  if (choice !== 'mix') return choice;
  return WEEK_FAMILY_IDS[drawFrom(`${seed}|family`).pick(WEEK_FAMILY_IDS.length)]!;
}

/** A family's own forecast, drawn from the seed: whole percents per day, as the session stores them. */
export function familyForecast(id: WeekFamilyId, seed: string): Occupancy {
  const draw = drawFrom(`${seed}|forecast`);
  const bands = weekFamily(id).forecast;
  return Object.fromEntries(OCCUPANCY_DAYS.map((day, i) => [day, String(Math.round(draw.between(bands[i]!.min, bands[i]!.max)))])) as Occupancy;
}

/** The nights of a forecast as a recipe reads them. */
export function nightsOf(occupancy: Readonly<Occupancy>): Nights {
  const forecast = OCCUPANCY_DAYS.map((day) => forecastPercent(occupancy[day]));
  const peak = (length: number) => {
    const n = Math.min(7, Math.max(1, length));
    let best = 0;
    let bestSum = -1;
    for (let start = 0; start + n <= 7; start++) {
      const sum = forecast.slice(start, start + n).reduce((a, b) => a + b, 0);
      // Ties go to the later run: a week's busy nights lean to its middle, not to Sunday.
      if (sum >= bestSum) [best, bestSum] = [start, sum];
    }
    return best;
  };
  const quiet = (length: number) => {
    const start = length > 0 ? peak(length) : -1;
    const inPeak = (i: number) => start >= 0 && i >= start && i < start + length;
    return GRID_DAYS.map((_, i) => i)
      .filter((i) => !inPeak(i))
      .sort((a, b) => forecast[a]! - forecast[b]! || a - b);
  };
  return { forecast, peak, quiet };
}

/** A request of the recipe shaped for the hotel: its rooms within the hotel, its nights within the week's seven. */
function shapeOf(draw: Draw, ask: Ask, kind: PoolKind, session: PoolSession, hasRooms: boolean, hasHalls: boolean): Shape | null {
  const hall = hasHalls ? session.banquet[draw.pick(session.banquet.length)]! : null;
  if (ask.hall === 'alone' || (kind === 'event' && !hasRooms)) {
    return hall ? { type: 'BanquetOnly', roomNights: 1, noOfRoom: 0, noOfBanquet: 1, nightly: null, hall } : null;
  }
  if (!hasRooms) return null;
  const { totalRooms, baseADR } = session;
  const rooms =
    ask.rooms === 'guest'
      ? Math.min(totalRooms, draw.random() < 0.75 ? 1 : 2)
      : Math.min(totalRooms, Math.max(Math.min(2, totalRooms), Math.round(totalRooms * draw.between(ask.rooms.min, ask.rooms.max))));
  const lo = Math.ceil(baseADR * ask.price.min);
  const hi = Math.floor(baseADR * ask.price.max);
  const nightly = Math.min(Math.max(lo, Math.round(baseADR * draw.between(ask.price.min, ask.price.max))), Math.max(lo, hi));
  const nights = Math.min(7, Math.max(1, ask.nights));
  const withHall = kind === 'event' && ask.hall === 'with rooms' && hall !== null;
  return {
    type: withHall ? 'RoomAndBanquet' : 'RoomOnly',
    roomNights: nights,
    noOfRoom: rooms,
    noOfBanquet: withHall ? 1 : 0,
    nightly: Math.max(1, nightly),
    hall: withHall ? hall : null,
  };
}

/** A generated week: the family it was drawn from, and its requests in the order the hotel hears them. */
export interface FamilyWeek {
  family: WeekFamilyId;
  requests: PoolRequest[];
}

/**
 * A week of family `id` for the hotel, its nights read from `occupancy` (the
 * family's own forecast, or a campaign week's): each request a valid
 * `addScenario` request of the session, never more rooms than the hotel has
 * nor a name twice. A hotel without halls gets rooms alone; one without a
 * rate card, halls alone. The same seed always deals the same week.
 *
 * @example familyWeek(session, 'lowWeek', occupancy, 'S1|week-2').requests.length // 8
 */
export function familyWeek(session: PoolSession, id: WeekFamilyId, occupancy: Readonly<Occupancy>, seed: string): FamilyWeek {
  const draw = drawFrom(`${seed}|${id}`);
  const hasRooms = Object.keys(session.rates).length > 0 && session.totalRooms > 0;
  const hasHalls = session.banquet.length > 0;
  const kinds: PoolKind[] = [...(hasHalls ? (['event'] as const) : []), ...(hasRooms ? (['group', 'guest'] as const) : [])];
  const used = new Set<string>();
  const requests: PoolRequest[] = [];
  for (const ask of weekFamily(id).recipe(draw, nightsOf(occupancy))) {
    if (kinds.length === 0) break;
    // The name says who asks; a hall-less hotel's wedding is a group that books rooms.
    const wanted: PoolKind = ask.kind === 'event' && !hasHalls ? 'group' : ask.kind;
    const taken = takeName(draw, kinds.includes(wanted) ? wanted : kinds[0]!, used, kinds);
    if (!taken) break;
    const shape = shapeOf(draw, ask, taken.kind === 'event' ? 'event' : wanted, session, hasRooms, hasHalls);
    if (!shape) continue;
    used.add(taken.name);
    requests.push(priced(taken.name, DAY_NAMES[((ask.start % 7) + 7) % 7]!, shape, session));
  }
  return { family: id, requests };
}

export type FamilyCard = z.infer<typeof familyCardSchema>;

export function familyCard(id: WeekFamilyId): FamilyCard {
  const { name, lesson } = weekFamily(id);
  return { id, name, lesson };
}

/** The family each week of a session was drawn from, closed weeks first, then the week being played; weeks the trainer wrote are left out. */
export function weekFamilies(session: {
  week?: number | undefined;
  family?: WeekFamilyId | undefined;
  closedWeeks?: readonly { week: number; family?: WeekFamilyId | undefined }[] | undefined;
}): (FamilyCard & { week: number })[] {
  const closed = (session.closedWeeks ?? []).flatMap((w) => (w.family ? [{ week: w.week, ...familyCard(w.family) }] : []));
  return session.family ? [...closed, { week: session.week ?? 1, ...familyCard(session.family) }] : closed;
}

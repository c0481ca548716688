/**
 * The pool a campaign's next week is drawn from when the trainer has not
 * written it (issue 36): requests shaped like the benchmark's hotel week
 * (`engine/bench/policies.mjs`, `hotelWeek`; decision record 020), so a
 * generated week teaches what a written one does. Groups of 5% to 30% of the
 * rooms for 1 to 4 nights at a group discount (65% to 95% of the base ADR),
 * guests of a room or two at 90% to 130% of it, and, when the hotel has
 * halls, weddings, conferences and dinners that book one. Drawn from the
 * session's id and the week, so the device and the server deal the same week.
 */
import { DAY_NAMES, type DayName } from '../domain/days.js';
import type { ScenarioType } from '../domain/scenario.js';
import type { BanquetHall, Rates, Session } from '../domain/session.js';
import { scenarioDescription, scenarioTotal } from './scenario-total.js';
import { randomFrom } from './seeded-random.js';

/** A request as `addScenario` takes it (its fields), priced and described. */
export interface PoolRequest {
  reservationName: string;
  type: ScenarioType;
  checkInDay: DayName;
  roomNights: number;
  noOfRoom: number;
  noOfBanquet: number;
  rateType: string[];
  totalRate: number;
  description: string;
}

export type PoolSession = Pick<Session, 'id' | 'totalRooms' | 'baseADR' | 'rates'> & { banquet: readonly Pick<BanquetHall, 'name' | 'rate'>[] };

/** The bands a generated request is priced in, as shares of the base ADR per room-night. */
export const POOL_GROUP_BAND = { min: 0.65, max: 0.95 } as const;
export const POOL_GUEST_BAND = { min: 0.9, max: 1.3 } as const;
/** A group books this share of the rooms (at least two rooms, at most the hotel). */
export const POOL_GROUP_SHARE = { min: 0.05, max: 0.3 } as const;
/** A week's pool holds 8 to 12 requests unless asked for another number. */
export const POOL_SIZE = { min: 8, max: 12 } as const;

/** Who asks: an occasion that books a hall, a group that books a block of rooms, a guest who books a room or two. */
export type PoolKind = 'event' | 'group' | 'guest';
type Kind = PoolKind;

/** Occasions that book a hall (or, in a hotel without one, rooms for the party). */
const EVENT_NAMES = [
  'Mehta–Kapoor Wedding',
  'Siemens Sales Kick-off',
  'Nakamura–Silva Wedding',
  'Okonkwo 60th Birthday Gala',
  'Fernández Quinceañera',
  'Deloitte Partner Retreat',
  'Lions Club Charity Dinner',
  'Al-Mansouri Engagement',
  'Cardiology Society Symposium',
  'Bosch Dealer Conference',
  'O’Brien–Murphy Wedding',
  'Rotary District Assembly',
  'Infosys Leadership Summit',
  'Goldberg Bar Mitzvah',
  'Kowalski Anniversary Dinner',
  'Nordic Fintech Forum',
  'Reddy–Iyer Wedding Reception',
  'Toyota Supplier Day',
] as const;

/** Parties that book a block of rooms and no hall. */
const GROUP_NAMES = [
  'Lufthansa Crew Block',
  'Tata Steel Audit Team',
  'Kyoto University Study Tour',
  'Real Betis Youth Squad',
  'Vienna Chamber Choir Tour',
  'Emirates Cabin Crew',
  'Sunshine Travels Heritage Tour',
  'Schneider Electric Installers',
  'Médecins Sans Frontières Trainers',
  'Seoul Robotics Delegation',
  'Kenya Airways Crew',
  'Accenture Project Team',
  'Wanderlust Senior Tour',
  'State Bank Regional Audit',
  'Brazilian Trade Mission',
  'Lagos Film Festival Jury',
  'Chennai Super Kings Support Staff',
  'Andes Trekking Club',
] as const;

/** Guests who book a room or two, as transient guests do. */
const GUEST_NAMES = [
  'Dr. Amara Okafor',
  'Mr. & Mrs. Lindqvist',
  'Ms. Yuki Tanaka',
  'Mr. Rahul Iyer',
  'Mrs. Chen Wei',
  'Herr Klaus Becker',
  'Mme Sophie Laurent',
  'Mr. Diego Ramírez',
  'Ms. Fatima Zahra Benali',
  'Mr. Arjun Nair',
  'Dr. Ingrid Haugen',
  'Mr. Kwame Mensah',
  'Ms. Priya Sharma',
  'Mr. Tomáš Novák',
  'Mrs. Aiko Suzuki',
  'Mr. James Whitaker',
  'Ms. Leila Haddad',
  'Mr. Mateo Rossi',
] as const;

/** The names the pool gives each kind of request. */
export const POOL_NAMES_BY_KIND: Readonly<Record<PoolKind, readonly string[]>> = { event: EVENT_NAMES, group: GROUP_NAMES, guest: GUEST_NAMES };
const NAMES = POOL_NAMES_BY_KIND;

/** Every name the pool can give: a week never holds one twice, so it holds at most this many requests. */
export const POOL_NAMES: readonly string[] = [...EVENT_NAMES, ...GROUP_NAMES, ...GUEST_NAMES];

interface Draw {
  random: () => number;
  pick: (n: number) => number;
  between: (lo: number, hi: number) => number;
}

function drawFrom(seed: string): Draw {
  const random = randomFrom(seed);
  return { random, pick: (n) => Math.floor(random() * n), between: (lo, hi) => lo + random() * (hi - lo) };
}

/**
 * Four in ten a guest, as in the benchmark's hotel week; of the groups, half
 * an occasion when the hotel has a hall to hold it.
 */
function drawKind(draw: Draw, hasHalls: boolean): Kind {
  if (draw.random() < 0.4) return 'guest';
  return draw.random() < 0.5 && hasHalls ? 'event' : 'group';
}

/** A whole nightly price in the band, never rounded out of it. */
function nightlyIn(draw: Draw, band: { min: number; max: number }, adr: number): number {
  const lo = Math.ceil(adr * band.min);
  const hi = Math.floor(adr * band.max);
  const price = Math.round(adr * draw.between(band.min, band.max));
  return lo <= hi ? Math.min(hi, Math.max(lo, price)) : price;
}

/** The rate on the card nearest the price asked: the one the request is quoted against. */
function nearestRate(rates: Rates, price: number): string {
  return Object.keys(rates).reduce((best, key) => (Math.abs(rates[key]! - price) < Math.abs(rates[best]! - price) ? key : best));
}

/** A group's rooms: its share of the hotel, at least two (one room is a guest), at most the hotel. */
function groupRooms(draw: Draw, totalRooms: number): number {
  return Math.min(totalRooms, Math.max(2, Math.round(totalRooms * draw.between(POOL_GROUP_SHARE.min, POOL_GROUP_SHARE.max))));
}

/** The next unused name of the kind, or of another kind when this one's are spent. */
function takeName(draw: Draw, kind: Kind, used: Set<string>, kinds: readonly Kind[]): { kind: Kind; name: string } | null {
  for (const k of [kind, ...kinds.filter((other) => other !== kind)]) {
    const left = NAMES[k].filter((name) => !used.has(name));
    if (left.length > 0) return { kind: k, name: left[draw.pick(left.length)]! };
  }
  return null;
}

interface Shape {
  type: ScenarioType;
  roomNights: number;
  noOfRoom: number;
  noOfBanquet: number;
  /** The room-night price asked, or null for a banquet alone. */
  nightly: number | null;
  hall: Pick<BanquetHall, 'name' | 'rate'> | null;
}

function shapeOf(draw: Draw, kind: Kind, session: PoolSession, hasRooms: boolean): Shape {
  const { totalRooms, baseADR, banquet } = session;
  if (kind === 'guest') {
    const rooms = Math.min(totalRooms, draw.random() < 0.75 ? 1 : 2);
    return { type: 'RoomOnly', roomNights: 1 + draw.pick(3), noOfRoom: rooms, noOfBanquet: 0, nightly: nightlyIn(draw, POOL_GUEST_BAND, baseADR), hall: null };
  }
  if (kind === 'group') {
    return {
      type: 'RoomOnly',
      roomNights: 1 + draw.pick(4),
      noOfRoom: groupRooms(draw, totalRooms),
      noOfBanquet: 0,
      nightly: nightlyIn(draw, POOL_GROUP_BAND, baseADR),
      hall: null,
    };
  }
  const hall = banquet[draw.pick(banquet.length)]!;
  // Four in ten occasions are a dinner or a reception alone; the rest bring their guests to stay.
  if (draw.random() < 0.4 || !hasRooms) return { type: 'BanquetOnly', roomNights: 1, noOfRoom: 0, noOfBanquet: 1, nightly: null, hall };
  return {
    type: 'RoomAndBanquet',
    roomNights: 1 + draw.pick(3),
    noOfRoom: groupRooms(draw, totalRooms),
    noOfBanquet: 1,
    nightly: nightlyIn(draw, POOL_GROUP_BAND, baseADR),
    hall,
  };
}

/**
 * The request priced by the engine's own rule: its room rate at the price
 * asked (a negotiated rate, not the card's), the hall at its rate for each
 * night, as the host's form prices a package.
 */
function priced(name: string, day: DayName, shape: Shape, session: PoolSession): PoolRequest {
  const room = shape.nightly === null ? null : nearestRate(session.rates, shape.nightly);
  const rateType = [...(room === null ? [] : [room]), ...(shape.hall ? [shape.hall.name] : [])];
  const input = { type: shape.type, rateType, noOfRoom: shape.noOfRoom, roomNights: shape.roomNights, noOfBanquet: shape.noOfBanquet };
  const asked = room === null ? {} : { [room]: shape.nightly! };
  const totalRate = Math.round(scenarioTotal(input, asked, session.banquet));
  return {
    reservationName: name,
    type: shape.type,
    checkInDay: day,
    roomNights: shape.roomNights,
    noOfRoom: shape.noOfRoom,
    noOfBanquet: shape.noOfBanquet,
    rateType,
    totalRate,
    description: scenarioDescription({ ...input, reservationName: name, checkInDay: day }, totalRate),
  };
}

/**
 * Week `week`'s requests when the trainer has written none: `count` of them
 * (8 to 12, drawn, when not given; at most one per name in `POOL_NAMES`),
 * each a valid `addScenario` request of the session, never asking for more
 * rooms than the hotel has nor using a name twice. The same session and week
 * always give the same requests, and a smaller `count` the first of them.
 *
 * @example poolDeck(session, 2).map((r) => r.reservationName) // ['Siemens Sales Kick-off', 'Ms. Yuki Tanaka', ...]
 */
export function poolDeck(session: PoolSession, week: number, count?: number): PoolRequest[] {
  const draw = drawFrom(`${session.id}|pool|week-${week}`);
  // Drawn whether or not it is used, so a given count deals the first requests of the drawn week.
  const drawn = POOL_SIZE.min + draw.pick(POOL_SIZE.max - POOL_SIZE.min + 1);
  const wanted = Math.max(0, Math.min(POOL_NAMES.length, Math.floor(count ?? drawn)));
  const hasRooms = Object.keys(session.rates).length > 0 && session.totalRooms > 0;
  const hasHalls = session.banquet.length > 0;
  // A kind the hotel cannot sell (rooms without a rate card, an occasion without a hall) is never dealt.
  const kinds: Kind[] = [...(hasHalls ? (['event'] as const) : []), ...(hasRooms ? (['group', 'guest'] as const) : [])];
  const used = new Set<string>();
  const requests: PoolRequest[] = [];
  while (requests.length < wanted && kinds.length > 0) {
    const drawnKind = drawKind(draw, hasHalls);
    const taken = takeName(draw, kinds.includes(drawnKind) ? drawnKind : kinds[0]!, used, kinds);
    if (!taken) break;
    used.add(taken.name);
    const shape = shapeOf(draw, taken.kind, session, hasRooms);
    const day = DAY_NAMES[draw.pick(DAY_NAMES.length)]!;
    requests.push(priced(taken.name, day, shape, session));
  }
  return requests;
}

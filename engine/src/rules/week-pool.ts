/**
 * What a generated week's requests share (issues 36 and 49): the names of the
 * parties that ask (an occasion that books a hall, a group that books a block
 * of rooms, a guest who books a room or two), the seeded draw, and the
 * pricing of a request by the engine's own rule, as the host's form prices
 * it. The families in `week-families.ts` say who asks for what; this file
 * turns each ask into an `addScenario` request. Drawn from a seed, so the
 * device and the server deal the same week.
 */
import type { DayName } from '../domain/days.js';
import type { ScenarioType } from '../domain/booking-types.js';
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

/** Who asks: an occasion that books a hall, a group that books a block of rooms, a guest who books a room or two. */
export type PoolKind = 'event' | 'group' | 'guest';

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

export interface Draw {
  random: () => number;
  pick: (n: number) => number;
  between: (lo: number, hi: number) => number;
}

export function drawFrom(seed: string): Draw {
  const random = randomFrom(seed);
  return { random, pick: (n) => Math.floor(random() * n), between: (lo, hi) => lo + random() * (hi - lo) };
}

/** The rate on the card nearest the price asked: the one the request is quoted against. */
function nearestRate(rates: Rates, price: number): string {
  return Object.keys(rates).reduce((best, key) => (Math.abs(rates[key]! - price) < Math.abs(rates[best]! - price) ? key : best));
}

/** The next unused name of the kind, or of another kind when this one's are spent. */
export function takeName(draw: Draw, kind: PoolKind, used: Set<string>, kinds: readonly PoolKind[]): { kind: PoolKind; name: string } | null {
  for (const k of [kind, ...kinds.filter((other) => other !== kind)]) {
    const left = NAMES[k].filter((name) => !used.has(name));
    if (left.length > 0) return { kind: k, name: left[draw.pick(left.length)]! };
  }
  return null;
}

export interface Shape {
  type: ScenarioType;
  roomNights: number;
  noOfRoom: number;
  noOfBanquet: number;
  /** The room-night price asked, or null for a banquet alone. */
  nightly: number | null;
  hall: Pick<BanquetHall, 'name' | 'rate'> | null;
}

/**
 * The request priced by the engine's own rule: its room rate at the price
 * asked (a negotiated rate, not the card's), the hall at its rate for each
 * night, as the host's form prices a package.
 */
export function priced(name: string, day: DayName, shape: Shape, session: PoolSession): PoolRequest {
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

/**
 * A booking request's total rate and its generated description (docs/rules.md §5),
 * apart from the form's schema so that play and the practice deck stay free of zod.
 */
import type { ScenarioType } from '../domain/booking-types.js';
import type { BanquetHall, Rates } from '../domain/session.js';
import { formatINR } from '../format/money.js';

/** A rate type's amount: a room rate by its lowercase key, or a hall's rate by its name (case ignored). */
export function rateAmount(name: string, rates: Rates, halls: readonly Pick<BanquetHall, 'name' | 'rate'>[]): number {
  const key = name.trim().toLowerCase();
  // Own keys only: 'constructor' or '__proto__' must not find Object.prototype's members.
  if (Object.hasOwn(rates, key)) return rates[key]!;
  return halls.find((h) => h.name.trim().toLowerCase() === key)?.rate ?? 0;
}

/** Input counts as numbers: '' and anything unreadable count as 0. */
export function count(text: string | number): number {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

export interface TotalInputs {
  type: ScenarioType;
  rateType: readonly string[];
  noOfRoom: string | number;
  roomNights: string | number;
  noOfBanquet: string | number;
}

/**
 * How a rooms-and-banquet request is priced (decision record 016). `package`,
 * the default: the rooms at their rate for each night, plus the hall at its
 * rate for each night, as a hotel quotes a group. `product`: the
 * specification's formula, the sum of every selected rate multiplied by rooms,
 * nights and banquets, which prices a hall once per room.
 */
export type PricingRule = 'package' | 'product';
export const PRICING_RULES: readonly PricingRule[] = ['package', 'product'];
export const PRICING_LABELS: Record<PricingRule, string> = {
  package: 'Rooms plus hall (as a hotel quotes)',
  product: 'Specification formula (every rate x rooms x nights x banquets)',
};

function isHall(name: string, halls: readonly Pick<BanquetHall, 'name'>[]): boolean {
  const key = name.trim().toLowerCase();
  return halls.some((h) => h.name.trim().toLowerCase() === key);
}

/**
 * The request's total: RoomOnly is the rate by rooms and nights, BanquetOnly
 * the hall's rate, RoomAndBanquet by the pricing rule.
 */
export function scenarioTotal(
  input: TotalInputs,
  rates: Rates,
  halls: readonly Pick<BanquetHall, 'name' | 'rate'>[],
  pricing: PricingRule = 'package',
): number {
  const sum = input.rateType.reduce((acc, name) => acc + rateAmount(name, rates, halls), 0);
  const rooms = count(input.noOfRoom);
  const nights = count(input.roomNights);
  switch (input.type) {
    case 'RoomOnly':
      return sum * rooms * nights;
    case 'BanquetOnly':
      return sum;
    case 'RoomAndBanquet': {
      if (pricing === 'product') return sum * rooms * nights * count(input.noOfBanquet);
      const hall = input.rateType.filter((n) => isHall(n, halls)).reduce((acc, name) => acc + rateAmount(name, rates, halls), 0);
      return (sum - hall) * rooms * nights + hall * nights * Math.max(1, count(input.noOfBanquet));
    }
  }
}

/**
 * What the request pays per room-night once its hall is taken out: the figure
 * to hold against the base ADR. Null when it books no rooms.
 */
export function impliedRoomAdr(input: TotalInputs, total: number, halls: readonly Pick<BanquetHall, 'name' | 'rate'>[]): number | null {
  const roomNights = count(input.noOfRoom) * count(input.roomNights);
  if (input.type === 'BanquetOnly' || roomNights === 0) return null;
  const hall =
    input.type === 'RoomAndBanquet'
      ? input.rateType.filter((n) => isHall(n, halls)).reduce((acc, name) => acc + rateAmount(name, {}, halls), 0) *
        count(input.roomNights) *
        Math.max(1, count(input.noOfBanquet))
      : 0;
  return Math.max(0, total - hall) / roomNights;
}

/** A warning when a request's room ADR is under half or over twice the base ADR: a price no hotel would quote. */
export function adrWarning(adr: number | null, baseAdr: number): string | null {
  if (adr === null || baseAdr <= 0) return null;
  if (adr < baseAdr / 2) return 'Under half the base ADR: the rooms are priced far below what the hotel sells them for.';
  if (adr > baseAdr * 2) return 'Over twice the base ADR: no guest would pay this for the rooms; check the total.';
  return null;
}

/**
 * '{name} wants a {nights} Nights booking from {day}', then the rooms and banquet
 * part for the type, then 'with the total rate of ₹{total}'.
 */
export function scenarioDescription(input: TotalInputs & { reservationName: string; checkInDay: string }, total: number): string {
  const rooms = count(input.noOfRoom);
  const nights = count(input.roomNights);
  // The specification's sentence, in the singular where it is one: "1 Night", "1 room".
  const parts = [`${input.reservationName.trim()} wants a ${nights} ${nights === 1 ? 'Night' : 'Nights'} booking from ${input.checkInDay}`];
  const roomWords = `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;
  if (input.type === 'RoomOnly') parts.push(` with ${roomWords}`);
  if (input.type === 'BanquetOnly') parts.push(' with 1 banquet');
  if (input.type === 'RoomAndBanquet') parts.push(` with ${roomWords} and ${count(input.noOfBanquet)} banquet`);
  parts.push(` with the total rate of ${formatINR(total)}`);
  return parts.join('');
}

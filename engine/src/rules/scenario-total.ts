/**
 * A booking request's total rate and its generated description (spec/game.md §5),
 * apart from the form's schema so that play and the practice deck stay free of zod.
 */
import type { ScenarioType } from '../domain/scenario.js';
import type { BanquetHall, Rates } from '../domain/session.js';
import { formatINR } from './money.js';

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
 * The sum of the selected rate amounts, multiplied: RoomOnly by rooms and nights,
 * BanquetOnly by 1, RoomAndBanquet by rooms, nights and banquets.
 */
export function scenarioTotal(input: TotalInputs, rates: Rates, halls: readonly Pick<BanquetHall, 'name' | 'rate'>[]): number {
  const sum = input.rateType.reduce((acc, name) => acc + rateAmount(name, rates, halls), 0);
  switch (input.type) {
    case 'RoomOnly':
      return sum * count(input.noOfRoom) * count(input.roomNights);
    case 'BanquetOnly':
      return sum;
    case 'RoomAndBanquet':
      return sum * count(input.noOfRoom) * count(input.roomNights) * count(input.noOfBanquet);
  }
}

/**
 * '{name} wants a {nights} Nights booking from {day}', then the rooms and banquet
 * part for the type, then 'with the total rate of ₹{total}'.
 */
export function scenarioDescription(input: TotalInputs & { reservationName: string; checkInDay: string }, total: number): string {
  const rooms = count(input.noOfRoom);
  const parts = [`${input.reservationName.trim()} wants a ${count(input.roomNights)} Nights booking from ${input.checkInDay}`];
  if (input.type === 'RoomOnly') parts.push(` with ${rooms} rooms`);
  if (input.type === 'BanquetOnly') parts.push(' with 1 banquet');
  if (input.type === 'RoomAndBanquet') parts.push(` with ${rooms} rooms and ${count(input.noOfBanquet)} banquet`);
  parts.push(` with the total rate of ${formatINR(total)}`);
  return parts.join('');
}

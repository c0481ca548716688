/**
 * A row of an imported scenario file (CSV cells or a JSON object) shaped into the
 * fields of `importScenarios`: blank cells absent, rate types split on ';' or '|',
 * `bookingType` read as `type`, and a missing description generated as the
 * add-scenario form would. The server's import and the app's preview share it.
 */
import { DAY_NAMES, dayIndex } from '../domain/days.js';
import type { Session } from '../domain/session.js';
import { scenarioDescription, scenarioTotal } from './scenario-total.js';

export function importRowFields(raw: Record<string, unknown>, session: Pick<Session, 'rates' | 'banquet'>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    // Blank cells are absent values, so optional fields take their defaults.
    if (value === '' || value === null || value === undefined) continue;
    fields[key.trim()] = value;
  }
  if (typeof fields.rateType === 'string')
    fields.rateType = fields.rateType
      .split(/[;|]/)
      .map((s) => s.trim())
      .filter(Boolean);
  if (fields.type === undefined && fields.bookingType !== undefined) fields.type = fields.bookingType;
  delete fields.bookingType;
  const name = typeof fields.reservationName === 'string' ? fields.reservationName.trim() : '';
  if (fields.description === undefined && name && Array.isArray(fields.rateType) && typeof fields.type === 'string' && fields.checkInDay !== undefined) {
    const input = {
      type: fields.type as 'RoomOnly',
      rateType: fields.rateType as string[],
      noOfRoom: String(fields.noOfRoom ?? ''),
      roomNights: String(fields.roomNights ?? ''),
      noOfBanquet: String(fields.noOfBanquet ?? '1'),
    };
    const total = fields.totalRate !== undefined ? Number(fields.totalRate) : scenarioTotal(input, session.rates, session.banquet);
    const day = dayIndex(String(fields.checkInDay));
    fields.description = scenarioDescription(
      { ...input, reservationName: name, checkInDay: day === null ? String(fields.checkInDay) : DAY_NAMES[day]! },
      total,
    );
  }
  return fields;
}

/**
 * Reads a scenario file into numbered rows for the engine's importScenarios
 * mutation. CSV through csv-parse (header row, one scenario a line; rate types
 * separated by ';' or '|'); JSON as an array of objects, numbered from 1.
 * A row without a description gets the form's generated one.
 */
import { parse } from 'csv-parse/sync';
import { DAY_NAMES, dayIndex, scenarioDescription, scenarioTotal, type Session } from '@front-desk-rm/engine';

export type ReadResult =
  | { ok: true; rows: { line: number; fields: Record<string, unknown> }[] }
  | { ok: false; message: string; errors: { line: number; message: string }[] };

const MAX_ROWS = 500;

function shape(raw: Record<string, unknown>, session: Session): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    // Blank cells are absent values, so optional fields take their defaults.
    if (value === '' || value === null || value === undefined) continue;
    fields[key.trim()] = value;
  }
  if (typeof fields.rateType === 'string') fields.rateType = fields.rateType.split(/[;|]/).map((s) => s.trim()).filter(Boolean);
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
    fields.description = scenarioDescription({ ...input, reservationName: name, checkInDay: day === null ? String(fields.checkInDay) : DAY_NAMES[day]! }, total);
  }
  return fields;
}

export function readScenarioFile(format: 'csv' | 'json', content: string, session: Session): ReadResult {
  if (format === 'json') {
    let items: unknown;
    try {
      items = JSON.parse(content);
    } catch (err) {
      return { ok: false, message: 'The file is not valid JSON', errors: [{ line: 1, message: (err as Error).message }] };
    }
    if (!Array.isArray(items)) return { ok: false, message: 'The JSON file must hold an array of scenarios', errors: [{ line: 1, message: 'expected an array' }] };
    if (items.length > MAX_ROWS) return { ok: false, message: `At most ${MAX_ROWS} scenarios at once`, errors: [] };
    const errors: { line: number; message: string }[] = [];
    const rows = items.flatMap((item, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        errors.push({ line: i + 1, message: 'each scenario must be an object' });
        return [];
      }
      return [{ line: i + 1, fields: shape(item as Record<string, unknown>, session) }];
    });
    return errors.length > 0 ? { ok: false, message: `${errors.length} rows have errors; nothing was imported`, errors } : { ok: true, rows };
  }

  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true, relax_column_count: false }) as typeof records;
  } catch (err) {
    const line = Number((err as { lines?: number }).lines) || 1;
    return { ok: false, message: 'The CSV file could not be read', errors: [{ line, message: (err as Error).message }] };
  }
  if (records.length > MAX_ROWS) return { ok: false, message: `At most ${MAX_ROWS} scenarios at once`, errors: [] };
  return { ok: true, rows: records.map(({ record, info }) => ({ line: info.lines, fields: shape(record, session) })) };
}

/**
 * A scenario file, read once for the app's preview and the server's import
 * alike (issue 52): a CSV with a header row (comma, semicolon, as Excel writes
 * it in German, French and Spanish, tab or pipe between cells, found from the
 * file) through papaparse, or a JSON array of objects; then each row shaped
 * into the fields of `importScenarios`: blank cells absent, rate types split on
 * ';' or '|', `bookingType` read as `type`, and a missing description
 * generated as the add-scenario form would.
 */
import Papa from 'papaparse';
import { MAX_IMPORT_ROWS, SCENARIO_FILE_MESSAGES } from '../domain/scenario.js';
import { DAY_NAMES, dayIndex } from '../domain/days.js';
import type { Session } from '../domain/session.js';
import { scenarioDescription, scenarioTotal } from '../rules/scenario-total.js';

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

export interface ImportRow {
  /** As a spreadsheet numbers it (the header is line 1), or the JSON item's place from 1. */
  line: number;
  fields: Record<string, unknown>;
}

export type ScenarioFileRead = { ok: true; rows: ImportRow[] } | { ok: false; message: string; errors: { line: number; message: string }[] };

export type ScenarioFileFormat = 'csv' | 'json';

/** A file's format from its name, or from its first character when the name says nothing. */
export function scenarioFileFormat(fileName: string, content: string): ScenarioFileFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'csv';
  return /^\s*\[/.test(content) ? 'json' : 'csv';
}

function readJson(content: string): { line: number; raw: Record<string, unknown> }[] | Extract<ScenarioFileRead, { ok: false }> {
  let items: unknown;
  try {
    items = JSON.parse(content);
  } catch (err) {
    return { ok: false, message: SCENARIO_FILE_MESSAGES.notJson, errors: [{ line: 1, message: (err as Error).message }] };
  }
  if (!Array.isArray(items))
    return { ok: false, message: SCENARIO_FILE_MESSAGES.notArray, errors: [{ line: 1, message: SCENARIO_FILE_MESSAGES.expectedArray }] };
  const errors = items.flatMap((item, i) =>
    typeof item !== 'object' || item === null || Array.isArray(item) ? [{ line: i + 1, message: SCENARIO_FILE_MESSAGES.notObject }] : [],
  );
  if (errors.length > 0)
    return { ok: false, message: `${errors.length} ${errors.length === 1 ? 'row has' : 'rows have'} errors; nothing was imported`, errors };
  return items.map((raw, i) => ({ line: i + 1, raw: raw as Record<string, unknown> }));
}

function readCsv(content: string): { line: number; raw: Record<string, unknown> }[] | Extract<ScenarioFileRead, { ok: false }> {
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transform: (v) => v.trim(),
    transformHeader: (h) => h.trim(),
  });
  // A file with one column has no delimiter to find: that is no error of the file's.
  const errors = parsed.errors.filter((e) => e.type !== 'Delimiter');
  if (errors.length > 0) {
    // papaparse counts a quote's row with the header and a row's cells without it; one problem a line, in order.
    const byLine = new Map<number, string>();
    for (const e of errors) {
      const line = (e.row ?? 0) + (e.type === 'Quotes' ? 1 : 2);
      if (!byLine.has(line)) byLine.set(line, e.message);
    }
    const listed = [...byLine].sort(([a], [b]) => a - b).map(([line, message]) => ({ line, message }));
    return { ok: false, message: SCENARIO_FILE_MESSAGES.csvUnreadable, errors: listed };
  }
  return parsed.data.map((raw, i) => ({ line: i + 2, raw }));
}

/**
 * The rows of a scenario file for `importScenarios`, or why it cannot be
 * read, each problem by its line. A file with a header and no rows reads as
 * no rows: the import says the file holds no scenarios.
 */
export function readScenarioFile(format: ScenarioFileFormat, content: string, session: Pick<Session, 'rates' | 'banquet'>): ScenarioFileRead {
  const records = format === 'json' ? readJson(content) : readCsv(content);
  if (!Array.isArray(records)) return records;
  if (records.length > MAX_IMPORT_ROWS) return { ok: false, message: `At most ${MAX_IMPORT_ROWS} scenarios at once`, errors: [] };
  return { ok: true, rows: records.map(({ line, raw }) => ({ line, fields: importRowFields(raw, session) })) };
}

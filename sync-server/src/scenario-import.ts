/**
 * Reads a scenario file into numbered rows for the engine's importScenarios
 * mutation. CSV through csv-parse (header row, one scenario a line; rate types
 * separated by ';' or '|'); JSON as an array of objects, numbered from 1.
 * Each row is shaped by the engine's `importRowFields`, as the app's preview does.
 */
import { parse } from 'csv-parse/sync';
import { importRowFields, type Session } from '@front-desk-rm/engine';

export type ReadResult =
  { ok: true; rows: { line: number; fields: Record<string, unknown> }[] } | { ok: false; message: string; errors: { line: number; message: string }[] };

const MAX_ROWS = 500;

export function readScenarioFile(format: 'csv' | 'json', content: string, session: Session): ReadResult {
  if (format === 'json') {
    let items: unknown;
    try {
      items = JSON.parse(content);
    } catch (err) {
      return { ok: false, message: 'The file is not valid JSON', errors: [{ line: 1, message: (err as Error).message }] };
    }
    if (!Array.isArray(items))
      return { ok: false, message: 'The JSON file must hold an array of scenarios', errors: [{ line: 1, message: 'expected an array' }] };
    if (items.length > MAX_ROWS) return { ok: false, message: `At most ${MAX_ROWS} scenarios at once`, errors: [] };
    const errors: { line: number; message: string }[] = [];
    const rows = items.flatMap((item, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        errors.push({ line: i + 1, message: 'each scenario must be an object' });
        return [];
      }
      return [{ line: i + 1, fields: importRowFields(item as Record<string, unknown>, session) }];
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
  return { ok: true, rows: records.map(({ record, info }) => ({ line: info.lines, fields: importRowFields(record, session) })) };
}

/**
 * Reads a scenario file the host picked (CSV with a header row, or a JSON array)
 * into the numbered rows of the engine's importScenarios, shaped as the server's
 * import shapes them. CSV through papaparse; rate types separated by ';' or '|'.
 */
import Papa from 'papaparse';
import { importRowFields, type Session } from '@front-desk-rm/engine';

export type ScenarioFile = { ok: true; rows: { line: number; fields: Record<string, unknown> }[] } | { ok: false; message: string };

export const MAX_IMPORT_ROWS = 500;

export function readScenarioFile(fileName: string, content: string, session: Pick<Session, 'rates' | 'banquet'>): ScenarioFile {
  const json = fileName.toLowerCase().endsWith('.json') || /^\s*\[/.test(content);
  let records: { line: number; raw: Record<string, unknown> }[];
  if (json) {
    let items: unknown;
    try {
      items = JSON.parse(content);
    } catch (err) {
      return { ok: false, message: `The file is not valid JSON: ${(err as Error).message}` };
    }
    if (!Array.isArray(items)) return { ok: false, message: 'The JSON file must hold an array of scenarios' };
    const bad = items.findIndex((item) => typeof item !== 'object' || item === null || Array.isArray(item));
    if (bad >= 0) return { ok: false, message: `Line ${bad + 1}: each scenario must be an object` };
    records = items.map((raw, i) => ({ line: i + 1, raw: raw as Record<string, unknown> }));
  } else {
    const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transform: (v) => v.trim() });
    const problem = parsed.errors[0];
    if (problem) return { ok: false, message: `The CSV file could not be read: line ${(problem.row ?? 0) + 2}: ${problem.message}` };
    // Line numbers as a spreadsheet shows them: the header is line 1.
    records = parsed.data.map((raw, i) => ({ line: i + 2, raw }));
  }
  if (records.length === 0) return { ok: false, message: 'The file holds no scenarios' };
  if (records.length > MAX_IMPORT_ROWS) return { ok: false, message: `At most ${MAX_IMPORT_ROWS} scenarios at once` };
  return { ok: true, rows: records.map(({ line, raw }) => ({ line, fields: importRowFields(raw, session) })) };
}

/** Small schemas that several contracts share. */
import { z } from 'zod';
import { EMAIL_PATTERN, GAME_CODE_PATTERN } from './patterns.js';

// zod compiles object parsers with `new Function` when it may, and probes for it first: under the app's
// Content-Security-Policy (no eval) the probe is a violation the browser reports on every page. The
// plain parsers are fast enough for every contract here, in the browser and on the server alike.
z.config({ jitless: true });

export { EMAIL_PATTERN, GAME_CODE_PATTERN };

/** Identifiers are opaque strings (ULIDs on this server). */
export const idSchema = z.string().trim().min(1, 'is required').max(64, 'is too long');

/**
 * Bidirectional marks, embeddings, overrides and isolates, and zero-width
 * characters: invisible, and able to make one name read as another on a
 * leaderboard or a lobby (a right-to-left override turns "Team 1" around).
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * Control characters (C0, DEL, C1) and the line and paragraph separators: a name is one line. A line break in a name
 * split its cell in the progress CSV, and got a formula past the spreadsheet guard as a second line.
 */
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** A name as people will read it: NFC, one line (control characters and line breaks folded to a space), without invisible characters, trimmed. */
export function cleanName(text: string): string {
  return text.normalize('NFC').replace(LINE_BREAKING, ' ').replace(INVISIBLE, '').trim();
}

/**
 * A spreadsheet cell a spreadsheet would run as a formula: one that starts with =, +, -, @, a tab or a carriage
 * return after any leading whitespace, whatever follows, on any line. Every CSV the app writes passes it to
 * papaparse's `escapeFormulae`, which puts a ' before such a cell (papaparse's own pattern missed a cell that runs
 * over two lines).
 */
export const CSV_FORMULA = /^\s*[=+\-@\t\r]/;

/**
 * A name someone types and others read (a player, a session, a hotel, a
 * hall): cleaned, then required (unless `optional`) and at most `max`
 * characters, each refusal in words of its own.
 *
 * @example nameSchema({ required: 'name is required', max: 120, label: 'name' }).parse('\u202Eanna ') // 'anna'
 */
export function nameSchema(options: { required: string; max: number; label: string }) {
  return z
    .string({ error: options.required })
    .transform(cleanName)
    .pipe(z.string().min(1, options.required).max(options.max, `${options.label} is too long (at most ${options.max} characters)`));
}

/** ISO-8601 timestamp with offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** The game code, upper-cased: codes match case-insensitively (docs/rules.md §10). */
export const gameCodeSchema = z
  .string()
  .trim()
  .regex(GAME_CODE_PATTERN, 'Game code must be 5-10 alphanumeric characters')
  .transform((c) => c.toUpperCase());

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email address' }));

/** A number that may arrive as a numeric string, as HTML inputs send them. */
export function numeric(message: string) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }).finite(message));
}

/** The documented envelope: `{success, message, data}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string().optional(), data });
}

/** Every failure answers in this shape, with a message that names the problem. */
export const errorBodySchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The first problem of a failed parse, naming its field: "email: Please enter a valid email address". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

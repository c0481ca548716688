/**
 * `GET /api/progress/csv`: the host's participants' progress as a file a
 * spreadsheet opens, one row per participant per round, written with the
 * same CSV library and the same guard against formulas as the report's file.
 */
import Papa from 'papaparse';
import { CSV_FORMULA, type HostParticipantProgress } from '@front-desk-rm/engine/domain';

export const PROGRESS_CSV_FIELDS = [
  'Name',
  'E-mail',
  // Beside the e-mail, so a host can send each participant theirs (decision record 025).
  'Personal code',
  'Session',
  'Round',
  'Played at',
  'Team',
  'Revenue (INR)',
  'Optimum (INR)',
  'Share of optimum (%)',
  'Expected optimum (INR)',
  'Share of expected optimum (%)',
] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const money = (n: number | null) => (n === null ? '' : Math.round(n));
const percent = (n: number | null) => (n === null ? '' : round1(n));

/**
 * The CSV text, with a byte-order mark so Excel reads names with accents as
 * UTF-8. Names come from participants: a cell opening with = + - @ would run
 * as a formula (CSV injection), so such text gets a leading quote.
 */
export function progressCsv(participants: readonly HostParticipantProgress[]): string {
  const data = participants.flatMap((p) =>
    p.entries.map((e) => [
      p.name,
      p.email,
      p.personalCode,
      e.sessionName,
      e.round,
      e.playedAt,
      e.teamName,
      money(e.revenue),
      money(e.optimum),
      percent(e.share),
      money(e.expectedOptimum),
      percent(e.expectedShare),
    ]),
  );
  return `\ufeff${Papa.unparse({ fields: [...PROGRESS_CSV_FIELDS], data }, { escapeFormulae: CSV_FORMULA })}\r\n`;
}

/** The attachment's name: what it is and the day it was taken. */
export function progressFileName(today: Date): string {
  return `front-desk-rm-progress-${today.toISOString().slice(0, 10)}.csv`;
}

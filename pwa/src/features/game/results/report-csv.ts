/**
 * The 'Download Report' file: every team's figures, every team's answer to
 * every request, then the house policies' figures and what each did with each
 * request, as one CSV of four tables with their own header rows (the way
 * spreadsheets open a multi-table export).
 */
import Papa from 'papaparse';
import { CSV_FORMULA, type Session } from '@front-desk-rm/engine/domain';
import { refusedText } from '@front-desk-rm/engine/optimum';
import { type ReportHouseChoice, type ReportView } from '@front-desk-rm/engine/views';
import { saveBlob } from '../../../components/ui/save-blob.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Names come from players and hosts: a cell that opens with = + - @ would run as a
 * spreadsheet formula (CSV injection, OWASP), so such text gets a leading quote.
 * Numbers are left alone, negative ones included.
 */
const SAFE = { escapeFormulae: CSV_FORMULA } as const;

/** The week's figures, as the team and the house tables both give them. */
const FIGURE_FIELDS = ['Revenue (INR)', 'Occupancy (%)', 'ADR (INR)', 'RevPAR (INR)', 'Accepted', 'Declined'];
type Figured = { revenue: number; occupancy: number; ADR: number; revPar: number; accepted: number; declined: number };
const figureCells = (f: Figured) => [Math.round(f.revenue), round1(f.occupancy), Math.round(f.ADR), Math.round(f.revPar), f.accepted, f.declined];
const shareCell = (percent: number | null) => (percent === null ? '' : round1(percent));

/** A refused accept says so, with the night that was full; an accept or a decline is the word alone. */
function houseChoiceText(c: ReportHouseChoice['choices'][number]): string {
  return c.decision === 'Refused' && c.didNotFit ? refusedText(c.didNotFit) : c.decision;
}

export function reportCsv(report: ReportView, title: { session: string; hotel: string }): string {
  const teams = Papa.unparse(
    {
      fields: ['Rank', 'Team', 'Members', ...FIGURE_FIELDS, 'Status', 'Of best possible (%)'],
      data: report.teams.map((t) => [t.rank, t.team, t.members, ...figureCells(t), t.status, shareCell(t.percentOfOptimum)]),
    },
    SAFE,
  );
  const decisions = Papa.unparse(
    {
      fields: [
        'Team',
        'Request',
        'Reservation',
        'Type',
        'Check-in day',
        'Nights',
        'Rooms',
        'Banquets',
        'Rate types',
        'Total rate (INR)',
        'Decision',
        'Decided by',
        'Made at',
        'Reached the server at',
        'Best choice',
        'Revenue effect (INR)',
        'Net of displacement (INR)',
        'Did not fit',
      ],
      data: report.decisions.map((d) => [
        d.team,
        d.request,
        d.reservationName,
        d.type,
        d.checkInDay,
        d.roomNights,
        d.rooms,
        d.banquets,
        d.rateTypes,
        Math.round(d.totalRate),
        d.decision,
        d.decidedBy,
        d.madeAt,
        d.reachedAt,
        d.bestChoice ?? '',
        d.revenueEffect === null ? '' : Math.round(d.revenueEffect),
        Math.round(d.netOfDisplacement),
        d.didNotFit ?? '',
      ]),
    },
    SAFE,
  );
  const house = Papa.unparse(
    {
      fields: ['House policy', 'What it teaches', ...FIGURE_FIELDS, 'Of best possible (%)'],
      data: report.house.map((h) => [h.name, h.teaches, ...figureCells(h), shareCell(h.percentOfOptimum)]),
    },
    SAFE,
  );
  const choices = Papa.unparse(
    {
      fields: ['Request', 'Reservation', 'Total rate (INR)', ...report.house.map((h) => h.name)],
      data: report.houseChoices.map((c) => [c.request, c.reservationName, Math.round(c.totalRate), ...c.choices.map(houseChoiceText)]),
    },
    SAFE,
  );
  const best = report.optimumRevenue === null ? [] : ['Best possible revenue (INR)', Math.round(report.optimumRevenue)];
  const heading = Papa.unparse([[`Front Desk RM report: ${title.session}`, title.hotel, ...best]], SAFE);
  return [heading, '', teams, '', decisions, '', house, '', choices, ''].join('\r\n');
}

/** A file name a person can file away: the session's name and the date. */
export function reportFileName(sessionName: string, today: Date): string {
  const slug =
    sessionName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'session';
  return `front-desk-rm-${slug}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  // The byte-order mark makes Excel read ₹ and names with accents as UTF-8.
  saveBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** 'Download Report': the session's report as today's CSV file. */
export function downloadReport(session: Pick<Session, 'name' | 'hotelName'>, report: ReportView): void {
  downloadCsv(reportCsv(report, { session: session.name, hotel: session.hotelName }), reportFileName(session.name, new Date()));
}

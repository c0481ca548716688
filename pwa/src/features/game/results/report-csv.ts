/**
 * The 'Download Report' file: every team's figures, every team's answer to
 * every request, then the house policies' figures and what each did with each
 * request, as one CSV of four tables with their own header rows (the way
 * spreadsheets open a multi-table export).
 */
import Papa from 'papaparse';
import { CSV_FORMULA, DEFAULT_GAME_CURRENCY, type GameLanguage, type Session } from '@front-desk-rm/engine/domain';
import { type ReportHouseChoice, type ReportView } from '@front-desk-rm/engine/views';
import { saveBlob } from '../../../components/ui/save-blob.js';
import { unfitText } from '../../../components/ui/unfit-text.js';
import { formatterFor } from '../../../i18n/format.js';
import type { PlacementSays } from '@front-desk-rm/engine/rules';
import { currentLanguage } from '../../../i18n/i18n.js';
import { translate, type Translate } from '../../../i18n/use-t.js';
import { bookingTypeText, decidedByText, policyName, policyTeaches, teamStatusText } from './report-words.js';
import { choiceWords, dayInFull, outcomeWords } from '../../../components/ui/engine-words.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Names come from players and hosts: a cell that opens with = + - @ would run as a
 * spreadsheet formula (CSV injection, OWASP), so such text gets a leading quote.
 * Numbers are left alone, negative ones included.
 */
const SAFE = { escapeFormulae: CSV_FORMULA } as const;

/**
 * The language the file is written in: the device's (issue 54), its headings and words as the screens say them. Amounts
 * stay plain numbers, which a spreadsheet reads in any language; the headings name the session's currency.
 */
export interface ReportWords {
  t: Translate;
  language: GameLanguage;
}

type Unfit = (english: string, says: PlacementSays | null) => string;

/** The week's figures, as the team and the house tables both give them. */
const figureFields = (t: Translate, currency: string) => [
  t('results.csv.revenue', { currency }),
  t('results.csv.occupancy'),
  t('results.csv.adr', { currency }),
  t('results.csv.revPar', { currency }),
  t('results.csv.accepted'),
  t('results.csv.declined'),
];
type Figured = { revenue: number; occupancy: number; ADR: number; revPar: number; accepted: number; declined: number };
const figureCells = (f: Figured) => [Math.round(f.revenue), round1(f.occupancy), Math.round(f.ADR), Math.round(f.revPar), f.accepted, f.declined];
const shareCell = (percent: number | null) => (percent === null ? '' : round1(percent));

/** A refused accept says so, with the night that was full; an accept or a decline is the word alone. */
function houseChoiceText(t: Translate, unfit: Unfit, c: ReportHouseChoice['choices'][number]): string {
  return c.decision === 'Refused' && c.didNotFit ? t('results.csv.refused', { reason: unfit(c.didNotFit, c.didNotFitSays) }) : choiceWords(t, c.decision);
}

export function reportCsv(
  report: ReportView,
  title: { session: string; hotel: string; currency?: string | undefined },
  words: ReportWords = { t: translate, language: currentLanguage() },
): string {
  const { t, language } = words;
  const currency = title.currency ?? DEFAULT_GAME_CURRENCY;
  const format = formatterFor(language, currency);
  const unfit: Unfit = (english, says) => unfitText(t, format, english, says);
  const figures = figureFields(t, currency);
  const teams = Papa.unparse(
    {
      fields: [t('results.csv.rank'), t('results.csv.team'), t('results.csv.members'), ...figures, t('results.csv.status'), t('results.csv.ofBest')],
      data: report.teams.map((r) => [r.rank, r.team, r.members, ...figureCells(r), teamStatusText(t, r.status), shareCell(r.percentOfOptimum)]),
    },
    SAFE,
  );
  const decisions = Papa.unparse(
    {
      fields: [
        t('results.csv.team'),
        t('results.csv.request'),
        t('results.csv.reservation'),
        t('results.csv.type'),
        t('results.csv.checkInDay'),
        t('results.csv.nights'),
        t('results.csv.rooms'),
        t('results.csv.banquets'),
        t('results.csv.rateTypes'),
        t('results.csv.totalRate', { currency }),
        t('results.csv.decision'),
        t('results.csv.decidedBy'),
        t('results.csv.madeAt'),
        t('results.csv.reachedAt'),
        t('results.csv.bestChoice'),
        t('results.csv.revenueEffect', { currency }),
        t('results.csv.netOfDisplacement', { currency }),
        t('results.csv.didNotFit'),
      ],
      data: report.decisions.map((d) => [
        d.team,
        d.request,
        d.reservationName,
        bookingTypeText(t, d.type),
        dayInFull(format, d.checkInDay),
        d.roomNights,
        d.rooms,
        d.banquets,
        d.rateTypes,
        Math.round(d.totalRate),
        outcomeWords(t, d.decision),
        decidedByText(t, d.decidedBy),
        d.madeAt,
        d.reachedAt,
        d.bestChoice === null ? '' : choiceWords(t, d.bestChoice),
        d.revenueEffect === null ? '' : Math.round(d.revenueEffect),
        Math.round(d.netOfDisplacement),
        d.didNotFit ? unfit(d.didNotFit, d.didNotFitSays) : '',
      ]),
    },
    SAFE,
  );
  const house = Papa.unparse(
    {
      fields: [t('results.csv.housePolicy'), t('results.csv.teaches'), ...figures, t('results.csv.ofBest')],
      data: report.house.map((h) => [policyName(t, h.policy, h.name), policyTeaches(t, h.policy, h.teaches), ...figureCells(h), shareCell(h.percentOfOptimum)]),
    },
    SAFE,
  );
  const choices = Papa.unparse(
    {
      fields: [
        t('results.csv.request'),
        t('results.csv.reservation'),
        t('results.csv.totalRate', { currency }),
        ...report.house.map((h) => policyName(t, h.policy, h.name)),
      ],
      data: report.houseChoices.map((c) => [c.request, c.reservationName, Math.round(c.totalRate), ...c.choices.map((x) => houseChoiceText(t, unfit, x))]),
    },
    SAFE,
  );
  const best = report.optimumRevenue === null ? [] : [t('results.csv.bestRevenue', { currency }), Math.round(report.optimumRevenue)];
  const heading = Papa.unparse([[t('results.csv.title', { session: title.session }), title.hotel, ...best]], SAFE);
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

/** 'Download Report': the session's report as today's CSV file, in the device's language. */
export function downloadReport(session: Pick<Session, 'name' | 'hotelName' | 'currency'>, report: ReportView, words: ReportWords): void {
  downloadCsv(
    reportCsv(report, { session: session.name, hotel: session.hotelName, currency: session.currency }, words),
    reportFileName(session.name, new Date()),
  );
}

/**
 * How a participant's progress reads on screen: a share in words a host can
 * act on (a figure, or why there is none yet), the rounds as the table's
 * columns in the order they were played, and a history as one sentence for
 * screen readers.
 */
import { DEFAULT_GAME_CURRENCY, type OptimumState, type ParticipantProgress, type ProgressEntry } from '@front-desk-rm/engine/domain';
import { formatterFor, type Format } from '../../../i18n/format.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { translate, type Translate } from '../../../i18n/use-t.js';

/** What the words are written with: a screen's `t` and `useFormat()`; outside a screen, the language spoken now. */
export type ProgressWriter = { t: Translate } & Pick<Format, 'language' | 'percent' | 'day'>;

const spokenNow = (): ProgressWriter => ({ t: translate, ...formatterFor(currentLanguage(), DEFAULT_GAME_CURRENCY) });

/** Why a share is missing, in the words the screens show. */
export function missingShare(state: Exclude<OptimumState, 'known'>, { t }: Pick<ProgressWriter, 't'> = spokenNow()): string {
  if (state === 'working') return t('progress.share.working');
  if (state === 'hidden') return t('progress.share.hidden');
  return t('progress.share.none');
}

/** '72.4%', or why there is no figure: still solved, kept until the game ends, or none at all. */
export function shareText(share: number | null, state: OptimumState, w: ProgressWriter = spokenNow()): string {
  if (share !== null) return w.percent(share);
  return state === 'known' ? w.t('progress.share.none') : missingShare(state, w);
}

/** A round of a session, as a column of the host's table. */
export interface RoundColumn {
  key: string;
  sessionName: string;
  round: number;
  playedAt: string;
  /** 'Forecast workshop' or, for a session played more than once, 'Forecast workshop, round 2'. */
  label: string;
  /** The label with the day it was played, different from every other column's. */
  header: string;
}

export const entryKey = (e: Pick<ProgressEntry, 'sessionId' | 'round'>) => `${e.sessionId}#${e.round}`;

/** Every round anyone played, oldest first; a session's rounds say which they are only when it has more than one. */
export function roundColumns(participants: readonly ParticipantProgress[], { t, day }: ProgressWriter = spokenNow()): RoundColumn[] {
  const rounds = new Map<string, ProgressEntry>();
  for (const p of participants) for (const e of p.entries) if (!rounds.has(entryKey(e))) rounds.set(entryKey(e), e);
  const played = [...rounds.values()].sort((a, b) => (a.playedAt < b.playedAt ? -1 : a.playedAt > b.playedAt ? 1 : a.round - b.round));
  const roundsOf = new Map<string, number>();
  for (const e of played) roundsOf.set(e.sessionId, (roundsOf.get(e.sessionId) ?? 0) + 1);
  const headers = new Map<string, number>();
  return played.map((e) => {
    const label = (roundsOf.get(e.sessionId) ?? 0) > 1 ? t('progress.column.round', { session: e.sessionName, round: e.round }) : e.sessionName;
    // Two sessions of the same name played the same day still need two columns.
    const header = t('progress.column.header', { label, day: day(e.playedAt) });
    const seen = (headers.get(header) ?? 0) + 1;
    headers.set(header, seen);
    return {
      key: entryKey(e),
      sessionName: e.sessionName,
      round: e.round,
      playedAt: e.playedAt,
      label,
      header: seen > 1 ? t('progress.column.again', { header, count: seen }) : header,
    };
  });
}

/**
 * The shares the chart draws: a round still being played has no share yet
 * worth a point on the line (its revenue grows as the room plays), so it is
 * a gap, as is a round whose best week is not known.
 */
export function chartedShares(entries: readonly ProgressEntry[]): (number | null)[] {
  return entries.map((e) => (e.live ? null : e.share));
}

/** A history as a screen reader hears the chart: 'Share of the best week, oldest first: Demo week 64.0%, Second week 71.5%'. */
export function historySentence(entries: readonly ProgressEntry[], w: ProgressWriter = spokenNow()): string {
  const { t } = w;
  if (entries.length === 0) return t('progress.history.none');
  const parts = entries.map((e) => {
    const share = e.live ? t('progress.playingNow') : shareText(e.share, e.optimumState, w);
    return e.round > 1
      ? t('progress.history.round', { session: e.sessionName, round: e.round, share })
      : t('progress.history.session', { session: e.sessionName, share });
  });
  return t('progress.history', { rounds: new Intl.ListFormat(w.language, { type: 'unit', style: 'short' }).format(parts) });
}

/** The change from the first finished round with a share to the last, in points; null with fewer than two. */
export function shareTrend(entries: readonly ProgressEntry[]): number | null {
  const shares = chartedShares(entries).filter((s): s is number => s !== null);
  if (shares.length < 2) return null;
  return shares[shares.length - 1]! - shares[0]!;
}

/** '+6.5 points', '−3.0 points', 'no change'. */
export function trendText(points: number, { t, language }: Pick<ProgressWriter, 't' | 'language'> = spokenNow()): string {
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) return t('progress.trend.none');
  const size = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(rounded));
  return rounded > 0 ? t('progress.trend.up', { points: size }) : t('progress.trend.down', { points: size });
}

/** What the status chip says, as a pure function of the sync state and the time, so it is tested without a browser. */
import type { SyncStatus } from '../../data/sync/sync-engine.js';
import { translate, type Translate } from '../../i18n/use-t.js';

/** Changes waiting this long (the server slow, or a push retried) are shown; a normal round is over sooner. */
export const WAITING_SHOWN_AFTER_MS = 2000;

export interface ChipInput {
  status: SyncStatus;
  pending: number;
  /** When the outbox last went from empty to not empty. */
  waitingSince: number | null;
  retryAt: number | null;
  now: number;
}

export interface ChipView {
  tone: 'online' | 'offline' | 'sending' | 'unreachable';
  label: string;
  /** How many changes wait, when any do and it is worth saying. */
  waiting: string | null;
  /** Seconds until the next try, while the server cannot be reached. */
  retryIn: number | null;
}

/** What the chip says for the state: it changes only for states that last. */
export function chipView({ status, pending, waitingSince, retryAt, now }: ChipInput, t: Translate = translate): ChipView {
  const waiting = pending > 0 ? t('status.waiting', { count: pending }) : null;
  if (status === 'offline') return { tone: 'offline', label: t('status.offline'), waiting, retryIn: null };
  if (status === 'unreachable')
    return {
      tone: 'unreachable',
      label: t('status.unreachable'),
      waiting,
      retryIn: retryAt === null ? null : Math.max(0, Math.ceil((retryAt - now) / 1000)),
    };
  if (pending > 0 && waitingSince !== null && now - waitingSince >= WAITING_SHOWN_AFTER_MS)
    return { tone: 'sending', label: t('status.sending'), waiting, retryIn: null };
  return { tone: 'online', label: t('status.online'), waiting: null, retryIn: null };
}

/** Changes that have waited this long are worth interrupting a screen reader for (issue 26); a slow round is not. */
export const WAITING_ANNOUNCED_AFTER_MS = 10_000;

/** What the network's state means to a player, in the few kinds worth saying aloud. */
export type ChipNews = 'online' | 'offline' | 'unreachable' | 'waiting';

export function chipNews({ status, pending, waitingSince, now }: ChipInput): ChipNews {
  if (status === 'offline') return 'offline';
  if (status === 'unreachable') return 'unreachable';
  if (pending > 0 && waitingSince !== null && now - waitingSince >= WAITING_ANNOUNCED_AFTER_MS) return 'waiting';
  return 'online';
}

/**
 * What a screen reader hears when the news changes, and nothing when it does
 * not: the chip's own label changes with every sync round and is not a live
 * region, so a game of five-second polls is silent while nothing happens.
 */
export function newsToSay(before: ChipNews | null, now: ChipNews, pending: number, t: Translate = translate): string | null {
  if (before === now) return null;
  switch (now) {
    case 'offline':
      return t('status.news.offline');
    case 'unreachable':
      return t('status.news.unreachable');
    case 'waiting':
      return t('status.news.waiting', { count: pending });
    case 'online':
      return before === null ? null : before === 'waiting' ? t('status.news.allSent') : t('status.news.backOnline');
  }
}

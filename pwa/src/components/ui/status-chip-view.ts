/** What the status chip says, as a pure function of the sync state and the time, so it is tested without a browser. */
import type { SyncStatus } from '../../data/sync/sync-engine.js';

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

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting`;

/** What the chip says for the state: it changes only for states that last. */
export function chipView({ status, pending, waitingSince, retryAt, now }: ChipInput): ChipView {
  const waiting = pending > 0 ? changes(pending) : null;
  if (status === 'offline') return { tone: 'offline', label: 'Offline', waiting, retryIn: null };
  if (status === 'unreachable')
    return { tone: 'unreachable', label: 'Server unreachable', waiting, retryIn: retryAt === null ? null : Math.max(0, Math.ceil((retryAt - now) / 1000)) };
  if (pending > 0 && waitingSince !== null && now - waitingSince >= WAITING_SHOWN_AFTER_MS)
    return { tone: 'sending', label: 'Sending', waiting, retryIn: null };
  return { tone: 'online', label: 'Online', waiting: null, retryIn: null };
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
export function newsToSay(before: ChipNews | null, now: ChipNews, pending: number): string | null {
  if (before === now) return null;
  switch (now) {
    case 'offline':
      return 'Offline. Your changes are kept on this device and sent when the network returns.';
    case 'unreachable':
      return 'The server cannot be reached. Your changes are kept on this device.';
    case 'waiting':
      return `${changes(pending)} to be sent. They are kept on this device.`;
    case 'online':
      return before === null ? null : before === 'waiting' ? 'All changes sent.' : 'Back online. Your changes are being sent.';
  }
}

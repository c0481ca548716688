import { describe, expect, it } from 'vitest';
import { chipView, WAITING_SHOWN_AFTER_MS, chipNews, newsToSay } from './status-chip-view.js';

const at = 1_000_000;

describe('chipView', () => {
  it('says Online through a sync round of a fraction of a second, and for changes that have waited under 2 s', () => {
    expect(chipView({ status: 'online', pending: 0, waitingSince: null, retryAt: null, now: at })).toMatchObject({
      tone: 'online',
      label: 'Online',
      waiting: null,
    });
    expect(chipView({ status: 'online', pending: 1, waitingSince: at - 500, retryAt: null, now: at })).toMatchObject({
      tone: 'online',
      label: 'Online',
      waiting: null,
    });
  });

  it('shows changes that have waited 2 s or more', () => {
    expect(chipView({ status: 'online', pending: 3, waitingSince: at - WAITING_SHOWN_AFTER_MS, retryAt: null, now: at })).toEqual({
      tone: 'sending',
      label: 'Sending',
      waiting: '3 changes waiting',
      retryIn: null,
    });
  });

  it('says Offline with the changes waiting, at once', () => {
    expect(chipView({ status: 'offline', pending: 1, waitingSince: at, retryAt: null, now: at })).toEqual({
      tone: 'offline',
      label: 'Offline',
      waiting: '1 change waiting',
      retryIn: null,
    });
  });

  it('says the server is unreachable, how many changes wait, and in how many seconds it tries again', () => {
    expect(chipView({ status: 'unreachable', pending: 2, waitingSince: at - 100, retryAt: at + 7_200, now: at })).toEqual({
      tone: 'unreachable',
      label: 'Server unreachable',
      waiting: '2 changes waiting',
      retryIn: 8,
    });
    expect(chipView({ status: 'unreachable', pending: 0, waitingSince: null, retryAt: at - 50, now: at }).retryIn).toBe(0);
  });
});

describe('what the chip says aloud', () => {
  const base = { status: 'online' as const, pending: 0, waitingSince: null, retryAt: null, now: 100_000 };

  it('says nothing while nothing that matters changes: sync rounds, short waits, the first online', () => {
    expect(newsToSay(null, chipNews(base), 0)).toBeNull();
    const slowRound = chipNews({ ...base, pending: 1, waitingSince: base.now - 9_000 });
    expect(slowRound).toBe('online');
    expect(newsToSay('online', slowRound, 1)).toBeNull();
    expect(newsToSay('offline', 'offline', 3)).toBeNull();
  });

  it('says going offline, changes waiting after 10 seconds, and coming back', () => {
    expect(newsToSay('online', chipNews({ ...base, status: 'offline', pending: 2 }), 2)).toMatch(/^Offline\./);
    const waited = chipNews({ ...base, pending: 2, waitingSince: base.now - 10_000 });
    expect(newsToSay('online', waited, 2)).toBe('2 changes waiting to be sent. They are kept on this device.');
    expect(newsToSay('waiting', 'online', 0)).toBe('All changes sent.');
    expect(newsToSay('offline', 'online', 0)).toMatch(/^Back online\./);
    expect(newsToSay('online', chipNews({ ...base, status: 'unreachable' }), 0)).toMatch(/^The server cannot be reached\./);
  });
});

/**
 * The sync engine at work in the browser, loaded after the first paint (with
 * Dexie and the engine's schemas) so the login screen stays light. A round runs
 * whenever a change is written, when the browser comes back online, when the
 * server's event stream says something changed, and every 5 s while the page
 * is visible.
 */
import { liveQuery } from 'dexie';
import { readIdentity, signOut, type Identity } from './identity.js';
import { localDbReady } from './db-ready.js';
import { db } from './local-db.js';
import type { OpenOutcome } from './open-db.js';
import { AuthFailure, SyncEngine, type SyncStatus } from './sync-engine.js';

export const POLL_MS = 5000;
/** While a host's screen watches a session and its event stream is down, a round runs this often (spec/game.md §9). */
export const WATCH_POLL_MS = 1000;

export interface SyncCallbacks {
  onStatus: (status: SyncStatus) => void;
  onPending: (count: number) => void;
  onOpened: (outcome: OpenOutcome) => void;
  onStorageError: (error: unknown) => void;
  onRejected: (reason: string) => void;
  onSessionExpired: () => void;
}

export interface SyncRuntime {
  syncNow: () => void;
  /** Follows one session live (a host's results or dashboard); answers the way to stop. */
  watch: (sessionId: string) => () => void;
  stop: () => void;
}

function browserOnline(): boolean {
  return navigator.onLine !== false;
}

export function startSync(cb: SyncCallbacks): SyncRuntime {
  let stopped = false;
  const cleanups: (() => void)[] = [];
  let identity: Identity | null = null;
  /** Nothing is read before the database is open (and rebuilt, if it had to be). */
  let opened = false;
  let source: EventSource | null = null;
  let streamKey = '';
  let streamOpen = false;
  /** Sessions a screen watches; a participant follows their own session without asking. */
  const watched: string[] = [];

  const engine = new SyncEngine({
    db,
    onStatus: (s) => cb.onStatus(browserOnline() ? s : 'offline'),
    onRejected: (_row, reason) => cb.onRejected(reason),
  });

  const syncNow = () => {
    // Signed out, the engine still sends what anyone may send (a contact message); the rest waits.
    if (stopped || !opened) return;
    if (!browserOnline()) {
      cb.onStatus('offline');
      return;
    }
    engine.sync().catch(async (err: unknown) => {
      if (err instanceof AuthFailure) {
        await signOut(db);
        cb.onSessionExpired();
      }
      // Any other refusal was told per change (onRejected); the next round tries again.
    });
  };

  // The event stream nudges a pull the moment a session's status, leaderboard or data changes.
  const followStream = () => {
    const sessionId = watched.at(-1) ?? identity?.sessionId;
    const key = identity?.token && sessionId ? `${sessionId}|${identity.token}` : '';
    if (key === streamKey) return;
    source?.close();
    source = null;
    streamOpen = false;
    streamKey = key;
    if (!key || typeof EventSource === 'undefined') return;
    source = new EventSource(`/api/session/events/${encodeURIComponent(sessionId!)}?token=${encodeURIComponent(identity!.token!)}`);
    source.onopen = () => (streamOpen = true);
    source.onerror = () => (streamOpen = false);
    for (const event of ['status', 'leaderboard', 'changes']) source.addEventListener(event, syncNow);
  };

  const watch = (sessionId: string) => {
    watched.push(sessionId);
    followStream();
    syncNow();
    // Polling is the fallback: every second while the stream is not open.
    const poll = setInterval(() => !streamOpen && syncNow(), WATCH_POLL_MS);
    return () => {
      clearInterval(poll);
      watched.splice(watched.lastIndexOf(sessionId), 1);
      followStream();
    };
  };

  localDbReady().then(
    (outcome) => {
      if (stopped) return;
      opened = true;
      cb.onOpened(outcome);
      const identitySub = liveQuery(() => readIdentity(db)).subscribe({
        next: (me) => {
          const signedInNow = Boolean(me?.token) && me?.token !== identity?.token;
          identity = me;
          followStream();
          if (signedInNow) syncNow();
        },
      });
      const pendingSub = liveQuery(() => db.outbox.count()).subscribe({
        next: (n) => {
          cb.onPending(n);
          // A change written on this device goes out at once.
          if (n > 0) syncNow();
        },
      });
      cleanups.push(() => identitySub.unsubscribe(), () => pendingSub.unsubscribe());
    },
    (err: unknown) => cb.onStorageError(err),
  );

  const online = () => syncNow();
  const offline = () => cb.onStatus('offline');
  const visible = () => document.visibilityState === 'visible' && syncNow();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', visible);
  const timer = setInterval(() => document.visibilityState === 'visible' && syncNow(), POLL_MS);
  cleanups.push(() => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', visible);
    clearInterval(timer);
  });
  if (!browserOnline()) cb.onStatus('offline');

  return {
    syncNow,
    watch,
    stop: () => {
      stopped = true;
      engine.stop();
      source?.close();
      for (const c of cleanups) c();
    },
  };
}

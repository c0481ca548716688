/**
 * The sync engine at work in the browser, loaded after the first paint (with
 * Dexie and the engine's schemas) so the login screen stays light. A round runs
 * whenever a change is written, when the browser comes back online, when the
 * server's event stream says something changed, and every 5 s while the page
 * is visible; while the server cannot be reached, the engine's backoff decides
 * (`SyncEngine.request`), whatever the browser says about the network.
 */
import { liveQuery } from 'dexie';
import { ContactDeliveries } from './contact-delivery.js';
import { readIdentity, type Identity } from '../db/identity.js';
import { signInExpired } from '../db/sign-in-expired.js';
import { localDbReady } from '../db/db-ready.js';
import { db } from '../db/local-db.js';
import type { OpenOutcome } from '../db/open-db.js';
import { AuthFailure, SyncEngine, type SyncSnapshot } from './sync-engine.js';
import type { SyncTrigger } from './sync.machine.js';
import type { MessageRef } from '@front-desk-rm/engine/domain';
import { apiPath } from '../api/client.js';

export const POLL_MS = 5000;
/** While a host's screen watches a session and its event stream is down, a round runs this often (docs/rules.md §9). */
export const WATCH_POLL_MS = 1000;

export interface SyncCallbacks {
  onPending: (count: number) => void;
  onOpened: (outcome: OpenOutcome) => void;
  onStorageError: (error: unknown) => void;
  onRejected: (reason: string, message?: MessageRef) => void;
  /** The server went back in time (restored from a backup): the game was fetched again, unsent changes kept. */
  onRewound?: () => void;
  /** The server does not read a change this device queued: the app must update (it stays queued meanwhile). */
  onUnsupported: () => void;
  /** How many changes the server refused for good, kept for the user to see. */
  onUnsaved: (count: number) => void;
  /** Contact messages that had waited on the device have reached the server. */
  onContactDelivered?: (count: number) => void;
}

export interface SyncRuntime {
  /** The sync status, as the engine holds it (its one copy), and the way to hear it change. */
  status: () => SyncSnapshot;
  subscribeStatus: (listener: () => void) => () => void;
  /** The player's Retry now: a round at once, backoff or not. */
  syncNow: () => void;
  /** Follows one session live (a host's results or dashboard); answers the way to stop. */
  watch: (sessionId: string) => () => void;
  stop: () => void;
}

function browserOnline(): boolean {
  return navigator.onLine !== false;
}

/** `build`: this app's build, sent with every push and pull. */
export function startSync(cb: SyncCallbacks, build: string): SyncRuntime {
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
    online: browserOnline,
    onRejected: (_row, reason, _winner, message) => cb.onRejected(reason, message),
    onUnsupported: () => cb.onUnsupported(),
    onRewound: () => cb.onRewound?.(),
    build,
  });

  const settle = (round: Promise<void> | null) =>
    round?.catch(async (err: unknown) => {
      if (err instanceof AuthFailure) {
        // The server no longer knows this sign-in (removed by the host, or run out): its session's rows leave the device.
        await signInExpired(db);
      }
      // Any other refusal was told per change (onRejected); the next round tries again.
    });

  const ask = (trigger: SyncTrigger) => {
    // Signed out, the engine still sends what anyone may send (a contact message); the rest waits.
    if (stopped || !opened) return;
    if (!browserOnline()) {
      engine.wentOffline();
      // navigator.onLine can stay false after the network has come back (seen in Chromium, and behind some VPNs), and
      // then no 'online' event ever nudges: the 5-second poll still tries, at the cost of one quick network error.
      if (trigger !== 'poll') return;
    }
    void settle(engine.request(trigger));
  };
  const syncNow = () => ask('now');
  const nudge = () => ask('nudge');
  const poll = () => ask('poll');

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
    // An EventSource cannot send headers: the token rides in the query.
    source = new EventSource(apiPath('sessionEvents', { sessionId }, { token: identity!.token }));
    source.onopen = () => (streamOpen = true);
    source.onerror = () => (streamOpen = false);
    for (const event of ['status', 'leaderboard', 'changes']) source.addEventListener(event, nudge);
  };

  const watch = (sessionId: string) => {
    watched.push(sessionId);
    followStream();
    nudge();
    // Polling is the fallback: every second while the stream is not open.
    const polling = setInterval(() => !streamOpen && poll(), WATCH_POLL_MS);
    return () => {
      clearInterval(polling);
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
      // A contact message that waited on the device is told when it goes. Its watch sees the outbox before the
      // first push does: a message written before this runtime started (offline on a first visit) is never missed.
      const deliveries = new ContactDeliveries();
      let contactsSeen!: () => void;
      const firstLook = new Promise<void>((resolve) => (contactsSeen = resolve));
      const contactSub = liveQuery(async () => ({
        waiting: await db.outbox.filter((r) => r.name === 'sendContactMessage').toArray(),
        refused: new Set((await db.unsaved.filter((r) => r.name === 'sendContactMessage').toArray()).map((r) => r.id)),
      })).subscribe({
        next: ({ waiting, refused }) => {
          const delivered = deliveries.update(waiting, refused, Date.now(), !browserOnline());
          contactsSeen();
          if (delivered > 0) cb.onContactDelivered?.(delivered);
        },
        error: () => contactsSeen(),
      });
      const pendingSub = liveQuery(() => db.outbox.count()).subscribe({
        next: (n) => {
          cb.onPending(n);
          // A change written on this device goes out at once; a failed push's own bookkeeping (attempts, last error) does not count.
          void firstLook.then(() => {
            if (!stopped && browserOnline()) void settle(engine.outboxChanged(n));
          });
        },
      });
      const unsavedSub = liveQuery(() => db.unsaved.count()).subscribe({ next: cb.onUnsaved });
      cleanups.push(
        () => identitySub.unsubscribe(),
        () => pendingSub.unsubscribe(),
        () => unsavedSub.unsubscribe(),
        () => contactSub.unsubscribe(),
      );
    },
    (err: unknown) => cb.onStorageError(err),
  );

  // The browser saying it is back online is worth one early try, no more: it says so on captive portals too.
  const online = () => ask('nudge');
  const offline = () => engine.wentOffline();
  const visible = () => document.visibilityState === 'visible' && poll();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', visible);
  const timer = setInterval(() => document.visibilityState === 'visible' && poll(), POLL_MS);
  cleanups.push(() => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', visible);
    clearInterval(timer);
  });
  if (!browserOnline()) engine.wentOffline();

  return {
    status: () => engine.snapshot(),
    subscribeStatus: (listener) => engine.subscribe(listener),
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

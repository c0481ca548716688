/**
 * Fills what every screen reads through `useSync`: the sync status, the
 * number of changes waiting and a way to sync now. The runtime behind it
 * (Dexie, the engine, the event stream) loads after the first paint, and on a
 * device with no data yet only once a screen first needs the store (a first
 * visit to the login carries none of it). A refused change is told in a
 * toast; an expired login sends the player to sign in again, with the outbox kept.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast.js';
import { MESSAGES } from '@front-desk-rm/engine/domain';
import { CONTACT_DELIVERED_EVENT } from '../data/sync/contact-delivery.js';
import { GAME_BASE, gamePaths } from './game-paths.js';
import { SIGN_IN_EXPIRED_EVENT } from '../data/db/sign-in-expired-event.js';
import { localDbExists, whenLocalDbWanted } from '../data/db/db-presence.js';
import type { SyncSnapshot } from '../data/sync/sync-engine.js';
import type { SyncRuntime } from '../data/sync/sync-runtime.js';
import { SyncContext } from '../data/reads/use-sync.js';
import { APP_BUILD } from './app-build.js';
import { translate } from '../i18n/use-t.js';
import { spoken } from '../i18n/spoken.js';

/** 'online' until the runtime has loaded: the same on the server's prerender and in the first render here. */
const NOT_STARTED: SyncSnapshot = { status: 'online', retryAt: null };

// The list and its Retry load only when there is something in it.
const UnsavedChangesDialog = lazy(() => import('../components/ui/unsaved-changes.js').then((m) => ({ default: m.UnsavedChangesDialog })));

export function SyncProvider({
  children,
  storageFallback,
  onUpdateNeeded,
}: {
  children: ReactNode;
  storageFallback: (error: unknown) => ReactNode;
  onUpdateNeeded: () => void;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(0);
  const [unsaved, setUnsaved] = useState(0);
  const [unsavedOpen, setUnsavedOpen] = useState(false);
  const showUnsaved = useCallback(() => setUnsavedOpen(true), []);
  const updateNeeded = useRef(onUpdateNeeded);
  updateNeeded.current = onUpdateNeeded;
  const [storageError, setStorageError] = useState<unknown>(null);
  /** The runtime once loaded, as state: what depends on it (the status, `watch`) takes it up when it arrives. */
  const [loaded, setLoaded] = useState<SyncRuntime | null>(null);
  const runtime = useRef<SyncRuntime | null>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  // A sign-in the server refused, met by a sync round or a screen's read (data/db/sign-in-expired.ts): said once, and in the game, the login.
  useEffect(() => {
    const expired = () => {
      toast.error(MESSAGES.sessionExpired, { id: 'session-expired' });
      if (window.location.pathname.startsWith(GAME_BASE)) void navigateRef.current(gamePaths.login());
    };
    window.addEventListener(SIGN_IN_EXPIRED_EVENT, expired);
    return () => window.removeEventListener(SIGN_IN_EXPIRED_EVENT, expired);
  }, []);

  useEffect(() => {
    let live = true;
    let started = false;
    let stopWaiting = () => {};
    const start = () => {
      if (started || !live) return;
      started = true;
      stopWaiting();
      void import('../data/sync/sync-runtime.js').then(
        ({ startSync }) => {
          if (!live) return;
          runtime.current = startSync(
            {
              onPending: setPending,
              onUnsaved: setUnsaved,
              onRejected: (reason, message) => toast.error(spoken(reason, message), { id: `rejected-${reason}`, description: translate('sync.rejected') }),
              onUnsupported: () => updateNeeded.current(),
              onRewound: () => toast.info(translate('sync.rewound'), { id: 'rewound', description: translate('sync.rewound.description') }),
              onStorageError: setStorageError,
              onContactDelivered: (count) => {
                // The site's contact form (English, no catalogue loaded) hears this too: each descriptor's message is its word.
                toast.success(
                  translate(
                    { id: 'sync.contactSent', message: count === 1 ? 'Your message has been sent.' : `Your ${count} messages have been sent.` },
                    { count },
                  ),
                  {
                    description: translate({ id: 'sync.contactSent.description', message: "We'll get back to you soon." }),
                  },
                );
                window.dispatchEvent(new CustomEvent(CONTACT_DELIVERED_EVENT));
              },
              onOpened: (outcome) => {
                if (!outcome.rebuilt) {
                  if (outcome.unreadable > 0) toast.warning(translate('sync.unreadable', { count: outcome.unreadable }));
                  return;
                }
                const kept = outcome.keptChanges;
                toast.warning(translate('sync.rebuilt'), {
                  description: kept > 0 ? translate('sync.rebuilt.kept', { count: kept }) : translate('sync.rebuilt.nothingLost'),
                  duration: 8000,
                });
              },
            },
            APP_BUILD,
          );
          setLoaded(runtime.current);
        },
        () => {
          // The runtime's chunk could not be fetched (offline on a first visit, before the app was cached): try again
          // when the browser says the network is back. Chromium keeps a failed module fetch for the page's life, so there
          // no retry helps and the next visit is what sends (the outbox keeps what waits); a browser that fetches a failed
          // module again, as the HTML standard now says (whatwg/html#10327), loads it here. No timer: it could only repeat
          // the failure Chromium keeps.
          started = false;
          window.addEventListener('online', start, { once: true });
          stopWaiting = () => window.removeEventListener('online', start);
        },
      );
    };
    stopWaiting = whenLocalDbWanted(start);
    void localDbExists().then((exists) => exists && start());
    return () => {
      live = false;
      stopWaiting();
      runtime.current?.stop();
      runtime.current = null;
    };
  }, []);

  // The engine holds the status; this only observes it.
  const subscribeStatus = useCallback((listener: () => void) => loaded?.subscribeStatus(listener) ?? (() => {}), [loaded]);
  const readStatus = useCallback(() => loaded?.status() ?? NOT_STARTED, [loaded]);
  const { status, retryAt } = useSyncExternalStore(subscribeStatus, readStatus, () => NOT_STARTED);
  const syncNow = useCallback(() => runtime.current?.syncNow(), []);
  // Depends on `loaded`, so a screen that asked before the runtime loaded asks again once it has.
  const watch = useCallback((sessionId: string) => loaded?.watch(sessionId) ?? (() => {}), [loaded]);
  const value = useMemo(
    () => ({ status, retryAt, pending, unsaved, showUnsaved, syncNow, watch }),
    [status, retryAt, pending, unsaved, showUnsaved, syncNow, watch],
  );
  if (storageError) return <>{storageFallback(storageError)}</>;
  return (
    <SyncContext.Provider value={value}>
      {children}
      {(unsavedOpen || unsaved > 0) && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog open={unsavedOpen} onClose={() => setUnsavedOpen(false)} />
        </Suspense>
      )}
    </SyncContext.Provider>
  );
}

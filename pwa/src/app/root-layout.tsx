/** The frame of every page: site header and footer (never on game routes), toasts top-centre, sync, updates. */
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SyncProvider } from './sync-provider.js';
import { StorageUnavailable } from './storage-unavailable.js';
import { GAME_BASE } from './game-paths.js';
import { UpdatePrompt } from './update-prompt.js';
import { updateWaiting } from './service-worker.js';
import { LazyToaster } from '../components/ui/toast.js';
import { Announcer } from '../components/ui/announcer.js';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation.js';
import { prerenderingIslands } from '../islands/island.js';
import { SiteServices } from './site-services.js';
import { ArrivalWelcome } from './arrival-welcome.js';

// The site's chrome loads as its own chunks, so the game's screens (and the login's
// 120 KB first paint, docs/benchmarks.md#budgets) never carry it.
const SiteHeader = lazy(() => import('../features/site/site-header.js').then((m) => ({ default: m.SiteHeader })));
const SiteFooter = lazy(() => import('../features/site/site-footer.js').then((m) => ({ default: m.SiteFooter })));

/** The spec hides the site's chrome on every route that starts with /game/revenue-management. */
export function isGameRoute(pathname: string): boolean {
  return pathname === GAME_BASE || pathname.startsWith(`${GAME_BASE}/`);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const game = isGameRoute(pathname);
  useFocusHeadingOnNavigation();
  if (!game && prerenderingIslands()) {
    // A site page the build prerenders: the browser adopts only its islands, the app's services among them.
    return (
      <>
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
        <Outlet />
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <SiteServices />
      </>
    );
  }
  return (
    <SyncProvider storageFallback={(error) => <StorageUnavailable error={error} />} onUpdateNeeded={updateWaiting.require}>
      {!game && (
        // The same 72 px while the header's code arrives, so the page does not jump.
        <Suspense fallback={<div className="site-header-placeholder" aria-hidden="true" />}>
          <SiteHeader />
        </Suspense>
      )}
      <Outlet />
      {!game && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <ArrivalWelcome />
      <Announcer />
      <LazyToaster />
      <UpdatePrompt />
    </SyncProvider>
  );
}

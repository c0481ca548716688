/** The frame of every page: site header and footer (never on game routes), toasts top-centre, sync, updates. */
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { SiteFooter } from '../features/site/site-footer.js';
import { SiteHeader } from '../features/site/site-header.js';
import { SyncProvider } from '../local/sync-provider.js';
import { StorageUnavailable } from './storage-unavailable.js';
import { GAME_BASE } from '../local/game-paths.js';
import { UpdatePrompt } from './update-prompt.js';

/** The spec hides the site's chrome on every route that starts with /game/revenue-management. */
export function isGameRoute(pathname: string): boolean {
  return pathname === GAME_BASE || pathname.startsWith(`${GAME_BASE}/`);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const game = isGameRoute(pathname);
  return (
    <SyncProvider storageFallback={(error) => <StorageUnavailable error={error} />}>
      {!game && <SiteHeader />}
      <Outlet />
      {!game && <SiteFooter />}
      <Toaster position="top-center" richColors toastOptions={{ duration: 4000 }} />
      <UpdatePrompt />
    </SyncProvider>
  );
}

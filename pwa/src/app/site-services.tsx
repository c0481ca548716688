/**
 * What the app's frame gives every screen, for a site page whose islands stand
 * alone (decision 012): the live regions a screen reader hears, the toasts, the
 * update prompt, and the sync that sends a contact message queued offline.
 * Woken with the page's first island; the app's own screens have these from
 * RootLayout instead.
 */
import { Announcer } from '../components/ui/announcer.js';
import { LazyToaster } from '../components/ui/toast.js';
import { island } from '../islands/island.js';
import { updateWaiting } from './service-worker.js';
import { SyncProvider } from './sync-provider.js';
import { UpdatePrompt } from './update-prompt.js';

function Services() {
  return (
    <SyncProvider
      storageFallback={() => (
        <>
          <Announcer />
          <LazyToaster eager />
        </>
      )}
      onUpdateNeeded={updateWaiting.require}
    >
      <Announcer />
      <LazyToaster eager />
      <UpdatePrompt />
    </SyncProvider>
  );
}

export const SiteServices = island('site-services', Services, 'companion', { islandOnly: true });

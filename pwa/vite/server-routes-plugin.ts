/**
 * The service worker's static routes (Chromium's `InstallEvent.addRoutes`): a
 * request to the server (the API, its event stream, the review engine) goes
 * straight to the network and never wakes the service worker, which has
 * nothing to do with it.
 *
 * Why it matters beyond the worker's start-up time on a slow tablet: a new
 * version that a player takes (`service-worker.ts`) activates only once the old
 * worker falls idle, and a game screen's sync (a push or pull every few
 * seconds, the event stream reconnecting) dispatched to the old worker kept it
 * busy, so the new version could wait for as long as the game ran.
 *
 * Emitted as its own file, which the generated service worker imports: the
 * plugin's `generateSW` takes no code of ours otherwise. Browsers without
 * static routes skip it and dispatch as before.
 */
import type { Plugin } from 'vite';

export const SERVER_ROUTES_FILE = 'sw-server-routes.js';

export function serverRoutes(prefixes: readonly string[]): Plugin {
  const routes = prefixes.map((prefix) => ({ condition: { urlPattern: { pathname: `${prefix}/*` } }, source: 'network' }));
  const source = `// ${SERVER_ROUTES_FILE}: requests to the server go to the network without waking this worker (vite/server-routes-plugin.ts).
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  // A router this browser does not read is no reason to fail the install: the worker then dispatches as before.
  event.waitUntil(event.addRoutes(${JSON.stringify(routes)}).catch(() => {}));
});
`;
  return {
    name: 'fdrm-server-routes',
    // The app's build only: the server-side build for prerendering has no service worker.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SERVER_ROUTES_FILE, source });
    },
  };
}

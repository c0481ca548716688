import { API_CALLS } from '@front-desk-rm/engine/domain';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './vite/prerender-plugin.js';
import { interSubset } from './vite/inter-subset-plugin.js';
import { SERVER_ROUTES_FILE, serverRoutes } from './vite/server-routes-plugin.js';
import { appBuildId } from './vite/build-id.js';

const THEME = '#7C3AED';
/** A login with the game code in the address: one prerendered page for them all (decision 012). */
const LOGIN_WITH_CODE = /^\/game\/revenue-management\/login\/[^/]+\/?$/;
/** Where the server answers: the first segment of every path in the API's catalogue (/api, /review). */
const SERVER_PREFIXES = [...new Set(API_CALLS.map((c) => `/${c.path.split('/')[1]}`))];

export default defineConfig({
  // The build the app shows (about page, host's menu) and sends with every push and pull.
  define: { __APP_BUILD__: JSON.stringify(appBuildId()) },
  plugins: [
    interSubset(),
    serverRoutes(SERVER_PREFIXES),
    react(),
    // Compiles each language's catalogue (`messages/de.json?lingui`) to ICU messages at build time (issue 54).
    lingui(),
    VitePWA({
      // A new version waits for the player's yes: it must never reload a game in progress.
      registerType: 'prompt',
      injectRegister: false,
      // The SVG icon is precached by the glob below. The plugin would add the manifest's PNG icons to the precache; the browser fetches them itself on install.
      includeManifestIcons: false,
      manifest: {
        name: 'Front Desk RM: revenue management training',
        short_name: 'Front Desk RM',
        description: 'Practise hotel revenue management as a team: accept or decline booking requests for a simulated week, online or off.',
        id: '/',
        start_url: '/game/revenue-management/login',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME,
        background_color: '#FFFFFF',
        categories: ['education', 'business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Workbox installs the precache one file at a time, and a first visit is ready to go offline only when it
        // is done, so it holds what offline play needs and no more (decision 012): every script and sheet, the
        // font, the shell and the game's prerendered login pages. The site's prerendered pages are left out: with
        // the service worker they render from the shell, whose code is all here. No PNGs: the home-screen icons are
        // fetched when the app is installed, never drawn offline.
        globPatterns: ['**/*.{js,css,svg,woff2,webmanifest}', 'app.html', 'game/**/*.html'],
        // Not the review assistant's reply engine (a third of the code, 700 KB): every tablet in a training room
        // would fetch it over the room's Wi-Fi while its players join, and a game never reads it. The worker is
        // cached when the assistant first starts it (below); the copy for a browser without workers is never
        // cached, as every browser that runs this service worker has module workers.
        // Nor the static routes, which the worker imports itself (vite/server-routes-plugin.ts).
        globIgnores: ['**/reply-worker-*.js', '**/reply-on-device-*.js', SERVER_ROUTES_FILE],
        importScripts: [`/${SERVER_ROUTES_FILE}`],
        // The unprerendered shell (decision 012): index.html is the home page now. Prerendered pages are
        // precached under their own names and found first (/about is about.html).
        navigateFallback: '/app.html',
        // The API and the event stream are the sync engine's business, never the cache's.
        navigateFallbackDenylist: [...SERVER_PREFIXES.map((prefix) => new RegExp(`^${prefix}/`)), LOGIN_WITH_CODE],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The reply engine's worker, kept once the assistant has loaded it: the assistant then answers
            // offline on later visits too. Its name carries its hash, so the first copy is always the right one.
            urlPattern: ({ url }) => /^\/assets\/reply-worker-[\w-]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'reply-engine', expiration: { maxEntries: 2 } },
          },
          {
            // Every game code's login is the one prerendered join page, from the precache like any other page.
            // (The function is copied into the service worker as source: it can name nothing outside itself.)
            urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/game\/revenue-management\/login\/[^/]+\/?$/.test(url.pathname),
            handler: async ({ request }) => {
              const page =
                (await caches.match('/game/revenue-management/login/code.html', { ignoreSearch: true })) ??
                (await caches.match('/app.html', { ignoreSearch: true }));
              return page ?? fetch(request);
            },
          },
        ],
        // The first install takes control at once, so a player who goes offline before any reload still
        // gets every screen's code from the cache. Later versions wait for the player (registerType 'prompt').
        clientsClaim: true,
      },
    }),
    prerenderPages({ serverEntry: 'dist-ssr/entry-server.js' }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // bench/bundle-size.mjs reads the chunk graph from it.
    manifest: true,
    rollupOptions: {
      // The app starts from index.html (main.tsx); the site's prerendered pages start from their islands, and the game's
      // login pages from their own entry, which starts the app when the visitor turns to the form (decision 012).
      input: { index: 'index.html', site: 'src/site-entry.ts', login: 'src/login-entry.ts' },
    },
  },
  server: {
    proxy: Object.fromEntries(SERVER_PREFIXES.map((prefix) => [prefix, 'http://localhost:3000'])),
  },
});

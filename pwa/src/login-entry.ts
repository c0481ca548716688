/**
 * The game's prerendered login pages start here, not in main.tsx (decision
 * 012, as the site's pages do). The form is the HTML the build wrote; the app
 * (React, the router and the login's code, the JavaScript that held a first
 * load's main thread longest) starts at the first sign that the visitor turns
 * to the page, and the load itself runs next to nothing.
 *
 * It starts at once where the page cannot wait: on a device that holds a
 * sign-in (the login sends it on where it left off), one that speaks another
 * language than the page's English (the app draws the page again in it), or
 * when focus is already in the page. A press that comes before React has
 * adopted the page is held and made again once it has; what was typed or
 * chosen meanwhile the login reads off the page itself.
 */
import { DEFAULT_GAME_LANGUAGE } from '@front-desk-rm/engine/domain';
import { localDbExists } from './data/db/db-presence.js';
import { startingLanguage } from './i18n/language-choice.js';
import { sayCouldNotLoad } from './islands/could-not-load.js';
import { holdEarlyPresses } from './islands/early-presses.js';
import { whenIdle } from './islands/when-idle.js';
import { writeAddressCode } from './app/address-code.js';

const root = document.getElementById('root')!;
writeAddressCode(root, location.pathname);

/** What tells of a visitor turning to the page: a press, a touch, a key, focus, a field changed (not a pointer passing over it: a mouse resting where the page loads would start the app at once). */
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change'] as const;
let starting = false;
let pressHeld = false;

function listen(): void {
  for (const type of INTENT) addEventListener(type, start, { capture: true, passive: true });
}

/** Runs the app's entry (the build names it on the root, and the page has fetched it ahead): it adopts the page. */
function start(): void {
  if (starting) return;
  starting = true;
  for (const type of INTENT) removeEventListener(type, start, { capture: true });
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = root.dataset.app ?? '';
  app.addEventListener('error', () => {
    // The app's code could not load (offline before it was ever cached): a press says so, and the next sign of intent tries again.
    app.remove();
    starting = false;
    listen();
    if (pressHeld) sayCouldNotLoad(root.querySelector('form') ?? root);
  });
  document.body.append(app);
}

holdEarlyPresses(root, {
  held: () => {
    pressHeld = true;
    start();
  },
  played: () => (pressHeld = false),
});
listen();
if (startingLanguage() !== DEFAULT_GAME_LANGUAGE || (document.activeElement && document.activeElement !== document.body)) start();
else
  void localDbExists().then((signedInBefore) => {
    if (signedInBefore) start();
  });

// Offline readiness: the same service worker as the app's, registered once the page is idle if the app has not yet.
whenIdle(() => void import('./app/service-worker.js').then((m) => m.startServiceWorker()));

/**
 * Starts the app in the browser: at once on the shell (`app.html`), and from
 * `login-entry.ts` on the game's prerendered login pages. A prerendered page is
 * adopted as it is, with `hydrateRoot`, once the code of the route it shows
 * has loaded, so nothing on it repaints; the shell (`app.html`, every screen
 * that needs the device's data) is rendered here from nothing.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.js';
import { startServiceWorker } from './app/service-worker.js';
import { DEFAULT_GAME_LANGUAGE } from '@front-desk-rm/engine/domain';
import { startingLanguage } from './i18n/language-choice.js';
import { Adopted } from './islands/adopted.js';
import './styles.css';

/** Loads the lazy routes the address matches, so the first render is the prerendered page, not a fallback. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  // A page is prerendered in English: in another language it is rendered here afresh, not adopted.
  let prerendered = container.dataset.prerendered !== undefined && startingLanguage() === DEFAULT_GAME_LANGUAGE;
  if (container.dataset.prerendered !== undefined && !prerendered) container.replaceChildren();
  if (prerendered) {
    try {
      await loadMatchedRoutes();
    } catch {
      // The page's code could not load: render the app afresh, so the route's error page says so and offers a refresh.
      prerendered = false;
      container.replaceChildren();
    }
  }
  // Marked and told once React has the page (`Adopted`), adopted or drawn afresh: the login's entry then makes again a
  // press that came before, and stops holding presses.
  const app = (
    <Adopted element={container}>
      <StrictMode>
        <RouterProvider router={createBrowserRouter(routes)} />
      </StrictMode>
    </Adopted>
  );
  if (prerendered) {
    // In a transition React adopts the page in slices and yields between them, so a tap during hydration is
    // answered and no single long task blocks the main thread.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  // A prerendered page came with only the rules its HTML uses; what it shows from now on (menus, dialogs, toasts, or
  // the page drawn again in another language) needs the rest.
  for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) sheet.disabled = false;
}

startServiceWorker();
void start(document.getElementById('root')!);

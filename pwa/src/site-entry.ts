/**
 * The site's pages start here, not in main.tsx (decision 012). A site page is
 * the HTML the build wrote, whole and readable; this script, a few hundred
 * bytes of its own, only decides when each island on it (the header's menus,
 * a contact button, a carousel, a form) loads its code and is adopted by
 * React, so the first load holds the main thread for nothing a visitor has
 * not reached for yet. A tap that comes before its island is adopted is kept
 * and played again once it is, so a first tap is never lost.
 */
import type { Wake } from './islands/island.js';

type Hydrator = typeof import('./islands/hydrate-island.js');

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
let hydrator: Promise<Hydrator> | undefined;
const woken = new Set<HTMLElement>();

function wake(island: HTMLElement): void {
  if (woken.has(island)) return;
  woken.add(island);
  // The page's toasts, live regions and sync come with the first island that needs them.
  if (island.dataset.wake !== 'companion') for (const companion of islands.filter((i) => i.dataset.wake === 'companion')) wake(companion);
  hydrator ??= import('./islands/hydrate-island.js');
  hydrator
    .then((h) => h.hydrateIsland(island))
    .catch(() => {
      // The code could not load (offline before it was ever cached): the next sign of intent tries again.
      woken.delete(island);
      hydrator = undefined;
    });
}

/** A press on a button that React has not adopted yet: held, and pressed again once it has. */
function holdEarlyPresses(island: HTMLElement): void {
  island.addEventListener(
    'click',
    (event) => {
      if (island.dataset.hydrated !== undefined) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"], summary') : null;
      // Links work without the island: they load their page. Fields take their text as they are.
      if (!target || !island.contains(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      wake(island);
      island.addEventListener('island-hydrated', () => target.isConnected && target.click(), { once: true });
    },
    { capture: true },
  );
}

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function whenIntended(island: HTMLElement): void {
  const go = () => {
    for (const type of INTENT) island.removeEventListener(type, go, { capture: true });
    wake(island);
  };
  for (const type of INTENT) island.addEventListener(type, go, { capture: true, passive: true });
}

function whenIdle(work: () => void): void {
  const afterLoad = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2_000 }) : setTimeout(work, 200));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

const nearViewport =
  typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            nearViewport?.unobserve(entry.target);
            // Visible at load is adopted when the load is done, not during it.
            whenIdle(() => wake(entry.target as HTMLElement));
          }
        },
        { rootMargin: '100% 0px' },
      )
    : null;

/** A `prepared` island, once the page is idle: its code fetched but not run (the build lists it), and what it needs started. */
function prepare(island: HTMLElement): void {
  for (const file of (island.dataset.code ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  void import('./islands/island-preparations.js')
    .then(({ PREPARATIONS }) => PREPARATIONS[island.dataset.island as keyof typeof PREPARATIONS]?.())
    // A start that fails is tried again when the island needs it (the assistant's Generate).
    .catch(() => undefined);
}

const WAKES: Record<Wake, (island: HTMLElement) => void> = {
  intent: whenIntended,
  visible: (island) => {
    whenIntended(island);
    if (nearViewport) nearViewport.observe(island);
    else whenIdle(() => wake(island));
  },
  prepared: (island) => {
    whenIntended(island);
    whenIdle(() => prepare(island));
  },
  companion: () => {},
};

for (const island of islands) {
  holdEarlyPresses(island);
  WAKES[(island.dataset.wake as Wake | undefined) ?? 'intent'](island);
}

/**
 * A link followed from another of the site's pages: the reader starts at the new page's heading, as on the app's
 * screens (docs/screens.md), not back at the top of the header. A first visit, a reload or an anchor keeps the
 * browser's own start.
 */
function focusHeadingAfterLink(): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'navigate' || location.hash) return;
  let from: URL;
  try {
    from = new URL(document.referrer);
  } catch {
    return;
  }
  if (from.origin !== location.origin) return;
  const heading = document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
focusHeadingAfterLink();

// Offline readiness and updates: the same service worker as the app's, registered once the page is idle.
whenIdle(() => void import('./app/service-worker.js').then((m) => m.startServiceWorker()));

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
import { HYDRATED_EVENT } from './islands/island-events.js';
import { holdEarlyPresses } from './islands/early-presses.js';
import { problemOf, sayCouldNotLoad } from './islands/could-not-load.js';
import { whenIdle } from './islands/when-idle.js';

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
    .then(() => problemOf(island)?.remove())
    .catch(() => {
      // The code could not load (offline before it was ever cached): the next sign of intent tries again, and a press says so.
      woken.delete(island);
      hydrator = undefined;
      for (const type of INTENT) island.addEventListener(type, () => wake(island), { capture: true, passive: true, once: true });
      if (held.has(island)) say(island);
    });
}

/** Islands with a press waiting for them: if their code cannot load, the visitor is told so rather than left pressing. */
const held = new Set<HTMLElement>();

function say(island: HTMLElement): void {
  held.delete(island);
  sayCouldNotLoad(island);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Text typed or a choice made before the island is adopted is in the page, but not in the island's state: once React
 * has adopted it, each such field tells it again, as a change React hears (its own record of the value is set to the
 * page's original first, so the change is not taken for one it already knows).
 */
function keepEarlyInput(island: HTMLElement): void {
  // Each field's value as the visitor left it: React puts its own (the page's original) back as it adopts the island.
  const changed = new Map<Field, string>();
  const note = (event: Event) => {
    if (island.dataset.hydrated !== undefined) return;
    const t = event.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) changed.set(t, t.value);
  };
  island.addEventListener('input', note, { capture: true });
  island.addEventListener('change', note, { capture: true });
  island.addEventListener(
    HYDRATED_EVENT,
    () => {
      island.removeEventListener('input', note, { capture: true });
      island.removeEventListener('change', note, { capture: true });
      for (const [field, typed] of changed) {
        if (!field.isConnected) continue;
        if (field instanceof HTMLSelectElement) {
          field.value = typed;
          field.dispatchEvent(new Event('change', { bubbles: true }));
          continue;
        }
        if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
        const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        field.value = field.defaultValue;
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    { once: true },
  );
}

/**
 * A mouse already over part of an island when React adopts it: React hears of it again, so what opens on hover (a
 * menu, a tooltip) opens, as if the pointer had just come in.
 */
function keepHover(island: HTMLElement): void {
  let over: Element | null = null;
  const note = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.target instanceof Element) over = event.target;
  };
  island.addEventListener('pointerover', note, { capture: true, passive: true });
  island.addEventListener(
    HYDRATED_EVENT,
    () => {
      island.removeEventListener('pointerover', note, { capture: true });
      if (!over?.isConnected || !over.matches(':hover')) return;
      over.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      over.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    },
    { once: true },
  );
}

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function whenIntended(island: HTMLElement): void {
  const go = () => {
    for (const type of INTENT) island.removeEventListener(type, go, { capture: true });
    wake(island);
  };
  for (const type of INTENT) island.addEventListener(type, go, { capture: true, passive: true });
  // A reader quicker than this script (it runs after the page is parsed) may already be in the island: focus that
  // moved there or a pointer that came to rest sends no new event, so the island is woken for it now.
  if (island.contains(document.activeElement) || island.querySelector(':hover')) go();
}

const nearViewport =
  typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            nearViewport?.unobserve(entry.target);
            const island = entry.target.closest<HTMLElement>('[data-island]');
            // Visible at load is adopted when the load is done, not during it.
            if (island) whenIdle(() => wake(island));
          }
        },
        // Near: a short scroll away. Further down waits, so a first load adopts nothing it does not show.
        { rootMargin: '200px 0px' },
      )
    : null;

/** Code fetched but not run: parsed off the main thread, ready for the moment it is needed, even offline. */
function fetchAhead(files: string | undefined): void {
  for (const file of (files ?? '').split(' ').filter(Boolean)) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/** A `prepared` island, once the page is idle: its code fetched but not run (the build lists it), and what it needs started. */
function prepare(island: HTMLElement): void {
  fetchAhead(island.dataset.code);
  void import('./islands/island-preparations.js')
    .then(({ PREPARATIONS }) => PREPARATIONS[island.dataset.island as keyof typeof PREPARATIONS]?.())
    // A start that fails is tried again when the island needs it (the assistant's Generate).
    .catch(() => undefined);
}

const WAKES: Record<Wake, (island: HTMLElement) => void> = {
  intent: whenIntended,
  visible: (island) => {
    whenIntended(island);
    // The wrapper makes no box (display: contents), so it never intersects: its first child stands for it.
    const box = island.firstElementChild;
    if (nearViewport && box) nearViewport.observe(box);
    else whenIdle(() => wake(island));
  },
  prepared: (island) => {
    whenIntended(island);
    whenIdle(() => prepare(island));
  },
  companion: () => {},
};

for (const island of islands) {
  holdEarlyPresses(island, {
    held: () => {
      held.add(island);
      wake(island);
    },
    played: () => held.delete(island),
  });
  keepEarlyInput(island);
  keepHover(island);
  WAKES[(island.dataset.wake as Wake | undefined) ?? 'intent'](island);
}

/**
 * A link followed from one of the site's pages to another: the reader starts at the new page's heading, as on the
 * app's screens after a route change (docs/screens.md), not back at the top of the header. A first visit, a reload,
 * Back and an anchor keep the browser's own start. The page that follows a link notes where it goes.
 */
const FOLLOWED = 'fdrm.followed-link';

addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    if (link.hasAttribute('download')) return;
    const to = new URL(link.href, location.href);
    if (to.origin !== location.origin || to.hash || to.pathname === location.pathname) return;
    try {
      sessionStorage.setItem(FOLLOWED, to.pathname);
    } catch {
      // Storage refused (a private window's quota): the page starts where the browser starts it.
    }
  },
  // After the islands' own listeners: a press they hold is not a link followed.
  { capture: false },
);

function focusHeadingAfterLink(): void {
  let followed: string | null = null;
  try {
    followed = sessionStorage.getItem(FOLLOWED);
    sessionStorage.removeItem(FOLLOWED);
  } catch {
    return;
  }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (followed !== location.pathname || location.hash || (navigation && navigation.type !== 'navigate')) return;
  // A reader who has already moved focus (a quick Tab, a click) keeps it: the heading is where a reader starts, not where one is sent back to.
  if (document.activeElement && document.activeElement !== document.body) return;
  const heading = document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
focusHeadingAfterLink();

// React and the adopter, fetched ahead once the page is idle: a first tap then waits for its own island only.
if (islands.length > 0) whenIdle(() => fetchAhead(document.getElementById('root')?.dataset.code));

// Offline readiness and updates: the same service worker as the app's, registered once the page is idle.
whenIdle(() => void import('./app/service-worker.js').then((m) => m.startServiceWorker()));

/**
 * The service worker, registered from the first line of the app rather than
 * from a screen, so a first visit is ready to go offline as early as it can be
 * (the precache installs one file at a time). Whether a new version waits is
 * kept here for the update prompt to read.
 *
 * A new version is offered, never forced, with one exception: when the server
 * answers that it does not read a change this device queued (`unsupported`),
 * the update is required, and is applied at the next safe moment (decision
 * record 013): at once outside a game; in a game, between two requests.
 */
import { registerSW } from 'virtual:pwa-register';

let waiting = false;
let required = false;
/** Set when the app reloads itself for a required update: the game's leave prompt must not stop it. */
let reloadingForUpdate = false;
let registration: ServiceWorkerRegistration | undefined;
let lastCheck = 0;
/** Every sync round may hear `unsupported` again: the server that holds the new app is asked at most this often. */
const CHECK_EVERY_MS = 60_000;
let update: (reload?: boolean) => Promise<void> = async () => {};
const listeners = new Set<() => void>();

/**
 * Lets the waiting version take over, and reloads into it once it controls the
 * page. The reload is ours: workbox-window reloads only for a version it found
 * itself, and one found by `require()`'s own check counts as external to it.
 */
function takeOver(): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  // Chromium activates the new version once the old one has fallen idle and stopped, which takes it a few seconds
  // (the server's requests no longer wake it: vite/server-routes-plugin.ts). Should this page still hold it busy, the
  // page reloads to let go, and the next page finishes the hand-over. Not sooner: a reload is a navigation through the
  // old worker, which starts it again, and one at two seconds kept a new version waiting on a loaded machine.
  setTimeout(() => {
    if (!registration?.waiting) return;
    sessionStorage.setItem(HAND_OVER_KEY, '1');
    window.location.reload();
  }, HAND_OVER_AFTER_MS);
  return update(true);
}

const HAND_OVER_AFTER_MS = 10_000;

const HAND_OVER_KEY = 'fdrm-update-hand-over';

/** A page opened by `takeOver`'s reload: tells the waiting version again, and reloads once more when it takes control. */
function finishHandOver(reg: ServiceWorkerRegistration | undefined): void {
  if (sessionStorage.getItem(HAND_OVER_KEY) !== '1') return;
  sessionStorage.removeItem(HAND_OVER_KEY);
  if (!reg?.waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  reg.waiting.postMessage({ type: 'SKIP_WAITING' });
}
const emit = () => listeners.forEach((listener) => listener());

/** Once a page: the login's entry registers when idle, and the app as it starts (whichever comes first). */
let started = false;

export function startServiceWorker(): void {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  update = registerSW({
    immediate: true,
    onRegisteredSW(_url, reg) {
      registration = reg;
      finishHandOver(reg);
    },
    onNeedRefresh() {
      waiting = true;
      emit();
    },
  });
}

export interface UpdateState {
  /** A new version is installed and waits. */
  waiting: boolean;
  /** Changes on this device wait for a newer app: the update is applied at the next safe moment. */
  required: boolean;
}

let snapshot: UpdateState = { waiting: false, required: false };
const read = (): UpdateState => {
  if (snapshot.waiting !== waiting || snapshot.required !== required) snapshot = { waiting, required };
  return snapshot;
};

export const updateWaiting = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  state: read,
  dismiss(): void {
    waiting = false;
    emit();
  },
  /** Lets the new version take over and reloads the page with it. */
  apply: () => takeOver(),
  /**
   * The server does not read a change this device queued: fetch the newest app
   * now (not at the browser's next check), and take it at the next safe moment.
   */
  require(): void {
    if (!required) {
      required = true;
      emit();
    }
    if (waiting || Date.now() - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    void registration?.update().catch(() => {});
  },
  /** Called at a safe moment (a game between two requests): applies a required update that is ready. Answers whether it did. */
  applyIfRequired(): boolean {
    // The browser holds the new version waiting before workbox-window says so (it waits 200 ms to rule out a
    // `skipWaiting()` during install): a decision made in that gap is as safe a moment as the next one.
    if (!required || !(waiting || registration?.waiting)) return false;
    reloadingForUpdate = true;
    void takeOver();
    return true;
  },
  /** Whether the page is about to reload into the new version on its own (no "leave the game?" for that). */
  reloading: () => reloadingForUpdate,
};

/**
 * The service worker, registered from the first line of the app rather than
 * from a screen, so a first visit is ready to go offline as early as it can be
 * (the precache installs one file at a time). Whether a new version waits is
 * kept here for the update prompt to read.
 */
import { registerSW } from 'virtual:pwa-register';

let waiting = false;
let update: (reload?: boolean) => Promise<void> = async () => {};
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function startServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true;
      emit();
    },
  });
}

export const updateWaiting = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => waiting,
  dismiss(): void {
    waiting = false;
    emit();
  },
  /** Lets the new version take over and reloads the page with it. */
  apply: () => update(true),
};

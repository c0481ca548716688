// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

type Options = { onRegisteredSW(url: string, reg: ServiceWorkerRegistration): void; onNeedRefresh(): void };

/** The module holds a page's state: each test loads it afresh, with the plugin's registration recorded. */
async function load() {
  vi.resetModules();
  let options: Options | undefined;
  const update = vi.fn(async () => {});
  vi.doMock('virtual:pwa-register', () => ({
    registerSW: (given: Options) => {
      options = given;
      return update;
    },
  }));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { addEventListener: vi.fn() } });
  const module = await import('./service-worker.js');
  module.startServiceWorker();
  const registration = { waiting: null as ServiceWorker | null, update: vi.fn(async () => {}) };
  options!.onRegisteredSW('/sw.js', registration as unknown as ServiceWorkerRegistration);
  return { ...module, options: options!, registration, update };
}

afterEach(() => {
  vi.doUnmock('virtual:pwa-register');
  vi.useRealTimers();
});

it('a required update is taken at a safe moment as soon as the browser holds it waiting, before workbox-window has said so', async () => {
  // The hand-over's fallback reload is a timer: it must not run in the test.
  vi.useFakeTimers();
  const { updateWaiting, registration, update } = await load();
  updateWaiting.require();
  expect(registration.update).toHaveBeenCalledOnce();
  // Nothing is waiting yet: the decision goes on as usual.
  expect(updateWaiting.applyIfRequired()).toBe(false);
  expect(update).not.toHaveBeenCalled();

  // The new version is installed; workbox-window's "waiting" comes 200 ms later, and a decision falls in between.
  registration.waiting = {} as ServiceWorker;
  expect(updateWaiting.applyIfRequired()).toBe(true);
  expect(update).toHaveBeenCalledWith(true);
  expect(updateWaiting.reloading()).toBe(true);
});

it('a waiting version that no queued change requires is only offered, never taken at a safe moment', async () => {
  vi.useFakeTimers();
  const { updateWaiting, options, registration, update } = await load();
  registration.waiting = {} as ServiceWorker;
  options.onNeedRefresh();
  expect(updateWaiting.state()).toEqual({ waiting: true, required: false });
  expect(updateWaiting.applyIfRequired()).toBe(false);
  expect(update).not.toHaveBeenCalled();
});

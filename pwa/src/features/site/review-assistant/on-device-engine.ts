/**
 * The assistant's on-device reply engine (issue 23), started apart from the
 * page's code: the site's entry starts it once the page is idle (decision
 * 012), before the form's own code has run, so a network lost after the page
 * loaded still finds it. It runs in a worker, so loading it and training its
 * classifier never hold the main thread.
 */
import type { ReviewRequest, ReviewResponse } from '@front-desk-rm/engine/domain';
import type { ReplyLanguageChoice } from '@front-desk-rm/review';
import { loadOnce } from '../../../data/load-once.js';
import type { FromEngine, ToEngine } from './reply-engine-messages.js';

export type GeneratedReply = Extract<ReviewResponse, { success: true }>['data'];

/** The on-device engine, however it runs: in its worker, or on the page where a browser has no workers. */
export interface OnDeviceEngine {
  reply(request: ReviewRequest): Promise<GeneratedReply>;
  /** Auto detect's answer for a review: the engine's rule, the one the server applies to 'auto'. */
  languageOf(review: string): Promise<ReplyLanguageChoice>;
}

/** Starts the engine's worker and waits for it to say it has loaded; a worker whose code cannot load fails the start. */
function startWorker(): Promise<OnDeviceEngine> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./reply-worker.ts', import.meta.url), { type: 'module', name: 'reply-engine' });
    const answers = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
    let next = 0;
    const ask = <T>(message: (id: number) => ToEngine): Promise<T> =>
      new Promise<T>((done, fail) => {
        const id = ++next;
        answers.set(id, { resolve: done as (value: never) => void, reject: fail });
        worker.postMessage(message(id));
      });
    const failed = () => {
      worker.terminate();
      reject(new Error('the reply engine could not be loaded on this device'));
    };
    worker.addEventListener('error', failed);
    worker.addEventListener('message', ({ data }: MessageEvent<FromEngine>) => {
      if ('ready' in data) {
        worker.removeEventListener('error', failed);
        resolve({
          reply: (request) => ask<GeneratedReply>((id) => ({ id, request })),
          languageOf: (review) => ask<ReplyLanguageChoice>((id) => ({ id, languageOf: review })),
        });
        return;
      }
      const waiting = answers.get(data.id);
      answers.delete(data.id);
      if (!data.ok) waiting?.reject(new Error(data.message));
      else waiting?.resolve(('data' in data ? data.data : data.language) as never);
    });
  });
}

/**
 * Starts the on-device engine, once. The page calls it when idle after
 * hydration, so a network lost after the page loaded still finds the engine
 * on the device; a later call reuses the same start, and a failed one is tried
 * again by the next Generate. The engine runs in a worker, so loading it and
 * training its classifier never hold the page's main thread; a browser with no
 * workers loads it on the page.
 *
 * @example
 * requestIdleCallback(() => void preloadOnDevice().catch(() => {}));
 */
export const preloadOnDevice = loadOnce<OnDeviceEngine>(() =>
  typeof Worker === 'undefined'
    ? import('./reply-on-device.js').then(({ replyOnDevice, replyLanguageOf }) => ({
        reply: async (request: ReviewRequest) => replyOnDevice(request),
        languageOf: async (review: string) => replyLanguageOf(review),
      }))
    : startWorker(),
);

/** How long Auto detect waits for the engine still loading before it leaves the language to the server ('auto'). */
const DETECT_WAIT_MS = 2_000;

/**
 * Auto detect on the device, by the engine's rule; null when the engine is not
 * ready within two seconds or cannot load (a first visit gone offline): the
 * request then says 'auto' and the server, or the engine when it answers
 * instead, resolves it the same way.
 */
export async function detectOnDevice(review: string): Promise<ReplyLanguageChoice | null> {
  const late = new Promise<null>((done) => setTimeout(() => done(null), DETECT_WAIT_MS));
  const found = preloadOnDevice().then(
    (engine) => engine.languageOf(review),
    () => null,
  );
  return Promise.race([found, late]);
}

/** The reply written by the on-device engine, starting it if the idle preload has not already. */
export async function composeOnDevice(request: ReviewRequest): Promise<GeneratedReply> {
  const engine = await preloadOnDevice();
  return engine.reply(request);
}

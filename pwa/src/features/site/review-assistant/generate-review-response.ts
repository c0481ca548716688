/**
 * The assistant's one call, `reviewsResponse`, through the app's one HTTP
 * client. This is a tool, not game data, so it goes straight to the
 * server rather than through the sync engine. When no answer comes (no
 * network, the server down or in trouble) the device writes the reply with
 * the same built-in engine the server runs (issue 23): the one tool that needs
 * no data works offline.
 */
import type { ReviewRequest, ReviewResponse } from '@front-desk-rm/engine';
import { createApiClient } from '../../../data/api/client.js';
import { loadOnce } from '../../../data/load-once.js';

export type GeneratedReply = Extract<ReviewResponse, { success: true }>['data'];

/**
 * `onDevice`: the server could not be reached and the device's engine wrote it.
 * `failed`: the server answered success false (a request it refused, with its reason); `error`: an answer that cannot be read;
 * `unreachable`: no answer from the server and the device's engine could not be loaded either (a first visit that lost the network early).
 */
export type GenerateOutcome =
  { ok: true; data: GeneratedReply; onDevice: boolean } | { ok: false; reason: 'failed' | 'error' | 'unreachable'; message: string | null };

/**
 * Starts loading the engine's chunk, once. The page calls it when idle after
 * hydration, so a network lost after the page loaded still finds the engine
 * on the device; a later call reuses the same load, and a failed one is asked
 * for again by the next Generate (a browser may still answer from its own
 * record of the failed fetch).
 *
 * @example
 * requestIdleCallback(() => void preloadOnDevice().catch(() => {}));
 */
export const preloadOnDevice = loadOnce(() => import('./reply-on-device.js'));

/** The reply written by the engine's chunk, loading it if the idle preload has not already. */
export async function composeOnDevice(request: ReviewRequest): Promise<GeneratedReply> {
  const { replyOnDevice } = await preloadOnDevice();
  return replyOnDevice(request);
}

export async function generateReviewResponse(
  request: ReviewRequest,
  fetchFn?: typeof fetch,
  onDevice: (r: ReviewRequest) => Promise<GeneratedReply> = composeOnDevice,
): Promise<GenerateOutcome> {
  const answer = await createApiClient({ timeoutMs: 15_000, ...(fetchFn ? { fetch: fetchFn } : {}) }).call('reviewsResponse', { body: request });
  // No answer at all, or a server in trouble: the device has the engine, so the visitor still gets their reply.
  if (!answer.ok && (answer.offline || answer.status >= 500)) {
    try {
      return { ok: true, data: await onDevice(request), onDevice: true };
    } catch {
      // The engine's chunk could not be loaded (a first visit, offline, before the app was cached): said as such, so the page can tell the visitor what to do.
      return { ok: false, reason: 'unreachable', message: null };
    }
  }
  if (answer.ok) return { ok: true, data: answer.data, onDevice: false };
  // A refusal says success false, with its reason; an answer in any other shape cannot be read.
  const refused = !answer.unreadable && (answer.body as { success?: unknown } | undefined)?.success === false;
  return refused ? { ok: false, reason: 'failed', message: answer.message } : { ok: false, reason: 'error', message: null };
}

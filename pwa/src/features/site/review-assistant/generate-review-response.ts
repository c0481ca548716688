/**
 * The assistant's one call, `reviewsResponse`, through the app's one HTTP
 * client. This is a tool, not game data, so it goes straight to the
 * server rather than through the sync engine. When no answer comes (no
 * network, the server down or in trouble) the device writes the reply with
 * the same built-in engine the server runs (issue 23): the one tool that needs
 * no data works offline.
 */
import type { ReviewRequest } from '@front-desk-rm/engine/domain';
import { composeOnDevice, type GeneratedReply } from './on-device-engine.js';

export type { GeneratedReply } from './on-device-engine.js';
export { composeOnDevice, detectOnDevice, preloadOnDevice } from './on-device-engine.js';

/**
 * `onDevice`: the server could not be reached and the device's engine wrote it.
 * `failed`: the server answered success false (a request it refused, with its reason); `error`: an answer that cannot be read;
 * `unreachable`: no answer from the server and the device's engine could not be loaded either (a first visit that lost the network early).
 */
export type GenerateOutcome =
  { ok: true; data: GeneratedReply; onDevice: boolean } | { ok: false; reason: 'failed' | 'error' | 'unreachable'; message: string | null };

/** The reply written on the device when the server cannot answer; `unreachable` when the engine could not be loaded either. */
async function writtenOnDevice(request: ReviewRequest, onDevice: (r: ReviewRequest) => Promise<GeneratedReply>): Promise<GenerateOutcome> {
  try {
    return { ok: true, data: await onDevice(request), onDevice: true };
  } catch {
    // The engine's chunk could not be loaded (a first visit, offline, before the app was cached): said as such, so the page can tell the visitor what to do.
    return { ok: false, reason: 'unreachable', message: null };
  }
}

export async function generateReviewResponse(
  request: ReviewRequest,
  fetchFn?: typeof fetch,
  onDevice: (r: ReviewRequest) => Promise<GeneratedReply> = composeOnDevice,
): Promise<GenerateOutcome> {
  // The client (and the API's catalogue of schemas) loads with the first Generate, not with the form, so the page stays light;
  // a client that cannot load is a network that is not there.
  const client = await import('../../../data/api/client.js').catch(() => null);
  if (!client) return writtenOnDevice(request, onDevice);
  const answer = await client.createApiClient({ timeoutMs: 15_000, ...(fetchFn ? { fetch: fetchFn } : {}) }).call('reviewsResponse', { body: request });
  // No answer at all, or a server in trouble: the device has the engine, so the visitor still gets their reply.
  if (!answer.ok && (answer.offline || answer.status >= 500)) return writtenOnDevice(request, onDevice);
  if (answer.ok) return { ok: true, data: answer.data, onDevice: false };
  // A refusal says success false, with its reason; an answer in any other shape cannot be read.
  const refused = !answer.unreadable && (answer.body as { success?: unknown } | undefined)?.success === false;
  return refused ? { ok: false, reason: 'failed', message: answer.message } : { ok: false, reason: 'error', message: null };
}

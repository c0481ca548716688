/**
 * The assistant's one call, `POST /review/reviewsResponse`, through the app's
 * one HTTP client. This is a tool, not game data, so it goes straight to the
 * server rather than through the sync engine. When no answer comes (no
 * network, the server down or in trouble) the device writes the reply with
 * the same built-in engine the server runs (issue 23): the one tool that needs
 * no data works offline.
 */
import { reviewResponseSchema, type ReviewRequest, type ReviewResponse } from '@front-desk-rm/engine';
import { request as post } from '../../../local/api-client.js';

export const REVIEW_RESPONSE_PATH = '/review/reviewsResponse';

export type GeneratedReply = Extract<ReviewResponse, { success: true }>['data'];

/**
 * `onDevice`: the server could not be reached and the device's engine wrote it.
 * `failed`: the server answered success false (a request it refused, with its reason); `error`: an answer that cannot be read.
 */
export type GenerateOutcome = { ok: true; data: GeneratedReply; onDevice: boolean } | { ok: false; reason: 'failed' | 'error'; message: string | null };

/** The engine's chunk, loaded when first needed. */
export async function composeOnDevice(request: ReviewRequest): Promise<GeneratedReply> {
  const { replyOnDevice } = await import('./reply-on-device.js');
  return replyOnDevice(request);
}

export async function generateReviewResponse(request: ReviewRequest, fetchFn?: typeof fetch, onDevice: (r: ReviewRequest) => Promise<GeneratedReply> = composeOnDevice): Promise<GenerateOutcome> {
  const answer = await post<unknown>(REVIEW_RESPONSE_PATH, { method: 'POST', body: request, timeoutMs: 15_000, ...(fetchFn ? { fetch: fetchFn } : {}) });
  // No answer at all, or a server in trouble: the device has the engine, so the visitor still gets their reply.
  if (!answer.ok && (answer.offline || answer.status >= 500)) {
    try {
      return { ok: true, data: await onDevice(request), onDevice: true };
    } catch {
      // The engine's chunk could not be loaded (a first visit, offline, before the app was cached): the error stands.
      return { ok: false, reason: 'error', message: null };
    }
  }
  const parsed = reviewResponseSchema.safeParse(answer.ok ? { success: true, message: answer.message, data: answer.data } : answer.body);
  if (!parsed.success) return { ok: false, reason: 'error', message: null };
  if (!parsed.data.success) return { ok: false, reason: 'failed', message: answer.ok ? null : answer.message };
  return { ok: true, data: parsed.data.data, onDevice: false };
}

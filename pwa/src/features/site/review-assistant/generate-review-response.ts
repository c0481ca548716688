/**
 * The assistant's one call, `POST /review/reviewsResponse`, through the app's
 * one HTTP client. This is a tool, not game data, so it goes straight to the
 * server rather than through the sync engine; with no network it fails at
 * once and the page says so.
 */
import { reviewResponseSchema, type ReviewRequest, type ReviewResponse } from '@front-desk-rm/engine';
import { request as post } from '../../../local/api-client.js';

export const REVIEW_RESPONSE_PATH = '/review/reviewsResponse';

export type GeneratedReply = Extract<ReviewResponse, { success: true }>['data'];

/** `failed`: the server answered success false; `error`: the call itself failed (no network, or an answer that cannot be read). */
export type GenerateOutcome = { ok: true; data: GeneratedReply } | { ok: false; reason: 'failed' | 'error'; offline: boolean };

export async function generateReviewResponse(request: ReviewRequest, fetchFn?: typeof fetch): Promise<GenerateOutcome> {
  const answer = await post<unknown>(REVIEW_RESPONSE_PATH, { method: 'POST', body: request, ...(fetchFn ? { fetch: fetchFn } : {}) });
  // Offline only when no answer came back at all: no network, or the server is unreachable.
  if (!answer.ok && answer.offline) return { ok: false, reason: 'error', offline: true };
  const parsed = reviewResponseSchema.safeParse(answer.ok ? { success: true, message: answer.message, data: answer.data } : answer.body);
  if (!parsed.success) return { ok: false, reason: 'error', offline: false };
  if (!parsed.data.success) return { ok: false, reason: 'failed', offline: false };
  return { ok: true, data: parsed.data.data };
}

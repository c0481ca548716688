/**
 * The assistant's one call, `POST /review/reviewsResponse`. This is a tool, not
 * game data, so it goes straight to the server rather than through the sync
 * engine; with no network it fails at once and the page says so.
 */
import { reviewResponseSchema, type ReviewRequest, type ReviewResponse } from '@front-desk-rm/engine';

export const REVIEW_RESPONSE_PATH = '/review/reviewsResponse';

export type GeneratedReply = Extract<ReviewResponse, { success: true }>['data'];

/** `failed`: the server answered success false; `error`: the call itself failed (no network, or an answer that cannot be read). */
export type GenerateOutcome = { ok: true; data: GeneratedReply } | { ok: false; reason: 'failed' | 'error'; offline: boolean };

export async function generateReviewResponse(request: ReviewRequest, fetchFn: typeof fetch = (...a) => fetch(...a)): Promise<GenerateOutcome> {
  let res: Response;
  try {
    res = await fetchFn(REVIEW_RESPONSE_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
  } catch {
    // fetch rejects only when no answer came back at all: no network, or the server is unreachable.
    return { ok: false, reason: 'error', offline: true };
  }
  const json = (await res.json().catch(() => undefined)) as unknown;
  const parsed = reviewResponseSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'error', offline: false };
  if (!parsed.data.success) return { ok: false, reason: 'failed', offline: false };
  return { ok: true, data: parsed.data.data };
}

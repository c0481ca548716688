/**
 * The reply written on the device when the server cannot answer: the built-in
 * engine, the same function the server runs (`replyToRequest`). It runs in the
 * engine's worker (`reply-worker.ts`, precached); this module's own chunk is
 * loaded on the page only by a browser without workers, and is not precached.
 */
import { type ReviewData, type ReviewRequest } from '@front-desk-rm/engine/domain';
import { detectedFor, foundAspects, replyToRequest } from '@front-desk-rm/review';

export { replyLanguageOf } from '@front-desk-rm/review';

export function replyOnDevice(request: ReviewRequest): ReviewData {
  const composed = replyToRequest(request);
  return { reply: composed.reply, writtenBy: 'engine', variant: request.variant, ...detectedFor(request), found: foundAspects(composed.analysis) };
}

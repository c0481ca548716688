/**
 * The reply written on the device when the server cannot answer: the built-in
 * engine, the same function the server runs (`replyToRequest`). Its own chunk,
 * precached with the app, so it costs nothing until the network fails.
 */
import { foundAspects, replyToRequest, type ReviewData, type ReviewRequest } from '@front-desk-rm/engine';

export { replyLanguageOf } from '@front-desk-rm/engine';

export function replyOnDevice(request: ReviewRequest): ReviewData {
  const composed = replyToRequest(request);
  return { reply: composed.reply, writtenBy: 'engine', variant: request.variant, found: foundAspects(composed.analysis) };
}

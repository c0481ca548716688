/**
 * The built-in engine's answer to the assistant's request, as the server gives
 * it and as the page gives it with no network (issue 23): one function, so the
 * reply written on the device is the one the server would have written.
 */
import type { ReviewRequest } from '../domain/site.js';
import { composeReviewReply, type ComposedReply } from './compose-reply.js';

export function replyToRequest(request: ReviewRequest): ComposedReply {
  const stars = Number(request.startRating);
  return composeReviewReply({
    review: request.review,
    stars: stars > 0 ? stars : null,
    business: request.bussinessType,
    hotelName: request.hotelName,
    name: request.name,
    language: request.language,
    tone: request.tone,
    seed: request.variant,
  });
}

/**
 * The built-in engine's answer to the assistant's request, as the server gives
 * it and as the page gives it with no network (issue 23): one function, so the
 * reply written on the device is the one the server would have written.
 */
import type { FoundAspect, ReviewRequest } from '@front-desk-rm/engine/domain';
import type { ReviewAnalysis } from './analyse-review.js';
import { ASPECT_NAMES, ASPECTS, forBusiness, type Aspect } from './aspects.js';
import { composeReviewReply, type ComposedReply } from './compose-reply.js';
import { replyLanguageOf, type ReplyLanguageChoice } from './detect-language.js';
import type { ReplyLanguage } from './language-pack.js';

/** A request whose 'auto' has been resolved to the language the reply is written in. */
export type ResolvedReviewRequest = Omit<ReviewRequest, 'language'> & { language: ReplyLanguage };

/** 'auto' becomes the review's own language (English when it cannot tell); a chosen language stays. */
export function resolveReplyLanguage(request: ReviewRequest): ResolvedReviewRequest {
  return { ...request, language: request.language === 'auto' ? replyLanguageOf(request.review).language : request.language };
}

/** What Auto detect chose for a request that said 'auto', for the reply to carry; nothing for a chosen language. */
export function detectedFor(request: ReviewRequest): { detected?: ReplyLanguageChoice } {
  return request.language === 'auto' ? { detected: replyLanguageOf(request.review) } : {};
}

const isAspect = (a: string): a is Aspect => (ASPECTS as readonly string[]).includes(a);

export function replyToRequest(asked: ReviewRequest): ComposedReply {
  const request = resolveReplyLanguage(asked);
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
    alsoComplaints: request.alsoComplaints.filter(isAspect),
    notAspects: request.notAspects.filter(isAspect),
  });
}

/** What the analysis found, for the page to list beside the reply: complaints and praises with the guest's own words, and whether it judged something it could not place. */
export function foundAspects(analysis: ReviewAnalysis): { complaints: FoundAspect[]; praises: FoundAspect[]; unplaced?: true } {
  const describe = (aspect: Aspect): FoundAspect => ({
    aspect,
    label: forBusiness(ASPECT_NAMES[aspect], analysis.business),
    names: analysis.aspects.find((f) => f.aspect === aspect)?.names ?? [],
  });
  return { complaints: analysis.complaints.map(describe), praises: analysis.praises.map(describe), ...(analysis.unplaced ? { unplaced: true as const } : {}) };
}

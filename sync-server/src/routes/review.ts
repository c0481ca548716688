/**
 * The review response assistant: `POST /review/reviewsResponse` (docs/rules.md §17).
 * The built-in engine always analyses and can always reply; a configured
 * provider writes the reply when it answers in time.
 */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { MESSAGES, reviewRequestSchema } from '@front-desk-rm/engine/domain';
import { detectedFor, foundAspects, replyToRequest, resolveReplyLanguage } from '@front-desk-rm/review';
import { limit, ok } from '../http.js';
import { askProvider, type ReviewProviderConfig } from '../review-provider.js';
import { body } from '../validate.js';

export function reviewRoutes(provider: ReviewProviderConfig | null, windowMs: number, perWindow: number, store: () => Store<AppEnv>) {
  return new Hono<AppEnv>().post('/reviewsResponse', limit({ windowMs, max: perWindow, scope: 'review', by: 'address', store: store() }), async (c) => {
    // 'auto' answers in the review's own language, as the page does (an addition to the specification's request).
    const asked = await body(c, reviewRequestSchema);
    const request = resolveReplyLanguage(asked);
    const composed = replyToRequest(request);
    const written = provider ? await askProvider(provider, request, composed.analysis) : null;
    return ok(
      c,
      {
        reply: written ? { ...composed.reply, conclusion: written.text } : composed.reply,
        writtenBy: written ? ('provider' as const) : ('engine' as const),
        variant: request.variant,
        ...detectedFor(asked),
        found: foundAspects(composed.analysis),
      },
      MESSAGES.reviewGenerated,
    );
  });
}

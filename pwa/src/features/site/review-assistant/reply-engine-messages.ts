/** What the page and the reply engine's worker say to each other. */
import type { ReviewData, ReviewRequest } from '@front-desk-rm/engine/domain';
import type { ReplyLanguageChoice } from '@front-desk-rm/review';

export type ToEngine = { id: number; request: ReviewRequest } | { id: number; languageOf: string };

export type FromEngine =
  | { ready: true }
  | { id: number; ok: true; data: ReviewData }
  | { id: number; ok: true; language: ReplyLanguageChoice }
  | { id: number; ok: false; message: string };

/** What the page and the reply engine's worker say to each other. */
import type { ReplyLanguageChoice, ReviewData, ReviewRequest } from '@front-desk-rm/engine';

export type ToEngine = { id: number; request: ReviewRequest } | { id: number; languageOf: string };

export type FromEngine =
  | { ready: true }
  | { id: number; ok: true; data: ReviewData }
  | { id: number; ok: true; language: ReplyLanguageChoice }
  | { id: number; ok: false; message: string };

/**
 * The review engine's one public entry point: it reads a guest review (its
 * language, the aspects praised and complained of) and drafts a reply in that
 * language and a chosen tone. Pure TypeScript; no DOM or Node API.
 */
export * from './analyse-review.js';
export { trainClauseClassifier } from './clause-classifier.js';
export * from './aspects.js';
export * from './compose-reply.js';
export * from './detect-language.js';
export * from './reply-to-request.js';
export { REPLY_LANGUAGES, type Mood, type ReplyLanguage } from './language-pack.js';

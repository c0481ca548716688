/**
 * Which of the four languages a text is in: franc (trigrams, restricted to
 * English, German, French and Spanish) for text long enough to judge, common
 * words for short text, where trigrams guess ('Great stay!' reads as German).
 */
import { franc } from 'franc-min';
import { REPLY_LANGUAGES, type ReplyLanguage } from './language-pack.js';
import { ISO3, STOPWORDS } from './packs/stopwords.js';
import { tokenize } from './text.js';

export interface DetectedLanguage {
  /** null when the text gives nothing to go on. */
  language: ReplyLanguage | null;
  /** Whether the text is long or plain enough for the guess to be trusted. */
  clear: boolean;
}

const FRANC_MIN_LETTERS = 25;
const CLEAR_LETTERS = 40;

export function detectLanguage(text: string): DetectedLanguage {
  const tokens = tokenize(text);
  const letters = tokens.join('').length;
  const hits = REPLY_LANGUAGES.map((code) => {
    const stop = new Set(STOPWORDS[code]);
    return { code, n: tokens.filter((t) => stop.has(t)).length };
  }).sort((a, b) => b.n - a.n);
  const top = hits[0]!;
  const runnerUp = hits[1]!;
  const byWords = top.n > runnerUp.n ? top.code : null;
  // Trigrams misread short reviews of plain words ('Sehr nettes Personal und ruhige Lage' as French): a clear lead in common words wins.
  if (byWords && top.n >= 3 && top.n >= 3 * runnerUp.n) return { language: byWords, clear: true };
  if (letters >= FRANC_MIN_LETTERS) {
    const iso = franc(text, { only: REPLY_LANGUAGES.map((c) => ISO3[c]), minLength: 1 });
    const code = REPLY_LANGUAGES.find((c) => ISO3[c] === iso);
    if (code) return { language: code, clear: letters >= CLEAR_LETTERS || byWords === code };
  }
  return { language: byWords, clear: byWords !== null && top.n >= 2 };
}

/** Auto detect's answer: the review's language among the four, English when the text is too short to tell. */
export interface ReplyLanguageChoice {
  language: ReplyLanguage;
  /** False when the review was too short or mixed to tell, and English was taken. */
  sure: boolean;
}

/** What 'Auto detect' answers in, the same on the page and on the server. */
export function replyLanguageOf(review: string): ReplyLanguageChoice {
  const found = detectLanguage(review);
  return found.language && found.clear ? { language: found.language, sure: true } : { language: 'en', sure: false };
}

/**
 * What a language brings to the review engine: the lexicon the analysis reads
 * and the phrases a reply is composed of. One pack per language in `packs/`.
 *
 * Lexicon entries are lower-case words; a trailing '*' matches any word that
 * starts so ('clean*' matches 'cleaning'), and several words separated by
 * spaces match in sequence ('front desk').
 */
import type { BusinessType, ReviewTone } from '../domain/site.js';
import type { Aspect, Variant } from './aspects.js';

export const REPLY_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** A sentiment word: its strength (negative for complaints) and, when the word itself names it, its aspect ('dirty' is about cleanliness). */
export type SentimentEntry = readonly [term: string, score: number, aspect?: Aspect];

export interface Lexicon {
  /** Words that are only common in this language, for telling short texts apart. */
  stopwords: readonly string[];
  aspects: Record<Aspect, readonly string[]>;
  sentiment: readonly SentimentEntry[];
  /** Words that flip the sentiment of what follows within a few words ('not', 'nicht', 'pas', 'no'). */
  negators: readonly string[];
  intensifiers: readonly string[];
  diminishers: readonly string[];
  /** Words that start a new clause with its own subject ('but', 'aber', 'mais', 'pero'). */
  contrast: readonly string[];
}

/** Polite (Sie, vous, usted) for neutral, formal and friendly; informal (du, tu, tú) for casual. */
export type Register = 'polite' | 'informal';
export type Mood = 'positive' | 'negative' | 'mixed' | 'neutral';

export interface ReplyContext {
  name: string;
  hotelName: string;
  business: BusinessType;
  stars: number | null;
}

type Phrase = (c: ReplyContext) => string;

export interface ReplyPhrases {
  greeting: Record<ReviewTone, readonly Phrase[]>;
  opening: Record<Register, Record<Mood, readonly Phrase[]>>;
  /** Thanks for the aspects praised, given as one joined list. */
  praise: Record<Register, readonly ((list: string, c: ReplyContext) => string)[]>;
  /** Acknowledges one complaint; the label must appear word for word. */
  apology: Record<Register, readonly ((label: string, c: ReplyContext) => string)[]>;
  /** Regret for a disappointing experience that names no aspect. */
  regret: Record<Register, Phrase>;
  /** The apology for many complaints at once, when one each would make the reply too long. */
  apologyMany: Record<Register, (list: string, c: ReplyContext) => string>;
  /** What the business will do about each complaint, said as 'we' so it fits any register. */
  action: Record<Aspect, Variant>;
  closing: Record<Register, Record<Mood, readonly Phrase[]>>;
  signoff: Record<ReviewTone, readonly Phrase[]>;
  /** The aspect as the reply names it, with the article the templates need. */
  labels: Record<Aspect, Variant>;
  /** How a praised aspect is named when that differs from its complaint ('the quiet' for noise). */
  praiseLabels?: Partial<Record<Aspect, Variant>>;
  /** 'a, b and c'. */
  join: (items: readonly string[]) => string;
}

export interface LanguagePack {
  code: ReplyLanguage;
  /** franc's ISO 639-3 code. */
  iso3: 'eng' | 'deu' | 'fra' | 'spa';
  name: string;
  lexicon: Lexicon;
  reply: ReplyPhrases;
}

export function registerOf(tone: ReviewTone): Register {
  return tone === 'casual' ? 'informal' : 'polite';
}

export function joinWith(and: string) {
  return (items: readonly string[]): string =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * What a language brings to the review engine: the lexicon the analysis reads
 * and the phrases a reply is composed of. One pack per language in `packs/`.
 *
 * Lexicon entries are lower-case words; a trailing '*' matches any word that
 * starts so ('clean*' matches 'cleaning'), and several words separated by
 * spaces match in sequence ('front desk').
 */
import type { BusinessType, ReviewTone } from '@front-desk-rm/engine/domain';
import type { Aspect, Variant } from './aspects.js';
import type { Thing } from './things.js';

export const REPLY_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/**
 * A sentiment word or phrase: its strength (negative for complaints) and, when
 * the word itself names it, its aspect ('dirty' is about cleanliness). With
 * 'fallback' the aspect holds only when the clause names no other ('took forty
 * minutes' is about check-in unless the clause says what took so long); with
 * 'regret' the word ('unfortunately', 'schade') judges a thing only when nothing
 * else in its clause does; 'billing' marks a billing mistake, which is the
 * staff's and not a price complaint ('charged us for bread we never ordered').
 */
export type SentimentEntry = readonly [term: string, score: number, aspect?: Aspect | null, how?: 'fallback' | 'regret' | 'billing'];

export interface Lexicon {
  /** Words that are only common in this language, for telling short texts apart. */
  stopwords: readonly string[];
  aspects: Record<Aspect, readonly string[]>;
  /** The words that name each thing; a thing also counts as a mention of its aspect. */
  things: Record<Thing, readonly string[]>;
  sentiment: readonly SentimentEntry[];
  /** Words that flip the sentiment of what follows within a few words ('not', 'nicht', 'pas', 'no'). */
  negators: readonly string[];
  intensifiers: readonly string[];
  diminishers: readonly string[];
  /** Words that start a new clause with its own subject ('but', 'aber', 'mais', 'pero'). */
  contrast: readonly string[];
  /** Phrases that turn the praise around them into a complaint ('oh great', 'just what I wanted', 'na toll', 'merci pour rien'). */
  irony: readonly string[];
  /** Words that may open an ironic exclamation ('oh', 'wow', 'ach', 'ah', 'vaya'). */
  interjections: readonly string[];
  /** Verdicts that are neither praise nor complaint ('fine', 'okay', 'in Ordnung', 'correct'): a clause with one is judged, not left to the clause classifier. */
  lukewarm: readonly string[];
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
  /** Acknowledges one complaint; the label must appear word for word. Each variant opens differently, so several complaints never start alike. */
  apology: Record<Register, readonly ((label: string, c: ReplyContext) => string)[]>;
  /** Regret for a disappointing experience that names no aspect. */
  regret: Record<Register, Phrase>;
  /** The apology for many complaints at once, when one each would make the reply too long. */
  apologyMany: Record<Register, readonly ((list: string, c: ReplyContext) => string)[]>;
  /** What the business will do about each complaint: an infinitive phrase ('have our maintenance team check the bathroom') that `actionFrames` put in a sentence. */
  action: Record<Aspect, Variant>;
  /** Sentences around one action, each opening differently ('We will ...', 'Our team will ...'). */
  actionFrames: readonly ((action: string) => string)[];
  /** Several actions in one sentence. */
  actionsTogether: readonly ((actions: readonly string[]) => string)[];
  /** The friendly tone: warmer words, one apology for all complaints, a short close. */
  warm: {
    opening: Record<Mood, readonly Phrase[]>;
    apology: readonly ((list: string, c: ReplyContext) => string)[];
    closing: Record<Mood, readonly Phrase[]>;
  };
  /** The formal tone's fuller close: an offer to take the matter up directly. */
  followUp: Record<Mood, readonly Phrase[]>;
  closing: Record<Register, Record<Mood, readonly Phrase[]>>;
  signoff: Record<ReviewTone, readonly Phrase[]>;
  /** The aspect as the reply names it, with the article the templates need. */
  labels: Record<Aspect, Variant>;
  /** A thing as the reply names it, with the article the templates need. */
  things: Record<Thing, Variant>;
  /** How a praised aspect is named when that differs from its complaint ('the quiet' for noise). */
  praiseLabels?: Partial<Record<Aspect, Variant>>;
  /** A price complaint named by what was priced ('the price of the parking'); French and Spanish fold the article in ('du parking', 'del desayuno'). */
  priceOf: (things: readonly string[]) => string;
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
  return (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`);
}

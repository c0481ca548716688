/**
 * Reads a review: its language, the sentiment of the whole and of each aspect
 * (with negation, intensifiers and contrast handled per language) and the
 * star rating when one was given. Pure and deterministic.
 */
import type { BusinessType } from '../domain/site.js';
import { ASPECTS, type Aspect } from './aspects.js';
import { detectLanguage } from './detect-language.js';
import { REPLY_LANGUAGES, type LanguagePack, type Lexicon, type Mood, type ReplyLanguage } from './language-pack.js';
import { PACKS } from './packs/index.js';
import { matchAt, matchesAny, parseTerm, tokenize, type Term } from './text.js';

export interface AspectFinding {
  aspect: Aspect;
  sentiment: 'positive' | 'negative' | 'neutral';
  score: number;
  /** The words that carried it, as written in the review ('not clean', 'sehr freundlich'). */
  evidence: string[];
}

export interface ReviewAnalysis {
  /** The language the review is in (null when it cannot be told), and whether that is clear. */
  language: ReplyLanguage | null;
  languageClear: boolean;
  /** The lexicon the review was read with. */
  readAs: ReplyLanguage;
  business: BusinessType;
  stars: number | null;
  mood: Mood;
  /** -1 (all negative) to 1 (all positive): the text and, when given, the stars, half each. */
  score: number;
  textScore: number;
  aspects: AspectFinding[];
  /** Aspects with at least one negative mention: the reply answers each. */
  complaints: Aspect[];
  /** Aspects mentioned only positively: the reply may thank for these and no others. */
  praises: Aspect[];
}

interface CompiledLexicon {
  aspects: { aspect: Aspect; terms: Term[] }[];
  sentiment: { term: Term; score: number; aspect?: Aspect }[];
  negators: Term[];
  intensifiers: Term[];
  diminishers: Term[];
  contrast: Term[];
}

const compiled = new Map<ReplyLanguage, CompiledLexicon>();

function compile(code: ReplyLanguage, lexicon: Lexicon): CompiledLexicon {
  let c = compiled.get(code);
  if (!c) {
    c = {
      aspects: ASPECTS.map((aspect) => ({ aspect, terms: lexicon.aspects[aspect].map(parseTerm) })),
      // Longest first, so 'pas terrible' wins over 'terrible' and 'kept us awake' is one hit.
      sentiment: lexicon.sentiment
        .map(([term, score, aspect]) => ({ term: parseTerm(term), score, ...(aspect ? { aspect } : {}) }))
        .sort((a, b) => b.term.words.length - a.term.words.length),
      negators: lexicon.negators.map(parseTerm),
      intensifiers: lexicon.intensifiers.map(parseTerm),
      diminishers: lexicon.diminishers.map(parseTerm),
      contrast: lexicon.contrast.map(parseTerm),
    };
    compiled.set(code, c);
  }
  return c;
}

/** How far back a negator reaches: 'not very clean', 'no estaba limpio', "n'était pas propre". */
const NEGATION_WINDOW = 3;
const MODIFIER_WINDOW = 2;
const VALUE_REACH = 4;
/** German puts 'nicht' after the verb ('Das WLAN funktionierte nicht'). */
const NEGATION_AFTER: ReadonlySet<ReplyLanguage> = new Set(['de']);

interface Hit {
  score: number;
  aspect: Aspect | null;
  evidence: string;
}

/** Clauses: sentences, split again at commas and at contrast words ('but', 'aber', 'mais', 'pero'). */
function clauses(text: string, lex: CompiledLexicon): string[][] {
  const out: string[][] = [];
  for (const part of text.split(/[.!?;:,\n()]+/)) {
    const tokens = tokenize(part);
    let current: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      if (matchesAny(lex.contrast, tokens, i) && current.length > 0) {
        out.push(current);
        current = [];
      }
      current.push(tokens[i]!);
    }
    if (current.length) out.push(current);
  }
  return out;
}

function readClause(tokens: string[], lex: CompiledLexicon, language: ReplyLanguage): Hit[] {
  const mentions: { aspect: Aspect; at: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const { aspect, terms } of lex.aspects) if (matchesAny(terms, tokens, i)) mentions.push({ aspect, at: i });
  }
  const hits: Hit[] = [];
  const role: ('neg' | 'int' | 'dim' | null)[] = tokens.map(() => null);
  const found: { at: number; len: number; score: number; aspect?: Aspect }[] = [];
  for (let i = 0; i < tokens.length; ) {
    const entry = lex.sentiment.find((s) => matchAt(s.term, tokens, i) > 0);
    if (entry) {
      found.push({ at: i, len: entry.term.words.length, score: entry.score, ...(entry.aspect ? { aspect: entry.aspect } : {}) });
      i += entry.term.words.length;
      continue;
    }
    if (matchesAny(lex.negators, tokens, i)) role[i] = 'neg';
    else if (matchesAny(lex.intensifiers, tokens, i)) role[i] = 'int';
    else if (matchesAny(lex.diminishers, tokens, i)) role[i] = 'dim';
    i++;
  }
  for (const f of found) {
    let score = f.score;
    let from = f.at;
    let negated = false;
    for (let k = f.at - 1; k >= Math.max(0, f.at - NEGATION_WINDOW); k--) {
      if (role[k] === 'neg') {
        negated = true;
        from = Math.min(from, k);
      }
    }
    const after = f.at + f.len;
    if (!negated && NEGATION_AFTER.has(language) && role[after] === 'neg') negated = true;
    for (let k = f.at - 1; k >= Math.max(0, f.at - MODIFIER_WINDOW); k--) {
      if (role[k] === 'int') {
        score *= 1.5;
        from = Math.min(from, k);
      } else if (role[k] === 'dim') {
        score *= 0.5;
        from = Math.min(from, k);
      }
    }
    // 'not bad' is milder praise than 'good'; 'not clean' is a complaint nearly as strong as 'dirty'.
    if (negated) score = -score * 0.75;
    const end = negated && role[after] === 'neg' ? after + 1 : after;
    const aspect = f.aspect ?? nearest(mentions, f.at)?.aspect ?? null;
    const evidence = tokens.slice(from, end).join(' ');
    hits.push({ score, aspect, evidence });
    // A price is always the price of something: 'parking was expensive' is about the parking and the value.
    if (aspect === 'value') {
      const others = mentions.filter((m) => m.aspect !== 'value' && Math.abs(m.at - f.at) <= VALUE_REACH);
      // The thing priced usually comes first ('die Parkplätze waren zu teuer und das Zimmer ...').
      const what = others.filter((m) => m.at < f.at).at(-1) ?? nearest(others, f.at);
      if (what) hits.push({ score, aspect: what.aspect, evidence });
    }
  }
  // An aspect named with no judgement still counts as mentioned.
  for (const m of mentions) if (!hits.some((h) => h.aspect === m.aspect)) hits.push({ score: 0, aspect: m.aspect, evidence: tokens[m.at]! });
  return hits;
}

function nearest<T extends { at: number }>(items: T[], at: number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (!best || Math.abs(item.at - at) < Math.abs(best.at - at)) best = item;
  return best;
}

function readWith(pack: LanguagePack, text: string): Hit[] {
  const lex = compile(pack.code, pack.lexicon);
  return clauses(text, lex).flatMap((c) => readClause(c, lex, pack.code));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Analyses a review.
 * @example analyseReview({ review: 'Das Zimmer war nicht sauber.', stars: 2, business: 'hotel', fallback: 'en' }).complaints // ['cleanliness']
 */
export function analyseReview(input: { review: string; stars: number | null; business: BusinessType; fallback: ReplyLanguage }): ReviewAnalysis {
  const detected = detectLanguage(input.review);
  let readAs: ReplyLanguage = detected.language ?? input.fallback;
  let hits = readWith(PACKS[readAs], input.review);
  if (!detected.language) {
    // Nothing to tell the language by: read it in whichever language finds the most.
    for (const code of REPLY_LANGUAGES) {
      const other = readWith(PACKS[code], input.review);
      if (other.filter((h) => h.score !== 0).length > hits.filter((h) => h.score !== 0).length) {
        hits = other;
        readAs = code;
      }
    }
  }
  const positive = hits.filter((h) => h.score > 0).reduce((s, h) => s + h.score, 0);
  const negative = hits.filter((h) => h.score < 0).reduce((s, h) => s - h.score, 0);
  const textScore = positive + negative === 0 ? 0 : (positive - negative) / (positive + negative);
  const score = input.stars === null ? textScore : (textScore + (input.stars - 3) / 2) / 2;

  const aspects: AspectFinding[] = [];
  for (const aspect of ASPECTS) {
    const own = hits.filter((h) => h.aspect === aspect);
    if (!own.length) continue;
    const sum = own.reduce((s, h) => s + h.score, 0);
    const anyNegative = own.some((h) => h.score < 0);
    const anyPositive = own.some((h) => h.score > 0);
    aspects.push({
      aspect,
      sentiment: anyNegative ? 'negative' : anyPositive ? 'positive' : 'neutral',
      score: round2(sum),
      evidence: [...new Set(own.filter((h) => h.score !== 0).map((h) => h.evidence))],
    });
  }
  const complaints = aspects.filter((a) => a.sentiment === 'negative').map((a) => a.aspect);
  const praises = aspects.filter((a) => a.sentiment === 'positive').map((a) => a.aspect);
  const mood: Mood =
    complaints.length && praises.length
      ? 'mixed'
      : score > 0.15
        ? 'positive'
        : score < -0.15
          ? 'negative'
          : positive > 0 && negative > 0
            ? 'mixed'
            : 'neutral';
  return {
    language: detected.language,
    languageClear: detected.clear,
    readAs,
    business: input.business,
    stars: input.stars,
    mood,
    score: round2(score),
    textScore: round2(textScore),
    aspects,
    complaints,
    praises,
  };
}

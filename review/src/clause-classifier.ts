/**
 * A clause classifier for what the lexicons do not list: softmax regression
 * over words, word pairs and the four-letter pieces of each word, trained on the
 * labelled clauses in `training/` (written for it by authors who had not read
 * the engine; decision 017). It answers which aspect a clause is about and
 * whether it complains, each with a probability, so that 'the mattress was lumpy',
 * 'the Duschvorhang was missing' or 'la cocina deja mucho que desear' are read
 * though no lexicon entry names them.
 *
 * The pieces of words carry what whole words cannot: a German compound shares
 * pieces with its parts ('Getränkewunsch', 'Getränke'), a typo or a missing
 * accent keeps most of its pieces ('fruehstuck', 'Frühstück'), and a French or
 * Spanish word shares its stem with its other forms ('sale', 'saleté'). Words
 * after a negator are marked, so 'not clean' and 'clean' weigh apart.
 *
 * Trained once per language on first use; pure and deterministic.
 */
import { ASPECTS, type Aspect } from './aspects.js';
import { REPLY_LANGUAGES, type ReplyLanguage } from './language-pack.js';
import { PACKS } from './packs/index.js';
import { tokenize } from './text.js';
import { THING_IDS, THINGS } from './things.js';
import de from './training/de.json' with { type: 'json' };
import en from './training/en.json' with { type: 'json' };
import es from './training/es.json' with { type: 'json' };
import fr from './training/fr.json' with { type: 'json' };

export type ClauseAspect = Aspect | 'none';
export type ClausePolarity = 'negative' | 'positive' | 'neutral';

export interface TrainingClause {
  text: string;
  business: string;
  aspect: string;
  polarity: string;
}

export const TRAINING: Readonly<Record<ReplyLanguage, readonly TrainingClause[]>> = { en, de, fr, es };

export interface ClauseReading {
  aspect: ClauseAspect;
  /** The posterior probability of that aspect, 0 to 1. */
  aspectP: number;
  polarity: ClausePolarity;
  polarityP: number;
}

/** How far a negator reaches: 'not very clean', 'pas du tout propre'. */
const NEGATION_REACH = 3;

/** Lower case, no accents, ß as ss; in German ae/oe/ue as the umlaut a guest could not type. */
export function fold(text: string, language: ReplyLanguage): string {
  let t = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
  if (language === 'de') t = t.replace(/([a-z])(ae|oe|ue)/g, (_, c: string, v: string) => c + v[0]);
  return t;
}

const folded = new Map<ReplyLanguage, ReadonlySet<string>>();
function negatorsOf(language: ReplyLanguage): ReadonlySet<string> {
  let set = folded.get(language);
  if (!set) {
    set = new Set(PACKS[language].lexicon.negators.filter((n) => !n.includes(' ')).map((n) => fold(n, language)));
    folded.set(language, set);
  }
  return set;
}

/** The features of a text: each word (marked when a negator governs it), each pair of words, and the four-letter pieces of words of four letters or more. */
export function features(text: string, language: ReplyLanguage): string[] {
  const words = tokenize(fold(text, language));
  const negators = negatorsOf(language);
  const out = new Set<string>();
  let negatedUntil = -1;
  words.forEach((w, i) => {
    if (negators.has(w)) negatedUntil = i + NEGATION_REACH;
    const negated = i <= negatedUntil && !negators.has(w);
    out.add(negated ? `!${w}` : `w:${w}`);
    if (i > 0) out.add(`b:${words[i - 1]} ${w}`);
    if (w.length >= 4) {
      const padded = `<${w}>`;
      for (let k = 0; k + 4 <= padded.length; k++) out.add(padded.slice(k, k + 4));
    }
  });
  return [...out];
}

/**
 * Softmax regression (multinomial logistic regression): a weight per feature
 * and label, learnt by stochastic gradient descent over the examples in an
 * order fixed by a seed, so every device learns the same weights. Chosen over
 * naive Bayes, which read the same clauses about as often right but was sure
 * of its wrong answers: of the clauses it gave 80% or more, two in three were
 * right, against four in five here (five-fold cross-validation on the corpus).
 */
export interface Linear<L extends string> {
  labels: L[];
  /** Each feature's row in `weights`. */
  ids: Map<string, number>;
  /** One row of weights per feature, one column per label. */
  weights: Float64Array;
  bias: Float64Array;
}

const EPOCHS = 5;
const LEARNING_RATE = 0.3;

/** A small deterministic generator for the order of the examples (a linear congruential one). */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
}

/** The probability of each label, given the rows of the features present. */
function softmax(bias: Float64Array, weights: Float64Array, rows: readonly number[]): Float64Array {
  const n = bias.length;
  const s = Float64Array.from(bias);
  for (const r of rows) for (let k = 0; k < n; k++) s[k]! += weights[r * n + k]!;
  let top = -Infinity;
  for (let k = 0; k < n; k++) top = Math.max(top, s[k]!);
  let sum = 0;
  for (let k = 0; k < n; k++) sum += s[k] = Math.exp(s[k]! - top);
  for (let k = 0; k < n; k++) s[k]! /= sum;
  return s;
}

export function train<L extends string>(examples: readonly { features: readonly string[]; label: L }[]): Linear<L> {
  const labels = [...new Set(examples.map((e) => e.label))];
  const n = labels.length;
  const index = new Map(labels.map((l, k) => [l, k]));
  const ids = new Map<string, number>();
  const rows = examples.map((e) => e.features.map((f) => ids.get(f) ?? (ids.set(f, ids.size), ids.size - 1)));
  const weights = new Float64Array(ids.size * n);
  const bias = new Float64Array(n);
  const order = examples.map((_, i) => i);
  const random = seeded(7);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = LEARNING_RATE / (1 + epoch);
    for (const i of order) {
      const p = softmax(bias, weights, rows[i]!);
      p[index.get(examples[i]!.label)!]! -= 1;
      for (let k = 0; k < n; k++) {
        const step = rate * p[k]!;
        // Labels the example already rules out move the weights by next to nothing: skipping them makes training several times faster.
        if (Math.abs(step) < 1e-4) continue;
        bias[k]! -= step;
        for (const r of rows[i]!) weights[r * n + k]! -= step;
      }
    }
  }
  return { labels, ids, weights, bias };
}

/** The labels with their probabilities, most likely first; features never seen in training weigh nothing. */
export function posterior<L extends string>(model: Linear<L>, feats: readonly string[]): { label: L; p: number }[] {
  const rows = feats.flatMap((f) => model.ids.get(f) ?? []);
  const p = softmax(model.bias, model.weights, rows);
  return model.labels.map((label, k) => ({ label, p: p[k]! })).sort((a, b) => b.p - a.p);
}

interface Models {
  aspect: Linear<ClauseAspect>;
  polarity: Linear<ClausePolarity>;
}

const models = new Map<ReplyLanguage, Models>();

/** The lexicon's words for each aspect and thing, as one more example each of what names the aspect (they say nothing of polarity). */
function lexiconExamples(language: ReplyLanguage): { features: string[]; label: ClauseAspect }[] {
  const { aspects, things } = PACKS[language].lexicon;
  const named = (label: ClauseAspect, terms: readonly string[]) => terms.map((t) => ({ features: features(t.replace(/\*/g, ''), language), label }));
  return [...ASPECTS.flatMap((a) => named(a, aspects[a])), ...THING_IDS.flatMap((t) => named(THINGS[t] as Aspect, things[t]))];
}

/** The two models of a language, trained from any clauses (the tests train on part of the corpus and read the rest) and the lexicon's words. */
export function trainModels(language: ReplyLanguage, clauses: readonly TrainingClause[]): Models {
  const examples = clauses.map((c) => ({ features: features(c.text, language), aspect: c.aspect as ClauseAspect, polarity: c.polarity as ClausePolarity }));
  return {
    aspect: train([...examples.map((e) => ({ features: e.features, label: e.aspect })), ...lexiconExamples(language)]),
    polarity: train(examples.map((e) => ({ features: e.features, label: e.polarity }))),
  };
}

function modelsOf(language: ReplyLanguage): Models {
  let m = models.get(language);
  if (!m) {
    m = trainModels(language, TRAINING[language]);
    models.set(language, m);
  }
  return m;
}

/** Trains every language's models now rather than at the first review read: the reply engine's worker does it as it starts. */
export function trainClauseClassifier(): void {
  for (const language of REPLY_LANGUAGES) modelsOf(language);
}

/**
 * Five-fold cross-validation: each fifth of a language's training clauses read by models trained on the other four.
 * The classifier's test and `review/bench/calibrate.mjs` (which the thresholds in analyse-review.ts come from) read it.
 */
export function crossValidatedReadings(language: ReplyLanguage): { clause: TrainingClause; reading: ClauseReading }[] {
  const clauses = TRAINING[language];
  const out: { clause: TrainingClause; reading: ClauseReading }[] = [];
  for (let part = 0; part < 5; part++) {
    const models = trainModels(
      language,
      clauses.filter((_, i) => i % 5 !== part),
    );
    clauses.forEach((clause, i) => {
      if (i % 5 === part) out.push({ clause, reading: readClauseText(clause.text, language, models) });
    });
  }
  return out;
}

/**
 * What a clause is about and how it judges it.
 * @example readClauseText('the mattress was lumpy', 'en') // { aspect: 'room', polarity: 'negative', … }
 */
export function readClauseText(text: string, language: ReplyLanguage, trained: Models = modelsOf(language)): ClauseReading {
  const feats = features(text, language);
  const aspect = posterior(trained.aspect, feats)[0]!;
  const polarity = posterior(trained.polarity, feats)[0]!;
  return { aspect: aspect.label, aspectP: aspect.p, polarity: polarity.label, polarityP: polarity.p };
}

/**
 * Writes the reply and the analytics for an analysed review: greeting by name,
 * thanks for each praised aspect, an apology and what will be done for each
 * complaint, a closing and the business's signature. Nothing is invented: the
 * reply only names what the review named, promises no refund, states no fact
 * about the stay. The seed picks the variant; the next seed gives another.
 */
import type { BusinessType, ReviewReply, ReviewTone } from '@front-desk-rm/engine/domain';
import { ASPECT_INSIGHTS, ASPECT_NAMES, aspectFor, forBusiness, type Aspect } from './aspects.js';
import { analyseReview, type ReviewAnalysis } from './analyse-review.js';
import { registerOf, type LanguagePack, type ReplyContext, type ReplyLanguage } from './language-pack.js';
import { PACKS } from './packs/index.js';
import { hash, tokenize } from './text.js';

/** Replies stay well within what review sites accept and a reader finishes. */
export const MAX_REPLY_CHARS = 1200;

export interface ReviewReplyInput {
  review: string;
  /** 1 to 5, or null for none. */
  stars: number | null;
  business: BusinessType;
  hotelName: string;
  name: string;
  language: ReplyLanguage;
  tone: ReviewTone;
  /** Which variant: Regenerate asks for the next. */
  seed: number;
  /** Complaints the manager ticked that the analysis missed: answered as if the engine had found them. */
  alsoComplaints?: readonly Aspect[];
  /** Aspects the manager removed from what the analysis found: neither apologised for nor thanked for. */
  notAspects?: readonly Aspect[];
}

/**
 * The analysis as the manager corrected it: their added complaints answered
 * (none of them thanked for), the aspects they removed neither answered nor
 * thanked for. The reply follows this list, never the engine's guess over it.
 */
export function withManagersList(analysis: ReviewAnalysis, also: readonly Aspect[], without: readonly Aspect[] = []): ReviewAnalysis {
  const added = also.filter((a) => !analysis.complaints.includes(a) && !without.includes(a));
  const complaints = [...analysis.complaints.filter((a) => !without.includes(a)), ...added];
  const praises = analysis.praises.filter((p) => !without.includes(p) && !added.includes(p));
  if (complaints.length === analysis.complaints.length && praises.length === analysis.praises.length && added.length === 0) return analysis;
  return { ...analysis, complaints, praises, mood: correctedMood(analysis.mood, complaints.length > 0, praises.length > 0) };
}

/** The mood once the manager corrected the list: what is left to answer and to thank for decides it; with nothing left, a text that read negative still reads so. */
function correctedMood(was: ReviewAnalysis['mood'], complaints: boolean, praises: boolean): ReviewAnalysis['mood'] {
  if (complaints) return praises ? 'mixed' : 'negative';
  if (praises) return was === 'negative' ? 'negative' : 'positive';
  return was === 'mixed' ? 'neutral' : was;
}

export interface ComposedReply {
  analysis: ReviewAnalysis;
  reply: ReviewReply;
}

/** The first two words of a sentence, lower-cased: what a reader hears repeated when two sentences start alike. */
export function sentenceOpening(sentence: string): string {
  return tokenize(sentence).slice(0, 2).join(' ');
}

/** Sentences of a reply, as `sentenceOpening` reads them: split after . ! ? and at line breaks. */
export function replySentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/**
 * Picks phrase variants. Each slot starts from its own offset and moves on by
 * one with the seed, so the next seed always changes the text; a variant whose
 * sentences open like one already written is passed over for the next.
 */
function writer(input: ReviewReplyInput) {
  const base = hash([input.review, input.name, input.hotelName, input.language, input.tone, input.business].join('\u0000'));
  const seed = Math.abs(Math.trunc(input.seed));
  const used = new Set<string>();
  const openings = (text: string) => replySentences(text).map(sentenceOpening);
  return <T>(slot: string, options: readonly T[], render: (option: T) => string): string => {
    const start = (hash(`${base}:${slot}`) + seed) % options.length;
    let text = render(options[start]!);
    for (let k = 0; k < options.length; k++) {
      const candidate = render(options[(start + k) % options.length]!);
      if (openings(candidate).every((o) => !used.has(o))) {
        text = candidate;
        break;
      }
    }
    for (const o of openings(text)) used.add(o);
    return text;
  };
}

type Pick = ReturnType<typeof writer>;

function label(pack: LanguagePack, aspect: Aspect, business: BusinessType, praise = false): string {
  const v = (praise ? pack.reply.praiseLabels?.[aspect] : undefined) ?? pack.reply.labels[aspect];
  return forBusiness(v, business);
}

/** At most this many of the guest's things are named for one aspect ('the shower, the toilet and the sink'). */
const MAX_THINGS = 3;

/**
 * How the reply names an aspect: by the things the guest named ('the shower and
 * the hot water'), in the reply's language, or else by the aspect's label.
 * @example aspectLabel(PACKS.en, analysis, 'bathroom') // 'the hot water'
 */
export function aspectLabel(pack: LanguagePack, analysis: ReviewAnalysis, aspect: Aspect, praise = false): string {
  const things = analysis.aspects.find((f) => f.aspect === aspect)?.things ?? [];
  if (!things.length) return label(pack, aspect, analysis.business, praise);
  const names = unique(things.slice(0, MAX_THINGS).map((t) => forBusiness(pack.reply.things[t], analysis.business)));
  return aspect === 'value' ? pack.reply.priceOf(names) : pack.reply.join(names);
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** How the complaints are answered: one apology and one action each, or one apology for all and the first `actions` actions in one sentence. */
type Shape = { together: boolean; actions: number };

function body(pack: LanguagePack, a: ReviewAnalysis, input: ReviewReplyInput, pick: Pick, shape: Shape): string[] {
  const r = pack.reply;
  const reg = registerOf(input.tone);
  const friendly = input.tone === 'friendly';
  const c: ReplyContext = { name: input.name, hotelName: input.hotelName, business: input.business, stars: a.stars };
  const say = (slot: string, options: readonly ((c: ReplyContext) => string)[]) => pick(slot, options, (f) => f(c));
  const paragraphs: string[] = [];
  const first = [say('opening', friendly ? r.warm.opening[a.mood] : r.opening[reg][a.mood])];
  if (a.praises.length) {
    const list = r.join(a.praises.map((p) => aspectLabel(pack, a, p, true)));
    first.push(pick('praise', r.praise[reg], (f) => f(list, c)));
  }
  paragraphs.push(first.join(' '));
  const lines: string[] = [];
  if (a.complaints.length) {
    const names = a.complaints.map((p) => aspectLabel(pack, a, p));
    const actions = a.complaints.map((p) => forBusiness(r.action[p], input.business));
    if (shape.together || friendly) {
      const list = r.join(names);
      lines.push(pick('apologyMany', friendly ? r.warm.apology : r.apologyMany[reg], (f) => f(list, c)));
      if (shape.actions > 0) lines.push(pick('actions', r.actionsTogether, (f) => f(actions.slice(0, shape.actions))));
    } else {
      a.complaints.forEach((_, i) => {
        lines.push(pick(`apology${i}`, r.apology[reg], (f) => f(names[i]!, c)));
        if (i < shape.actions) lines.push(pick(`action${i}`, r.actionFrames, (f) => f(actions[i]!)));
      });
    }
  } else if (a.mood === 'negative' || a.unplaced) {
    // Nothing to name, but something went wrong for the guest: said in general words, never a topic the guest did not raise.
    lines.push(say('regret', [r.regret[reg]]));
  }
  if (input.tone === 'formal') lines.push(say('followUp', r.followUp[a.mood]));
  if (lines.length) paragraphs.push(lines.join(' '));
  paragraphs.push(say('closing', friendly ? r.warm.closing[a.mood] : r.closing[reg][a.mood]));
  return paragraphs;
}

function composeText(pack: LanguagePack, a: ReviewAnalysis, input: ReviewReplyInput): string {
  const all = a.complaints.length;
  // One apology and action per complaint reads best; many complaints share one apology and one sentence of actions, and actions go last when still too long.
  const shapes: Shape[] = [
    { together: all > 4, actions: all },
    { together: true, actions: all },
  ];
  for (let n = all - 1; n >= 0; n--) shapes.push({ together: true, actions: n });
  let text = '';
  for (const shape of shapes) {
    const pick = writer(input);
    const c: ReplyContext = { name: input.name, hotelName: input.hotelName, business: input.business, stars: a.stars };
    const greeting = pick('greeting', pack.reply.greeting[input.tone], (f) => f(c));
    const paragraphs = body(pack, a, input, pick, shape);
    const signoff = pick('signoff', pack.reply.signoff[input.tone], (f) => f(c));
    text = [greeting, ...paragraphs, signoff].join('\n\n');
    if (text.length <= MAX_REPLY_CHARS) return text;
  }
  return text;
}

const LANGUAGE_NAMES: Record<ReplyLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' };

function aspectName(aspect: Aspect, business: BusinessType): string {
  return forBusiness(ASPECT_NAMES[aspect], business);
}

function lowerList(aspects: readonly Aspect[], business: BusinessType): string {
  const names = aspects.map((a) => aspectName(a, business).toLowerCase().replace('wi-fi', 'Wi-Fi'));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function analytics(a: ReviewAnalysis, input: ReviewReplyInput): Omit<ReviewReply, 'conclusion'> {
  const mood = a.mood[0]!.toUpperCase() + a.mood.slice(1);
  const summary = [
    `${mood} review${a.stars ? ` (${a.stars} of 5 stars)` : ''} from ${input.name} for ${input.hotelName}${a.language ? `, written in ${LANGUAGE_NAMES[a.language]}` : ''}.`,
  ];
  if (a.praises.length) summary.push(`Praises ${lowerList(a.praises, a.business)}.`);
  if (a.complaints.length) summary.push(`Complains about ${lowerList(a.complaints, a.business)}.`);
  if (!a.praises.length && !a.complaints.length) summary.push('Names no specific aspect.');
  if (a.language && a.languageClear && a.language !== input.language) {
    summary.push(
      `The review is in ${LANGUAGE_NAMES[a.language]}; the reply is in ${LANGUAGE_NAMES[input.language]} as requested (choose ${LANGUAGE_NAMES[a.language]} to answer in the guest's language).`,
    );
  }

  const lines = [
    `Overall sentiment: ${a.mood} (${a.score.toFixed(2)} on a scale from -1 to 1; the text alone ${a.textScore.toFixed(2)}${a.stars ? `, the stars ${((a.stars - 3) / 2).toFixed(2)}` : ''}).`,
  ];
  for (const f of a.aspects) {
    const named = f.names?.length ? `; the guest's words: ${f.names.map((n) => `"${n}"`).join(', ')}` : '';
    lines.push(
      `${aspectName(f.aspect, a.business)}: ${f.sentiment === 'neutral' ? 'mentioned' : f.sentiment}${f.evidence.length ? ` (${f.evidence.map((e) => `"${e}"`).join(', ')})` : ''}${named}.`,
    );
  }
  if (!a.aspects.length) lines.push('No aspect of the stay is named.');

  const insights = a.complaints.map((c) => `${aspectName(c, a.business)}: ${forBusiness(ASPECT_INSIGHTS[c], a.business)}`);
  if (!insights.length) {
    if (a.mood === 'negative') insights.push('The guest is unhappy but names no specific aspect: contact them directly to find out what went wrong.');
    else if (a.praises.length) insights.push(`No complaints to act on. Share the praise for ${lowerList(a.praises, a.business)} with the team and keep it up.`);
    else insights.push('No complaints to act on.');
  }
  if (a.ironic) insights.push('The praise in this review reads as irony: it was counted with the complaints, and the reply thanks for none of it.');
  if (a.stars !== null && a.stars <= 2 && a.complaints.length)
    insights.push('A low rating: follow up with the guest privately once the points above are checked.');
  return { reviewSummary: summary.join(' '), feedbackAnalysis: lines.join('\n'), actionableInsights: insights.join('\n') };
}

/**
 * Analyses a review and writes the reply and its analytics.
 * @example composeReviewReply({ review: 'Lovely staff!', stars: 5, business: 'hotel', hotelName: 'Lakeview', name: 'Ravi', language: 'en', tone: 'friendly', seed: 0 }).reply.conclusion
 */
export function composeReviewReply(input: ReviewReplyInput): ComposedReply {
  const analysis = withManagersList(
    analyseReview({ review: input.review, stars: input.stars, business: input.business, fallback: input.language }),
    // A ticked aspect the business does not have is answered as the one it has ('the bill' of a hotel is its value).
    unique((input.alsoComplaints ?? []).map((a) => aspectFor(a, input.business))),
    unique((input.notAspects ?? []).map((a) => aspectFor(a, input.business))),
  );
  const pack = PACKS[input.language];
  return { analysis, reply: { ...analytics(analysis, input), conclusion: composeText(pack, analysis, input) } };
}

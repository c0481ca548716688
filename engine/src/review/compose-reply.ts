/**
 * Writes the reply and the analytics for an analysed review: greeting by name,
 * thanks for each praised aspect, an apology and what will be done for each
 * complaint, a closing and the business's signature. Nothing is invented: the
 * reply only names what the review named, promises no refund, states no fact
 * about the stay. The seed picks the variant; the next seed gives another.
 */
import type { BusinessType, ReviewReply, ReviewTone } from '../domain/site.js';
import { ASPECT_INSIGHTS, ASPECT_NAMES, forBusiness, type Aspect } from './aspects.js';
import { analyseReview, type ReviewAnalysis } from './analyse-review.js';
import { registerOf, type LanguagePack, type ReplyContext, type ReplyLanguage } from './language-pack.js';
import { PACKS } from './packs/index.js';
import { hash } from './text.js';

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
}

export interface ComposedReply {
  analysis: ReviewAnalysis;
  reply: ReviewReply;
}

function picker(input: ReviewReplyInput) {
  const base = hash([input.review, input.name, input.hotelName, input.language, input.tone, input.business].join('\u0000'));
  // Each slot starts from its own offset and every slot moves on by one with the seed, so the next seed always changes the text.
  return <T>(slot: string, options: readonly T[]): T => {
    const offset = hash(`${base}:${slot}`);
    const seed = Math.abs(Math.trunc(input.seed));
    return options[(offset + seed) % options.length]!;
  };
}

function label(pack: LanguagePack, aspect: Aspect, business: BusinessType, praise = false): string {
  const v = (praise ? pack.reply.praiseLabels?.[aspect] : undefined) ?? pack.reply.labels[aspect];
  return forBusiness(v, business);
}

function body(pack: LanguagePack, a: ReviewAnalysis, input: ReviewReplyInput, compact: boolean, actions: number): string[] {
  const r = pack.reply;
  const reg = registerOf(input.tone);
  const pick = picker(input);
  const c: ReplyContext = { name: input.name, hotelName: input.hotelName, business: input.business, stars: a.stars };
  const paragraphs: string[] = [];
  const first = [pick('opening', r.opening[reg][a.mood])(c)];
  if (a.praises.length) first.push(pick('praise', r.praise[reg])(r.join(a.praises.map((p) => label(pack, p, input.business, true))), c));
  paragraphs.push(first.join(' '));
  if (a.complaints.length) {
    const lines: string[] = [];
    if (compact) lines.push(r.apologyMany[reg](r.join(a.complaints.map((p) => label(pack, p, input.business))), c));
    a.complaints.forEach((aspect, i) => {
      if (!compact) lines.push(pick(`apology${i}`, r.apology[reg])(label(pack, aspect, input.business), c));
      if (i < actions) lines.push(forBusiness(r.action[aspect], input.business));
    });
    paragraphs.push(lines.join(' '));
  } else if (a.mood === 'negative') {
    paragraphs.push(r.regret[reg](c));
  }
  paragraphs.push(pick('closing', r.closing[reg][a.mood])(c));
  return paragraphs;
}

function composeText(pack: LanguagePack, a: ReviewAnalysis, input: ReviewReplyInput): string {
  const pick = picker(input);
  const c: ReplyContext = { name: input.name, hotelName: input.hotelName, business: input.business, stars: a.stars };
  const frame = (paragraphs: string[]) => [pick('greeting', pack.reply.greeting[input.tone])(c), ...paragraphs, pick('signoff', pack.reply.signoff[input.tone])(c)].join('\n\n');
  const all = a.complaints.length;
  // One apology per complaint reads best; many complaints share one apology, and actions go last when still too long.
  const attempts: [boolean, number][] = [[false, all], [true, all]];
  for (let n = all - 1; n >= 0; n--) attempts.push([true, n]);
  let text = '';
  for (const [compact, actions] of attempts) {
    text = frame(body(pack, a, input, compact, actions));
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
    summary.push(`The review is in ${LANGUAGE_NAMES[a.language]}; the reply is in ${LANGUAGE_NAMES[input.language]} as requested (choose ${LANGUAGE_NAMES[a.language]} to answer in the guest's language).`);
  }

  const lines = [
    `Overall sentiment: ${a.mood} (${a.score.toFixed(2)} on a scale from -1 to 1; the text alone ${a.textScore.toFixed(2)}${a.stars ? `, the stars ${((a.stars - 3) / 2).toFixed(2)}` : ''}).`,
  ];
  for (const f of a.aspects) {
    lines.push(`${aspectName(f.aspect, a.business)}: ${f.sentiment === 'neutral' ? 'mentioned' : f.sentiment}${f.evidence.length ? ` (${f.evidence.map((e) => `"${e}"`).join(', ')})` : ''}.`);
  }
  if (!a.aspects.length) lines.push('No aspect of the stay is named.');

  const insights = a.complaints.map((c) => `${aspectName(c, a.business)}: ${forBusiness(ASPECT_INSIGHTS[c], a.business)}`);
  if (!insights.length) {
    if (a.mood === 'negative') insights.push('The guest is unhappy but names no specific aspect: contact them directly to find out what went wrong.');
    else if (a.praises.length) insights.push(`No complaints to act on. Share the praise for ${lowerList(a.praises, a.business)} with the team and keep it up.`);
    else insights.push('No complaints to act on.');
  }
  if (a.stars !== null && a.stars <= 2 && a.complaints.length) insights.push('A low rating: follow up with the guest privately once the points above are checked.');
  return { reviewSummary: summary.join(' '), feedbackAnalysis: lines.join('\n'), actionableInsights: insights.join('\n') };
}

/**
 * Analyses a review and writes the reply and its analytics.
 * @example composeReviewReply({ review: 'Lovely staff!', stars: 5, business: 'hotel', hotelName: 'Lakeview', name: 'Ravi', language: 'en', tone: 'friendly', seed: 0 }).reply.conclusion
 */
export function composeReviewReply(input: ReviewReplyInput): ComposedReply {
  const analysis = analyseReview({ review: input.review, stars: input.stars, business: input.business, fallback: input.language });
  const pack = PACKS[input.language];
  return { analysis, reply: { ...analytics(analysis, input), conclusion: composeText(pack, analysis, input) } };
}

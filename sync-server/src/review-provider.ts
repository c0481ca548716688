/**
 * An optional OpenAI-compatible chat-completions provider for review replies.
 * It is given the engine's analysis, so its reply answers the same complaints;
 * any failure (not configured, network, non-2xx, timeout, an empty or
 * oversized answer, or one clearly in another language than asked) returns
 * null and the built-in engine's reply stands.
 */
import { log } from './log.js';
import type { ResolvedReviewRequest, ReviewAnalysis } from '@front-desk-rm/review';
import { ASPECT_NAMES, detectLanguage, forBusiness, MAX_REPLY_CHARS } from '@front-desk-rm/review';

export interface ReviewProviderConfig {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1; '/chat/completions' is appended. */
  baseUrl: string;
  model: string;
  key?: string | undefined;
  timeoutMs: number;
}

export interface ProviderReply {
  text: string;
  model: string;
}

const LANGUAGE_NAMES = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' } as const;

/** The instructions: the same rules the engine keeps, so either writer gives an answer the page can show. */
export function providerMessages(request: ResolvedReviewRequest, analysis: ReviewAnalysis) {
  const names = (aspects: readonly (keyof typeof ASPECT_NAMES)[]) =>
    aspects.map((a) => forBusiness(ASPECT_NAMES[a], request.bussinessType)).join(', ') || 'none';
  const system = [
    `You write the public reply of a ${request.bussinessType} called "${request.hotelName}" to a guest review.`,
    `Write in ${LANGUAGE_NAMES[request.language]} only, in a ${request.tone} tone.`,
    `Address the reviewer by name (${request.name}). Thank them for each aspect they praised, and only those.`,
    'Acknowledge and answer each aspect they complained about, saying what the business will look into.',
    'Never invent facts about the stay or the business, never promise refunds, discounts or compensation.',
    `Sign off for ${request.hotelName}. Plain text, no placeholders, under ${MAX_REPLY_CHARS} characters. Answer with the reply only.`,
  ].join(' ');
  const user = [
    `Review${request.startRating !== '0' ? ` (${request.startRating} of 5 stars)` : ''}:`,
    request.review,
    '',
    `Praised: ${names(analysis.praises)}.`,
    `Complained about: ${names(analysis.complaints)}.`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** Asks the provider for a reply; null on any failure or when the answer cannot be used. */
export async function askProvider(config: ReviewProviderConfig, request: ResolvedReviewRequest, analysis: ReviewAnalysis): Promise<ProviderReply | null> {
  try {
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}) },
      body: JSON.stringify({ model: config.model, messages: providerMessages(request, analysis), temperature: 0.7, seed: request.variant }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) {
      log('warn', `review provider answered ${res.status}; the built-in engine replies`);
      return null;
    }
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[]; model?: unknown };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || !text.trim() || text.length > MAX_REPLY_CHARS * 2) return null;
    const language = detectLanguage(text);
    if (language.clear && language.language !== request.language) {
      log('warn', `review provider replied in ${language.language}, not ${request.language}; the built-in engine replies`);
      return null;
    }
    return { text: text.trim(), model: typeof body.model === 'string' ? body.model : config.model };
  } catch (err) {
    log('warn', `review provider failed (${(err as Error).name}); the built-in engine replies`);
    return null;
  }
}

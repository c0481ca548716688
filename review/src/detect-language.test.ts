import { describe, expect, it } from 'vitest';
import { reviewRequestSchema } from '@front-desk-rm/engine/domain';
import { detectLanguage, replyLanguageOf } from './detect-language.js';
import { resolveReplyLanguage } from './reply-to-request.js';

describe('detectLanguage', () => {
  it.each([
    ['The breakfast was lovely and the staff were very helpful.', 'en'],
    ['Das Frühstück war sehr gut und das Personal war freundlich.', 'de'],
    ['Le petit déjeuner était délicieux et le personnel très aimable.', 'fr'],
    ['El desayuno estaba muy rico y el personal fue muy amable.', 'es'],
  ] as const)('tells the language of %s', (text, language) => {
    expect(detectLanguage(text)).toEqual({ language, clear: true });
  });

  it('tells short texts by their common words, where trigrams guess', () => {
    expect(detectLanguage('Great stay!').language).toBe('en');
    expect(detectLanguage('Sehr gut und sauber').language).toBe('de');
  });

  it('says when there is nothing to go on', () => {
    expect(detectLanguage('')).toEqual({ language: null, clear: false });
    expect(detectLanguage('10/10')).toEqual({ language: null, clear: false });
  });
});

describe("'auto' resolved", () => {
  const request = reviewRequestSchema.parse({
    review: 'Das Zimmer war laut und das Frühstück kalt, aber das Personal war freundlich.',
    hotelName: 'Alpenblick',
    name: 'Anna',
  });

  it("answers in the review's language when it can tell, and in English, unsure, when it cannot", () => {
    expect(replyLanguageOf(request.review)).toEqual({ language: 'de', sure: true });
    expect(replyLanguageOf('Top!')).toEqual({ language: 'en', sure: false });
  });

  it("turns an absent or 'auto' language into the review's, and keeps a chosen one", () => {
    expect(request.language).toBe('auto');
    expect(resolveReplyLanguage(request).language).toBe('de');
    expect(resolveReplyLanguage({ ...request, language: 'fr' }).language).toBe('fr');
  });
});

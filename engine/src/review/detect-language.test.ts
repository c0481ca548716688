import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.js';

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

import { describe, expect, it } from 'vitest';
import { currentLanguage, switchLanguage } from './i18n.js';

describe('the language spoken', () => {
  it('is the one asked for last, whichever catalogue arrives first', async () => {
    expect(currentLanguage()).toBe('en');
    // A screen follows its session into German while another asks for English again before German's catalogues arrive.
    const german = switchLanguage('de');
    await switchLanguage('en');
    await german;
    expect(currentLanguage()).toBe('en');
    await switchLanguage('fr');
    expect(currentLanguage()).toBe('fr');
    await switchLanguage('en');
  });
});

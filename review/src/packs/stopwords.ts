/**
 * The common words of each language, which tell a short text's language apart.
 * Their own module, so the assistant's page can detect a language without the
 * lexicons and phrases of every pack (decision 012: the page's first load).
 */
import type { ReplyLanguage } from '../language-pack.js';

export const STOPWORDS: Readonly<Record<ReplyLanguage, readonly string[]>> = {
  en: ['the', 'and', 'was', 'were', 'is', 'with', 'very', 'our', 'we', 'of', 'to', 'it', 'this', 'for', 'had', 'but', 'great', 'stay'],
  de: [
    'der',
    'die',
    'das',
    'und',
    'war',
    'waren',
    'sehr',
    'wir',
    'ist',
    'mit',
    'nicht',
    'ein',
    'eine',
    'uns',
    'auch',
    'aber',
    'zimmer',
    'leider',
    'es',
    'gab',
    'ich',
    'hat',
    'haben',
    'kein',
    'keinen',
    'keine',
  ],
  fr: ['le', 'les', 'et', 'était', 'très', 'nous', 'est', 'avec', 'pas', 'une', 'des', 'du', 'mais', 'chambre', 'séjour'],
  es: ['el', 'los', 'las', 'y', 'era', 'muy', 'es', 'con', 'estaba', 'una', 'del', 'fue', 'pero', 'nos', 'habitación'],
};

/** The ISO 639-3 codes franc answers with. */
export const ISO3 = { en: 'eng', de: 'deu', fr: 'fra', es: 'spa' } as const satisfies Record<ReplyLanguage, string>;

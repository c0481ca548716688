import { describe, expect, it } from 'vitest';
import { REPLY_LANGUAGES } from './language-pack.js';
import { features, fold, readClauseText, TRAINING, trainModels } from './clause-classifier.js';

/** Five-fold cross-validation: each fifth of a language's clauses is read by models trained on the other four. */
function crossValidate(language: (typeof REPLY_LANGUAGES)[number]) {
  const clauses = TRAINING[language];
  let aspectRight = 0;
  let complaintRight = 0;
  let complaints = 0;
  let complaintsSeen = 0;
  for (let fold = 0; fold < 5; fold++) {
    const models = trainModels(
      language,
      clauses.filter((_, i) => i % 5 !== fold),
    );
    clauses.forEach((c, i) => {
      if (i % 5 !== fold) return;
      const r = readClauseText(c.text, language, models);
      if (r.aspect === c.aspect) aspectRight++;
      if (c.polarity === 'negative' && c.aspect !== 'none') {
        complaints++;
        if (r.polarity === 'negative' && r.aspect === c.aspect) complaintRight++;
      }
      if (r.polarity === 'negative' && r.aspect !== 'none') complaintsSeen++;
    });
  }
  return { aspect: aspectRight / clauses.length, complaintRecall: complaintRight / complaints, complaints, complaintsSeen };
}

describe('clause classifier', () => {
  it('folds what a guest could not type: accents, ß, and in German ae/oe/ue', () => {
    expect(fold('Frühstück', 'de')).toBe(fold('Fruehstueck', 'de'));
    expect(fold('Saleté ÉNORME', 'fr')).toBe('salete enorme');
    expect(fold('Straße', 'de')).toBe('strasse');
  });

  it('marks the words a negator governs, so "not clean" and "clean" weigh apart', () => {
    expect(features('not clean', 'en')).toContain('!clean');
    expect(features('clean', 'en')).toContain('w:clean');
    expect(features('pas du tout propre', 'fr')).toContain('!propre');
  });

  it('shares the pieces of a compound with its parts', () => {
    const compound = features('Getränkewunsch', 'de');
    expect(features('Getränke', 'de').filter((f) => compound.includes(f)).length).toBeGreaterThanOrEqual(4);
  });

  it.each(REPLY_LANGUAGES)('reads clauses it was not trained on (%s, five-fold cross-validation)', (language) => {
    const r = crossValidate(language);
    console.log(language, JSON.stringify(r));
    expect(r.aspect).toBeGreaterThan(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { REPLY_LANGUAGES } from './language-pack.js';
import { crossValidatedReadings, features, fold } from './clause-classifier.js';

/** The cross-validated readings of a language's clauses, counted. */
function crossValidate(language: (typeof REPLY_LANGUAGES)[number]) {
  const readings = crossValidatedReadings(language);
  const complaints = readings.filter(({ clause }) => clause.polarity === 'negative' && clause.aspect !== 'none');
  return {
    aspect: readings.filter(({ clause, reading }) => reading.aspect === clause.aspect).length / readings.length,
    complaintRecall: complaints.filter(({ clause, reading }) => reading.polarity === 'negative' && reading.aspect === clause.aspect).length / complaints.length,
    complaints: complaints.length,
    complaintsSeen: readings.filter(({ reading }) => reading.polarity === 'negative' && reading.aspect !== 'none').length,
  };
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

import { describe, expect, it } from 'vitest';
import { REVIEW_CORPUS, REVIEW_DEV_SET } from './review-corpus.js';
import { byBusiness, evaluateReviews, formatScores, fromHeldOut, normaliseName, sameFamily, scoreReview, summariseScores } from './evaluate.js';

describe('evaluateReviews', () => {
  it('counts a labelled complaint as recalled when the analysis finds it and the reply names it', () => {
    const s = scoreReview({
      language: 'en',
      stars: 1,
      review: 'The shower was cold and the wifi kept dropping.',
      complaints: [
        { aspect: 'bathroom', names: ['the shower'] },
        { aspect: 'wifi', names: ['the wifi'] },
      ],
    });
    expect(s.recalled.sort()).toEqual(['bathroom', 'wifi']);
    expect(s.extra).toEqual([]);
  });

  it('counts a complaint the guest did not raise against precision, and one it missed against recall', () => {
    const s = scoreReview({ language: 'en', stars: 2, review: 'The room was dirty.', complaints: ['noise'] });
    expect(s.missed).toEqual(['noise']);
    expect(s.extra).toEqual(['cleanliness']);
    const { rows } = evaluateReviews([s.review]);
    expect(rows.find((r) => r.language === 'en')).toMatchObject({ recall: 0, precision: 0, labelled: 1, found: 1 });
  });

  it('takes a finer aspect for its coarser one, but not in the exact count', () => {
    expect(sameFamily('breakfast', 'food')).toBe(true);
    expect(sameFamily('wifi', 'amenities')).toBe(true);
    expect(sameFamily('bathroom', 'cleanliness')).toBe(false);
    expect(normaliseName("l'eau chaude")).toBe('eau chaude');
    expect(normaliseName('Das WLAN')).toBe('wlan');
  });

  it('meets the goals on the development corpus it is tuned on', () => {
    const all = evaluateReviews(REVIEW_DEV_SET).rows.find((r) => r.language === 'all')!;
    expect(all.recall).toBeGreaterThanOrEqual(0.95);
    expect(all.precision).toBeGreaterThanOrEqual(0.95);
    expect(evaluateReviews(REVIEW_CORPUS).rows.every((r) => r.recall === 1 && r.precision === 1)).toBe(true);
  });

  it('prints a table with a row per language and the goals', () => {
    const text = formatScores('dev', evaluateReviews(REVIEW_CORPUS).rows);
    expect(text.split('\n')).toHaveLength(1 + 1 + 5 + 1);
    expect(text).toMatch(/^de\s+12\s+/m);
    expect(text).toContain('goals: recall ≥ 95.0%, precision ≥ 98.0%');
  });

  it("reads a held-out set's own labels as the aspects that answer them, and counts an apology for what the guest never raised", () => {
    const review = fromHeldOut({
      id: 'en-hotel-99',
      language: 'en',
      business: 'hotel',
      stars: 2,
      text: 'The mattress was lumpy and the room was dirty.',
      aspects: [
        { aspect: 'bed', polarity: 'negative', words: 'The mattress was lumpy' },
        { aspect: 'location', polarity: 'positive', words: 'great location' },
      ],
    });
    expect(review.complaints).toEqual([{ aspect: 'bed', accepts: ['room'] }]);
    expect(review.raised).toEqual(['room', 'location']);
    const s = scoreReview(review);
    expect(s.found).toContain('cleanliness');
    expect(s.unraised).toEqual(['cleanliness']);
    const [hotel, all] = byBusiness([s]);
    expect(hotel).toMatchObject({ language: 'hotel', unraised: 1 });
    expect(all!.language).toBe('all');
  });

  it('takes what a set labels as complaints and praise as what the guest raised, and counts no apology where it labels neither', () => {
    const review = { language: 'en' as const, stars: 2, review: 'The room was dirty but the location was great.', business: 'hotel' as const };
    const labelled = scoreReview({ ...review, complaints: ['room'], praises: ['location'] });
    expect(labelled.found).toContain('cleanliness');
    expect(labelled.unraised).toEqual(['cleanliness']);
    expect(summariseScores('en', [labelled]).unraised).toBe(1);
    // A set that says nothing of what was praised cannot tell an apology never asked for.
    const unlabelled = scoreReview({ ...review, complaints: ['room'] });
    expect(summariseScores('en', [unlabelled]).unraised).toBeNull();
  });
});

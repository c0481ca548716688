import { describe, expect, it } from 'vitest';
import { analyseReview } from './analyse-review.js';

const read = (review: string, stars: number | null = null) => analyseReview({ review, stars, business: 'hotel', fallback: 'en' });
const aspect = (review: string, name: string) => read(review).aspects.find((a) => a.aspect === name);

describe('analyseReview', () => {
  it.each([
    ['The room was not clean.', 'not clean'],
    ['Das Zimmer war nicht sauber.', 'nicht sauber'],
    ["La chambre n'était pas propre.", 'n était pas propre'],
    ['La habitación no estaba limpia.', 'no estaba limpia'],
  ])('turns negated praise into a complaint: %s', (review, evidence) => {
    expect(aspect(review, 'cleanliness')).toMatchObject({ sentiment: 'negative', evidence: [evidence] });
    expect(read(review).mood).toBe('negative');
  });

  it('turns a negated complaint into mild praise', () => {
    expect(aspect('The street was not noisy at all.', 'noise')).toMatchObject({ sentiment: 'positive' });
    expect(aspect('Es gab keinen Lärm.', 'noise')).toMatchObject({ sentiment: 'positive' });
  });

  it('reads a wish for what was missing as a complaint', () => {
    const a = read('Staff could have been friendlier and the bathroom needs renovation.');
    expect(a.complaints.slice().sort()).toEqual(['room', 'staff']);
    expect(a.aspects.find((x) => x.aspect === 'staff')!.evidence).toEqual(['could have been friendlier']);
  });

  it('reads German negation after the verb', () => {
    expect(aspect('Das WLAN funktionierte nicht.', 'amenities')).toMatchObject({ sentiment: 'negative', evidence: ['funktionierte nicht'] });
  });

  it('reads French idioms before their words', () => {
    expect(aspect('Le petit déjeuner était pas terrible.', 'food')).toMatchObject({ sentiment: 'negative' });
  });

  it('weighs intensifiers and diminishers', () => {
    const very = aspect('The staff were very friendly.', 'staff')!.score;
    const plain = aspect('The staff were friendly.', 'staff')!.score;
    const bit = aspect('The room was a bit small.', 'room')!.score;
    expect(very).toBeGreaterThan(plain);
    expect(bit).toBeGreaterThan(aspect('The room was small.', 'room')!.score);
    expect(aspect('La comida era muy rica.', 'food')!.score).toBeGreaterThan(aspect('La comida era rica.', 'food')!.score);
  });

  it('splits clauses at contrast words so each judgement lands on its own aspect', () => {
    const a = read('The breakfast was delicious but the room was dirty.');
    expect(a.praises).toEqual(['food']);
    expect(a.complaints).toEqual(['cleanliness']);
    expect(a.mood).toBe('mixed');
  });

  it('weighs the stars with the text', () => {
    expect(read('It was fine.', 5).score).toBeGreaterThan(read('It was fine.', 1).score);
    expect(read('Okay.', 1)).toMatchObject({ mood: 'negative', stars: 1 });
    expect(read('Okay.')).toMatchObject({ mood: 'neutral', stars: null, aspects: [] });
  });

  it('reads a text with no language to tell by in the language that finds the most', () => {
    const a = analyseReview({ review: 'Wifi super!', stars: null, business: 'hotel', fallback: 'en' });
    expect(a.language).toBeNull();
    expect(a.praises).toEqual(['amenities']);
  });

  it('counts an aspect named without a judgement as mentioned, not praised', () => {
    expect(aspect('We parked in the garage and had dinner.', 'parking')).toMatchObject({ sentiment: 'neutral', evidence: [] });
    expect(read('We parked in the garage and had dinner.').praises).toEqual([]);
  });

  it('is deterministic', () => {
    const review = "Le personnel était charmant et l'emplacement est super, mais la chambre n'était pas propre.";
    expect(read(review)).toEqual(read(review));
  });
});

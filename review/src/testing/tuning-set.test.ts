/**
 * The tuning set (`review/tuning/`) is read by the bench and tuned on: a row
 * the evaluator cannot read, or a label whose words are not in its review,
 * would move the figures thresholds are chosen by without failing anywhere.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVAL_ASPECTS, type EvalReview } from './review-eval-set.js';

const reviews = JSON.parse(readFileSync(new URL('../../tuning/reviews-2026-12.json', import.meta.url), 'utf8')) as EvalReview[];

describe('the tuning set', () => {
  it('holds 60 reviews in each language: 24 hotels, 18 restaurants and 18 apartments, each id once', () => {
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    for (const language of ['en', 'de', 'fr', 'es'] as const) {
      const own = reviews.filter((r) => r.language === language);
      expect(own.map((r) => r.business).sort()).toEqual([
        ...Array<string>(18).fill('apartment'),
        ...Array<string>(24).fill('hotel'),
        ...Array<string>(18).fill('restaurant'),
      ]);
    }
  });

  it.each(reviews.map((r) => [r.id, r] as const))('%s: stars, mood and labels the evaluator reads, each name in the review', (_, r) => {
    expect(r.stars).toBeGreaterThanOrEqual(0);
    expect(r.stars).toBeLessThanOrEqual(5);
    expect(['positive', 'negative', 'mixed']).toContain(r.mood);
    const text = r.review.toLowerCase();
    for (const side of [r.complaints, r.praises]) {
      // At most one entry per aspect on each side, as the evaluator counts them.
      expect(new Set(side.map((m) => m.aspect)).size).toBe(side.length);
      for (const mention of side) {
        expect(EVAL_ASPECTS).toContain(mention.aspect);
        expect(mention.names.length).toBeGreaterThan(0);
        for (const name of mention.names) expect(text).toContain(name);
      }
    }
    // A mixed review has both; a positive one no complaint; a negative one no praise.
    if (r.mood === 'mixed') expect(r.complaints.length && r.praises.length).toBeGreaterThan(0);
    if (r.mood === 'positive') expect(r.complaints).toEqual([]);
    if (r.mood === 'negative') expect(r.praises).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placements } from '../../../testing/placement-cases.js';
import { translate } from '../../../i18n/use-t.js';
import { placementText } from './placement-text.js';

describe('where a request would land, said in the language spoken', () => {
  it('reads in English word for word as the engine’s summary, for any week and any request', () => {
    fc.assert(
      fc.property(placements(), (where) => {
        expect(placementText(translate, 'en', where)).toBe(where.summary);
      }),
      { numRuns: 400 },
    );
  });

  it('says a summary with no parts as it came', () => {
    expect(placementText(translate, 'en', { fits: false, summary: 'Does not fit: Friday has 3 rooms left, and it needs 4.' })).toBe(
      'Does not fit: Friday has 3 rooms left, and it needs 4.',
    );
  });
});

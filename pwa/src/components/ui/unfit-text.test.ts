import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { pastReason } from '@front-desk-rm/engine/optimum';
import { placements } from '../../testing/placement-cases.js';
import { formatterFor } from '../../i18n/format.js';
import { loadEveryMessage } from '../../i18n/i18n.js';
import { translate } from '../../i18n/use-t.js';
import { unfitText } from './unfit-text.js';

describe('why a declined request did not fit, told of the week gone by', () => {
  afterAll(() => loadEveryMessage('en'));

  it('reads in English word for word as the engine’s past-tense reason, for any week and any request', () => {
    const english = formatterFor('en', 'INR');
    fc.assert(
      // With the week's bookings placement may move guests between rooms: its 'no way of moving' reason.
      fc.property(placements(fc.boolean()), (where) => {
        if (where.fits) return;
        expect(unfitText(translate, english, pastReason(where.summary), where.says)).toBe(pastReason(where.summary));
      }),
      { numRuns: 400 },
    );
  });

  it('says the reason in the language spoken, its days as the language names them', async () => {
    await loadEveryMessage('de');
    const german = formatterFor('de', 'EUR');
    const english = 'Friday had no rooms left, and it needed 2';
    expect(unfitText(translate, german, english, { kind: 'short', day: 'F', left: 0, wanted: 2 })).toContain('Freitag');
    expect(unfitText(translate, german, english, { kind: 'short', day: 'F', left: 0, wanted: 2 })).not.toContain('Friday');
    expect(unfitText(translate, german, 'the Ballroom was taken on Saturday', { kind: 'hallTaken', hall: 'Ballroom', day: 'Sat' })).toContain('Samstag');
    // A reason the engine gave without its parts is said as it came.
    expect(unfitText(translate, german, english, null)).toBe(english);
  });
});

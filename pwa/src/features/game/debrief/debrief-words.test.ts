import { describe, expect, it } from 'vitest';
import { HOUSE_POLICY_IDS, WEEK_FAMILY_IDS } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { refusedText, yardstickSplit } from '@front-desk-rm/engine/optimum';
import { shortfallReason, type ShortfallWeek } from '@front-desk-rm/engine/policies';
import { formatterFor } from '../../../i18n/format.js';
import { translate } from '../../../i18n/use-t.js';
import { shortfallWords, stayWords, yardstickWords } from './debrief-words.js';

const english = formatterFor('en', 'INR');

// The English catalogue says what the engine says: a sentence changed there is changed here too, or this fails.
describe('the debrief’s words for what the engine names, in English', () => {
  it('give the engine’s reason a policy earned less than first come, first served, for every kind of week', () => {
    const weeks: ShortfallWeek[] = [undefined, ...WEEK_FAMILY_IDS].flatMap((family) =>
      [false, true].map((guestsBelowForecast) => ({ ...(family ? { family } : {}), guestsBelowForecast })),
    );
    for (const id of HOUSE_POLICY_IDS)
      for (const week of weeks) expect(shortfallWords(translate, id, week, shortfallReason(id, week))).toBe(shortfallReason(id, week));
  });

  it('split the gap to the best week in the engine’s two sentences', () => {
    for (const [team, expected, revenue] of [
      [400_000, 450_000, 500_000],
      [460_000, 450_000, 500_000],
      [450_000, 450_000, 450_000],
    ] as const) {
      const split = yardstickSplit(team, { revenue, expected: { revenue: expected } } as Parameters<typeof yardstickSplit>[1])!;
      expect(yardstickWords(translate, formatINR, split)).toBe(split.words);
    }
  });

  it('say a refusal and a stay as the screens did', () => {
    expect(translate('debrief.refused.didNotFit', { reason: 'Friday had no rooms left' })).toBe(refusedText('Friday had no rooms left'));
    expect(stayWords(translate, english, 1, 3, 'Friday')).toBe('1 room · 3 nights from Friday');
    expect(stayWords(translate, english, 2, 1, 'Monday')).toBe('2 rooms · 1 night from Monday');
    expect(stayWords(translate, english, 0, 2, 'Sunday')).toBe('2 nights from Sunday');
  });

  it('say how far a week moves the forecast, in words up to the eighth', () => {
    const lead = (week: number) => translate('debrief.pickUp.lead', { next: week + 1, week: String(week) });
    expect(lead(1)).toMatch(/^Week 2 opens with a forecast moved half of the way/);
    expect(lead(7)).toMatch(/^Week 8 opens with a forecast moved an eighth of the way/);
    expect(lead(8)).toMatch(/^Week 9 opens with a forecast moved 1\/9 of the way/);
  });
});

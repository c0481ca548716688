import { describe, expect, it } from 'vitest';
import { DAY_LABELS, DAY_NAMES, GRID_DAYS, HOUSE_POLICY_IDS, WEEK_FAMILY_IDS } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { refusedText, yardstickSplit } from '@front-desk-rm/engine/optimum';
import { HOUSE_POLICIES, shortfallReason, type ShortfallWeek } from '@front-desk-rm/engine/policies';
import { decisionOutcome, weekFamily } from '@front-desk-rm/engine/rules';
import { translate } from '../../../i18n/use-t.js';
import { checkInDayWords, dayWords, familyWords, houseWords, outcomeWords, shortfallWords, stayWords, yardstickWords } from './debrief-words.js';

// The English catalogue says what the engine says: a sentence changed there is changed here too, or this fails.
describe('the debrief’s words for what the engine names, in English', () => {
  it('name each house policy and what it teaches as the engine does', () => {
    for (const policy of HOUSE_POLICIES) expect(houseWords(translate, policy.id)).toEqual({ name: policy.name, short: policy.short, teaches: policy.teaches });
  });

  it('name each week family and its lesson as the engine does', () => {
    for (const id of WEEK_FAMILY_IDS) {
      const { name, lesson } = weekFamily(id);
      expect(familyWords(translate, id)).toEqual({ name, lesson });
    }
  });

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

  it('say the days, the outcomes and a stay as the screens did', () => {
    expect(GRID_DAYS.map((d) => dayWords(translate, d).short)).toEqual(GRID_DAYS.map((d) => DAY_LABELS[d]));
    expect(GRID_DAYS.map((d) => dayWords(translate, d).full)).toEqual([...DAY_NAMES]);
    expect(checkInDayWords(translate, 'Friday')).toBe('Friday');
    expect(outcomeWords(translate, decisionOutcome('dec', 'timer'))).toBe('Timed out');
    expect(outcomeWords(translate, 'Refused')).toBe('Refused');
    expect(translate('debrief.refused.didNotFit', { reason: 'Friday had no rooms left' })).toBe(refusedText('Friday had no rooms left'));
    expect(stayWords(translate, 1, 3, 'Friday')).toBe('1 room · 3 nights from Friday');
    expect(stayWords(translate, 2, 1, 'Monday')).toBe('2 rooms · 1 night from Monday');
    expect(stayWords(translate, 0, 2, 'Sunday')).toBe('2 nights from Sunday');
  });

  it('say how far a week moves the forecast, in words up to the eighth', () => {
    const lead = (week: number) => translate('debrief.pickUp.lead', { next: week + 1, week: String(week) });
    expect(lead(1)).toMatch(/^Week 2 opens with a forecast moved half of the way/);
    expect(lead(7)).toMatch(/^Week 8 opens with a forecast moved an eighth of the way/);
    expect(lead(8)).toMatch(/^Week 9 opens with a forecast moved 1\/9 of the way/);
  });
});

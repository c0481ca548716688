import { describe, expect, it } from 'vitest';
import { BOOKING_TYPE_LABELS, DAY_LABELS, DAY_NAMES, GRID_DAYS, OCCUPANCY_DAYS, SCENARIO_TYPES, WEEK_FAMILY_IDS } from '@front-desk-rm/engine/domain';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { decisionOutcome, weekFamily } from '@front-desk-rm/engine/rules';
import { formatterFor } from '../../i18n/format.js';
import { translate } from '../../i18n/use-t.js';
import { bookingTypeWords, choiceWords, dayInFull, dayShort, familyWords, houseWords, outcomeWords } from './engine-words.js';

const english = formatterFor('en', 'INR');
const german = formatterFor('de', 'EUR');

// The English catalogue says what the engine says: a name changed there is changed here too, or this fails.
describe('the engine’s names, in English', () => {
  it('name each house policy, its short name and what it teaches as the engine does', () => {
    for (const policy of HOUSE_POLICIES) expect(houseWords(translate, policy.id)).toEqual({ name: policy.name, short: policy.short, teaches: policy.teaches });
  });

  it('name each week family and its lesson as the engine does', () => {
    for (const id of WEEK_FAMILY_IDS) {
      const { name, lesson } = weekFamily(id);
      expect(familyWords(translate, id)).toEqual({ name, lesson });
    }
  });

  it('name each booking type as the engine does', () => {
    for (const type of SCENARIO_TYPES) expect(bookingTypeWords(translate, type)).toBe(BOOKING_TYPE_LABELS[type]);
  });

  it('say the outcomes and the choices as the screens did', () => {
    for (const outcome of ['Accepted', 'Declined', 'Timed out', 'Not decided', 'Refused'] as const) expect(outcomeWords(translate, outcome)).toBe(outcome);
    expect(outcomeWords(translate, decisionOutcome('dec', 'timer'))).toBe('Timed out');
    expect(['Accept', 'Decline', 'Refused', 'acc', 'dec'].map((c) => choiceWords(translate, c as Parameters<typeof choiceWords>[1]))).toEqual([
      'Accept',
      'Decline',
      'Refused',
      'Accept',
      'Decline',
    ]);
  });

  it('say the days from any of the engine’s spellings as the screens did', () => {
    for (const spellings of [GRID_DAYS, OCCUPANCY_DAYS, DAY_NAMES]) {
      expect(spellings.map((d) => dayShort(english, d))).toEqual(GRID_DAYS.map((d) => DAY_LABELS[d]));
      expect(spellings.map((d) => dayInFull(english, d))).toEqual([...DAY_NAMES]);
    }
    expect(dayInFull(english, 'Friday')).toBe('Friday');
    expect(dayInFull(english, 'Someday')).toBe('Someday');
    expect(dayShort(english, '')).toBe('');
  });
});

describe('the days in another language', () => {
  it('are named by the platform’s calendar', () => {
    expect(dayInFull(german, 'Monday')).toBe('Montag');
    expect(dayInFull(german, 'M')).toBe('Montag');
    expect(dayShort(german, 'Th')).toBe(german.weekday('Thu'));
    expect(dayShort(german, 'Someday')).toBe('Someday');
  });
});

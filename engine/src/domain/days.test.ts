import { describe, expect, it } from 'vitest';
import { CHECK_IN_DAY_OPTIONS, dayIndex, nightIndex } from './days.js';
import { dayNameSchema } from './scenario.js';

describe('days', () => {
  it('reads every spelling of a day, ignoring case', () => {
    expect(['Sun', 'sunday', 'SUN'].map(dayIndex)).toEqual([0, 0, 0]);
    expect(['M', 'Mon', 'Monday'].map(dayIndex)).toEqual([1, 1, 1]);
    expect(['T', 'Tue', 'Tuesday', 'W', 'Wed', 'Th', 'Thu', 'F', 'Fri', 'Sat', 'saturday'].map(dayIndex)).toEqual([2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it('knows no other day', () => {
    expect(dayIndex('Funday')).toBeNull();
    expect(dayIndex('  ')).toBeNull();
  });

  it('wraps nights from Saturday to Sunday', () => {
    expect(nightIndex(6, 1)).toBe(0);
    expect(nightIndex(5, 3)).toBe(1);
  });

  it('offers check-in days Monday to Sunday', () => {
    expect(CHECK_IN_DAY_OPTIONS).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('stores a check-in day as its full name', () => {
    expect(dayNameSchema.parse('th')).toBe('Thursday');
    expect(dayNameSchema.safeParse('').error?.issues[0]?.message).toBe('Check-in day is required');
    expect(dayNameSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Check-in day is required');
    expect(dayNameSchema.safeParse('Funday').error?.issues[0]?.message).toBe('Check-in day must be a day of the week');
  });
});

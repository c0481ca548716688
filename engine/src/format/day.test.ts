import { describe, expect, it } from 'vitest';
import { formatDay } from './day.js';

describe('formatDay', () => {
  it("writes a day as the screens show it: 'Nov 27, 2026'", () => {
    expect(formatDay('2026-11-27T10:00:00')).toBe('Nov 27, 2026');
    expect(formatDay('2027-01-03T23:30:00')).toBe('Jan 3, 2027');
  });

  it('writes a dash for a date that does not read', () => {
    expect(formatDay('')).toBe('—');
    expect(formatDay('next Tuesday')).toBe('—');
  });
});

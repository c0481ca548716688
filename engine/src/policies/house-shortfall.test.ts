import { describe, expect, it } from 'vitest';
import { hotel } from '../testing/fixtures.js';
import { shortfallReason, shortfallWeek } from './house-shortfall.js';

describe('why a house policy earned less than first come, first served', () => {
  it('blames a forecast that ran high when fewer guests came than expected', () => {
    expect(shortfallReason('displacement', { family: 'conferencePeak', guestsBelowForecast: true })).toMatch(/^Fewer guests came than the forecast said/);
    expect(shortfallReason('emsrB', { guestsBelowForecast: true })).toMatch(/forecast ran high/);
  });

  it('says a week with nothing to protect gave protecting nothing to earn', () => {
    expect(shortfallReason('displacement', { family: 'lowWeek', guestsBelowForecast: false })).toMatch(/little to protect/);
    expect(shortfallReason('displacement', { family: 'citywideEvent', guestsBelowForecast: false })).toMatch(/requests that came later paid less/);
    expect(shortfallReason('rateThreshold', { family: 'shoulderWeek', guestsBelowForecast: false })).toMatch(/any rate above nothing/);
    expect(shortfallReason('rateThreshold', { guestsBelowForecast: false })).toMatch(/floor at the base ADR/);
  });

  it('says nothing for first come, first served itself or the yardstick', () => {
    expect(shortfallReason('firstComeFirstServed', { guestsBelowForecast: true })).toBeNull();
    expect(shortfallReason('hindsightOptimum', { guestsBelowForecast: true })).toBeNull();
  });

  it('reads whether fewer guests came than forecast once the week has ended, and never before', () => {
    const all = (p: string) => ({ Sun: p, Mon: p, Tue: p, Wed: p, Thu: p, Fri: p, Sat: p });
    // Week 2 of a campaign: its market was anchored by week 1's forecast, while the forecast shown is week 2's.
    const campaign = (market: string, shown: string) => ({
      ...hotel({ id: 'S-short', totalRooms: 40 }),
      demandModel: 'forecast' as const,
      family: 'conferencePeak' as const,
      status: 'ended' as const,
      weeks: 2,
      week: 2,
      occupancy: all(shown),
      closedWeeks: [{ week: 1, endedAt: '2026-01-01T00:00:00.000Z', occupancy: all(market), pricing: false }],
    });
    expect(shortfallWeek(campaign('10', '100'))).toEqual({ family: 'conferencePeak', guestsBelowForecast: true });
    expect(shortfallWeek(campaign('100', '10')).guestsBelowForecast).toBe(false);
    expect(shortfallWeek({ ...campaign('10', '100'), status: 'live' }).guestsBelowForecast).toBe(false);
    expect(shortfallWeek({ ...campaign('10', '100'), demandModel: 'none' }).guestsBelowForecast).toBe(false);
  });
});

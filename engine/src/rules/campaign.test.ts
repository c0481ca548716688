import { describe, expect, it } from 'vitest';
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '../domain/days.js';
import type { Occupancy, Session } from '../domain/session.js';
import { hotel, T0 } from '../testing/fixtures.js';
import {
  FORECAST_PRIOR_WEEKS,
  closedWeekOf,
  revisedForecast,
  unconstrainedDemand,
  teamWeekPrices,
  teamWeekSession,
  weekHadPricing,
  weekSession,
} from './campaign.js';
import { defaultPriceBounds, flatPrices } from './pricing.js';
import { realisedDemand } from './transient-demand.js';

const flat = (percent: number): Occupancy => Object.fromEntries(OCCUPANCY_DAYS.map((d) => [d, String(percent)])) as Occupancy;
const demand = (rooms: number): Record<GridDay, number> => Object.fromEntries(GRID_DAYS.map((d) => [d, rooms])) as Record<GridDay, number>;
const WEEK_ONE = { Sun: '40', Mon: '55', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' };
const ENDED = '2026-11-22T10:00:00.000Z';

/** A three-week forecast campaign in week 2, week 1 closed without a pricing round. */
function campaign(overrides: Partial<Session> = {}): Session {
  return hotel({
    id: 'S-campaign',
    totalRooms: 40,
    demandModel: 'forecast',
    weeks: 3,
    week: 2,
    pricingWeeks: [2],
    occupancy: { ...WEEK_ONE, Fri: '95' },
    closedWeeks: [{ week: 1, endedAt: ENDED, occupancy: WEEK_ONE, pricing: false }],
    ...overrides,
  });
}

describe('the pick-up rule', () => {
  it('moves each day after the first week half way toward the occupancy the week’s demand showed, in whole percents', () => {
    expect(FORECAST_PRIOR_WEEKS).toBe(1);
    const next = revisedForecast({ ...flat(50), Fri: '80' }, { ...demand(10), F: 30 }, 40, 1);
    // 10 of 40 is 25%: 50 + (25 - 50) / 2 = 37.5, rounded; Friday: 30 of 40 is 75%, 80 + (75 - 80) / 2.
    expect(next.Mon).toBe('38');
    expect(next.Fri).toBe('78');
    expect(Object.keys(next)).toEqual([...OCCUPANCY_DAYS]);
  });

  it('reads a sold-out night unconstrained: the demand expected given that it filled the hotel, not just its size', () => {
    // Brute force: E[D | D >= 40] for D Poisson with mean 32, summed term by term.
    let p = Math.exp(-32);
    let mass = 0;
    let sum = 0;
    for (let d = 0; d <= 200; d++) {
      if (d > 0) p = (p * 32) / d;
      if (d >= 40) {
        mass += p;
        sum += d * p;
      }
    }
    expect(unconstrainedDemand(40, 40, 32)).toBeCloseTo(sum / mass, 6);
    expect(unconstrainedDemand(55, 40, 32)).toBeCloseTo(sum / mass, 6);
    expect(unconstrainedDemand(39, 40, 32)).toBe(39);
    // So a Friday forecast at 80% that sold out moves past half way to 100%, and the forecast never passes 100%.
    const next = revisedForecast({ ...flat(50), Fri: '80', Sat: '100' }, { ...demand(10), F: 40, Sat: 60 }, 40, 1);
    expect(Number(next.Fri)).toBe(Math.round(80 + ((100 * sum) / mass / 40 - 80) / 2));
    expect(Number(next.Fri)).toBeGreaterThan(90);
    expect(next.Sat).toBe('100');
  });

  it('reads an unreadable forecast as 0, as the demand does', () => {
    expect(revisedForecast({ ...flat(50), Tue: 'n/a' }, demand(20), 40, 1).Tue).toBe('25');
  });

  it('weighs each later week less, the forecast becoming the mean of the first forecast and the weeks seen', () => {
    let forecast = flat(40);
    const seen: string[] = [];
    for (let week = 1; week <= 4; week++) {
      forecast = revisedForecast(forecast, demand(32), 40, week);
      seen.push(forecast.Mon);
    }
    // 40 + 40/2 = 60; 60 + 20/3 = 66.7; 67 + 13/4 = 70.3; 70 + 10/5 = 72: (40 + 80 n) / (n + 1), rounded week by week.
    expect(seen).toEqual(['60', '67', '70', '72']);
  });

  it('averages a noisy week away instead of chasing it: two weeks that disagree leave the forecast between them', () => {
    const afterHigh = revisedForecast(flat(50), demand(28), 40, 1); // 70% seen
    const afterLow = revisedForecast(afterHigh, demand(12), 40, 2); // then 30% seen
    // (50 + 70 + 30) / 3 = 50: back at the first forecast, where a fixed half step would have ended at 45.
    expect(afterLow.Mon).toBe('50');
  });
});

describe('a week as it was played', () => {
  it('is the session itself for the week being played', () => {
    const session = campaign();
    expect(weekSession(session, 2)).toBe(session);
  });

  it('reads a closed week against its own forecast, ended, without touching the session', () => {
    const session = campaign({ priceBounds: { min: 2000, max: 5000 } });
    const before = JSON.stringify(session);
    const played = weekSession(session, 1);
    expect(played).toMatchObject({ week: 1, occupancy: WEEK_ONE, status: 'ended', endedAt: ENDED });
    // Week 1 kept no bounds: it had the default ones, whatever the host set later.
    expect(played.priceBounds).toBeUndefined();
    expect(JSON.stringify(session)).toBe(before);
  });

  it('keeps a closed week’s guests the same after the campaign moves on', () => {
    const inWeekOne = campaign({ week: 1, occupancy: WEEK_ONE, closedWeeks: [] });
    const drawn = realisedDemand(inWeekOne);
    const moved = campaign({
      occupancy: revisedForecast(WEEK_ONE, drawn, 40, 1),
      closedWeeks: [{ week: 1, endedAt: ENDED, occupancy: WEEK_ONE, pricing: false }],
    });
    expect(realisedDemand(weekSession(moved, 1))).toEqual(drawn);
    // Week 2 meets a draw of its own.
    expect(realisedDemand(moved)).not.toEqual(drawn);
  });

  it('keeps where the room stood in a closed week, not where it stands now', () => {
    const session = campaign({
      step: 3,
      stepMovedAt: [T0, T0, T0],
      closedWeeks: [{ week: 1, endedAt: ENDED, occupancy: WEEK_ONE, pricing: false, step: 1, stepMovedAt: [T0] }],
    });
    expect(weekSession(session, 1)).toMatchObject({ step: 1, stepMovedAt: [T0] });
  });
});

describe('the rates a team sold a week at', () => {
  const rates = { ...flatPrices(3500), F: 5200 };

  it('are none in a week without a pricing round', () => {
    const session = campaign();
    expect(teamWeekPrices(session, { prices: { '1': rates } }, 1)).toBeNull();
    expect(teamWeekSession(session, { prices: { '1': rates } }, 1).bar).toBeNull();
  });

  it('are the team’s own in a pricing week', () => {
    const session = campaign();
    expect(teamWeekPrices(session, { prices: { '2': rates } }, 2)).toEqual(rates);
    expect(teamWeekSession(session, { prices: { '2': rates } }, 2)).toMatchObject({ week: 2, bar: rates });
  });

  it('are the base ADR, held within the bounds, for a team that set none', () => {
    expect(teamWeekPrices(campaign(), {}, 2)).toEqual(flatPrices(3300));
    expect(teamWeekPrices(campaign({ priceBounds: { min: 4000, max: 6000 } }), {}, 2)).toEqual(flatPrices(4000));
  });

  it('follow a closed week as it was played, not as the plan reads now', () => {
    const session = campaign({
      pricingWeeks: [2, 3],
      priceBounds: { min: 4000, max: 6000 },
      closedWeeks: [{ week: 1, endedAt: ENDED, occupancy: WEEK_ONE, pricing: true }],
    });
    expect(weekHadPricing(session, 1)).toBe(true);
    expect(closedWeekOf(session, 1)?.pricing).toBe(true);
    // The closed week had the default bounds (60% to 160% of the ADR): the base ADR was within them.
    expect(defaultPriceBounds(3300)).toEqual({ min: 1980, max: 5280 });
    expect(teamWeekPrices(session, {}, 1)).toEqual(flatPrices(3300));
    expect(weekHadPricing(session, 3)).toBe(true);
    expect(weekHadPricing(campaign({ closedWeeks: [{ week: 2, endedAt: ENDED, occupancy: WEEK_ONE, pricing: false }] }), 2)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { seeded } from '../testing/game-data.js';
import { GRID_DAYS } from '../domain/days.js';
import type { GameData } from '../domain/game-data.js';
import { demandAtPrice, nightElasticities, revenueMaxPrice } from '../rules/pricing.js';
import { realisedDemand } from '../rules/transient-demand.js';
import { pricingDebrief } from './pricing-view.js';

const rates = { Sun: 2800, M: 3000, T: 3300, W: 3600, Th: 4000, F: 5200, Sat: 5000 };

/** The seeded three-room hotel in week 2 of a campaign, its pricing week ended; team 1 set rates and took request A (3 rooms, Mon-Tue). */
function endedPricingWeek(): GameData {
  const data = seeded();
  const session = data.sessions['S1']!;
  data.sessions['S1'] = {
    ...session,
    demandModel: 'forecast',
    weeks: 3,
    week: 2,
    pricingWeeks: [2],
    status: 'ended',
    endedAt: '2026-11-22T10:00:00.000Z',
    closedWeeks: [{ week: 1, endedAt: '2026-11-22T09:30:00.000Z', occupancy: session.occupancy, pricing: false }],
  };
  for (const id of Object.keys(data.scenarios)) data.scenarios[id] = { ...data.scenarios[id]!, week: 2 };
  data.teams['T1'] = { ...data.teams['T1']!, prices: { '2': rates } };
  data.decisions['D1'] = {
    id: 'D1',
    sessionId: 'S1',
    teamId: 'T1',
    scenarioId: 'A',
    decision: 'acc',
    decidedBy: 'M1',
    decidedAt: '2026-11-22T09:40:00.000Z',
    source: 'team',
  };
  return data;
}

describe('the pricing round’s debrief', () => {
  it('tells each night’s rate, guests, rooms and revenue-maximising rate from the stated curve', () => {
    const data = endedPricingWeek();
    const debrief = pricingDebrief(data, 'S1', 2)!;
    const d = realisedDemand(data.sessions['S1']!);
    const e = nightElasticities(data.sessions['S1']!);
    const team = debrief.entries.find((x) => x.id === 'T1')!;
    expect(team.prices).toEqual(rates);
    for (const night of team.nights) {
      const free = night.day === 'M' || night.day === 'T' ? 0 : 3;
      const demand = demandAtPrice(d[night.day], rates[night.day], 3300, e[night.day]);
      expect(night).toMatchObject({ price: rates[night.day], demand, free, sold: Math.min(demand, free), revenue: rates[night.day] * Math.min(demand, free) });
      expect(night.bestPrice).toBe(revenueMaxPrice(d[night.day], free, 3300, e[night.day], { min: 1980, max: 5280 }).price);
    }
    expect(team.transientRevenue).toBe(team.nights.reduce((n, x) => n + x.revenue, 0));
    expect(team.revenue).toBe(24000 + team.transientRevenue);
  });

  it('sells a team that set no rates at the base ADR, and prices the three house policies beside the teams', () => {
    const debrief = pricingDebrief(endedPricingWeek(), 'S1', 2)!;
    expect(debrief.entries.find((x) => x.id === 'T2')!.prices).toEqual(Object.fromEntries(GRID_DAYS.map((d) => [d, 3300])));
    expect(debrief.entries.filter((x) => x.kind === 'house').map((x) => x.name)).toEqual(['Fixed rate', 'Rate by the forecast', 'Revenue-maximising rate']);
  });

  it('is not told before the week is over, nor for a week without a pricing round', () => {
    const data = endedPricingWeek();
    expect(pricingDebrief(data, 'S1', 1)).toBeNull();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'live', endedAt: null };
    expect(pricingDebrief(data, 'S1', 2)).toBeNull();
  });
});

/**
 * The debrief of a pricing round (issue 36): for each team and each house
 * pricing policy, night by night, the rate, the guests who asked at that
 * rate, the rooms they took, and the rate that would have earned the most on
 * the rooms the week left free. Shown once the week is over: before that it
 * would tell the room the market.
 */
import { GRID_DAYS, type GridDay } from '../domain/days.js';
import type { NightPrices } from '../domain/campaign.js';
import { closedWeekOf, teamWeekSession, weekHadPricing, weekSession } from '../rules/campaign.js';
import { freeByNight } from '../rules/grid.js';
import { demandAtPrice, nightElasticities, priceBoundsOf, revenueMaxPrice } from '../rules/pricing.js';
import { replayTeam } from '../rules/replay-team.js';
import { realisedDemand } from '../rules/transient-demand.js';
import type { RoomGrid } from '../domain/game.js';
import { PRICING_POLICIES, playPricingPolicy } from '../policies/pricing-policies.js';
import { sessionDeck, sessionTeams, teamDecisions, type SessionData } from './session-view.js';

export interface PricedNightRow {
  day: GridDay;
  price: number;
  /** Guests who asked for the night at that rate. */
  demand: number;
  /** Rooms the groups left free, and the guests who took one. */
  free: number;
  sold: number;
  revenue: number;
  /** The rate that would have earned the most on the rooms left free, and what it would have earned. */
  bestPrice: number;
  bestRevenue: number;
}

export interface PricingEntry {
  kind: 'team' | 'house';
  id: string;
  name: string;
  prices: NightPrices;
  nights: PricedNightRow[];
  /** What the transient guests paid, and the week's whole revenue with the groups. */
  transientRevenue: number;
  revenue: number;
}

export interface PricingDebrief {
  week: number;
  /** The market, now told: each night's demand at the base ADR and its price sensitivity. */
  demandAtAdr: Record<GridDay, number>;
  elasticity: Record<GridDay, number>;
  entries: PricingEntry[];
}

function nights(
  rooms: RoomGrid,
  prices: NightPrices,
  demandAtAdr: Record<GridDay, number>,
  elasticity: Record<GridDay, number>,
  adr: number,
  bounds: { min: number; max: number },
): PricedNightRow[] {
  const free = freeByNight(rooms);
  return GRID_DAYS.map((day) => {
    const price = prices[day];
    const demand = demandAtPrice(demandAtAdr[day], price, adr, elasticity[day]);
    const sold = Math.min(demand, free[day]);
    const best = revenueMaxPrice(demandAtAdr[day], free[day], adr, elasticity[day], bounds);
    return { day, price, demand, free: free[day], sold, revenue: sold * price, bestPrice: best.price, bestRevenue: best.revenue };
  });
}

/** Whether week `week` is over: closed by the move to the next, or the week being played and ended. */
function weekOver(session: NonNullable<SessionData['sessions'][string]>, week: number): boolean {
  return closedWeekOf(session, week) !== null || ((session.week ?? 1) === week && session.status === 'ended');
}

/** The pricing round of week `week`, or null when that week had none or is not over yet. */
export function pricingDebrief(data: SessionData, sessionId: string, week: number): PricingDebrief | null {
  const session = data.sessions[sessionId];
  if (!session || !weekHadPricing(session, week) || !weekOver(session, week)) return null;
  const played = weekSession(session, week);
  const deck = sessionDeck(data, sessionId, week);
  const ids = new Set(deck.map((s) => s._id));
  const demandAtAdr = realisedDemand(played);
  const elasticity = nightElasticities(session);
  const bounds = priceBoundsOf(played);
  const entries: PricingEntry[] = sessionTeams(data, sessionId).map((team) => {
    const rated = teamWeekSession(session, team, week);
    const { play, figures } = replayTeam(
      rated,
      deck,
      teamDecisions(data, team.id).filter((d) => ids.has(d.scenarioId)),
    );
    const rows = nights(play.rooms, rated.bar!, demandAtAdr, elasticity, session.baseADR, bounds);
    return {
      kind: 'team',
      id: team.id,
      name: team.name,
      prices: rated.bar!,
      nights: rows,
      transientRevenue: rows.reduce((n, r) => n + r.revenue, 0),
      revenue: figures.revenue,
    };
  });
  for (const policy of PRICING_POLICIES) {
    const house = playPricingPolicy(policy.id, played, deck);
    const rows = nights(house.play.rooms, house.prices, demandAtAdr, elasticity, session.baseADR, bounds);
    entries.push({
      kind: 'house',
      id: policy.id,
      name: policy.name,
      prices: house.prices,
      nights: rows,
      transientRevenue: rows.reduce((n, r) => n + r.revenue, 0),
      revenue: house.figures.revenue,
    });
  }
  return { week, demandAtAdr, elasticity, entries };
}

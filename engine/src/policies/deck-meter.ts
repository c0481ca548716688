/**
 * The deck meter (issue 49, item 2): what a deck the trainer writes or
 * imports will teach, said before the week is played. The house policies
 * play the deck against the forecast's expected guests (the week as the
 * control panel sees it before the start, no guest drawn yet): when first
 * come, first served expects about as much as the protecting policies, the
 * deck has nothing to protect; when it expects less, protecting pays, on the
 * nights where saying yes sold rooms the protecting policy kept.
 */
import { DAY_LABELS, GRID_DAYS, type GridDay } from '../domain/days.js';
import type { PlayScenario } from '../domain/scenario.js';
import { freeByNight } from '../rules/grid.js';
import { hasTransientDemand } from '../rules/transient-demand.js';
import type { HouseSession } from './house-rules.js';
import { playHousePolicy } from './house-policies.js';

/** Below this share of first come, first served's expected revenue, protecting is "about the same": nothing to protect. */
export const DECK_METER_TIE = 0.01;

export type DeckMeter =
  | { kind: 'empty' }
  /** Demand model `none`: no guests beyond the deck, so protecting has nothing to protect for. */
  | { kind: 'no-guests' }
  | { kind: 'nothing-to-protect'; fcfs: number; protecting: number }
  | { kind: 'protecting-pays'; fcfs: number; protecting: number; policy: 'displacement' | 'emsrB'; worth: number; nights: GridDay[] };

/**
 * What the deck teaches in this session's hotel and forecast: the expected
 * revenue of first come, first served and of the better protecting policy
 * (displacement or the booking limits), and the nights the protection is on.
 */
export function deckMeter(session: HouseSession, deck: readonly PlayScenario[]): DeckMeter {
  if (deck.length === 0) return { kind: 'empty' };
  if (!hasTransientDemand(session)) return { kind: 'no-guests' };
  // Before the start: each policy's week counted in expectation on the forecast, whatever the session's status.
  const before = { ...session, status: 'upcoming' as const };
  const fcfs = playHousePolicy('firstComeFirstServed', before, deck);
  const [best] = (['displacement', 'emsrB'] as const).map((id) => playHousePolicy(id, before, deck)).sort((a, b) => b.figures.revenue - a.figures.revenue);
  const worth = best!.figures.revenue - fcfs.figures.revenue;
  if (worth <= DECK_METER_TIE * fcfs.figures.revenue) return { kind: 'nothing-to-protect', fcfs: fcfs.figures.revenue, protecting: best!.figures.revenue };
  const saidYes = freeByNight(fcfs.play.rooms);
  const kept = freeByNight(best!.play.rooms);
  return {
    kind: 'protecting-pays',
    fcfs: fcfs.figures.revenue,
    protecting: best!.figures.revenue,
    policy: best!.policy as 'displacement' | 'emsrB',
    worth,
    nights: GRID_DAYS.filter((day) => kept[day] > saidYes[day]),
  };
}

/** Nights as a host reads them: "Tue to Thu" for a run, "Mon, Wed and Fri" otherwise. */
export function nightsText(nights: readonly GridDay[]): string {
  const labels = nights.map((d) => DAY_LABELS[d]);
  const idx = nights.map((d) => GRID_DAYS.indexOf(d));
  const run = idx.length >= 3 && idx.every((n, i) => i === 0 || n === idx[i - 1]! + 1);
  if (run) return `${labels[0]} to ${labels.at(-1)}`;
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

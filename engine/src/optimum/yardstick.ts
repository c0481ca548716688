/**
 * A team's gap to the best week, split in two (issue 37): what better
 * decisions on the same forecast would have earned (skill), and what knowing
 * in advance which guests would come would have added (luck). The expected
 * optimum is the best plan on the forecast alone, played against the guests
 * who came; the hindsight optimum knew them.
 */
import type { Optimum } from '../domain/game.js';
import { formatINR } from '../format/money.js';

export interface YardstickSplit {
  /** Hindsight optimum less the team's revenue. */
  gap: number;
  /** Expected optimum less the team's revenue: what better choices on the forecast were worth (negative when the team beat the plan). */
  skill: number;
  /** Hindsight less expected optimum: what the forecast could not tell anyone. */
  luck: number;
  /** The split in two sentences a trainee understands. */
  words: string;
}

/** Null for a session without transient guests: there the optimum knew nothing the team could not. */
export function yardstickSplit(teamRevenue: number, optimum: Pick<Optimum, 'revenue' | 'expected'>): YardstickSplit | null {
  if (!optimum.expected) return null;
  const gap = optimum.revenue - teamRevenue;
  const skill = optimum.expected.revenue - teamRevenue;
  const luck = optimum.revenue - optimum.expected.revenue;
  const decisions =
    skill > 0
      ? `Better choices on the same forecast would have earned ${formatINR(skill)} more: that part of the gap was in your hands.`
      : skill < 0
        ? `Your choices earned ${formatINR(-skill)} more than the best plan on the forecast: the guests who came rewarded a call the forecast did not promise.`
        : 'Your choices earned what the best plan on the forecast earned.';
  const hindsight =
    luck > 0
      ? `The other ${formatINR(luck)} of the best week needed knowing in advance which guests would come, which no forecast tells.`
      : 'Knowing in advance which guests would come would have added nothing.';
  return { gap, skill, luck, words: `${decisions} ${hindsight}` };
}

/** Colour bands and badges, exactly as docs/rules.md §4 and §9 give them. */
import type { SessionStatus } from '../domain/session.js';

export type TimerBand = 'green' | 'amber' | 'red';
export type TrafficBand = 'green' | 'yellow' | 'red';
export type RateBand = 'green' | 'blue' | 'amber';

/** The booking timer bar: green above 40 s, amber above 20 s, red below that. */
export function timerBand(secondsLeft: number): TimerBand {
  if (secondsLeft > 40) return 'green';
  if (secondsLeft > 20) return 'amber';
  return 'red';
}

/** Per-day occupancy: 80 or above red, 60 or above yellow, otherwise green. */
export function occupancyBand(percent: number): TrafficBand {
  if (percent >= 80) return 'red';
  if (percent >= 60) return 'yellow';
  return 'green';
}

/** Expected (forecast) occupancy: 80 or above red, 70 or above yellow, otherwise green. */
export function expectedOccupancyBand(percent: number): TrafficBand {
  if (percent >= 80) return 'red';
  if (percent >= 70) return 'yellow';
  return 'green';
}

/** Rate card: at least 4500 green, at least 4000 blue, otherwise amber. */
export function rateCardBand(rate: number): RateBand {
  if (rate >= 4500) return 'green';
  if (rate >= 4000) return 'blue';
  return 'amber';
}

export type BadgeTone = 'yellow' | 'green' | 'gray';

/**
 * A session status badge. Stored statuses upcoming / live / ended show as
 * Upcoming (yellow), Ongoing (green), Completed (gray) (docs/rules.md §10); the spec's own
 * list words are accepted too, and any other value is capitalised and gray.
 */
export function statusBadge(status: SessionStatus | string): { label: string; tone: BadgeTone } {
  const s = status.trim().toLowerCase();
  if (s === 'upcoming') return { label: 'Upcoming', tone: 'yellow' };
  if (s === 'live' || s === 'ongoing') return { label: 'Ongoing', tone: 'green' };
  if (s === 'ended' || s === 'completed') return { label: 'Completed', tone: 'gray' };
  return { label: s.charAt(0).toUpperCase() + s.slice(1), tone: 'gray' };
}

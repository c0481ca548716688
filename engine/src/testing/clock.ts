/** Advances XState's SimulatedClock the way real time passes: timers set while advancing fire too. */
import type { SimulatedClock } from 'xstate';

export function advance(clock: SimulatedClock, ms: number, step = 100): void {
  let left = ms;
  while (left > 0) {
    const d = Math.min(step, left);
    clock.increment(d);
    left -= d;
  }
}

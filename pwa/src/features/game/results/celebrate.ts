/**
 * Confetti at game over (docs/rules.md §9): 3 s, a burst of 50 particles every
 * 250 ms, from both sides. Left out for people who ask for reduced motion
 * (docs/rules.md §20); the library loads only when it is needed.
 */
import { loadConfetti } from '../../../components/ui/confetti.js';

export const CONFETTI_MS = 3000;
export const BURST_EVERY_MS = 250;
export const BURST_PARTICLES = 50;

export async function celebrate(): Promise<void> {
  const loading = loadConfetti();
  if (!loading) return;
  const confetti = await loading;
  const colors = ['#8b5cf6', '#ec4899', '#facc15', '#22c55e'];
  const end = Date.now() + CONFETTI_MS;
  const burst = () => {
    void confetti({ particleCount: BURST_PARTICLES / 2, angle: 60, spread: 70, origin: { x: 0, y: 0.7 }, colors });
    void confetti({ particleCount: BURST_PARTICLES / 2, angle: 120, spread: 70, origin: { x: 1, y: 0.7 }, colors });
  };
  burst();
  const timer = setInterval(() => (Date.now() >= end ? clearInterval(timer) : burst()), BURST_EVERY_MS);
}

/**
 * The podium's confetti on the room's screen: three bursts from the foot of
 * the podium, a second apart. Left out for a screen that asks for reduced
 * motion (docs/rules.md §20); the library loads only when a podium is shown.
 */
import { loadConfetti } from '../../../components/ui/confetti.js';

const BURSTS = 3;
const BURST_GAP_MS = 1000;

export async function podiumConfetti(): Promise<void> {
  const loading = loadConfetti();
  if (!loading) return;
  const confetti = await loading;
  const colors = ['#fde68a', '#ca8a04', '#a78bfa', '#4ade80'];
  for (let i = 0; i < BURSTS; i++) {
    setTimeout(() => void confetti({ particleCount: 120, spread: 100, startVelocity: 55, origin: { x: 0.5, y: 0.9 }, colors }), i * BURST_GAP_MS);
  }
}

/**
 * What a `prepared` island (island.tsx) needs started before the visitor
 * reaches for it, run by the site's entry once the page is idle, without
 * React and without the island's own code.
 */
import type { IslandName } from './island-names.js';

export const PREPARATIONS: Partial<Record<IslandName, () => Promise<unknown>>> = {
  // The reply engine loads in its worker, off the main thread: offline, Generate still gets a reply written on the device.
  'review-assistant': () => import('../features/site/review-assistant/on-device-engine.js').then((m) => m.preloadOnDevice()),
};

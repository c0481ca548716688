/** Every island of the site's pages (decision 012); `island-registry.ts` says where each one's code is. */
export const ISLAND_NAMES = [
  'site-header',
  'site-services',
  'contact-button',
  'contact-dialog-button',
  'home-innovations',
  'home-developer-platform',
  'calculator',
  'contact-form',
  'review-assistant',
  'careers-job',
  'project-index',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * The modules of each island that is `prepared` (island.tsx): first the island's own, then any it loads later that must
 * be on the device before the network can go. The build lists their code on the island's element, for the page to
 * fetch (not run) when idle. `island.test.tsx` checks the first is the module the registry loads.
 */
export const PREPARED_ISLAND_MODULES: Partial<Record<IslandName, readonly string[]>> = {
  // The API client loads with the first Generate: fetched beforehand, a Generate made offline still finds it.
  'review-assistant': ['src/features/site/review-assistant/review-assistant-page.tsx', 'src/data/api/client.ts'],
};

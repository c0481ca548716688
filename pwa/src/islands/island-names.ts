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
 * The module of each island that is `prepared` (island.tsx): the build lists its code on the island's element, for the
 * page to fetch when idle. `island-registry.test.ts` checks it names the module the registry loads.
 */
export const PREPARED_ISLAND_MODULES: Partial<Record<IslandName, string>> = {
  'review-assistant': 'src/features/site/review-assistant/review-assistant-page.tsx',
};

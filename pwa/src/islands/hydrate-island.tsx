/**
 * How the browser adopts an island (decision 012): its code, then React's
 * `hydrateRoot` on the island's own element with the props and id prefix the
 * build wrote there, inside the same `IslandFrame`. Loaded with the first
 * island a page wakes; `site-entry.ts` decides when.
 */
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS } from './island-registry.js';
import { IslandFrame } from './island-frame.js';
import type { IslandName } from './island-names.js';
import { Adopted } from './adopted.js';

let sheetsOn = false;
/** The page came with only the rules its HTML uses; what an island shows next (menus, dialogs, toasts) needs the rest. */
function turnOnStylesheets(): void {
  if (sheetsOn) return;
  sheetsOn = true;
  for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) sheet.disabled = false;
}

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = ISLANDS[name];
  if (!load) throw new Error(`No island is called ${name}`);
  const Component = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  turnOnStylesheets();
  const { pathname, search, hash } = window.location;
  hydrateRoot(
    element,
    <Adopted element={element}>
      <IslandFrame path={{ pathname, search, hash }}>
        <Component {...props} />
      </IslandFrame>
    </Adopted>,
    { identifierPrefix: element.dataset.prefix },
  );
}

/**
 * How the browser adopts an island (decision 012): its code, then React's
 * `hydrateRoot` on the island's own element with the props and id prefix the
 * build wrote there, inside the same `IslandFrame`. Loaded with the first
 * island a page wakes; `site-entry.ts` decides when.
 */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS } from './island-registry.js';
import { IslandFrame } from './island-frame.js';
import type { IslandName } from './island-names.js';
import { HYDRATED_EVENT } from './island-events.js';

function Adopted({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = '';
    // Told once React is done with this commit: a change or a press played back inside it would be lost.
    const told = setTimeout(() => element.dispatchEvent(new Event(HYDRATED_EVENT)));
    return () => clearTimeout(told);
  }, [element]);
  return children;
}

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

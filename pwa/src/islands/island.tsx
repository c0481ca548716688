/**
 * Islands (decision 012): the parts of a prerendered site page that answer a
 * visitor (the header's menus, a contact button, a carousel, a form). The rest
 * of the page stays the HTML the build wrote, and no script adopts it.
 *
 * `island(name, Component, wake)` gives a component that renders in two ways:
 *
 * - While the build prerenders a site page, it renders `Component` in a React
 *   root of its own (`renderToString`, inside `IslandFrame`), exactly as the
 *   browser will adopt it, and wraps that HTML in an element that names the
 *   island, its props as JSON and its id prefix. Nothing else of the page is
 *   ever hydrated, so the page's own tree may use any context it likes; the
 *   island may use only what `IslandFrame` provides (the router, read-only).
 * - Everywhere else (a site page rendered by the app, as when a game screen
 *   links to it or the shell answers offline) it is `Component` in a wrapper,
 *   live at once like any other part of the screen.
 *
 * The browser side is `site-entry.ts` (when to wake an island) and
 * `hydrate-island.tsx` (how). Props must survive JSON: strings, numbers,
 * booleans, plain objects and arrays.
 */
import { useContext, useId, type ComponentType, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { InIsland, IslandFrame } from './island-frame.js';
import type { IslandName } from './island-names.js';

/**
 * When an island's code loads and React adopts it:
 * - `intent`: the first sign the visitor means to use it (a pointer over it, a touch, focus, a key);
 * - `visible`: as it comes within 200 px of the viewport (once the page is idle), or at intent;
 * - `prepared`: at intent, like `intent`; but once the page is idle its code is fetched (not run) and what it
 *   needs ready beforehand is started (the assistant's reply engine), so it still answers if the network goes;
 * - `companion`: with the first other island (the page's toasts, live regions and sync).
 */
export type Wake = 'intent' | 'visible' | 'prepared' | 'companion';

type RenderToString = (node: ReactElement, identifierPrefix: string) => string;
let renderOnServer: RenderToString | null = null;

/** The prerender's own renderer (entry-server.tsx); null in the browser, where islands render in place. */
export function renderIslandsWith(render: RenderToString | null): void {
  renderOnServer = render;
}

/** True while the build prerenders a site page: its chrome then renders as islands only. */
export function prerenderingIslands(): boolean {
  return renderOnServer !== null;
}

export interface IslandOptions {
  /** The wrapper's element: a `span` where the island sits in a line of text or a `<p>`. */
  as?: 'div' | 'span';
  /** Rendered only as an island: the app's screens have their own (the sync provider, the toaster). */
  islandOnly?: boolean;
}

export type IslandComponent<P> = ComponentType<P> & { island: { name: IslandName; Component: ComponentType<P> } };

export function island<P extends object>(name: IslandName, Component: ComponentType<P>, wake: Wake, options: IslandOptions = {}): IslandComponent<P> {
  const Tag = options.as ?? 'div';
  function Island(props: P) {
    const outer = useId();
    const { pathname } = useLocation();
    const nested = useContext(InIsland);
    if (renderOnServer && !nested) {
      // Unique on the page and the same in the browser: the island's ids (useId) cannot meet another's.
      const prefix = `${name}-${outer.replace(/[^a-zA-Z0-9]/g, '')}-`;
      const html = renderOnServer(
        <IslandFrame path={pathname}>
          <Component {...props} />
        </IslandFrame>,
        prefix,
      );
      return (
        <Tag
          className="island"
          data-island={name}
          data-wake={wake}
          data-prefix={prefix}
          data-props={JSON.stringify(props)}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    }
    if (options.islandOnly && !renderOnServer) return null;
    return (
      <Tag className="island">
        <Component {...props} />
      </Tag>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, Component } });
}

/**
 * What an island gets around it, the same when the build renders it and when
 * the browser adopts it: the router, at the page's address, whose links load
 * the next page whole. The site's pages are separate documents (decision 012),
 * so a link an island follows is a page load, as it is for every other link on
 * the page.
 */
import { createContext, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

/** True inside an island: an island within another is part of it, adopted with it, not on its own. */
export const InIsland = createContext(false);

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

const PAGE_LOADS: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

export function IslandFrame({ path, children }: { path: string | { pathname: string; search: string; hash: string }; children: ReactNode }) {
  return (
    <Router location={path} navigator={PAGE_LOADS}>
      <InIsland.Provider value={true}>{children}</InIsland.Provider>
    </Router>
  );
}

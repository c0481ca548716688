/**
 * Renders one page to HTML at build time (decision 012): the same route table
 * and components as the browser, through react-router's static handler, with
 * `react-dom/static` waiting for every lazy part (the site's header and
 * footer) so the HTML is whole. No data is embedded and no inline script is
 * written: the pages need none, and the Content-Security-Policy allows none.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes.js';
import { loadEveryMessage } from './i18n/i18n.js';
import { PageHeadCollector, type PageHead } from './components/ui/use-document-title.js';
import { renderIslandsWith } from './islands/island.js';
import { PRERENDERED_PAGES } from './app/prerendered-pages.js';

export { PRERENDERED_PAGES, SITE_CHROME_MODULES } from './app/prerendered-pages.js';
export { PREPARED_ISLAND_MODULES } from './islands/island-names.js';

export async function renderPage(path: string): Promise<{ html: string; head: PageHead }> {
  // Prerendered pages are English, the specification's language; a device in another language renders its own.
  await loadEveryMessage('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: a prerendered page must render, not redirect`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered with status ${context.statusCode}: ${JSON.stringify(context.errors)}`);
  const head: PageHead = { title: 'Front Desk RM' };
  // A site page is islands in static HTML (decision 012): each island renders in a root of its own, as the browser adopts it.
  const site = PRERENDERED_PAGES.find((page) => page.path === path)?.chrome === 'site';
  renderIslandsWith(site ? (node, identifierPrefix) => renderToString(node, { identifierPrefix }) : null);
  const router = createStaticRouter(handler.dataRoutes, context);
  let prelude: ReadableStream<Uint8Array>;
  try {
    ({ prelude } = await prerender(
      <StrictMode>
        <PageHeadCollector.Provider value={head}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageHeadCollector.Provider>
      </StrictMode>,
      // Never split a large Suspense boundary out to be revealed by an inline script: the policy forbids those,
      // and a prerendered page is whole anyway.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    ));
  } finally {
    renderIslandsWith(null);
  }
  const html = await new Response(prelude).text();
  return { html, head };
}

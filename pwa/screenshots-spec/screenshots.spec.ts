/**
 * `npm run screenshots`: the main screens at a phone's, a tablet's and a
 * laptop's size (and the projector view at 1920x1080), with real data, as PNGs
 * in pwa/screenshots/ (not committed) for a person to look at. It checks
 * nothing; the layout tests do.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { PROJECTOR, SIZES } from '../e2e/support/layout.js';
import { SITE_ROUTES, setUpGameScreens, settled, showScreen } from '../e2e/support/screens.js';
import { root, startServer } from '../e2e/support/server.js';

const OUT = join(root, 'pwa/screenshots');
const fileName = (size: string, name: string) =>
  join(
    OUT,
    `${size}-${
      name
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'home'
    }.png`,
  );

test('screenshots of every main screen at every size', async ({ browser }) => {
  test.setTimeout(600_000);
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  try {
    const game = await setUpGameScreens(browser, server);
    const visitor = await (await browser.newContext()).newPage();
    let count = 0;
    for (const size of SIZES) {
      for (const route of SITE_ROUTES) {
        await visitor.setViewportSize(size);
        await visitor.goto(`${server.url}${route}`);
        await settled(visitor);
        await visitor.screenshot({ path: fileName(size.name, `site ${route}`), fullPage: true });
        count++;
      }
      for (const screen of game.screens) {
        await showScreen(server, screen, size);
        await screen.page.screenshot({ path: fileName(size.name, screen.name), fullPage: !screen.open });
        count++;
      }
    }
    await showScreen(server, game.projector, PROJECTOR);
    await game.projector.page.screenshot({ path: fileName(PROJECTOR.name, game.projector.name) });
    count++;
    console.log(`screenshots: ${count} PNGs in ${OUT}`);
    await game.close();
  } finally {
    await server.stop();
  }
});

/**
 * Every route of the site at a phone's, a tablet's and a laptop's size: no
 * sideways scroll, no control off the screen, no text cut by its box, touch
 * targets of 44x44, and no serious accessibility finding, with the contact
 * dialog open too (issue 22).
 */
import { expect } from '@playwright/test';
import { SIZES, screenProblems, type Size } from './support/layout.js';
import { SITE_ROUTES, settled } from './support/screens.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

for (const size of SIZES) {
  test(`the site at ${size.name} size (${size.width}x${size.height})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const found: string[] = [];
    let checks = 0;
    const check = async (what: string, s: Size) => {
      const { problems, checks: n } = await screenProblems(page, s);
      checks += n;
      found.push(...problems.map((p) => `${what}: ${p}`));
    };
    for (const route of SITE_ROUTES) {
      await page.goto(`${server.url}${route}`);
      await settled(page);
      await check(route, size);
    }
    // The home page's contact dialog, open.
    await page.goto(`${server.url}/`);
    await settled(page);
    await page.getByRole('button', { name: 'Contact us' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get in touch' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await check('/ with the contact dialog open', size);
    console.log(`layout (site, ${size.name} ${size.width}x${size.height}): ${SITE_ROUTES.length + 1} screens, ${checks} checks, ${found.length} problems`);
    expect(found, found.join('\n')).toEqual([]);
  });
}

/**
 * The site's pages are islands (decision 012): each part a visitor can use is
 * adopted by React when the visitor reaches for it. A test that means to look
 * at every part as it answers wakes them all first, as a visitor's pointer
 * passing over the page would.
 */
import { expect, type Page } from '@playwright/test';

export async function adoptIslands(page: Page): Promise<void> {
  if ((await page.locator('#root[data-islands]').count()) === 0) return;
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]')) island.dispatchEvent(new FocusEvent('focusin'));
  });
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0, { timeout: 15_000 });
}

/** Holds back every island's code (React's adopter) until the returned function is called: a slow phone's first seconds. */
export async function holdIslands(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/hydrate-island-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

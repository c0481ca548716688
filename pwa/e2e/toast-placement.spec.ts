/**
 * The storage toast on a tablet's first request (issue 38): toasts sit clear
 * of the game's header and of the booking card's buttons, on a tablet and on
 * a phone, so the first thing a team reads is never covered.
 */
import { expect, type Locator } from '@playwright/test';
import { CAPTAIN, joinLobby, startGame } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the storage toast at ${viewport.width}x${viewport.height} covers neither the game header nor Accept and Decline`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // A browser that will not keep the device's data: the warning shows with the first request.
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'persist', { value: () => Promise.resolve(false) });
      Object.defineProperty(navigator.storage, 'persisted', { value: () => Promise.resolve(false) });
    });
    await joinLobby(page, server.url, CAPTAIN);
    await startGame(page);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'This browser may clear offline data' });
    await expect(toast).toBeVisible();
    await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`storage-toast-${viewport.width}.png`) });
    expect(await overlaps(toast, page.locator('.game-header'))).toBe(false);
    for (const name of ['Accept', 'Decline']) expect(await overlaps(toast, page.getByRole('button', { name, exact: true })), name).toBe(false);
  });
}

/**
 * The storage warning on a tablet's first request (issues 38, 48): said once,
 * in the page's flow under the request, on a tablet and on a phone, so the
 * request's title, the game's header and Accept and Decline are never covered.
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
  test(`the storage warning at ${viewport.width}x${viewport.height} covers neither the request's title, the game header nor Accept and Decline`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // A browser that will not keep the device's data: the warning shows with the first request.
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'persist', { value: () => Promise.resolve(false) });
      Object.defineProperty(navigator.storage, 'persisted', { value: () => Promise.resolve(false) });
    });
    await joinLobby(page, server.url, CAPTAIN);
    await startGame(page);
    const note = page.getByRole('status').filter({ hasText: 'This browser may clear offline data' });
    await expect(note).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'This browser may clear offline data' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`storage-note-${viewport.width}.png`) });
    expect(await overlaps(note, page.locator('.game-header'))).toBe(false);
    expect(await overlaps(note, page.locator('#request-title')), 'the request title').toBe(false);
    for (const name of ['Accept', 'Decline']) expect(await overlaps(note, page.getByRole('button', { name, exact: true })), name).toBe(false);
    // Once read, it goes, and the next game on this device does not say it again.
    await note.getByRole('button', { name: 'Got it' }).click();
    await expect(note).toHaveCount(0);
  });
}

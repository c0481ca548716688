import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CAPTAIN, joinLobby, startGame, waitForOfflineReady } from './support/game.js';
import { root, startServer, type TestServer } from './support/server.js';

let server: TestServer;
let dist: string;
test.beforeEach(async () => {
  // A copy of the build, so the test can publish a "new version" of it.
  dist = mkdtempSync(join(tmpdir(), 'fdrm-dist-'));
  cpSync(join(root, 'pwa/dist'), dist, { recursive: true });
  server = await startServer({ pwaDist: dist });
});
test.afterEach(async () => {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
});

test('a new version is offered with a prompt, never during a game, and applied when the player says so', async ({ page }) => {
  await joinLobby(page, server.url, CAPTAIN);
  // The first version takes control of the page as soon as it is installed.
  await waitForOfflineReady(page);
  await startGame(page);

  appendFileSync(join(dist, 'sw.js'), '\n// a new release\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  // The new version waits: the game in progress is neither reloaded nor interrupted.
  await expect(page.getByText('A new version of Front Desk RM is ready.')).toHaveCount(0);
  await expect(page.getByText(/Booking request 1 of 12/)).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/team-lobby/);
  await expect(page.getByText('A new version of Front Desk RM is ready.')).toBeVisible();
  await page.getByRole('button', { name: 'Update now' }).click();
  await expect.poll(() => page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return Boolean(reg?.active) && !reg?.waiting;
  })).toBe(true);
  await expect(page.getByText(/of 4 Members Joined/)).toBeVisible();
});

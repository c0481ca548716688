import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CAPTAIN, joinLobby, serverResult, startGame, waitForOfflineReady, waitForSync } from './support/game.js';
import { root, startServer, type TestServer } from './support/server.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

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
  // The page reloads into it: a reload in flight answers as "not yet".
  await expect
    .poll(() =>
      page
        .evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return Boolean(reg?.active) && !reg?.waiting;
        })
        .catch(() => false),
    )
    .toBe(true);
  await expect(page.getByText(/of 4 Members Joined/)).toBeVisible();
});

test("when the server does not read a queued change, the new version is fetched and taken between two requests, and the change is saved after the server's deploy", async ({
  page,
}) => {
  // The server is yesterday's release: it reads recordDecision version 1 only, and this app writes version 2.
  await server.redeploy({ MUTATION_VERSION_CAP: 'recordDecision=1' });
  await joinLobby(page, server.url, CAPTAIN);
  await waitForOfflineReady(page);
  await startGame(page);
  // A newer app is published; nothing asks for it yet.
  appendFileSync(join(dist, 'sw.js'), '\n// a new release\n');

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(/Booking request 2 of 12/)).toBeVisible();
  // The server answers "unsupported": the change stays queued, and the app fetches its new version at once.
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 30_000 }).toBe(true);
  await expect(page.locator('.status-chip')).toContainText('1 change waiting');
  // Never during a decision: the request on screen stays, with no prompt.
  await expect(page.getByText('A new version of Front Desk RM is ready.')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));

  // Between two requests the new version takes over, and the game goes on where it was.
  await page.getByRole('button', { name: 'Decline' }).click();
  // The page reloads into the new version (a reload in flight answers as "not yet").
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true), { timeout: 30_000 })
    .toBe(false);
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)).catch(() => true), { timeout: 30_000 })
    .toBe(false);
  await expect(page.getByText(/Booking request 3 of 12/)).toBeVisible();
  await expect(page.locator('.status-chip')).toContainText('2 changes waiting');
  // The game's requests to the server go to the network without waking the service worker (its static routes), so a
  // game in progress never holds an old version busy.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter(
              (e) =>
                new URL(e.name).pathname.startsWith('/api/') &&
                (e as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType === 'network',
            ).length,
      ),
    )
    .toBeGreaterThan(0);

  // Today's server is deployed: both decisions are saved, once each.
  await server.redeploy({});
  await waitForSync(page);
  const { decisions } = await serverResult(server.url);
  expect(decisions).toHaveLength(2);
  expect(new Set(decisions.map((d) => d.scenarioId)).size).toBe(2);
});

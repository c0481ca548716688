/**
 * Hotel Wi-Fi as it really is: the tablet stays on the network ("online") while
 * the server cannot be reached. The tablet must not storm the server, must say
 * so, and must deliver the decision once when the server is back.
 */
import { expect, test } from '@playwright/test';
import { CAPTAIN, joinLobby, serverResult, startGame, waitForSync } from './support/game.js';
import { startServer, type TestServer } from './support/server.js';

let server: TestServer;
test.beforeEach(async () => {
  server = await startServer();
});
test.afterEach(async () => {
  await server.stop();
});

test('ten seconds of 503s from the server: at most 12 pushes, the chip says so, and Retry now delivers the decision once', async ({ page }) => {
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);

  let pushes = 0;
  let down = true;
  await page.route('**/api/sync/**', async (route) => {
    if (!down) return route.fallback();
    if (route.request().url().includes('/api/sync/push')) pushes++;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Service Unavailable' }) });
  });

  await expect(page.getByText(/Booking request 1 of 12/)).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(/Booking request 2 of 12/)).toBeVisible();

  const chip = page.locator('.status-chip');
  await expect(chip).toContainText('Server unreachable');
  await expect(chip).toContainText('1 change waiting');
  await expect(chip).toContainText(/retrying in \d+ s/);
  // The server stays down for ten seconds from the decision, with the browser online throughout.
  await page.waitForTimeout(10_000);
  expect(pushes).toBeGreaterThanOrEqual(2);
  expect(pushes).toBeLessThanOrEqual(12);

  down = false;
  await page.getByRole('button', { name: 'Retry now' }).click();
  await waitForSync(page);
  await expect(chip).toContainText('Online');
  const { rows, decisions } = await serverResult(server.url);
  const team = rows.find((r) => r.name === 'Team 1')!;
  const mine = decisions.filter((d) => d.teamId === team.id);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.decision).toBe('dec');
});

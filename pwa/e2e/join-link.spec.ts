/**
 * The join link a host on `localhost` prints (issue 48): not their own
 * address, which no phone opens, but the server's address on its network,
 * said beside the link, and the same on the projector.
 */
import { expect } from '@playwright/test';
import { ADMIN, adminLogin, apiData } from './support/game.js';
import { makeRoom } from './support/projector-room.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

test('a host on localhost is told the link uses this computer’s network address, and the control panel and the projector print it', async ({ page }) => {
  const local = server.url.replace('127.0.0.1', 'localhost');
  const token = (await apiData(server.url, 'POST', '/api/user/login', null, ADMIN)).token as string;
  const { addresses } = (await apiData(local, 'GET', '/api/join/addresses', token)) as { addresses: string[] };
  // A room not yet started: the projector shows its brief, with the join link.
  const room = await makeRoom(server.url, { pace: 'inStep', start: false });
  const { id: sessionId, gameCode } = room.session;
  await adminLogin(page, local);
  await page.goto(`${local}/game/revenue-management/session/${sessionId}`);
  const panel = page.getByRole('region', { name: 'Game code' });
  await expect(panel.getByText(gameCode, { exact: true })).toBeVisible();
  const link = panel.getByRole('link', { name: /\/login\/[A-Z0-9]+$/ });
  await expect(panel.getByRole('status')).toContainText('This page is open at localhost, which players’ phones cannot open');
  if (addresses.length > 0) {
    // This machine has a network: the link is on it, never on localhost.
    await expect(link).toHaveText(`${addresses[0]}/game/revenue-management/login/${gameCode}`);
    await page.goto(`${local}/game/revenue-management/view-dashboard/${sessionId}?display=projector`);
    await expect(page.locator('.pj-url')).toHaveText(`${addresses[0]}/game/revenue-management/login/${gameCode}`);
  } else {
    await expect(panel.getByRole('status')).toContainText('has no network address to offer instead');
  }
});

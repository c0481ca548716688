import { expect } from '@playwright/test';
import {
  CAPTAIN,
  DECK_SIZE,
  finalFigures,
  inr,
  joinLobby,
  MEMBER,
  pct,
  playRequests,
  serverResult,
  startGame,
  waitForOfflineReady,
  waitForSync,
} from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';
import { startServer } from './support/server.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

test('the whole deck played offline, with a reload, reaches the server exactly once when the network returns', async ({ page, context }) => {
  await joinLobby(page, server.url, CAPTAIN);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await startGame(page);

  await context.setOffline(true);
  await expect(page.locator('.status-chip')).toContainText('Offline');
  await playRequests(page, 1, 6);
  await expect(page.locator('.status-chip')).toContainText('6 changes waiting');

  // A reload while offline comes back from the service worker at the same request.
  page.once('dialog', (d) => void d.accept());
  await page.reload();
  await expect(page.getByText(/Booking request 7 of 12/)).toBeVisible();
  await playRequests(page, 7, DECK_SIZE);
  await page.getByRole('button', { name: 'See final stats' }).click();
  const shown = await finalFigures(page);
  await expect(page.locator('.status-chip')).toContainText('12 changes waiting');

  await context.setOffline(false);
  await waitForSync(page);
  const { rows, decisions } = await serverResult(server.url);
  const team = rows.find((r) => r.name === 'Team 1')!;
  const mine = decisions.filter((d) => d.teamId === team.id);
  expect(mine).toHaveLength(DECK_SIZE);
  expect(new Set(mine.map((d) => d.scenarioId)).size).toBe(DECK_SIZE);
  expect(team.status).toBe('Completed');
  expect(shown).toEqual({ revenue: inr(team.revenue), occupancy: pct(team.occupancy), adr: inr(team.ADR), revPar: inr(team.revPar) });
});

test('from the lobby of a first visit, the network can go before the game screen was ever opened', async ({ page, context }) => {
  await joinLobby(page, server.url, CAPTAIN);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  // The game screen's code comes from the service worker's cache, and the ready mark waits in the outbox.
  await startGame(page);
  await playRequests(page, 1, 2);
  await expect(page.locator('.status-chip')).toContainText('3 changes waiting');
  await context.setOffline(false);
  await waitForSync(page);
  const { rows } = await serverResult(server.url);
  expect(rows.find((r) => r.name === 'Team 1')!.status).toBe('In Progress');
});

test('logging out with changes waiting asks first, keeps them, and sends them at the next login', async ({ page, context }) => {
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  await context.setOffline(true);
  await playRequests(page, 1, 3);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('3 changes have not reached the server yet.', { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await context.setOffline(false);
  await joinLobby(page, server.url, CAPTAIN);
  await waitForSync(page);
  const { rows, decisions } = await serverResult(server.url);
  const team = rows.find((r) => r.name === 'Team 1')!;
  expect(decisions.filter((d) => d.teamId === team.id)).toHaveLength(3);
  expect(team.status).toBe('In Progress');
});

test('the server killed and restarted mid-game loses nothing', async ({ page }) => {
  // A server of its own, since this one is killed: the worker's is shared with the tests after it.
  const server = await startServer();
  try {
    await joinLobby(page, server.url, CAPTAIN);
    await startGame(page);
    await playRequests(page, 1, 4);
    await waitForSync(page);

    await server.kill();
    await playRequests(page, 5, 9);
    await expect(page.locator('.status-chip')).toContainText('waiting');
    await server.start();
    await playRequests(page, 10, DECK_SIZE);
    await page.getByRole('button', { name: 'See final stats' }).click();
    const shown = await finalFigures(page);
    await waitForSync(page);

    const { rows, decisions } = await serverResult(server.url);
    const team = rows.find((r) => r.name === 'Team 1')!;
    expect(decisions.filter((d) => d.teamId === team.id)).toHaveLength(DECK_SIZE);
    expect(shown.revenue).toBe(inr(team.revenue));
    expect(shown.occupancy).toBe(pct(team.occupancy));
  } finally {
    await server.stop();
  }
});

test('the manifest and service worker are served, and an offline reload of the game route renders the game', async ({ page, context, request }) => {
  const manifest = await (await request.get(`${server.url}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Front Desk RM'),
    short_name: 'Front Desk RM',
    display: 'standalone',
    theme_color: expect.any(String),
    background_color: expect.any(String),
  });
  const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(`${server.url}${icon.src}`);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain(icon.type.split('+')[0]);
  }
  expect((await request.get(`${server.url}/sw.js`)).ok()).toBe(true);

  await joinLobby(page, server.url, CAPTAIN);
  // Activation may still be finishing on a busy machine: it is waited for, and must come before the network goes.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 }).toBe('activated');
  await startGame(page);
  await context.setOffline(true);
  page.once('dialog', (d) => void d.accept());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Demo Grand Hotel, Indore' })).toBeVisible();
  await expect(page.getByText(/Booking request 1 of 12/)).toBeVisible();
  // Debian's Chromium 150 keeps the emulated network down across the reload but reports navigator.onLine as true
  // in the new document (a real browser without a network says false); the emulation is set again on the page itself.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.locator('.status-chip')).toContainText('Offline');
});

test('the captain decides and a teammate follows each decision read-only', async ({ browser }) => {
  const captainCtx = await browser.newContext();
  const memberCtx = await browser.newContext();
  const captain = await captainCtx.newPage();
  const member = await memberCtx.newPage();
  await joinLobby(captain, server.url, CAPTAIN);
  await joinLobby(member, server.url, MEMBER);
  await expect(member.getByRole('button', { name: "I'm Ready to Start" })).toBeDisabled();
  await startGame(captain);
  await expect(member).toHaveURL(/\/game\/revenue-management\/game\//, { timeout: 60_000 });

  await member.getByRole('button', { name: 'Start Game' }).click();
  await expect(member.getByText('Priya Nair, your team leader, is deciding this request.', { exact: false })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await playRequests(captain, 1, 2);
  await expect(member.getByText(/Booking request 3 of 12/)).toBeVisible({ timeout: 20_000 });
  await expect(member.locator('.list-row', { hasText: 'Sharma Wedding' })).toBeVisible();
  await captainCtx.close();
  await memberCtx.close();
});

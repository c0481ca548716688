import { expect } from '@playwright/test';
import { CAPTAIN, DECK_SIZE, finalFigures, inr, joinLobby, pct, playRequests, serverResult, startGame, waitForSync, letsBegin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

test('a participant joins with the demo code, plays the whole deck online, and the server shows the same figures', async ({ page }) => {
  await joinLobby(page, server.url, CAPTAIN);
  await expect(page.getByRole('heading', { name: 'Team 1' })).toBeVisible();
  await expect(page.getByText('Demo Grand Hotel', { exact: true })).toBeVisible();
  await expect(page.getByText(/Game starts in: 00:\d\d/)).toBeVisible();
  await startGame(page);
  await expect(page.getByText('Current Scenario')).toBeVisible();

  const taken = await playRequests(page, 1, DECK_SIZE);
  await page.getByRole('button', { name: 'See final stats' }).click();
  const shown = await finalFigures(page);
  await waitForSync(page);

  const { rows, decisions } = await serverResult(server.url);
  const team = rows.find((r) => r.name === 'Team 1')!;
  expect(team.status).toBe('Completed');
  expect(team.acceptedBooking).toBe(taken.filter((t) => t === 'acc').length);
  expect(team.declinedBooking).toBe(taken.filter((t) => t === 'dec').length);
  expect(shown).toEqual({ revenue: inr(team.revenue), occupancy: pct(team.occupancy), adr: inr(team.ADR), revPar: inr(team.revPar) });
  expect(decisions.filter((d) => d.teamId === team.id)).toHaveLength(DECK_SIZE);
  // The leaderboard on the device comes from the server too.
  await expect(page.locator('.final-card').getByText('Completed')).toBeVisible();
});

test('a guest plays a practice game on the device that never reaches the server', async ({ page }) => {
  const pushes: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && pushes.push(r.url()));
  await page.goto(`${server.url}/game/revenue-management/login`);
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Guest!' })).toBeVisible();
  await letsBegin(page);
  await expect(page.getByRole('heading', { name: 'Practice team' })).toBeVisible();
  await startGame(page);
  await playRequests(page, 1, DECK_SIZE);
  await page.getByRole('button', { name: 'See final stats' }).click();
  await expect(page.getByText('Practice games stay on this device and do not count on the leaderboard.')).toBeVisible();
  expect(pushes).toEqual([]);
  const { rows } = await serverResult(server.url);
  expect(rows.every((r) => r.acceptedBooking + r.declinedBooking === 0)).toBe(true);
});

test('leaving a game in progress asks first, with the specification titles and texts that say what is true', async ({ page }) => {
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Refresh Page?' })).toBeVisible();
  await expect(
    page.getByText(
      'Refreshing reloads the game from this device: every decision you made is kept, and the booking timer resumes within a few seconds of where it was.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('F5');
  await expect(page.getByRole('heading', { name: 'Refresh Page?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Leave Game?' })).toBeVisible();
  await expect(
    page.getByText('Going back takes you to your team lobby. Every decision you made is kept, and you can return to the game from there.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/Booking request 1 of 12/)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

/**
 * The game screen as a captain meets it on a busy tablet: it only ever moves
 * forward, the Game Over dialog opens once, and a double tap decides one
 * request, never the next one unseen.
 */
import { expect, type Page } from '@playwright/test';
import { CAPTAIN, DECK_SIZE, joinLobby, playRequests, serverResult, startGame, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

/** Records every request the screen shows and every time the Game Over dialog opens, however briefly. */
async function watchScreen(page: Page) {
  await page.evaluate(() => {
    const seen = { requests: [] as number[], gameOverOpened: 0, chip: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    let dialogOpen = false;
    new MutationObserver(() => {
      const match = /Booking request (\d+) of/.exec(document.querySelector('.request-card .eyebrow')?.textContent ?? '');
      const n = match ? Number(match[1]) : null;
      if (n !== null && n !== seen.requests.at(-1)) seen.requests.push(n);
      const chip = document.querySelector('.status-chip .status-label')?.textContent ?? '';
      if (chip && chip !== seen.chip.at(-1)) seen.chip.push(chip);
      const open = [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => d.textContent?.includes('Game Over'));
      if (open && !dialogOpen) seen.gameOverOpened++;
      dialogOpen = open;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: { requests: number[]; gameOverOpened: number; chip: string[] } }).__seen);
}

test('after each decision the screen shows the next request and never one already decided; Game Over opens once; the chip stays calm', async ({ page }) => {
  await page.clock.install();
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  const seen = await watchScreen(page);
  await playRequests(page, 1, DECK_SIZE);
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  // Long enough for the store, the sync round and the server's answer to settle, when the old screen stepped back.
  await waitForSync(page);
  await page.clock.runFor(1500);
  await waitForSync(page);
  const { requests, gameOverOpened, chip } = await seen();
  // Twelve decisions, each a sync round of a fraction of a second: the chip never said so.
  expect(chip).toEqual(['Online']);
  const stepsBack = requests.filter((n, i) => i > 0 && n < requests[i - 1]!);
  expect(stepsBack, `requests shown in order: ${requests.join(', ')}`).toEqual([]);
  expect(requests.at(-1)).toBe(DECK_SIZE);
  expect(gameOverOpened).toBe(1);
});

test('two taps 150 ms apart decide one request; the next waits, its buttons not yet live', async ({ page }) => {
  // The tablet's clock is Playwright's: 150 ms between the taps is 150 ms to the app, however loaded the machine.
  await page.clock.install();
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  const decline = page.getByRole('button', { name: 'Decline' });
  await expect(decline).toBeEnabled();
  const box = (await decline.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // Time stands still between the taps but for the 150 ms the test lets pass. It stops a few seconds ahead (the
  // request's timer loses them), since the page's clock has moved on by the time the pause arrives.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await page.mouse.click(x, y);
  await page.clock.runFor(150);
  await page.mouse.click(x, y);
  await page.clock.resume();
  await expect(page.getByText(/Booking request 2 of 12/)).toBeVisible();
  // Still on request 2 a second later: the second tap landed on buttons that were not yet live.
  await page.clock.runFor(1000);
  await expect(page.getByText(/Booking request 2 of 12/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeEnabled();
  await waitForSync(page);
  const { rows, decisions } = await serverResult(server.url);
  const team = rows.find((r) => r.name === 'Team 1')!;
  expect(decisions.filter((d) => d.teamId === team.id)).toHaveLength(1);
});

test('a tap the instant the next request appears is ignored, however fast the tablet', async ({ page }) => {
  await page.clock.install();
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  // The second tap, made from inside the page the moment request 2 is on screen: no timing of the test's own.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (!/Booking request 2 of/.test(document.querySelector('.request-card .eyebrow')?.textContent ?? '')) return;
      observer.disconnect();
      document.querySelector<HTMLButtonElement>('.request-actions .btn-decline')?.click();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(/Booking request 2 of 12/)).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText(/Booking request 2 of 12/)).toBeVisible();
  await waitForSync(page);
  const { rows, decisions } = await serverResult(server.url);
  const team = rows.find((r) => r.name === 'Team 1')!;
  expect(decisions.filter((d) => d.teamId === team.id)).toHaveLength(1);
});

/**
 * Nothing is revealed before its time (issue 38): a team that finishes its
 * week while another still plays sees its own figures and when the debrief
 * opens, never a best choice, the best week or a house team's choice, and its
 * device never receives the optimum; the host ends the game and the debrief
 * link appears by itself and opens the whole debrief.
 */
import { expect, type Page } from '@playwright/test';
import { monotonicFactory } from 'ulid';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { ADMIN, adminLogin, CAPTAIN, callApi, DECK_SIZE, deviceToken, joinLobby, playRequests, startGame, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

const ulid = monotonicFactory();
const TEAM_2_CAPTAIN = 'sneha.kulkarni@demo.frontdeskrm.test';
const HOUSE = ['firstComeFirstServed', 'displacement', 'hindsightOptimum'] as const;

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

/** What of the optimum reached the page: every request for it, and each answer that carried it. */
function watchOptimum(page: Page) {
  const seen = { asked: 0, received: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/getOptimum/')) seen.asked++;
  });
  page.on('response', async (r) => {
    if (!r.url().includes('/getOptimum/')) return;
    const body = (await r.json().catch(() => null)) as { data?: { optimum?: unknown } } | null;
    if (body?.data?.optimum) seen.received++;
  });
  return seen;
}

/** The words that would give the week away: a best choice, the best week, a house team's name. */
const SPOILERS = [
  /see your debrief/i,
  /\bbest\b/i,
  /optimum/i,
  ...HOUSE_POLICIES.filter((p) => HOUSE.includes(p.id as (typeof HOUSE)[number])).map((p) => new RegExp(p.name.replace(/[()]/g, '\\$&'), 'i')),
];

async function expectNoSpoiler(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  for (const word of SPOILERS) expect(text, `${where}: ${word}`).not.toMatch(word);
}

test('a team that finishes first sees no best choice, no optimum and no house team until the host ends the game; then its debrief opens', async ({
  browser,
}) => {
  const admin = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const sessionId = ((await callApi(server.url, 'GET', '/api/session/getSession', admin)).data.sessions as { id: string }[])[0]!.id;
  const push = await callApi(server.url, 'POST', '/api/sync/push', admin, {
    mutations: [{ id: ulid(), name: 'updateSession', args: { sessionId, patch: { housePolicies: [...HOUSE] } } }],
  });
  expect(push.data.results[0].status).toBe('applied');

  // Team 2 is still playing: it has decided one request.
  const other = await (await browser.newContext()).newPage();
  await joinLobby(other, server.url, TEAM_2_CAPTAIN);
  await startGame(other);
  await playRequests(other, 1, 1);

  // Team 1 plays its whole week.
  const page = await (await browser.newContext()).newPage();
  const optimum = watchOptimum(page);
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  await playRequests(page, 1, DECK_SIZE);
  await page.getByRole('button', { name: 'See final stats' }).click();
  await waitForSync(page);
  const card = page.locator('.final-card');
  await expect(card.getByRole('heading', { name: 'Team 1: week complete' })).toBeVisible();
  await expect(card.getByText('The debrief opens when the host reveals the results.')).toBeVisible();
  await expect(card.getByText(/^₹[\d,]+$/).first()).toBeVisible();
  await expectNoSpoiler(page, 'final stats');

  // The debrief's address, typed by hand, says when it opens and shows nothing of the best week.
  await page.goto(`${server.url}/game/revenue-management/debrief/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'The debrief opens when the host reveals the results' })).toBeVisible();
  await expect(page.locator('.debrief-table, .house-table, .debrief-percent')).toHaveCount(0);
  await expectNoSpoiler(page, 'debrief before the end');
  // The host's results, report and side by side show a player the same page.
  for (const path of ['result', 'report', 'debrief']) {
    await page.goto(`${server.url}/game/revenue-management/${path}/${sessionId}${path === 'debrief' ? '/side-by-side' : ''}`);
    await expect(page.getByRole('heading', { name: 'The debrief opens when the host reveals the results' })).toBeVisible();
    await expectNoSpoiler(page, `${path} before the end`);
  }
  await page.getByRole('link', { name: 'Back to the game' }).last().click();
  // Game Over was closed once already this round: the final stats show without it.
  await expect(card.getByText('The debrief opens when the host reveals the results.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game Over' })).toHaveCount(0);
  expect(optimum).toEqual({ asked: 0, received: 0 });
  // Asked directly with the player's own token, the server refuses it in words.
  const token = await deviceToken(page);
  expect(await callApi(server.url, 'GET', `/api/session/getOptimum/${sessionId}`, token)).toMatchObject({
    status: 403,
    message: 'The best possible week is shown once the host reveals the results',
  });

  // The host ends the game: the link appears on the tablet by itself, and the debrief opens whole.
  expect((await callApi(server.url, 'PATCH', `/api/session/updateSession/${sessionId}`, admin, { status: 'ended' })).status).toBe(200);
  await expect(card.getByText('The debrief opens when the host reveals the results.')).toHaveCount(0, { timeout: 20_000 });
  await card.getByRole('link', { name: 'See your debrief' }).click();
  await expect(page.getByRole('heading', { name: 'Debrief' })).toBeVisible();
  await expect(page.locator('.debrief-percent strong')).toHaveText(/^\d+\.\d%$/);
  await expect(page.locator('.debrief-table tbody tr')).toHaveCount(DECK_SIZE);
  await expect(page.locator('.house-table tr[data-policy="firstComeFirstServed"]')).toContainText('First come, first served');
  expect(optimum.received).toBeGreaterThan(0);
  await other.context().close();
  await page.context().close();
});

test('the host sees everything marked hidden from the room, and a reveal mid-game opens the debrief on the tablets', async ({ browser }) => {
  const admin = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const sessionId = ((await callApi(server.url, 'GET', '/api/session/getSession', admin)).data.sessions as { id: string }[])[0]!.id;
  await callApi(server.url, 'POST', '/api/sync/push', admin, {
    mutations: [{ id: ulid(), name: 'updateSession', args: { sessionId, patch: { housePolicies: [...HOUSE] } } }],
  });
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  await playRequests(page, 1, DECK_SIZE);
  await page.getByRole('button', { name: 'See final stats' }).click();
  await waitForSync(page);
  await page.screenshot({ path: test.info().outputPath('final-stats-waiting-1024.png'), fullPage: true });
  await page.goto(`${server.url}/game/revenue-management/debrief/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'The debrief opens when the host reveals the results' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('debrief-waiting-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('debrief-waiting-390.png') });
  await page.getByRole('link', { name: 'Back to the game' }).first().click();
  await expect(page.locator('.final-card')).toBeVisible();

  const host = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await adminLogin(host, server.url);
  await host.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  const hidden = host.getByRole('region', { name: 'Hidden from the room' });
  await expect(hidden).toContainText('Hidden from the room.');
  // The host's own leaderboard keeps the house teams' figures.
  await expect(host.locator('tr[data-house="firstComeFirstServed"]')).toContainText(/₹[\d,]+/);
  await host.screenshot({ path: test.info().outputPath('results-hidden-1920.png') });
  await host.goto(`${server.url}/game/revenue-management/debrief/${sessionId}`);
  await expect(host.getByRole('region', { name: 'Hidden from the room' })).toBeVisible();
  await expect(host.locator('.debrief-percent strong')).toHaveText(/^\d+\.\d%$/);
  await host.setViewportSize({ width: 390, height: 844 });
  await host.screenshot({ path: test.info().outputPath('debrief-host-hidden-390.png') });
  await host.setViewportSize({ width: 1024, height: 768 });
  await host.screenshot({ path: test.info().outputPath('debrief-host-hidden-1024.png') });

  await host.getByRole('button', { name: 'Reveal to the room now' }).click();
  await expect(host.getByText('Revealed to the room: the players can open their debrief now')).toBeVisible();
  await expect(host.getByRole('region', { name: 'Hidden from the room' })).toHaveCount(0);
  // The game goes on; the tablet that finished gets its debrief now.
  await page.locator('.final-card').getByRole('link', { name: 'See your debrief' }).click({ timeout: 20_000 });
  await expect(page.locator('.debrief-percent strong')).toHaveText(/^\d+\.\d%$/);
  await page.screenshot({ path: test.info().outputPath('debrief-revealed-390.png') });
  await host.context().close();
  await page.context().close();
});

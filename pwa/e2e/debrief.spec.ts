import { expect } from '@playwright/test';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { ADMIN, adminLogin, CAPTAIN, callApi, DECK_SIZE, joinLobby, pct, playRequests, startGame, waitForOfflineReady, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

async function adminApi(path: string) {
  const token = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  return (await callApi(server.url, 'GET', path, token)).data;
}

test('with the hint on, players see what a request displaces; after the game the debrief sets the team beside the best possible week, offline too', async ({
  browser,
}) => {
  // The host turns the displacement hint on from the control panel.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await adminLogin(host, server.url);
  await host
    .getByRole('row', { name: /Demo Grand Hotel/ })
    .getByRole('link', { name: 'View' })
    .click();
  const hint = host.getByLabel(/Displacement hint on the booking card/);
  await expect(hint).not.toBeChecked();
  await hint.click();
  await expect(host.getByText('Players now see the displacement hint')).toBeVisible();
  await expect(hint).toBeChecked();
  await waitForSync(host);
  const sessionId = host.url().split('/').pop()!;

  const playerContext = await browser.newContext();
  const page = await playerContext.newPage();
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  await expect(page.getByRole('note', { name: 'Displacement hint' })).toContainText(
    /Displaces ₹[\d,]+ of forecast transient revenue · Net contribution -?₹[\d,]+/,
  );

  await playRequests(page, 1, DECK_SIZE);
  await page.getByRole('button', { name: 'See final stats' }).click();
  await waitForSync(page);
  // Team 2 has not played: the debrief opens once the host ends the game (issue 38).
  await expect(page.getByText('The debrief opens when the host reveals the results.')).toBeVisible();
  const admin = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  expect((await callApi(server.url, 'PATCH', `/api/session/updateSession/${sessionId}`, admin, { status: 'ended' })).status).toBe(200);
  await page.getByRole('link', { name: 'See your debrief' }).click();

  const optimum = (await adminApi(`/api/session/getOptimum/${sessionId}`)).optimum as { revenue: number; chosen: string[] };
  const team = ((await adminApi(`/api/session/getResult/${sessionId}`)).result as { name: string; revenue: number }[]).find((r) => r.name === 'Team 1')!;
  const expected = pct((team.revenue / optimum.revenue) * 100);
  await expect(page.getByRole('heading', { name: 'Debrief' })).toBeVisible();
  await expect(page.locator('.debrief-percent strong')).toHaveText(expected);
  const rows = page.locator('.debrief-table tbody tr');
  await expect(rows).toHaveCount(DECK_SIZE);
  // The best choices the table shows are the server's optimum.
  const best = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[3]!.textContent));
  expect(best.filter((b) => b === 'Accept')).toHaveLength(optimum.chosen.length);
  await expect(page.getByRole('img', { name: /Occupancy by night/ })).toBeVisible();
  // Beside the team, the house policies that played the same deck: each below the best week, each with its lesson.
  const house = page.locator('.house-table tbody tr[data-policy]');
  await expect(house).toHaveCount(HOUSE_POLICIES.filter((p) => p.rule !== null).length);
  for (const p of HOUSE_POLICIES.filter((p) => p.rule !== null)) {
    const row = page.locator(`.house-table tr[data-policy="${p.id}"]`);
    await expect(row).toContainText(p.name);
    await expect(row).toContainText(p.teaches);
    const share = Number((await row.locator('td').last().innerText()).replace('%', ''));
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(100);
  }
  await expect(page.locator('.house-table tr.house-team td').last()).toHaveText(expected);

  // Once loaded, the debrief opens with no network.
  await waitForOfflineReady(page);
  await playerContext.setOffline(true);
  await page.reload();
  await expect(page.locator('.debrief-percent strong')).toHaveText(expected);
  await expect(rows).toHaveCount(DECK_SIZE);

  // The host reaches every team's debrief from the results.
  await host.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  await host.getByRole('link', { name: 'Debrief' }).click();
  const pick = host.getByLabel('Team', { exact: true });
  await pick.selectOption({ label: 'Team 2' });
  // Team 2 decided nothing.
  await expect(host.locator('.debrief-percent strong')).toHaveText('0.0%');
  await pick.selectOption({ label: 'Team 1' });
  await expect(host.locator('.debrief-percent strong')).toHaveText(expected);
  await hostContext.close();
  await playerContext.close();
});

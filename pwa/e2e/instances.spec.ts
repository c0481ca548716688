/**
 * Two server instances on one PostgreSQL (issue 20): a player on each, and the
 * host watching the results on a third connection. Each instance has its own
 * memory; what one player decides reaches the other instance and the host
 * through the store and its change notes.
 */
import { expect, test } from '@playwright/test';
import { startPostgresCluster, type PostgresCluster } from '@front-desk-rm/sync-server/testing/postgres-cluster';
import { ADMIN, adminLogin, callApi, CAPTAIN, DECK_SIZE, inr, joinLobby, playRequests, serverResult, startGame, waitForSync } from './support/game.js';
import { startServer, type TestServer } from './support/server.js';

const SECOND_CAPTAIN = 'sneha.kulkarni@demo.frontdeskrm.test';

let cluster: PostgresCluster;
let a: TestServer;
let b: TestServer;

test.beforeAll(async () => {
  cluster = await startPostgresCluster();
  const env = { DATABASE_URL: await cluster.createDatabase() };
  a = await startServer({ env });
  b = await startServer({ env });
});
test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await cluster?.stop();
});

test('a player on each of two instances and the host on a third connection see one game', async ({ browser }) => {
  const host = await browser.newContext();
  const hostPage = await host.newPage();
  await adminLogin(hostPage, a.url);
  const sessionId = await sessionOf(a.url);
  await hostPage.goto(`${a.url}/game/revenue-management/result/${sessionId}`);
  await expect(hostPage.getByRole('heading', { level: 1, name: /^(Waiting for Results|Live Results)$/ })).toBeVisible();

  const onA = await browser.newContext();
  const onB = await browser.newContext();
  const first = await onA.newPage();
  const second = await onB.newPage();
  await joinLobby(first, a.url, CAPTAIN);
  await joinLobby(second, b.url, SECOND_CAPTAIN);
  await Promise.all([startGame(first), startGame(second)]);

  // Team 2 decides on instance B while the host's page is served by instance A.
  await playRequests(second, 1, 4);
  await waitForSync(second);
  const midway = (await serverResult(b.url)).rows.find((r) => r.name === 'Team 2')!;
  expect(midway.acceptedBooking + midway.declinedBooking).toBe(4);
  await expect(hostPage.locator('.leaderboard tbody tr', { hasText: 'Team 2' })).toContainText(inr(midway.revenue));

  await Promise.all([playRequests(first, 1, DECK_SIZE), playRequests(second, 5, DECK_SIZE)]);
  await Promise.all([waitForSync(first), waitForSync(second)]);

  // Both instances answer the same leaderboard, and the host's page shows it without a reload.
  const [fromA, fromB] = await Promise.all([serverResult(a.url), serverResult(b.url)]);
  expect(fromA.rows).toEqual(fromB.rows);
  expect(fromA.rows.map((r) => r.status)).toEqual(['Completed', 'Completed']);
  expect(fromA.decisions).toHaveLength(2 * DECK_SIZE);
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Game Over' })).toBeVisible();
  await expect(hostPage.getByRole('region', { name: 'Winner' })).toContainText(fromA.rows[0]!.name);
  for (const row of fromA.rows) await expect(hostPage.locator('.leaderboard tbody tr', { hasText: row.name })).toContainText(inr(row.revenue));

  await Promise.all([host.close(), onA.close(), onB.close()]);
});

async function sessionOf(base: string): Promise<string> {
  const token = (await callApi(base, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  return ((await callApi(base, 'GET', '/api/session/getSession', token)).data.sessions as { id: string }[])[0]!.id;
}

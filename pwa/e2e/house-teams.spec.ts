/**
 * House teams (issue "House teams"): the host switches textbook policies on in
 * the control panel; they play the same deck beside the people, as far as the
 * furthest team, on the results, the live dashboard and the projector, with a
 * House badge and never ranked for the winner; the report sets every team
 * beside every policy.
 */
import { expect } from '@playwright/test';
import { type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { HOUSE_POLICIES, playHousePolicy } from '@front-desk-rm/engine/policies';
import { orderDeck } from '@front-desk-rm/engine/rules';
import { ADMIN, adminLogin, CAPTAIN, callApi, DECK_SIZE, inr, joinLobby, playRequests, startGame, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

async function details(sessionId: string): Promise<{ session: Session; deck: Scenario[] }> {
  const token = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const data = (await callApi(server.url, 'GET', `/api/session/getSessionDetails/${sessionId}`, token)).data as { session: Session; scenario: Scenario[] };
  return { session: data.session, deck: orderDeck(data.scenario) };
}

test('house teams the host switches on play beside the people on every leaderboard, never ranked, and the report compares them all', async ({ browser }) => {
  const host = await (await browser.newContext()).newPage();
  await adminLogin(host, server.url);
  await host
    .getByRole('row', { name: /Demo Grand Hotel/ })
    .getByRole('link', { name: 'View' })
    .click();
  const houseTeams = host.getByRole('region', { name: 'House teams' });
  for (const name of ['First come, first served', 'Booking limits (DAVN)']) {
    const box = houseTeams.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
    await expect(box).not.toBeChecked();
    // By keyboard: the switch keeps focus once the change has gone through.
    await box.focus();
    await host.keyboard.press('Space');
    await expect(host.getByText(`${name} now plays beside the teams`)).toBeVisible();
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
  }
  await waitForSync(host);
  const sessionId = host.url().split('/').pop()!;
  const { session, deck } = await details(sessionId);
  expect(session.housePolicies).toEqual(['firstComeFirstServed', 'emsrB']);

  // Team 1's captain accepts whatever fits: first come, first served, by hand.
  const player = await (await browser.newContext()).newPage();
  await joinLobby(player, server.url, CAPTAIN);
  await startGame(player);
  await playRequests(player, 1, 3);
  await waitForSync(player);

  // Three requests in, the house teams have played three requests too.
  await host.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  const board = host.locator('table.leaderboard tbody tr');
  await expect(host.locator('tr[data-house]')).toHaveCount(2);
  const fcfs = host.locator('tr[data-house="firstComeFirstServed"]');
  await expect(fcfs).toContainText('House');
  await expect(fcfs).toContainText(inr(playHousePolicy('firstComeFirstServed', session, deck.slice(0, 3)).figures.revenue));
  await expect(host.locator('tr[data-house="emsrB"]')).toContainText(inr(playHousePolicy('emsrB', session, deck.slice(0, 3)).figures.revenue));
  // Level with Team 1, the house team stands after it.
  const names = await board.locator('th').allInnerTexts();
  expect(names.findIndex((n) => n.startsWith('First come'))).toBe(names.findIndex((n) => n === 'Team 1') + 1);

  // The live dashboard and its projector view show them too, badged and unranked.
  await host.goto(`${server.url}/game/revenue-management/view-dashboard/${sessionId}`);
  const cards = host.locator('article.house-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('House');
  await expect(host.getByRole('article', { name: 'Booking limits (DAVN), house team' })).toContainText('Request 4 of 12');
  await host.getByRole('button', { name: 'Projector view' }).click();
  await expect(host.locator('.projector-house')).toHaveCount(2);
  await expect(host.getByRole('heading', { name: /house team, not ranked/ })).toHaveCount(2);

  // The game over: every house team has played the whole week, and the winner is a team of people.
  await playRequests(player, 4, DECK_SIZE);
  await waitForSync(player);
  // Team 2 never played: the host ends the game, and the choice of house teams closes with it.
  await host.goto(`${server.url}/game/revenue-management/session/${sessionId}`);
  await host.getByRole('button', { name: 'End Game' }).click();
  await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End Game' }).click();
  await expect(host.getByText('Game ended successfully!')).toBeVisible();
  await expect(houseTeams.getByRole('checkbox', { name: /^First come, first served/ })).toBeDisabled();
  await expect(houseTeams).toContainText('The game has ended: the house teams stay as they played.');
  await host.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  await expect(host.getByRole('heading', { name: 'Game Over' }).first()).toBeVisible();
  await expect(host.getByRole('region', { name: 'Winner' }).getByRole('heading')).toHaveText('Team 1');
  await expect(fcfs).toContainText(inr(playHousePolicy('firstComeFirstServed', session, deck).figures.revenue));
  await expect(fcfs).toContainText('Completed');

  // The report: every policy beside the teams, and what each did with each request.
  await host.getByRole('link', { name: 'Printable report' }).click();
  const report = host.locator('.report-house');
  await expect(report.locator('tbody tr.house-row')).toHaveCount(HOUSE_POLICIES.length);
  await expect(report.locator('.house-choices-table tbody tr')).toHaveCount(DECK_SIZE);
  const fcfsColumn = await report.locator('.house-choices-table tbody tr td[data-label="First come, first served"]').allInnerTexts();
  // An accept the rules refused reads Refused, not Decline, with the night or hall that was full.
  const played = playHousePolicy('firstComeFirstServed', session, deck).decisions.map((d) =>
    d.refused ? 'Refused' : d.decision === 'acc' ? 'Accept' : 'Decline',
  );
  expect(fcfsColumn.map((c) => c.split('\n')[0])).toEqual(played);
  expect(fcfsColumn.filter((c) => c.startsWith('Refused')).every((c) => /\nDid not fit: .+ (left, and it needed \d+|was taken on \w+day)$/.test(c))).toBe(true);
});

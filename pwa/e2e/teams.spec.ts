/**
 * Teams the host shapes (issue 38): a host creates, renames, fills (by
 * keyboard and by drag), merges, deletes and shuffles teams on the Teams tab,
 * and the server agrees; a late arrival put in a team that is already playing
 * is told the game is running and taken to the team's next request.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, CAPTAIN, DEMO_CODE, adminLogin, apiData, joinLobby, playRequests, startGame, waitForSync, letsBegin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const PEOPLE = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'Kabir Shah', 'Neha Joshi', 'Arun Pillai', 'Divya Menon', 'Farah Khan', 'Vikram Sethi'];

/** A session before its start with nine participants and no teams, made through the API as a host would. */
async function nineWithoutTeams() {
  const token = (await apiData(server.url, 'POST', '/api/user/login', null, ADMIN)).token as string;
  const created = await apiData(server.url, 'POST', '/api/session/createSession', token, {
    sessionData: {
      name: 'Monsoon Week',
      hotelName: 'Lakeview Indore',
      totalRooms: 6,
      baseADR: 3300,
      maxParticipants: 20,
      teamSize: '4',
      rates: { Deluxe: 4200 },
      occupancy: { Sun: 40, Mon: 50, Tue: 60, Wed: 65, Thu: 70, Fri: 85, Sat: 90 },
    },
  });
  const session = created.session as { id: string; gameCode: string };
  for (const [i, name] of PEOPLE.entries()) {
    await apiData(server.url, 'POST', '/api/user/addMember', null, {
      name,
      email: `p${i}@hotel.test`,
      phone: '+91 90000 0000' + i,
      sessionCode: session.gameCode,
    });
  }
  return { token, sessionId: session.id };
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function teamSizesOnServer(token: string, sessionId: string) {
  const details = (await apiData(server.url, 'GET', `/api/session/getSessionDetails/${sessionId}`, token)).session as {
    team: { name: string; participants: unknown[] }[];
    participants: { teamId: string | null }[];
  };
  return { teams: details.team.map((t) => [t.name, t.participants.length] as const), unassigned: details.participants.filter((p) => !p.teamId).length };
}

test('the host creates, renames, fills by keyboard and by drag, merges, deletes and shuffles teams evenly', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { token, sessionId } = await nineWithoutTeams();
  await page.setViewportSize({ width: 1024, height: 768 });
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/session/${sessionId}`);
  await page.getByRole('tab', { name: /Teams/ }).click();
  await expect(page.locator('.teams-summary')).toHaveText('0 teams · 9 members · 9 unassigned');
  await expect(card(page, 'Unassigned')).toContainText('9 members');

  // Into three new teams: nine people in teams of up to four make three of three, not four, four and one.
  await page.getByLabel('Number of teams').fill('3');
  await page.getByRole('button', { name: 'Shuffle members' }).click();
  await expect(page.getByText('9 members dealt over 3 teams')).toBeVisible();
  for (const name of ['Team 1', 'Team 2', 'Team 3']) await expect(card(page, name)).toContainText('3 members');
  await expect(card(page, 'Unassigned')).toContainText('0 members');

  // A new team, renamed inline; a name another team has is refused in words.
  await page.getByRole('button', { name: 'New team' }).click();
  await expect(card(page, 'Team 4')).toContainText('0 members');
  await page.getByRole('button', { name: 'Rename Team 4' }).click();
  const rename = page.getByLabel('New name for Team 4');
  await rename.fill('team 1');
  await rename.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Another team is already called “Team 1”: choose another name' })).toBeVisible();
  await rename.fill('  Night Owls ');
  await rename.press('Enter');
  await expect(card(page, 'Night Owls')).toBeVisible();

  // By keyboard: the first member of Team 1 moves with their "Move to" menu.
  const keyboardMover = (await card(page, 'Team 1').locator('.team-member').first().getAttribute('data-member'))!;
  const menu = page.getByLabel(`Move ${keyboardMover} to`);
  await menu.focus();
  await expect(menu).toBeFocused();
  await menu.selectOption({ label: 'Night Owls' });
  await expect(card(page, 'Night Owls').locator(`[data-member="${keyboardMover}"]`)).toBeVisible();
  await expect(page.locator('[data-announcer="polite"]')).toHaveText(`${keyboardMover} moved to Night Owls`);

  // By drag: a member of Team 2 dropped on Night Owls.
  const dragged = card(page, 'Team 2').locator('.team-member').first();
  const dragName = (await dragged.getAttribute('data-member'))!;
  // Both cards in sight first, as a hand on a tablet has them: a drag does not scroll the page as it goes.
  await card(page, 'Night Owls').scrollIntoViewIfNeeded();
  await dragged.dragTo(card(page, 'Night Owls'));
  await expect(card(page, 'Night Owls')).toContainText('2 members');
  await expect(card(page, 'Night Owls').locator(`[data-member="${dragName}"]`)).toBeVisible();
  await expect(card(page, 'Team 1')).toContainText('2 members');
  await expect(card(page, 'Team 2')).toContainText('2 members');

  // A captain for Night Owls.
  await page.getByLabel('Captain of Night Owls').selectOption({ label: dragName });
  await expect(card(page, 'Night Owls').locator(`[data-member="${dragName}"]`)).toContainText('Captain');
  await page.getByRole('tabpanel').screenshot({ path: testInfo.outputPath('teams-tab-1024x768.png') });

  // Merge Night Owls into Team 1: its two members join, and the card goes.
  await page.getByRole('button', { name: 'Merge Night Owls into another team' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge Night Owls' });
  await merge.getByLabel('Merge Night Owls into').selectOption({ label: 'Team 1 (2 members)' });
  await expect(merge).toContainText('Its 2 members join Team 1 and Night Owls is removed.');
  await merge.getByRole('button', { name: 'Merge teams' }).click();
  await expect(card(page, 'Night Owls')).toHaveCount(0);
  await expect(card(page, 'Team 1')).toContainText('4 members');

  // Delete Team 3: the confirmation says where its members go.
  await page.getByRole('button', { name: 'Delete Team 3' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Team 3?' });
  await expect(confirm).toContainText('Its 3 members move to Unassigned, where they wait until you put them in a team.');
  await confirm.getByRole('button', { name: 'Delete team' }).click();
  await expect(card(page, 'Team 3')).toHaveCount(0);
  await expect(card(page, 'Unassigned')).toContainText('3 members');

  // Over the two teams that exist: nine people make five and four, names kept.
  await page.getByLabel('Over the 2 teams that exist').check();
  await page.getByRole('button', { name: 'Shuffle members' }).click();
  await expect(page.getByText('9 members dealt over 2 teams')).toBeVisible();
  await expect(card(page, 'Unassigned')).toContainText('0 members');
  const counts = [
    await card(page, 'Team 1').locator('.team-card-count').innerText(),
    await card(page, 'Team 2').locator('.team-card-count').innerText(),
  ].sort();
  expect(counts).toEqual(['4 members', '5 members']);

  // More teams than people is refused in words.
  await page.getByLabel('Number of teams').fill('12');
  await page.getByRole('button', { name: 'Shuffle members' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are 9 participants: choose at most 9 teams' })).toBeVisible();

  // The server holds the same teams.
  await waitForSync(page);
  const onServer = await teamSizesOnServer(token, sessionId);
  expect(onServer.unassigned).toBe(0);
  expect(onServer.teams.map(([, n]) => n).sort()).toEqual([4, 5]);
  expect(onServer.teams.map(([name]) => name).sort()).toEqual(['Team 1', 'Team 2']);

  await page.setViewportSize({ width: 390, height: 844 });
  await card(page, 'Team 1').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('teams-tab-390x844.png') });
});

test('a late arrival put in a playing team by hand while live is told the game is running and reaches the team’s next request', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  // Team 1's captain plays two requests of the live demo.
  const captainCtx = await browser.newContext();
  const captain = await captainCtx.newPage();
  await joinLobby(captain, server.url, CAPTAIN);
  await startGame(captain);
  await playRequests(captain, 1, 2);
  await waitForSync(captain);

  // A participant arrives late on a phone and waits for a team.
  const lateCtx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const late = await lateCtx.newPage();
  await late.goto(`${server.url}/game/revenue-management/login/${DEMO_CODE}`);
  await late.getByLabel('Email').fill('sana.late@hotel.test');
  await late.getByRole('button', { name: 'Login' }).click();
  await letsBegin(late);
  await expect(late.getByText('The game is already running. Your host has not put you in a team yet')).toBeVisible();
  await late.screenshot({ path: testInfo.outputPath('lobby-no-team-390x844.png'), fullPage: true });

  // The host puts them in Team 1 from the Unassigned card, by keyboard.
  const token = (await apiData(server.url, 'POST', '/api/user/login', null, ADMIN)).token as string;
  const sessionId = ((await apiData(server.url, 'GET', '/api/session/getSession', token)).sessions as { id: string; gameCode: string }[]).find(
    (s) => s.gameCode === DEMO_CODE,
  )!.id;
  await page.setViewportSize({ width: 1024, height: 768 });
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/session/${sessionId}`);
  await page.getByRole('tab', { name: /Teams/ }).click();
  await expect(card(page, 'Unassigned')).toContainText('1 member');
  await page.getByRole('tabpanel').screenshot({ path: testInfo.outputPath('teams-tab-live-1024x768.png') });
  await expect(card(page, 'Team 1')).toContainText('has decided 2 requests');
  await expect(page.getByRole('button', { name: 'Delete Team 1' })).toBeDisabled();
  const lateName = (await card(page, 'Unassigned').locator('.team-member').first().getAttribute('data-member'))!;
  await page.getByLabel(`Move ${lateName} to`).selectOption({ label: 'Team 1' });
  await expect(card(page, 'Team 1')).toContainText('5 members');

  // The late arrival's screen follows by itself: the game is running, the count is of five, and then the team's next request.
  await expect(late.getByText('The game is already running. Taking you to your team’s game…')).toBeVisible({ timeout: 20_000 });
  await expect(late.getByText(/^\d of 5 Members Joined$/)).toBeVisible();
  await late.screenshot({ path: testInfo.outputPath('lobby-running-390x844.png'), fullPage: true });
  await expect(late.getByText('Game starts in')).toHaveCount(0);
  await late.waitForURL(/\/game\/revenue-management\/game\//, { timeout: 10_000 });
  await expect(late.getByText(/Booking request 3 of 12/)).toBeVisible({ timeout: 20_000 });
  await lateCtx.close();
  await captainCtx.close();
});

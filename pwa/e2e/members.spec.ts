/**
 * The training room as it really is (issue 17): a participant who arrives
 * after Start Game is put in a team by the host and plays; a member is
 * removed; a session that nobody could play refuses to start and says why.
 */
import { expect } from '@playwright/test';
import {
  ADMIN,
  CAPTAIN,
  callApi,
  DEMO_CODE,
  adminLogin,
  joinLobby,
  playRequests,
  serverResult,
  startGame,
  waitForOfflineReady,
  waitForSync,
  letsBegin,
} from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

function api(method: string, path: string, token: string | null, body?: unknown) {
  return callApi(server.url, method, path, token, body);
}

test('a late arrival is put in a team after the start and plays; a member is removed; the host sees it all', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const token = (await api('POST', '/api/user/login', null, ADMIN)).data.token as string;
  const sessionId = (await api('GET', '/api/session/getSession', token)).data.sessions.find((s: { gameCode: string }) => s.gameCode === DEMO_CODE).id as string;

  // The game is live; a participant arrives late and waits for a team.
  const lateCtx = await browser.newContext();
  const late = await lateCtx.newPage();
  await late.goto(`${server.url}/game/revenue-management/login/${DEMO_CODE}`);
  await late.getByLabel('Email').fill('meera.late@hotel.test');
  await late.getByRole('button', { name: 'Login' }).click();
  await letsBegin(late);
  await expect(late.getByText('Your host has not put you in a team yet.')).toBeVisible();

  // The host puts them in Team 2 and makes them its leader, from the Participants tab.
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/session/${sessionId}`);
  await expect(page.getByRole('button', { name: 'Game Started' })).toBeDisabled();
  await expect(page.getByText('Teams are set once the game has started: move a member with the Team menu in the table.')).toBeVisible();
  const row = page.getByRole('row', { name: /meera\.late@hotel\.test/ });
  await row.getByRole('combobox', { name: /^Team for / }).selectOption({ label: 'Move to Team 2' });
  await expect(page.getByText(/moved to Team 2/)).toBeVisible();
  await row.getByRole('button', { name: 'Promote to Leader' }).click();
  await expect(row.getByText('Captain')).toBeVisible();

  // A member who left is removed; their row goes, and the server agrees.
  const farhan = page.getByRole('row', { name: /farhan\.ali@demo/ });
  await farhan.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(farhan).toHaveCount(0);
  await waitForSync(page);
  const details = (await api('GET', `/api/session/getSessionDetails/${sessionId}`, token)).data.session;
  expect(details.participants.some((p: { email: string }) => p.email === 'farhan.ali@demo.frontdeskrm.test')).toBe(false);
  const meera = details.participants.find((p: { email: string }) => p.email === 'meera.late@hotel.test');
  expect(meera).toMatchObject({ team: 'Team 2', role: 'captain' });

  // The late arrival's lobby follows by itself: their team, and the leader's button.
  await expect(late.getByRole('heading', { name: 'Team 2' })).toBeVisible({ timeout: 20_000 });
  // Members Joined counts who has opened the lobby: of Team 2, only the late arrival so far, of the four it holds now
  // (three of the demo's four, Farhan removed above, and the late arrival).
  await expect(late.getByText('1 of 4 Members Joined')).toBeVisible();
  await startGame(late);
  await playRequests(late, 1, 2);
  await waitForSync(late);
  const result = (await api('GET', `/api/session/getResult/${sessionId}`, token)).data.result as {
    name: string;
    acceptedBooking: number;
    declinedBooking: number;
  }[];
  const team2 = result.find((r) => r.name === 'Team 2')!;
  expect(team2.acceptedBooking + team2.declinedBooking).toBe(2);
  await lateCtx.close();
});

test('a session with no requests and no teams will not start, and the control panel says why before the host tries', async ({ page }) => {
  const token = (await api('POST', '/api/user/login', null, ADMIN)).data.token as string;
  const created = await api('POST', '/api/session/createSession', token, {
    sessionData: {
      name: 'Empty Week',
      hotelName: 'Lakeview Indore',
      totalRooms: 4,
      baseADR: 3300,
      maxParticipants: 8,
      rates: { Deluxe: 4200 },
      occupancy: { Sun: 40, Mon: 50, Tue: 60, Wed: 65, Thu: 70, Fri: 85, Sat: 90 },
    },
  });
  const sessionId = created.data.session.id as string;
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/session/${sessionId}`);
  const start = page.getByRole('button', { name: 'Start Game' });
  await expect(start).toBeDisabled();
  const why = page.getByRole('note');
  await expect(why).toContainText('There are no booking requests: add at least one');
  await expect(why).toContainText('There are no teams: shuffle the participants into teams');
  // The server refuses the same start, naming both.
  const refused = await api('PATCH', `/api/session/updateSession/${sessionId}`, token, { status: 'live' });
  expect(refused).toMatchObject({
    success: false,
    message: 'The game cannot start yet: there are no booking requests: add at least one; there are no teams: shuffle the participants into teams.',
  });
});

test('a tablet offline at End Game: its decision made before the whistle counts, and one made after is refused where the player sees it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await joinLobby(page, server.url, CAPTAIN);
  await waitForOfflineReady(page);
  await startGame(page);
  await playRequests(page, 1, 1);
  await waitForSync(page);
  // The Wi-Fi drops; the captain decides request 2 while the game is still live.
  await context.setOffline(true);
  await playRequests(page, 2, 2);
  // The host blows the whistle; the tablet cannot know, and decides request 3 after it.
  const token = (await api('POST', '/api/user/login', null, ADMIN)).data.token as string;
  const sessionId = (await api('GET', '/api/session/getSession', token)).data.sessions.find((s: { gameCode: string }) => s.gameCode === DEMO_CODE).id as string;
  expect((await api('PATCH', `/api/session/updateSession/${sessionId}`, token, { status: 'ended' })).success).toBe(true);
  await playRequests(page, 3, 3);

  await context.setOffline(false);
  const unsaved = page.locator('.status-unsaved');
  await expect(unsaved).toHaveText('1 not saved', { timeout: 30_000 });
  await unsaved.click();
  const dialog = page.getByRole('dialog', { name: '1 change could not be saved' });
  await expect(dialog.locator('.unsaved-reason')).toHaveText('This decision was made after the host ended the game, so it does not count');
  // The server holds requests 1 and 2, the second made offline before the end.
  const { decisions } = await serverResult(server.url);
  expect(decisions).toHaveLength(2);
  await page.keyboard.press('Escape');
  await expect(page.getByText('The host has ended the game. Here is where your team finished.')).toBeVisible();
});

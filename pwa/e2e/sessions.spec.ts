/**
 * Sessions for a workshop (issue 38): a host edits a session's hotel and
 * forecast until it starts (and is refused after), puts the deck in order by
 * keyboard so a team's tablet meets the requests in that order, runs a
 * session again for another group, and Play Again keeps the finished round
 * with its report under Past rounds.
 */
import { expect, type Page } from '@playwright/test';
import { monotonicFactory } from 'ulid';
import { ADMIN, CAPTAIN, DEMO_CODE, adminLogin, apiData, joinLobby, startGame, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

const ulid = monotonicFactory();
let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const REQUESTS = ['Mehta Offsite', 'Khanna Wedding', 'Das Conference'];
const PEOPLE = ['Asha Rao', 'Ravi Kumar'];
const SIZES = { tablet: { width: 1024, height: 768 }, phone: { width: 390, height: 844 } } as const;

const adminToken = async () => (await apiData(server.url, 'POST', '/api/user/login', null, ADMIN)).token as string;
const details = async (token: string, id: string) => (await apiData(server.url, 'GET', `/api/session/getSessionDetails/${id}`, token)).session;

/** An upcoming session of three requests and two people, one team each (auto-assigned, teams of one), made as a host would. */
async function upcomingSession(token: string) {
  const created = await apiData(server.url, 'POST', '/api/session/createSession', token, {
    sessionData: {
      name: 'Monsoon Week',
      hotelName: 'Lakeview Indore',
      totalRooms: 6,
      baseADR: 3300,
      maxParticipants: 20,
      autoAssignTeams: true,
      teamSize: '1',
      rates: { Deluxe: 4200 },
      occupancy: { Sun: 40, Mon: 50, Tue: 60, Wed: 65, Thu: 70, Fri: 85, Sat: 90 },
    },
  });
  const session = created.session as { id: string; gameCode: string };
  for (const [i, name] of REQUESTS.entries()) {
    await apiData(server.url, 'POST', '/api/session/addScenario', token, {
      sessionId: session.id,
      reservationName: name,
      description: name,
      type: 'RoomOnly',
      checkInDay: 'Monday',
      roomNights: 1 + i,
      noOfRoom: 2,
      rateType: ['Deluxe'],
      noOfBanquet: '',
    });
  }
  for (const [i, name] of PEOPLE.entries()) {
    await apiData(server.url, 'POST', '/api/user/addMember', null, {
      name,
      email: `p${i}@hotel.test`,
      phone: `+91 90000 0000${i}`,
      sessionCode: session.gameCode,
    });
  }
  return session;
}

async function push(token: string, name: string, args: unknown) {
  const answer = await apiData(server.url, 'POST', '/api/sync/push', token, { mutations: [{ id: ulid(), name, args }] });
  return answer.results[0] as { status: string; reason?: string };
}

/** The reservation names of the deck table's rows, top to bottom. */
const deckRows = (page: Page) => page.locator('.deck-table tbody tr th').allInnerTexts();

test('a host edits the hotel and forecast before the start, and is refused in words after', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const session = await upcomingSession(token);
  await page.setViewportSize(SIZES.tablet);
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/session/${session.id}`);
  await page.getByRole('link', { name: 'Edit session' }).click();

  await expect(page.getByRole('heading', { name: 'Edit session: Monsoon Week' })).toBeVisible();
  await expect(page.getByLabel('Hotel Name')).toHaveValue('Lakeview Indore');
  await expect(page.getByLabel('Decision time (seconds)')).toHaveValue('60');
  await page.getByLabel('Hotel Name').fill('Lakeview Bhopal');
  await page.getByLabel('Decision time (seconds)').fill('20');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.rule-message')).toHaveText('Decision time must be a whole number of seconds from 30 to 180');
  await page.getByLabel('Decision time (seconds)').fill('90');
  await page.getByRole('radio', { name: /Room in step/ }).check();
  await page.screenshot({ path: testInfo.outputPath('edit-session-1024x768.png'), fullPage: true });
  // Straight to the forecast: editing opens every step.
  await page.getByRole('button', { name: /Occupancy Data/ }).click();
  await expect(page.getByLabel('Saturday')).toHaveValue('90');
  await page.getByLabel('Saturday').fill('100');
  await page.setViewportSize(SIZES.phone);
  await page.screenshot({ path: testInfo.outputPath('edit-session-390x844.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/session/${session.id}$`));
  await waitForSync(page);
  expect(await details(token, session.id)).toMatchObject({
    hotelName: 'Lakeview Bhopal',
    decisionSeconds: 90,
    pace: 'inStep',
    occupancy: { Sat: '100', Fri: '85' },
  });

  // Once the game runs the button is gone, and the edit, reached by its address, is refused in words.
  expect((await push(token, 'setSessionStatus', { sessionId: session.id, status: 'live' })).status).toBe('applied');
  await page.setViewportSize(SIZES.tablet);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Game Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit session' })).toHaveCount(0);
  await page.goto(`${server.url}/game/revenue-management/edit-session/${session.id}`);
  await expect(page.getByRole('note')).toContainText(
    'This game has started: its hotel, rooms, base ADR, rates, forecast, banquet halls, demand model and pace are fixed',
  );
  await page.getByLabel('Hotel Name').fill('Too Late Inn');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.rule-message')).toHaveText('Hotel details cannot change once the game has started');
  expect((await details(token, session.id)).hotelName).toBe('Lakeview Bhopal');
});

test('the host reorders the deck by keyboard, hears where each request went, and a team’s tablet meets them in that order', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await adminToken();
  const session = await upcomingSession(token);
  await page.setViewportSize(SIZES.tablet);
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/session/${session.id}`);
  await page.getByRole('tab', { name: /Scenarios/ }).click();
  expect(await deckRows(page)).toEqual(REQUESTS);

  // Move up / Move down by keyboard: Alt+Arrow on the focused button moves the row and focus goes with it.
  const down = page.getByRole('button', { name: 'Move Mehta Offsite down' });
  await down.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.locator('[data-announcer="polite"]')).toHaveText('Mehta Offsite moved to request 2 of 3');
  await expect.poll(() => deckRows(page)).toEqual(['Khanna Wedding', 'Mehta Offsite', 'Das Conference']);
  await expect(page.getByRole('button', { name: 'Move Mehta Offsite down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => deckRows(page)).toEqual(['Khanna Wedding', 'Das Conference', 'Mehta Offsite']);
  // At the bottom its Move down is off, and focus is on its Move up.
  await expect(page.getByRole('button', { name: 'Move Mehta Offsite down' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Mehta Offsite up' })).toBeFocused();
  await page.getByRole('button', { name: 'Move Das Conference up' }).click();
  await expect.poll(() => deckRows(page)).toEqual(['Das Conference', 'Khanna Wedding', 'Mehta Offsite']);
  await expect(page.locator('.deck-table tbody tr td[data-label="#"]')).toHaveText(['1', '2', '3']);
  await page.screenshot({ path: testInfo.outputPath('scenarios-tab-1024x768.png'), fullPage: true });
  await page.setViewportSize(SIZES.phone);
  await page.screenshot({ path: testInfo.outputPath('scenarios-tab-390x844.png'), fullPage: true });
  await waitForSync(page);
  expect((await details(token, session.id)).scenario.map((s: { reservationName: string }) => s.reservationName)).toEqual([
    'Das Conference',
    'Khanna Wedding',
    'Mehta Offsite',
  ]);

  // A team's tablet meets the requests in the host's order: Asha, her team's captain, plays it.
  const asha = (await details(token, session.id)).participants.find((p: { name: string }) => p.name === 'Asha Rao');
  expect((await push(token, 'setMemberRole', { sessionId: session.id, memberId: asha.id, role: 'captain' })).status).toBe('applied');
  expect((await push(token, 'setSessionStatus', { sessionId: session.id, status: 'live' })).status).toBe('applied');
  const tablet = await browser.newContext({ viewport: SIZES.tablet });
  const player = await tablet.newPage();
  await joinLobby(player, server.url, 'p0@hotel.test', session.gameCode, 1);
  await startGame(player, 3);
  await expect(player.getByRole('heading', { name: 'Das Conference' })).toBeVisible();
  await player.getByRole('button', { name: 'Accept' }).click();
  await expect(player.getByText(/Booking request 2 of 3/)).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Khanna Wedding' })).toBeVisible();
  await tablet.close();
});

test('Run again makes a new session with the same deck in order and the same people, and opens its control panel', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const session = await upcomingSession(token);
  expect(
    (
      await push(token, 'reorderDeck', {
        sessionId: session.id,
        order: (await details(token, session.id)).scenario.map((s: { _id: string }) => s._id).reverse(),
      })
    ).status,
  ).toBe('applied');
  await page.setViewportSize(SIZES.tablet);
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/result/${session.id}`);
  await page.getByRole('button', { name: 'Run again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run this session again' });
  await expect(dialog.getByLabel('Name of the new session')).toHaveValue('Monsoon Week (again)');
  await expect(dialog.getByRole('radio', { name: /The same deck \(3 requests, in the same order\)/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /The same participants \(2 people, in the same teams/ })).toBeChecked();
  await dialog.getByLabel('Name of the new session').fill('Monsoon Week, batch 5');
  await page.screenshot({ path: testInfo.outputPath('run-again-1024x768.png') });
  await dialog.getByRole('button', { name: 'Run again' }).click();

  await expect(page.getByRole('heading', { name: 'Monsoon Week, batch 5' })).toBeVisible();
  const copyId = page.url().split('/session/')[1]!;
  expect(copyId).not.toBe(session.id);
  await expect(page.getByRole('tab', { name: 'Participants (2)' })).toBeVisible();
  await page.getByRole('tab', { name: /Scenarios/ }).click();
  expect(await deckRows(page)).toEqual([...REQUESTS].reverse());
  await waitForSync(page);
  const copy = await details(token, copyId);
  expect(copy).toMatchObject({ name: 'Monsoon Week, batch 5', hotelName: 'Lakeview Indore', status: 'upcoming' });
  expect(copy.gameCode).not.toBe(session.gameCode);
  await expect(page.locator('.code-big')).toHaveText(copy.gameCode);
  expect(copy.participants.map((p: { name: string }) => p.name)).toEqual(PEOPLE);
  // The people sign in to the copy with its new code.
  const joined = await apiData(server.url, 'POST', `/api/user/login/${copy.gameCode}`, null, { email: 'p1@hotel.test' });
  expect(joined.sessionId).toBe(copyId);

  // The sessions list offers the same, for the copy too.
  await page.goto(`${server.url}/game/revenue-management/adminDashboard`);
  await page.getByRole('button', { name: 'Run again: Monsoon Week, batch 5' }).click();
  const again = page.getByRole('dialog', { name: 'Run this session again' });
  await expect(again.getByLabel('Name of the new session')).toHaveValue('Monsoon Week, batch 5 (again)');
  await expect(again.getByRole('radio', { name: /The same deck \(3 requests/ })).toBeChecked();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toHaveCount(0);
});

test('Play Again keeps round 1 under Past rounds, with its results and printable report', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const sessionId = (await apiData(server.url, 'GET', '/api/session/getSession', token)).sessions.find((s: { gameCode: string }) => s.gameCode === DEMO_CODE)
    .id as string;
  const captain = await apiData(server.url, 'POST', `/api/user/login/${DEMO_CODE}`, null, { email: CAPTAIN });
  const deck = (await details(token, sessionId)).scenario as { _id: string; reservationName: string }[];
  expect(
    (await push(captain.token, 'recordDecision', { sessionId, teamId: captain.teamId, scenarioId: deck[0]!._id, decision: 'acc', source: 'team' })).status,
  ).toBe('applied');
  expect((await push(token, 'setSessionStatus', { sessionId, status: 'ended' })).status).toBe('applied');
  const winner = (await apiData(server.url, 'GET', `/api/session/getResult/${sessionId}`, token)).result[0].name as string;

  await page.setViewportSize(SIZES.tablet);
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await page.getByRole('button', { name: 'Play Again' }).click();
  const confirm = page.getByRole('dialog', { name: 'Play round 2?' });
  await expect(confirm).toContainText('Round 1 is kept under Past rounds on this page, with its results, printable report and debrief.');
  await confirm.getByRole('button', { name: 'Play Again' }).click();
  await expect(page).toHaveURL(new RegExp(`/session/${sessionId}$`));
  await waitForSync(page);

  await page.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  // Round 2 has not started: the page waits for it, and says which round it is.
  await expect(page.getByRole('heading', { name: 'Waiting for Results' }).first()).toBeVisible();
  await expect(page.getByText(/· round 2$/)).toBeVisible();
  const past = page.getByRole('region', { name: 'Past rounds' });
  await expect(past.locator('.past-round')).toHaveCount(1);
  await expect(past.locator('.past-round')).toContainText(new RegExp(`^Round 1 · ended \\d\\d:\\d\\d · winner ${winner}`));
  await page.screenshot({ path: testInfo.outputPath('results-past-rounds-1024x768.png'), fullPage: true });
  await page.setViewportSize(SIZES.phone);
  await page.screenshot({ path: testInfo.outputPath('results-past-rounds-390x844.png'), fullPage: true });
  await page.setViewportSize(SIZES.tablet);

  await past.getByRole('link', { name: 'Round 1 results' }).click();
  await expect(page.getByRole('heading', { name: 'Round 1: Game Over' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Winner' })).toContainText(winner);
  await page.screenshot({ path: testInfo.outputPath('past-round-results-1024x768.png'), fullPage: true });
  await page.getByRole('link', { name: 'Printable report' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/: round 1$/);
  await expect(page.locator('.report-team').first()).toContainText(deck[0]!.reservationName);
  await expect(page.locator('.report-team .badge-green').first()).toHaveText('Accepted');
  // Its debrief too, from the round's own results.
  await page.goto(`${server.url}/game/revenue-management/debrief/${sessionId}/round/1`);
  await expect(page.getByRole('heading', { name: 'Debrief: round 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Results' })).toHaveAttribute('href', new RegExp(`/result/${sessionId}/round/1$`));
});

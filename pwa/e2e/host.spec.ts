import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { API_CALLS } from '@front-desk-rm/engine/domain';
import { ADMIN, adminLogin as loginAsHost, callApi, outboxCount, playRequests, waitForOfflineReady, waitForSync, letsBegin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const adminLogin = (page: Page) => loginAsHost(page, server.url);

/** Next, expecting the step's message; then the message is gone once the field is right. */
async function expectMessage(page: Page, button: string, message: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('.rule-message')).toHaveText(message);
}

function apiAs(token: string, method: string, path: string, body?: unknown) {
  return callApi(server.url, method, path, token, body);
}

async function adminToken() {
  return (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
}

test('a host builds a session from nothing, runs it with two teams to the end, and the results and report agree', async ({ page, browser }) => {
  // A whole session, wizard to report, with two teams playing on their own devices: minutes on a loaded 2-core CI machine.
  test.setTimeout(300_000);
  await adminLogin(page);
  await page.getByRole('link', { name: /Create New Game Session/ }).click();

  // Step 1
  await expectMessage(page, 'Next', 'Please enter a session name');
  await page.getByLabel('Session Name').fill('E2E Batch');
  await page.getByLabel('Hotel Name').fill('Test Hotel Pune');
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 2 (each step's messages are the wizard's rules, engine/src/rules/wizard.test.ts)
  await page.getByLabel('Total Rooms').fill('5');
  await page.getByLabel('Base ADR (₹)').fill('3000');
  await page.getByLabel('Max Participants').fill('10');
  await page.getByText('Auto-assign participants to teams as they join').click();
  await page.getByLabel('Team Size').fill('2');
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 3: a row is added only with both name and value
  await page.getByLabel('Rate type').fill('Standard');
  await expect(page.getByRole('button', { name: 'Add Rate' })).toBeDisabled();
  await page.getByLabel('Rate per night (₹)').fill('3000');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  await page.getByLabel('Rate type').fill('Suite');
  await page.getByLabel('Rate per night (₹)').fill('6000');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 4: typed values are clamped to 0..100
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) await page.getByLabel(day).fill('60');
  await page.getByLabel('Saturday').fill('150');
  await expect(page.getByLabel('Saturday')).toHaveValue('100');
  // The indicators only go back.
  await page.getByRole('button', { name: /Basic Information/ }).click();
  await expect(page.getByLabel('Session Name')).toHaveValue('E2E Batch');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 5
  await page.getByText('This hotel has banquet facilities').click();
  await page.getByLabel('Banquet hall').fill('Ballroom');
  await page.getByLabel('Rate per day (₹)').fill('20000');
  await page.getByRole('button', { name: 'Add Hall' }).click();
  await page.getByRole('button', { name: 'Create Session' }).click();
  await expect(page.getByText('Session created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game Sessions' })).toBeVisible();

  await page
    .getByRole('row', { name: /E2E Batch/ })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page.getByRole('heading', { name: 'E2E Batch' })).toBeVisible();
  // The server gives the game code once the session has reached it.
  await expect(page.locator('.code-big')).toHaveText(/^[A-Z0-9]{6}$/, { timeout: 20_000 });
  const code = (await page.locator('.code-big').innerText()).trim();
  const sessionId = page.url().split('/').pop()!;

  // Participants: the button waits for all three fields.
  const players = [
    ['Asha Rao', 'asha.rao@hotel.test', '+91 90000 00001'],
    ['Bilal Khan', 'bilal.khan@hotel.test', '+91 90000 00002'],
    ['Chitra Menon', 'chitra.menon@hotel.test', '+91 90000 00003'],
    ['Dev Patel', 'dev.patel@hotel.test', '+91 90000 00004'],
  ] as const;
  for (const [name, email, phone] of players) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await expect(page.getByRole('button', { name: 'Add Member', exact: true })).toBeDisabled();
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Shuffle all members to teams' }).click();
  await expect(page.getByText('Teams created successfully')).toBeVisible();
  // The server has the shuffle before a captain is promoted from the list it shows.
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  // One captain per team: promote the first listed member of each team.
  for (const team of ['Team 1', 'Team 2']) {
    // A row is in the team its Team cell names (its Team menu names every team).
    const inTeam = page.getByRole('row').filter({ has: page.getByRole('cell', { name: team, exact: true }) });
    await inTeam.first().getByRole('button', { name: 'Promote to Leader' }).click();
    await expect(inTeam.filter({ hasText: 'Captain' })).toHaveCount(1);
  }
  await page.getByRole('tab', { name: /Teams/ }).click();
  await expect(page.getByRole('article', { name: 'Team 1' })).toContainText('2 members');
  await expect(page.getByRole('article', { name: 'Team 2' })).toContainText('Captain');

  // The deck: one by the form, two by a file after a file with a bad row is refused.
  await page.getByRole('tab', { name: /Scenarios/ }).click();
  await page.getByRole('button', { name: 'Add New Scenario' }).click();
  await page.getByRole('button', { name: 'Add Scenario' }).click();
  await expect(page.getByText('Reservation name is required')).toBeVisible();
  await page.getByLabel('Reservation name').fill('Walk-in Family');
  await page.getByLabel('Standard').check();
  await page.getByLabel('Number of rooms').fill('2');
  await page.getByLabel('Room nights').fill('2');
  await page.getByLabel('Check-in day').selectOption('Monday');
  await expect(page.getByLabel('Description')).toHaveValue('Walk-in Family wants a 2 Nights booking from Monday with 2 rooms with the total rate of ₹12,000');
  await page.getByRole('button', { name: 'Add Scenario' }).click();
  await expect(page.getByText('Scenario added successfully')).toBeVisible();

  const header = 'reservationName,type,checkInDay,roomNights,noOfRoom,noOfBanquet,rateType\n';
  const upload = page.locator('input[type=file]');
  await upload.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}Gala Dinner,BanquetOnly,Friday,1,,1,Ballroom\nPenthouse Guest,RoomOnly,Saturday,1,1,,penthouse\n`),
  });
  await expect(page.getByText(/Line 3/)).toBeVisible();
  await expect(page.getByText("Unknown rate type 'penthouse'", { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await upload.setInputFiles({
    name: 'deck.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}Gala Dinner,BanquetOnly,Friday,1,,1,Ballroom\nCorporate Stay,RoomOnly,Tuesday,3,4,,suite\n`),
  });
  await expect(page.getByText('2 requests ready to import:')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2' }).click();
  await expect(page.getByText('2 scenarios imported')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Scenarios (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview All' }).click();
  await expect(page.locator('.scenario-preview .scenario-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it!' }).click();
  await expect(page.getByRole('button', { name: 'Game Started' })).toBeDisabled();
  await waitForSync(page);

  // The results open in a new tab and follow the game live.
  const [results] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Results/ }).click()]);
  await expect(results.getByRole('heading', { level: 1, name: /^(Waiting for Results|Live Results)$/ })).toBeVisible();
  expect(results.url()).toContain(`/game/revenue-management/result/${sessionId}`);
  const dashboard = await page.context().newPage();
  await dashboard.goto(`${server.url}/game/revenue-management/view-dashboard/${sessionId}`);
  await expect(dashboard.getByRole('heading', { name: 'Revenue Game: Live Dashboard' })).toBeVisible();
  await expect(dashboard.locator('.round-strip')).toContainText('1 of 3');
  await expect(dashboard.locator('.round-strip')).toContainText('In Progress');

  // Two teams play to the end on their own devices.
  const token = await adminToken();
  const details = await apiAs(token, 'GET', `/api/session/getSessionDetails/${sessionId}`);
  const session = details.data.session;
  const captains = (session.participants as { email: string; role: string }[]).filter((m) => m.role === 'captain').map((m) => m.email);
  expect(captains).toHaveLength(2);
  // The first team's tablet stays open, to meet the next round after Play Again.
  let firstTablet: Page | undefined;
  await Promise.all(
    captains.map(async (email, i) => {
      const ctx = await browser.newContext();
      const p = await ctx.newPage();
      await p.goto(`${server.url}/game/revenue-management/login/${code}`);
      await p.getByLabel('Email').fill(email);
      await p.getByRole('button', { name: 'Login' }).click();
      await letsBegin(p);
      await p.getByRole('button', { name: "I'm Ready to Start" }).click();
      await p.waitForURL(/\/game\/revenue-management\/game\//);
      await p.getByRole('button', { name: 'Start Game' }).click();
      await expect(p.getByText(/Booking request 1 of 3/)).toBeVisible();
      await playRequests(p, 1, 3, undefined, 3);
      await waitForSync(p);
      if (i === 0) firstTablet = p;
      else await ctx.close();
    }),
  );

  const result = await apiAs(token, 'GET', `/api/session/getResult/${sessionId}`);
  const rows = result.data.result as { name: string; rank: number; revenue: number; status: string }[];
  expect(
    rows.map((r) => r.status),
    JSON.stringify(rows),
  ).toEqual(['Completed', 'Completed']);

  // The results page turns to Game Over by itself, with the server's ranking and the winner.
  await expect(results.getByRole('heading', { level: 1, name: 'Game Over' })).toBeVisible();
  await expect(results.getByRole('region', { name: 'Winner' })).toContainText(rows[0]!.name);
  const shown = await results
    .locator('.leaderboard tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('td')!.textContent!.trim(), tr.querySelector('th')!.textContent!.trim()]));
  expect(shown).toEqual(rows.map((r) => [String(r.rank), r.name]));
  const inr = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;
  await expect(results.locator('.leaderboard tbody tr').first()).toContainText(inr(rows[0]!.revenue));

  // The report holds every team's figures and every decision.
  const [download] = await Promise.all([results.waitForEvent('download'), results.getByRole('button', { name: 'Download Report' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^front-desk-rm-e2e-batch-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  const [, teamTable, decisionTable] = csv.split('\r\n\r\n');
  const teamLines = teamTable!
    .trim()
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(','));
  expect(teamLines.map((l) => [l[0], l[1], l[3]])).toEqual(rows.map((r) => [String(r.rank), r.name, String(Math.round(r.revenue))]));
  const decisionLines = decisionTable!.trim().split('\r\n').slice(1);
  expect(decisionLines).toHaveLength(6);
  expect(decisionLines.every((l) => /,(Accepted|Declined),/.test(l))).toBe(true);
  await results.getByRole('link', { name: 'Printable report' }).click();
  await expect(results.getByRole('heading', { name: 'E2E Batch' })).toBeVisible();
  await expect(results.locator('.report-team')).toHaveCount(2);

  // The live dashboard ends on the podium.
  await expect(dashboard.getByRole('heading', { name: 'Game Complete!' })).toBeVisible();
  await expect(dashboard.getByText('Thank you for playing!')).toBeVisible();
  await expect(dashboard.locator('.place-1 .podium-name').first()).toHaveText(rows[0]!.name);
  // The podium says what ranks the teams, and shows the figure that does.
  await expect(dashboard.getByRole('dialog')).toContainText('Ranked by revenue, then RevPAR, then who finished first.');
  await expect(dashboard.locator('.place-1 .podium-revenue').first()).toHaveText(inr(rows[0]!.revenue));
  await expect(dashboard.locator('.dash-card').first()).toContainText(inr(rows[0]!.revenue));

  // Play Again resets the session for the next group, keeping this round under Past rounds (issue 38).
  await results.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  await results.getByRole('button', { name: 'Play Again' }).click();
  await results.getByRole('dialog').getByRole('button', { name: 'Play Again' }).click();
  await expect(results.getByText('Round 1 is kept under Past rounds; round 2 is ready to start')).toBeVisible();
  await expect(results.getByRole('button', { name: 'Start Game' })).toBeEnabled();
  await waitForSync(results);
  const after = await apiAs(token, 'GET', `/api/session/getResult/${sessionId}`);
  expect(after.data.status).toBe('upcoming');

  // The tablet that played round 1 greets round 2 with the welcome and waits for the host, the clock not running.
  const tablet = firstTablet!;
  await expect(tablet.getByRole('heading', { name: 'Welcome to Test Hotel Pune' })).toBeVisible({ timeout: 20_000 });
  await expect(tablet.getByText('Waiting for the host to start the game…')).toBeVisible();
  await expect(tablet.getByRole('button', { name: 'Start Game' })).toBeDisabled();
  await expect(tablet.getByText(/Booking request \d+ of 3/)).toHaveCount(0);
  // Once the host starts round 2 the team begins it at request 1.
  await results.getByRole('button', { name: 'Start Game' }).click();
  await tablet.getByRole('button', { name: 'Start Game' }).click();
  await expect(tablet.getByText(/Booking request 1 of 3/)).toBeVisible();
  await tablet.context().close();
});

test('a session created offline reaches the server when the network returns', async ({ page, context }) => {
  await adminLogin(page);
  // A host who prepares sessions offline has opened the app once online: its screens are then cached.
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: /Create New Game Session/ }).click();
  await page.getByLabel('Session Name').fill('Offline Prep');
  await page.getByLabel('Hotel Name').fill('Hill View Inn');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Total Rooms').fill('8');
  await page.getByLabel('Base ADR (₹)').fill('2500');
  await page.getByLabel('Max Participants').fill('8');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Rate type').fill('standard');
  await page.getByLabel('Rate per night (₹)').fill('2500');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) await page.getByLabel(day).fill('40');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Session' }).click();
  await expect(page.getByText('Session created successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Offline Prep/ })).toBeVisible();
  await expect(page.locator('.status-chip')).toContainText('1 change waiting');
  await page
    .getByRole('row', { name: /Offline Prep/ })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page.getByText('Given when this session reaches the server.', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await waitForSync(page);
  await expect(page.locator('.code-big')).toHaveText(/^[A-Z0-9]{6}$/);
  const sessions = (await apiAs(await adminToken(), 'GET', '/api/session/getSession')).data.sessions as { name: string }[];
  expect(sessions.map((s) => s.name)).toContain('Offline Prep');
});

test('a participant token is refused on every admin call', async () => {
  const token = (await callApi(server.url, 'POST', '/api/user/login/DEMO26', null, { email: 'priya.nair@demo.frontdeskrm.test' })).data.token as string;
  const adminCalls = API_CALLS.filter((c) => c.role === 'admin');
  expect(adminCalls.length).toBeGreaterThan(8);
  for (const call of adminCalls) {
    const path = call.path.replace(/:(\w+)/g, 'X1');
    const res = await apiAs(token, call.method, path, call.method === 'GET' || call.method === 'DELETE' ? undefined : {});
    expect.soft(res.status, `${call.method} ${call.path}`).toBe(403);
  }
});

test('the control panel without a session id goes back to the sessions, saying so', async ({ page }) => {
  await adminLogin(page);
  await page.goto(`${server.url}/game/revenue-management/session`);
  await expect(page.getByText('No session ID provided')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game Sessions' })).toBeVisible();
  expect(page.url()).toMatch(/\/adminDashboard$/);
});

test("the host's live screens follow one event stream and do not poll while it is open", async ({ page }) => {
  await page.clock.install();
  await adminLogin(page);
  await page
    .getByRole('row', { name: /Demo Grand Hotel/ })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page.locator('.code-big')).toHaveText('DEMO26');
  const sessionId = page.url().split('/').pop()!;
  let streams = 0;
  let pulls = 0;
  page.on('request', (r) => {
    if (r.url().includes(`/api/session/events/${sessionId}`)) streams++;
    if (r.url().includes('/api/sync/pull')) pulls++;
  });
  await page.goto(`${server.url}/game/revenue-management/result/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Results/ })).toBeVisible();
  // Four seconds of the page's timers, run at once.
  await page.clock.runFor(4000);
  expect(streams).toBe(1);
  // The first round on load, perhaps one on the 5 s timer, and one per event the stream sends at opening.
  expect(pulls).toBeLessThanOrEqual(4);
});

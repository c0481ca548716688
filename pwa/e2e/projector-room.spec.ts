/**
 * The projector for a training room (issue 38): the hotel brief and the join
 * code before the start; in step, the request the room is on with a tick per
 * team that has decided, the discussion once all have, the host moving the
 * room on with N; at its own pace, each team's place in the deck with the
 * house teams apart and showing nothing but how far they have played; and the
 * podium on the projector at the end. Screenshots of each state go to the
 * test's output folder.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, adminLogin, apiData, callApi, inr } from './support/game.js';
import { makeRoom, ROOM, type Room } from './support/projector-room.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const GAME = '/game/revenue-management';
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

async function openProjector(page: Page, room: Room) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await adminLogin(page, server.url);
  await page.goto(`${server.url}${GAME}/view-dashboard/${room.session.id}?display=projector`);
  await expect(page.getByRole('heading', { level: 1, name: ROOM.name })).toBeVisible();
}

test('before the start the projector briefs the room on the hotel beside the join code', async ({ page }) => {
  const room = await makeRoom(server.url, { pace: 'inStep', start: false });
  await openProjector(page, room);
  const hotel = page.getByRole('region', { name: 'The hotel' });
  await expect(page.getByText(ROOM.hotelName)).toBeVisible();
  await expect(hotel.getByRole('term').filter({ hasText: 'Rooms' }).locator('+ dd')).toHaveText('20');
  await expect(hotel.getByRole('term').filter({ hasText: 'Base ADR' }).locator('+ dd')).toHaveText(inr(ROOM.baseADR));
  const rates = page.getByRole('region', { name: 'Rate card' }).getByRole('listitem');
  await expect(rates).toHaveText([/^Deluxe\s*₹6,400\s*\+23\.1%$/i, /^Corporate\s*₹5,600\s*\+7\.7%$/i, /^Group saver\s*₹4,300\s*−17\.3%$/i]);
  // A bar row per night, in the week's order, with its forecast.
  const nights = page.getByRole('region', { name: 'Forecast occupancy by night' }).getByRole('listitem');
  await expect(nights).toHaveCount(7);
  expect(await nights.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(
    Object.entries(ROOM.occupancy).map(([d, v]) => `${d}: ${v}%`),
  );
  await expect(page.getByRole('region', { name: 'Banquet halls' }).getByRole('listitem')).toHaveText([
    /Durbar Hall\s*₹85,000\s*250 guests/,
    /Backwater Terrace\s*₹42,000\s*80 guests/,
  ]);
  const join = page.getByRole('complementary', { name: 'Join the game' });
  await expect(join.locator('.pj-code')).toHaveText(room.session.gameCode);
  await expect(join.getByRole('img', { name: `QR code to join game ${room.session.gameCode}` })).toBeVisible();
  await expect(join).toContainText(`${GAME}/login/${room.session.gameCode}`);
  await expect(join).toContainText('4 players joined · 2 teams');
  await shot(page, 'brief');

  // A fifth player joins: the count follows.
  await callApi(server.url, 'POST', '/api/user/addMember', null, {
    name: 'Late Comer',
    email: 'late@kochi.test',
    phone: '+91 98470 12345',
    sessionCode: room.session.gameCode,
  });
  await expect(join).toContainText('5 players joined · 2 teams', { timeout: 15_000 });
});

test('in step the projector shows the request the room is on, ticks who has decided, opens the discussion, and N moves the room on', async ({ page }) => {
  test.setTimeout(120_000);
  const room = await makeRoom(server.url, { pace: 'inStep', house: ['firstComeFirstServed', 'rateThreshold'] });
  await openProjector(page, room);
  const request = page.getByRole('region', { name: 'Request 1 of 3' });
  await expect(request.getByRole('heading', { name: 'Menon Wedding Party' })).toBeVisible();
  for (const [label, value] of [
    ['Type', 'Rooms and banquet'],
    ['Check-in', 'Friday'],
    ['Nights', '2 nights'],
    ['Rooms', '8'],
    ['Banquet', 'Durbar Hall'],
    ['Rate', 'deluxe'],
  ]) {
    await expect(
      request
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('+ dd'),
    ).toHaveText(new RegExp(`^${value}$`, 'i'));
  }
  await expect(request.locator('.pj-total strong')).toHaveText(inr(room.deck[0]!.totalRate));
  const decided = page.getByRole('region', { name: /^Decided:/ });
  await expect(decided.getByRole('heading')).toHaveText('Decided: 0 of 2');
  // The room's clock: the decision time, counting down from when the request went up (60 s, the default).
  await expect(decided.locator('.pj-clock')).toHaveText(/^[01]:\d\d left to decide$/);
  const shown = await decided.locator('.pj-clock strong').innerText();
  expect(Number(shown.split(':')[0]) * 60 + Number(shown.split(':')[1])).toBeLessThanOrEqual(60);
  // The host pauses the room: the projector says so, and says it no longer once resumed.
  const status = page.locator('.projector-status');
  await expect(status).toHaveText('Deciding');
  await room.hostChange('updateSession', { patch: { timerPaused: true } });
  await expect(status).toHaveText('Paused', { timeout: 15_000 });
  await room.hostChange('updateSession', { patch: { timerPaused: false } });
  await expect(status).toHaveText('Deciding', { timeout: 15_000 });

  // Team 1 decides: a tick, and not a word of what it chose.
  await room.decide(0, 0, 'acc');
  await expect(decided.getByRole('heading')).toHaveText('Decided: 1 of 2', { timeout: 15_000 });
  await expect(decided.getByRole('listitem').filter({ hasText: 'Team 1' })).toContainText('decided');
  await expect(decided.getByRole('listitem').filter({ hasText: 'Team 2' })).toContainText('still deciding');
  await expect(page.locator('.projector')).not.toContainText(/Accept|Declin/);
  await shot(page, 'in-step-request');

  // Team 2 decides: the discussion, how each team decided, and still nothing of the house teams.
  await room.decide(1, 0, 'dec');
  const discussion = page.getByRole('region', { name: 'How the teams decided' });
  await expect(discussion).toBeVisible({ timeout: 15_000 });
  await expect(discussion.getByRole('listitem')).toHaveText([/Team 1\s*✓ Accepted/, /Team 2\s*✕ Declined/]);
  await expect(discussion).toContainText('1 accepted · 1 declined');
  await expect(page.locator('.projector')).not.toContainText(/First come|Rate threshold|Benchmarks|best week/);
  await shot(page, 'in-step-discussion');

  // The host presses N on the projector view: the next request.
  await page.keyboard.press('n');
  await expect(page.getByRole('region', { name: 'Request 2 of 3' }).getByRole('heading', { name: 'TCS Leadership Offsite' })).toBeVisible();
  await expect(decided.getByRole('heading')).toHaveText('Decided: 0 of 2');
  // The projector shows the move at once; the tablets below push straight to the server, so wait until it has the move too.
  await expect
    .poll(async () => (await apiData(server.url, 'GET', `/api/session/getSessionDetails/${room.session.id}`, room.token)).session.step, { timeout: 15_000 })
    .toBe(1);

  // Revealed to the room: the discussion sets the house teams' choices beside the teams'.
  await room.hostChange('updateSession', { patch: { revealed: true } });
  await room.decide(0, 1, 'acc');
  await room.decide(1, 1, 'acc');
  await expect(discussion.getByRole('heading', { name: 'Benchmarks' })).toBeVisible({ timeout: 15_000 });
  // The best week's own choice, as the server worked it out.
  const best = await apiData(server.url, 'GET', `/api/session/getOptimum/${room.session.id}`, room.token);
  const bestWord = (best.optimum.chosen as string[]).includes(room.deck[1]!._id) ? 'Accepts' : 'Declines';
  await expect(discussion.locator('.pj-benchmarks li')).toHaveText([
    /First come, first served\s*Accepts/,
    /Rate threshold\s*Accepts/,
    new RegExp(`The best week\\s*${bestWord}`),
  ]);
  await shot(page, 'in-step-discussion-revealed');

  // The right arrow moves on too; past the last request the projector says so.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: 'Request 3 of 3' })).toBeVisible();
  await page.getByRole('button', { name: /Close the last request/ }).click();
  await expect(page.getByRole('heading', { name: 'That was the last of 3 requests' })).toBeVisible();
  await expect(page.getByText('The host ends the game to show the podium.')).toBeVisible();
  await shot(page, 'in-step-done');
  // No more to move on to: N does nothing.
  await page.keyboard.press('n');
  await expect(page.getByRole('heading', { name: 'That was the last of 3 requests' })).toBeVisible();
});

test("at its own pace the projector shows each team's place in the deck, the house teams apart with nothing but their pace, and the podium at the end", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const room = await makeRoom(server.url, { pace: 'own', teams: 3, house: ['firstComeFirstServed', 'emsrB'] });
  // Team 1 turns down the first two requests; Team 2 takes the first.
  await room.decide(0, 0, 'dec');
  await room.decide(0, 1, 'dec');
  await room.decide(1, 0, 'acc');
  await openProjector(page, room);
  const card = (name: string) => page.locator('.projector-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Team 1')).toContainText('Request 3 of 3');
  await expect(card('Team 2')).toContainText('Request 2 of 3');
  await expect(card('Team 3')).toContainText('Request 1 of 3');
  const band = page.getByRole('region', { name: /Benchmarks/ });
  await expect(band.getByRole('listitem')).toHaveText([/^First come, first servedRequest 3 of 3$/, /^Booking limits \(DAVN\)Request 3 of 3$/]);
  // Nothing of what the house teams chose or earned, and no share of the best week.
  const text = await page.locator('.projector').innerText();
  expect(text).not.toMatch(/best week|of best|Accepted|Declined/);
  await expect(band).not.toContainText('₹');
  await shot(page, 'own-pace');

  // The host ends the game: the podium, with each team's share of the best week, and the house teams' figures. The
  // confetti runs under the page's own policy (the tests otherwise ask for reduced motion, which leaves it out).
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await room.hostChange('setSessionStatus', { status: 'ended' });
  const podium = page.getByRole('list', { name: 'Podium' });
  await expect(podium).toBeVisible({ timeout: 15_000 });
  await expect(podium.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('body > canvas')).toHaveCount(1, { timeout: 10_000 });
  const token = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const rows = (await callApi(server.url, 'GET', `/api/session/getResult/${room.session.id}`, token)).data.result as { name: string; revenue: number }[];
  const first = podium.locator('.pj-place-1').first();
  await expect(first.getByRole('heading')).toHaveText(rows[0]!.name);
  await expect(first).toContainText(inr(rows[0]!.revenue));
  await expect(first).toContainText(/of the best week/, { timeout: 15_000 });
  await expect(first).toContainText('1st');
  await expect(band.getByRole('listitem').first()).toContainText('₹');
  await shot(page, 'podium');
  expect(errors).toEqual([]);
});

test("the host's dashboard drives the room: Next request with N, Pause, Reveal, and what the room does not see marked", async ({ page }) => {
  test.setTimeout(120_000);
  const room = await makeRoom(server.url, { pace: 'inStep', house: ['firstComeFirstServed'] });
  await page.setViewportSize({ width: 1024, height: 768 });
  await adminLogin(page, server.url);
  await page.goto(`${server.url}${GAME}/view-dashboard/${room.session.id}`);
  const controls = page.getByRole('region', { name: 'The room' });
  await expect(controls).toContainText('The room is on request 1 of 3');
  await room.decide(0, 0, 'acc');
  const house = page.getByRole('article', { name: 'First come, first served, house team' });
  await expect(house).toContainText('Hidden from the room');
  await shot(page, 'host-dashboard');

  // Hiding the host-only figures leaves the house team's pace alone.
  await page.getByRole('button', { name: 'Hide host-only figures' }).click();
  await expect(house).not.toContainText('Hidden from the room');
  await expect(house).not.toContainText('₹');
  // One wording for how far a team is, house or not; and whom the room waits for, by name.
  await expect(house).toContainText('Decided request 1 of 3');
  await expect(page.getByRole('region', { name: 'Current round' })).toContainText('Waiting for Team 2');
  // And, in step, what Team 1 chose: the room talks it over once every team has decided.
  const team1 = page.getByRole('article', { name: 'Team 1', exact: true });
  await expect(team1).toContainText('Decided request 1 of 3');
  await expect(team1).not.toContainText('Accepted');
  await page.getByRole('button', { name: 'Show host-only figures' }).click();
  await expect(team1).toContainText('Accepted');

  const next = controls.getByRole('button', { name: 'Next request N' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(controls).toContainText('The room is on request 2 of 3');
  // N in a form field is the field's, not a move (the reveal switch is this page's field).
  await controls.getByRole('checkbox', { name: /Reveal to the room/ }).focus();
  await page.keyboard.press('n');
  await page.keyboard.press('ArrowRight');
  await expect(controls).toContainText('The room is on request 2 of 3');
  // On the page, N moves the room on.
  await next.focus();
  await page.keyboard.press('n');
  await expect(controls).toContainText('The room is on request 3 of 3');

  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(controls.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');
  await expect(controls).toContainText('Paused');
  await controls.getByRole('button', { name: 'Resume' }).click();
  await expect(controls.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'false');

  const reveal = controls.getByRole('checkbox', { name: /Reveal to the room/ });
  await reveal.click();
  await expect(reveal).toBeChecked();
  await expect(page.getByText('Revealed to the room')).toBeVisible();
  await expect(house).not.toContainText('Hidden from the room');
  await expect(page.getByRole('button', { name: /host-only figures/ })).toHaveCount(0);

  await expect(next).toHaveCount(0);
  await controls.getByRole('button', { name: 'Close the last request N' }).click();
  await expect(controls).toContainText('The room has passed the last of 3 requests');
  await controls.getByRole('button', { name: 'End the game' }).click();
  await page.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End Game' }).click();
  await expect(page.getByRole('dialog', { name: 'Game Complete!' })).toBeVisible();
});

/**
 * Play by keyboard and screen reader (issue 26): a captain plays the whole
 * week with the keyboard alone against the timer, a teammate follows by ear,
 * and a host goes from the wizard to End Game, with focus and what the live
 * regions said checked after each step.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, CAPTAIN, DECK_SIZE, DEMO_CODE, MEMBER, adminLogin, callApi, joinLobby } from './support/game.js';
import { allHeard, armed, focused, heardSince, listenToLiveRegions, tabTo, tabUntil, type Heard } from './support/keyboard.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const requestLine = (n: number) => new RegExp(`^(.*\\. )?Request ${n} of ${DECK_SIZE}: `);
const said = (heard: Heard[], pattern: RegExp) => heard.filter((h) => pattern.test(h.text));

/** The network chip's words must never be what a reader hears while nothing changes. */
function chipChatter(heard: Heard[]) {
  return heard.filter((h) => /^(Online|Syncing|Sending)\b|changes? waiting|Back online|All changes sent|cannot be reached|^Offline/.test(h.text));
}

async function demoSessionId(): Promise<{ token: string; sessionId: string }> {
  const token = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const sessions = (await callApi(server.url, 'GET', '/api/session/getSession', token)).data.sessions as { id: string; gameCode: string }[];
  return { token, sessionId: sessions.find((s) => s.gameCode === DEMO_CODE)!.id };
}

/** The leader marks the team ready by keyboard; the game screen opens with focus on its heading. */
async function readyByKeyboard(page: Page) {
  await tabTo(page, /I'm Ready to Start/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/game\/revenue-management\/game\//, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).tag).toBe('h1');
}

/** Lets the clock run a second at a time, as a tablet's would. */
async function seconds(page: Page, n: number) {
  for (let i = 0; i < n; i++) await page.clock.runFor(1000);
}

test('a captain plays all twelve requests by keyboard: focus stays on the buttons, each request is read once, the timer warns and times out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await listenToLiveRegions(page);
  await page.clock.install();
  await joinLobby(page, server.url, CAPTAIN);
  await readyByKeyboard(page);

  await tabTo(page, /^Start Game$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Booking request 1 of ${DECK_SIZE}`)).toBeVisible();
  // Start Game is gone; focus is on the request's heading, not the page.
  await expect.poll(async () => (await focused(page)).id).toBe('request-title');

  const timedOutAt = 4;
  const pausedAt = 7;
  let decisions = 0;
  // What was said while the clock ran at its own pace; the fast-forwarded minutes are left out, since a minute
  // jumped in a few milliseconds times out the device's own requests to the server, which a real minute does not.
  const calm: Heard[] = [];
  const keep = async () => void calm.push(...(await heardSince(page)));
  for (let n = 1; n <= DECK_SIZE; n++) {
    await expect(page.getByText(`Booking request ${n} of ${DECK_SIZE}`)).toBeVisible();
    await armed(page);
    const next = n === DECK_SIZE ? page.getByRole('heading', { name: 'Game Over' }) : page.getByText(`Booking request ${n + 1} of ${DECK_SIZE}`);

    if (n === timedOutAt) {
      // Nobody presses anything: the timer speaks at 30 and 10 seconds, then the request times out.
      await keep();
      await seconds(page, 30);
      await expect
        .poll(async () => said(await page.evaluate(() => window.__heard ?? []), /^30 seconds left to decide\.$/))
        .toEqual([{ live: 'polite', text: '30 seconds left to decide.' }]);
      await seconds(page, 20);
      await expect
        .poll(async () => said(await page.evaluate(() => window.__heard ?? []), /^10 seconds left/))
        .toEqual([{ live: 'assertive', text: '10 seconds left to decide!' }]);
      await seconds(page, 10);
      await expect(next).toBeVisible();
      // The toast is read from the notifications' live region, which records it as it appears: it is up for four
      // seconds of the page's clock, which runs on between a test's steps, so a loaded machine can miss it on screen.
      await expect
        .poll(async () => said(await allHeard(page), /Timed out: no decision in 60 seconds, so the request was not taken\./).length)
        .toBeGreaterThan(0);
      const heard = await heardSince(page);
      expect(said(heard, /^Timed out\. The request was not taken\.$/)).toEqual([{ live: 'assertive', text: 'Timed out. The request was not taken.' }]);
      expect(said(heard, /declined/i)).toEqual([]);
      // Focus stayed where it was, on a button of the card.
      expect((await focused(page)).tag).toBe('button');
      continue;
    }

    if (n === pausedAt) {
      // The host pauses the room's timers for a participant who needs more time; the captain hears it and the clock stands still.
      await keep();
      const hostCtx = await browser.newContext();
      const host = await hostCtx.newPage();
      await adminLogin(host, server.url);
      const { sessionId } = await demoSessionId();
      await host.goto(`${server.url}/game/revenue-management/session/${sessionId}`);
      await host.getByRole('button', { name: 'Pause timers' }).click();
      await expect(page.getByText('Paused by the host: decisions wait until the host resumes')).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => said(await page.evaluate(() => window.__heard ?? []), /host has paused/)).toHaveLength(1);
      const left = await page.getByRole('timer').innerText();
      await seconds(page, 65);
      await expect(page.getByRole('timer')).toHaveText(left);
      await expect(page.getByText(`Booking request ${n} of ${DECK_SIZE}`)).toBeVisible();
      await host.getByRole('button', { name: 'Resume timers' }).click();
      await expect(page.getByText('Time to decide')).toBeVisible({ timeout: 20_000 });
      expect(said(await heardSince(page), /^The host has resumed the room\. The timer runs again\.$/)).toHaveLength(1);
      await hostCtx.close();
    }

    // One Tab at most from the last decision to this one (none when focus already sits on Accept).
    const onAccept = (await focused(page)).text === 'Accept';
    const tabs = onAccept ? 0 : await tabTo(page, /^Accept$/);
    if (decisions > 0) expect(tabs, `Tabs before request ${n}`).toBeLessThanOrEqual(1);
    await page.keyboard.press('Enter');
    const refused = page.locator('.rule-message');
    await expect(next.or(refused)).toBeVisible();
    if (await refused.isVisible()) {
      // The card said so before Accept was pressed, and Decline is one Shift+Tab away.
      await expect(page.locator('.placement-note.no-fit')).toBeVisible();
      expect(await tabTo(page, /^Decline$/, { back: true })).toBe(1);
      await page.keyboard.press('Enter');
      await expect(next).toBeVisible();
    }
    decisions++;
    if (n < DECK_SIZE) expect((await focused(page)).tag, `focus after request ${n}`).toBe('button');
  }

  // Game Over takes focus; its button leads to the final stats' heading.
  await expect.poll(async () => (await focused(page)).text).toBe('See final stats');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).id).toBe('final-title');

  const heard = await allHeard(page);
  // Each request was read out once, in one sentence with where it would land.
  for (let n = 2; n <= DECK_SIZE; n++) {
    const lines = said(heard, requestLine(n));
    expect(lines, `request ${n}`).toHaveLength(1);
    expect(lines[0]!.text).toMatch(/Total ₹[\d,]+\. (Needs|Does not fit|Fits)/);
  }
  await keep();
  expect(calm.length).toBeGreaterThan(DECK_SIZE);
  expect(chipChatter(calm)).toEqual([]);
});

test('a teammate follows by ear: the captain’s decision and the next request are read, and their focus stays put', async ({ browser }) => {
  test.setTimeout(120_000);
  const captainCtx = await browser.newContext();
  const memberCtx = await browser.newContext();
  const captain = await captainCtx.newPage();
  const member = await memberCtx.newPage();
  await listenToLiveRegions(member);
  // The member's tablet keeps Playwright's clock, so ten quiet seconds pass without the test waiting for them.
  await member.clock.install();
  await joinLobby(captain, server.url, CAPTAIN);
  await joinLobby(member, server.url, MEMBER);
  await readyByKeyboard(captain);
  await expect(member).toHaveURL(/\/game\/revenue-management\/game\//, { timeout: 60_000 });

  await tabTo(member, /^Start Game$/);
  await member.keyboard.press('Enter');
  await expect(member.getByText(/your team leader, is deciding this request/)).toBeVisible();
  await expect.poll(async () => (await focused(member)).id).toBe('request-title');
  // The member moves on to read the grid's summary with the keyboard; wherever they are, they stay.
  await tabTo(member, /^Refresh$|^Back$/, { back: true });
  const before = await focused(member);
  // Ten seconds of a game in which nothing happens: two rounds of polling, and not a word from the network chip.
  await heardSince(member);
  await seconds(member, 11);
  expect(chipChatter(await heardSince(member))).toEqual([]);

  await tabTo(captain, /^Start Game$/);
  await captain.keyboard.press('Enter');
  await armed(captain);
  await tabTo(captain, /^Accept$/);
  await captain.keyboard.press('Enter');
  await expect(captain.getByText(`Booking request 2 of ${DECK_SIZE}`)).toBeVisible();

  await expect(member.getByText(`Booking request 2 of ${DECK_SIZE}`)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => said(await member.evaluate(() => window.__heard ?? []), requestLine(2)).map((h) => h.text))
    .toEqual([expect.stringMatching(/^Priya Nair accepted .+\. Request 2 of 12: /)]);
  expect(await focused(member)).toEqual(before);
  await captainCtx.close();
  await memberCtx.close();
});

test('a host goes from the wizard to End Game by keyboard, and focus lands on each new step, page and dialog outcome', async ({ page }) => {
  test.setTimeout(150_000);
  await listenToLiveRegions(page);
  await adminLogin(page, server.url);

  await tabTo(page, /^Create New Game Session$/);
  await page.keyboard.press('Enter');
  // The wizard's own title, not the button of the same name on the page it opens from (still focused while the wizard loads).
  await expect.poll(async () => focused(page)).toMatchObject({ id: 'page-title', text: 'Create New Game Session' });

  const step = async (title: RegExp) => expect.poll(async () => focused(page)).toMatchObject({ id: 'wizard-step-title', text: expect.stringMatching(title) });
  await tabUntil(page, page.getByLabel('Session Name'));
  await page.keyboard.type('Keyboard Week');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lakeview Indore');
  await page.keyboard.press('Enter');
  await step(/Hotel/);
  // The room's language and currency come first: the hotel's figures are typed in that currency.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Language of the room')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Currency')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Total Rooms')).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3300');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await step(/Rates/);

  // Enter in the rate's fields adds the rate; it never jumps to the next step with the rate lost.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Rate type', { exact: true })).toBeFocused();
  await page.keyboard.type('Deluxe');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4200');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Rates added' })).toContainText('deluxe');
  await expect(page.getByLabel('Rate type', { exact: true })).toBeFocused();
  await page.keyboard.type('Suite');
  await page.keyboard.press('Tab');
  await page.keyboard.type('7000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Rates added' })).toContainText('suite');
  await expect(page.locator('#wizard-step-title')).toHaveText('Rates Configuration');
  // Remove hands focus to the row that took its place.
  await tabTo(page, /^Remove deluxe$/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).text).toBe('Remove suite');
  await tabTo(page, /^Next$/);
  await page.keyboard.press('Enter');
  await step(/Occupancy/);
  await tabUntil(page, page.getByLabel('Sunday'));
  for (const [i, pct] of ['40', '55', '60', '65', '70', '85', '90'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(pct);
  }
  await tabTo(page, /^Next$/);
  await page.keyboard.press('Enter');
  await step(/Banquet/);
  await tabTo(page, /^Create Session$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Game Sessions' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).text).toBe('Game Sessions');

  // The demo session: ended and reset through the API so Start Game is there to press.
  const { token, sessionId } = await demoSessionId();
  expect((await callApi(server.url, 'PATCH', `/api/session/updateSession/${sessionId}`, token, { status: 'end' })).success).toBe(true);
  expect((await callApi(server.url, 'PATCH', `/api/session/updateSession/${sessionId}`, token, { status: 'rst' })).success).toBe(true);
  await page.goto(`${server.url}/game/revenue-management/session/${sessionId}`);
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeEnabled({ timeout: 20_000 });

  // The Add New Scenario dialog hands focus back to the button that opened it.
  await tabTo(page, /^Scenarios \(\d+\)$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Add New Scenario$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).text).toBe('Add New Scenario');

  await tabTo(page, /^Start Game$/, { back: true, limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).text).toBe('Got it!');
  await page.keyboard.press('Enter');
  await expect.poll(async () => focused(page)).toMatchObject({ tag: 'h1', id: 'page-title' });

  await tabTo(page, /^End Game$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'End the game?' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).text).toBe('End Game');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The game has ended. Play Again on the results page starts it afresh.')).toBeVisible();
  await expect.poll(async () => focused(page)).toMatchObject({ tag: 'h1', id: 'page-title' });

  // Nothing the network chip said interrupted the host along the way.
  expect(chipChatter(await heardSince(page))).toEqual([]);
});

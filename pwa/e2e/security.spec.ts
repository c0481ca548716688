/**
 * The security suite, rendering side: data full of markup and SQL, created through
 * the API, shown by every page that shows it, in real Chromium. The text must
 * appear as text, no injected element may exist, no dialog may open, no link may
 * point at `javascript:`, and the server must answer no 500. Prints its tally.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, CAPTAIN, callApi, joinLobby, playRequests, startGame, waitForSync, letsBegin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const SUPER = { email: 'super@frontdeskrm.test', password: 'demo-super-2026' };

const X = {
  img: '<img src=x onerror=alert(1)>',
  svg: '"><svg onload=alert(1)>',
  script: '<script>alert(1)</script>',
  sql: "Robert'); DELETE FROM users;--",
  js: 'javascript:alert(1)',
};
const SESSION_NAME = `${X.img} Week`;
const HOTEL = `${X.svg} Inn`;
/** Rate names are stored lower-cased: this one already is. */
const RATE = X.script;
const HALL = X.js;
const RESERVATION = `${X.img} Corp`;
const DESCRIPTION = `${X.svg} asks for ${X.sql}`;
const PLAYER = { name: `${X.script} Captain`, email: 'hostile.player@example.com' };
const MATE = { name: X.sql, email: 'hostile.mate@example.com' };
const OTHERS = [
  { name: X.svg, email: 'hostile.three@example.com' },
  { name: X.js, email: 'hostile.four@example.com' },
];

const tally = { cases: 0, serverErrors: [] as string[], leaks: 0, unescaped: [] as string[] };
test.afterAll(() => {
  console.log(
    `security (rendering): ${tally.cases} cases, ${tally.serverErrors.length} server errors, ${tally.leaks} leaks, ${tally.unescaped.length} unescaped`,
  );
});

async function api(method: string, path: string, body?: unknown, token?: string) {
  const reply = await callApi(server.url, method, path, token ?? null, body);
  expect(reply.status, `${method} ${path}: ${reply.message}`).toBeLessThan(300);
  return reply.data;
}

/** Counts every dialog and every 500 a page sees. */
function watch(page: Page, who: string) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('response', (r) => {
    if (r.status() >= 500) tally.serverErrors.push(`${who}: ${r.status()} ${r.url()}`);
  });
  return dialogs;
}

/** Elements the hostile markup would have made, inline scripts carrying it, `javascript:` addresses, and dialogs so far. */
async function injectedOn(page: Page, dialogs: string[]) {
  const found = await page.evaluate(() => ({
    elements: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], iframe').length,
    scripts: [...document.scripts].filter((s) => s.textContent?.includes('alert(1)')).length,
    javascriptLinks: document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i], [formaction^="javascript:" i]')
      .length,
  }));
  return { ...found, dialogs: dialogs.length };
}

/** What a page shows: each text found as literal text, and nothing of `injectedOn`. */
async function expectRenderedSafely(page: Page, dialogs: string[], label: string, texts: string[]) {
  for (const text of texts) {
    // Visible somewhere: a name may also sit in a closed menu's options, which are never visible.
    await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first(), `${label}: ${text}`).toBeVisible();
    tally.cases++;
  }
  const found = await injectedOn(page, dialogs);
  tally.cases += 4;
  if (found.elements + found.scripts + found.javascriptLinks + found.dialogs > 0) tally.unescaped.push(`${label}: ${JSON.stringify(found)}`);
  expect(found, label).toEqual({ elements: 0, scripts: 0, javascriptLinks: 0, dialogs: 0 });
}

async function adminLogin(page: Page, who: { email: string; password: string }) {
  await page.goto(`${server.url}/game/revenue-management/login`);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await letsBegin(page);
}

test('hostile names, hotels, rates, halls, scenarios, members and reviews show as text on every page, and nothing runs', async ({ browser }) => {
  test.setTimeout(120_000);
  // The data, through the API.
  const token = (await api('POST', '/api/user/login', ADMIN)).token as string;
  const occupancy = { Sun: 50, Mon: 50, Tue: 50, Wed: 50, Thu: 50, Fri: 50, Sat: 50 };
  const session = (
    await api(
      'POST',
      '/api/session/createSession',
      {
        sessionData: {
          name: SESSION_NAME,
          hotelName: HOTEL,
          totalRooms: 5,
          baseADR: 3000,
          maxParticipants: 20,
          teamSize: '2',
          rates: { standard: 3000, [RATE]: 4000 },
          occupancy,
          banquet: [{ name: HALL, rate: 20000 }],
        },
      },
      token,
    )
  ).session as { id: string; gameCode: string };
  await api(
    'POST',
    '/api/session/addScenario',
    {
      sessionId: session.id,
      reservationName: RESERVATION,
      description: DESCRIPTION,
      type: 'RoomOnly',
      checkInDay: 'Monday',
      roomNights: 1,
      noOfRoom: 1,
      rateType: [RATE],
      noOfBanquet: '',
    },
    token,
  );
  await api(
    'POST',
    '/api/session/addScenario',
    {
      sessionId: session.id,
      reservationName: X.sql,
      description: X.js,
      type: 'RoomAndBanquet',
      checkInDay: 'Tuesday',
      roomNights: 1,
      noOfRoom: 1,
      rateType: ['standard', HALL],
      noOfBanquet: '1',
    },
    token,
  );
  for (const m of [PLAYER, MATE, ...OTHERS]) await api('POST', '/api/user/addMember', { ...m, phone: '+91 98765 43210', sessionCode: session.gameCode });
  // Two to a team, shuffled: the player's teammate is whoever the shuffle picked.
  const teams = (await api('POST', `/api/session/createTeam/${session.id}`, undefined, token)).teams as {
    id: string;
    participants: { id: string; name: string }[];
  }[];
  const team = teams.find((t) => t.participants.some((p) => p.name === PLAYER.name))!;
  const player = team.participants.find((p) => p.name === PLAYER.name)!;
  const teammate = team.participants.find((p) => p.id !== player.id)!.name;
  await api('PATCH', `/api/session/memberRole/${session.id}`, { memberId: player.id, role: 'captain' }, token);
  await api('POST', '/api/contact', { source: 'page', name: X.img, email: 'hostile@example.com', company: X.svg, message: `${X.script} ${X.sql}` });
  await api('PATCH', `/api/session/updateSession/${session.id}`, { status: 'live' }, token);

  // The host's pages.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const hostDialogs = watch(host, 'host');
  await adminLogin(host, ADMIN);
  await expect(host.getByRole('heading', { name: 'Game Sessions' })).toBeVisible();
  await expectRenderedSafely(host, hostDialogs, 'admin dashboard', [SESSION_NAME, HOTEL]);

  await host.goto(`${server.url}/game/revenue-management/session/${session.id}`);
  await expectRenderedSafely(host, hostDialogs, 'control panel', [SESSION_NAME, HOTEL, PLAYER.name, MATE.name, ...OTHERS.map((o) => o.name)]);
  await host.getByRole('tab', { name: /Teams/ }).click();
  await expectRenderedSafely(host, hostDialogs, 'control panel: teams', [PLAYER.name, MATE.name]);
  await host.getByRole('tab', { name: /Scenarios/ }).click();
  await expectRenderedSafely(host, hostDialogs, 'control panel: scenarios', [RESERVATION, X.sql, RATE, HALL]);

  // The player: login by code, the lobby, the game.
  const playerContext = await browser.newContext();
  const page = await playerContext.newPage();
  const playerDialogs = watch(page, 'player');
  await page.goto(`${server.url}/game/revenue-management/login/${session.gameCode}`);
  await page.getByLabel('Email').fill(PLAYER.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/team-lobby/, { timeout: 15_000 });
  await expectRenderedSafely(page, playerDialogs, 'lobby', [SESSION_NAME, PLAYER.name, teammate]);
  await page.getByRole('button', { name: "I'm Ready to Start" }).click();
  await page.waitForURL(/\/game\/revenue-management\/game\//, { timeout: 15_000 });
  await expectRenderedSafely(page, playerDialogs, 'game: welcome', [HOTEL]);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expectRenderedSafely(page, playerDialogs, 'game: first request', [HOTEL, SESSION_NAME, RESERVATION, DESCRIPTION]);
  await playRequests(page, 1, 2, undefined, 2);
  await expectRenderedSafely(page, playerDialogs, 'game: over', [HOTEL]);

  // The host's live and closing pages.
  await host.goto(`${server.url}/game/revenue-management/view-dashboard/${session.id}`);
  await expectRenderedSafely(host, hostDialogs, 'live dashboard', [SESSION_NAME, HOTEL]);
  await host.goto(`${server.url}/game/revenue-management/result/${session.id}`);
  await expectRenderedSafely(host, hostDialogs, 'results', [SESSION_NAME, HOTEL]);
  await expect(host).toHaveTitle(new RegExp(SESSION_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await host.goto(`${server.url}/game/revenue-management/report/${session.id}`);
  await expectRenderedSafely(host, hostDialogs, 'report', [SESSION_NAME, HOTEL, RESERVATION, X.sql, PLAYER.name]);
  await host.goto(`${server.url}/game/revenue-management/debrief/${session.id}`);
  await expectRenderedSafely(host, hostDialogs, 'debrief', [SESSION_NAME, HOTEL, RESERVATION]);
  await hostContext.close();
  await playerContext.close();

  // The review assistant: the reply is plain text in a text area, names and all.
  const siteContext = await browser.newContext();
  const site = await siteContext.newPage();
  const siteDialogs = watch(site, 'site');
  await site.goto(`${server.url}/tools/review-response-assistant`);
  await site.getByRole('textbox', { name: 'Review', exact: true }).fill(`${X.script} The room was lovely but ${X.img} the breakfast was cold.`);
  await site.getByLabel('Hotel name').fill(HOTEL);
  await site.getByLabel('Reviewer name').fill(X.svg);
  await site.getByRole('button', { name: 'Generate Response' }).click();
  const output = site.getByRole('textbox', { name: 'Response', exact: true });
  await expect(output).toHaveValue(/\S/);
  await expectRenderedSafely(site, siteDialogs, 'review assistant', []);

  // The property dashboard: a hostile search, as the super admin.
  await adminLogin(site, SUPER);
  await expect(site).toHaveURL(/\/tools\/properties$/);
  // The search goes out once typing pauses: the server's answer to it is what the page then shows.
  const searched = site.waitForResponse((r) => r.url().includes('/api/super/getAllProperty') && new URL(r.url()).searchParams.get('search') === X.img.trim());
  await site.getByPlaceholder('Search properties...').fill(X.img);
  await expect(site.getByPlaceholder('Search properties...')).toHaveValue(X.img);
  await searched;
  await expectRenderedSafely(site, siteDialogs, 'property dashboard', []);
  await siteContext.close();

  expect(tally.serverErrors).toEqual([]);
  expect(tally.unescaped).toEqual([]);
});

test('the checks catch markup that did render: an element, a javascript: link and a dialog', async ({ browser }) => {
  // The page's Content-Security-Policy would stop the inline handler (next test); without it, the checks must see it run.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    const dialogs = watch(page, 'control');
    await page.goto(`${server.url}/about`);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="alert(1)"><a href="JavaScript:alert(1)">x</a>'));
    await expect.poll(() => dialogs.length).toBe(1);
    expect(await injectedOn(page, dialogs)).toEqual({ elements: 1, scripts: 0, javascriptLinks: 1, dialogs: 1 });
    tally.cases++;
  } finally {
    await context.close();
  }
});

test('the Content-Security-Policy stops markup that did get in from running: an inline handler and an inline script do nothing', async ({ page }) => {
  const dialogs = watch(page, 'policy');
  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
  await page.goto(`${server.url}/about`);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="alert(1)">');
    const script = document.createElement('script');
    script.textContent = 'alert(2)';
    document.body.appendChild(script);
  });
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
  // Both were refused before they could run: a dialog they opened would have been seen by now, as the test before shows.
  expect(dialogs).toEqual([]);
  tally.cases++;
});

test('no page the app shows breaks its own Content-Security-Policy: the site, the login, the lobby and the game', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.log(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  page.on('console', (m) => /CSP violation|Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  for (const path of ['/', '/tools/review-response-assistant', '/labs/index', '/company/contact']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await joinLobby(page, server.url, CAPTAIN);
  await startGame(page);
  // The game screen's first decision has been stored and sent: everything it loads and runs has run.
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(/Booking request 2 of/)).toBeVisible();
  await waitForSync(page);
  expect(violations).toEqual([]);
  tally.cases++;
});

/**
 * A workshop as a trainer runs it (issue 38): the host's own hotel with the
 * room in step, house teams on, two teams the host made, tablets at 1024x768
 * and a late arrival on a phone. The host moves the room through four
 * requests from the keyboard; one tablet is offline across two moves (its
 * decision made in time counts, the one made after is refused in words); the
 * late arrival is put by hand into a team and taken into the running game.
 * Until the host ends the game no participant's screen and not the projector
 * shows a house team's choice, a best choice or the optimum: asserted on the
 * page text and on every network answer those pages receive.
 */
import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ulid } from 'ulid';
import { ADMIN, adminLogin, apiData, callApi, waitForSync, letsBegin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const GAME = '/game/revenue-management';

const sessionData = {
  name: 'Revenue workshop, Pune',
  hotelName: 'Riverside Pune',
  totalRooms: '12',
  baseADR: '5000',
  maxParticipants: '12',
  autoAssignTeams: false,
  teamSize: '2',
  rates: { Deluxe: 5000, Suite: 8000 },
  occupancy: { Sun: '45', Mon: '60', Tue: '70', Wed: '75', Thu: '80', Fri: '90', Sat: '85' },
  banquet: [{ name: 'Riverside Hall', rate: 60000 }],
  demandModel: 'forecast',
  pace: 'inStep',
  decisionSeconds: 150,
};
const DECK = [
  {
    reservationName: 'Kulkarni Wedding',
    description: 'Wedding party, two nights with the hall on Saturday.',
    type: 'RoomAndBanquet',
    checkInDay: 'Friday',
    roomNights: 2,
    noOfRoom: 4,
    noOfBanquet: 1,
    rateType: ['deluxe', 'Riverside Hall'],
  },
  {
    reservationName: 'Infosys Offsite',
    description: 'Corporate offsite at a negotiated rate.',
    type: 'RoomOnly',
    checkInDay: 'Tuesday',
    roomNights: 2,
    noOfRoom: 5,
    noOfBanquet: '',
    rateType: ['deluxe'],
    totalRate: 30000,
  },
  {
    reservationName: 'Film Crew',
    description: 'Film crew, three nights midweek.',
    type: 'RoomOnly',
    checkInDay: 'Monday',
    roomNights: 3,
    noOfRoom: 3,
    noOfBanquet: '',
    rateType: ['deluxe'],
  },
  {
    reservationName: 'Sharma Anniversary',
    description: 'Two suites for a family anniversary.',
    type: 'RoomOnly',
    checkInDay: 'Saturday',
    roomNights: 1,
    noOfRoom: 2,
    noOfBanquet: '',
    rateType: ['suite'],
  },
];

/** Words that would give away a house team's choice, a best choice or the optimum. */
const SPOILERS = [/see your debrief/i, /best choice/i, /best possible week/i, /of the best week/i, /hindsight optimum (accepted|declined)/i];

/** Every JSON answer a page receives, so a spoiler that reached the device but was never drawn is caught too. */
function watchNetwork(page: Page, answers: { url: string; status: number; body: unknown }[]) {
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json') && !response.url().includes('/getOptimum')) return;
    void response
      .json()
      .then((body: unknown) => answers.push({ url: response.url(), status: response.status(), body }))
      .catch(() => answers.push({ url: response.url(), status: response.status(), body: null }));
  });
}

/** Keys whose presence in an answer to the room would carry the optimum or best choices. */
function spoilerKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => spoilerKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (/^(optimum|bestChoices?|bestPlan|optimal)$/i.test(k) ? [`${path}.${k}`] : spoilerKeys(v, `${path}.${k}`)));
}

async function noSpoilersOnScreen(page: Page, who: string) {
  const text = await page.locator('body').innerText();
  for (const pattern of SPOILERS) expect(text, `${who} shows ${pattern}`).not.toMatch(pattern);
  // A house team on a room's screen shows how far it has played, never what it chose or earned.
  for (const house of await page.locator('[data-house]').all()) {
    expect(await house.innerText(), `${who}: a house team's card`).not.toMatch(/₹|accepted|declined|timed out|%/i);
  }
}

test('a workshop in step: the host moves the room through four requests, an offline tablet keeps the pace, a late arrival joins a team, and nothing is revealed before the end', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const base = server.url;
  const token = (await apiData(base, 'POST', '/api/user/login', null, ADMIN)).token as string;
  const push = async (name: string, args: Record<string, unknown>) => {
    const answer = await apiData(base, 'POST', '/api/sync/push', token, { protocol: 2, mutations: [{ id: ulid(), name, v: 1, args }] });
    expect(answer.results[0], `${name} ${JSON.stringify(args)}`).toMatchObject({ status: 'applied' });
  };
  const session = (await apiData(base, 'POST', '/api/session/createSession', token, { sessionData })).session as { id: string; gameCode: string };
  for (const request of DECK) await apiData(base, 'POST', '/api/session/addScenario', token, { ...request, sessionId: session.id });
  await push('updateSession', { sessionId: session.id, patch: { housePolicies: ['firstComeFirstServed', 'displacement', 'emsrB', 'hindsightOptimum'] } });
  const blue = ulid();
  const red = ulid();
  await push('createTeam', { sessionId: session.id, id: blue, name: 'Blue Lagoon' });
  await push('createTeam', { sessionId: session.id, id: red, name: 'Red Fort' });

  // The room's screens: the host's dashboard drives; the projector shows the room.
  const hostCtx = await browser.newContext({ viewport: TABLET });
  const host = await hostCtx.newPage();
  await adminLogin(host, base);
  const projectorCtx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const projector = await projectorCtx.newPage();
  await adminLogin(projector, base);
  await projector.goto(`${base}${GAME}/view-dashboard/${session.id}?display=projector`);
  // Before the start the projector briefs the room: the hotel and how to join.
  await expect(projector.getByText('Riverside Pune').first()).toBeVisible();
  await expect(projector.getByText(session.gameCode).first()).toBeVisible();

  // Two tablets join with the code; the host puts each in a team and names its captain.
  const answers: { url: string; status: number; body: unknown }[] = [];
  watchNetwork(projector, answers);
  const tablets: Record<'asha' | 'ben' | 'chitra', { ctx: BrowserContext; page: Page }> = {} as never;
  for (const [who, email, size] of [
    ['asha', 'asha.patil@riverside.test', TABLET],
    ['ben', 'ben.dsouza@riverside.test', TABLET],
  ] as const) {
    const ctx = await browser.newContext({ viewport: size });
    const page = await ctx.newPage();
    watchNetwork(page, answers);
    await page.goto(`${base}${GAME}/login/${session.gameCode}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Login' }).click();
    await letsBegin(page);
    await expect(page.getByText('Your host has not put you in a team yet.')).toBeVisible();
    tablets[who] = { ctx, page };
  }
  const members = async () =>
    (await apiData(base, 'GET', `/api/session/getSessionDetails/${session.id}`, token)).session.participants as {
      id: string;
      email: string;
      team: string | null;
    }[];
  const memberId = async (email: string) => (await members()).find((m) => m.email === email)!.id;
  for (const [email, team] of [
    ['asha.patil@riverside.test', blue],
    ['ben.dsouza@riverside.test', red],
  ] as const) {
    const id = await memberId(email);
    await push('moveMember', { sessionId: session.id, memberId: id, teamId: team });
    await push('setMemberRole', { sessionId: session.id, memberId: id, role: 'captain' });
  }
  await expect(tablets.asha.page.getByRole('heading', { name: 'Blue Lagoon' })).toBeVisible({ timeout: 20_000 });
  await expect(tablets.ben.page.getByRole('heading', { name: 'Red Fort' })).toBeVisible({ timeout: 20_000 });
  // The lobby says how the room plays, and the captain's decision time: there is no Start Game to press in step.
  for (const { page } of [tablets.asha, tablets.ben]) {
    await expect(page.getByText('The room plays in step')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('within 150 seconds')).toBeVisible({ timeout: 20_000 });
  }

  // The host starts the game from the control panel; every tablet goes onto request 1 by itself.
  await host.goto(`${base}${GAME}/session/${session.id}`);
  await host.getByRole('button', { name: 'Start Game' }).click();
  await expect(host.getByRole('button', { name: 'Game Started' })).toBeVisible({ timeout: 20_000 });
  for (const { page } of [tablets.asha, tablets.ben]) {
    await expect(page.getByText(/Booking request 1 of 4/)).toBeVisible({ timeout: 30_000 });
    // At 1024x768 the clock and both buttons are in sight without scrolling, even on a long request.
    for (const name of ['Accept', 'Decline']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.y + box.height, `${name} at 1024x768`).toBeLessThanOrEqual(TABLET.height);
    }
  }

  await host.goto(`${base}${GAME}/view-dashboard/${session.id}`);
  const moveOn = async (to: number) => {
    await host.locator('body').press('n');
    await expect(projector.getByText(new RegExp(`Request ${to} of 4`, 'i')).first()).toBeVisible({ timeout: 20_000 });
  };
  const checkRoom = async () => {
    await noSpoilersOnScreen(projector, 'the projector');
    for (const [who, { page }] of Object.entries(tablets)) await noSpoilersOnScreen(page, who);
  };

  // Request 1: both teams decide; the projector shows the request, then how each team decided.
  await expect(projector.getByText('Kulkarni Wedding').first()).toBeVisible({ timeout: 20_000 });
  await tablets.asha.page.getByRole('button', { name: 'Accept' }).click();
  await tablets.ben.page.getByRole('button', { name: 'Decline' }).click();
  for (const { page } of [tablets.asha, tablets.ben]) await expect(page.getByText('Your team has decided Kulkarni Wedding')).toBeVisible();
  await checkRoom();
  await moveOn(2);

  // Request 2: Ben's Wi-Fi drops; he accepts while the room is still on it, and the host moves on.
  await expect(tablets.ben.page.getByText(/Booking request 2 of 4/)).toBeVisible();
  await waitForSync(tablets.ben.page);
  await tablets.ben.ctx.setOffline(true);
  await tablets.ben.page.getByRole('button', { name: 'Accept' }).click();
  await expect(tablets.ben.page.getByText('Your team has decided Infosys Offsite')).toBeVisible();
  await tablets.asha.page.getByRole('button', { name: 'Decline' }).click();
  await checkRoom();
  await moveOn(3);
  await tablets.ben.ctx.setOffline(false);
  await expect(tablets.ben.page.getByText(/Booking request 3 of 4/)).toBeVisible({ timeout: 30_000 });
  await waitForSync(tablets.ben.page);

  // A late arrival on a phone; the host puts her in Red Fort by hand, and her screen takes her into the running game.
  const chitraCtx = await browser.newContext({ viewport: PHONE });
  const chitra = await chitraCtx.newPage();
  watchNetwork(chitra, answers);
  tablets.chitra = { ctx: chitraCtx, page: chitra };
  await chitra.goto(`${base}${GAME}/login/${session.gameCode}`);
  await chitra.getByLabel('Email').fill('chitra.rao@riverside.test');
  await chitra.getByRole('button', { name: 'Login' }).click();
  await letsBegin(chitra);
  await expect(chitra.getByText('Your host has not put you in a team yet.')).toBeVisible();
  await push('moveMember', { sessionId: session.id, memberId: await memberId('chitra.rao@riverside.test'), teamId: red });
  await chitra.waitForURL(/\/game\/revenue-management\/(game|team-lobby)\//, { timeout: 30_000 });
  await chitra.waitForURL(/\/game\/revenue-management\/game\//, { timeout: 30_000 });
  // Her team has played already, so she joins it where the room is.
  await expect(chitra.getByText(/Booking request 3 of 4/)).toBeVisible({ timeout: 30_000 });
  await expect(chitra.getByText(/is deciding this request/)).toBeVisible();

  // Request 3: Asha decides; Ben's Wi-Fi drops again before he does, the host moves on, and Ben declines too late.
  await tablets.asha.page.getByRole('button', { name: 'Accept' }).click();
  await tablets.ben.ctx.setOffline(true);
  await checkRoom();
  await moveOn(4);
  await tablets.ben.page.getByRole('button', { name: 'Decline' }).click();
  await tablets.ben.ctx.setOffline(false);
  const unsaved = tablets.ben.page.locator('.status-unsaved');
  await expect(unsaved).toHaveText('1 not saved', { timeout: 30_000 });
  await unsaved.click();
  await expect(tablets.ben.page.getByRole('dialog').locator('.unsaved-reason')).toHaveText(
    'This decision was made after the host moved the room on from request 3, so it does not count',
  );
  await tablets.ben.page.keyboard.press('Escape');
  await expect(tablets.ben.page.getByText(/Booking request 4 of 4/)).toBeVisible({ timeout: 30_000 });
  await expect(chitra.getByText(/Booking request 4 of 4/)).toBeVisible({ timeout: 30_000 });

  // Request 4, then the room passes the last request.
  await tablets.asha.page.getByRole('button', { name: 'Accept' }).click();
  await tablets.ben.page.getByRole('button', { name: 'Accept' }).click();
  for (const { page } of [tablets.asha, tablets.ben]) await waitForSync(page);
  await checkRoom();
  await host.locator('body').press('n');
  for (const { page } of [tablets.asha, tablets.ben]) await expect(page.locator('.final-card')).toBeVisible({ timeout: 20_000 });
  await checkRoom();

  // What the server holds: Ben's offline accept of request 2 counted; his late decline of request 3 did not.
  const pulled = await apiData(base, 'GET', '/api/sync/pull?since=0', token);
  const decisions = (pulled.changes as { table: string; op: string; row?: { teamId: string; scenarioId: string; decision: string } }[])
    .filter((c) => c.table === 'decisions' && c.op === 'put')
    .map((c) => c.row!);
  const deck = (await apiData(base, 'GET', `/api/session/getSessionDetails/${session.id}`, token)).scenario as { _id: string; reservationName: string }[];
  const idOf = (name: string) => deck.find((s) => s.reservationName === name)!._id;
  const of = (team: string) => Object.fromEntries(decisions.filter((d) => d.teamId === team).map((d) => [d.scenarioId, d.decision]));
  expect(of(red)).toEqual({ [idOf('Kulkarni Wedding')]: 'dec', [idOf('Infosys Offsite')]: 'acc', [idOf('Sharma Anniversary')]: 'acc' });
  expect(of(blue)).toEqual({
    [idOf('Kulkarni Wedding')]: 'acc',
    [idOf('Infosys Offsite')]: 'dec',
    [idOf('Film Crew')]: 'acc',
    [idOf('Sharma Anniversary')]: 'acc',
  });

  // Nothing that reached the room before the end carried the optimum.
  const before = [...answers];
  expect(
    before.filter((a) => a.url.includes('/getOptimum') && a.status === 200),
    'the optimum fetched for the room before the end',
  ).toEqual([]);
  expect(before.flatMap((a) => spoilerKeys(a.body).map((k) => `${a.url} ${k}`))).toEqual([]);

  // The host ends the game: the projector shows the podium and the tablets the debrief.
  await push('setSessionStatus', { sessionId: session.id, status: 'ended' });
  const podium = projector.getByRole('list', { name: 'Podium' });
  await expect(podium).toBeVisible({ timeout: 20_000 });
  const winner = (await apiData(base, 'GET', `/api/session/getResult/${session.id}`, token)).result[0] as { name: string };
  await expect(podium).toContainText(winner.name);
  await expect(podium).toContainText('of the best week');
  await expect(tablets.asha.page.getByRole('link', { name: /debrief/i }).first()).toBeVisible({ timeout: 20_000 });
  expect((await callApi(base, 'GET', `/api/session/getOptimum/${session.id}`, token)).status).toBe(200);
  for (const { ctx } of Object.values(tablets)) await ctx.close();
  await hostCtx.close();
  await projectorCtx.close();
});

/**
 * A campaign of three weeks with a pricing round (issue 36), as a trainer runs
 * it: two teams on tablets; week 1 played with one tablet offline across the
 * host's move to week 2 (its decisions, made before the week ended, count in
 * week 1 when it returns, and it catches up with week 2); week 2 opens with a
 * pricing round, each team sets its rates and the house pricing policies price
 * beside them; week 3 closes the campaign. The standings add up week by week,
 * every team's and house policy's rates and guests' revenue match a reference
 * worked out here from the stated demand curve, and the host's progress view
 * lists each participant's share of the optimum for the session.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { ADMIN, adminLogin, apiData, deviceToken, waitForSync, letsBegin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const TABLET = { width: 1024, height: 768 };
const GAME = '/game/revenue-management';
const ROOMS = 12;
const ADR = 5000;
const BOUNDS = { min: 3000, max: 8000 };
const NIGHTS = ['Sun', 'M', 'T', 'W', 'Th', 'F', 'Sat'] as const;
type Night = (typeof NIGHTS)[number];
const OCCUPANCY_DAY: Record<Night, string> = { Sun: 'Sun', M: 'Mon', T: 'Tue', W: 'Wed', Th: 'Thu', F: 'Fri', Sat: 'Sat' };
const CHECK_IN: Record<string, number> = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 };

const sessionData = {
  name: 'Pricing campaign, Goa',
  hotelName: 'Baga Bay Resort',
  totalRooms: String(ROOMS),
  baseADR: String(ADR),
  maxParticipants: '12',
  autoAssignTeams: false,
  teamSize: '1',
  rates: { Deluxe: 5000 },
  occupancy: { Sun: '50', Mon: '55', Tue: '60', Wed: '65', Thu: '75', Fri: '95', Sat: '90' },
  banquet: [],
  demandModel: 'forecast',
  weeks: 3,
  pricingWeeks: [2],
  priceBounds: BOUNDS,
};
const WEEK1 = [
  { reservationName: 'Goa Film Festival crew', description: 'Crew of a film festival', checkInDay: 'Thursday', roomNights: 3, noOfRoom: 4 },
  { reservationName: 'Desai family reunion', description: 'Family reunion', checkInDay: 'Saturday', roomNights: 2, noOfRoom: 3 },
].map((r) => ({ ...r, type: 'RoomOnly', noOfBanquet: '', rateType: ['deluxe'] }));

/** The stated curve: guests at price p are floor(d x (ADR / p)^e). */
const demandAt = (d: number, price: number, e: number) => Math.floor(d * Math.pow(ADR / price, e) + 1e-9);

/**
 * The revenue-maximising rate for `free` rooms knowing the curve, by trying every whole rate: of equal revenues the lower
 * rate (more guests served), and a night that can sell nothing at the highest allowed rate, as the debrief states.
 */
/** What a night earns in expectation at a price: the price times E[min(D, free)], D Poisson around the forecast's mean at that price. */
function expectedEarn(meanAtAdr: number, price: number, free: number, e: number) {
  const mean = meanAtAdr * Math.pow(ADR / price, e);
  if (free <= 0 || mean <= 0) return 0;
  // E[min(D, f)] = the sum over k < f of P(D > k).
  let pmf = Math.exp(-mean);
  let below = 0;
  let sum = 0;
  for (let k = 0; k < free; k++) {
    below += pmf;
    sum += Math.max(0, 1 - below);
    pmf = (pmf * mean) / (k + 1);
  }
  return price * sum;
}

function bestRate(d: number, free: number, e: number) {
  let best = { price: BOUNDS.max, revenue: 0 };
  for (let p = BOUNDS.min; p <= BOUNDS.max; p++) {
    const revenue = p * Math.min(demandAt(d, p, e), free);
    if (revenue > best.revenue || (revenue === best.revenue && revenue > 0 && p < best.price)) best = { price: p, revenue };
  }
  return best;
}

interface Request {
  _id: string;
  reservationName: string;
  checkInDay: string;
  roomNights: number;
  noOfRoom: number;
  totalRate: number;
  week?: number;
}

/** Rooms left free each night after the accepted requests. */
function freeRooms(accepted: readonly Request[]): Record<Night, number> {
  const free = Object.fromEntries(NIGHTS.map((n) => [n, ROOMS])) as Record<Night, number>;
  for (const r of accepted) for (let i = 0; i < r.roomNights; i++) free[NIGHTS[(CHECK_IN[r.checkInDay]! + i) % 7]!] -= r.noOfRoom;
  return free;
}

async function captainJoins(browser: import('@playwright/test').Browser, base: string, code: string, email: string) {
  const ctx = await browser.newContext({ viewport: TABLET });
  const page = await ctx.newPage();
  await page.goto(`${base}${GAME}/login/${code}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Login' }).click();
  await letsBegin(page);
  await expect(page.getByText('Your host has not put you in a team yet.')).toBeVisible();
  return { ctx, page };
}

/** A captain on the game page: the lobby's ready button when the tablet is still there. */
async function toGame(page: Page) {
  await page.waitForURL(/\/game\/revenue-management\/game\//, { timeout: 30_000 }).catch(async () => {
    await page.getByRole('button', { name: "I'm Ready to Start" }).click();
    await page.waitForURL(/\/game\/revenue-management\/game\//, { timeout: 30_000 });
  });
}

/** Accepts the request on screen when it fits, else declines it; answers which. */
async function decideOn(page: Page, n: number, total: number, choice: 'acc' | 'dec') {
  await expect(page.getByText(new RegExp(`Booking request ${n} of ${total}`))).toBeVisible();
  await page.getByRole('button', { name: choice === 'acc' ? 'Accept' : 'Decline' }).click();
  const next = n === total ? page.getByRole('heading', { name: 'Game Over' }) : page.getByText(new RegExp(`Booking request ${n + 1} of ${total}`));
  const refused = page.locator('.rule-message');
  await expect(next.or(refused)).toBeVisible();
  if (choice === 'acc' && (await refused.isVisible())) {
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(next).toBeVisible();
    return 'dec' as const;
  }
  return choice;
}

test('a three-week campaign with a pricing round: an offline tablet across the move, rates that meet the stated curve, standings that add up, and each participant’s progress', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const base = server.url;
  const token = (await apiData(base, 'POST', '/api/user/login', null, ADMIN)).token as string;
  const push = async (name: string, args: Record<string, unknown>) => {
    const answer = await apiData(base, 'POST', '/api/sync/push', token, { protocol: 2, mutations: [{ id: ulid(), name, v: 1, args }] });
    expect(answer.results[0], `${name} ${JSON.stringify(args)}`).toMatchObject({ status: 'applied' });
  };
  const session = (await apiData(base, 'POST', '/api/session/createSession', token, { sessionData })).session as { id: string; gameCode: string };
  for (const request of WEEK1) await apiData(base, 'POST', '/api/session/addScenario', token, { ...request, sessionId: session.id });
  const details = async () => (await apiData(base, 'GET', `/api/session/getSessionDetails/${session.id}`, token)).session;
  const teams = { asha: ulid(), ben: ulid() };
  await push('createTeam', { sessionId: session.id, id: teams.asha, name: 'Sea Breeze' });
  await push('createTeam', { sessionId: session.id, id: teams.ben, name: 'Palm Grove' });

  const asha = await captainJoins(browser, base, session.gameCode, 'asha.kamat@bagabay.test');
  const ben = await captainJoins(browser, base, session.gameCode, 'ben.fernandes@bagabay.test');
  for (const [email, team] of [
    ['asha.kamat@bagabay.test', teams.asha],
    ['ben.fernandes@bagabay.test', teams.ben],
  ] as const) {
    const id = ((await details()).participants as { id: string; email: string }[]).find((m) => m.email === email)!.id;
    await push('moveMember', { sessionId: session.id, memberId: id, teamId: team });
    await push('setMemberRole', { sessionId: session.id, memberId: id, role: 'captain' });
  }
  await expect(asha.page.getByRole('heading', { name: 'Sea Breeze' })).toBeVisible({ timeout: 20_000 });
  await expect(ben.page.getByRole('heading', { name: 'Palm Grove' })).toBeVisible({ timeout: 20_000 });

  const hostCtx: BrowserContext = await browser.newContext({ viewport: TABLET });
  const host = await hostCtx.newPage();
  await adminLogin(host, base);
  await host.goto(`${base}${GAME}/session/${session.id}`);
  const panel = host.locator('.campaign-panel');
  const endWeek = async () => {
    await host.getByRole('button', { name: 'End Game' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'End Game' }).click();
    await expect(host.getByText(/has ended\. Open the next week|The game has ended\. Play Again/)).toBeVisible({ timeout: 20_000 });
  };
  const startWeek = async () => {
    await host.getByRole('button', { name: 'Start Game' }).click();
    await host.getByRole('button', { name: 'Got it!' }).click();
    await expect(host.getByRole('button', { name: 'Game Started' })).toBeVisible({ timeout: 20_000 });
  };
  const openWeek = async (week: number) => {
    await panel.getByRole('button', { name: `Open week ${week}` }).click();
    await host
      .getByRole('dialog')
      .getByRole('button', { name: `Open week ${week}` })
      .click();
    await expect(panel.getByRole('heading', { name: new RegExp(`^Week ${week} of 3`) })).toBeVisible({ timeout: 20_000 });
  };

  // Week 1: the host starts; both captains play, Ben's tablet without a network.
  await startWeek();
  for (const { page } of [asha, ben]) {
    await toGame(page);
    await page.getByRole('button', { name: 'Start Game' }).click();
  }
  await ben.ctx.setOffline(true);
  const ashaWeek1 = [await decideOn(asha.page, 1, 2, 'acc'), await decideOn(asha.page, 2, 2, 'acc')];
  const benWeek1 = [await decideOn(ben.page, 1, 2, 'acc'), await decideOn(ben.page, 2, 2, 'dec')];
  await waitForSync(asha.page);
  await endWeek();
  await expect(panel.getByRole('table', { name: 'Forecast for week 2' })).toBeVisible();
  // The results wait for the late tablet (issue 50): the host sees whose, and the room sees nothing of the best week yet.
  const hidden = host.getByRole('region', { name: 'Hidden from the room' });
  await expect(hidden.getByRole('status')).toHaveText("Waiting for this team's tablet: Palm Grove.", { timeout: 20_000 });
  await host.screenshot({ path: test.info().outputPath('waiting-for-tablets-tablet.png'), fullPage: true });
  expect((await details()).revealed).not.toBe(true);
  // Ben's tablet finds the network after the whistle: its week-1 decisions, made before the end, count; then it reports,
  // and with every team heard from the results reveal themselves.
  await ben.ctx.setOffline(false);
  await waitForSync(ben.page);
  await expect.poll(async () => (await details()).revealed, { timeout: 20_000 }).toBe(true);
  await expect(hidden).toHaveCount(0, { timeout: 20_000 });
  // The debrief shows what the week taught the forecast: the column the next week opens with.
  const debrief = await hostCtx.newPage();
  await debrief.goto(`${base}${GAME}/debrief/${session.id}?team=${teams.asha}`);
  const taught = debrief.getByRole('region', { name: 'What the week taught the forecast' });
  await expect(taught.getByRole('row')).toHaveCount(8, { timeout: 20_000 });
  const nextColumn = await taught.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]!.textContent));
  await debrief.screenshot({ path: test.info().outputPath('debrief-pick-up-tablet.png'), fullPage: true });
  await debrief.setViewportSize({ width: 390, height: 844 });
  await taught.screenshot({ path: test.info().outputPath('debrief-pick-up-phone.png') });
  await debrief.close();
  // Week 2 is drawn from the family the host picks (issue 49): the panel says what it teaches before it opens and after.
  await panel.getByLabel("Week 2's requests").selectOption({ label: 'A citywide event' });
  await expect(panel.getByText(/^A trade fair fills every hotel in town/)).toBeVisible();
  await host.screenshot({ path: test.info().outputPath('campaign-family-tablet.png'), fullPage: true });
  await openWeek(2);
  await expect(panel.getByText('A citywide event.', { exact: true })).toBeVisible();
  // The host's screen shows the move at once; the server has it once the host's change has gone.
  await expect.poll(async () => (await details()).week, { timeout: 20_000 }).toBe(2);
  const opened = (await details()).occupancy as Record<string, string>;
  expect(nextColumn).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => `${opened[day]}%`));

  // Ben's tablet catches up with week 2.
  await expect(ben.page.getByText('Waiting for the host to start the game…')).toBeVisible({ timeout: 30_000 });
  const week2 = await details();
  expect(week2.week).toBe(2);
  expect(week2.weekFamilies).toEqual([expect.objectContaining({ week: 2, id: 'citywideEvent', name: 'A citywide event' })]);
  const deck2 = week2.scenario as Request[];
  expect(deck2.length).toBeGreaterThanOrEqual(8);

  // Week 2 opens with the pricing round: requests wait while each team sets its rates.
  await startWeek();
  const ashaRates: Record<Night, number> = { Sun: 4200, M: 4500, T: 4800, W: 5000, Th: 5600, F: 7400, Sat: 7000 };
  for (const [{ page }, rates] of [
    [asha, ashaRates],
    [ben, Object.fromEntries(NIGHTS.map((n) => [n, 6000])) as Record<Night, number>],
  ] as const) {
    await expect(page.getByRole('heading', { name: 'Set your rates for the week' })).toBeVisible({ timeout: 30_000 });
    for (const night of NIGHTS)
      await page.getByLabel(`Rate for ${{ Sun: 'Sun', M: 'Mon', T: 'Tue', W: 'Wed', Th: 'Thu', F: 'Fri', Sat: 'Sat' }[night]}`).fill(String(rates[night]));
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(page.getByText('Saved. You can change them until the host closes the pricing round.')).toBeVisible();
    await waitForSync(page);
  }
  // A rate outside the host's bounds is refused on the tablet, in words.
  await asha.page.getByLabel('Rate for Mon').fill('9500');
  await asha.page.getByRole('button', { name: 'Save new rates' }).click();
  await expect(asha.page.getByText('Between ₹3,000 and ₹8,000')).toBeVisible();
  await asha.page.getByLabel('Rate for Mon').fill(String(ashaRates.M));
  await expect(panel.getByText('Pricing round open: 2 of 2 teams have saved rates.')).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Close pricing round' }).click();

  const decided2: Record<'asha' | 'ben', ('acc' | 'dec')[]> = { asha: [], ben: [] };
  for (const [who, { page }, choices] of [
    ['asha', asha, ['acc', 'dec', 'acc']],
    ['ben', ben, ['dec', 'acc', 'acc']],
  ] as const) {
    // Once the host closes the round, the week's requests come; a tablet still on its welcome starts them.
    const first = page.getByText(new RegExp(`Booking request 1 of ${deck2.length}`));
    await expect(page.getByRole('button', { name: 'Start Game' }).or(first)).toBeVisible({ timeout: 30_000 });
    if (!(await first.isVisible())) await page.getByRole('button', { name: 'Start Game' }).click();
    for (let n = 1; n <= choices.length; n++) decided2[who].push(await decideOn(page, n, deck2.length, choices[n - 1]!));
    await waitForSync(page);
  }
  await endWeek();

  // The reference, from the stated curve: each night's guests at the base ADR and its sensitivity, now told.
  // The host's screen shows the end at once; the server has it once the host's change has gone.
  await expect.poll(async () => (await details()).status, { timeout: 20_000 }).toBe('ended');
  // Both tablets were online at the whistle: they report, and the results reveal themselves.
  await expect.poll(async () => (await details()).revealed, { timeout: 20_000 }).toBe(true);
  // Then Asha's tablet is used as an attacker would: rates dated a moment before the close, sent after the reveal.
  const ashaToken = await deviceToken(asha.page);
  const closedAt = (await details()).pricingClosedAt as string;
  const forged = await apiData(base, 'POST', '/api/sync/push', ashaToken, {
    protocol: 2,
    mutations: [
      {
        id: ulid(),
        name: 'setTeamPrices',
        v: 1,
        args: {
          sessionId: session.id,
          teamId: teams.asha,
          week: 2,
          prices: Object.fromEntries(NIGHTS.map((n) => [n, 7900])),
          madeAt: new Date(Date.parse(closedAt) - 1).toISOString(),
        },
      },
    ],
  });
  expect(forged.results[0]).toMatchObject({ status: 'rejected', reason: "The week's results are out: rates that reach the server after them do not count" });
  // Refused, and shown to the host: never applied, never dropped unseen.
  const lateList = host.getByRole('region', { name: 'Arrived after the results were revealed' });
  await expect(lateList).toContainText('Sea Breeze: its rates for week 2', { timeout: 20_000 });
  await host.screenshot({ path: test.info().outputPath('late-arrival-tablet.png'), fullPage: true });
  const ended2 = await details();
  const demand = ended2.realisedDemand as Record<Night, number>;
  const elasticity = ended2.elasticity as Record<Night, number>;
  const pricing = host.locator('section', { has: host.getByRole('heading', { name: 'Week 2: the pricing round' }) });
  await expect(pricing).toBeVisible({ timeout: 30_000 });
  const rowOf = (name: string) => pricing.locator(`table.pricing-rates tr[data-entry="${name}"]`);
  const pricesOf = async (name: string) =>
    Object.fromEntries(
      await Promise.all(NIGHTS.map(async (n) => [n, Number(await rowOf(name).locator(`td[data-night="${n}"]`).getAttribute('data-price'))])),
    ) as Record<Night, number>;
  const transientOf = async (name: string) => Number(await rowOf(name).locator('td[data-transient]').getAttribute('data-transient'));

  for (const [name, teamRates, decisions] of [
    ['Sea Breeze', ashaRates, decided2.asha],
    ['Palm Grove', Object.fromEntries(NIGHTS.map((n) => [n, 6000])) as Record<Night, number>, decided2.ben],
  ] as const) {
    expect(await pricesOf(name)).toEqual(teamRates);
    const free = freeRooms(deck2.filter((_, i) => decisions[i] === 'acc'));
    const reference = NIGHTS.reduce((sum, n) => sum + teamRates[n] * Math.min(demandAt(demand[n], teamRates[n], elasticity[n]), free[n]), 0);
    expect(await transientOf(name), `${name}'s guests' revenue`).toBe(reference);
  }
  // The house policies: a fixed rate, a rate that follows the forecast, and the revenue-maximising rate for the whole hotel.
  const forecast = ended2.occupancy as Record<string, string>;
  const houseRates = {
    'Fixed rate': Object.fromEntries(NIGHTS.map((n) => [n, ADR])),
    'Rate by the forecast': Object.fromEntries(
      NIGHTS.map((n) => [n, Math.min(BOUNDS.max, Math.max(BOUNDS.min, Math.round(ADR * (1 + (Number(forecast[OCCUPANCY_DAY[n]]) - 70) / 100))))]),
    ),
    'Revenue-maximising rate': await pricesOf('Revenue-maximising rate'),
  };
  // It knows what a team knows: each night's rate is a best whole price in expectation for the whole hotel, guests
  // Poisson around the forecast's mean at that price, worked out here over every price within the bounds.
  for (const n of NIGHTS) {
    const mean = (Number(forecast[OCCUPANCY_DAY[n]]) / 100) * ROOMS;
    let best = 0;
    for (let price = BOUNDS.min; price <= BOUNDS.max; price++) best = Math.max(best, expectedEarn(mean, price, ROOMS, elasticity[n]));
    expect(expectedEarn(mean, houseRates['Revenue-maximising rate'][n]!, ROOMS, elasticity[n]), `the revenue-maximising rate on ${n}`).toBeGreaterThanOrEqual(
      best - 1e-6,
    );
  }
  for (const [name, rates] of Object.entries(houseRates)) {
    expect(await pricesOf(name), `${name}'s rates`).toEqual(rates);
    // Its guests' revenue: each night's rate times the guests the curve sends, up to the rooms its requests left free.
    const nights = pricing.locator(`table[data-nights="${name}"]`);
    let reference = 0;
    for (const n of NIGHTS) {
      const row = nights.locator(`tr[data-night="${n}"]`);
      const free = Number(await row.locator('td[data-free]').getAttribute('data-free'));
      const sold = Math.min(demandAt(demand[n], rates[n]!, elasticity[n]), free);
      expect(Number(await row.locator('td[data-sold]').getAttribute('data-sold')), `${name} on ${n}`).toBe(sold);
      expect(Number(await row.locator('td[data-best-price]').getAttribute('data-best-price')), `${name}'s best rate on ${n}`).toBe(
        bestRate(demand[n], free, elasticity[n]).price,
      );
      reference += rates[n]! * sold;
    }
    expect(await transientOf(name), `${name}'s guests' revenue`).toBe(reference);
  }

  // Week 2's debrief names its family and lesson, on the host's tablet and a participant's.
  const lessonPage = await hostCtx.newPage();
  await lessonPage.goto(`${base}${GAME}/debrief/${session.id}?team=${teams.asha}`);
  const lesson = lessonPage.getByRole('region', { name: "The week's lesson" });
  await expect(lesson).toContainText('A citywide event. A trade fair fills every hotel in town', { timeout: 20_000 });
  await lessonPage.close();

  // Week 3, and the campaign's end.
  await openWeek(3);
  await expect.poll(async () => (await details()).week, { timeout: 20_000 }).toBe(3);
  const deck3 = (await details()).scenario as Request[];
  await startWeek();
  for (const { page } of [asha, ben]) {
    await page.getByRole('button', { name: 'Start Game' }).click({ timeout: 30_000 });
    await decideOn(page, 1, deck3.length, 'acc');
    await waitForSync(page);
  }
  await endWeek();
  await expect(panel.getByText('The campaign is over: the standings below are final.')).toBeVisible();
  await expect.poll(async () => (await details()).status, { timeout: 20_000 }).toBe('ended');

  // The standings add up: each team's total is its three weeks, on the host's screen and the server's alike.
  const standings = host.locator('table.campaign-standings');
  const api = (await apiData(base, 'GET', `/api/campaign/standings/${session.id}`, token)).standings as {
    name: string;
    total: number;
    weeks: { week: number; revenue: number; share: number }[];
  }[];
  expect(api).toHaveLength(2);
  for (const team of api) {
    const row = standings.locator(`tr[data-team="${team.name}"]`);
    // The host's device adds up what it holds: it agrees with the server once the tablets' last decisions have reached it.
    for (const w of team.weeks)
      await expect(row.locator(`td[data-week="${w.week}"]`)).toHaveAttribute('data-revenue', String(Math.round(w.revenue)), { timeout: 20_000 });
    const weeks = await Promise.all([1, 2, 3].map(async (w) => Number(await row.locator(`td[data-week="${w}"]`).getAttribute('data-revenue'))));
    const total = Number(await row.locator('td[data-total]').getAttribute('data-total'));
    expect(Math.abs(total - weeks.reduce((a, b) => a + b, 0))).toBeLessThanOrEqual(2);
    for (const w of team.weeks) expect(w.share).toBeGreaterThan(0);
    await expect(row.locator('td[data-week="3"]')).toContainText('%');
  }
  // Ben's week-1 decisions, made offline and sent after the move, are on the server once each, in week 1's requests.
  const pulled = (await apiData(base, 'GET', '/api/sync/pull?since=0', token)).changes as {
    table: string;
    op: string;
    row?: { teamId: string; scenarioId: string; decision: string };
  }[];
  const week1Ids = (
    (await apiData(base, 'GET', '/api/sync/pull?since=0', token)).changes as { table: string; row?: { _id?: string; week?: number; sessionId?: string } }[]
  )
    .filter((c) => c.table === 'scenarios' && c.row?.sessionId === session.id && (c.row.week ?? 1) === 1)
    .map((c) => c.row!._id!);
  const benDecisions = pulled
    .filter((c) => c.table === 'decisions' && c.op === 'put' && c.row!.teamId === teams.ben && week1Ids.includes(c.row!.scenarioId))
    .map((c) => c.row!.decision);
  expect(benDecisions).toEqual(benWeek1);
  expect(ashaWeek1).toEqual(['acc', 'acc']);
  for (const team of api) expect(Math.abs(team.total - team.weeks.reduce((n, w) => n + w.revenue, 0))).toBeLessThan(1e-6);

  // The room's tablet shows the same standings once the campaign is over, the other team's weeks included.
  for (const team of api) {
    await expect(asha.page.locator(`table.campaign-standings tr[data-team="${team.name}"] td[data-total]`)).toHaveAttribute(
      'data-total',
      String(Math.round(team.total)),
      {
        timeout: 30_000,
      },
    );
  }

  // The host's progress view: each participant's share of the optimum for this session.
  await host.goto(`${base}${GAME}/progress`);
  for (const who of ['asha.kamat@bagabay.test', 'ben.fernandes@bagabay.test']) {
    const row = host.locator('tr', { hasText: who });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('%');
  }
  await expect(host.getByText('Pricing campaign, Goa').first()).toBeVisible();
});

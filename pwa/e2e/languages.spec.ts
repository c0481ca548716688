/**
 * A workshop in Munich (issue 54): the host's session speaks German and counts
 * in euros. Two participants play on tablets; one has picked English on
 * hers and keeps it; the German tablet decides a request offline and it
 * reaches the server when the network returns. The host's results, the
 * printable report and the report's CSV are in German, every amount in euros.
 * The expected words are read from the German catalogues, so the test holds
 * the screens to what the translators wrote.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { expect, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scenarioDescription, scenarioTotal } from '@front-desk-rm/engine/forms';
import { ulid } from 'ulid';
import { ADMIN, adminLogin, apiData, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

// Offline across a decision needs the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const GAME = '/game/revenue-management';
const TABLET = { width: 1024, height: 768 };

/** Every catalogue of a language, merged, as the app loads them. */
function catalogue(language: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(`/messages/${language}.json`)) Object.assign(out, JSON.parse(readFileSync(path, 'utf8')));
    }
  };
  walk(join(import.meta.dirname, '..', 'src'));
  return out;
}

function speaker(language: string): I18n {
  const i18n = setupI18n();
  i18n.load(language, catalogue(language));
  i18n.activate(language);
  return i18n;
}

const de = speaker('de');
const en = speaker('en');
const fr = speaker('fr');
const euros = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);

const rates = { standard: 140 };
const requests = [
  { reservationName: 'Siemens Vertrieb', checkInDay: 'Monday', roomNights: 2, noOfRoom: 3 },
  { reservationName: 'Familie Huber', checkInDay: 'Friday', roomNights: 2, noOfRoom: 2 },
  { reservationName: 'Messe Bauma', checkInDay: 'Tuesday', roomNights: 3, noOfRoom: 4 },
].map((r) => {
  const input = { ...r, type: 'RoomOnly' as const, noOfBanquet: 0, rateType: ['standard'] };
  const total = scenarioTotal(input, rates, []);
  // The engine's own sentence: each device says it anew in its language.
  return { ...input, description: scenarioDescription(input, total), total };
});

async function joins(browser: Browser, email: string, code: string, pick: 'en' | null): Promise<Page> {
  const page = await (await browser.newContext({ viewport: TABLET })).newPage();
  await page.goto(`${server.url}${GAME}/login/${code}`);
  // Before any session the login speaks the browser's language (English here); a pick is kept on the device. Picked
  // once the prerendered login has come alive: picking the language already shown before that is no pick at all.
  await page.getByLabel(en._('login.email')).focus();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  if (pick) await page.getByLabel(en._('language.label')).selectOption(pick);
  await page.getByLabel(en._('login.email')).fill(email);
  await page.getByRole('button', { name: en._('login.submit') }).click();
  await page.waitForURL(/team-lobby/, { timeout: 15_000 });
  return page;
}

test('a workshop in German with euros: two tablets, one in English, offline across a decision and a switch of language; the report and its CSV in German with euro amounts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const base = server.url;
  const token = (await apiData(base, 'POST', '/api/user/login', null, ADMIN)).token as string;
  const session = (
    await apiData(base, 'POST', '/api/session/createSession', token, {
      sessionData: {
        name: 'Workshop München',
        hotelName: 'Hotel Isar',
        totalRooms: '10',
        baseADR: '150',
        maxParticipants: '10',
        autoAssignTeams: true,
        teamSize: '1',
        rates,
        occupancy: { Sun: '40', Mon: '60', Tue: '70', Wed: '70', Thu: '65', Fri: '80', Sat: '75' },
        banquet: [],
        demandModel: 'none',
        language: 'de',
        currency: 'EUR',
      },
    })
  ).session as { id: string; gameCode: string };
  for (const r of requests) {
    const { total: _total, ...body } = r;
    await apiData(base, 'POST', '/api/session/addScenario', token, { ...body, sessionId: session.id });
  }
  const push = (name: string, args: unknown) => apiData(base, 'POST', '/api/sync/push', token, { protocol: 2, mutations: [{ id: ulid(), name, v: 1, args }] });

  // Lena's tablet follows the session into German; Maya picked English on hers and keeps it.
  const lena = await joins(browser, 'lena.bauer@isar.test', session.gameCode, null);
  const maya = await joins(browser, 'maya.patel@isar.test', session.gameCode, 'en');
  await waitForSync(lena);
  await waitForSync(maya);
  // Each joined a team of one, and leads it; the host starts the game.
  const participants = (await apiData(base, 'GET', `/api/session/getSessionDetails/${session.id}`, token)).session.participants as { id: string }[];
  expect(participants).toHaveLength(2);
  for (const { id } of participants)
    expect((await push('setMemberRole', { sessionId: session.id, memberId: id, role: 'captain' })).results[0]).toMatchObject({ status: 'applied' });
  expect((await push('setSessionStatus', { sessionId: session.id, status: 'live' })).results[0]).toMatchObject({ status: 'applied' });
  await expect(lena.getByRole('button', { name: de._('lobby.readyButton') })).toBeVisible({ timeout: 15_000 });
  await expect(maya.getByRole('button', { name: en._('lobby.readyButton') })).toBeVisible({ timeout: 15_000 });
  await expect(lena.locator('html')).toHaveAttribute('lang', 'de');
  await expect(maya.locator('html')).toHaveAttribute('lang', 'en');

  for (const [page, speak] of [
    [lena, de],
    [maya, en],
  ] as const) {
    // The lobby takes a team on to the game once it has started; a tablet still in the lobby says it is ready.
    const game = /\/game\/revenue-management\/game\//;
    const ready = page.getByRole('button', { name: speak._('lobby.readyButton') });
    await expect(page.locator('.game-header').or(ready.and(page.locator(':enabled')))).toBeVisible({ timeout: 30_000 });
    if (!game.test(page.url())) await ready.click();
    await page.waitForURL(game, { timeout: 15_000 });
    await page.getByRole('button', { name: speak._('play.welcome.start') }).click();
  }

  // The first request in each tablet's language, its total in euros, its description said anew.
  const first = requests[0]!;
  await expect(lena.locator('.request-desc')).toHaveText(
    de._('scenario.description', { type: 'RoomOnly', name: first.reservationName, nights: 2, day: 'Montag', rooms: 3, banquets: 0, total: euros(first.total) }),
  );
  await expect(lena.getByText(euros(first.total)).first()).toBeVisible();
  const englishEuros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(first.total);
  await expect(maya.locator('.request-desc')).toContainText(`with the total rate of ${englishEuros}`);
  await expect(maya.getByRole('button', { name: en._('play.request.accept') })).toBeVisible();

  // Offline across a decision: Lena accepts the first request with no network; it waits, then reaches the server.
  await lena.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await lena.context().setOffline(true);
  await expect(lena.locator('.status-chip')).toContainText(de._('status.offline'));
  await lena.getByRole('button', { name: de._('play.request.accept') }).click();
  await expect(lena.locator('.status-chip')).toContainText(de._('status.waiting', { count: 1 }), { timeout: 15_000 });
  // Still offline, Lena tries her tablet in French, a language it has never shown: its catalogues come from the
  // service worker's cache. The waiting decision stays waiting; she goes back to German.
  const picker = lena.locator('.game-header').getByLabel(de._('language.label'));
  await picker.selectOption('fr');
  await expect(lena.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(lena.getByRole('button', { name: fr._('play.request.accept') })).toBeVisible();
  await expect(lena.locator('.status-chip')).toContainText(fr._('status.waiting', { count: 1 }));
  await lena.locator('.game-header').getByLabel(fr._('language.label')).selectOption('de');
  await expect(lena.getByRole('button', { name: de._('play.request.accept') })).toBeVisible();
  await lena.context().setOffline(false);
  await waitForSync(lena);

  for (const [page, speak] of [
    [lena, de],
    [maya, en],
  ] as const) {
    for (let n = page === lena ? 2 : 1; n <= requests.length; n++) {
      await page.getByRole('button', { name: speak._('play.request.accept') }).click();
      if (n < requests.length) await expect(page.locator('.request-desc')).toContainText(requests[n]!.reservationName);
    }
    await expect(page.getByRole('heading', { name: speak._('play.gameOver.title') })).toBeVisible({ timeout: 15_000 });
    await waitForSync(page);
  }
  const pulled = (await apiData(base, 'GET', '/api/sync/pull?since=0', token)).changes as { table: string; op: string; row?: { sessionId: string } }[];
  expect(pulled.filter((c) => c.table === 'decisions' && c.op === 'put' && c.row?.sessionId === session.id)).toHaveLength(2 * requests.length);

  // The host ends the game; the results, the report and its CSV are in German, the amounts in euros.
  expect((await push('setSessionStatus', { sessionId: session.id, status: 'ended' })).results[0]).toMatchObject({ status: 'applied' });
  const host = await (await browser.newContext({ viewport: TABLET, acceptDownloads: true })).newPage();
  await adminLogin(host, base);
  await host.goto(`${base}${GAME}/result/${session.id}`);
  await expect(host.getByRole('heading', { level: 1, name: de._('results.title.over') })).toBeVisible({ timeout: 20_000 });
  const result = (await apiData(base, 'GET', `/api/session/getResult/${session.id}`, token)).result as { name: string; revenue: number }[];
  await expect(host.locator('.leaderboard tbody tr').first()).toContainText(euros(result[0]!.revenue));

  const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: de._('results.downloadReport') }).click()]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  expect(csv).toContain(de._('results.csv.revenue', { currency: 'EUR' }));
  expect(csv).toContain(de._('results.csv.accepted'));
  expect(csv).not.toContain('INR');

  await host.getByRole('link', { name: de._('results.printableReport') }).click();
  await expect(host.locator('.report-team')).toHaveCount(2);
  await expect(host.locator('main')).toContainText(euros(result[0]!.revenue));
  await expect(host.locator('main')).not.toContainText('₹');
});

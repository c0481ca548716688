/**
 * Prerendered pages (decision 012): each paints its real content before any
 * script runs, and React adopts that HTML without a hydration mismatch: the
 * login whole, a site page island by island, each when a visitor reaches for it.
 */
import { expect, type Page } from '@playwright/test';
import { PRERENDERED_PAGES, LOGIN_TEMPLATE_PATH } from '../src/app/prerendered-pages.js';
import { test, type FreshServer } from './support/fixtures.js';
import { waitForOfflineReady } from './support/game.js';
import { adoptIslands, holdIslands } from './support/islands.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const address = (path: string) => (path === LOGIN_TEMPLATE_PATH ? '/game/revenue-management/login/DEMO26' : path);

test('every prerendered page shows its heading, title and links with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, chrome } of PRERENDERED_PAGES) {
    await page.goto(`${server.url}${address(path)}`);
    await expect(page.locator('#root[data-prerendered]'), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(await page.title(), path).toMatch(/ · Front Desk RM$/);
    expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
    if (chrome === 'site') {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Front Desk RM home' }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
  }
  await context.close();
});

test('the login and the join page show their form with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/game/revenue-management/login`);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  for (const label of ['Role', 'Email', 'Game code']) await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goto(`${server.url}/game/revenue-management/login/DEMO26`);
  await expect(page.getByRole('heading', { name: 'Join a game' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Game code')).toHaveJSProperty('readOnly', true);
  await context.close();
});

/** Every console error or warning, and every uncaught error, while `run` goes on. */
async function problems(page: Page, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && seen.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  await run();
  return seen;
}

test('React adopts every prerendered page with no hydration error or warning: the login whole, a site page island by island', async ({ browser }) => {
  for (const { path, chrome } of PRERENDERED_PAGES) {
    // A first visit each time: no service worker yet, so the server's prerendered HTML is what hydrates.
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = await problems(page, async () => {
      await page.goto(`${server.url}${address(path)}`);
      if (chrome === 'site') {
        await expect(page.locator('#root[data-islands] [data-island="site-header"]'), path).toHaveCount(1);
        await adoptIslands(page);
      } else {
        // The login's app starts when the visitor turns to the form.
        await page.getByLabel('Email').focus();
        await expect(page.locator('#root[data-hydrated]'), path).toHaveCount(1);
      }
      await page.waitForLoadState('networkidle');
    });
    expect(seen, path).toEqual([]);
    await context.close();
  }
});

test('offline, the service worker serves the login pages as themselves, and the site and the lobby from the shell', async ({ page, context }) => {
  await page.goto(`${server.url}/about`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  for (const path of ['/game/revenue-management/login', '/game/revenue-management/login/OFF123']) {
    await page.goto(`${server.url}${path}`);
    await page.getByLabel('Email').focus();
    await expect(page.locator('#root[data-prerendered][data-hydrated]'), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await expect(page.getByLabel('Game code')).toHaveValue('OFF123');
  // The site's pages are not precached (decision 012): the shell renders them, whole, from the cached code.
  await page.goto(`${server.url}/charter`);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto(`${server.url}/game/revenue-management/team-lobby/T1`);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('a first load of the login runs none of the app until the visitor turns to it, and the join page shows its code from the start', async ({ page }) => {
  await page.goto(`${server.url}/game/revenue-management/login/demo26`);
  await expect(page.getByRole('heading', { name: 'Join game DEMO26' })).toBeVisible();
  await expect(page.getByLabel('Game code')).toHaveValue('DEMO26');
  await expect(page).toHaveTitle('Join game DEMO26 · Front Desk RM');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  await page.getByLabel('Email').focus();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Join game DEMO26' })).toBeVisible();
  await expect(page.getByLabel('Game code')).toHaveValue('DEMO26');

  await page.goto(`${server.url}/game/revenue-management/login`);
  await page.getByLabel('Role').selectOption('admin');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
});

test('a tablet that speaks German is not kept waiting: its login is drawn again in German at once, and its buttons answer', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${server.url}/game/revenue-management/login`);
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await page.waitForURL(/\/team-lobby\/PRACTICE$/);
  await context.close();
});

test('a press on the login before the app has adopted it is made again once it has', async ({ page }) => {
  const release = await holdScript(page);
  await page.goto(`${server.url}/game/revenue-management/login`);
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  release();
  await page.waitForURL(/\/team-lobby\/PRACTICE$/);
});

test('a player who turns to the join form fetches the lobby while typing; a join page left alone does not', async ({ browser }) => {
  // Without the service worker, whose install fetches every script anyway.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const LOBBY_CODE = /\/assets\/lobby-page-[\w-]+\.js$/;
  const lobbyFetches: string[] = [];
  page.on('request', (request) => {
    if (LOBBY_CODE.test(request.url())) lobbyFetches.push(request.url());
  });
  await page.goto(`${server.url}/game/revenue-management/login/DEMO26`);
  await page.waitForLoadState('networkidle');
  expect(lobbyFetches).toEqual([]);

  const fetched = page.waitForRequest(LOBBY_CODE);
  await page.getByLabel('Email').focus();
  await fetched;
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  expect(lobbyFetches).toHaveLength(1);
  await context.close();
});

test('what a visitor does on the login before its script runs is kept: the role picked, the e-mail typed', async ({ page }) => {
  const release = await holdScript(page);
  await page.goto(`${server.url}/game/revenue-management/login`, { waitUntil: 'commit' });
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Email').fill('early@example.com');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  release();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('early@example.com');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('the site header works once hydrated: a menu opens on a click', async ({ page }) => {
  await page.goto(`${server.url}/about`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Company' }).click();
  await expect(page.getByRole('link', { name: /Contact/ }).first()).toBeVisible();
});

test('a site page runs none of the app until a visitor reaches for a part of it, then adopts only that part', async ({ page }) => {
  // The pointer rests at the page's edge, off every part: the headless shell puts it at the top left, on the header,
  // and a pointer over the header as the page loads is a visitor reaching for it. It is moved on a file of the same
  // site (no page, no script), so the browser still has it there when the page draws.
  await page.goto(`${server.url}/manifest.webmanifest`);
  await page.mouse.move(2, 790);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto(`${server.url}/about`);
  await page.waitForLoadState('networkidle');
  // React and the adopter may be fetched ahead once the page is idle, but nothing runs: no island is adopted, no app entry.
  expect(scripts.filter((s) => /\/assets\/(index|site-header)-/.test(s))).toEqual([]);
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  // The pointer over the header wakes the header, and the page's toasts and live regions with it; nothing else.
  await page.getByRole('banner').getByRole('button', { name: 'Company' }).hover();
  await expect(page.locator('[data-island="site-header"][data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[data-island="site-services"][data-hydrated]')).toHaveCount(1);
  expect(scripts.some((s) => /\/assets\/site-header-/.test(s))).toBe(true);
  expect(scripts.some((s) => /\/assets\/index-/.test(s))).toBe(false);
  await expect(page.locator('[data-island="contact-button"]:not([data-hydrated])')).toHaveCount(0);
});

test("a phone's first tap on the menu, before the header's code has run, opens it once the code arrives", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdIslands(page);
  await page.goto(`${server.url}/`);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle mobile menu' });
  // The tap is kept while the code is on its way, not lost and not answered by a page load.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('what a visitor types into the calculator before its script runs is kept: name, hotel, currency', async ({ page }) => {
  const release = await holdIslands(page);
  await page.goto(`${server.url}/#calculator`);
  const calc = page.locator('#calculator');
  await calc.getByLabel('Your name').fill('Meera Joshi');
  await calc.getByLabel('Currency').selectOption('USD');
  await expect(calc.getByRole('button', { name: 'Next' })).toBeDisabled();
  release();
  await expect(page.locator('[data-island="calculator"][data-hydrated]')).toHaveCount(1);
  await expect(calc.getByLabel('Your name')).toHaveValue('Meera Joshi');
  await calc.getByRole('button', { name: 'Next' }).click();
  await expect(calc.getByLabel('Average room rate (USD)')).toBeVisible();
});

test('what a visitor types into the contact form before its script runs is kept and sent', async ({ page }) => {
  const release = await holdIslands(page);
  await page.goto(`${server.url}/company/contact`);
  const form = page.locator('form.contact-form');
  await form.getByLabel('Name').fill('Early Bird');
  await form.getByLabel('Email').fill('early.bird@example.com');
  await form.getByLabel('Message').fill('Typed before the page woke up.');
  release();
  await expect(page.locator('[data-island="contact-form"][data-hydrated]')).toHaveCount(1);
  await expect(form.getByLabel('Name')).toHaveValue('Early Bird');
  await expect(form.getByLabel('Message')).toHaveValue('Typed before the page woke up.');
  await form.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/thank/i).first()).toBeVisible();
});

/** A slow tablet: the page is up, its script held back until the returned function is called. */
async function holdScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

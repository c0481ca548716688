/** The site's shell in Chromium: every route's heading and title, the header on desktop and phone, the footer, redirects, the not-found page. */
import { expect } from '@playwright/test';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

/** Every route of docs/rules.md §12.1 the site serves, with the heading and tab title a visitor sees. */
const ROUTES = [
  { path: '/', heading: 'Answer every guest, price every night, train every team.', title: 'AI for hotels, restaurants and apartments · Front Desk RM' },
  { path: '/labs/overview', heading: 'Research labs: AI built inside real hotels', title: 'Research labs · Front Desk RM' },
  { path: '/labs/index', heading: 'Project index', title: 'Project index · Front Desk RM' },
  { path: '/labs/advancements', heading: 'Latest advancements', title: 'Latest advancements · Front Desk RM' },
  { path: '/labs/projects', heading: 'Latest advancements', title: 'Latest advancements · Front Desk RM' },
  { path: '/graveyard', heading: 'The graveyard: projects we retired', title: 'Graveyard · Front Desk RM' },
  { path: '/about', heading: 'We build AI for the people who run hotels', title: 'About us · Front Desk RM' },
  { path: '/charter', heading: 'Our charter', title: 'Our charter · Front Desk RM' },
  { path: '/security', heading: 'Security and privacy', title: 'Security and privacy · Front Desk RM' },
  { path: '/careers', heading: 'Careers at Front Desk RM', title: 'Careers · Front Desk RM' },
  { path: '/company/contact', heading: 'Contact us', title: 'Contact us · Front Desk RM' },
  { path: '/terms', heading: 'Terms of service', title: 'Terms of service · Front Desk RM' },
  { path: '/privacy', heading: 'Privacy policy', title: 'Privacy policy · Front Desk RM' },
  { path: '/brand', heading: 'Brand guidelines', title: 'Brand guidelines · Front Desk RM' },
  { path: '/policies', heading: 'Other policies', title: 'Other policies · Front Desk RM' },
  { path: '/products/ai-solutions', heading: 'AI solutions for hospitality teams', title: 'AI solutions · Front Desk RM' },
  { path: '/products/api', heading: 'The Front Desk RM API', title: 'API · Front Desk RM' },
  { path: '/tools/retvens/manage-client-automation', heading: 'Client automation manager', title: 'Client automation manager · Front Desk RM' },
  { path: '/tools/properties', heading: 'Property dashboard', title: 'Property dashboard · Front Desk RM' },
];

test('every route of the site renders its heading, its title, the header and the footer', async ({ page }) => {
  const year = String(new Date().getFullYear());
  for (const route of ROUTES) {
    await page.goto(`${server.url}${route.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Front Desk RM home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Front Desk RM`);
  }
});

test('the footer shows its three groups, the Indore office and the language', async ({ page }) => {
  await page.goto(`${server.url}/about`);
  const footer = page.getByRole('contentinfo');
  for (const group of ['Our Labs', 'Company', 'Legal']) await expect(footer.getByRole('heading', { name: group })).toBeVisible();
  await expect(footer).toContainText('Indore, Madhya Pradesh');
  await expect(footer).toContainText('English (US)');
  await footer.getByRole('link', { name: 'Latest advancements' }).click();
  await expect(page).toHaveURL(/\/labs\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest advancements');
});

test('/safety goes to the security page, an unknown address shows the not-found page, and game routes have no site header or footer', async ({ page }) => {
  await page.goto(`${server.url}/safety`);
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security and privacy');

  await page.goto(`${server.url}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto(`${server.url}/game/revenue-management/login`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Front Desk RM home' })).toHaveCount(0);
  await expect(page.getByText('English (US)')).toHaveCount(0);
});

test('desktop: a dropdown opens on hover or click, closes on Escape, and a chosen link navigates and closes it', async ({ page }) => {
  await page.goto(`${server.url}/`);
  const header = page.getByRole('banner');
  await expect(header).not.toHaveClass(/is-opaque/);
  // The search button's tooltip waits its 700 ms delay, then shows.
  await header.getByRole('link', { name: 'Search projects' }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveText('Search projects');
  const labs = header.getByRole('button', { name: 'Our Labs' });
  await labs.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const overview = header.getByRole('link', { name: /Overview\s*Our research initiatives/ });
  await expect(overview).toBeVisible();
  await expect(labs).toHaveAttribute('aria-expanded', 'true');
  // Opaque while a dropdown is open.
  await expect(header).toHaveClass(/is-opaque/);
  await page.keyboard.press('Escape');
  await expect(overview).toBeHidden();

  await header.getByRole('button', { name: 'Products' }).click();
  await header.getByRole('link', { name: /API\s*Integrate our AI/ }).click();
  await expect(page).toHaveURL(/\/products\/api$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Front Desk RM API');
  await expect(header.getByRole('link', { name: /API\s*Integrate our AI/ })).toBeHidden();

  await header.getByRole('button', { name: 'Safety' }).click();
  await header.getByRole('link', { name: /Safety Overview/ }).click();
  await expect(page).toHaveURL(/\/security$/);

  // By keyboard: Enter opens, Tab reaches the links, Escape closes and returns to the trigger.
  const company = header.getByRole('button', { name: 'Company' });
  await company.focus();
  // Focus wakes the header; a reader's Enter comes a moment later, once it answers. (Once the service worker has
  // installed, as it may have by now, a site page comes from the app's shell, all of it React's at once: no island waits.)
  await expect(page.locator('[data-island="site-header"]:not([data-hydrated])')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: /About Us\s*Our mission/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: /About Us/ })).toBeHidden();
  await expect(company).toBeFocused();

  // Opaque once the page is scrolled.
  await page.mouse.move(640, 600);
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveClass(/is-opaque/);
});

test('a reader who reaches the header before its script has run is answered: focus wakes it and stays where the reader put it', async ({ page }) => {
  // The page's own script held back until the reader is already on a menu button, as on a slow tablet.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site-[\w-]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': that event waits for the page's module scripts, the one held back here.
  await page.goto(`${server.url}/security`, { waitUntil: 'commit' });
  const company = page.getByRole('banner').getByRole('button', { name: 'Company' });
  await company.focus();
  release();
  await expect(page.locator('[data-island="site-header"][data-hydrated]')).toHaveCount(1);
  await expect(company).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: /About Us\s*Our mission/ })).toBeFocused();
});

test("the shell: a skip link first, focus on the new page's heading after a link, anchors below the sticky header, dialogs that close by their button, carousels of whole cards", async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  // The first Tab reaches the skip link, shown; Enter takes the reader to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  // A link followed: focus is on the new page's heading, not left on the body.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build AI for the people who run hotels');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // An anchor lands below the 72 px sticky header.
  await page.goto(`${server.url}/`);
  await page.getByRole('link', { name: 'Estimate your revenue loss' }).click();
  await expect(page).toHaveURL(/#calculator$/);
  await expect.poll(async () => (await page.locator('#calculator').boundingBox())!.y).toBeGreaterThanOrEqual(72);

  // The contact dialog has its title in view and a close button.
  await page.getByRole('button', { name: 'Contact us' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get in touch' });
  await expect(dialog.getByRole('heading', { name: 'Get in touch' })).toHaveCSS('color', 'rgb(17, 24, 39)');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Every carousel shows whole cards: each is fully inside its track or wholly out of it.
  for (const track of await page.locator('[aria-roledescription=carousel] ul').all()) {
    const cut = await track.evaluate((ul) => {
      const box = ul.getBoundingClientRect();
      return [...ul.children].filter((li) => {
        const r = li.getBoundingClientRect();
        const shown = Math.min(r.right, box.right) - Math.max(r.left, box.left);
        return shown > 1 && shown < r.width - 1;
      }).length;
    });
    expect(cut).toBe(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu: one group open at a time, scrolling locked, closed by a link', async ({ page }) => {
    await page.goto(`${server.url}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Our Labs' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Toggle mobile menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    const menu = page.locator('#mobile-menu');
    const products = menu.getByRole('button', { name: 'Products' });
    const company = menu.getByRole('button', { name: 'Company' });
    await products.click();
    await expect(menu.getByRole('link', { name: /AI Solutions/ })).toBeVisible();
    await company.click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: /AI Solutions/ })).toBeHidden();
    await company.click();
    await expect(company).toHaveAttribute('aria-expanded', 'false');

    await company.click();
    await menu.getByRole('link', { name: /About Us/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('Escape and a route change close the mobile menu', async ({ page }) => {
    await page.goto(`${server.url}/careers`);
    const toggle = page.getByRole('button', { name: 'Toggle mobile menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    await page.goBack();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('when a page cannot load', () => {
  test.use({ serviceWorkers: 'block' });

  test('the route error page apologises and offers a refresh that reloads the page', async ({ page }) => {
    // A screen the app renders (the login, adopted whole) whose code does not arrive.
    let broken = true;
    await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => (broken ? route.abort() : route.continue()));
    await page.goto(`${server.url}/game/revenue-management/login`);
    // The app starts when the visitor turns to the form.
    await page.getByLabel('Email').focus();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(
      page.getByText('We apologize for the inconvenience. Please try refreshing the page or contact support if the problem persists.'),
    ).toBeVisible();
    broken = false;
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('a part of a site page whose code does not arrive says so where it was pressed, and answers after a reload', async ({ page }) => {
    let broken = true;
    await page.route(/\/assets\/careers-page-[^/]+\.js$/, (route) => (broken ? route.abort() : route.continue()));
    await page.goto(`${server.url}/careers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Front Desk RM');
    // The first role's button, whatever it says (View Details, then Hide Details).
    const details = page.locator('.job .card-foot button').first();
    await expect(details).toHaveText(/View Details/);
    await details.click();
    const problem = page.getByRole('alert').filter({ hasText: 'This part of the page could not load' });
    await expect(problem.first()).toHaveText(
      'This part of the page could not load: the connection may be down. Once you are back online, reload the page to use it.',
    );
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    broken = false;
    await page.reload();
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(problem).toHaveCount(0);
  });
});

/** The site's content that does something: the project index's search and filter, and the spec's figures on the company pages. */
import { expect } from '@playwright/test';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

test('the project index filters its list by typed text and by category', async ({ page }) => {
  await page.goto(`${server.url}/labs/index`);
  const projects = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
  // count() does not wait: let the page's chunk render its list first.
  await expect(projects.first()).toBeVisible();
  const all = await projects.count();
  expect(all).toBeGreaterThan(5);
  await expect(page.getByLabel('Category').locator('option')).toHaveText([
    'All Projects',
    'AI Foundation',
    'Guest Experience',
    'Operations',
    'Security',
    'Integration',
  ]);

  await page.getByLabel('Category').selectOption('Security');
  await expect.poll(() => projects.count()).toBeLessThan(all);
  const security = await projects.count();
  expect(security).toBeGreaterThan(0);
  await expect(projects.locator('.tag')).toHaveText(Array.from({ length: security }, () => 'Security'));

  await page.getByLabel('Category').selectOption('All Projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('whatsapp');
  await expect(projects).toHaveCount(1);
  await expect(projects.first().getByRole('heading')).toHaveText('Concierge Chat');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('no project has this word');
  await expect(page.getByText('No project matches.')).toBeVisible();
});

test('security, careers and brand pages show the spec’s figures', async ({ page }) => {
  await page.goto(`${server.url}/security`);
  for (const cert of ['ISO 27001 Certified', 'SOC 2 Type II Compliant', 'GDPR Compliant', 'PCI DSS Certified'])
    await expect(page.getByRole('heading', { name: cert })).toBeVisible();
  for (const measure of ['Data Encryption', 'Privacy Protection', 'Infrastructure Security', 'AI Safety'])
    await expect(page.getByRole('heading', { name: measure })).toBeVisible();
  await expect(page.getByText('99.99%')).toBeVisible();

  await page.goto(`${server.url}/careers`);
  for (const role of ['Senior AI Engineer', 'Product Manager - AI', 'UX Researcher', 'AI Safety Researcher'])
    await expect(page.getByRole('heading', { name: role, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Details' })).toHaveCount(4);

  await page.goto(`${server.url}/brand`);
  for (const hex of ['#8B5CF6', '#EC4899', '#000000', '#FFFFFF']) await expect(page.getByText(hex, { exact: true })).toBeVisible();
  for (const size of ['ZIP · 12MB', 'PDF · 8MB', 'Figma · 15MB']) await expect(page.getByText(size)).toBeVisible();

  await page.goto(`${server.url}/about`);
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/company\/contact$/);
});

test('the home page shows its sections in the spec’s order, links the hero to the review assistant, and steps the developer carousel 424 px with three cards in view', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Try the Review Response Assistant' }).first()).toHaveAttribute('href', '/tools/review-response-assistant');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Revenue loss calculator',
    'Innovations',
    'For every kind of property',
    'Premium plan',
    'Developer platform',
    'Success stories',
    'News',
    'Articles',
    'Talk to us',
    'Have a question about your property?',
    'What our clients say',
  ]);
  for (const claim of ['-70%', '15+', '500+', '100%']) await expect(main.locator('.home-hero').getByText(claim, { exact: true })).toBeVisible();

  const dev = page.getByRole('region', { name: 'Developer platform carousel' });
  const track = dev.getByRole('list', { name: 'Developer platform' });
  await track.scrollIntoViewIfNeeded();
  const cards = await track.getByRole('listitem').evaluateAll((items) => items.map((el) => el.getBoundingClientRect().width));
  const width = await track.evaluate((el) => el.clientWidth);
  // Three cards and the two 24 px gaps between them fill the view.
  expect(Math.floor((width + 24) / (cards[0]! + 24))).toBe(3);
  await expect(dev.getByRole('button', { name: 'Previous: Developer platform' })).toBeDisabled();
  await dev.getByRole('button', { name: 'Next: Developer platform' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(424);
  await expect(dev.getByRole('button', { name: 'Previous: Developer platform' })).toBeEnabled();
});

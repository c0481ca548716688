/**
 * Toasts as a host on a phone meets them (issue 22): a step's error toast never
 * covers the step indicator or the button it is about, is not shown twice, and
 * goes once the step succeeds.
 */
import { expect, type Locator } from '@playwright/test';
import { adminLogin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the wizard's error toast at ${viewport.width}x${viewport.height}: clear of the steps and the buttons, once, and gone when the step is put right`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await adminLogin(page, server.url);
    await page.goto(`${server.url}/game/revenue-management/create-session`);
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a session name' });
    await expect(toast).toBeVisible();
    // Let it finish sliding in before measuring where it sits.
    await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await overlaps(toast, page.getByRole('list', { name: 'Steps' }))).toBe(false);
    expect(await overlaps(toast, next)).toBe(false);
    expect(await overlaps(toast, page.getByLabel('Session Name'))).toBe(false);

    // The same mistake again: the message is not shown a second time.
    await next.click();
    await expect(page.locator('.rule-message')).toHaveText('Please enter a session name');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a session name' })).toHaveCount(1);

    // Put right, the step moves on and its error toast goes with it.
    await page.getByLabel('Session Name').fill('Monsoon Batch');
    await page.getByLabel('Hotel Name').fill('Heritage Suites Udaipur');
    await next.click();
    await expect(page.getByRole('heading', { name: 'Hotel Configuration' }).or(page.getByLabel('Total Rooms'))).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a session name' })).toHaveCount(0);
    // A new mistake on the next step is news, and shows.
    await next.click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a valid number of rooms' })).toBeVisible();
  });
}

/**
 * No button that does nothing (issue 23): on every page of the site, each
 * visible button and button-styled link (`.btn`) in the page's <main> is
 * pressed on a fresh load of the page, one at a time, and something a visitor
 * sees must follow: the address changes, a dialog opens, something expands,
 * the page or a carousel scrolls, the text on screen changes, a file
 * downloads, a new tab or the mail app opens, or the browser points at the
 * form field still to fill in.
 */
import { expect, type Page } from '@playwright/test';
import { GAME, SITE_ROUTES } from './support/screens.js';
import { adoptIslands } from './support/islands.js';
import { test, type FreshServer } from './support/fixtures.js';

/** The site's pages: the route table's, the property dashboard and the not-found page; the game's screens have their own tests. */
const ROUTES = SITE_ROUTES.filter((path) => !path.startsWith(GAME));

/** What a visitor can see of the page at one moment. */
interface View {
  url: string;
  dialogs: number;
  expanded: string;
  scroll: string;
  text: string;
  invalidFocus: boolean;
  external: string | null;
}

// Every load the same first visit: without a service worker, each page comes as the server sends it.
test.use({ serviceWorkers: 'block' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

test.beforeEach(async ({ context }) => {
  // Links out of the site (a map's directions) answer from here: the test needs the new tab, not the internet.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ contentType: 'text/plain', body: 'outside the site' }));
  // A mailto: or tel: link hands over to another app, which the page never sees: note that it was followed.
  await context.addInitScript(() => {
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!/^(mailto|tel):/.test(href) || event.defaultPrevented) return;
      (window as unknown as { externalOpened: string }).externalOpened = href;
      event.preventDefault();
    });
  });
});

const CONTROLS = 'main :is(button, .btn)';

/** The controls a visitor can press right now, by their names, in page order. */
function pressable(page: Page): Promise<string[]> {
  return page.locator(CONTROLS).evaluateAll((elements) =>
    elements.map((el) => {
      const shown = el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().width > 0;
      const off = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
      const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText).replace(/\s+/g, ' ').trim();
      return shown && !off ? name : '';
    }),
  );
}

function look(page: Page): Promise<View> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const scrolled = [...document.querySelectorAll('main *')]
      .filter((el) => el.scrollLeft > 0 || el.scrollTop > 0)
      .map((el) => `${Math.round(el.scrollLeft)},${Math.round(el.scrollTop)}`);
    const open = [...document.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"], [role="alertdialog"]')].filter((d) => d.checkVisibility());
    return {
      url: location.href,
      dialogs: open.length,
      expanded: [...document.querySelectorAll('[aria-expanded]')].map((el) => el.getAttribute('aria-expanded')).join(),
      scroll: `${Math.round(window.scrollX)},${Math.round(window.scrollY)} ${scrolled.join(' ')}`,
      text: `${main?.innerText ?? ''}\n${open.map((d) => d.innerText).join('\n')}\n${document.querySelector('[data-sonner-toaster]')?.textContent ?? ''}`,
      invalidFocus: document.activeElement?.matches(':invalid') ?? false,
      external: (window as unknown as { externalOpened?: string }).externalOpened ?? null,
    };
  });
}

/** What changed between two views, in a visitor's words; null when nothing did. */
function difference(before: View, after: View): string | null {
  if (after.url !== before.url) return `went to ${after.url}`;
  if (after.dialogs > before.dialogs) return 'opened a dialog';
  if (after.expanded !== before.expanded) return 'expanded or collapsed something';
  if (after.external && after.external !== before.external) return `opened ${after.external}`;
  if (after.invalidFocus && !before.invalidFocus) return 'pointed at the field still to fill in';
  if (after.scroll !== before.scroll) return 'scrolled';
  if (after.text !== before.text) return 'changed the text';
  return null;
}

/** Waits until the page stops changing on its own (lazy sections arriving as they come near), so a change after a press is the press's. */
async function settle(page: Page) {
  let last = JSON.stringify(await look(page));
  const unchanged = async () => {
    const now = JSON.stringify(await look(page));
    const same = now === last;
    last = now;
    return same;
  };
  // A page still changing after 3 s is looked at as it is.
  await expect
    .poll(unchanged, { intervals: [250], timeout: 3000 })
    .toBe(true)
    .catch(() => {});
}

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await expect(page.locator('main')).toBeVisible();
  // A prerendered page shows its buttons before its script runs: press them once React has adopted its islands.
  await adoptIslands(page);
  await settle(page);
}

for (const path of ROUTES) {
  test(`every button on ${path} does something a visitor sees`, async ({ page }) => {
    // What happens outside the page itself: a new tab, a download.
    const outside: { seen: string | null } = { seen: null };
    page.on('popup', (popup) => {
      outside.seen = `opened a new tab at ${popup.url()}`;
      void popup.close();
    });
    page.on('download', (download) => {
      outside.seen = `downloaded ${download.suggestedFilename()}`;
    });

    await open(page, path);
    const names = await pressable(page);
    const failures: string[] = [];
    let pressed = 0;
    for (const [index, name] of names.entries()) {
      if (!name) continue;
      if (pressed++ > 0) await open(page, path);
      const control = page.locator(CONTROLS).nth(index);
      await control.scrollIntoViewIfNeeded();
      await settle(page);
      const before = await look(page);
      outside.seen = null;
      await control.click();
      let effect: string | null = null;
      const effectSeen = async () => {
        // A press that leaves the page takes the old page's scripts with it: that is a change of address.
        const after = await look(page).catch(() => ({ ...before, url: page.url() }));
        effect = outside.seen ?? difference(before, after);
        return effect;
      };
      await expect
        .poll(effectSeen, { intervals: [200], timeout: 2400 })
        .not.toBeNull()
        .catch(() => {});
      if (!effect) failures.push(`${path}: "${name}" did nothing`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

/**
 * Playing by keyboard, and listening as a screen reader would: where focus is,
 * how many Tabs it takes to reach a control, and what the page's live regions
 * said (collected from the DOM as they change).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface Heard {
  live: 'polite' | 'assertive';
  text: string;
}

declare global {
  interface Window {
    __heard?: Heard[];
    __heardAll?: Heard[];
  }
}

/**
 * From the next page load on, every change of a live region's words is written
 * down (an `aria-live` region, a status or an alert), as a screen reader would
 * hear it. A region whose words are the same as last time is not heard again.
 */
export async function listenToLiveRegions(page: Page) {
  await page.addInitScript(() => {
    const heard: { live: 'polite' | 'assertive'; text: string }[] = [];
    const all: { live: 'polite' | 'assertive'; text: string }[] = [];
    window.__heard = heard;
    window.__heardAll = all;
    const REGION = '[aria-live], [role="status"], [role="alert"]';
    const last = new WeakMap<Element, string>();
    const observer = new MutationObserver((records) => {
      const touched = new Set<Element>();
      for (const r of records) {
        const at = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = at?.closest(REGION);
        if (region) touched.add(region);
        r.addedNodes.forEach((n) => {
          if (n instanceof Element && n.matches(REGION)) touched.add(n);
        });
      }
      for (const region of touched) {
        const live = region.getAttribute('aria-live') ?? (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
        if (live === 'off') continue;
        const text = (region.textContent ?? '')
          .replace(/\u00a0/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        if (!text || last.get(region) === text) continue;
        last.set(region, text);
        const entry = { live: live === 'assertive' ? ('assertive' as const) : ('polite' as const), text };
        heard.push(entry);
        all.push(entry);
      }
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  });
}

/** What the live regions have said since the last call (the log is emptied). */
export function heardSince(page: Page): Promise<Heard[]> {
  return page.evaluate(() => (window.__heard ?? []).splice(0));
}

/** Everything the live regions have said since the page loaded. */
export function allHeard(page: Page): Promise<Heard[]> {
  return page.evaluate(() => [...(window.__heardAll ?? [])]);
}

/** The focused element as a reader names it: its role-ish tag, id and text. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', id: '', text: '' };
    return { tag: el.tagName.toLowerCase(), id: el.id, text: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() };
  });
}

/**
 * Presses Tab (or Shift+Tab) until a control whose name matches is focused, and
 * says how many presses it took; fails past `limit`.
 */
export async function tabTo(page: Page, name: RegExp, { back = false, limit = 40 } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (name.test(now.text)) return presses;
  }
  throw new Error(`No control named ${name} within ${limit} ${back ? 'Shift+Tabs' : 'Tabs'}; focus is on ${JSON.stringify(await focused(page))}`);
}

/** Waits for the request card's buttons to take input (they ignore it for a moment after a new request). */
export async function armed(page: Page) {
  await expect(page.locator('.request-actions')).not.toHaveClass(/arming/);
}

/** Presses Tab until `target` has focus, and says how many presses it took. */
export async function tabUntil(page: Page, target: Locator, limit = 40): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${String(target)} not reached within ${limit} Tabs`);
}

/**
 * What a screen must be on every device it is sold for: nothing wider than the
 * viewport, no control off its edge, no text cut by its box, touch targets a
 * finger can hit, and no serious accessibility finding. Each check returns the
 * problems it found as sentences, so a failing test says what to fix.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

export interface Size {
  name: string;
  width: number;
  height: number;
  /** A phone or a tablet: targets must be 44x44. */
  touch: boolean;
}

export const SIZES: Size[] = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'tablet', width: 768, height: 1024, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
];

export const PROJECTOR: Size = { name: 'projector', width: 1920, height: 1080, touch: false };

/** WCAG 2.5.5's size for a touch target. */
export const MIN_TARGET = 44;

/** The geometric checks, run in the page. */
export function layoutProblems(page: Page, touch: boolean): Promise<string[]> {
  return page.evaluate(
    ({ touch, minTarget }) => {
      const problems: string[] = [];
      const vw = document.documentElement.clientWidth;
      const describe = (el: Element) => {
        const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('title') ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `<${el.tagName.toLowerCase()}${cls}> "${label}"`;
      };
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      };
      // A control inside a container that scrolls sideways on purpose (a carousel) is reached by scrolling it.
      const inSideScroller = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth) return p;
        }
        return null;
      };
      // Hidden from view by an ancestor that clips (a collapsed menu, a closed disclosure).
      const clippedAway = (el: Element) => {
        const r = el.getBoundingClientRect();
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.overflow === 'visible' && s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const c = p.getBoundingClientRect();
          if (r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom) return true;
        }
        return false;
      };

      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`);

      const controls = [
        ...document.querySelectorAll(
          'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex="-1"])',
        ),
      ].filter(visible);
      for (const el of controls) {
        if (el.closest('[aria-hidden=true], [inert]')) continue;
        if (clippedAway(el)) continue;
        const r = el.getBoundingClientRect();
        if ((r.left < -1 || r.right > vw + 1) && !inSideScroller(el))
          problems.push(`${describe(el)} is outside the viewport (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
        if (touch) {
          let target = r;
          // A checkbox or radio is hit through its label.
          if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
            const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
            if (label) target = label.getBoundingClientRect();
          }
          // WCAG's inline exception: a link inside a sentence.
          const inline =
            el.tagName === 'A' &&
            getComputedStyle(el).display === 'inline' &&
            (el.parentElement?.innerText.trim().length ?? 0) > (el as HTMLElement).innerText.trim().length + 10;
          if (!inline && (target.width < minTarget - 0.5 || target.height < minTarget - 0.5))
            problems.push(`${describe(el)} is ${Math.round(target.width)}x${Math.round(target.height)}, under ${minTarget}x${minTarget}`);
        }
      }

      // Text cut by its box: wider content than the box, unless it is an ellipsis with the whole text in a title.
      for (const el of document.body.querySelectorAll('*')) {
        if (!visible(el) || el.closest('svg, [aria-hidden=true]')) continue;
        // Text for screen readers only (the 1 px clip pattern) is cut on purpose.
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        if (!ownText) continue;
        const s = getComputedStyle(el);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') continue;
        if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
        if (s.textOverflow === 'ellipsis' && (el.getAttribute('title') || el.closest('[title]'))) continue;
        problems.push(`${describe(el)} has text ${el.scrollWidth}px wide in a ${el.clientWidth}px box`);
      }

      // A box that scrolls sideways hides part of what it holds (the week's last nights, a table's last columns);
      // only a carousel, which says so, may.
      for (const el of document.body.querySelectorAll('*')) {
        const o = getComputedStyle(el).overflowX;
        if ((o === 'auto' || o === 'scroll') && el.scrollWidth > el.clientWidth + 1 && visible(el) && !el.closest('[aria-roledescription=carousel]')) {
          problems.push(`${describe(el)} scrolls sideways: ${el.scrollWidth}px of content in ${el.clientWidth}px`);
        }
      }

      // A carousel shows whole cards: each is inside its track or wholly out of it.
      for (const track of document.querySelectorAll('[aria-roledescription=carousel] ul')) {
        const box = track.getBoundingClientRect();
        for (const card of track.children) {
          const r = card.getBoundingClientRect();
          const shown = Math.min(r.right, box.right) - Math.max(r.left, box.left);
          if (shown > 1 && shown < r.width - 1)
            problems.push(`carousel card ${describe(card)} is cut: ${Math.round(shown)} of ${Math.round(r.width)}px in view`);
        }
      }

      // A chart's labels as drawn: the font size times the SVG's scale on screen.
      for (const text of document.querySelectorAll('svg text')) {
        if (!visible(text)) continue;
        const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 1;
        const px = parseFloat(getComputedStyle(text).fontSize) * scale;
        if (px < 11.5) problems.push(`chart label "${(text.textContent ?? '').trim()}" is drawn ${px.toFixed(1)}px high, under 12px`);
      }
      return problems;
    },
    { touch, minTarget: 44 },
  );
}

/**
 * Type a room reads from its back rows (issue 38): every piece of text inside
 * `root` at least `label` px as drawn, each of the `figures` at least
 * `figure` px, and no box cutting off what it holds. Text for screen readers
 * only and drawings are left out.
 */
export function textSizeProblems(
  page: Page,
  { root, label, figure, figures }: { root: string; label: number; figure: number; figures: string[] },
): Promise<string[]> {
  return page.evaluate(
    ({ root, label, figure, figures }) => {
      const problems: string[] = [];
      const scope = document.querySelector(root);
      if (!scope) return [`no ${root} on the page`];
      const describe = (el: Element) =>
        `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const shown = (el: Element) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 1 && r.height > 1;
      };
      for (const el of scope.querySelectorAll('*')) {
        if (el.closest('svg, [aria-hidden=true]') || !shown(el)) continue;
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        if (!ownText) continue;
        const px = parseFloat(getComputedStyle(el).fontSize);
        if (px < label - 0.5) problems.push(`${describe(el)} is ${px.toFixed(1)}px, under ${label}px`);
      }
      // A box that clips what it holds hides the end of a list or a card: on a projector nobody can scroll it.
      for (const el of scope.querySelectorAll('*')) {
        const s = getComputedStyle(el);
        if (!shown(el) || el.closest('svg') || s.webkitLineClamp !== 'none') continue;
        if ((s.overflowY === 'hidden' || s.overflowY === 'clip') && el.scrollHeight > el.clientHeight + 1)
          problems.push(`${describe(el)} cuts off ${el.scrollHeight - el.clientHeight}px of what it holds below`);
        // Sideways too, except a single line that ends in an ellipsis and names itself in full in a title.
        const ellipsis = s.textOverflow === 'ellipsis' && (el.getAttribute('title') || el.closest('[title]'));
        if ((s.overflowX === 'hidden' || s.overflowX === 'clip') && !ellipsis && el.scrollWidth > el.clientWidth + 1)
          problems.push(`${describe(el)} cuts off ${el.scrollWidth - el.clientWidth}px of what it holds at the side`);
      }
      for (const selector of figures) {
        for (const el of scope.querySelectorAll(selector)) {
          if (!shown(el)) continue;
          const px = parseFloat(getComputedStyle(el).fontSize);
          if (px < figure - 0.5) problems.push(`figure ${describe(el)} is ${px.toFixed(1)}px, under ${figure}px`);
        }
      }
      return problems;
    },
    { root, label, figure, figures },
  );
}

/** The projector's rule: labels 24 px and more at 1920x1080, its figures 32 px and more. */
export const PROJECTOR_TYPE = {
  root: '.projector',
  label: 24,
  figure: 32,
  figures: [
    '.pj-code',
    '.pj-facts dd',
    '.pj-night-value',
    '.pj-row-figure',
    '.pj-guest',
    '.pj-request-facts dd',
    '.pj-total strong',
    '.pj-position',
    '.projector-figures dd',
    '.pj-podium-revenue',
    '.pj-tally',
  ],
};

/**
 * axe-core's serious and critical findings, one line each. axe is run in the page itself: the app has no frames, and
 * @axe-core/playwright's default run sends its half-megabyte script three times and opens a blank page to finish in,
 * which took two thirds of a layout test's time.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `axe ${v.id} (${v.impact}): ${n.target.join(' ')}: ${v.help}`));
}

/** Both checks; the caller counts them. */
export async function screenProblems(page: Page, size: Size): Promise<{ problems: string[]; checks: number }> {
  // Colours are judged at rest: a request's buttons come alive after ARMING_MS and fade in, a dialog slides in.
  await page.waitForFunction(
    () =>
      !document.querySelector('.arming') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const layout = await layoutProblems(page, size.touch);
  const axe = await accessibilityProblems(page);
  return { problems: [...layout, ...axe], checks: 2 };
}

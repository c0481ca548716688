/**
 * Where focus goes when what held it is gone (a wizard step, a closed dialog
 * whose opener went, a finished game): to the new thing's heading, so a
 * keyboard or screen-reader user goes on from there instead of from the top
 * of the page.
 */

/** Focuses the element with `id` (made focusable by script only) on the next frame, once React has drawn it. */
export function focusHeading(id: string): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(id);
    if (!el) return;
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
    el.focus();
  });
}

/** Whether focus has fallen to the page: nothing in particular holds it. */
export function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

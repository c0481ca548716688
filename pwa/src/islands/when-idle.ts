/** Runs `work` once the page has loaded and the browser is idle (at the latest 2 s after the load). */
export function whenIdle(work: () => void): void {
  const afterLoad = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2_000 }) : setTimeout(work, 200));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

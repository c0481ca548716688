/**
 * Resolves once the element with this id comes within `margin` of the
 * viewport (at once where it cannot be watched: no such element, no
 * IntersectionObserver, or no document at all, as when a page is prerendered).
 * A prerendered part far down a page waits for it before loading its code, so
 * the first load carries only what the visitor sees.
 */
export function whenNear(id: string, margin = '400px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}

/**
 * What is loaded once, on first asking (a lazily imported chunk): every caller
 * gets the same load, and a load that failed is forgotten, so the next caller
 * tries again instead of being handed the old failure. (Whether the browser
 * then fetches a failed chunk again is its own affair: Chromium keeps the
 * failure for the page's life.) It lives in data/ because the data layer uses
 * it too, and data/ imports no app/, components/ or features/.
 *
 * @example
 * export const preloadEngine = loadOnce(() => import('./engine.js'));
 * void preloadEngine().catch(() => {}); // a failure is tried again by the next call
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

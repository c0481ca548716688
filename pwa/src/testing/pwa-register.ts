/** vite-plugin-pwa's virtual module for unit tests, where no service worker registers: nothing is ever waiting. */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => {};
}

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is prerendered and while React adopts that HTML, true
 * after (and at once on a screen rendered on the device). What only the
 * address or the device knows waits for it, so hydration finds what the
 * prerender wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * What a screen reader should hear that is not where focus is: a new booking
 * request, the timer's warnings, a rank that changed, the network going. Two
 * live regions for the whole app, present from the first paint, so a message
 * put into them is read (a region added together with its text often is not).
 */
import { useSyncExternalStore } from 'react';

export type Politeness = 'polite' | 'assertive';

let said: Record<Politeness, string> = { polite: '', assertive: '' };
const listeners = new Set<() => void>();

/** Says `text` once. The same words again are said again: a trailing no-break space makes the region change. */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  said = { ...said, [politeness]: said[politeness] === trimmed ? `${trimmed}\u00a0` : trimmed };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Announcer() {
  const now = useSyncExternalStore(
    subscribe,
    () => said,
    () => said,
  );
  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-announcer="polite">
        {now.polite}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true" data-announcer="assertive">
        {now.assertive}
      </div>
    </>
  );
}

/**
 * Around a tree React adopts from the page's HTML (an island, or the login
 * page whole): once the adoption has committed, the element is marked
 * `data-hydrated` and told so (`HYDRATED_EVENT`), and the entry that woke it
 * plays back what came early (a press, typed text, a hovering pointer).
 */
import { useEffect, type ReactNode } from 'react';
import { HYDRATED_EVENT } from './island-events.js';

export function Adopted({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = '';
    // Told once React is done with this commit: a change or a press played back inside it would be lost.
    const told = setTimeout(() => element.dispatchEvent(new Event(HYDRATED_EVENT)));
    return () => clearTimeout(told);
  }, [element]);
  return children;
}

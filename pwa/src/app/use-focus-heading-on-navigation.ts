/**
 * After a route change, focus goes to the new page's heading, so a screen
 * reader starts there and the next Tab is inside the page, not back at the
 * top: on the site and on every game and host screen (issue 26). Not on the
 * first load (the browser's own start), and not for an anchor.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page's own heading: the site's main h1, else the screen's first (a game or host header's). */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('h1');
}

export function useFocusHeadingOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const heading = pageHeading();
      // A modal that opened with the page (a welcome) keeps the focus it took.
      if (document.querySelector('dialog[open]')) return;
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
        return;
      }
      // The page's chunk or its data may still be on the way: try for about two seconds.
      if (++tries < 120) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

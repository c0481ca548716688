/**
 * A press on a button React has not adopted yet would do nothing: it is held,
 * the part of the page it belongs to is woken, and the press is made again
 * once React has adopted it (`HYDRATED_EVENT`). Used by the entries of the
 * prerendered pages (`site-entry.ts`, `login-entry.ts`), a few hundred bytes
 * with no import of React.
 */
import { HYDRATED_EVENT } from './island-events.js';

export interface EarlyPress {
  /** A press was held: wake the element's code. */
  held: () => void;
  /** The held press has been made again (or its button is gone). */
  played?: () => void;
}

export function holdEarlyPresses(element: HTMLElement, { held, played }: EarlyPress): void {
  element.addEventListener(
    'click',
    (event) => {
      if (element.dataset.hydrated !== undefined) return;
      const target =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('button, [role="button"], summary, input[type="checkbox"], input[type="radio"]')
          : null;
      // Links work without React: they load their page. Fields take their text as they are, and React reads it
      // when it adopts them; a box ticked early waits, unticked, and is ticked again once React can answer it.
      if (!target || !element.contains(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held();
      element.addEventListener(
        HYDRATED_EVENT,
        () => {
          played?.();
          if (target.isConnected) target.click();
        },
        { once: true },
      );
    },
    { capture: true },
  );
}

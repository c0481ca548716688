/**
 * The join page (`/game/revenue-management/login/{gameCode}`) is one
 * prerendered page for every game code, drawn at the template's address
 * (`login-template.ts`), whose code is too short to be any game's: it reads
 * "Join a game" with the code field empty, also with JavaScript off. Before
 * React adopts the page, the login's entry writes the address's code in, as
 * the login draws it: the heading (from the sentence the page carries in
 * `data-address-title`), the code field (`data-address-code`) and the tab's
 * title. So the page shows its code from the start, and React finds on the
 * page what it would draw.
 */
import { CODE_SLOT, LOGIN_PREFIX, TEMPLATE_CODE } from './login-template.js';

/** The game code in a join page's address as the login reads it (the router's decoded parameter, trimmed, upper case); null elsewhere. */
export function addressCode(pathname: string): string | null {
  if (!pathname.startsWith(LOGIN_PREFIX)) return null;
  const segment = pathname.slice(LOGIN_PREFIX.length).replace(/\/$/, '');
  if (!segment || segment.includes('/')) return null;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Not percent-encoding the browser can read: the router keeps it as it is, and so does this.
  }
  return decoded === TEMPLATE_CODE ? null : decoded.trim().toUpperCase();
}

/** Writes the address's code into the join page; any other page is left as it is. */
export function writeAddressCode(root: HTMLElement, pathname: string): void {
  const code = addressCode(pathname);
  if (!code) return;
  for (const heading of root.querySelectorAll<HTMLElement>('[data-address-title]')) {
    const before = heading.textContent ?? '';
    const after = (heading.dataset.addressTitle ?? '').replace(CODE_SLOT, code);
    heading.textContent = after;
    document.title = document.title.replace(before, after);
  }
  for (const field of root.querySelectorAll<HTMLInputElement>('input[data-address-code]')) {
    field.defaultValue = code;
    field.value = code;
  }
}

/**
 * A part of a prerendered page whose code could not load (offline before it
 * was ever cached) says so under itself, once a visitor has pressed it: they
 * are told, not left pressing. Styled here, since the page's own sheet may be
 * what could not load.
 */
export const problemOf = (element: HTMLElement) => (element.nextElementSibling?.classList.contains('island-problem') ? element.nextElementSibling : null);

export function sayCouldNotLoad(element: HTMLElement): void {
  if (problemOf(element)) return;
  const problem = document.createElement('p');
  problem.className = 'island-problem';
  problem.setAttribute('role', 'alert');
  Object.assign(problem.style, { color: '#b91c1c', fontWeight: '600', margin: '0.5rem 0' });
  // A module whose fetch failed stays failed for the life of the page in Chromium: only a reload fetches it again.
  problem.textContent = 'This part of the page could not load: the connection may be down. Once you are back online, reload the page to use it.';
  element.after(problem);
}

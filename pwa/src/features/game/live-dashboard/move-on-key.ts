/**
 * The host's shortcut to move the room on: N or the right arrow, with no
 * modifier (Ctrl+N is the browser's), and never while the host types in a
 * field, where N is a letter and the arrow moves the caret.
 */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  return el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

export function isMoveOnKey(e: KeyLike): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || e.defaultPrevented) return false;
  if (e.key !== 'n' && e.key !== 'N' && e.key !== 'ArrowRight') return false;
  return !isTyping(e.target);
}

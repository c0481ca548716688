/** Initials in a circle, coloured from the name so each member keeps one colour, dark enough for its white letters. */
import { hueUnderWhiteText } from './colours.js';

const HUES = [262, 330, 200, 150, 25, 285, 180, 350];

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Avatar({ name, initials, size = 44 }: { name: string; initials?: string; size?: number }) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = HUES[h % HUES.length]!;
  return (
    <span className="avatar" aria-hidden="true" style={{ width: size, height: size, background: hueUnderWhiteText(hue, 70) }}>
      {initials ?? initialsOf(name)}
    </span>
  );
}

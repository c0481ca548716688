/**
 * How the game writes a day: 'Nov 27, 2026', by the platform's `Intl` rather
 * than a date library, so the screens that show a date carry no formatting
 * code of their own to a tablet.
 */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 27, 2026' in the device's time zone; a date that does not read is a dash. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : DAY.format(d);
}

/**
 * The week. The specification spells days three ways (grid `Sun M T W Th F Sat`,
 * forms `Monday`..`Sunday`, occupancy `Sun Mon ... Sat`); docs/rules.md §10 rules that the
 * engine accepts them all and normalises each to one spelling per use.
 */
/** Keys of the room and banquet grids, in week order. */
export const GRID_DAYS = ['Sun', 'M', 'T', 'W', 'Th', 'F', 'Sat'] as const;
export type GridDay = (typeof GRID_DAYS)[number];

/** Keys of occupancy maps in the API. */
export const OCCUPANCY_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type OccupancyDay = (typeof OCCUPANCY_DAYS)[number];

/** Full names, as the add-scenario form offers them and as `checkInDay` is stored. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type DayName = (typeof DAY_NAMES)[number];

/** The form lists check-in days Monday to Sunday (docs/rules.md §5). */
export const CHECK_IN_DAY_OPTIONS: readonly DayName[] = [...DAY_NAMES.slice(1), DAY_NAMES[0]];

export const DAYS_IN_WEEK = 7;

/** How screens name a night: the grid's short keys spelled out as people read them. */
export const DAY_LABELS: Record<GridDay, string> = { Sun: 'Sun', M: 'Mon', T: 'Tue', W: 'Wed', Th: 'Thu', F: 'Fri', Sat: 'Sat' };

/** Index 0 (Sunday) .. 6 (Saturday) of any spelling, case-insensitive; null when unknown. */
export function dayIndex(day: string): number | null {
  const wanted = day.trim().toLowerCase();
  if (wanted === '') return null;
  for (let i = 0; i < DAYS_IN_WEEK; i++) {
    const spellings = [GRID_DAYS[i], OCCUPANCY_DAYS[i], DAY_NAMES[i]];
    if (spellings.some((s) => s!.toLowerCase() === wanted)) return i;
  }
  return null;
}

/** The `n`-th night of a stay that starts on `start`, wrapping Saturday to Sunday. */
export function nightIndex(start: number, n: number): number {
  return (start + n) % DAYS_IN_WEEK;
}

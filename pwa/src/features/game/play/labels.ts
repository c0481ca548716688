/**
 * The play screens' own words for what the engine names by an id (issue 54):
 * the week's nights as the grid heads them, a team's standing and a
 * room, said in the language spoken. The engine keeps them in English by their
 * ids (`M`, `In Progress`, `Room 3`); the days are named by `Intl` (`Format`),
 * the names every screen shares by `components/ui/engine-words.ts`.
 */
import { GRID_DAYS, type GridDay } from '@front-desk-rm/engine/domain';
import { dayShort } from '../../../components/ui/engine-words.js';
import type { Format } from '../../../i18n/format.js';
import type { Translate } from '../../../i18n/use-t.js';

/** The grid's nights as screens name them: 'Mon'. */
export function dayLabels(format: Pick<Format, 'weekday'>): Record<GridDay, string> {
  return Object.fromEntries(GRID_DAYS.map((d) => [d, dayShort(format, d)])) as Record<GridDay, string>;
}

/** A team's standing on the leaderboard: 'In Progress'; one the engine adds later, as it comes. */
export function resultStatusLabel(t: Translate, status: string): string {
  switch (status) {
    case 'Completed':
      return t('play.resultStatus.completed');
    case 'In Progress':
      return t('play.resultStatus.inProgress');
    case 'Waiting':
      return t('play.resultStatus.waiting');
    default:
      return status;
  }
}

/** A room of the grid by its key: 'Room 3'; a key of another shape, as it is. */
export function roomLabel(t: Translate, key: string): string {
  const number = /^Room (\d+)$/.exec(key)?.[1];
  return number === undefined ? key : t('play.grid.roomName', { number });
}

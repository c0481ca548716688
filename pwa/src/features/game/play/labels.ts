/**
 * The engine's names for the week's nights, the booking types and a team's
 * standing, said in the language spoken (issue 54): the engine keeps them in
 * English by their ids (`M`, `RoomOnly`, `In Progress`), and these screens
 * name each id from their catalogue.
 */
import { GRID_DAYS, dayIndex, type GridDay, type ScenarioType } from '@front-desk-rm/engine/domain';
import type { Translate } from '../../../i18n/use-t.js';

/** The grid's nights as screens name them: 'Mon'. */
export function dayLabels(t: Translate): Record<GridDay, string> {
  return {
    Sun: t('play.day.sun'),
    M: t('play.day.mon'),
    T: t('play.day.tue'),
    W: t('play.day.wed'),
    Th: t('play.day.thu'),
    F: t('play.day.fri'),
    Sat: t('play.day.sat'),
  };
}

/** A night of the week by its index, 0 (Sunday) to 6, as the grid names it. */
export function dayLabelAt(t: Translate, index: number): string {
  return dayLabels(t)[GRID_DAYS[index]!];
}

/** A day in any of the engine's spellings ('Thursday', as a request's check-in is stored) in full: 'Thursday'; one it does not know, as written. */
export function dayName(t: Translate, day: string): string {
  const names = [
    t('play.dayName.sunday'),
    t('play.dayName.monday'),
    t('play.dayName.tuesday'),
    t('play.dayName.wednesday'),
    t('play.dayName.thursday'),
    t('play.dayName.friday'),
    t('play.dayName.saturday'),
  ];
  const index = dayIndex(day);
  return index === null ? day : names[index]!;
}

/** "Thu", "Thu–Sat": a stay's nights as the request card shows them; empty with none. */
export function stayLabel(t: Translate, nights: readonly GridDay[]): string {
  if (nights.length === 0) return '';
  const days = dayLabels(t);
  return nights.length === 1 ? days[nights[0]!] : t('play.stay.range', { from: days[nights[0]!], to: days[nights[nights.length - 1]!] });
}

/** A booking type in words: 'Rooms and banquet'. */
export function bookingTypeLabel(t: Translate, type: ScenarioType): string {
  switch (type) {
    case 'RoomOnly':
      return t('play.bookingType.roomOnly');
    case 'BanquetOnly':
      return t('play.bookingType.banquetOnly');
    case 'RoomAndBanquet':
      return t('play.bookingType.roomAndBanquet');
  }
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

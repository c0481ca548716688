/**
 * The week's days on the projector in the device's language (issue 54): a
 * request's check-in day and the forecast's nights are stored as English
 * names ('Monday', 'Mon'), read back to the day they stand for.
 */
import { dayIndex } from '@front-desk-rm/engine/domain';
import type { Translate } from '../../../i18n/use-t.js';

/** Sunday to Saturday, in full. */
const DAY: ((t: Translate) => string)[] = [
  (t) => t('projector.day.sunday'),
  (t) => t('projector.day.monday'),
  (t) => t('projector.day.tuesday'),
  (t) => t('projector.day.wednesday'),
  (t) => t('projector.day.thursday'),
  (t) => t('projector.day.friday'),
  (t) => t('projector.day.saturday'),
];

/** Sunday to Saturday, as a night of the forecast ('Mon'). */
const NIGHT: ((t: Translate) => string)[] = [
  (t) => t('projector.night.sun'),
  (t) => t('projector.night.mon'),
  (t) => t('projector.night.tue'),
  (t) => t('projector.night.wed'),
  (t) => t('projector.night.thu'),
  (t) => t('projector.night.fri'),
  (t) => t('projector.night.sat'),
];

/** A day's full name ('Monday'); a day that does not read is shown as stored. */
export function dayName(t: Translate, day: string): string {
  const i = dayIndex(day);
  return i === null ? day : DAY[i]!(t);
}

/** A night's short name ('Mon'); a day that does not read is shown as stored. */
export function nightName(t: Translate, day: string): string {
  const i = dayIndex(day);
  return i === null ? day : NIGHT[i]!(t);
}

import type { Session } from '@front-desk-rm/engine/domain';
import type { Format } from '../../i18n/format.js';

/** 'Nov 23, 2026 - Nov 30, 2026' (docs/rules.md §2), each day as the language writes it ('23. Nov. 2026' in German). */
export function sessionDates(s: Pick<Session, 'startDate' | 'endDate'>, format: Pick<Format, 'day'>): string {
  return `${format.day(s.startDate)} - ${format.day(s.endDate)}`;
}

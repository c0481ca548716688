import type { Session } from '@front-desk-rm/engine/domain';
import { formatDay } from '@front-desk-rm/engine/format';

/** 'Nov 23, 2026 - Nov 30, 2026' (docs/rules.md §2). */
export function sessionDates(s: Pick<Session, 'startDate' | 'endDate'>): string {
  return `${formatDay(s.startDate)} - ${formatDay(s.endDate)}`;
}

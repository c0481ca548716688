import { format } from 'date-fns';
import type { Session } from '@front-desk-rm/engine/domain';

/** 'Nov 23, 2026 - Nov 30, 2026' (docs/rules.md §2). */
export function sessionDates(s: Pick<Session, 'startDate' | 'endDate'>): string {
  const day = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '—' : format(d, 'MMM d, yyyy');
  };
  return `${day(s.startDate)} - ${day(s.endDate)}`;
}

/**
 * The report's words that the engine writes in English (issue 54), said in
 * the device's language from what they stand for: a team's progress, a
 * session's status, who decided, a booking type and a house policy as the
 * report gives them. The results page, the printable report and the report's
 * CSV say them alike. A text that is none of these (a reason written by the
 * engine, a name the report gives that is not the engine's) stays as it came.
 * The names every screen shares are `components/ui/engine-words.ts`.
 */
import { BOOKING_TYPE_LABELS, type HousePolicyId, type ScenarioType } from '@front-desk-rm/engine/domain';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { statusBadge } from '@front-desk-rm/engine/rules';
import { TIMER_DECIDED } from '@front-desk-rm/engine/views';
import { bookingTypeWords, houseWords } from '../../../components/ui/engine-words.js';
import type { Translate } from '../../../i18n/use-t.js';

/** A team's progress on the leaderboard: 'Completed', 'In Progress', 'Waiting'. */
export function teamStatusText(t: Translate, status: string): string {
  if (status === 'Completed') return t('results.status.completed');
  if (status === 'In Progress') return t('results.status.inProgress');
  if (status === 'Waiting') return t('results.status.waiting');
  return status;
}

/** A session's status as its badge words it: Upcoming, Ongoing, Completed. */
export function sessionStatusText(t: Translate, status: string): string {
  const { label } = statusBadge(status);
  if (label === 'Upcoming') return t('results.sessionStatus.upcoming');
  if (label === 'Ongoing') return t('results.sessionStatus.ongoing');
  if (label === 'Completed') return t('results.sessionStatus.completed');
  return label;
}

/** A booking type, from the words the report gives it ('Rooms only'). */
export function bookingTypeText(t: Translate, label: string): string {
  const type = (Object.keys(BOOKING_TYPE_LABELS) as ScenarioType[]).find((k) => BOOKING_TYPE_LABELS[k] === label);
  return type ? bookingTypeWords(t, type) : label;
}

/** Who decided: a member's name, or the booking timer. */
export function decidedByText(t: Translate, decidedBy: string): string {
  return decidedBy === TIMER_DECIDED ? t('results.decidedBy.timer') : decidedBy;
}

/** The engine's own words for a house policy: a text the report gives that is not them is said as it came. */
const engineEnglish = (id: HousePolicyId) => HOUSE_POLICIES.find((p) => p.id === id);

/** A house policy's name ('First come, first served'); `given`, the name the report gives, if it is not the engine's. */
export function policyName(t: Translate, id: HousePolicyId, given?: string): string {
  if (given !== undefined && given !== engineEnglish(id)?.name) return given;
  return houseWords(t, id).name;
}

/** What a house policy teaches; `given`, the lesson the report gives, if it is not the engine's. */
export function policyTeaches(t: Translate, id: HousePolicyId, given?: string): string {
  if (given !== undefined && given !== engineEnglish(id)?.teaches) return given;
  return houseWords(t, id).teaches;
}

/**
 * The report's words that the engine writes in English (issue 54), said in
 * the device's language from what they stand for: a team's progress, a
 * request's outcome, a booking type, a house policy by its id, a weekday.
 * The results page, the printable report and the report's CSV say them alike.
 * A text that is none of these (a reason written by the engine) stays as it came.
 */
import { BOOKING_TYPE_LABELS, DAY_NAMES, type GameLanguage, type HousePolicyId, type ScenarioType } from '@front-desk-rm/engine/domain';
import { HOUSE_POLICIES } from '@front-desk-rm/engine/policies';
import { statusBadge } from '@front-desk-rm/engine/rules';
import { TIMER_DECIDED, type HouseChoice } from '@front-desk-rm/engine/views';
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

/** What became of a request: 'Accepted', 'Declined', 'Timed out', 'Not decided'. */
export function outcomeText(t: Translate, outcome: string): string {
  if (outcome === 'Accepted') return t('results.outcome.accepted');
  if (outcome === 'Declined') return t('results.outcome.declined');
  if (outcome === 'Timed out') return t('results.outcome.timedOut');
  if (outcome === 'Not decided') return t('results.outcome.notDecided');
  return outcome;
}

/** What the best week, or a house policy, did with a request: 'Accept', 'Decline', 'Refused'. */
export function choiceText(t: Translate, choice: HouseChoice): string {
  if (choice === 'Accept') return t('results.choice.accept');
  if (choice === 'Decline') return t('results.choice.decline');
  return t('results.choice.refused');
}

/** A booking type, from the words the report gives it ('Rooms only'). */
export function bookingTypeText(t: Translate, label: string): string {
  const type = (Object.keys(BOOKING_TYPE_LABELS) as ScenarioType[]).find((k) => BOOKING_TYPE_LABELS[k] === label);
  const words: Record<ScenarioType, string> = {
    RoomOnly: t('results.bookingType.roomOnly'),
    BanquetOnly: t('results.bookingType.banquetOnly'),
    RoomAndBanquet: t('results.bookingType.roomAndBanquet'),
  };
  return type ? words[type] : label;
}

/** Who decided: a member's name, or the booking timer. */
export function decidedByText(t: Translate, decidedBy: string): string {
  return decidedBy === TIMER_DECIDED ? t('results.decidedBy.timer') : decidedBy;
}

/** The engine's own words for a house policy: a text the report gives that is not them is said as it came. */
const engineWords = (id: HousePolicyId) => HOUSE_POLICIES.find((p) => p.id === id);

/** A house policy's name ('First come, first served'); `given`, the name the report gives, if it is not the engine's. */
export function policyName(t: Translate, id: HousePolicyId, given?: string): string {
  if (given !== undefined && given !== engineWords(id)?.name) return given;
  const names: Record<HousePolicyId, string> = {
    firstComeFirstServed: t('results.policy.firstComeFirstServed.name'),
    rateThreshold: t('results.policy.rateThreshold.name'),
    displacement: t('results.policy.displacement.name'),
    emsrB: t('results.policy.emsrB.name'),
    hindsightOptimum: t('results.policy.hindsightOptimum.name'),
  };
  return names[id];
}

/** A house policy's name in a column heading ('FCFS'). */
export function policyShort(t: Translate, id: HousePolicyId): string {
  const names: Record<HousePolicyId, string> = {
    firstComeFirstServed: t('results.policy.firstComeFirstServed.short'),
    rateThreshold: t('results.policy.rateThreshold.short'),
    displacement: t('results.policy.displacement.short'),
    emsrB: t('results.policy.emsrB.short'),
    hindsightOptimum: t('results.policy.hindsightOptimum.short'),
  };
  return names[id];
}

/** What a house policy teaches; `given`, the lesson the report gives, if it is not the engine's. */
export function policyTeaches(t: Translate, id: HousePolicyId, given?: string): string {
  if (given !== undefined && given !== engineWords(id)?.teaches) return given;
  const lessons: Record<HousePolicyId, string> = {
    firstComeFirstServed: t('results.policy.firstComeFirstServed.teaches'),
    rateThreshold: t('results.policy.rateThreshold.teaches'),
    displacement: t('results.policy.displacement.teaches'),
    emsrB: t('results.policy.emsrB.teaches'),
    hindsightOptimum: t('results.policy.hindsightOptimum.teaches'),
  };
  return lessons[id];
}

/** A check-in day ('Friday') as the language names it, by the platform's calendar; a day it does not know stays as it came. */
export function weekdayText(language: GameLanguage, day: string): string {
  const index = (DAY_NAMES as readonly string[]).indexOf(day);
  if (index < 0) return day;
  // 7 January 2024 was a Sunday, the first of DAY_NAMES.
  return new Date(Date.UTC(2024, 0, 7 + index)).toLocaleDateString(language, { weekday: 'long', timeZone: 'UTC' });
}

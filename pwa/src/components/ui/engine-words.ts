/**
 * The engine's names, said once for every screen in the device's language
 * (issue 54): the house policies, the week families, the booking types, what
 * became of a request and the days of the week. The engine keeps its English
 * and names each thing by an id; each id has a message in the shared
 * `components` catalogue (loaded on every game screen), keyed by the id's type,
 * so a new policy, family or type the engine adds is a type error until it
 * has one. In English they are the engine's own words, which
 * `engine-words.test.ts` holds them to.
 *
 * The days have no messages: `Intl` names them in each language (`Format`).
 */
import { OCCUPANCY_DAYS, dayIndex, type HousePolicyId, type ScenarioType, type WeekFamilyId } from '@front-desk-rm/engine/domain';
import type { HouseChoice, SideBySideOutcome } from '@front-desk-rm/engine/views';
import type { Format } from '../../i18n/format.js';
import type { Translate } from '../../i18n/use-t.js';

interface HouseWords {
  /** 'First come, first served'. */
  name: string;
  /** A column's head: 'FCFS'. */
  short: string;
  /** What the policy teaches, in one line. */
  teaches: string;
}

const HOUSE: Record<HousePolicyId, (t: Translate) => HouseWords> = {
  firstComeFirstServed: (t) => ({
    name: t('house.firstComeFirstServed.name'),
    short: t('house.firstComeFirstServed.short'),
    teaches: t('house.firstComeFirstServed.teaches'),
  }),
  rateThreshold: (t) => ({ name: t('house.rateThreshold.name'), short: t('house.rateThreshold.short'), teaches: t('house.rateThreshold.teaches') }),
  displacement: (t) => ({ name: t('house.displacement.name'), short: t('house.displacement.short'), teaches: t('house.displacement.teaches') }),
  emsrB: (t) => ({ name: t('house.emsrB.name'), short: t('house.emsrB.short'), teaches: t('house.emsrB.teaches') }),
  hindsightOptimum: (t) => ({
    name: t('house.hindsightOptimum.name'),
    short: t('house.hindsightOptimum.short'),
    teaches: t('house.hindsightOptimum.teaches'),
  }),
};

/** A house policy's name, its short name (a column's head) and what it teaches. */
export function houseWords(t: Translate, id: HousePolicyId): HouseWords {
  return HOUSE[id](t);
}

const FAMILY: Record<WeekFamilyId, (t: Translate) => { name: string; lesson: string }> = {
  conferencePeak: (t) => ({ name: t('family.conferencePeak.name'), lesson: t('family.conferencePeak.lesson') }),
  resortWeekend: (t) => ({ name: t('family.resortWeekend.name'), lesson: t('family.resortWeekend.lesson') }),
  shoulderWeek: (t) => ({ name: t('family.shoulderWeek.name'), lesson: t('family.shoulderWeek.lesson') }),
  lowWeek: (t) => ({ name: t('family.lowWeek.name'), lesson: t('family.lowWeek.lesson') }),
  longGroupsOverPeak: (t) => ({ name: t('family.longGroupsOverPeak.name'), lesson: t('family.longGroupsOverPeak.lesson') }),
  lateValuable: (t) => ({ name: t('family.lateValuable.name'), lesson: t('family.lateValuable.lesson') }),
  citywideEvent: (t) => ({ name: t('family.citywideEvent.name'), lesson: t('family.citywideEvent.lesson') }),
};

/** The family a week was drawn from: its name and the one thing it teaches. */
export function familyWords(t: Translate, id: WeekFamilyId): { name: string; lesson: string } {
  return FAMILY[id](t);
}

const BOOKING_TYPE: Record<ScenarioType, (t: Translate) => string> = {
  RoomOnly: (t) => t('bookingType.roomOnly'),
  BanquetOnly: (t) => t('bookingType.banquetOnly'),
  RoomAndBanquet: (t) => t('bookingType.roomAndBanquet'),
};

/** A booking request's type: 'Rooms and banquet'. */
export function bookingTypeWords(t: Translate, type: ScenarioType): string {
  return BOOKING_TYPE[type](t);
}

const OUTCOME: Record<SideBySideOutcome, (t: Translate) => string> = {
  Accepted: (t) => t('outcome.accepted'),
  Declined: (t) => t('outcome.declined'),
  'Timed out': (t) => t('outcome.timedOut'),
  'Not decided': (t) => t('outcome.notDecided'),
  Refused: (t) => t('outcome.refused'),
};

/** What a team or a house team did with a request: 'Accepted', 'Timed out', 'Refused'; one a later engine adds is said as it came. */
export function outcomeWords(t: Translate, outcome: SideBySideOutcome): string {
  return OUTCOME[outcome]?.(t) ?? outcome;
}

/** What the best week or a house policy does with a request: 'Accept', 'Decline', or 'Refused' (an accept the rules refused). */
export function choiceWords(t: Translate, choice: HouseChoice | 'acc' | 'dec'): string {
  if (choice === 'Refused') return t('outcome.refused');
  return choice === 'acc' || choice === 'Accept' ? t('choice.accept') : t('choice.decline');
}

/** A day in full ('Monday'), from any of the engine's spellings ('M', 'Mon', 'Monday'); a day it does not know is said as it came. */
export function dayInFull(format: Pick<Format, 'dayName'>, day: string): string {
  const index = dayIndex(day);
  return index === null ? day : format.dayName(index);
}

/** A day as a column, an axis or a stay shortens it ('Mon'), from any of the engine's spellings; a day it does not know is said as it came. */
export function dayShort(format: Pick<Format, 'weekday'>, day: string): string {
  const index = dayIndex(day);
  return index === null ? day : format.weekday(OCCUPANCY_DAYS[index]!);
}

/** "Thu", "Thu–Sat": a stay's nights as the request card, the grid's hint and a reason for not fitting name them; empty with none. */
export function stayLabel(t: Translate, format: Pick<Format, 'weekday'>, nights: readonly string[]): string {
  if (nights.length <= 1) return nights.length === 0 ? '' : dayShort(format, nights[0]!);
  return t('stay.range', { from: dayShort(format, nights[0]!), to: dayShort(format, nights[nights.length - 1]!) });
}

/**
 * The debrief's words for what the engine names by an id (issue 54): the house
 * policies, the week families, the decisions, the days, and the sentences the
 * engine composes from figures (the yardstick split, a policy's shortfall).
 * Said from the debrief's catalogue in the device's language; in English they
 * are the engine's own words, which `debrief-words.test.ts` holds them to.
 */
import { DAY_NAMES, GRID_DAYS, type GridDay, type HousePolicyId, type WeekFamilyId } from '@front-desk-rm/engine/domain';
import { type YardstickSplit } from '@front-desk-rm/engine/optimum';
import { type ShortfallWeek } from '@front-desk-rm/engine/policies';
import { weekFamily } from '@front-desk-rm/engine/rules';
import { type SideBySideOutcome } from '@front-desk-rm/engine/views';
import type { Translate } from '../../../i18n/use-t.js';

/** A house policy's name, its short name (a column's head) and what it teaches. */
export function houseWords(t: Translate, id: HousePolicyId): { name: string; short: string; teaches: string } {
  switch (id) {
    case 'firstComeFirstServed':
      return { name: t('debrief.house.fcfs.name'), short: t('debrief.house.fcfs.short'), teaches: t('debrief.house.fcfs.teaches') };
    case 'rateThreshold':
      return { name: t('debrief.house.threshold.name'), short: t('debrief.house.threshold.short'), teaches: t('debrief.house.threshold.teaches') };
    case 'displacement':
      return { name: t('debrief.house.displacement.name'), short: t('debrief.house.displacement.short'), teaches: t('debrief.house.displacement.teaches') };
    case 'emsrB':
      return { name: t('debrief.house.emsrB.name'), short: t('debrief.house.emsrB.short'), teaches: t('debrief.house.emsrB.teaches') };
    case 'hindsightOptimum':
      return { name: t('debrief.house.optimum.name'), short: t('debrief.house.optimum.short'), teaches: t('debrief.house.optimum.teaches') };
  }
}

/** The family a week was drawn from: its name and the one thing it teaches. */
export function familyWords(t: Translate, id: WeekFamilyId): { name: string; lesson: string } {
  switch (id) {
    case 'conferencePeak':
      return { name: t('debrief.family.conferencePeak.name'), lesson: t('debrief.family.conferencePeak.lesson') };
    case 'resortWeekend':
      return { name: t('debrief.family.resortWeekend.name'), lesson: t('debrief.family.resortWeekend.lesson') };
    case 'shoulderWeek':
      return { name: t('debrief.family.shoulderWeek.name'), lesson: t('debrief.family.shoulderWeek.lesson') };
    case 'lowWeek':
      return { name: t('debrief.family.lowWeek.name'), lesson: t('debrief.family.lowWeek.lesson') };
    case 'longGroupsOverPeak':
      return { name: t('debrief.family.longGroupsOverPeak.name'), lesson: t('debrief.family.longGroupsOverPeak.lesson') };
    case 'lateValuable':
      return { name: t('debrief.family.lateValuable.name'), lesson: t('debrief.family.lateValuable.lesson') };
    case 'citywideEvent':
      return { name: t('debrief.family.citywideEvent.name'), lesson: t('debrief.family.citywideEvent.lesson') };
  }
}

/**
 * Why a house policy earned less than first come, first served: the sentence
 * `shortfallReason` picks, by the same reading of the week; null where it says
 * none (`reason` is the engine's answer, which decides whether there is one).
 */
export function shortfallWords(t: Translate, id: HousePolicyId, week: ShortfallWeek, reason: string | null): string | null {
  if (reason === null) return null;
  const nothingToProtect = week.family !== undefined && weekFamily(week.family).test !== 'peak';
  if (id === 'rateThreshold') return nothingToProtect ? t('debrief.shortfall.threshold.nothingToProtect') : t('debrief.shortfall.threshold.floor');
  if (id === 'displacement' || id === 'emsrB') {
    if (week.guestsBelowForecast) return t('debrief.shortfall.protect.fewerGuests');
    return nothingToProtect ? t('debrief.shortfall.protect.nothingToProtect') : t('debrief.shortfall.protect.laterPaidLess');
  }
  return reason;
}

/** The yardstick split in two sentences: what better choices were worth, and what only hindsight knew. */
export function yardstickWords(t: Translate, money: (amount: number) => string, split: Pick<YardstickSplit, 'skill' | 'luck'>): string {
  const decisions =
    split.skill > 0
      ? t('debrief.yardstick.skillPositive', { amount: money(split.skill) })
      : split.skill < 0
        ? t('debrief.yardstick.skillNegative', { amount: money(-split.skill) })
        : t('debrief.yardstick.skillNone');
  const hindsight = split.luck > 0 ? t('debrief.yardstick.luck', { amount: money(split.luck) }) : t('debrief.yardstick.luckNone');
  return t('debrief.yardstick.words', { decisions, hindsight });
}

/** What a team or a house team did with a request. */
export function outcomeWords(t: Translate, outcome: SideBySideOutcome): string {
  switch (outcome) {
    case 'Accepted':
      return t('debrief.outcome.accepted');
    case 'Declined':
      return t('debrief.outcome.declined');
    case 'Timed out':
      return t('debrief.outcome.timedOut');
    case 'Not decided':
      return t('debrief.outcome.notDecided');
    case 'Refused':
      return t('debrief.outcome.refused');
  }
}

/** What the best week does with a request. */
export function bestChoiceWords(t: Translate, choice: 'acc' | 'dec' | 'Accept' | 'Decline'): string {
  return choice === 'acc' || choice === 'Accept' ? t('debrief.choice.accept') : t('debrief.choice.decline');
}

/** A night of the week, as a chart's axis names it ('Sun') and in full ('Sunday'). */
export function dayWords(t: Translate, day: GridDay): { short: string; full: string } {
  switch (day) {
    case 'Sun':
      return { short: t('debrief.day.sun.short'), full: t('debrief.day.sun') };
    case 'M':
      return { short: t('debrief.day.mon.short'), full: t('debrief.day.mon') };
    case 'T':
      return { short: t('debrief.day.tue.short'), full: t('debrief.day.tue') };
    case 'W':
      return { short: t('debrief.day.wed.short'), full: t('debrief.day.wed') };
    case 'Th':
      return { short: t('debrief.day.thu.short'), full: t('debrief.day.thu') };
    case 'F':
      return { short: t('debrief.day.fri.short'), full: t('debrief.day.fri') };
    case 'Sat':
      return { short: t('debrief.day.sat.short'), full: t('debrief.day.sat') };
  }
}

/** A check-in day as a request stores it ('Friday'), in full; a day the week does not know is said as it came. */
export function checkInDayWords(t: Translate, name: string): string {
  const day = GRID_DAYS[(DAY_NAMES as readonly string[]).indexOf(name)];
  return day ? dayWords(t, day).full : name;
}

/** A request's stay: '2 rooms · 3 nights from Friday', or without rooms for a hall alone. */
export function stayWords(t: Translate, rooms: number, nights: number, checkInDay: string): string {
  const day = checkInDayWords(t, checkInDay);
  return rooms > 0 ? t('debrief.request.stay', { rooms, nights, day }) : t('debrief.request.stayNoRooms', { nights, day });
}

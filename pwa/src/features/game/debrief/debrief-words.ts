/**
 * The debrief's words for the sentences the engine composes from figures (issue
 * 54): the yardstick split, a policy's shortfall, a request's stay. Said from
 * the debrief's catalogue in the device's language; in English they are the
 * engine's own words, which `debrief-words.test.ts` holds them to. The names
 * the screens share (house policies, week families, outcomes, days) are
 * `components/ui/engine-words.ts`.
 */
import { type HousePolicyId } from '@front-desk-rm/engine/domain';
import { type YardstickSplit } from '@front-desk-rm/engine/optimum';
import { type ShortfallWeek } from '@front-desk-rm/engine/policies';
import { weekFamily } from '@front-desk-rm/engine/rules';
import { dayInFull } from '../../../components/ui/engine-words.js';
import type { Format } from '../../../i18n/format.js';
import type { Translate } from '../../../i18n/use-t.js';

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

/** A request's stay: '2 rooms · 3 nights from Friday', or without rooms for a hall alone; the check-in day in full, as `Intl` names it. */
export function stayWords(t: Translate, format: Pick<Format, 'dayName'>, rooms: number, nights: number, checkInDay: string): string {
  const day = dayInFull(format, checkInDay);
  return rooms > 0 ? t('debrief.request.stay', { rooms, nights, day }) : t('debrief.request.stayNoRooms', { nights, day });
}

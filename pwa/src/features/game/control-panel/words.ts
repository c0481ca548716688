/**
 * The engine's names the host reads on the control panel (issue 54), said in
 * the device's language from their ids: booking types, pricing rules, days,
 * families of weeks and house policies. The engine keeps its English; each id
 * has a message here, so a new id the engine adds is a type error until it
 * has one.
 */
import { DAY_NAMES, dayIndex, type DayName, type HousePolicyId, type ScenarioType, type WeekFamilyId } from '@front-desk-rm/engine/domain';
import type { PricingRule } from '@front-desk-rm/engine/forms';
import type { Translate } from '../../../i18n/use-t.js';

export function bookingTypeLabel(t: Translate, type: ScenarioType): string {
  const labels: Record<ScenarioType, string> = {
    RoomOnly: t('controlPanel.bookingType.roomOnly'),
    BanquetOnly: t('controlPanel.bookingType.banquetOnly'),
    RoomAndBanquet: t('controlPanel.bookingType.roomAndBanquet'),
  };
  return labels[type];
}

export function pricingLabel(t: Translate, rule: PricingRule): string {
  const labels: Record<PricingRule, string> = {
    package: t('controlPanel.pricing.package'),
    product: t('controlPanel.pricing.product'),
  };
  return labels[rule];
}

function dayNames(t: Translate): Record<DayName, string> {
  return {
    Sunday: t('controlPanel.day.sunday'),
    Monday: t('controlPanel.day.monday'),
    Tuesday: t('controlPanel.day.tuesday'),
    Wednesday: t('controlPanel.day.wednesday'),
    Thursday: t('controlPanel.day.thursday'),
    Friday: t('controlPanel.day.friday'),
    Saturday: t('controlPanel.day.saturday'),
  };
}

/** A day in full ('Monday'), from any of the engine's spellings; one it does not know is shown as it came. */
export function dayName(t: Translate, day: string): string {
  const i = dayIndex(day);
  return i === null ? day : dayNames(t)[DAY_NAMES[i]!];
}

/** A night as a table's column names it ('Mon'), from any of the engine's spellings. */
export function shortDay(t: Translate, day: string): string {
  const short = [
    t('controlPanel.dayShort.sun'),
    t('controlPanel.dayShort.mon'),
    t('controlPanel.dayShort.tue'),
    t('controlPanel.dayShort.wed'),
    t('controlPanel.dayShort.thu'),
    t('controlPanel.dayShort.fri'),
    t('controlPanel.dayShort.sat'),
  ];
  const i = dayIndex(day);
  return i === null ? day : short[i]!;
}

export function familyName(t: Translate, id: WeekFamilyId): string {
  const names: Record<WeekFamilyId, string> = {
    conferencePeak: t('controlPanel.family.conferencePeak.name'),
    resortWeekend: t('controlPanel.family.resortWeekend.name'),
    shoulderWeek: t('controlPanel.family.shoulderWeek.name'),
    lowWeek: t('controlPanel.family.lowWeek.name'),
    longGroupsOverPeak: t('controlPanel.family.longGroupsOverPeak.name'),
    lateValuable: t('controlPanel.family.lateValuable.name'),
    citywideEvent: t('controlPanel.family.citywideEvent.name'),
  };
  return names[id];
}

export function familyLesson(t: Translate, id: WeekFamilyId): string {
  const lessons: Record<WeekFamilyId, string> = {
    conferencePeak: t('controlPanel.family.conferencePeak.lesson'),
    resortWeekend: t('controlPanel.family.resortWeekend.lesson'),
    shoulderWeek: t('controlPanel.family.shoulderWeek.lesson'),
    lowWeek: t('controlPanel.family.lowWeek.lesson'),
    longGroupsOverPeak: t('controlPanel.family.longGroupsOverPeak.lesson'),
    lateValuable: t('controlPanel.family.lateValuable.lesson'),
    citywideEvent: t('controlPanel.family.citywideEvent.lesson'),
  };
  return lessons[id];
}

export function housePolicyName(t: Translate, id: HousePolicyId): string {
  const names: Record<HousePolicyId, string> = {
    firstComeFirstServed: t('controlPanel.house.firstComeFirstServed.name'),
    rateThreshold: t('controlPanel.house.rateThreshold.name'),
    displacement: t('controlPanel.house.displacement.name'),
    emsrB: t('controlPanel.house.emsrB.name'),
    hindsightOptimum: t('controlPanel.house.hindsightOptimum.name'),
  };
  return names[id];
}

export function housePolicyTeaches(t: Translate, id: HousePolicyId): string {
  const teaches: Record<HousePolicyId, string> = {
    firstComeFirstServed: t('controlPanel.house.firstComeFirstServed.teaches'),
    rateThreshold: t('controlPanel.house.rateThreshold.teaches'),
    displacement: t('controlPanel.house.displacement.teaches'),
    emsrB: t('controlPanel.house.emsrB.teaches'),
    hindsightOptimum: t('controlPanel.house.hindsightOptimum.teaches'),
  };
  return teaches[id];
}

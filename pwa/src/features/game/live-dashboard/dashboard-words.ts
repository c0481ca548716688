/**
 * The engine's names the dashboard and the projector both show, in the
 * device's language (issue 54): said from the engine's ids (a house policy, a
 * booking type), never from its English, so each language has its own words.
 * Keyed by the id's type, so a new policy or type cannot go unnamed.
 */
import type { HousePolicyId, ScenarioType } from '@front-desk-rm/engine/domain';
import type { Translate } from '../../../i18n/use-t.js';

const HOUSE_NAME: Record<HousePolicyId, (t: Translate) => string> = {
  firstComeFirstServed: (t) => t('dashboard.house.name.firstComeFirstServed'),
  rateThreshold: (t) => t('dashboard.house.name.rateThreshold'),
  displacement: (t) => t('dashboard.house.name.displacement'),
  emsrB: (t) => t('dashboard.house.name.emsrB'),
  hindsightOptimum: (t) => t('dashboard.house.name.hindsightOptimum'),
};

const HOUSE_TEACHES: Record<HousePolicyId, (t: Translate) => string> = {
  firstComeFirstServed: (t) => t('dashboard.house.teaches.firstComeFirstServed'),
  rateThreshold: (t) => t('dashboard.house.teaches.rateThreshold'),
  displacement: (t) => t('dashboard.house.teaches.displacement'),
  emsrB: (t) => t('dashboard.house.teaches.emsrB'),
  hindsightOptimum: (t) => t('dashboard.house.teaches.hindsightOptimum'),
};

const BOOKING_TYPE: Record<ScenarioType, (t: Translate) => string> = {
  RoomOnly: (t) => t('dashboard.bookingType.roomOnly'),
  BanquetOnly: (t) => t('dashboard.bookingType.banquetOnly'),
  RoomAndBanquet: (t) => t('dashboard.bookingType.roomAndBanquet'),
};

/** A house team's name ('First come, first served'). */
export function houseName(t: Translate, policy: HousePolicyId): string {
  return HOUSE_NAME[policy](t);
}

/** What a house team's policy teaches, in one line. */
export function houseTeaches(t: Translate, policy: HousePolicyId): string {
  return HOUSE_TEACHES[policy](t);
}

/** A booking request's type ('Rooms and banquet'). */
export function bookingTypeLabel(t: Translate, type: ScenarioType): string {
  return BOOKING_TYPE[type](t);
}

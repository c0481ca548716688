/**
 * The add-scenario form (docs/rules.md §5): which inputs it shows, the generated
 * description, the total rate, what the request displaces, and its validation messages.
 */
import { DAY_NAMES, dayIndex } from '../domain/days.js';
import { MAX_ROOM_NIGHTS, addScenarioFormSchema, type AddScenarioForm, type PlayScenario } from '../domain/scenario.js';
import { type ScenarioType } from '../domain/booking-types.js';
import type { Rates, BanquetHall } from '../domain/session.js';
import { displacement, expectedDisplacementOf, type Displacement, type DisplacementSession } from '../rules/displacement.js';
import { emptyRoomGrid } from '../rules/grid.js';
import { hasTransientDemand } from '../rules/transient-demand.js';
import { count, scenarioDescription, scenarioTotal } from '../rules/scenario-total.js';

export interface ScenarioFormLayout {
  /** Banquet booking types are offered only when the session has halls. */
  bookingTypes: ScenarioType[];
  roomsEnabled: boolean;
  banquetsVisible: boolean;
  banquetsEnabled: boolean;
  /** RoomAndBanquet picks several rate types by checkbox; the others pick one. */
  multipleRateTypes: boolean;
}

export function scenarioFormLayout(bookingType: ScenarioType, hasBanquetHalls: boolean): ScenarioFormLayout {
  return {
    bookingTypes: hasBanquetHalls ? ['RoomOnly', 'BanquetOnly', 'RoomAndBanquet'] : ['RoomOnly'],
    roomsEnabled: bookingType !== 'BanquetOnly',
    banquetsVisible: bookingType !== 'RoomOnly',
    banquetsEnabled: bookingType === 'RoomAndBanquet',
    multipleRateTypes: bookingType === 'RoomAndBanquet',
  };
}

export function emptyScenarioForm(): AddScenarioForm {
  return { reservationName: '', bookingType: 'RoomOnly', rateType: [], noOfRoom: '', roomNights: '', noOfBanquet: '', checkInDay: '', description: '' };
}

/** Changing the booking type clears the selected rate types; BanquetOnly books one banquet and no rooms. */
export function changeBookingType(form: AddScenarioForm, bookingType: ScenarioType): AddScenarioForm {
  return {
    ...form,
    bookingType,
    rateType: [],
    noOfRoom: bookingType === 'BanquetOnly' ? '' : form.noOfRoom,
    noOfBanquet: bookingType === 'BanquetOnly' ? '1' : bookingType === 'RoomOnly' ? '' : form.noOfBanquet,
  };
}

/** Ticks or unticks a rate type: a checkbox list for RoomAndBanquet, a single choice otherwise. */
export function toggleRateType(form: AddScenarioForm, name: string): AddScenarioForm {
  if (!scenarioFormLayout(form.bookingType, true).multipleRateTypes) return { ...form, rateType: [name] };
  const has = form.rateType.includes(name);
  return { ...form, rateType: has ? form.rateType.filter((r) => r !== name) : [...form.rateType, name] };
}

export {
  PRICING_LABELS,
  PRICING_RULES,
  adrWarning,
  impliedRoomAdr,
  rateAmount,
  scenarioDescription,
  scenarioTotal,
  type PricingRule,
  type TotalInputs,
} from '../rules/scenario-total.js';

/** The request's total as the form stands: the negotiated one when the host gave it, else calculated by the chosen pricing. */
export function formTotal(form: AddScenarioForm, rates: Rates, halls: readonly Pick<BanquetHall, 'name' | 'rate'>[]): number {
  const negotiated = Number(form.negotiatedTotal ?? '');
  if ((form.negotiatedTotal ?? '').trim() !== '' && Number.isFinite(negotiated) && negotiated > 0) return Math.round(negotiated);
  return scenarioTotal({ ...form, type: form.bookingType }, rates, halls, form.pricing ?? 'package');
}

/** The form with its description regenerated from the other fields (the description is read-only). */
export function withGeneratedDescription(form: AddScenarioForm, rates: Rates, halls: readonly Pick<BanquetHall, 'name' | 'rate'>[]): AddScenarioForm {
  const input = { ...form, type: form.bookingType };
  const ready = form.reservationName.trim() !== '' && form.roomNights.trim() !== '' && form.checkInDay.trim() !== '';
  return { ...form, description: ready ? scenarioDescription(input, formTotal(form, rates, halls)) : '' };
}

/**
 * What the request as typed would displace on the session's forecast (decision
 * record 009), for the host writing the deck; null until it has rooms, nights,
 * a check-in day and a total (`formTotal`) to weigh. A banquet-only request
 * takes no rooms, so it has nothing to say.
 *
 * @example formDisplacement(form, session, formTotal(form, session.rates, session.banquet))?.netContribution
 */
export function formDisplacement(form: AddScenarioForm, session: DisplacementSession, total: number): Displacement | null {
  const noOfRoom = count(form.noOfRoom);
  const roomNights = count(form.roomNights);
  const start = dayIndex(form.checkInDay);
  if (form.bookingType === 'BanquetOnly' || noOfRoom === 0 || roomNights === 0 || roomNights > MAX_ROOM_NIGHTS || start === null || !(total > 0)) return null;
  const request: PlayScenario = {
    _id: '',
    type: form.bookingType,
    checkInDay: DAY_NAMES[start]!,
    roomNights,
    noOfRoom,
    noOfBanquet: count(form.noOfBanquet),
    rateType: form.rateType,
    totalRate: total,
  };
  // With transient guests who come, what the forecast expects them to lose; otherwise the forecast's share of the rooms.
  return hasTransientDemand(session) ? expectedDisplacementOf(session, { rooms: emptyRoomGrid(session.totalRooms) }, request) : displacement(session, request);
}

export type ScenarioFormErrors = Partial<Record<keyof AddScenarioForm, string>>;

/** Field errors with the spec's messages; empty when the form may be sent. */
export function validateScenarioForm(form: AddScenarioForm): ScenarioFormErrors {
  const parsed = addScenarioFormSchema.safeParse(form);
  const errors: ScenarioFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AddScenarioForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The body of `POST /api/session/addScenario` from a valid form; `totalRate` is the form's total (`formTotal`) when given. */
export function scenarioFormToBody(form: AddScenarioForm, sessionId: string, totalRate?: number) {
  return {
    ...(totalRate !== undefined ? { totalRate } : {}),
    sessionId,
    reservationName: form.reservationName.trim(),
    description: form.description,
    roomNights: count(form.roomNights),
    rateType: form.rateType,
    checkInDay: form.checkInDay,
    noOfRoom: form.bookingType === 'BanquetOnly' ? 0 : count(form.noOfRoom),
    type: form.bookingType,
    noOfBanquet: form.bookingType === 'RoomOnly' ? '' : String(count(form.noOfBanquet) || 1),
  };
}

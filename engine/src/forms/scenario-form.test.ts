import { describe, expect, it } from 'vitest';
import { hotel } from '../testing/fixtures.js';
import {
  changeBookingType,
  emptyScenarioForm,
  rateAmount,
  scenarioDescription,
  scenarioFormLayout,
  scenarioFormToBody,
  scenarioTotal,
  toggleRateType,
  validateScenarioForm,
  withGeneratedDescription,
  adrWarning,
  impliedRoomAdr,
  formDisplacement,
  formTotal,
} from './scenario-form.js';
import { addScenarioBodySchema } from '../domain/scenario.js';

const { rates, banquet } = hotel();

describe('the add-scenario form', () => {
  it('offers banquet booking types only when the session has halls', () => {
    expect(scenarioFormLayout('RoomOnly', false).bookingTypes).toEqual(['RoomOnly']);
    expect(scenarioFormLayout('RoomOnly', true).bookingTypes).toEqual(['RoomOnly', 'BanquetOnly', 'RoomAndBanquet']);
  });

  it('disables rooms for BanquetOnly, hides banquets for RoomOnly and disables them for BanquetOnly', () => {
    expect(scenarioFormLayout('BanquetOnly', true)).toMatchObject({ roomsEnabled: false, banquetsVisible: true, banquetsEnabled: false });
    expect(scenarioFormLayout('RoomOnly', true)).toMatchObject({ roomsEnabled: true, banquetsVisible: false });
    expect(scenarioFormLayout('RoomAndBanquet', true)).toMatchObject({
      roomsEnabled: true,
      banquetsVisible: true,
      banquetsEnabled: true,
      multipleRateTypes: true,
    });
  });

  it('clears the selected rate types when the booking type changes, and books 1 banquet for BanquetOnly', () => {
    const form = { ...emptyScenarioForm(), rateType: ['deluxe'], noOfRoom: '2' };
    expect(changeBookingType(form, 'BanquetOnly')).toMatchObject({ bookingType: 'BanquetOnly', rateType: [], noOfRoom: '', noOfBanquet: '1' });
    expect(changeBookingType({ ...form, noOfBanquet: '2' }, 'RoomOnly')).toMatchObject({ rateType: [], noOfRoom: '2', noOfBanquet: '' });
    expect(changeBookingType({ ...form, noOfBanquet: '2' }, 'RoomAndBanquet')).toMatchObject({ noOfBanquet: '2' });
  });

  it('allows several rate types by checkbox for RoomAndBanquet and one for the other types', () => {
    const single = toggleRateType(toggleRateType(emptyScenarioForm(), 'deluxe'), 'suite');
    expect(single.rateType).toEqual(['suite']);
    const multi = { ...emptyScenarioForm(), bookingType: 'RoomAndBanquet' as const };
    const both = toggleRateType(toggleRateType(multi, 'deluxe'), 'Grand Hall');
    expect(both.rateType).toEqual(['deluxe', 'Grand Hall']);
    expect(toggleRateType(both, 'deluxe').rateType).toEqual(['Grand Hall']);
  });

  it('reads a rate amount from the rates or from a hall, ignoring case', () => {
    expect(rateAmount('Deluxe', rates, banquet)).toBe(4000);
    expect(rateAmount('grand hall', rates, banquet)).toBe(20000);
    expect(rateAmount('unknown', rates, banquet)).toBe(0);
  });

  it('totals RoomOnly as the rate x rooms x nights', () => {
    expect(scenarioTotal({ type: 'RoomOnly', rateType: ['deluxe'], noOfRoom: '2', roomNights: '3', noOfBanquet: '' }, rates, banquet)).toBe(24000);
  });

  it('totals BanquetOnly as the rate x 1', () => {
    expect(scenarioTotal({ type: 'BanquetOnly', rateType: ['Terrace'], noOfRoom: '', roomNights: '2', noOfBanquet: '1' }, rates, banquet)).toBe(8000);
  });

  it('prices RoomAndBanquet as a hotel quotes it: the rooms each night plus the hall each night', () => {
    const wedding = { type: 'RoomAndBanquet' as const, rateType: ['deluxe', 'Grand Hall'], noOfRoom: 2, roomNights: 3, noOfBanquet: 1 };
    // 2 rooms x 3 nights x 4,000 + 3 nights of the hall at 20,000.
    expect(scenarioTotal(wedding, rates, banquet)).toBe(84000);
    expect(impliedRoomAdr(wedding, 84000, banquet)).toBe(4000);
  });

  it('keeps the specification formula as a choice: every rate x rooms x nights x banquets', () => {
    expect(
      scenarioTotal({ type: 'RoomAndBanquet', rateType: ['deluxe', 'Grand Hall'], noOfRoom: 2, roomNights: 3, noOfBanquet: 1 }, rates, banquet, 'product'),
    ).toBe(144000);
    // That prices the hall once per room: an ADR of 20,000 for a 4,000 room, which the form warns about.
    const adr = impliedRoomAdr({ type: 'RoomAndBanquet', rateType: ['deluxe', 'Grand Hall'], noOfRoom: 2, roomNights: 3, noOfBanquet: 1 }, 144000, banquet);
    expect(adr).toBe(14000);
    expect(adrWarning(adr, 3300)).toMatch(/^Over twice the base ADR/);
    expect(scenarioTotal({ type: 'RoomAndBanquet', rateType: ['deluxe'], noOfRoom: 'x', roomNights: 3, noOfBanquet: 1 }, rates, banquet)).toBe(0);
  });

  it('warns when a room ADR is under half or over twice the base, and says nothing for a banquet or a fair price', () => {
    expect(adrWarning(1500, 3300)).toMatch(/^Under half the base ADR/);
    expect(adrWarning(4200, 3300)).toBeNull();
    expect(impliedRoomAdr({ type: 'BanquetOnly', rateType: ['Terrace'], noOfRoom: 0, roomNights: 1, noOfBanquet: 1 }, 8000, banquet)).toBeNull();
    expect(adrWarning(null, 3300)).toBeNull();
  });

  it('writes the description for each booking type', () => {
    const base = { reservationName: 'Sharma Wedding', checkInDay: 'Friday', rateType: [], noOfRoom: '4', roomNights: '2', noOfBanquet: '1' };
    expect(scenarioDescription({ ...base, type: 'RoomOnly' }, 32000)).toBe(
      'Sharma Wedding wants a 2 Nights booking from Friday with 4 rooms with the total rate of ₹32,000',
    );
    expect(scenarioDescription({ ...base, type: 'BanquetOnly' }, 20000)).toBe(
      'Sharma Wedding wants a 2 Nights booking from Friday with 1 banquet with the total rate of ₹20,000',
    );
    expect(scenarioDescription({ ...base, type: 'RoomAndBanquet' }, 192000)).toBe(
      'Sharma Wedding wants a 2 Nights booking from Friday with 4 rooms and 1 banquet with the total rate of ₹1,92,000',
    );
    // One night, one room: the singular.
    expect(scenarioDescription({ ...base, type: 'RoomOnly', roomNights: '1', noOfRoom: '1' }, 4000)).toBe(
      'Sharma Wedding wants a 1 Night booking from Friday with 1 room with the total rate of ₹4,000',
    );
  });

  it('regenerates the read-only description as the fields change, and leaves it empty until they are filled', () => {
    const form = { ...emptyScenarioForm(), reservationName: 'Acme', rateType: ['suite'], noOfRoom: '1', roomNights: '2', checkInDay: 'Monday' };
    expect(withGeneratedDescription(form, rates, banquet).description).toBe(
      'Acme wants a 2 Nights booking from Monday with 1 room with the total rate of ₹12,000',
    );
    expect(withGeneratedDescription({ ...form, checkInDay: '' }, rates, banquet).description).toBe('');
  });

  it('shows every validation message of the form', () => {
    expect(validateScenarioForm(emptyScenarioForm())).toEqual({
      reservationName: 'Reservation name is required',
      rateType: 'At least one rate type is required',
      roomNights: 'Room nights is required',
      checkInDay: 'Check-in day is required',
      description: 'Description is required',
      noOfRoom: 'Enter the number of rooms: a whole number, at least 1',
    });
  });

  it('asks for at least one room and one banquet where the booking type books them, under the field', () => {
    const base = withGeneratedDescription(
      { ...emptyScenarioForm(), reservationName: 'Acme', rateType: ['suite', 'Grand Hall'], noOfRoom: '4', roomNights: '2', checkInDay: 'Monday' },
      rates,
      banquet,
    );
    // The request that read "4 rooms and 0 banquet".
    expect(validateScenarioForm({ ...base, bookingType: 'RoomAndBanquet', noOfBanquet: '' })).toEqual({
      noOfBanquet: 'Enter the number of banquets: a whole number, at least 1',
    });
    expect(validateScenarioForm({ ...base, bookingType: 'RoomAndBanquet', noOfBanquet: '0' })).toEqual({
      noOfBanquet: 'Enter the number of banquets: a whole number, at least 1',
    });
    expect(validateScenarioForm({ ...base, bookingType: 'RoomAndBanquet', noOfBanquet: '1.5' })).toEqual({
      noOfBanquet: 'Enter the number of banquets: a whole number, at least 1',
    });
    expect(validateScenarioForm({ ...base, bookingType: 'RoomAndBanquet', noOfRoom: '', noOfBanquet: '1' })).toEqual({
      noOfRoom: 'Enter the number of rooms: a whole number, at least 1',
    });
    expect(validateScenarioForm({ ...base, bookingType: 'RoomOnly', noOfRoom: '0' })).toEqual({
      noOfRoom: 'Enter the number of rooms: a whole number, at least 1',
    });
    expect(validateScenarioForm({ ...base, bookingType: 'RoomAndBanquet', noOfBanquet: '2' })).toEqual({});
    // A banquet-only request books no rooms, and the form fixes its one banquet.
    expect(validateScenarioForm({ ...base, bookingType: 'BanquetOnly', noOfRoom: '', noOfBanquet: '1' })).toEqual({});
    expect(validateScenarioForm({ ...base, bookingType: 'BanquetOnly', noOfRoom: '', noOfBanquet: '' })).toEqual({
      noOfBanquet: 'Enter the number of banquets: a whole number, at least 1',
    });
  });

  it('has no errors for a complete form, and sends the documented body', () => {
    const form = withGeneratedDescription(
      { ...emptyScenarioForm(), reservationName: 'Acme', rateType: ['suite'], noOfRoom: '3', roomNights: '2', checkInDay: 'Monday' },
      rates,
      banquet,
    );
    expect(validateScenarioForm(form)).toEqual({});
    const body = scenarioFormToBody(form, 'S1');
    expect(body).toMatchObject({ sessionId: 'S1', noOfRoom: 3, noOfBanquet: '', roomNights: 2, type: 'RoomOnly', rateType: ['suite'] });
    expect(addScenarioBodySchema.safeParse(body).success).toBe(true);
    const banquetBody = scenarioFormToBody({ ...form, bookingType: 'BanquetOnly', noOfRoom: '3', noOfBanquet: '' }, 'S1');
    expect(banquetBody).toMatchObject({ noOfRoom: 0, noOfBanquet: '1' });
  });

  it('says what the request as typed displaces on the forecast, once it has rooms, nights, a check-in day and a total', () => {
    // 10 rooms, Friday forecast 90%, base ADR 4,000; 3 standard rooms at 2,500 for Friday night:
    // total 3 x 2,500 = 7,500; forecast rooms 9, displaced = clamp(9 + 3 - 10, 0, 3) = 2,
    // worth 2 x 4,000 = 8,000; net 7,500 - 8,000 = -500.
    const session = hotel({
      totalRooms: 10,
      baseADR: 4000,
      rates: { standard: 2500 },
      occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '70', Thu: '80', Fri: '90', Sat: '100' },
    });
    const form = { ...emptyScenarioForm(), reservationName: 'Acme', rateType: ['standard'], noOfRoom: '3', roomNights: '1', checkInDay: 'Friday' };
    const total = formTotal(form, session.rates, session.banquet);
    expect(total).toBe(7500);
    expect(formDisplacement(form, session, total)).toMatchObject({ displacedRoomNights: 2, displacedRevenue: 8000, netContribution: -500 });
    // Monday: 5 expected, so 3 more rooms fit and nothing is displaced.
    expect(formDisplacement({ ...form, checkInDay: 'Monday' }, session, total)).toMatchObject({ displacedRoomNights: 0, netContribution: 7500 });
    // With guests who come (the forecast demand model), Poisson with mean 9 on Friday: the three rooms cost
    // E[min(D, 10)] - E[min(D, 7)] = P(D >= 8) + P(D >= 9) + P(D >= 10) guests, at 4,000 each.
    const poisson = (k: number) => (Math.exp(-9) * 9 ** k) / [...Array(k).keys()].reduce((f, i) => f * (i + 1), 1);
    const atLeast = (k: number) => 1 - [...Array(k).keys()].reduce((sum, i) => sum + poisson(i), 0);
    const guests = atLeast(8) + atLeast(9) + atLeast(10);
    const expected = formDisplacement(form, { ...session, demandModel: 'forecast' }, total)!;
    expect(expected.displacedRoomNights).toBeCloseTo(guests, 9);
    expect(expected.netContribution).toBeCloseTo(7500 - 4000 * guests, 6);
  });

  it('has no displacement to show while the form is not complete enough to work it out', () => {
    const session = hotel();
    const form = { ...emptyScenarioForm(), rateType: ['standard'], noOfRoom: '3', roomNights: '1', checkInDay: 'Friday' };
    expect(formDisplacement(form, session, 9000)).not.toBeNull();
    expect(formDisplacement({ ...form, checkInDay: '' }, session, 9000)).toBeNull();
    expect(formDisplacement({ ...form, noOfRoom: '' }, session, 9000)).toBeNull();
    expect(formDisplacement({ ...form, roomNights: '0' }, session, 9000)).toBeNull();
    expect(formDisplacement({ ...form, roomNights: '8' }, session, 9000)).toBeNull();
    expect(formDisplacement(form, session, 0)).toBeNull();
    expect(formDisplacement({ ...form, bookingType: 'BanquetOnly', rateType: ['Terrace'], noOfBanquet: '1' }, session, 8000)).toBeNull();
  });
});

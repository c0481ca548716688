import { describe, expect, it } from 'vitest';
import { addScenarioBodySchema, optionalCountSchema, scenarioTypeSchema } from './scenario.js';
import { ratePerRoomNight } from './booking-types.js';

const body = {
  sessionId: 'S1',
  description: 'Acme wants...',
  roomNights: 2,
  rateType: ['deluxe'],
  checkInDay: 'Monday',
  noOfRoom: 0,
  type: 'RoomOnly',
  noOfBanquet: '',
};

describe('scenario schemas', () => {
  it('accepts the documented addScenario body: noOfRoom 0 when empty, noOfBanquet empty when none', () => {
    expect(addScenarioBodySchema.parse(body)).toMatchObject({ noOfRoom: 0, noOfBanquet: 0, roomNights: 2, checkInDay: 'Monday' });
  });

  it('reads numeric strings and any day spelling', () => {
    expect(addScenarioBodySchema.parse({ ...body, roomNights: '3', noOfRoom: '2', noOfBanquet: '1', checkInDay: 'F' })).toMatchObject({
      roomNights: 3,
      noOfRoom: 2,
      noOfBanquet: 1,
      checkInDay: 'Friday',
    });
  });

  it('accepts the plain spellings of a rooms-only type', () => {
    expect(scenarioTypeSchema.parse('Rooms')).toBe('RoomOnly');
    expect(scenarioTypeSchema.safeParse('Spa').error?.issues[0]?.message).toBe('type must be RoomOnly, BanquetOnly or RoomAndBanquet');
  });

  it('keeps a stay within the week', () => {
    expect(addScenarioBodySchema.safeParse({ ...body, roomNights: 8 }).error?.issues[0]?.message).toBe('Room nights must be between 1 and 7');
    expect(addScenarioBodySchema.safeParse({ ...body, roomNights: 1.5 }).error?.issues[0]?.message).toBe('Room nights must be a whole number');
  });

  it('refuses a missing rate type and description with the spec messages', () => {
    expect(addScenarioBodySchema.safeParse({ ...body, rateType: [] }).error?.issues[0]?.message).toBe('At least one rate type is required');
    expect(addScenarioBodySchema.safeParse({ ...body, rateType: undefined }).error?.issues[0]?.message).toBe('At least one rate type is required');
    expect(addScenarioBodySchema.safeParse({ ...body, description: '' }).error?.issues[0]?.message).toBe('Description is required');
  });

  it('refuses counts that are not whole and non-negative', () => {
    expect(optionalCountSchema.safeParse('-1').error?.issues[0]?.message).toBe('must not be negative');
    expect(optionalCountSchema.safeParse('two').error?.issues[0]?.message).toBe('must be a whole number');
    expect(optionalCountSchema.parse(null)).toBe(0);
  });
});

describe('ratePerRoomNight', () => {
  it('divides a rooms-only total by its room-nights, and gives none where a hall is in the total', () => {
    expect(ratePerRoomNight({ type: 'RoomOnly', noOfRoom: 3, roomNights: 2, totalRate: 24_000 })).toBe(4_000);
    expect(ratePerRoomNight({ type: 'RoomAndBanquet', noOfRoom: 3, roomNights: 2, totalRate: 24_000 })).toBeNull();
    expect(ratePerRoomNight({ type: 'RoomOnly', noOfRoom: 0, roomNights: 2, totalRate: 24_000 })).toBeNull();
  });
});

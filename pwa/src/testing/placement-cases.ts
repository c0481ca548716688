/**
 * Any week and any request, for the property tests that hold a device's words
 * for where a request lands (or why it did not fit) to the engine's English.
 */
import fc from 'fast-check';
import { GRID_DAYS, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { emptyBanquetGrid, emptyRoomGrid, placement, type Placement } from '@front-desk-rm/engine/rules';

const session = {
  totalRooms: 6,
  banquet: [{ id: 'H1', name: 'Grand Ballroom', rate: 45000, capacity: 300 }],
} as unknown as Pick<Session, 'totalRooms' | 'banquet'>;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const TYPES = ['RoomOnly', 'BanquetOnly', 'RoomAndBanquet'] as const;

/**
 * Where a request lands on a week with some rooms and the hall taken: a known hall or one the session lacks, and
 * with `withBookings` the week's bookings given, so placement may move guests between rooms.
 */
export const placements = (withBookings: fc.Arbitrary<boolean> = fc.constant(false)): fc.Arbitrary<Placement> =>
  fc
    .record({
      taken: fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom(...GRID_DAYS)), { maxLength: 25 }),
      hallTaken: fc.boolean(),
      type: fc.constantFrom(...TYPES),
      checkInDay: fc.constantFrom(...DAYS),
      roomNights: fc.integer({ min: 1, max: 7 }),
      noOfRoom: fc.integer({ min: 1, max: 6 }),
      knownHall: fc.boolean(),
      bookings: withBookings,
    })
    .map(({ taken, hallTaken, type, checkInDay, roomNights, noOfRoom, knownHall, bookings }) => {
      const rooms = emptyRoomGrid(session.totalRooms);
      for (const [room, day] of taken) rooms[`Room ${room}`] = { ...rooms[`Room ${room}`]!, [day]: 1000 };
      const banquets = emptyBanquetGrid(session.banquet.length);
      const hall = Object.keys(banquets)[0]!;
      if (hallTaken) banquets[hall] = { ...banquets[hall]!, F: 1000 };
      const request = {
        _id: 's1',
        type,
        checkInDay,
        roomNights,
        noOfRoom,
        noOfBanquet: type === 'RoomOnly' ? 0 : 1,
        rateType: ['standard', ...(knownHall ? ['Grand Ballroom'] : ['Terrace'])],
        totalRate: 1000,
      } as unknown as Scenario;
      return placement(rooms, banquets, session, request, bookings ? [] : undefined);
    });

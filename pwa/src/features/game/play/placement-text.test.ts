import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_DAYS, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { emptyBanquetGrid, emptyRoomGrid, placement } from '@front-desk-rm/engine/rules';
import { translate } from '../../../i18n/use-t.js';
import { placementText } from './placement-text.js';

const session = {
  totalRooms: 6,
  banquet: [{ id: 'H1', name: 'Grand Ballroom', rate: 45000, capacity: 300 }],
} as unknown as Pick<Session, 'totalRooms' | 'banquet'>;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const TYPES = ['RoomOnly', 'BanquetOnly', 'RoomAndBanquet'] as const;

describe('where a request would land, said in the language spoken', () => {
  it('reads in English word for word as the engine’s summary, for any week and any request', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom(...GRID_DAYS)), { maxLength: 25 }),
        fc.boolean(),
        fc.constantFrom(...TYPES),
        fc.constantFrom(...DAYS),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (taken, hallTaken, type, checkInDay, roomNights, noOfRoom, knownHall) => {
          const rooms = emptyRoomGrid(session.totalRooms);
          for (const [room, day] of taken) rooms[`Room ${room}`] = { ...rooms[`Room ${room}`]!, [day]: 1000 };
          const banquets = emptyBanquetGrid(session.banquet.length);
          if (hallTaken) banquets[Object.keys(banquets)[0]!] = { ...banquets[Object.keys(banquets)[0]!]!, F: 1000 };
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
          const where = placement(rooms, banquets, session, request);
          expect(placementText(translate, 'en', where)).toBe(where.summary);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('says a summary with no parts as it came', () => {
    expect(placementText(translate, 'en', { fits: false, summary: 'Does not fit: Friday has 3 rooms left, and it needs 4.' })).toBe(
      'Does not fit: Friday has 3 rooms left, and it needs 4.',
    );
  });
});

import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { GRID_DAYS, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { pastReason } from '@front-desk-rm/engine/optimum';
import { emptyBanquetGrid, emptyRoomGrid, placement } from '@front-desk-rm/engine/rules';
import { formatterFor } from '../../i18n/format.js';
import { loadEveryMessage } from '../../i18n/i18n.js';
import { translate } from '../../i18n/use-t.js';
import { unfitText } from './unfit-text.js';

const session = {
  totalRooms: 6,
  banquet: [{ id: 'H1', name: 'Grand Ballroom', rate: 45000, capacity: 300 }],
} as unknown as Pick<Session, 'totalRooms' | 'banquet'>;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const TYPES = ['RoomOnly', 'BanquetOnly', 'RoomAndBanquet'] as const;

describe('why a declined request did not fit, told of the week gone by', () => {
  afterAll(() => loadEveryMessage('en'));

  it('reads in English word for word as the engine’s past-tense reason, for any week and any request', () => {
    const english = formatterFor('en', 'INR');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom(...GRID_DAYS)), { maxLength: 25 }),
        fc.boolean(),
        fc.constantFrom(...TYPES),
        fc.constantFrom(...DAYS),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        // With the week's bookings placement may move guests between rooms: its 'no way of moving' reason.
        fc.boolean(),
        (taken, hallTaken, type, checkInDay, roomNights, noOfRoom, knownHall, withBookings) => {
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
          const where = placement(rooms, banquets, session, request, withBookings ? [] : undefined);
          if (where.fits) return;
          expect(unfitText(translate, english, pastReason(where.summary), where.says)).toBe(pastReason(where.summary));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('says the reason in the language spoken, its days as the language names them', async () => {
    await loadEveryMessage('de');
    const german = formatterFor('de', 'EUR');
    const english = 'Friday had no rooms left, and it needed 2';
    expect(unfitText(translate, german, english, { kind: 'short', day: 'F', left: 0, wanted: 2 })).toContain('Freitag');
    expect(unfitText(translate, german, english, { kind: 'short', day: 'F', left: 0, wanted: 2 })).not.toContain('Friday');
    expect(unfitText(translate, german, 'the Ballroom was taken on Saturday', { kind: 'hallTaken', hall: 'Ballroom', day: 'Sat' })).toContain('Samstag');
    // A reason the engine gave without its parts is said as it came.
    expect(unfitText(translate, german, english, null)).toBe(english);
  });
});

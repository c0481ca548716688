import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_DAYS } from '../domain/days.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { acceptBooking } from './acceptance.js';
import { emptyBanquetGrid, emptyRoomGrid } from './grid.js';
import { placement, requestAnnouncement, roomList } from './placement.js';

const session = hotel();
const fresh = () => ({ rooms: emptyRoomGrid(session.totalRooms), banquets: emptyBanquetGrid(session.banquet.length) });

describe('where a request would land', () => {
  it('names the rooms first-fit would take and the nights', () => {
    const { rooms, banquets } = fresh();
    rooms['Room 1'] = { ...rooms['Room 1']!, F: 4000 };
    const r = placement(rooms, banquets, session, scenario({ checkInDay: 'Thursday', roomNights: 3, noOfRoom: 2 }));
    expect(r).toEqual({
      fits: true,
      summary: 'Needs 2 rooms Thu–Sat; Rooms 2 and 3 are free all three nights.',
      // The same by its parts, for a device that says it in another language.
      says: { kind: 'fits', rooms: 2, hall: null, stay: ['Th', 'F', 'Sat'], placed: ['Room 2', 'Room 3'], moved: false },
    });
  });

  it('names the hall with the rooms, and a one-night stay', () => {
    const { rooms, banquets } = fresh();
    const r = placement(
      rooms,
      banquets,
      session,
      scenario({ type: 'RoomAndBanquet', rateType: ['Terrace'], checkInDay: 'Friday', roomNights: 1, noOfRoom: 1 }),
    );
    expect(r.summary).toBe('Needs 1 room and the Terrace Fri; Room 1 and the Terrace are free that night.');
  });

  it('says which night is short and by how much', () => {
    const { rooms, banquets } = fresh();
    rooms['Room 1'] = { ...rooms['Room 1']!, F: 4000 };
    rooms['Room 2'] = { ...rooms['Room 2']!, F: 4000 };
    const r = placement(rooms, banquets, session, scenario({ checkInDay: 'Thursday', roomNights: 3, noOfRoom: 2 }));
    expect(r).toEqual({ fits: false, summary: 'Does not fit: Friday has 1 room left, and it needs 2.', says: { kind: 'short', day: 'F', left: 1, wanted: 2 } });
  });

  it('says when rooms are free each night but no room is free for the whole stay', () => {
    const { rooms, banquets } = fresh();
    rooms['Room 1'] = { ...rooms['Room 1']!, M: 4000 };
    rooms['Room 2'] = { ...rooms['Room 2']!, T: 4000 };
    const r = placement(rooms, banquets, session, scenario({ checkInDay: 'Monday', roomNights: 2, noOfRoom: 2 }));
    expect(r.fits).toBe(false);
    expect(r.summary).toBe('Does not fit: only 1 room is free both nights Mon–Tue, and a guest keeps one room for the whole stay; it needs 2.');
  });

  it('says when the hall is taken, and when it does not exist', () => {
    const { rooms, banquets } = fresh();
    banquets.b1 = { ...banquets.b1!, Sat: 20000 };
    expect(
      placement(rooms, banquets, session, scenario({ type: 'BanquetOnly', rateType: ['grand hall'], noOfRoom: 0, checkInDay: 'Saturday', roomNights: 1 }))
        .summary,
    ).toBe('Does not fit: the Grand Hall is taken on Saturday.');
    expect(placement(rooms, banquets, session, scenario({ type: 'BanquetOnly', rateType: ['Rooftop'], noOfRoom: 0 })).summary).toBe(
      'Does not fit: Selected banquet hall not found!',
    );
  });

  it('shortens runs of rooms', () => {
    expect(roomList(['Room 4'])).toBe('Room 4');
    expect(roomList(['Room 1', 'Room 2', 'Room 3', 'Room 4', 'Room 5', 'Room 6'])).toBe('Rooms 1–6');
    expect(roomList(['Room 1', 'Room 2', 'Room 3', 'Room 7', 'Room 9', 'Room 10'])).toBe('Rooms 1–3, 7, 9 and 10');
    expect(roomList(['Suite A', 'Suite B'])).toBe('Suite A and Suite B');
  });

  it('reads the request out in one sentence with where it lands', () => {
    const { rooms, banquets } = fresh();
    const s = scenario({ reservationName: 'Sharma Wedding', checkInDay: 'Thursday', roomNights: 3, noOfRoom: 2, totalRate: 45000 });
    expect(requestAnnouncement(s, 3, 12, placement(rooms, banquets, session, s))).toBe(
      'Request 3 of 12: Sharma Wedding. 2 rooms, Thu–Sat, 3 nights. Total ₹45,000. Needs 2 rooms Thu–Sat; Rooms 1 and 2 are free all three nights.',
    );
  });

  it('fits exactly when Accept would succeed, for any week and any request', () => {
    const night = fc.constantFrom(...GRID_DAYS);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), night), { maxLength: 12 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 2 }), night), { maxLength: 6 }),
        fc.record({
          type: fc.constantFrom('RoomOnly' as const, 'BanquetOnly' as const, 'RoomAndBanquet' as const),
          checkInDay: fc.constantFrom('Sunday' as const, 'Monday' as const, 'Thursday' as const, 'Saturday' as const, 'Someday' as 'Sunday'),
          roomNights: fc.integer({ min: 1, max: 7 }),
          noOfRoom: fc.integer({ min: 0, max: 4 }),
          rateType: fc.constantFrom(['Grand Hall'], ['terrace'], ['Rooftop']).map((r) => [...r]),
        }),
        (soldRooms, soldHalls, request) => {
          const { rooms, banquets } = fresh();
          for (const [r, d] of soldRooms) rooms[`Room ${r}`] = { ...rooms[`Room ${r}`]!, [d]: 3000 };
          for (const [h, d] of soldHalls) banquets[`b${h}`] = { ...banquets[`b${h}`]!, [d]: 8000 };
          const s = scenario(request);
          const where = placement(rooms, banquets, session, s);
          expect(where.fits).toBe(acceptBooking(rooms, banquets, session, s).ok);
          expect(where.summary.startsWith('Does not fit')).toBe(!where.fits);
        },
      ),
    );
  });
});

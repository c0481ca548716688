import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_NAMES } from '../domain/days.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { displacement } from './displacement.js';

const tenRooms = hotel({ totalRooms: 10, baseADR: 4000, occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '70', Thu: '80', Fri: '90', Sat: '100' } });

describe('displacement of a booking request', () => {
  it('displaces nothing on nights the forecast leaves room for the group', () => {
    // Monday: 5 transients expected, 10 rooms, a group of 4 fits beside them.
    const d = displacement(tenRooms, scenario({ checkInDay: 'Monday', roomNights: 1, noOfRoom: 4, totalRate: 12000 }));
    expect(d.nights).toEqual([{ day: 'M', forecastRooms: 5, displacedRooms: 0, displacedRevenue: 0 }]);
    expect(d.displacedRevenue).toBe(0);
    expect(d.netContribution).toBe(12000);
  });

  it('counts the rooms transients would have filled at the base ADR, night by night', () => {
    // Thursday 8 expected: a group of 5 pushes out 3; Friday 9 expected: 4 pushed out.
    const d = displacement(tenRooms, scenario({ checkInDay: 'Thursday', roomNights: 2, noOfRoom: 5, totalRate: 30000 }));
    expect(d.nights.map((n) => [n.day, n.displacedRooms])).toEqual([
      ['Th', 3],
      ['F', 4],
    ]);
    expect(d.displacedRoomNights).toBe(7);
    expect(d.displacedRevenue).toBe(7 * 4000);
    expect(d.netContribution).toBe(2000);
  });

  it('turns a cheap group on a night the forecast fills into a loss', () => {
    // 10 rooms, Friday forecast 90%, base ADR 4,000; a group of 3 rooms on Friday at 2,500 a room:
    // forecast rooms 0.9 x 10 = 9, displaced = clamp(9 + 3 - 10, 0, 3) = 2 room-nights,
    // worth 2 x 4,000 = 8,000; total 3 x 2,500 = 7,500; net 7,500 - 8,000 = -500.
    const d = displacement(tenRooms, scenario({ checkInDay: 'Friday', roomNights: 1, noOfRoom: 3, totalRate: 7500 }));
    expect(d.nights).toEqual([{ day: 'F', forecastRooms: 9, displacedRooms: 2, displacedRevenue: 8000 }]);
    expect(d.displacedRoomNights).toBe(2);
    expect(d.displacedRevenue).toBe(8000);
    expect(d.netContribution).toBe(-500);
  });

  it('never displaces more rooms than the group takes, even on a full night', () => {
    const d = displacement(tenRooms, scenario({ checkInDay: 'Saturday', roomNights: 1, noOfRoom: 2, totalRate: 5000 }));
    expect(d.nights[0]!.displacedRooms).toBe(2);
    expect(d.netContribution).toBe(5000 - 8000);
  });

  it('wraps a stay from Saturday into Sunday', () => {
    const d = displacement(tenRooms, scenario({ checkInDay: 'Saturday', roomNights: 2, noOfRoom: 7, totalRate: 50000 }));
    expect(d.nights.map((n) => [n.day, n.displacedRooms])).toEqual([
      ['Sat', 7],
      ['Sun', 1],
    ]);
  });

  it('leaves a hall-only request whole, and keeps the hall part out of a package room revenue', () => {
    expect(displacement(tenRooms, scenario({ type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Hall'], totalRate: 20000 }))).toEqual({
      nights: [],
      roomRevenue: 0,
      displacedRoomNights: 0,
      displacedRevenue: 0,
      netContribution: 20000,
    });
    const pkg = displacement(
      tenRooms,
      scenario({ type: 'RoomAndBanquet', noOfRoom: 2, noOfBanquet: 1, rateType: ['deluxe', 'Terrace'], checkInDay: 'Monday', roomNights: 1, totalRate: 16000 }),
    );
    expect(pkg.roomRevenue).toBe(8000);
  });

  it('reads an unreadable forecast as an empty night', () => {
    const d = displacement(
      { ...tenRooms, occupancy: { ...tenRooms.occupancy, Mon: 'n/a' } },
      scenario({ checkInDay: 'Monday', roomNights: 1, noOfRoom: 10, totalRate: 1 }),
    );
    expect(d.displacedRevenue).toBe(0);
  });

  it('for any request: displaced rooms within 0..group size each night, room-nights their sum, and net = total - displaced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(...DAY_NAMES),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 500000 }),
        (totalRooms, occ, rooms, day, nights, total) => {
          const session = hotel({
            totalRooms,
            baseADR: 3000,
            occupancy: { Sun: `${occ[0]}`, Mon: `${occ[1]}`, Tue: `${occ[2]}`, Wed: `${occ[3]}`, Thu: `${occ[4]}`, Fri: `${occ[5]}`, Sat: `${occ[6]}` },
          });
          const d = displacement(session, scenario({ noOfRoom: rooms, checkInDay: day, roomNights: nights, totalRate: total }));
          expect(d.nights).toHaveLength(nights);
          for (const n of d.nights) {
            expect(n.displacedRooms).toBeGreaterThanOrEqual(0);
            expect(n.displacedRooms).toBeLessThanOrEqual(rooms);
          }
          expect(d.displacedRoomNights).toBeCloseTo(
            d.nights.reduce((sum, n) => sum + n.displacedRooms, 0),
            6,
          );
          expect(d.netContribution).toBeCloseTo(total - d.displacedRevenue, 6);
        },
      ),
    );
  });
});

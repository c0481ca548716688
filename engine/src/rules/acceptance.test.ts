import { describe, expect, it } from 'vitest';
import { hotel, scenario } from '../testing/fixtures.js';
import { acceptBooking, findHall, splitRevenue, stayNights } from './acceptance.js';
import { emptyBanquetGrid, emptyRoomGrid } from './grid.js';

const session = hotel();
const fresh = () => ({ rooms: emptyRoomGrid(session.totalRooms), banquets: emptyBanquetGrid(session.banquet.length) });

describe('accepting a booking', () => {
  it('assigns rooms first-fit in room order, one room for every night of the stay', () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(rooms, banquets, session, scenario({ checkInDay: 'Monday', roomNights: 3, noOfRoom: 2, totalRate: 24000 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.booking.rooms).toEqual(['Room 1', 'Room 2']);
    expect(r.booking.nights).toEqual(['M', 'T', 'W']);
    expect(r.rooms['Room 1']).toEqual({ Sun: null, M: 4000, T: 4000, W: 4000, Th: null, F: null, Sat: null });
    expect(r.rooms['Room 3']!.M).toBeNull();
  });

  it('wraps the nights from Saturday to Sunday', () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(rooms, banquets, session, scenario({ checkInDay: 'Friday', roomNights: 4, noOfRoom: 1, totalRate: 16000 }));
    expect(r.ok && r.booking.nights).toEqual(['F', 'Sat', 'Sun', 'M']);
  });

  it('skips a room that is busy on any night and takes the next free one', () => {
    const { rooms, banquets } = fresh();
    rooms['Room 1'] = { ...rooms['Room 1']!, T: 3000 };
    const r = acceptBooking(rooms, banquets, session, scenario({ checkInDay: 'Monday', roomNights: 2, noOfRoom: 1 }));
    expect(r.ok && r.booking.rooms).toEqual(['Room 2']);
  });

  it("refuses with 'Not enough rooms available for this booking!' when too few rooms are free", () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(rooms, banquets, session, scenario({ noOfRoom: 4 }));
    expect(r).toEqual({ ok: false, message: 'Not enough rooms available for this booking!' });
  });

  it('does not change the grids it was given', () => {
    const { rooms, banquets } = fresh();
    const before = JSON.stringify(rooms);
    acceptBooking(rooms, banquets, session, scenario({ noOfRoom: 2 }));
    expect(JSON.stringify(rooms)).toBe(before);
  });

  it('finds the banquet hall by a rateType entry, ignoring case', () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(
      rooms,
      banquets,
      session,
      scenario({ type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['terrace'], roomNights: 2, checkInDay: 'Saturday', totalRate: 8000 }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.booking.hall).toEqual({ key: 'b2', name: 'Terrace' });
    expect(r.banquets['b2']).toEqual({ Sun: 8000, M: null, T: null, W: null, Th: null, F: null, Sat: 8000 });
    expect(r.booking.rooms).toEqual([]);
  });

  it("refuses with 'Selected banquet hall not found!' when no rateType names a hall", () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(rooms, banquets, session, scenario({ type: 'BanquetOnly', rateType: ['Ballroom'] }));
    expect(r).toEqual({ ok: false, message: 'Selected banquet hall not found!' });
  });

  it("refuses with '{hall} is not available for all requested dates!' when the hall is taken on any night", () => {
    const { rooms, banquets } = fresh();
    banquets['b1'] = { ...banquets['b1']!, T: 20000 };
    const r = acceptBooking(
      rooms,
      banquets,
      session,
      scenario({ type: 'RoomAndBanquet', rateType: ['deluxe', 'Grand Hall'], checkInDay: 'Monday', roomNights: 2, noOfRoom: 1, noOfBanquet: 1 }),
    );
    expect(r).toEqual({ ok: false, message: 'Grand Hall is not available for all requested dates!' });
  });

  it('checks the hall before the rooms', () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(rooms, banquets, session, scenario({ type: 'RoomAndBanquet', rateType: ['nowhere'], noOfRoom: 99 }));
    expect(r.ok || r.message).toBe('Selected banquet hall not found!');
  });

  it('prices a room night as totalRate / (rooms x nights)', () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(rooms, banquets, session, scenario({ noOfRoom: 2, roomNights: 3, totalRate: 30000 }));
    expect(r.ok && r.booking.nightlyRoomRate).toBe(5000);
  });

  it('takes banquet rate x nights off a RoomAndBanquet total before pricing the rooms', () => {
    const { rooms, banquets } = fresh();
    // (144000 - 20000 x 3) / (2 x 3) = 14000
    const r = acceptBooking(
      rooms,
      banquets,
      session,
      scenario({ type: 'RoomAndBanquet', rateType: ['deluxe', 'grand hall'], noOfRoom: 2, roomNights: 3, noOfBanquet: 1, totalRate: 144000 }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.booking.nightlyRoomRate).toBe(14000);
    expect(r.booking.roomRevenue).toBe(84000);
    expect(r.booking.banquetRevenue).toBe(60000);
    expect(r.rooms['Room 2']!.W).toBe(14000);
    expect(r.banquets['b1']!.M).toBe(20000);
  });

  it('refuses a stay longer than the week as not enough rooms', () => {
    const { rooms, banquets } = fresh();
    expect(acceptBooking(rooms, banquets, session, scenario({ roomNights: 8 }))).toEqual({
      ok: false,
      message: 'Not enough rooms available for this booking!',
    });
  });

  it('refuses a banquet on an unknown day as unavailable', () => {
    const { rooms, banquets } = fresh();
    const r = acceptBooking(rooms, banquets, session, scenario({ type: 'BanquetOnly', rateType: ['Terrace'], checkInDay: 'Someday' as never }));
    expect(r.ok || r.message).toBe('Terrace is not available for all requested dates!');
  });
});

describe('booking helpers', () => {
  it('lists the nights of a stay and rejects impossible stays', () => {
    expect(stayNights('Sat', 2)).toEqual(['Sat', 'Sun']);
    expect(stayNights('nope', 2)).toBeNull();
    expect(stayNights('Monday', 0)).toBeNull();
    expect(stayNights('Monday', 1.5)).toBeNull();
  });

  it('takes the first rateType entry that names a hall', () => {
    expect(findHall(session.banquet, ['deluxe', 'TERRACE', 'grand hall'])?.hall.name).toBe('Terrace');
    expect(findHall(session.banquet, ['deluxe'])).toBeNull();
  });

  it('never prices rooms below zero when the banquet part exceeds the total', () => {
    expect(splitRevenue({ type: 'RoomAndBanquet', noOfRoom: 1, roomNights: 2, totalRate: 10000 }, 20000)).toEqual({
      nightlyRoomRate: 0,
      roomRevenue: 0,
      banquetRevenue: 10000,
    });
    expect(splitRevenue({ type: 'RoomAndBanquet', noOfRoom: 0, roomNights: 2, totalRate: 10000 }, 20000)).toEqual({
      nightlyRoomRate: 0,
      roomRevenue: 0,
      banquetRevenue: 10000,
    });
  });
});

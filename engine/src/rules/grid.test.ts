import { describe, expect, it } from 'vitest';
import { emptyBanquetGrid, emptyRoomGrid, freeByNight, roomStatus, soldNights } from './grid.js';

describe('grids', () => {
  it("names rooms 'Room 1'..'Room N' with every night free", () => {
    const grid = emptyRoomGrid(3);
    expect(Object.keys(grid)).toEqual(['Room 1', 'Room 2', 'Room 3']);
    expect(grid['Room 1']).toEqual({ Sun: null, M: null, T: null, W: null, Th: null, F: null, Sat: null });
  });

  it('falls back to 5 rooms when the count is unknown', () => {
    expect(Object.keys(emptyRoomGrid(0))).toHaveLength(5);
    expect(Object.keys(emptyRoomGrid(Number.NaN))).toHaveLength(5);
  });

  it('keys banquet halls b1, b2, ...', () => {
    expect(Object.keys(emptyBanquetGrid(2))).toEqual(['b1', 'b2']);
    expect(emptyBanquetGrid(0)).toEqual({});
  });

  it('calls a room booked when every night is sold, partial when some are, else available', () => {
    const free = emptyRoomGrid(1)['Room 1']!;
    expect(roomStatus(free)).toBe('available');
    expect(roomStatus({ ...free, M: 4000 })).toBe('partial');
    expect(roomStatus({ Sun: 1, M: 1, T: 1, W: 1, Th: 1, F: 1, Sat: 1 })).toBe('booked');
  });

  it('counts sold nights across a grid', () => {
    const grid = emptyRoomGrid(2);
    grid['Room 1'] = { ...grid['Room 1']!, M: 1, T: 1 };
    grid['Room 2'] = { ...grid['Room 2']!, Sat: 1 };
    expect(soldNights(grid)).toBe(3);
  });
});

describe('freeByNight', () => {
  it('counts the free rows of each night, and is the room count less the sold cells night by night', () => {
    const grid = emptyRoomGrid(4);
    grid['Room 1'] = { ...grid['Room 1']!, F: 4000, Sat: 4000 };
    grid['Room 2'] = { ...grid['Room 2']!, Sat: 3000 };
    expect(freeByNight(grid)).toEqual({ Sun: 4, M: 4, T: 4, W: 4, Th: 4, F: 3, Sat: 2 });
    expect(Object.values(freeByNight(grid)).reduce((a, b) => a + b, 0)).toBe(4 * 7 - soldNights(grid));
    expect(freeByNight(emptyBanquetGrid(0))).toEqual({ Sun: 0, M: 0, T: 0, W: 0, Th: 0, F: 0, Sat: 0 });
  });
});

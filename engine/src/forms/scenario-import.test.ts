import { describe, expect, it } from 'vitest';
import { importRowFields } from './scenario-import.js';

const session = { rates: { standard: 3000 }, banquet: [{ id: 'h1', name: 'Grand Ballroom', rate: 45000, capacity: 300 }] };

describe('an imported scenario row', () => {
  it('drops blank cells, splits rate types and reads bookingType as type', () => {
    expect(
      importRowFields({ reservationName: 'A', bookingType: 'RoomOnly', rateType: 'standard; deluxe|suite', noOfBanquet: '', description: 'given' }, session),
    ).toEqual({
      reservationName: 'A',
      type: 'RoomOnly',
      rateType: ['standard', 'deluxe', 'suite'],
      description: 'given',
    });
  });

  it('writes the description the form would, from the session rates', () => {
    const row = importRowFields(
      { reservationName: 'Infosys', type: 'RoomOnly', rateType: 'standard', checkInDay: 'mon', roomNights: '3', noOfRoom: '5' },
      session,
    );
    expect(row.description).toBe('Infosys wants a 3 Nights booking from Monday with 5 rooms with the total rate of ₹45,000');
  });

  it('uses a given total and keeps an unknown day as written', () => {
    const row = importRowFields(
      { reservationName: 'Gala', type: 'BanquetOnly', rateType: ['Grand Ballroom'], checkInDay: 'Someday', roomNights: 1, totalRate: 50000 },
      session,
    );
    expect(row.description).toBe('Gala wants a 1 Night booking from Someday with 1 banquet with the total rate of ₹50,000');
  });
});

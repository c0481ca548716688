import { describe, expect, it } from 'vitest';
import { readScenarioFile } from './scenario-file.js';

const session = { rates: { standard: 3000, deluxe: 4200 }, banquet: [{ id: 'h1', name: 'Grand Ballroom', rate: 45000, capacity: 300 }] };

describe('a scenario file the host uploads', () => {
  it('reads a CSV with a header row, numbering rows as a spreadsheet does', () => {
    const csv =
      'reservationName,type,checkInDay,roomNights,noOfRoom,rateType\nInfosys,RoomOnly,Monday,3,5,standard\n"Sharma, Wedding",RoomAndBanquet,Friday,2,4,deluxe;Grand Ballroom\n';
    const file = readScenarioFile('deck.csv', csv, session);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rows.map((r) => r.line)).toEqual([2, 3]);
    expect(file.rows[1]!.fields).toMatchObject({ reservationName: 'Sharma, Wedding', rateType: ['deluxe', 'Grand Ballroom'] });
    expect(file.rows[0]!.fields.description).toBe('Infosys wants a 3 Nights booking from Monday with 5 rooms with the total rate of ₹45,000');
  });

  it('reads a JSON array numbered from 1', () => {
    const file = readScenarioFile(
      'deck.json',
      JSON.stringify([{ reservationName: 'A', type: 'BanquetOnly', checkInDay: 'Sunday', roomNights: 1, rateType: ['Grand Ballroom'] }]),
      session,
    );
    expect(file.ok && file.rows[0]!.line).toBe(1);
  });

  it('says what is wrong with a file it cannot read', () => {
    expect(readScenarioFile('deck.json', '{ nope', session)).toMatchObject({ ok: false, message: expect.stringContaining('not valid JSON') });
    expect(readScenarioFile('deck.json', '{"a":1}', session)).toEqual({ ok: false, message: 'The JSON file must hold an array of scenarios' });
    expect(readScenarioFile('deck.json', '[1]', session)).toEqual({ ok: false, message: 'Line 1: each scenario must be an object' });
    expect(readScenarioFile('deck.csv', 'reservationName,type\n', session)).toEqual({ ok: false, message: 'The file holds no scenarios' });
    expect(readScenarioFile('deck.csv', 'a,b\n1,2,3\n', session)).toMatchObject({ ok: false, message: expect.stringContaining('line 2') });
  });
});

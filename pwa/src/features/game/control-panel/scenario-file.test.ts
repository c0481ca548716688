import { describe, expect, it } from 'vitest';
import { readScenarioFile } from './scenario-file.js';

const session = { rates: { standard: 3000, deluxe: 4200 }, banquet: [{ id: 'h1', name: 'Grand Ballroom', rate: 45000, capacity: 300 }] };

describe('a scenario file the host uploads', () => {
  it('reads a semicolon CSV, as Excel writes it in German, French and Spanish, as the server does', () => {
    const file = readScenarioFile(
      'deck.csv',
      'reservationName;type;checkInDay;roomNights;noOfRoom;rateType\nMüller GmbH;RoomOnly;Tuesday;2;3;standard\n',
      session,
    );
    expect(file.ok && file.rows.map((r) => [r.line, r.fields.reservationName, r.fields.checkInDay])).toEqual([[2, 'Müller GmbH', 'Tuesday']]);
  });

  it('tells JSON from the file name, and says what is wrong with a file it cannot read', () => {
    expect(readScenarioFile('deck.json', '{}', session)).toMatchObject({ ok: false, message: 'The JSON file must hold an array of scenarios' });
    expect(readScenarioFile('deck.csv', 'a,b\n1,2,3\n', session)).toMatchObject({
      ok: false,
      message: 'The CSV file could not be read',
      errors: [{ line: 2 }],
    });
  });
});

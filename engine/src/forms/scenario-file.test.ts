import { describe, expect, it } from 'vitest';
import { SCENARIO_FILES } from '../testing/scenario-files.js';
import { MAX_IMPORT_ROWS } from '../domain/scenario.js';
import { readScenarioFile, scenarioFileFormat } from './scenario-import.js';

const session = { rates: { standard: 3000, deluxe: 4200 }, banquet: [{ id: 'h1', name: 'Grand Ballroom', rate: 45000, capacity: 300 }] };

describe('a scenario file, read once for the preview and the import', () => {
  for (const file of SCENARIO_FILES) {
    it(`reads ${file.name}`, () => {
      const read = readScenarioFile(file.format, file.content, session);
      if ('rows' in file.expected) {
        expect(read.ok, JSON.stringify(read)).toBe(true);
        if (read.ok) expect(read.rows.map((r) => [r.line, r.fields.reservationName])).toEqual(file.expected.rows);
      } else {
        expect(read).toMatchObject({ ok: false, message: file.expected.message });
        if (!read.ok) expect(read.errors.map((e) => e.line)).toEqual(file.expected.lines);
      }
    });
  }

  it('splits rate types on the cell, not on the file’s delimiter, and writes the description the form would', () => {
    const read = readScenarioFile('csv', SCENARIO_FILES[1]!.content, session);
    expect(read.ok && read.rows[1]!.fields).toMatchObject({ rateType: ['deluxe', 'Grand Ballroom'] });
    const comma = readScenarioFile('csv', SCENARIO_FILES[0]!.content, session);
    expect(comma.ok && comma.rows[0]!.fields.description).toBe('Infosys wants a 3 Nights booking from Monday with 5 rooms with the total rate of ₹45,000');
  });

  it('takes at most 500 at once', () => {
    const many = `reservationName\n${Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `R${i}`).join('\n')}\n`;
    expect(readScenarioFile('csv', many, session)).toEqual({ ok: false, message: 'At most 500 scenarios at once', errors: [] });
  });

  it('tells the format from the name, or from the content', () => {
    expect(scenarioFileFormat('deck.JSON', 'x')).toBe('json');
    expect(scenarioFileFormat('deck.csv', '[')).toBe('csv');
    expect(scenarioFileFormat('deck', ' [{}]')).toBe('json');
    expect(scenarioFileFormat('deck', 'a;b')).toBe('csv');
  });
});

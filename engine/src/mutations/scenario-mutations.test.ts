import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, applied, context, run, seeded } from '../testing/game-data.js';
import type { GameData } from '../domain/game-data.js';
import { addScenario, deleteScenario, editScenario, importScenarios, scenarioProblem } from './scenario-mutations.js';

const upcoming = (): GameData => {
  const data = seeded();
  data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming' };
  return data;
};

const body = {
  sessionId: 'S1',
  description: 'Acme wants a 2 Nights booking from Monday with 2 rooms',
  roomNights: 2,
  rateType: ['Deluxe'],
  checkInDay: 'M',
  noOfRoom: 2,
  type: 'RoomOnly',
  noOfBanquet: '',
};

describe('addScenario', () => {
  it('adds a scenario priced from the session rates when no total is given', () => {
    const r = run(addScenario, upcoming(), body, context(ADMIN));
    expect(r.ok && r.value).toMatchObject({ _id: 'ID1', checkInDay: 'Monday', noOfRoom: 2, noOfBanquet: 0, totalRate: 16000, rateType: ['Deluxe'] });
  });

  it('keeps a total that is given', () => {
    const r = run(addScenario, upcoming(), { ...body, totalRate: 9999 }, context(ADMIN));
    expect(r.ok && r.value).toMatchObject({ totalRate: 9999 });
  });

  it('prices a RoomAndBanquet from rooms, nights, banquets and the hall', () => {
    const r = run(addScenario, upcoming(), { ...body, type: 'RoomAndBanquet', rateType: ['deluxe', 'grand hall'], noOfBanquet: '1' }, context(ADMIN));
    // 2 rooms x 2 nights x 4,000 + the hall's 20,000 for each of the 2 nights.
    expect(r.ok && r.value).toMatchObject({ totalRate: 56000, noOfBanquet: 1 });
  });

  it('books one banquet and no rooms for BanquetOnly', () => {
    const r = run(addScenario, upcoming(), { ...body, type: 'BanquetOnly', rateType: ['Terrace'], noOfRoom: 3, noOfBanquet: '' }, context(ADMIN));
    expect(r.ok && r.value).toMatchObject({ noOfRoom: 0, noOfBanquet: 1, totalRate: 8000 });
  });

  it('refuses rate types the session does not have, rooms bookings without rooms and banquets without a hall', () => {
    expect(run(addScenario, upcoming(), { ...body, rateType: ['penthouse'] }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: "Unknown rate type 'penthouse': use one of the session's rate types or banquet halls",
    });
    expect(run(addScenario, upcoming(), { ...body, noOfRoom: 0 }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'A room booking needs at least one room',
    });
    expect(run(addScenario, upcoming(), { ...body, type: 'BanquetOnly', rateType: ['deluxe'] }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: "A banquet booking needs one of the session's banquet halls as a rate type",
    });
  });

  it("refuses a rate type that only Object's prototype has, rather than pricing the booking from it", () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect(run(addScenario, upcoming(), { ...body, rateType: [name] }, context(ADMIN))).toMatchObject({
        ok: false,
        reason: `Unknown rate type '${name}': use one of the session's rate types or banquet halls`,
      });
    }
  });

  it('refuses after the game has ended, for another host, and for a taken id', () => {
    const ended = seeded();
    ended.sessions['S1'] = { ...ended.sessions['S1']!, status: 'ended' };
    expect(run(addScenario, ended, body, context(ADMIN))).toMatchObject({ ok: false, reason: 'Scenarios cannot be added after the game has ended' });
    expect(run(addScenario, upcoming(), body, context(OTHER_ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(addScenario, upcoming(), { ...body, id: 'A' }, context(ADMIN))).toMatchObject({ ok: false, code: 'id_taken' });
  });

  it('reports the spec messages for missing fields', () => {
    const r = addScenario.args.safeParse({ sessionId: 'S1', rateType: [] });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Description is required', 'At least one rate type is required', 'Room nights is required', 'Check-in day is required']),
    );
  });
});

describe('editScenario', () => {
  it('re-prices a scenario whose shape changes', () => {
    const before = upcoming();
    const data = applied(editScenario, before, { scenarioId: 'B', patch: { noOfRoom: 2 } }, context(ADMIN));
    expect(data.scenarios['B']).toMatchObject({ noOfRoom: 2, totalRate: 8000, createdAt: before.scenarios['B']!.createdAt });
  });

  it('keeps the total when only the words change', () => {
    const data = applied(editScenario, upcoming(), { scenarioId: 'A', patch: { description: 'New words' } }, context(ADMIN));
    expect(data.scenarios['A']).toMatchObject({ description: 'New words', totalRate: 24000 });
  });

  it('only edits before the game starts, for the owner, when the result is valid', () => {
    expect(run(editScenario, seeded(), { scenarioId: 'A', patch: { description: 'x' } }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'Scenarios can be edited or deleted only before the game starts',
    });
    expect(run(editScenario, upcoming(), { scenarioId: 'A', patch: { rateType: ['nope'] } }, context(ADMIN))).toMatchObject({ ok: false, code: 'invalid' });
    expect(run(editScenario, upcoming(), { scenarioId: 'A', patch: { description: 'x' } }, context(OTHER_ADMIN))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(run(editScenario, upcoming(), { scenarioId: 'Q', patch: { description: 'x' } }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('deleteScenario', () => {
  it('removes a scenario before the game starts', () => {
    expect(applied(deleteScenario, upcoming(), { scenarioId: 'A' }, context(ADMIN)).scenarios['A']).toBeUndefined();
  });

  it('refuses once the game has started, for another host, or for an unknown scenario', () => {
    expect(run(deleteScenario, seeded(), { scenarioId: 'A' }, context(ADMIN))).toMatchObject({ ok: false, code: 'invalid' });
    expect(run(deleteScenario, upcoming(), { scenarioId: 'A' }, context(OTHER_ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(deleteScenario, upcoming(), { scenarioId: 'Q' }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('importScenarios', () => {
  const row = (line: number, fields: Record<string, unknown>) => ({ line, fields: { ...body, ...fields } });

  it('imports every row in file order', () => {
    const data = applied(
      importScenarios,
      upcoming(),
      { sessionId: 'S1', rows: [row(2, { description: 'one' }), row(3, { description: 'two' })] },
      context(ADMIN),
    );
    const added = Object.values(data.scenarios)
      .filter((s) => s._id.startsWith('ID'))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(added.map((s) => s.description)).toEqual(['one', 'two']);
  });

  it('reports every bad row by line number and imports nothing', () => {
    const r = run(
      importScenarios,
      upcoming(),
      { sessionId: 'S1', rows: [row(2, {}), row(3, { roomNights: '' }), row(4, { rateType: ['nope'] })] },
      context(ADMIN),
    );
    expect(r).toEqual({
      ok: false,
      code: 'invalid',
      reason: '2 rows have errors; nothing was imported',
      errors: [
        { line: 3, message: 'roomNights: Room nights is required' },
        { line: 4, message: "Unknown rate type 'nope': use one of the session's rate types or banquet halls" },
      ],
    });
  });

  it('says so when one row is bad, when the file is empty, and after the game has ended', () => {
    expect(run(importScenarios, upcoming(), { sessionId: 'S1', rows: [row(2, { type: 'Spa' })] }, context(ADMIN))).toMatchObject({
      reason: '1 row has errors; nothing was imported',
    });
    expect(run(importScenarios, upcoming(), { sessionId: 'S1', rows: [] }, context(ADMIN))).toMatchObject({ reason: 'The file holds no scenarios' });
    const ended = seeded();
    ended.sessions['S1'] = { ...ended.sessions['S1']!, status: 'ended' };
    expect(run(importScenarios, ended, { sessionId: 'S1', rows: [row(2, {})] }, context(ADMIN))).toMatchObject({ ok: false, code: 'invalid' });
    expect(run(importScenarios, upcoming(), { sessionId: 'S1', rows: [row(2, {})] }, context(OTHER_ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('checks a row against the session', () => {
    expect(
      scenarioProblem(
        { description: 'x', type: 'RoomOnly', checkInDay: 'Monday', roomNights: 1, noOfRoom: 1, noOfBanquet: 0, rateType: ['SUITE'] },
        seeded().sessions['S1']!,
      ),
    ).toBeNull();
  });
});

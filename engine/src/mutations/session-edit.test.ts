import { describe, expect, it } from 'vitest';
import { ADMIN, applied, as, context, run, seeded } from '../testing/game-data.js';
import { LOCKED_ONCE_STARTED, updateSession } from './session-mutations.js';
import { SESSION_MESSAGES } from './refusal-messages.js';

/** The seeded hotel before the start. */
function upcoming() {
  const data = seeded();
  data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming' };
  return data;
}

const hotelEdit = {
  hotelName: 'Lakeview Indore',
  totalRooms: 8,
  baseADR: 3600,
  rates: { Standard: 3200, suite: 6500 },
  occupancy: { Sun: '30', Mon: '45', Tue: '50', Wed: '60', Thu: '75', Fri: '95', Sat: '100' },
  banquet: [
    { name: 'Grand Hall', rate: 22000 },
    { name: 'Lawn', rate: 9000 },
  ],
  demandModel: 'none',
  decisionSeconds: 90,
  pace: 'inStep',
  weeks: 3,
  pricingWeeks: [],
  priceBounds: { min: 2000, max: 5000 },
  currency: 'EUR',
};

describe('editing a session before it starts', () => {
  it('takes the hotel, rates, forecast, halls, demand model, decision time and pace', () => {
    const session = applied(updateSession, upcoming(), { sessionId: 'S1', patch: hotelEdit }, context(ADMIN)).sessions['S1']!;
    expect(session).toMatchObject({
      hotelName: 'Lakeview Indore',
      totalRooms: 8,
      baseADR: 3600,
      rates: { standard: 3200, suite: 6500 },
      occupancy: { Sat: '100' },
      demandModel: 'none',
      decisionSeconds: 90,
      pace: 'inStep',
    });
    // The hall that kept its name keeps its id.
    expect(session.banquet.map((h) => [h.id, h.name, h.rate])).toEqual([
      ['H1', 'Grand Hall', 22000],
      ['ID1', 'Lawn', 9000],
    ]);
  });

  it('keeps the totals of the requests already in the deck when the rates change: a quote given stands', () => {
    const data = applied(updateSession, upcoming(), { sessionId: 'S1', patch: { rates: { standard: 1000, deluxe: 9000, suite: 6000 } } }, context(ADMIN));
    expect(Object.values(data.scenarios).map((s) => s.totalRate)).toEqual(Object.values(upcoming().scenarios).map((s) => s.totalRate));
  });

  it('refuses every hotel field in words once the game has started, and after it has ended', () => {
    for (const status of ['live', 'ended'] as const) {
      const data = seeded();
      data.sessions['S1'] = { ...data.sessions['S1']!, status };
      for (const field of LOCKED_ONCE_STARTED) {
        const patch = { [field]: (hotelEdit as Record<string, unknown>)[field] };
        expect(run(updateSession, data, { sessionId: 'S1', patch }, context(ADMIN))).toEqual({
          ok: false,
          code: 'invalid',
          reason: SESSION_MESSAGES.lockedOnceStarted,
        });
      }
    }
    expect(SESSION_MESSAGES.lockedOnceStarted).toBe('Hotel details cannot change once the game has started');
  });

  it('still lets the host rename the session and change the decision time while it runs', () => {
    const session = applied(updateSession, seeded(), { sessionId: 'S1', patch: { name: 'Batch 4, evening', decisionSeconds: 120 } }, context(ADMIN)).sessions[
      'S1'
    ]!;
    expect(session).toMatchObject({ name: 'Batch 4, evening', decisionSeconds: 120 });
  });

  it('refuses a decision time outside 30 to 180 seconds in words', () => {
    expect(() => run(updateSession, upcoming(), { sessionId: 'S1', patch: { decisionSeconds: 20 } }, context(ADMIN))).toThrow(
      'decision time must be at least 30 seconds',
    );
    expect(() => run(updateSession, upcoming(), { sessionId: 'S1', patch: { decisionSeconds: 200 } }, context(ADMIN))).toThrow(
      'decision time must be at most 180 seconds',
    );
  });

  it('is the host’s alone', () => {
    expect(run(updateSession, upcoming(), { sessionId: 'S1', patch: { hotelName: 'Mine now' } }, context(as('M1')))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, applied, as, context, run, seeded } from '../testing/game-data.js';
import { sessionView } from '../views/session-view.js';
import { cloneSession, runAgainName } from './clone-session.js';
import { reorderDeck } from './deck-order-mutations.js';
import { commit } from './model.js';

/** The seeded hotel with its settings set, and its deck put in the order C, A, B before the start. */
function source() {
  const data = seeded();
  data.sessions['S1'] = {
    ...data.sessions['S1']!,
    status: 'upcoming',
    demandModel: 'forecast',
    decisionSeconds: 90,
    pace: 'inStep',
    housePolicies: ['emsrB'],
    displacementHint: true,
  };
  const ordered = applied(reorderDeck, data, { sessionId: 'S1', order: ['C', 'A', 'B'] }, context(ADMIN));
  ordered.sessions['S1'] = { ...ordered.sessions['S1']!, status: 'ended', round: 2 };
  return ordered;
}

describe('cloneSession', () => {
  it('makes an upcoming session with a new game code and the same hotel, rates, forecast, halls and settings', () => {
    const data = source();
    const r = run(cloneSession, data, { sessionId: 'S1', id: 'S2', deck: 'empty', members: false }, context(ADMIN));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const copy = commit(data, r.changes).sessions['S2']!;
    const was = data.sessions['S1']!;
    expect(copy).toMatchObject({
      id: 'S2',
      ownerId: 'ADMIN1',
      status: 'upcoming',
      name: 'Demo week (again)',
      hotelName: was.hotelName,
      totalRooms: was.totalRooms,
      baseADR: was.baseADR,
      rates: was.rates,
      occupancy: was.occupancy,
      banquet: was.banquet,
      demandModel: 'forecast',
      decisionSeconds: 90,
      pace: 'inStep',
      housePolicies: ['emsrB'],
    });
    expect(copy.gameCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(copy.gameCode).not.toBe(was.gameCode);
    // A fresh game: no round count, past rounds or reveal carried over.
    expect(copy.round).toBeUndefined();
    expect(copy.pastRounds).toBeUndefined();
    expect(r.changes).toHaveLength(1);
  });

  it('copies the deck with new ids in the same order when asked', () => {
    const data = source();
    const next = applied(cloneSession, data, { sessionId: 'S1', id: 'S2', name: 'Batch 5', deck: 'same', members: false }, context(ADMIN));
    const copied = sessionView(next, 'S2')!.deck;
    const original = sessionView(next, 'S1')!.deck;
    expect(copied.map((s) => s.reservationName + s.checkInDay + s.totalRate)).toEqual(original.map((s) => s.reservationName + s.checkInDay + s.totalRate));
    expect(copied.map((s) => s.totalRate)).toEqual([20000, 24000, 4000]);
    expect(copied.every((s) => s.sessionId === 'S2' && !['A', 'B', 'C'].includes(s._id))).toBe(true);
    expect(next.sessions['S2']!.name).toBe('Batch 5');
  });

  it('brings the same people in the same teams, with new ids and their captains, when asked', () => {
    const next = applied(cloneSession, source(), { sessionId: 'S1', id: 'S2', deck: 'empty', members: true }, context(ADMIN));
    const view = sessionView(next, 'S2')!;
    expect(view.teams.map((t) => [t.name, t.status, t.members.map((m) => [m.name, m.email, m.phone, m.role])])).toEqual([
      [
        'Team 1',
        'waiting',
        [
          ['Player M1', 'm1@example.com', '+91 98765 43210', 'captain'],
          ['Player M2', 'm2@example.com', '+91 98765 43210', 'participant'],
        ],
      ],
      ['Team 2', 'waiting', [['Player M3', 'm3@example.com', '+91 98765 43210', 'participant']]],
    ]);
    expect(view.members.map((m) => m.name)).toEqual(['Player M1', 'Player M2', 'Player M3', 'Player M4']);
    expect(view.members.find((m) => m.name === 'Player M4')!.teamId).toBeNull();
    expect(view.members.some((m) => ['M1', 'M2', 'M3', 'M4'].includes(m.id))).toBe(false);
    expect(view.members.every((m) => m.lobbyOpenedAt === undefined)).toBe(true);
  });

  it('leaves the members out unless asked', () => {
    const next = applied(cloneSession, source(), { sessionId: 'S1', id: 'S2', deck: 'same', members: false }, context(ADMIN));
    expect(sessionView(next, 'S2')!.members).toEqual([]);
    expect(sessionView(next, 'S2')!.teams).toEqual([]);
  });

  it('treats a named id as a claim: the same copy again is a duplicate, anything else is refused', () => {
    const data = source();
    const once = applied(cloneSession, data, { sessionId: 'S1', id: 'S2', deck: 'same', members: true }, context(ADMIN));
    expect(run(cloneSession, once, { sessionId: 'S1', id: 'S2', deck: 'same', members: true }, context(ADMIN))).toEqual({
      ok: true,
      changes: [],
      duplicate: true,
    });
    expect(run(cloneSession, once, { sessionId: 'S1', id: 'S2', name: 'Another', deck: 'same', members: true }, context(ADMIN))).toMatchObject({
      ok: false,
      code: 'id_taken',
    });
    expect(run(cloneSession, once, { sessionId: 'S1', id: 'S1', deck: 'same', members: true }, context(ADMIN))).toMatchObject({ ok: false, code: 'id_taken' });
  });

  it('is the owner’s alone: a participant and another host are refused', () => {
    expect(run(cloneSession, source(), { sessionId: 'S1', id: 'S2', deck: 'same', members: true }, context(as('M1')))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(run(cloneSession, source(), { sessionId: 'S1', id: 'S2', deck: 'same', members: true }, context(OTHER_ADMIN))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
  });

  it('names the copy after the source, within the 120 characters a name may have', () => {
    expect(runAgainName('Batch 4')).toBe('Batch 4 (again)');
    expect(runAgainName('x'.repeat(120))).toHaveLength(120);
  });
});

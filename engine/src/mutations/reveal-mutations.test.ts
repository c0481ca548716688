import { describe, expect, it } from 'vitest';
import { ADMIN, applied, as, context, run, seeded } from '../testing/game-data.js';
import { revealedToRoom } from '../views/room-reveal.js';
import { setSessionStatus, updateSession } from './session-mutations.js';
import { SESSION_MESSAGES } from './refusal-messages.js';
import { noteLateArrival, reportAfterEnd, teamsNotHeard } from './reveal-mutations.js';

const END = '2026-11-24T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(END) + minutes * 60_000).toISOString();
/** The seeded room (teams T1 with M1 and M2, T2 with M3), every member's tablet in the lobby before the start. */
function joined() {
  const data = seeded();
  for (const id of ['M1', 'M2', 'M3']) data.members[id] = { ...data.members[id]!, lobbyOpenedAt: '2026-11-24T09:00:00.000Z' };
  return data;
}
/** That room ended at 10:00, not yet revealed. */
const ended = () => applied(setSessionStatus, joined(), { sessionId: 'S1', status: 'ended' }, context(ADMIN, { now: END }));

describe('the reveal after End Game', () => {
  it('waits for every team with someone in it, then reveals itself when the last tablet reports', () => {
    const data = ended();
    expect(revealedToRoom(data.sessions['S1']!, Date.parse(at(1)))).toBe(false);
    expect(teamsNotHeard(data.sessions['S1']!)).toEqual(['T1', 'T2']);
    const one = applied(reportAfterEnd, data, { sessionId: 'S1', teamId: 'T1' }, context(as('M2'), { now: at(1) }));
    expect(one.sessions['S1']).toMatchObject({ heardAfterEnd: ['T1'] });
    expect(revealedToRoom(one.sessions['S1']!, Date.parse(at(1)))).toBe(false);
    expect(run(reportAfterEnd, one, { sessionId: 'S1', teamId: 'T1' }, context(as('M1'), { now: at(2) }))).toMatchObject({ ok: true, duplicate: true });
    const both = applied(reportAfterEnd, one, { sessionId: 'S1', teamId: 'T2' }, context(as('M3'), { now: at(3) }));
    expect(both.sessions['S1']).toMatchObject({ revealed: true, revealedAt: at(3) });
  });

  it('reveals at the grace’s end at the latest, and when the host says so', () => {
    const data = ended();
    expect(revealedToRoom(data.sessions['S1']!, Date.parse(at(14.9)))).toBe(false);
    expect(revealedToRoom(data.sessions['S1']!, Date.parse(at(15)))).toBe(true);
    const host = applied(updateSession, data, { sessionId: 'S1', patch: { revealed: true } }, context(ADMIN, { now: at(4) }));
    expect(host.sessions['S1']).toMatchObject({ revealed: true, revealedAt: at(4) });
    // Once the room has seen them they stay seen.
    expect(run(updateSession, host, { sessionId: 'S1', patch: { revealed: false } }, context(ADMIN, { now: at(5) }))).toMatchObject({
      ok: false,
      reason: SESSION_MESSAGES.revealedStays,
    });
  });

  it('lets a team report only for itself, and changes nothing before the end', () => {
    expect(run(reportAfterEnd, ended(), { sessionId: 'S1', teamId: 'T2' }, context(as('M1'), { now: at(1) }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(reportAfterEnd, joined(), { sessionId: 'S1', teamId: 'T1' }, context(as('M1')))).toMatchObject({ ok: true, duplicate: true });
  });

  it('notes what arrived too late once, for the host alone', () => {
    const late = { sessionId: 'S1', teamId: 'T2', kind: 'decision' as const, week: 1, scenarioId: 'A', arrivedAt: at(20) };
    const noted = applied(noteLateArrival, ended(), late, context(ADMIN, { now: at(20) }));
    expect(noted.sessions['S1']!.lateArrivals).toEqual([{ teamId: 'T2', kind: 'decision', week: 1, scenarioId: 'A', arrivedAt: at(20) }]);
    expect(run(noteLateArrival, noted, { ...late, arrivedAt: at(21) }, context(ADMIN))).toMatchObject({ ok: true, duplicate: true });
    expect(run(noteLateArrival, ended(), late, context(as('M3')))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('starts afresh with Play Again', () => {
    const revealed = applied(updateSession, ended(), { sessionId: 'S1', patch: { revealed: true } }, context(ADMIN, { now: at(4) }));
    const again = applied(setSessionStatus, revealed, { sessionId: 'S1', status: 'rst' }, context(ADMIN, { now: at(6) }));
    expect(again.sessions['S1']).toMatchObject({ revealed: false, revealedAt: null, heardAfterEnd: [], lateArrivals: [] });
  });
});

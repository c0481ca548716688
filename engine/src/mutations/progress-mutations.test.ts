import { describe, expect, it } from 'vitest';
import { REMOVED_PARTICIPANT_NAME, removedEmail } from '../domain/progress.js';
import { playedRounds } from '../views/progress-view.js';
import { ADMIN, OTHER_ADMIN, applied, as, context, run, seeded } from '../testing/game-data.js';
import { removeParticipantHistory } from './progress-mutations.js';
import { applyMutation } from './registry.js';
import { setSessionStatus } from './session-mutations.js';

/** The seeded week with a decision, ended and started again: round 1 is kept with M1 in it. */
function withPastRound() {
  const data = seeded();
  data.decisions['D1'] = { id: 'D1', sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'acc', decidedBy: 'M1', decidedAt: '2026-11-22T09:10:00.000Z' };
  const ended = applied(setSessionStatus, data, { sessionId: 'S1', status: 'ended' }, context(ADMIN));
  return applied(setSessionStatus, ended, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
}

describe('removeParticipantHistory', () => {
  it('anonymises the member with the e-mail, in any case, and their name in the rounds Play Again kept', () => {
    const data = applied(removeParticipantHistory, withPastRound(), { sessionId: 'S1', email: ' M1@Example.com ' }, context(ADMIN));
    expect(data.members['M1']).toMatchObject({ name: REMOVED_PARTICIPANT_NAME, email: removedEmail('M1'), phone: '', teamId: 'T1', role: 'captain' });
    expect(data.members['M2']).toMatchObject({ name: 'Player M2', email: 'm2@example.com' });
    expect(data.sessions['S1']!.pastRounds![0]!.members.find((m) => m.id === 'M1')!.name).toBe(REMOVED_PARTICIPANT_NAME);
    // The team's decisions and the round's results stay: only who played is gone.
    expect(data.sessions['S1']!.pastRounds![0]!.decisions).toHaveLength(1);
    expect(playedRounds(data, 'S1')[0]!.players.map((p) => p.email)).toEqual(['m2@example.com', 'm3@example.com']);
  });

  it('answers how many members it anonymised, and writes only the member when no kept round names them', () => {
    const r = run(removeParticipantHistory, seeded(), { sessionId: 'S1', email: 'm3@example.com' }, context(ADMIN));
    expect(r.ok && r.value).toEqual({ members: 1 });
    expect(r.ok && r.changes.map((c) => `${c.table}:${c.key}`)).toEqual(['members:M3']);
  });

  it('refuses a participant, another host, an e-mail no one in the session has, and a body that names no address', () => {
    expect(run(removeParticipantHistory, seeded(), { sessionId: 'S1', email: 'm1@example.com' }, context(as('M1')))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(run(removeParticipantHistory, seeded(), { sessionId: 'S1', email: 'm1@example.com' }, context(OTHER_ADMIN))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(run(removeParticipantHistory, seeded(), { sessionId: 'S1', email: 'nobody@example.com' }, context(ADMIN))).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(applyMutation('removeParticipantHistory', seeded(), { sessionId: 'S1', email: 'not an address' }, context(ADMIN))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: 'email: email must be an e-mail address',
    });
  });

  it('two people removed from one session keep two e-mails apart, as the store holds each e-mail once per session', () => {
    let data = applied(removeParticipantHistory, seeded(), { sessionId: 'S1', email: 'm1@example.com' }, context(ADMIN));
    data = applied(removeParticipantHistory, data, { sessionId: 'S1', email: 'm2@example.com' }, context(ADMIN));
    expect(new Set([data.members['M1']!.email, data.members['M2']!.email]).size).toBe(2);
  });
});

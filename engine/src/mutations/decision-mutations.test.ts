import { describe, expect, it } from 'vitest';
import { applied, as, context, run, seeded } from '../testing/game-data.js';
import { madeAtOnServer, recordDecision } from './decision-mutations.js';
import { DECISION_MESSAGES } from './refusal-messages.js';
import { applyMutation } from './registry.js';
import { commit } from './model.js';
import type { Session } from '../domain/session.js';
import { T0 } from '../testing/fixtures.js';

const decision = (scenarioId: string, d: 'acc' | 'dec', teamId = 'T1') => ({ sessionId: 'S1', teamId, scenarioId, decision: d, source: 'team' as const });

describe('recordDecision', () => {
  it("records the captain's decision for the team", () => {
    const r = run(recordDecision, seeded(), decision('A', 'acc'), context(as('M1')));
    expect(r.ok && r.changes).toEqual([
      {
        table: 'decisions',
        op: 'put',
        create: true,
        key: 'ID1',
        row: expect.objectContaining({ teamId: 'T1', scenarioId: 'A', decision: 'acc', decidedBy: 'M1', source: 'team' }),
      },
    ]);
  });

  it('keeps the id the device gave the decision', () => {
    const r = run(recordDecision, seeded(), { ...decision('A', 'dec'), id: 'DEV1' }, context(as('M1')));
    expect(r.ok && r.changes[0]!.key).toBe('DEV1');
  });

  it('lets only the captain decide when the team has one', () => {
    expect(run(recordDecision, seeded(), decision('A', 'acc'), context(as('M2')))).toMatchObject({
      ok: false,
      code: 'forbidden',
      reason: 'Only the team captain can decide for the team',
    });
  });

  it('lets any member decide when the team has no captain', () => {
    expect(run(recordDecision, seeded(), decision('A', 'dec', 'T2'), context(as('M3'))).ok).toBe(true);
  });

  it('refuses an id already used for another request, and never rewrites the earlier decision', () => {
    const data = applied(recordDecision, seeded(), { ...decision('A', 'acc'), id: 'DEV1' }, context(as('M1')));
    const r = run(recordDecision, data, { ...decision('B', 'dec'), id: 'DEV1' }, context(as('M1')));
    expect(r).toMatchObject({ ok: false, code: 'id_taken' });
  });

  it('treats the same decision under the same id by the same member as a repeat, and by anyone else as a taken id', () => {
    const data = applied(recordDecision, seeded(), { ...decision('B', 'dec', 'T2'), id: 'DEV1' }, context(as('M3')));
    expect(run(recordDecision, data, { ...decision('B', 'dec', 'T2'), id: 'DEV1' }, context(as('M3')))).toEqual({ ok: true, changes: [], duplicate: true });
    // A captain of another team reusing the id for the same request of their own team.
    expect(run(recordDecision, data, { ...decision('B', 'dec'), id: 'DEV1' }, context(as('M1')))).toMatchObject({ ok: false, code: 'id_taken' });
  });

  it('refuses a decision for another team', () => {
    expect(run(recordDecision, seeded(), decision('A', 'dec', 'T2'), context(as('M1')))).toMatchObject({
      ok: false,
      code: 'forbidden',
      reason: 'You are not a member of this team',
    });
  });

  it('treats the same decision twice as a repeat that changes nothing', () => {
    const data = applied(recordDecision, seeded(), decision('A', 'dec'), context(as('M1')));
    expect(run(recordDecision, data, decision('A', 'dec'), context(as('M1')))).toEqual({ ok: true, changes: [], duplicate: true });
  });

  it('rejects a different decision on a decided scenario and names the winner', () => {
    const data = applied(recordDecision, seeded(), decision('A', 'dec'), context(as('M1')));
    const r = run(recordDecision, data, decision('A', 'acc'), context(as('M1')));
    expect(r).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'Your team already decided this booking request',
      winner: { scenarioId: 'A', decision: 'dec' },
    });
  });

  it("refuses an accept that breaks a rule with the rule's message", () => {
    const data = applied(recordDecision, seeded(), decision('A', 'acc'), context(as('M1')));
    // A took all three rooms on Monday and Tuesday; B needs one on Tuesday.
    expect(run(recordDecision, data, decision('B', 'acc'), context(as('M1')))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: 'Not enough rooms available for this booking!',
    });
    expect(run(recordDecision, data, decision('B', 'dec'), context(as('M1'))).ok).toBe(true);
  });

  it('refuses decisions before the game starts and after it ends', () => {
    const data = seeded();
    const upcoming = commit(data, [{ table: 'sessions', op: 'put', key: 'S1', row: { ...data.sessions['S1']!, status: 'upcoming' } }]);
    expect(run(recordDecision, upcoming, decision('A', 'acc'), context(as('M1')))).toMatchObject({ ok: false, reason: 'The game has not started yet' });
    const ended = commit(data, [{ table: 'sessions', op: 'put', key: 'S1', row: { ...data.sessions['S1']!, status: 'ended', endedAt: T0 } }]);
    expect(run(recordDecision, ended, decision('A', 'acc'), context(as('M1'), { now: T0 }))).toMatchObject({ ok: false, reason: 'The game has ended' });
  });

  it('answers not found for an unknown session, team or scenario', () => {
    expect(run(recordDecision, seeded(), { ...decision('A', 'acc'), sessionId: 'NOPE' }, context(as('M1')))).toMatchObject({
      code: 'not_found',
      reason: 'Session not found',
    });
    expect(run(recordDecision, seeded(), decision('A', 'acc', 'NOPE'), context(as('M1')))).toMatchObject({ code: 'not_found', reason: 'Team not found' });
    expect(run(recordDecision, seeded(), decision('Z', 'acc'), context(as('M1')))).toMatchObject({ code: 'not_found', reason: 'Scenario not found' });
  });

  it('refuses admins and participants of other sessions', () => {
    expect(run(recordDecision, seeded(), decision('A', 'acc'), context({ kind: 'admin', userId: 'ADMIN1' }))).toMatchObject({ code: 'forbidden' });
    expect(run(recordDecision, seeded(), decision('A', 'acc'), context(as('M1', 'S2')))).toMatchObject({ code: 'forbidden' });
    expect(run(recordDecision, seeded(), decision('A', 'acc'), context(as('GHOST')))).toMatchObject({ code: 'forbidden' });
  });

  it("records a decline the booking timer made as the timer's, and refuses a timer that accepts", () => {
    const r = run(recordDecision, seeded(), { ...decision('A', 'dec'), source: 'timer' }, context(as('M1')));
    expect(r.ok && r.changes[0]).toMatchObject({ row: { decision: 'dec', source: 'timer', decidedBy: 'M1' } });
    expect(run(recordDecision, seeded(), { ...decision('A', 'acc'), source: 'timer' }, context(as('M1')))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: 'The booking timer can only decline a request',
    });
  });

  it('refuses version 1 arguments (no source): they are upcast before they reach it', () => {
    const { source: _, ...v1 } = decision('A', 'acc');
    expect(applyMutation('recordDecision', seeded(), v1, context(as('M1')))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: expect.stringMatching(/^source: /),
    });
  });
});

describe('decisions made before the whistle', () => {
  const END = '2026-11-24T10:00:00.000Z';
  const ended = () => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'ended', endedAt: END };
    return data;
  };
  const at = (iso: string, clockOffsetMs = 0) => context(as('M1'), { now: iso, clockOffsetMs });
  const made = (madeAt?: string) => ({ ...decision('A', 'acc'), ...(madeAt ? { madeAt } : {}) });

  it('counts one made while the game was live that arrives within 15 minutes of the end, with when it was made and when it arrived', () => {
    const r = run(recordDecision, ended(), made('2026-11-24T09:59:30.000Z'), at('2026-11-24T10:14:00.000Z'));
    expect(r).toMatchObject({ ok: true, value: { madeAt: '2026-11-24T09:59:30.000Z', decidedAt: '2026-11-24T10:14:00.000Z' } });
  });

  it('refuses, saying why, one made after the end, one that arrives after the results were revealed, and one that does not say when it was made', () => {
    expect(run(recordDecision, ended(), made('2026-11-24T10:00:05.000Z'), at('2026-11-24T10:01:00.000Z'))).toMatchObject({
      ok: false,
      reason: DECISION_MESSAGES.madeAfterEnd,
    });
    // Nobody revealed them: the grace's end did, 15 minutes after the whistle. The refusal carries what the host is shown.
    expect(run(recordDecision, ended(), made('2026-11-24T09:59:30.000Z'), at('2026-11-24T10:15:01.000Z'))).toMatchObject({
      ok: false,
      reason: 'The results were revealed before this decision reached the server, so it does not count',
      late: { teamId: 'T1', kind: 'decision', week: 1, scenarioId: 'A', arrivedAt: '2026-11-24T10:15:01.000Z' },
    });
    expect(run(recordDecision, ended(), made(), at('2026-11-24T10:01:00.000Z'))).toMatchObject({ ok: false, reason: DECISION_MESSAGES.ended });
  });

  it('counts a tablet offline across the whistle until the results are revealed, and refuses a backdated one after, whatever it claims', () => {
    const before = '2026-11-24T09:59:30.000Z';
    // Ended five minutes ago and not revealed: the tablet's decision made before the whistle counts.
    expect(run(recordDecision, ended(), made(before), at('2026-11-24T10:05:00.000Z')).ok).toBe(true);
    // The host revealed the results at 10:02: the attacker who read the best week sends the best choice dated before the end.
    const revealed = ended();
    revealed.sessions['S1'] = { ...revealed.sessions['S1']!, revealed: true, revealedAt: '2026-11-24T10:02:00.000Z' };
    expect(run(recordDecision, revealed, made(before), at('2026-11-24T10:03:00.000Z'))).toMatchObject({
      ok: false,
      reason: DECISION_MESSAGES.afterReveal,
      late: { teamId: 'T1', scenarioId: 'A' },
    });
  });

  it('in step, refuses a decision on a request the room has left once the host revealed the results mid-game, whatever time it claims', () => {
    const data = seeded();
    const movedAt = '2026-11-24T09:30:00.000Z';
    data.sessions['S1'] = {
      ...data.sessions['S1']!,
      status: 'live',
      pace: 'inStep',
      step: 1,
      stepMovedAt: [movedAt],
      revealed: true,
      revealedAt: '2026-11-24T09:31:00.000Z',
    };
    // Dated before the move, arriving after the reveal: the room has seen how every team decided request 1.
    expect(run(recordDecision, data, made('2026-11-24T09:29:00.000Z'), at('2026-11-24T09:32:00.000Z'))).toMatchObject({
      ok: false,
      reason: DECISION_MESSAGES.afterReveal,
    });
    // Arriving before the reveal, it counted as a tablet offline across the move does.
    expect(run(recordDecision, data, made('2026-11-24T09:29:00.000Z'), at('2026-11-24T09:30:30.000Z')).ok).toBe(true);
  });

  it('reads a device clock that runs off by what the push says it is off by, and never believes a time in the future', () => {
    // The tablet's clock is 10 minutes behind: its 09:55 is the server's 10:05, after the end.
    expect(run(recordDecision, ended(), made('2026-11-24T09:55:00.000Z'), at('2026-11-24T10:06:00.000Z', 10 * 60_000))).toMatchObject({
      ok: false,
      reason: DECISION_MESSAGES.madeAfterEnd,
    });
    // 10 minutes ahead: its 10:05 is the server's 09:55, before the end.
    expect(run(recordDecision, ended(), made('2026-11-24T10:05:00.000Z'), at('2026-11-24T10:06:00.000Z', -10 * 60_000))).toMatchObject({
      ok: true,
      value: { madeAt: '2026-11-24T09:55:00.000Z' },
    });
    // A time later than the server's now is read as now.
    expect(madeAtOnServer('2027-01-01T00:00:00.000Z', { now: '2026-11-24T10:06:00.000Z' })).toBe(Date.parse('2026-11-24T10:06:00.000Z'));
  });

  it('keeps a live game as it was: a decision counts whatever time it names', () => {
    expect(run(recordDecision, seeded(), made('2020-01-01T00:00:00.000Z'), at('2026-11-24T10:00:00.000Z')).ok).toBe(true);
  });
});

describe('the room in step and paused (decision record 021)', () => {
  const T = (mm: string) => `2026-11-24T10:${mm}:00.000Z`;
  /** Deck A, B, C; the room moved on from A at 10:05 and now stands on B. */
  const inStep = (extra: Partial<Session> = {}) => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, pace: 'inStep', step: 1, stepMovedAt: [T('05')], ...extra };
    return data;
  };
  const at = (now: string) => context(as('M1'), { now });
  const made = (scenarioId: string, madeAt: string, d: 'acc' | 'dec' = 'dec') => ({ ...decision(scenarioId, d), madeAt });

  it('counts a decision for a request the room has left when it was made before the host moved on, whenever it arrives', () => {
    expect(run(recordDecision, inStep(), made('A', T('04')), at(T('09'))).ok).toBe(true);
  });

  it('refuses in words one made after the host moved on, and one for a request the room has not reached', () => {
    expect(run(recordDecision, inStep(), made('A', T('06')), at(T('07')))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: 'This decision was made after the host moved the room on from request 1, so it does not count',
    });
    expect(run(recordDecision, inStep(), made('C', T('06')), at(T('07')))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: DECISION_MESSAGES.roomNotThere,
    });
  });

  it('takes the request the room is on', () => {
    expect(run(recordDecision, inStep(), made('B', T('06'), 'acc'), at(T('07'))).ok).toBe(true);
  });

  it('refuses a decision made while the host has paused the room, and counts one made before the pause', () => {
    const paused = { timerPaused: true, pausedAt: T('06') };
    expect(run(recordDecision, inStep(paused), made('B', T('07')), at(T('08')))).toMatchObject({ ok: false, reason: DECISION_MESSAGES.paused });
    expect(run(recordDecision, inStep(paused), made('B', T('05')), at(T('08'))).ok).toBe(true);
    // Own pace too: a pause stops every decision.
    const own = seeded();
    own.sessions['S1'] = { ...own.sessions['S1']!, ...paused };
    expect(run(recordDecision, own, made('A', T('07')), at(T('08')))).toMatchObject({ ok: false, reason: DECISION_MESSAGES.paused });
  });

  it('leaves own pace as the specification has it: any request, in any order', () => {
    expect(run(recordDecision, seeded(), decision('C', 'dec'), at(T('07'))).ok).toBe(true);
  });
});

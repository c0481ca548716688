import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, applied, as, context, run, seeded } from '../testing/game-data.js';
import { recordDecision } from './decision-mutations.js';
import { commit, emptyGameData } from './model.js';
import { applyMutation } from './registry.js';
import { SESSION_MESSAGES } from './refusal-messages.js';
import { createSession, deleteSession, generateGameCode, moveRoomOn, setSessionStatus, updateSession } from './session-mutations.js';

const sessionData = {
  name: 'Monsoon week',
  hotelName: 'Lakeview Indore',
  totalRooms: '5',
  baseADR: '3300',
  maxParticipants: '20',
  autoAssignTeams: true,
  teamSize: '4',
  rates: { Deluxe: 4000, Suite: '6000' },
  occupancy: { Sun: '40', M: '50', T: 60, W: '65', Th: '70', F: '85', Sat: '90' },
  banquet: [{ name: 'Grand Hall', rate: 20000 }],
};

describe('createSession', () => {
  it("creates an upcoming session owned by the host, with a game code and a week's dates", () => {
    const r = run(createSession, emptyGameData(), { sessionData }, context(ADMIN));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      ownerId: 'ADMIN1',
      status: 'upcoming',
      totalRooms: 5,
      rates: { deluxe: 4000, suite: 6000 },
      occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
      banquet: [{ name: 'Grand Hall', rate: 20000, capacity: null }],
      startDate: '2026-11-22T09:00:00.000Z',
      endDate: '2026-11-29T09:00:00.000Z',
    });
    expect((r.value as { gameCode: string }).gameCode).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('only lets a host create sessions', () => {
    expect(run(createSession, emptyGameData(), { sessionData }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('refuses an id already in use', () => {
    expect(run(createSession, seeded(), { id: 'S1', sessionData }, context(ADMIN))).toMatchObject({ ok: false, code: 'id_taken' });
  });

  it('draws a new game code until it finds a free one', () => {
    const codes = ['AAAAAA', 'BBBBBB'];
    let i = 0;
    const random = () => (i++ < 6 ? 0 : 1 / 32);
    expect(generateGameCode({ random, gameCodeTaken: (c) => c === codes[0] }, emptyGameData())).toBe('BBBBBB');
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, gameCode: 'AAAAAA' };
    let j = 0;
    expect(generateGameCode({ random: () => (j++ < 6 ? 0 : 1 / 32) }, data)).toBe('BBBBBB');
  });
});

describe('updateSession', () => {
  it('changes the fields it is given and keeps hall ids whose name stays', () => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming' };
    const r = run(
      updateSession,
      data,
      {
        sessionId: 'S1',
        patch: {
          name: 'Renamed',
          banquet: [
            { name: 'grand hall', rate: 25000 },
            { name: 'Roof', rate: 5000 },
          ],
        },
      },
      context(ADMIN),
    );
    expect(r.ok && r.value).toMatchObject({
      name: 'Renamed',
      banquet: [
        { id: 'H1', rate: 25000 },
        { id: 'ID1', name: 'Roof' },
      ],
    });
  });

  it('locks rooms, rates and halls once the game has started', () => {
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { totalRooms: 9 } }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'Hotel details cannot change once the game has started',
    });
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { name: 'Still fine' } }, context(ADMIN)).ok).toBe(true);
  });

  it('turns the displacement hint on and off during the game', () => {
    const on = run(updateSession, seeded(), { sessionId: 'S1', patch: { displacementHint: true } }, context(ADMIN));
    expect(on.ok && on.value).toMatchObject({ status: 'live', displacementHint: true });
    const off = run(
      updateSession,
      { ...seeded(), sessions: { S1: { ...seeded().sessions['S1']!, displacementHint: true } } },
      { sessionId: 'S1', patch: { displacementHint: false } },
      context(ADMIN),
    );
    expect(off.ok && off.value).toMatchObject({ displacementHint: false });
    expect(updateSession.args.safeParse({ sessionId: 'S1', patch: { displacementHint: 'yes' } }).success).toBe(false);
  });

  it("pauses every team's timer for the room, only by the host, and a new start or end runs it again", () => {
    const paused = run(updateSession, seeded(), { sessionId: 'S1', patch: { timerPaused: true } }, context(ADMIN));
    expect(paused.ok && paused.value).toMatchObject({ status: 'live', timerPaused: true });
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { timerPaused: true } }, context(as('M1')))).toMatchObject({ code: 'forbidden' });
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, timerPaused: true };
    const ended = run(setSessionStatus, data, { sessionId: 'S1', status: 'ended' }, context(ADMIN));
    expect(ended.ok && ended.value).toMatchObject({ status: 'ended', timerPaused: false });
  });

  it('switches house teams on and off until the game ends, only by the host, each policy once', () => {
    const on = run(updateSession, seeded(), { sessionId: 'S1', patch: { housePolicies: ['emsrB', 'firstComeFirstServed'] } }, context(ADMIN));
    // Kept in the order the screens list them, whatever order the host ticked them in.
    expect(on.ok && on.value).toMatchObject({ status: 'live', housePolicies: ['firstComeFirstServed', 'emsrB'] });
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { housePolicies: ['emsrB'] } }, context(as('M1')))).toMatchObject({ code: 'forbidden' });
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { housePolicies: ['emsrB'] } }, context(OTHER_ADMIN))).toMatchObject({ code: 'forbidden' });
    expect(updateSession.args.safeParse({ sessionId: 'S1', patch: { housePolicies: ['emsrB', 'emsrB'] } }).success).toBe(false);
    expect(updateSession.args.safeParse({ sessionId: 'S1', patch: { housePolicies: ['coinToss'] } }).success).toBe(false);
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'ended' };
    expect(run(updateSession, data, { sessionId: 'S1', patch: { housePolicies: [] } }, context(ADMIN))).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: 'House teams cannot change once the game has ended; Play Again starts it afresh',
    });
  });

  it('refuses an end date before the start date', () => {
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { endDate: '2020-01-01T00:00:00Z' } }, context(ADMIN))).toMatchObject({
      ok: false,
      code: 'invalid',
    });
  });

  it("refuses another host's session and a participant", () => {
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { name: 'x' } }, context(OTHER_ADMIN))).toMatchObject({
      code: 'forbidden',
      reason: 'You do not have access to this session',
    });
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { name: 'x' } }, context(as('M1')))).toMatchObject({
      code: 'forbidden',
      reason: 'Only the session host can do this',
    });
    expect(run(updateSession, seeded(), { sessionId: 'S9', patch: { name: 'x' } }, context(ADMIN))).toMatchObject({ code: 'not_found' });
  });

  it('refuses an empty patch', () => {
    expect(updateSession.args.safeParse({ sessionId: 'S1', patch: {} }).success).toBe(false);
  });
});

describe('setSessionStatus', () => {
  const upcoming = () => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming' };
    return data;
  };

  it('starts an upcoming game and ends a live one', () => {
    const live = applied(setSessionStatus, upcoming(), { sessionId: 'S1', status: 'live' }, context(ADMIN));
    expect(live.sessions['S1']!.status).toBe('live');
    const ended = applied(setSessionStatus, live, { sessionId: 'S1', status: 'end' }, context(ADMIN));
    expect(ended.sessions['S1']!.status).toBe('ended');
  });

  it('will not start a game twice, end one that is not live, or restart an ended one', () => {
    expect(run(setSessionStatus, seeded(), { sessionId: 'S1', status: 'live' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'The game has already started',
    });
    expect(run(setSessionStatus, upcoming(), { sessionId: 'S1', status: 'ended' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'The game is not live',
    });
    const ended = commit(seeded(), [{ table: 'sessions', op: 'put', key: 'S1', row: { ...seeded().sessions['S1']!, status: 'ended' } }]);
    expect(run(setSessionStatus, ended, { sessionId: 'S1', status: 'live' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'The game has ended; reset it before starting again',
    });
  });

  it('will not start a game nobody can play, and names everything missing at once', () => {
    const bare = upcoming();
    bare.scenarios = {};
    bare.teams = {};
    for (const m of Object.values(bare.members)) bare.members[m.id] = { ...m, teamId: null };
    expect(run(setSessionStatus, bare, { sessionId: 'S1', status: 'live' }, context(ADMIN))).toEqual({
      ok: false,
      code: 'invalid',
      reason: 'The game cannot start yet: there are no booking requests: add at least one; there are no teams: shuffle the participants into teams.',
    });
    const emptyTeam = upcoming();
    emptyTeam.members['M3'] = { ...emptyTeam.members['M3']!, teamId: 'T1' };
    expect(run(setSessionStatus, emptyTeam, { sessionId: 'S1', status: 'live' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'The game cannot start yet: Team 2 has no members: move someone in or shuffle again.',
    });
  });

  it("resets with 'rst': every decision gone, teams waiting, status upcoming", () => {
    let data = applied(recordDecision, seeded(), { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'acc', source: 'team' }, context(as('M1')));
    data.teams['T1'] = { ...data.teams['T1']!, status: 'ready', readyAt: '2026-11-22T09:01:00.000Z' };
    data = applied(setSessionStatus, data, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
    expect(data.sessions['S1']!.status).toBe('upcoming');
    expect(Object.keys(data.decisions)).toEqual([]);
    expect(data.teams['T1']).toMatchObject({ status: 'waiting', readyAt: null });
  });

  it('rejects an unknown status code', () => {
    expect(setSessionStatus.args.safeParse({ sessionId: 'S1', status: 'paused' }).success).toBe(false);
  });
});

describe('deleteSession', () => {
  it('removes the session with its scenarios, teams, members and decisions', () => {
    let data = applied(recordDecision, seeded(), { sessionId: 'S1', teamId: 'T1', scenarioId: 'B', decision: 'dec', source: 'team' }, context(as('M1')));
    data = applied(deleteSession, data, { sessionId: 'S1' }, context(ADMIN));
    expect(data.sessions).toEqual({});
    expect(data.scenarios).toEqual({});
    expect(data.teams).toEqual({});
    expect(data.members).toEqual({});
    expect(data.decisions).toEqual({});
  });

  it("refuses to delete another host's session", () => {
    expect(run(deleteSession, seeded(), { sessionId: 'S1' }, context(OTHER_ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('moveRoomOn (the room in step)', () => {
  const inStep = () => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, pace: 'inStep', step: 0, stepMovedAt: [] };
    return data;
  };
  const host = (now = '2026-11-24T10:05:00.000Z') => context(ADMIN, { now });

  it('moves every team from the request the host saw to the next, and remembers when', () => {
    const r = run(moveRoomOn, inStep(), { sessionId: 'S1', from: 0 }, host());
    expect(r).toMatchObject({ ok: true, value: { step: 1, stepMovedAt: ['2026-11-24T10:05:00.000Z'] } });
  });

  it('moves once when two presses (or two host screens) saw the same request, and refuses a press from a request ahead', () => {
    const data = applied(moveRoomOn, inStep(), { sessionId: 'S1', from: 0 }, host());
    expect(run(moveRoomOn, data, { sessionId: 'S1', from: 0 }, host())).toEqual({ ok: true, changes: [], duplicate: true });
    expect(run(moveRoomOn, data, { sessionId: 'S1', from: 3 }, host())).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('stops after the last request, and only moves a live room in step, by its host', () => {
    let data = inStep();
    for (const from of [0, 1, 2]) data = applied(moveRoomOn, data, { sessionId: 'S1', from }, host());
    expect(data.sessions['S1']!.step).toBe(3);
    expect(run(moveRoomOn, data, { sessionId: 'S1', from: 3 }, host())).toMatchObject({ ok: false, reason: expect.stringContaining('last request') });
    expect(run(moveRoomOn, seeded(), { sessionId: 'S1', from: 0 }, host())).toMatchObject({ ok: false, reason: expect.stringContaining('own pace') });
    expect(run(moveRoomOn, inStep(), { sessionId: 'S1', from: 0 }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(moveRoomOn, inStep(), { sessionId: 'S1', from: 0 }, context(OTHER_ADMIN))).toMatchObject({ ok: false });
  });

  it('starts a new game, and Play Again, on the first request with the pause and the reveal cleared', () => {
    const data = applied(moveRoomOn, inStep(), { sessionId: 'S1', from: 0 }, host());
    data.sessions['S1'] = { ...data.sessions['S1']!, revealed: true, timerPaused: true, pausedAt: '2026-11-24T10:06:00.000Z' };
    const ended = applied(setSessionStatus, data, { sessionId: 'S1', status: 'ended' }, host());
    expect(ended.sessions['S1']).toMatchObject({ step: 1, timerPaused: false, pausedAt: null });
    const again = applied(setSessionStatus, ended, { sessionId: 'S1', status: 'rst' }, host());
    expect(again.sessions['S1']).toMatchObject({ status: 'upcoming', step: 0, stepMovedAt: [], revealed: false, round: 2 });
  });

  it('notes when the host paused the room, on the server clock', () => {
    const paused = applied(updateSession, seeded(), { sessionId: 'S1', patch: { timerPaused: true } }, host('2026-11-24T10:07:00.000Z'));
    expect(paused.sessions['S1']).toMatchObject({ timerPaused: true, pausedAt: '2026-11-24T10:07:00.000Z' });
    const resumed = applied(updateSession, paused, { sessionId: 'S1', patch: { timerPaused: false } }, host('2026-11-24T10:08:00.000Z'));
    expect(resumed.sessions['S1']).toMatchObject({ timerPaused: false, pausedAt: null });
  });

  it('takes a decision time of 30 to 180 seconds, and the pace only before the start', () => {
    expect(applyMutation('updateSession', seeded(), { sessionId: 'S1', patch: { decisionSeconds: 20 } }, host())).toMatchObject({
      ok: false,
      reason: expect.stringContaining('at least 30 seconds'),
    });
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { decisionSeconds: 90 } }, host())).toMatchObject({
      ok: true,
      value: { decisionSeconds: 90 },
    });
    expect(run(updateSession, seeded(), { sessionId: 'S1', patch: { pace: 'inStep' } }, host())).toMatchObject({
      ok: false,
      reason: SESSION_MESSAGES.lockedOnceStarted,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { hotel, T0 } from '../testing/fixtures.js';
import { ADMIN, applied, context, seeded } from '../testing/game-data.js';
import { setSessionStatus, updateSession, moveRoomOn } from '../mutations/session-mutations.js';
import { roomSecondsLeft } from './room-clock.js';

const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();

describe("the room's clock in step", () => {
  it('counts the decision time down from the moment the request went up, and stops at zero', () => {
    const session = { ...hotel(), status: 'live' as const, pace: 'inStep' as const, decisionSeconds: 90, stepShownAt: iso(0) };
    expect(roomSecondsLeft(session, at(0))).toBe(90);
    expect(roomSecondsLeft(session, at(30.2))).toBe(60);
    expect(roomSecondsLeft(session, at(200))).toBe(0);
  });

  it('runs for no room at its own pace, before the start, or with no request up', () => {
    const live = { ...hotel(), status: 'live' as const, stepShownAt: iso(0) };
    expect(roomSecondsLeft({ ...live, pace: 'own' }, at(5))).toBeNull();
    expect(roomSecondsLeft({ ...live, pace: 'inStep', status: 'upcoming' }, at(5))).toBeNull();
    expect(roomSecondsLeft({ ...live, pace: 'inStep', stepShownAt: null }, at(5))).toBeNull();
  });

  it('starts with the game, restarts with each move on, and keeps the time a pause held', () => {
    let data = seeded();
    data.sessions.S1 = { ...data.sessions.S1!, pace: 'inStep', status: 'upcoming' };
    data = applied(setSessionStatus, data, { sessionId: 'S1', status: 'live' }, context(ADMIN, { now: iso(0) }));
    expect(roomSecondsLeft(data.sessions.S1!, at(20))).toBe(40);
    data = applied(updateSession, data, { sessionId: 'S1', patch: { timerPaused: true } }, context(ADMIN, { now: iso(20) }));
    // Paused for five minutes: the clock holds, and runs on from 40 s once resumed.
    expect(roomSecondsLeft(data.sessions.S1!, at(320))).toBe(40);
    data = applied(updateSession, data, { sessionId: 'S1', patch: { timerPaused: false } }, context(ADMIN, { now: iso(320) }));
    expect(roomSecondsLeft(data.sessions.S1!, at(330))).toBe(30);
    data = applied(moveRoomOn, data, { sessionId: 'S1', from: 0 }, context(ADMIN, { now: iso(340) }));
    expect(roomSecondsLeft(data.sessions.S1!, at(345))).toBe(55);
  });
});

/**
 * The room in step and the host's pause through the real app (issue 38,
 * decision record 021): a tablet that decided request 1 offline before the
 * host moved the room on is counted when it reconnects; one that decided after
 * is refused in words; nothing counts while the room is paused, and a
 * participant cannot move the room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const sessionData = {
  name: 'Workshop in step',
  hotelName: 'Lakeview Indore',
  totalRooms: '10',
  baseADR: '4000',
  maxParticipants: '10',
  autoAssignTeams: true,
  teamSize: '1',
  rates: { Deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '50', Tue: '50', Wed: '60', Thu: '70', Fri: '80', Sat: '80' },
  banquet: [],
  pace: 'inStep',
  decisionSeconds: 90,
};
const request = (name: string, checkInDay: string) => ({
  description: `${name} stay`,
  reservationName: name,
  roomNights: 1,
  rateType: ['deluxe'],
  checkInDay,
  noOfRoom: 2,
  type: 'RoomOnly',
  noOfBanquet: '',
});
const pause = () => new Promise((r) => setTimeout(r, 15));

async function push(token: string, name: string, args: unknown) {
  // Version 2 of recordDecision carries when the device made it; the others are at version 1.
  const v = name === 'recordDecision' ? 2 : 1;
  const r = await h.call('POST', '/api/sync/push', {
    token,
    body: { protocol: 2, mutations: [{ id: ulid(), name, v, args }], sentAt: new Date().toISOString() },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data.results[0] as { status: string; reason?: string; code?: string };
}

async function workshop() {
  const admin = await h.admin();
  const created = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const session = created.json.data.session as { id: string; gameCode: string; pace: string; decisionSeconds: number };
  const deck: string[] = [];
  for (const [name, day] of [
    ['Kapoor family', 'Monday'],
    ['Sales team', 'Tuesday'],
    ['Wedding guests', 'Friday'],
  ] as const) {
    deck.push(
      (await h.call('POST', '/api/session/addScenario', { token: admin, body: { ...request(name, day), sessionId: session.id } })).json.data.scenario._id,
    );
  }
  const early = await h.joinAs('early@hotel.test', session.gameCode);
  const late = await h.joinAs('late@hotel.test', session.gameCode);
  expect((await h.call('PATCH', `/api/session/updateSession/${session.id}`, { token: admin, body: { status: 'live' } })).status).toBe(200);
  const decide = (player: typeof early, scenarioId: string, madeAt: string, decision: 'acc' | 'dec' = 'acc') =>
    push(player.token, 'recordDecision', { id: ulid(), sessionId: session.id, teamId: player.teamId, scenarioId, decision, source: 'team', madeAt });
  return { admin, session, deck, early, late, decide };
}

describe('the room in step, through the API', () => {
  it('keeps the session settings it was created with', async () => {
    const { session } = await workshop();
    expect(session).toMatchObject({ pace: 'inStep', decisionSeconds: 90 });
  });

  it('counts a decision made before the host moved on whenever it arrives, and refuses one made after in words', async () => {
    const { admin, session, deck, early, late, decide } = await workshop();
    const beforeTheMove = new Date().toISOString();
    await pause();
    expect(await push(admin, 'moveRoomOn', { sessionId: session.id, from: 0 })).toMatchObject({ status: 'applied' });
    await pause();
    // The early tablet was offline: its decision reaches the server after the move, made before it.
    expect(await decide(early, deck[0]!, beforeTheMove)).toMatchObject({ status: 'applied' });
    expect(await decide(late, deck[0]!, new Date().toISOString())).toMatchObject({
      status: 'rejected',
      reason: 'This decision was made after the host moved the room on from request 1, so it does not count',
    });
    // The late team is on the room's request, through the documented call too.
    const next = await h.call('POST', `/api/session/getScenario/${session.id}`, { token: late.token, body: {} });
    expect(next.json.data.scenarios.map((s: { _id: string }) => s._id)).toEqual([deck[1]]);
    expect(await decide(late, deck[2]!, new Date().toISOString())).toMatchObject({
      status: 'rejected',
      reason: 'The room has not reached this request yet: the host moves the room on',
    });
    expect(await decide(late, deck[1]!, new Date().toISOString())).toMatchObject({ status: 'applied' });
  });

  it('refuses a backdated decision on a request the room has left once the host revealed the discussion, and lists it for the host', async () => {
    const { admin, session, deck, late, decide } = await workshop();
    const beforeMove = new Date(Date.now() - 1000).toISOString();
    await pause();
    expect(await push(admin, 'moveRoomOn', { sessionId: session.id, from: 0 })).toMatchObject({ status: 'applied' });
    // The host shows the room how every team and the best week decided request 1.
    expect(await push(admin, 'updateSession', { sessionId: session.id, patch: { revealed: true } })).toMatchObject({ status: 'applied' });
    // The late team's captain, having seen it, sends the best choice on request 1 dated before the move.
    expect(await decide(late, deck[0]!, beforeMove)).toMatchObject({
      status: 'rejected',
      reason: 'The results were revealed before this decision reached the server, so it does not count',
    });
    const details = (await h.call('GET', `/api/session/getSessionDetails/${session.id}`, { token: admin })).json.data.session;
    expect(details.lateArrivals).toEqual([{ teamId: late.teamId, kind: 'decision', week: 1, scenarioId: deck[0], arrivedAt: expect.any(String) }]);
    // The request the room is on stays open to every team.
    expect(await decide(late, deck[1]!, new Date().toISOString())).toMatchObject({ status: 'applied' });
  });

  it('moves once when two host screens press for the same request, and never for a participant', async () => {
    const { admin, session, early } = await workshop();
    expect(await push(early.token, 'moveRoomOn', { sessionId: session.id, from: 0 })).toMatchObject({ status: 'rejected', code: 'forbidden' });
    expect(await push(admin, 'moveRoomOn', { sessionId: session.id, from: 0 })).toMatchObject({ status: 'applied' });
    expect(await push(admin, 'moveRoomOn', { sessionId: session.id, from: 0 })).toMatchObject({ status: 'duplicate' });
    const details = (await h.call('GET', `/api/session/getSessionDetails/${session.id}`, { token: admin })).json.data.session;
    expect(details).toMatchObject({ step: 1 });
    expect(details.stepMovedAt).toHaveLength(1);
  });

  it('takes no decision made while the host has the room paused, and takes them again once resumed', async () => {
    const { admin, session, deck, early, decide } = await workshop();
    const beforeThePause = new Date().toISOString();
    await pause();
    expect(await push(admin, 'updateSession', { sessionId: session.id, patch: { timerPaused: true } })).toMatchObject({ status: 'applied' });
    await pause();
    expect(await decide(early, deck[0]!, new Date().toISOString())).toMatchObject({
      status: 'rejected',
      reason: 'The host has paused the room: decisions wait until the host resumes',
    });
    expect(await push(early.token, 'updateSession', { sessionId: session.id, patch: { timerPaused: false } })).toMatchObject({
      status: 'rejected',
      code: 'forbidden',
    });
    expect(await push(admin, 'updateSession', { sessionId: session.id, patch: { timerPaused: false } })).toMatchObject({ status: 'applied' });
    expect(await decide(early, deck[0]!, beforeThePause)).toMatchObject({ status: 'applied' });
  });
});

import { monotonicFactory } from 'ulid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

const ulid = monotonicFactory();
let h: Harness;
let sessionId: string;

beforeEach(async () => {
  h = await startHarness();
  sessionId = h.demoSessionId();
});
afterEach(() => h.close());

async function push(token: string, name: string, args: unknown, id = ulid()) {
  const r = await h.call('POST', '/api/sync/push', { token, body: { mutations: [{ id, name, args }] } });
  expect(r.status).toBe(200);
  return r.json.data.results[0] as { status: string; reason?: string; code?: string };
}

async function details(id = sessionId) {
  return (await h.call('GET', `/api/session/getSessionDetails/${id}`, { token: await h.admin() })).json.data as {
    session: {
      name: string;
      hotelName: string;
      gameCode: string;
      status: string;
      totalRooms: number;
      rates: Record<string, number>;
      occupancy: Record<string, string>;
      pastRounds?: { round: number; decisions: unknown[] }[];
    };
    scenario: { _id: string; reservationName: string }[];
    team: { name: string; participants: { name: string }[] }[];
  };
}

/** The demo played a little, ended and started again: an upcoming session with round 1 kept. */
async function playedAndReset() {
  const captain = await h.captain(0);
  const deck = (await details()).scenario;
  expect(
    (await push(captain.token, 'recordDecision', { sessionId, teamId: captain.teamId, scenarioId: deck[0]!._id, decision: 'acc', source: 'team' })).status,
  ).toBe('applied');
  const admin = await h.admin();
  expect((await push(admin, 'setSessionStatus', { sessionId, status: 'ended' })).status).toBe('applied');
  const board = (await h.call('GET', `/api/session/getResult/${sessionId}`, { token: admin })).json.data.result;
  expect((await push(admin, 'setSessionStatus', { sessionId, status: 'rst' })).status).toBe('applied');
  return { captain, board };
}

describe('Play Again on the server', () => {
  it('keeps the finished round in the session row, and its best week is asked for by round', async () => {
    const { board } = await playedAndReset();
    const { session } = await details();
    expect(session.status).toBe('upcoming');
    expect(session.pastRounds!.map((r) => [r.round, r.decisions.length])).toEqual([[1, 1]]);
    expect(
      (await h.call('GET', `/api/session/getResult/${sessionId}`, { token: await h.admin() })).json.data.result.every(
        (r: { revenue: number }) => r.revenue === 0,
      ),
    ).toBe(true);
    expect(board.find((r: { name: string }) => r.name === 'Team 1').acceptedBooking).toBe(1);
    const best = await h.call('GET', `/api/session/getOptimum/${sessionId}?round=1`, { token: await h.admin() });
    expect(best.status).toBe(200);
    expect(best.json.data.optimum.revenue).toBeGreaterThan(0);
    expect((await h.call('GET', `/api/session/getOptimum/${sessionId}?round=2`, { token: await h.admin() })).json).toMatchObject({
      success: false,
      message: 'This session kept no round 2',
    });
    expect((await h.call('GET', `/api/session/getOptimum/${sessionId}?round=first`, { token: await h.admin() })).json.message).toBe(
      'round: must be a round number, 1 or more',
    );
  });
});

describe('reorderDeck over the real app', () => {
  it('puts the deck in the host’s order for every reader, and refuses a participant holding a valid token', async () => {
    const { captain } = await playedAndReset();
    const before = (await details()).scenario.map((s) => s._id);
    const reversed = [...before].reverse();
    expect(await push(captain.token, 'reorderDeck', { sessionId, order: reversed })).toMatchObject({
      status: 'rejected',
      reason: 'Only the session host can do this',
    });
    expect(await push(await h.otherAdmin(), 'reorderDeck', { sessionId, order: reversed })).toMatchObject({
      status: 'rejected',
      reason: 'You do not have access to this session',
    });
    expect((await details()).scenario.map((s) => s._id)).toEqual(before);
    expect((await push(await h.admin(), 'reorderDeck', { sessionId, order: reversed })).status).toBe('applied');
    expect((await details()).scenario.map((s) => s._id)).toEqual(reversed);
    // The order survives a restart: it is in the rows, not in memory.
    await h.restart();
    expect((await details()).scenario.map((s) => s._id)).toEqual(reversed);
  });

  it('refuses once the game is live, in words', async () => {
    const order = (await details()).scenario.map((s) => s._id).reverse();
    expect(await push(await h.admin(), 'reorderDeck', { sessionId, order })).toMatchObject({
      status: 'rejected',
      reason: 'The order of the deck is fixed once the game has started',
    });
  });
});

describe('cloneSession over the real app', () => {
  it('makes a new upcoming session with the same hotel, deck in order and people, who join it with its new code', async () => {
    await playedAndReset();
    const admin = await h.admin();
    const order = (await details()).scenario.map((s) => s._id).reverse();
    expect((await push(admin, 'reorderDeck', { sessionId, order })).status).toBe('applied');
    const source = await details();
    const copyId = ulid();
    expect((await push(admin, 'cloneSession', { sessionId, id: copyId, name: 'Batch 5', deck: 'same', members: true })).status).toBe('applied');
    const copy = await details(copyId);
    expect(copy.session).toMatchObject({
      name: 'Batch 5',
      status: 'upcoming',
      hotelName: source.session.hotelName,
      totalRooms: source.session.totalRooms,
      rates: source.session.rates,
      occupancy: source.session.occupancy,
    });
    expect(copy.session.gameCode).not.toBe(source.session.gameCode);
    expect(copy.session.pastRounds).toBeUndefined();
    expect(copy.scenario.map((s) => s.reservationName)).toEqual(source.scenario.map((s) => s.reservationName));
    expect(copy.team.map((t) => [t.name, t.participants.map((p) => p.name)])).toEqual(source.team.map((t) => [t.name, t.participants.map((p) => p.name)]));
    // The host's device hears of the new session on its next pull.
    const pulled = (await h.call('GET', '/api/sync/pull?since=0', { token: admin })).json.data.changes as { tbl?: string; table?: string; key: string }[];
    expect(pulled.some((c) => c.key === copyId)).toBe(true);
    // A player of the first run signs in to the copy with its code and lands in the same team.
    const sourceRows = await h.rows<{ doc: string }>('SELECT doc FROM members WHERE session_id = $1', sessionId);
    const email = (JSON.parse(sourceRows[0]!.doc) as { email: string }).email;
    const joined = await h.joinAs(email, copy.session.gameCode);
    expect(joined.sessionId).toBe(copyId);
    expect(joined.teamId).not.toBeNull();
  });

  it('takes a named id as a claim: the same copy again is a duplicate, another session’s id is refused', async () => {
    const admin = await h.admin();
    const copyId = ulid();
    const args = { sessionId, id: copyId, deck: 'empty', members: false };
    expect((await push(admin, 'cloneSession', args)).status).toBe('applied');
    expect((await push(admin, 'cloneSession', args)).status).toBe('duplicate');
    expect(await push(admin, 'cloneSession', { ...args, name: 'Something else' })).toMatchObject({ status: 'rejected', code: 'id_taken' });
    expect(await push(admin, 'cloneSession', { ...args, id: sessionId })).toMatchObject({ status: 'rejected', code: 'id_taken' });
    expect((await details(copyId)).scenario).toEqual([]);
  });

  it('refuses a participant holding a valid token and another host, and makes nothing', async () => {
    const captain = await h.captain(0);
    const copyId = ulid();
    expect(await push(captain.token, 'cloneSession', { sessionId, id: copyId, deck: 'same', members: true })).toMatchObject({
      status: 'rejected',
      reason: 'Only the session host can do this',
    });
    expect(await push(await h.otherAdmin(), 'cloneSession', { sessionId, id: copyId, deck: 'same', members: true })).toMatchObject({
      status: 'rejected',
      reason: 'You do not have access to this session',
    });
    expect(await h.rows('SELECT id FROM sessions WHERE id = $1', copyId)).toEqual([]);
  });
});

describe('editing a session over the real app', () => {
  it('takes the hotel and forecast before the start and refuses them in words after', async () => {
    await playedAndReset();
    const admin = await h.admin();
    const occupancy = { Sun: '30', Mon: '45', Tue: '50', Wed: '60', Thu: '75', Fri: '95', Sat: '100' };
    expect((await push(admin, 'updateSession', { sessionId, patch: { hotelName: 'Lakeview Bhopal', occupancy } })).status).toBe('applied');
    expect((await details()).session).toMatchObject({ hotelName: 'Lakeview Bhopal', occupancy });
    expect((await push(admin, 'setSessionStatus', { sessionId, status: 'live' })).status).toBe('applied');
    expect(await push(admin, 'updateSession', { sessionId, patch: { hotelName: 'Too late' } })).toMatchObject({
      status: 'rejected',
      reason: 'Hotel details cannot change once the game has started',
    });
    expect((await details()).session.hotelName).toBe('Lakeview Bhopal');
  });
});

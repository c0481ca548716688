/**
 * Every endpoint with no token, a participant, another admin, the owning admin
 * and the super admin. A case that is allowed must not be refused for who the
 * caller is (no 401 or 403); the others must be, with the right status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '@front-desk-rm/engine';
import { DEMO_GAME_CODE } from '../seed.js';
import { startHarness, type Harness } from '../testing/harness.js';

type Caller = 'none' | 'participant' | 'otherAdmin' | 'owner' | 'super';
const CALLERS: Caller[] = ['none', 'participant', 'otherAdmin', 'owner', 'super'];

let h: Harness;
let tokens: Record<Caller, string | null>;
let ids: { session: string; scenario: string; team: string; member: string; spareSession: string; spareScenario: string };

beforeAll(async () => {
  h = await startHarness();
  const captain = await h.captain(0);
  const owner = await h.admin();
  tokens = { none: null, participant: captain.token, otherAdmin: await h.otherAdmin(), owner, super: await h.superAdmin() };
  const session = h.demoSessionId();
  const details = (await h.call('GET', `/api/session/getSessionDetails/${session}`, { token: owner })).json.data;
  const spare = await h.call('POST', '/api/session/createSession', {
    token: owner,
    body: { sessionData: { name: 'Spare', hotelName: 'Spare', totalRooms: 2, baseADR: 1000, maxParticipants: 4, rates: { standard: 1000 }, occupancy: { Sun: 1, Mon: 1, Tue: 1, Wed: 1, Thu: 1, Fri: 1, Sat: 1 } } },
  });
  const spareSession = spare.json.data.session.id as string;
  const spareScenario = (await h.call('POST', '/api/session/addScenario', { token: owner, body: { sessionId: spareSession, description: 'x', roomNights: 1, rateType: ['standard'], checkInDay: 'Monday', noOfRoom: 1, type: 'RoomOnly', noOfBanquet: '' } })).json.data.scenario._id as string;
  ids = { session, scenario: details.scenario[0]._id, team: captain.teamId!, member: captain.memberId, spareSession, spareScenario };
});
afterAll(() => h.close());

interface Case {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  allowed: Caller[];
}

const occupancy = { Sun: 1, Mon: 1, Tue: 1, Wed: 1, Thu: 1, Fri: 1, Sat: 1 };
const CASES: Case[] = [
  { name: 'getSession', method: 'GET', path: () => '/api/session/getSession', allowed: ['otherAdmin', 'owner'] },
  { name: 'createSession', method: 'POST', path: () => '/api/session/createSession', body: () => ({ sessionData: { name: 'N', hotelName: 'H', totalRooms: 1, baseADR: 1, maxParticipants: 1, rates: { a: 1 }, occupancy } }), allowed: ['otherAdmin', 'owner'] },
  { name: 'createTeam', method: 'POST', path: () => `/api/session/createTeam/${ids.spareSession}`, allowed: ['owner'] },
  { name: 'getSessionRates', method: 'GET', path: () => `/api/session/getSessionRates/${ids.session}`, allowed: ['owner'] },
  { name: 'getSessionDetails', method: 'GET', path: () => `/api/session/getSessionDetails/${ids.session}`, allowed: ['participant', 'owner'] },
  { name: 'updateSession', method: 'PATCH', path: () => `/api/session/updateSession/${ids.spareSession}`, body: () => ({ status: 'rst' }), allowed: ['owner'] },
  { name: 'addScenario', method: 'POST', path: () => '/api/session/addScenario', body: () => ({ sessionId: ids.spareSession, description: 'x', roomNights: 1, rateType: ['standard'], checkInDay: 'Monday', noOfRoom: 1, type: 'RoomOnly', noOfBanquet: '' }), allowed: ['owner'] },
  { name: 'getScenario', method: 'POST', path: () => `/api/session/getScenario/${ids.session}`, allowed: ['participant'] },
  { name: 'getResult', method: 'GET', path: () => `/api/session/getResult/${ids.session}`, allowed: ['participant', 'owner'] },
  { name: 'getOptimum', method: 'GET', path: () => `/api/session/getOptimum/${ids.session}`, allowed: ['participant', 'owner'] },
  { name: 'getAllProperty', method: 'GET', path: () => '/api/super/getAllProperty', allowed: ['super'] },
  { name: 'deActivateProperty', method: 'GET', path: () => '/api/super/deActivateProperty?hId=HTL-1002&active=true', allowed: ['super'] },
  { name: 'editScenario', method: 'PATCH', path: () => `/api/session/editScenario/${ids.spareScenario}`, body: () => ({ description: 'edited' }), allowed: ['owner'] },
  { name: 'importScenarios', method: 'POST', path: () => `/api/session/importScenarios/${ids.spareSession}`, body: () => ({ format: 'json', content: '[{"description":"x","type":"RoomOnly","checkInDay":"Mon","roomNights":1,"noOfRoom":1,"rateType":["standard"]}]' }), allowed: ['owner'] },
  { name: 'memberRole', method: 'PATCH', path: () => `/api/session/memberRole/${ids.session}`, body: () => ({ memberId: ids.member, role: 'captain' }), allowed: ['owner'] },
  { name: 'lobby', method: 'GET', path: () => `/api/team/lobby/${ids.team}`, allowed: ['participant', 'owner'] },
  { name: 'promoteLeader', method: 'POST', path: () => `/api/team/promoteLeader/${ids.team}`, body: () => ({ memberId: ids.member }), allowed: ['participant'] },
  { name: 'markReady', method: 'POST', path: () => `/api/team/ready/${ids.team}`, allowed: ['participant'] },
  { name: 'listContact', method: 'GET', path: () => '/api/contact', allowed: ['super'] },
  { name: 'syncPush', method: 'POST', path: () => '/api/sync/push', body: () => ({ mutations: [{ id: '01JD3ZQ8X6T2N5M7K9P4R2S6VW', name: 'markTeamReady', args: { teamId: ids.team } }] }), allowed: ['participant', 'otherAdmin', 'owner'] },
  { name: 'syncPull', method: 'GET', path: () => '/api/sync/pull?since=0', allowed: ['participant', 'otherAdmin', 'owner'] },
  { name: 'sessionEvents', method: 'GET', path: () => `/api/session/events/${ids.session}`, allowed: [] /* streamed: covered over HTTP in events.test.ts */ },
  { name: 'deleteScenario', method: 'DELETE', path: () => `/api/session/deleteScenario/${ids.spareScenario}`, allowed: ['owner'] },
  { name: 'deleteSession', method: 'DELETE', path: () => `/api/session/deleteSession/${ids.spareSession}`, allowed: ['owner'] },
];

/** Who is refused for who they are, and how: no token 401, wrong role or someone else's data 403. */
function refusal(c: Case, caller: Caller): number | null {
  if (c.allowed.includes(caller)) return null;
  return caller === 'none' ? 401 : 403;
}

describe('the role matrix', () => {
  it('covers every endpoint that needs a login', () => {
    const guarded = API_CALLS.filter((c) => c.role !== 'public' && c.role !== 'any').map((c) => c.name).sort();
    expect(CASES.map((c) => c.name).sort()).toEqual(guarded);
  });

  for (const c of CASES.filter((x) => x.name !== 'sessionEvents')) {
    it(`${c.method} ${c.name}`, async () => {
      // Refused callers first, so nothing they try changes what the allowed ones see.
      const order = [...CALLERS].sort((a, b) => Number(c.allowed.includes(a)) - Number(c.allowed.includes(b)));
      for (const caller of order) {
        const r = await h.call(c.method, c.path(), { token: tokens[caller], ...(c.body ? { body: c.body() } : {}) });
        const expected = refusal(c, caller);
        if (expected === null) expect([401, 403], `${caller} should be allowed: ${r.json.message}`).not.toContain(r.status);
        else expect({ caller, status: r.status }).toEqual({ caller, status: expected });
        expect(r.json.success, `${caller}: ${r.json.message}`).toBe(expected === null ? r.status < 400 : false);
      }
    });
  }

  it('answers 401 with the expiry message for a token that is not ours', async () => {
    const r = await h.call('GET', '/api/session/getSession', { token: 'x'.repeat(43) });
    expect(r).toMatchObject({ status: 401, json: { message: 'Session expired. Please login again.' } });
    expect((await h.call('GET', '/api/session/getSession')).json.message).toBe('Please login first');
  });

  it("accepts the token raw, as documented, and as 'Bearer <token>'", async () => {
    expect((await h.call('GET', '/api/session/getSession', { token: tokens.owner })).status).toBe(200);
    expect((await h.call('GET', '/api/session/getSession', { token: `Bearer ${tokens.owner}` })).status).toBe(200);
  });

  it('shows another admin none of the demo sessions', async () => {
    const r = await h.call('GET', '/api/session/getSession', { token: tokens.otherAdmin });
    expect(r.json.data.sessions.map((s: { gameCode: string }) => s.gameCode)).not.toContain(DEMO_GAME_CODE);
  });

  it('answers 429 after too many login attempts', async () => {
    const limited = await startHarness({ limits: { loginPerWindow: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.call('POST', '/api/user/login', { body: { email: 'admin@frontdeskrm.test', password: 'wrong' } })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await limited.call('POST', '/api/user/login', { body: { email: 'admin@frontdeskrm.test', password: 'admin-pass-123' } });
      expect(last).toMatchObject({ status: 429, json: { message: 'Too many attempts. Please wait a few minutes and try again.' } });
      // Another tablet in the same room, with its own e-mail, still gets in.
      expect((await limited.call('POST', `/api/user/login/${DEMO_GAME_CODE}`, { body: { email: 'priya.nair@demo.frontdeskrm.test' } })).status).toBe(200);
    } finally {
      limited.close();
    }
  });

  it('refuses an expired token', async () => {
    let now = new Date('2026-11-22T09:00:00Z');
    const timed = await startHarness({ now: () => now });
    try {
      const token = await timed.admin();
      expect((await timed.call('GET', '/api/session/getSession', { token })).status).toBe(200);
      now = new Date('2026-12-01T09:00:00Z');
      expect(await timed.call('GET', '/api/session/getSession', { token })).toMatchObject({ status: 401, json: { message: 'Session expired. Please login again.' } });
    } finally {
      timed.close();
    }
  });
});

/**
 * One call per catalogue entry, with who may make it: the role matrix that
 * `routes/roles.test.ts` and the security suite both drive. Test support only.
 */
import { DEMO_GAME_CODE } from '../seed.js';
import type { ApiCallName } from '@front-desk-rm/engine/domain';
import type { Harness } from './harness.js';

/** The callers the matrix tries: the five of the role test, plus a player of another admin's session. */
export type Caller = 'none' | 'participant' | 'foreignParticipant' | 'otherAdmin' | 'owner' | 'super';

export interface RoleIds {
  /** The demo session, owned by the seeded admin. */
  session: string;
  scenario: string;
  team: string;
  member: string;
  /** A second session of the owner that the matrix may change and delete. */
  spareSession: string;
  spareScenario: string;
}

export interface RoleCase {
  name: ApiCallName;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (ids: RoleIds) => string;
  body?: (ids: RoleIds) => unknown;
  /** Callers who must not be refused for who they are; 'everyone' for public calls. */
  allowed: Caller[] | 'everyone';
  /** The call ends the caller's sign-in (logout): runners send a token of its own, not the shared one. */
  spendsToken?: true;
}

export const OCCUPANCY = { Sun: 1, Mon: 1, Tue: 1, Wed: 1, Thu: 1, Fri: 1, Sat: 1 };
export const sessionData = (name: string, hotelName = name) => ({
  name,
  hotelName,
  totalRooms: 2,
  baseADR: 1000,
  maxParticipants: 100,
  rates: { standard: 1000 },
  occupancy: OCCUPANCY,
});
export const scenarioBody = (sessionId: string, description = 'x') => ({
  sessionId,
  description,
  roomNights: 1,
  rateType: ['standard'],
  checkInDay: 'Monday',
  noOfRoom: 1,
  type: 'RoomOnly',
  noOfBanquet: '',
});

let joiner = 0;

export const ROLE_CASES: RoleCase[] = [
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/user/login',
    body: () => ({ email: 'admin@frontdeskrm.test', password: 'admin-pass-123' }),
    allowed: 'everyone',
  },
  {
    name: 'participantLogin',
    method: 'POST',
    path: () => `/api/user/login/${DEMO_GAME_CODE}`,
    body: () => ({ email: 'priya.nair@demo.frontdeskrm.test' }),
    allowed: 'everyone',
  },
  {
    name: 'logout',
    method: 'POST',
    path: () => '/api/user/logout',
    allowed: ['participant', 'foreignParticipant', 'otherAdmin', 'owner', 'super'],
    spendsToken: true,
  },
  {
    name: 'addMember',
    method: 'POST',
    path: () => '/api/user/addMember',
    body: (ids) => ({ name: 'Joiner', email: `joiner${++joiner}@matrix.test`, phone: '+91 90000 00000', sessionCode: ids.spareSession }),
    allowed: 'everyone',
  },
  { name: 'getSession', method: 'GET', path: () => '/api/session/getSession', allowed: ['otherAdmin', 'owner'] },
  {
    name: 'createSession',
    method: 'POST',
    path: () => '/api/session/createSession',
    body: () => ({ sessionData: { ...sessionData('N', 'H'), totalRooms: 1, maxParticipants: 1, rates: { a: 1 } } }),
    allowed: ['otherAdmin', 'owner'],
  },
  { name: 'createTeam', method: 'POST', path: (ids) => `/api/session/createTeam/${ids.spareSession}`, allowed: ['owner'] },
  { name: 'getSessionRates', method: 'GET', path: (ids) => `/api/session/getSessionRates/${ids.session}`, allowed: ['owner'] },
  { name: 'getSessionDetails', method: 'GET', path: (ids) => `/api/session/getSessionDetails/${ids.session}`, allowed: ['participant', 'owner'] },
  {
    name: 'updateSession',
    method: 'PATCH',
    path: (ids) => `/api/session/updateSession/${ids.spareSession}`,
    body: () => ({ status: 'rst' }),
    allowed: ['owner'],
  },
  { name: 'addScenario', method: 'POST', path: () => '/api/session/addScenario', body: (ids) => scenarioBody(ids.spareSession), allowed: ['owner'] },
  { name: 'getScenario', method: 'POST', path: (ids) => `/api/session/getScenario/${ids.session}`, allowed: ['participant'] },
  { name: 'getResult', method: 'GET', path: (ids) => `/api/session/getResult/${ids.session}`, allowed: ['participant', 'owner'] },
  // A player of the session is refused until the host ends the game or reveals it (routes/spoilers.test.ts); the matrix's demo session has not started.
  { name: 'getOptimum', method: 'GET', path: (ids) => `/api/session/getOptimum/${ids.session}`, allowed: ['owner'] },
  {
    name: 'reviewsResponse',
    method: 'POST',
    path: () => '/review/reviewsResponse',
    body: () => ({ review: 'Lovely stay, slow check-in.', hotelName: 'Demo Grand', name: 'Asha' }),
    allowed: 'everyone',
  },
  { name: 'getAllProperty', method: 'GET', path: () => '/api/super/getAllProperty', allowed: ['super'] },
  { name: 'deActivateProperty', method: 'GET', path: () => '/api/super/deActivateProperty?hId=HTL-1002&active=true', allowed: ['super'] },
  {
    name: 'editScenario',
    method: 'PATCH',
    path: (ids) => `/api/session/editScenario/${ids.spareScenario}`,
    body: () => ({ description: 'edited' }),
    allowed: ['owner'],
  },
  {
    name: 'importScenarios',
    method: 'POST',
    path: (ids) => `/api/session/importScenarios/${ids.spareSession}`,
    body: () => ({ format: 'json', content: '[{"description":"x","type":"RoomOnly","checkInDay":"Mon","roomNights":1,"noOfRoom":1,"rateType":["standard"]}]' }),
    allowed: ['owner'],
  },
  {
    name: 'drawWeek',
    method: 'POST',
    path: (ids) => `/api/session/drawWeek/${ids.spareSession}`,
    body: () => ({ family: 'lowWeek' }),
    allowed: ['owner'],
  },
  {
    name: 'memberRole',
    method: 'PATCH',
    path: (ids) => `/api/session/memberRole/${ids.session}`,
    body: (ids) => ({ memberId: ids.member, role: 'captain' }),
    allowed: ['owner'],
  },
  // The captain into their own team (409) and a member who does not exist (404): the owner is let through and nothing changes.
  {
    name: 'memberTeam',
    method: 'PATCH',
    path: (ids) => `/api/session/memberTeam/${ids.session}`,
    body: (ids) => ({ memberId: ids.member, teamId: ids.team }),
    allowed: ['owner'],
  },
  { name: 'removeMember', method: 'DELETE', path: (ids) => `/api/session/member/${ids.session}/01JD3ZQ8X6T2N5M7K9P4R2S6ZZ`, allowed: ['owner'] },
  { name: 'lobby', method: 'GET', path: (ids) => `/api/team/lobby/${ids.team}`, allowed: ['participant', 'owner'] },
  {
    name: 'promoteLeader',
    method: 'POST',
    path: (ids) => `/api/team/promoteLeader/${ids.team}`,
    body: (ids) => ({ memberId: ids.member }),
    allowed: ['participant'],
  },
  { name: 'markReady', method: 'POST', path: (ids) => `/api/team/ready/${ids.team}`, allowed: ['participant'] },
  {
    name: 'sendContact',
    method: 'POST',
    path: () => '/api/contact',
    body: () => ({ source: 'page', name: 'Meera', email: 'meera@example.com', message: 'We run 3 hotels.' }),
    allowed: 'everyone',
  },
  { name: 'listContact', method: 'GET', path: () => '/api/contact', allowed: ['super'] },
  // A player of another session may push and pull: the scope, not the role, keeps them out of this one.
  {
    name: 'syncPush',
    method: 'POST',
    path: () => '/api/sync/push',
    body: (ids) => ({ mutations: [{ id: `01JD3ZQ8X6T2N5M7K9P4R${String(++joiner).padStart(5, '0')}`, name: 'markTeamReady', args: { teamId: ids.team } }] }),
    allowed: ['participant', 'foreignParticipant', 'otherAdmin', 'owner'],
  },
  { name: 'syncPull', method: 'GET', path: () => '/api/sync/pull?since=0', allowed: ['participant', 'foreignParticipant', 'otherAdmin', 'owner'] },
  { name: 'sessionEvents', method: 'GET', path: (ids) => `/api/session/events/${ids.session}`, allowed: ['participant', 'owner'] },
  { name: 'health', method: 'GET', path: () => '/api/health', allowed: 'everyone' },
  { name: 'joinAddresses', method: 'GET', path: () => '/api/join/addresses', allowed: ['otherAdmin', 'owner'] },
  // Any host may ask: each sees (and may remove) only their own sessions' participants; nobody@ is in none of them (404).
  { name: 'progress', method: 'GET', path: () => '/api/progress', allowed: ['otherAdmin', 'owner'] },
  { name: 'progressCsv', method: 'GET', path: () => '/api/progress/csv', allowed: ['otherAdmin', 'owner'] },
  {
    name: 'removeProgress',
    method: 'POST',
    path: () => '/api/progress/remove',
    body: () => ({ email: 'nobody@nowhere.test' }),
    allowed: ['otherAdmin', 'owner'],
  },
  { name: 'myProgress', method: 'GET', path: () => '/api/progress/mine', allowed: ['participant', 'foreignParticipant'] },
  // A campaign's calls on a single-week session: refused for what the session is (400), never for who asks when allowed.
  { name: 'openNextWeek', method: 'POST', path: (ids) => `/api/campaign/openNextWeek/${ids.session}`, body: () => ({ from: 1 }), allowed: ['owner'] },
  { name: 'closePricing', method: 'POST', path: (ids) => `/api/campaign/closePricing/${ids.session}`, allowed: ['owner'] },
  {
    name: 'setPrices',
    method: 'POST',
    path: (ids) => `/api/campaign/setPrices/${ids.team}`,
    body: () => ({ week: 1, prices: { Sun: 1000, M: 1000, T: 1000, W: 1000, Th: 1000, F: 1000, Sat: 1000 } }),
    allowed: ['participant'],
  },
  { name: 'campaignStandings', method: 'GET', path: (ids) => `/api/campaign/standings/${ids.session}`, allowed: ['participant', 'owner'] },
  // Deletions last, so the calls above still find what they name.
  { name: 'deleteScenario', method: 'DELETE', path: (ids) => `/api/session/deleteScenario/${ids.spareScenario}`, allowed: ['owner'] },
  { name: 'deleteSession', method: 'DELETE', path: (ids) => `/api/session/deleteSession/${ids.spareSession}`, allowed: ['owner'] },
];

export function isAllowed(c: RoleCase, caller: Caller): boolean {
  return c.allowed === 'everyone' || c.allowed.includes(caller);
}

/** Who is refused for who they are, and how: no valid token 401, wrong role or someone else's data 403. */
export function refusal(c: RoleCase, caller: Caller, tokenValid: boolean): 401 | 403 | null {
  if (isAllowed(c, caller)) return null;
  return tokenValid ? 403 : 401;
}

/** A new sign-in of the same caller, for a call that ends the one it is sent with. */
export async function freshToken(h: Harness, caller: Exclude<Caller, 'none' | 'foreignParticipant'>): Promise<string> {
  switch (caller) {
    case 'participant':
      return (await h.captain(0)).token;
    case 'otherAdmin':
      return h.otherAdmin();
    case 'owner':
      return h.admin();
    case 'super':
      return h.superAdmin();
  }
}

/** Logs in the five callers of the role test and makes the owner's spare session and scenario. */
export async function arrangeRoles(h: Harness) {
  const captain = await h.captain(0);
  const owner = await h.admin();
  const tokens = { none: null, participant: captain.token, otherAdmin: await h.otherAdmin(), owner, super: await h.superAdmin() };
  const session = h.demoSessionId();
  const details = (await h.call('GET', `/api/session/getSessionDetails/${session}`, { token: owner })).json.data;
  const spare = await h.call('POST', '/api/session/createSession', { token: owner, body: { sessionData: sessionData('Spare') } });
  const spareSession = spare.json.data.session.id as string;
  const spareScenario = (await h.call('POST', '/api/session/addScenario', { token: owner, body: scenarioBody(spareSession) })).json.data.scenario._id as string;
  const ids: RoleIds = { session, scenario: details.scenario[0]._id, team: captain.teamId!, member: captain.memberId, spareSession, spareScenario };
  return { tokens, ids };
}

/**
 * The security suite, API side: the real app over a temporary SQLite file, and
 * over real HTTP where sockets matter (the login limit, body sizes, static files).
 * Every endpoint of the catalogue against every kind of caller, bad tokens,
 * malformed and oversized bodies, wrong types in every field, hostile text in
 * every text field (stored verbatim, names cleaned of invisible characters, the
 * database intact), and path traversal.
 * It counts its cases, prints one line, and fails on any 500 or leak.
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicFactory } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, CONTACT_REASONS, cleanName } from '@front-desk-rm/engine/domain';
import { BODY_LIMIT_BYTES } from '../app.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { DEMO_GAME_CODE } from '../seed.js';
import { startHarness, startServedHarness, type Answer, type Harness } from '../testing/harness.js';
import {
  arrangeRoles,
  freshToken,
  isAllowed,
  refusal,
  ROLE_CASES,
  scenarioBody,
  sessionData,
  type Caller,
  type RoleCase,
  type RoleIds,
} from '../testing/role-cases.js';
import { fit, HOSTILE_EMAILS, HOSTILE_STRINGS } from '../testing/hostile-strings.js';
import { createLedger, summary } from '../testing/ledger.js';

const ledger = createLedger();
let h: Harness;
let ids: RoleIds;
let tokens: Record<Caller, string | null>;
/** A session of the other admin, with a player of its own. */
let foreign: { sessionId: string; gameCode: string };

/** Text of the owner's that no one else may ever read. */
const OWNER_SECRETS = ['OWNERMARK', 'ownermark', 'demo.frontdeskrm.test', DEMO_GAME_CODE, '98765 43210'];

/** Calls the app, counts the case, and records a 500 before any assertion can stop the test. */
async function call(label: string, method: string, path: string, init: Parameters<Harness['call']>[2] = {}): Promise<Answer> {
  const r = await h.call(method, path, init);
  ledger.cases++;
  if (r.status >= 500) ledger.serverErrors.push(`${label}: ${method} ${path} -> ${r.status} ${r.json.message}`);
  expect(r.status, `${label}: ${method} ${path}: ${r.json.message}`).toBeLessThan(500);
  return r;
}

/** Fails, and counts a leak, when an answer to someone other than the owner carries the owner's data. */
function expectNoLeak(label: string, r: Answer) {
  const text = JSON.stringify(r.json);
  const found = OWNER_SECRETS.filter((s) => text.includes(s));
  if (found.length > 0) ledger.leaks.push(`${label}: ${found.join(', ')}`);
  expect(found, `${label} leaks the owner's data`).toEqual([]);
}

/** A token row that has run out, as a login a week ago leaves. */
async function expiredToken(row: {
  role: 'admin' | 'participant';
  user_id: string | null;
  member_id: string | null;
  session_id: string | null;
}): Promise<string> {
  const token = newToken();
  await h.services.store.users.insertToken({
    token_hash: hashToken(token),
    ...row,
    expires_at: '2020-01-01T00:00:00.000Z',
    created_at: '2019-12-25T00:00:00.000Z',
  });
  return token;
}

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await h.tables()) counts[t] = Number((await h.rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM "${t}"`))[0]!.n);
  return counts;
}

beforeAll(async () => {
  h = await startHarness();
  const roles = await arrangeRoles(h);
  ids = roles.ids;
  const other = roles.tokens.otherAdmin!;
  const own = await call('setup', 'POST', '/api/session/createSession', {
    token: other,
    body: { sessionData: sessionData('Foreign session', 'Elsewhere Inn') },
  });
  foreign = { sessionId: own.json.data.session.id, gameCode: own.json.data.session.gameCode };
  const player = await h.joinAs('foreign.player@elsewhere.test', foreign.gameCode);
  tokens = { ...roles.tokens, foreignParticipant: player.token };

  // The owner's marked data: a session, a scenario, a member with e-mail and phone, a contact message.
  const owner = tokens.owner!;
  const marked = await call('setup', 'POST', '/api/session/createSession', {
    token: owner,
    body: {
      sessionData: {
        ...sessionData('OWNERMARK session', 'OWNERMARK hotel'),
        rates: { ownermark: 1000, standard: 900 },
        banquet: [{ name: 'OWNERMARK hall', rate: 5000 }],
      },
    },
  });
  const markedId = marked.json.data.session.id as string;
  await call('setup', 'POST', '/api/session/addScenario', {
    token: owner,
    body: { ...scenarioBody(markedId, 'OWNERMARK scenario'), reservationName: 'OWNERMARK guest' },
  });
  await call('setup', 'POST', '/api/user/addMember', {
    body: { name: 'OWNERMARK Member', email: 'ownermark.member@owner.test', phone: '+91 98765 43210', sessionCode: markedId },
  });
  await call('setup', 'POST', '/api/contact', {
    body: { source: 'page', name: 'OWNERMARK sender', email: 'ownermark@owner.test', message: 'OWNERMARK message' },
  });
});

afterAll(async () => {
  await h?.close();
  console.log(summary(ledger));
});

// ---------------------------------------------------------------------------

/** Every kind of caller: the role matrix's six, and tokens that are malformed, forged or expired. */
type Who = Caller | 'malformed' | 'forged' | 'expiredOwner' | 'expiredPlayer';
const WHO: Who[] = ['none', 'malformed', 'forged', 'expiredOwner', 'expiredPlayer', 'foreignParticipant', 'otherAdmin', 'participant', 'super', 'owner'];
const MALFORMED = ["x' OR 1=1 --", 'Bearer', 'null', '<script>alert(1)</script>', `Bearer ${'a'.repeat(5000)}`, 'Basic YWRtaW46YWRtaW4='];

async function tokenOf(who: Who): Promise<string | null> {
  switch (who) {
    case 'malformed':
      return MALFORMED[0]!;
    case 'forged':
      return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
    case 'expiredOwner':
      return expiredToken({ role: 'admin', user_id: (await h.services.store.users.byEmail('admin@frontdeskrm.test'))!.id, member_id: null, session_id: null });
    case 'expiredPlayer':
      return expiredToken({ role: 'participant', user_id: null, member_id: ids.member, session_id: ids.session });
    default:
      return tokens[who];
  }
}

/** Whose token the matrix counts as the caller: a bad token is nobody. */
const asCaller = (who: Who): Caller => (who === 'malformed' || who === 'forged' || who === 'expiredOwner' || who === 'expiredPlayer' ? 'none' : who);
/** Callers who may see the owner's data: the owner, a player of the demo session, the super admin (contact messages). */
const entitled = (who: Who) => who === 'owner' || who === 'participant' || who === 'super';

/** The event stream never ends for an allowed caller: read its status and hang up. */
async function openStream(path: string, token: string | null): Promise<number> {
  const res = await h.app.request(path, { headers: token ? { Authorization: token } : {} });
  ledger.cases++;
  if (res.status >= 500) ledger.serverErrors.push(`sessionEvents: ${res.status}`);
  await res.body?.cancel();
  return res.status;
}

describe('the role matrix over every endpoint', () => {
  it('has a case for every entry of the API catalogue', () => {
    expect(ROLE_CASES.map((c) => c.name).sort()).toEqual(API_CALLS.map((c) => c.name).sort());
  });

  for (const c of ROLE_CASES) {
    it(`${c.method} ${c.name}: refuses whoever may not call it, and shows no one else the owner's data`, async () => {
      // Refused callers first, so nothing they try changes what the allowed ones see.
      const order = [...WHO].sort((a, b) => Number(isAllowed(c, asCaller(a))) - Number(isAllowed(c, asCaller(b))));
      for (const who of order) {
        const caller = asCaller(who);
        // A logout spends the token it is sent with: real callers send one of their own.
        const token =
          c.spendsToken && caller !== 'none' && who !== 'foreignParticipant'
            ? await freshToken(h, caller as Exclude<Caller, 'none' | 'foreignParticipant'>)
            : c.spendsToken && who === 'foreignParticipant'
              ? (await h.joinAs('foreign.player@elsewhere.test', foreign.gameCode)).token
              : await tokenOf(who);
        const expected = refusal(c, caller, caller !== 'none');
        if (c.name === 'sessionEvents' && expected === null) {
          expect(await openStream(c.path(ids), token), who).toBe(200);
          continue;
        }
        const r = await call(`${c.name} as ${who}`, c.method, c.path(ids), { token, ...(c.body ? { body: c.body(ids) } : {}) });
        if (expected === null) expect([401, 403], `${who} should be allowed: ${r.json.message}`).not.toContain(r.status);
        else expect({ who, status: r.status }).toEqual({ who, status: expected });
        if (expected === 401 && token) expect(r.json.message).toBe('Session expired. Please login again.');
        expect(r.json.success, `${who}: ${r.json.message}`).toBe(r.status < 400);
        // Public calls answer what their body asks for; every other answer must be free of the owner's data.
        if (!entitled(who) && c.allowed !== 'everyone') expectNoLeak(`${c.name} as ${who}`, r);
      }
    });
  }

  it('refuses every malformed Authorization header on every guarded endpoint with 401', async () => {
    for (const c of ROLE_CASES.filter((x) => x.allowed !== 'everyone')) {
      for (const token of MALFORMED) {
        const r = await call(`${c.name} malformed`, c.method, c.path(ids), { token, ...(c.body ? { body: c.body(ids) } : {}) });
        expect({ name: c.name, token: token.slice(0, 20), status: r.status }).toEqual({ name: c.name, token: token.slice(0, 20), status: 401 });
      }
    }
  });

  it("lets a player of another session pull none of this session, and shows another admin none of the owner's sessions", async () => {
    for (const who of ['foreignParticipant', 'otherAdmin'] as const) {
      const pull = await call(`pull as ${who}`, 'GET', '/api/sync/pull?since=0', { token: tokens[who] });
      expect(pull.status).toBe(200);
      expect(pull.json.data.changes.length, who).toBeGreaterThan(0);
      expectNoLeak(`pull as ${who}`, pull);
    }
    const list = await call('getSession as otherAdmin', 'GET', '/api/session/getSession', { token: tokens.otherAdmin });
    expect(list.json.data.sessions.map((s: { name: string }) => s.name)).toContain('Foreign session');
    expectNoLeak('getSession as otherAdmin', list);
    // The owner, for contrast, does see the marked data: the check above can fail.
    const own = await call('pull as owner', 'GET', '/api/sync/pull?since=0', { token: tokens.owner });
    expect(JSON.stringify(own.json)).toContain('OWNERMARK');
  });

  it("shows a player their teammates' names but no other member's e-mail or phone, on any call", async () => {
    const me = await h.captain(0);
    const calls = [
      `/api/session/getSessionDetails/${ids.session}`,
      `/api/session/getResult/${ids.session}`,
      `/api/team/lobby/${me.teamId}`,
      '/api/sync/pull?since=0',
    ];
    const own = 'priya.nair@demo.frontdeskrm.test';
    const hosted = (await call('privacy', 'GET', `/api/session/getSessionDetails/${ids.session}`, { token: tokens.owner })).json.data.session.participants as {
      email: string;
      phone: string;
    }[];
    const ownPhone = hosted.find((p) => p.email === own)!.phone;
    expect(ownPhone).not.toBe('');
    for (const path of calls) {
      const r = await call(`privacy ${path}`, 'GET', path, { token: me.token });
      expect(r.status, path).toBe(200);
      const emails = [...JSON.stringify(r.json).matchAll(/[\w.'+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => m[0]).filter((e) => e !== own);
      const phones = [...JSON.stringify(r.json).matchAll(/"phone":"([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== '' && p !== ownPhone);
      if (emails.length + phones.length > 0) ledger.leaks.push(`${path} as a player: ${[...emails, ...phones].join(', ')}`);
      expect({ path, emails, phones }).toEqual({ path, emails: [], phones: [] });
    }
  });

  it('reads a token from the address only for the event stream', async () => {
    const owner = tokens.owner!;
    // EventSource cannot send headers, so the stream alone takes ?token=.
    expect(await openStream(`/api/session/events/${ids.session}?token=${owner}`, null)).toBe(200);
    for (const [token, status] of [
      [await tokenOf('forged'), 401],
      [await tokenOf('expiredOwner'), 401],
      [tokens.otherAdmin, 403],
      [tokens.foreignParticipant, 403],
    ] as const) {
      const r = await call('events ?token=', 'GET', `/api/session/events/${ids.session}?token=${encodeURIComponent(token!)}`);
      expect(r.status).toBe(status);
      expectNoLeak('events ?token=', r);
    }
    for (const path of ['/api/session/getSession', `/api/session/getSessionDetails/${ids.session}`, '/api/sync/pull?since=0']) {
      const sep = path.includes('?') ? '&' : '?';
      expect((await call('?token= elsewhere', 'GET', `${path}${sep}token=${owner}`)).status, path).toBe(401);
    }
  });

  it("rejects every mutation another admin or another session's player pushes against the owner's session, and changes nothing", async () => {
    const owner = tokens.owner!;
    const before = (await call('details before', 'GET', `/api/session/getSessionDetails/${ids.session}`, { token: owner })).json.data;
    const scenarioId = ids.scenario;
    const attacks = [
      { name: 'updateSession', args: { sessionId: ids.session, patch: { name: 'Hijacked' } } },
      { name: 'setSessionStatus', args: { sessionId: ids.session, status: 'live' } },
      { name: 'deleteSession', args: { sessionId: ids.session } },
      { name: 'addScenario', args: scenarioBody(ids.session, 'Planted') },
      { name: 'editScenario', args: { scenarioId, patch: { description: 'Hijacked' } } },
      { name: 'deleteScenario', args: { scenarioId } },
      {
        name: 'importScenarios',
        args: {
          sessionId: ids.session,
          format: 'json',
          content: '[{"description":"x","type":"RoomOnly","checkInDay":"Mon","roomNights":1,"noOfRoom":1,"rateType":["standard"]}]',
        },
      },
      { name: 'shuffleTeams', args: { sessionId: ids.session } },
      { name: 'setMemberRole', args: { sessionId: ids.session, memberId: ids.member, role: 'participant' } },
      { name: 'promoteLeader', args: { teamId: ids.team, memberId: ids.member } },
      { name: 'markTeamReady', args: { teamId: ids.team } },
      { name: 'recordDecision', args: { sessionId: ids.session, teamId: ids.team, scenarioId, decision: 'acc' } },
    ];
    let n = 0;
    for (const who of ['otherAdmin', 'foreignParticipant'] as const) {
      for (const m of attacks) {
        const id = `01JD3ZQ8X6T2N5M7K9P4S${String(n++).padStart(5, '0')}`;
        const r = await call(`push ${m.name} as ${who}`, 'POST', '/api/sync/push', { token: tokens[who], body: { mutations: [{ id, ...m }] } });
        expect(r.status).toBe(200);
        expect({ who, name: m.name, status: r.json.data.results[0].status }).toEqual({ who, name: m.name, status: 'rejected' });
        expectNoLeak(`push ${m.name} as ${who}`, r);
      }
    }
    const after = (await call('details after', 'GET', `/api/session/getSessionDetails/${ids.session}`, { token: owner })).json.data;
    expect(after).toEqual(before);
  });
});

// ---------------------------------------------------------------------------

describe('the login rate limit, over real HTTP', () => {
  it('answers 429 once an e-mail has used its attempts, however the e-mail is spelled, even with the right password', async () => {
    const served = await startServedHarness({ limits: { loginPerWindow: 5 } });
    try {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`${served.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        ledger.cases++;
        if (res.status >= 500) ledger.serverErrors.push(`login limit: ${res.status}`);
        return { status: res.status, json: (await res.json()) as { message: string } };
      };
      const statuses: number[] = [];
      for (const email of [
        'admin@frontdeskrm.test',
        'ADMIN@frontdeskrm.test',
        ' admin@frontdeskrm.test',
        'Admin@FrontDeskRM.test',
        'admin@frontdeskrm.test ',
        'admin@frontdeskrm.test',
      ]) {
        statuses.push((await post('/api/user/login', { email, password: 'wrong' })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await post('/api/user/login', { email: 'admin@frontdeskrm.test', password: 'admin-pass-123' })).toEqual({
        status: 429,
        json: expect.objectContaining({ message: 'Too many attempts. Please wait a few minutes and try again.' }),
      });
      // A player's login by game code is limited the same way.
      const joins: number[] = [];
      for (let i = 0; i < 6; i++) joins.push((await post(`/api/user/login/${DEMO_GAME_CODE}`, { email: 'priya.nair@demo.frontdeskrm.test' })).status);
      expect(joins).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await served.close();
    }
  });

  it('limits joining, contact messages and review replies per address too', async () => {
    const served = await startServedHarness({ limits: { loginPerWindow: 1000, joinPerWindow: 3, contactPerWindow: 3, reviewPerWindow: 3 } });
    try {
      const sessionId = served.h.demoSessionId();
      const bodies: [string, (i: number) => unknown][] = [
        ['/api/user/addMember', (i) => ({ name: 'Spammer', email: `spam${i}@x.test`, phone: '+91 90000 00000', sessionCode: sessionId })],
        ['/api/contact', (i) => ({ source: 'page', name: 'Spammer', email: `spam${i}@x.test`, message: 'Buy now' })],
        ['/review/reviewsResponse', () => ({ review: 'Fine.', hotelName: 'H', name: 'N' })],
      ];
      for (const [path, body] of bodies) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const res = await fetch(`${served.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body(i)) });
          ledger.cases++;
          statuses.push(res.status);
        }
        expect({ path, statuses: statuses.map((x) => (x < 300 ? 'ok' : x)) }).toEqual({ path, statuses: ['ok', 'ok', 'ok', 429] });
      }
    } finally {
      await served.close();
    }
  });

  it('answers an address too long for a header line without a 500', async () => {
    const served = await startServedHarness();
    try {
      const res = await fetch(`${served.url}/api/super/getAllProperty?search=${'a'.repeat(100_000)}`);
      ledger.cases++;
      expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await served.close();
    }
  });
});

// ---------------------------------------------------------------------------

const withBody = ROLE_CASES.filter((c) => c.body);
/** The caller each call with a body is tried as: one it allows. */
function allowedToken(c: RoleCase): string | null {
  if (c.allowed === 'everyone') return null;
  const who = (['owner', 'participant', 'super', 'otherAdmin'] as const).find((w) => (c.allowed as Caller[]).includes(w))!;
  return tokens[who];
}

describe('malformed, oversized and wrongly typed bodies', () => {
  it('answers 400 to malformed JSON on every endpoint that takes a body', async () => {
    const bad = ['{', '{"email":', '[1,2', "{'single':1}", 'undefined', '{"a":1}}', '\u0000', '{"a":"\\u12"}'];
    for (const c of withBody) {
      for (const raw of bad) {
        const r = await call(`${c.name} malformed JSON`, c.method, c.path(ids), {
          token: allowedToken(c),
          raw,
          headers: { 'Content-Type': 'application/json' },
        });
        expect({ name: c.name, raw, status: r.status, message: r.json.message }).toEqual({
          name: c.name,
          raw,
          status: 400,
          message: 'Request body must be valid JSON',
        });
      }
    }
  });

  it('answers 413 to a body over the size limit on every endpoint that takes a body', async () => {
    const raw = `{"x":"${'a'.repeat(BODY_LIMIT_BYTES)}"}`;
    for (const c of withBody) {
      const r = await call(`${c.name} oversized`, c.method, c.path(ids), { token: allowedToken(c), raw, headers: { 'Content-Type': 'application/json' } });
      expect({ name: c.name, status: r.status }).toEqual({ name: c.name, status: 413 });
      expect(r.json).toEqual({ success: false, message: 'Request body is too large' });
    }
  });

  it('answers 413 over real HTTP, with and without a declared length', async () => {
    const served = await startServedHarness();
    try {
      const big = `{"email":"${'a'.repeat(BODY_LIMIT_BYTES)}@x.test"}`;
      const declared = await fetch(`${served.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
      const bytes = new TextEncoder().encode(big);
      const streamed = await fetch(`${served.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 65536) controller.enqueue(bytes.subarray(i, i + 65536));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      ledger.cases += 2;
      expect([declared.status, streamed.status]).toEqual([413, 413]);
    } finally {
      await served.close();
    }
  });

  /** Richer bodies than the matrix sends, so every field of every body schema is tried. */
  const FULL_BODIES: Partial<Record<RoleCase['name'], (ids: RoleIds) => unknown>> = {
    createSession: () => ({
      sessionData: {
        ...sessionData('Typed'),
        autoAssignTeams: false,
        teamSize: '4',
        startDate: '2026-12-01T09:00:00Z',
        endDate: '2026-12-02T09:00:00Z',
        banquet: [{ name: 'Hall', rate: 5000, capacity: 100 }],
      },
    }),
    addScenario: (i) => ({ ...scenarioBody(i.spareSession), reservationName: 'Guest', totalRate: 1000 }),
    editScenario: () => ({ description: 'edited', reservationName: 'Guest', roomNights: 2 }),
    getScenario: () => ({ revenue: 0, occupancy: 0, ADR: 0, revPar: 0, type: '' }),
    reviewsResponse: () => ({
      review: 'Lovely stay.',
      startRating: '4',
      bussinessType: 'hotel',
      hotelName: 'Demo Grand',
      name: 'Asha',
      language: 'en',
      tone: 'formal',
      variant: 0,
    }),
    sendContact: () => ({ source: 'dialog', reason: CONTACT_REASONS[0], name: 'Meera', email: 'meera@example.com', company: 'Inns', message: 'Hello' }),
    syncPush: (i) => ({ clientId: 'device-1', mutations: [{ id: '01JD3ZQ8X6T2N5M7K9P4R2S6VW', name: 'markTeamReady', args: { teamId: i.team } }] }),
  };

  /** Every leaf of a body, with its path. */
  function leaves(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
    const own = path.length > 0 ? [{ path, value }] : [];
    if (Array.isArray(value)) return [...own, ...value.flatMap((v, i) => leaves(v, [...path, i]))];
    if (value && typeof value === 'object') return [...own, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
    return own;
  }
  function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path[path.length - 1]!] = value;
    return copy;
  }
  /** Values no field takes: an object where a scalar belongs (as NoSQL injection sends), a list, and text where a list or object belongs. */
  const wrongFor = (v: unknown): unknown[] => (Array.isArray(v) || (v && typeof v === 'object') ? ['not-a-list', 42] : [{ $gt: '' }, [1, 2]]);

  it('answers 400 naming the field when any field of any body has the wrong type', async () => {
    let pushes = 0;
    for (const c of withBody) {
      const body = (FULL_BODIES[c.name] ?? c.body!)(ids);
      for (const leaf of leaves(body)) {
        for (const wrong of wrongFor(leaf.value)) {
          let sent = replaced(body, leaf.path, wrong);
          // A mutation id answers 'duplicate' once seen, so each push names a new one.
          if (c.name === 'syncPush' && leaf.path.join('.') !== 'mutations.0.id' && leaf.path.join('.') !== 'mutations.0' && leaf.path.join('.') !== 'mutations')
            sent = replaced(sent, ['mutations', 0, 'id'], `01JD3ZQ8X6T2N5M7K9P4W${String(++pushes).padStart(5, '0')}`);
          const r = await call(`${c.name} ${leaf.path.join('.')}`, c.method, c.path(ids), { token: allowedToken(c), body: sent });
          const field = String([...leaf.path].reverse().find((p) => typeof p === 'string'));
          const label = `${c.name} ${leaf.path.join('.')} = ${JSON.stringify(wrong)}`;
          if (c.name === 'syncPush' && (leaf.path.includes('args') || leaf.path.join('.') === 'mutations.0.name')) {
            // A mutation's name and arguments are that mutation's to judge: the batch is accepted and that mutation refused, naming the field.
            expect(r.status, label).toBe(200);
            // Arguments that are not an object at all have no field to name.
            const reason = field === 'args' ? expect.stringContaining('expected object') : expect.stringContaining(field);
            expect(r.json.data.results[0], label).toMatchObject({ status: 'rejected', reason });
          } else {
            expect({ label, status: r.status }).toEqual({ label, status: 400 });
            expect(r.json.message, label).toContain(field);
          }
        }
      }
    }
  });
});

// ---------------------------------------------------------------------------

describe('hostile text in every text field', () => {
  it('stores every hostile string verbatim through every write endpoint and sync, answers no 500, and leaves the database intact', async () => {
    const owner = tokens.owner!;
    const superToken = tokens.super!;
    const before = await tableCounts();
    const added = { sessions: 0, scenarios: 0, members: 0, contact_messages: 0 };
    // Named as a device names them, on this clock: the deck lists a scenario by its id, so one dated years back would come first.
    const mutationId = monotonicFactory();

    for (const [i, s] of HOSTILE_STRINGS.entries()) {
      const name = fit(s, 120);
      const hall = fit(s, 80);
      const label = `hostile #${i}`;
      let rate = fit(s, 60).toLowerCase();
      if (rate === '__proto__') {
        // The one name a plain object cannot hold as a key: refused by name, never dropped in silence.
        const refused = await call(label, 'POST', '/api/session/createSession', {
          token: owner,
          body: { sessionData: { ...sessionData(name), rates: JSON.parse('{"__proto__": 1000, "standard": 900}') } },
        });
        expect({ status: refused.status, message: refused.json.message }).toEqual({
          status: 400,
          message: 'sessionData.rates.__proto__: rate name __proto__ is reserved',
        });
        rate = 'proto';
      }

      // A session with the string as its name, hotel, rate type and banquet hall.
      const created = await call(label, 'POST', '/api/session/createSession', {
        token: owner,
        body: { sessionData: { ...sessionData(name), rates: { [rate]: 1000, standard: 900 }, banquet: [{ name: hall, rate: 5000 }] } },
      });
      expect(created.status, `${label}: ${created.json.message}`).toBe(201);
      added.sessions++;
      const sessionId = created.json.data.session.id as string;

      // A scenario priced at that rate, then edited, and an import.
      // Rate names Object.prototype has are not the session's.
      for (const inherited of ['constructor', '__proto__', 'toString']) {
        if (inherited.toLowerCase() === rate || inherited === hall) continue;
        const r = await call(label, 'POST', '/api/session/addScenario', { token: owner, body: { ...scenarioBody(sessionId), rateType: [inherited] } });
        expect({ inherited, status: r.status }).toEqual({ inherited, status: 400 });
      }
      const scenario = await call(label, 'POST', '/api/session/addScenario', {
        token: owner,
        body: { ...scenarioBody(sessionId, fit(s, 500)), reservationName: name, rateType: [rate] },
      });
      expect(scenario.status, `${label}: ${scenario.json.message}`).toBeLessThan(300);
      added.scenarios++;
      const scenarioId = scenario.json.data.scenario._id as string;
      const edited = await call(label, 'PATCH', `/api/session/editScenario/${scenarioId}`, {
        token: owner,
        body: { description: `edited ${s}`, reservationName: name },
      });
      expect(edited.status, `${label}: ${edited.json.message}`).toBe(200);
      const content = JSON.stringify([
        { description: fit(s, 500), reservationName: name, type: 'RoomOnly', checkInDay: 'Tue', roomNights: 1, noOfRoom: 1, rateType: [rate] },
      ]);
      const imported = await call(label, 'POST', `/api/session/importScenarios/${sessionId}`, { token: owner, body: { format: 'json', content } });
      expect(imported.json.data, `${label}: ${imported.json.message}`).toEqual({ imported: 1 });
      added.scenarios++;

      // A member with the string as name, and an e-mail that carries SQL.
      const email = i < HOSTILE_EMAILS.length ? HOSTILE_EMAILS[i]! : `m${i}@hostile.test`;
      const member = await call(label, 'POST', '/api/user/addMember', { body: { name, email, phone: '+91 (0) 98-76.54', sessionCode: sessionId } });
      expect(member.status, `${label}: ${member.json.message}`).toBe(201);
      added.members++;

      // The same through sync: a rename of the session, a second session, a contact message.
      const pushed = await call(label, 'POST', '/api/sync/push', {
        token: owner,
        body: {
          mutations: [
            { id: mutationId(), name: 'updateSession', args: { sessionId, patch: { name: `renamed ${name}`.slice(0, 120), hotelName: name } } },
            { id: mutationId(), name: 'createSession', args: { sessionData: sessionData(name) } },
            { id: mutationId(), name: 'sendContactMessage', args: { source: 'page', name, email, message: s } },
            {
              id: mutationId(),
              name: 'addScenario',
              args: { ...scenarioBody(sessionId, fit(s, 500)), reservationName: `synced ${name}`.slice(0, 120), rateType: [rate] },
            },
            { id: mutationId(), name: 'addMember', args: { name, email: `synced${i}@hostile.test`, phone: '', sessionCode: sessionId } },
          ],
        },
      });
      expect(
        pushed.json.data.results.map((r: { status: string; reason?: string }) => r.reason ?? r.status),
        label,
      ).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
      added.sessions++;
      added.contact_messages++;
      added.scenarios++;
      added.members++;

      // Read back: every field as sent; names as people read them (NFC, no bidirectional or zero-width characters to spoof a leaderboard).
      const details = (await call(label, 'GET', `/api/session/getSessionDetails/${sessionId}`, { token: owner })).json.data;
      expect(details.session.name, label).toBe(cleanName(`renamed ${name}`.slice(0, 120)));
      expect(details.session.hotelName, label).toBe(cleanName(name));
      expect(Object.keys(details.session.rates).sort(), label).toEqual([rate, 'standard'].sort());
      expect(
        details.session.banquet.map((b: { name: string }) => b.name),
        label,
      ).toEqual([cleanName(hall)]);
      // As sets: the server and this test each name ids on their own, and two ids of one millisecond have no set order.
      const unordered = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort();
      expect(
        unordered(
          details.scenario.map((x: { description: string; reservationName: string; rateType: string[] }) => [x.description, x.reservationName, x.rateType]),
        ),
        label,
      ).toEqual(
        unordered([
          [`edited ${s}`, cleanName(name), [rate]],
          [fit(s, 500), cleanName(name), [rate]],
          [fit(s, 500), cleanName(`synced ${name}`.slice(0, 120)), [rate]],
        ]),
      );
      expect(unordered(details.session.participants.map((p: { name: string; email: string; phone: string }) => [p.name, p.email, p.phone])), label).toEqual(
        unordered([
          [cleanName(name), email, '+91 (0) 98-76.54'],
          [cleanName(name), `synced${i}@hostile.test`, ''],
        ]),
      );
      const rates = (await call(label, 'GET', `/api/session/getSessionRates/${sessionId}`, { token: owner })).json.data;
      expect(Object.keys(rates.rates).sort(), label).toEqual([rate, 'standard'].sort());

      // A contact message with the string in every field.
      const contact = await call(label, 'POST', '/api/contact', { body: { source: 'dialog', reason: 'Other', name, email, company: name, message: s } });
      expect(contact.status, `${label}: ${contact.json.message}`).toBe(201);
      added.contact_messages++;
      const messages = (await call(label, 'GET', '/api/contact', { token: superToken })).json.data.messages as {
        id: string;
        name: string;
        company?: string;
        message: string;
        email: string;
      }[];
      expect(
        messages.find((m) => m.id === contact.json.data.id),
        label,
      ).toMatchObject({ name, company: name, message: s, email });
      expect(
        messages.some((m) => m.message === s && m.id !== contact.json.data.id),
        `${label}: the synced message`,
      ).toBe(true);

      // The review assistant takes it and answers.
      const review = await call(label, 'POST', '/review/reviewsResponse', { body: { review: s, hotelName: name, name } });
      expect(review.status, `${label}: ${review.json.message}`).toBe(200);

      // Where it can only be refused: a login, a search, a property id, a path parameter.
      expect([400, 401], label).toContain((await call(label, 'POST', '/api/user/login', { body: { email: s, password: s } })).status);
      const search = await call(label, 'GET', `/api/super/getAllProperty?search=${encodeURIComponent(fit(s, 100))}`, { token: superToken });
      expect(search.status, label).toBe(200);
      expect([400, 404], label).toContain(
        (await call(label, 'GET', `/api/super/deActivateProperty?hId=${encodeURIComponent(fit(s, 64))}&active=true`, { token: superToken })).status,
      );
      expect([400, 403, 404], label).toContain((await call(label, 'GET', `/api/session/getSessionDetails/${encodeURIComponent(s)}`, { token: owner })).status);
      expect([400, 403, 404], label).toContain((await call(label, 'GET', `/api/team/lobby/${encodeURIComponent(s)}`, { token: owner })).status);
    }

    // Players join with e-mails that carry SQL; their names are read from them.
    const code = (await call('join', 'POST', '/api/session/createSession', { token: owner, body: { sessionData: sessionData('Join with SQL e-mails') } })).json
      .data.session.gameCode as string;
    added.sessions++;
    for (const email of HOSTILE_EMAILS) {
      const r = await call('join', 'POST', `/api/user/login/${code}`, { body: { email } });
      expect(r.status, r.json.message).toBe(200);
      added.members++;
    }

    // Every table still there, nobody deleted, and exactly the rows written.
    const after = await tableCounts();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after.users).toBe(before.users);
    for (const [table, count] of Object.entries(added)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table]! + count });
    expect((await call('health', 'GET', '/api/health')).json.data).toMatchObject({ status: 'ok' });
  });
});

// ---------------------------------------------------------------------------

describe('path traversal against the static files, over real HTTP', () => {
  const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
  let root: string;
  let served: Awaited<ReturnType<typeof startServedHarness>>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'fdrm-traversal-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Front Desk RM</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, 'secret.txt'), SECRET);
    writeFileSync(join(root, 'package.json'), `{"name":"${SECRET}"}`);
    mkdirSync(join(root, 'dist-evil'));
    writeFileSync(join(root, 'dist-evil', 'secret.txt'), SECRET);
    served = await startServedHarness({ pwaDist: dist });
  });
  afterAll(async () => {
    await served?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A raw request: fetch would resolve '..' and '%2e%2e' before sending. */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    const url = new URL(served.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  const TRAVERSALS = [
    '/../package.json',
    '/../../package.json',
    '/../secret.txt',
    '/../../../../../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..%2fsecret.txt',
    '/..%2f..%2fetc/passwd',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%5c..%5cpackage.json',
    '/assets/..\\..\\secret.txt',
    '/%252e%252e/%252e%252e/secret.txt',
    '/..%252f..%252fsecret.txt',
    '/%25%32%65%25%32%65/secret.txt',
    '/secret.txt%00.html',
    '/..%00/secret.txt',
    '/%00',
    '/index.html%00.js',
    '/%c0%ae%c0%ae/secret.txt',
    '/%e0%80%ae%e0%80%ae/secret.txt',
    '/%',
    '/%zz',
    '/....//....//secret.txt',
    '/.../.../secret.txt',
    '/../dist-evil/secret.txt',
    '/%2e%2e/dist-evil/secret.txt',
    '//etc/passwd',
    '/./../secret.txt',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/' + '../'.repeat(40) + 'etc/passwd',
    '/file:///etc/passwd',
    '/\\..\\..\\secret.txt',
  ];

  it('never serves a file from outside the build, and never answers 500', async () => {
    for (const path of TRAVERSALS) {
      const r = await rawGet(path);
      ledger.cases++;
      if (r.status >= 500) ledger.serverErrors.push(`static ${path}: ${r.status}`);
      expect({ path, status: r.status < 500 }).toEqual({ path, status: true });
      expect(r.body, path).not.toContain(SECRET);
      expect(r.body, path).not.toMatch(/root:.*:0:0:/);
      expect(r.body, path).not.toContain('@front-desk-rm');
      // What comes back is the app's own page, a refusal of the address, or a not-found.
      if (r.status === 200) expect(r.body, path).toContain('<title>Front Desk RM</title>');
    }
  });

  it('still serves the files inside the build', async () => {
    ledger.cases += 2;
    expect(await rawGet('/assets/app.js')).toEqual({ status: 200, body: 'console.log(1)' });
    expect((await rawGet('/assets/%61pp.js')).body).toBe('console.log(1)');
  });
});

describe('methods and prototype pollution', () => {
  it('refuses every method an endpoint does not take, never with a 500 or data', async () => {
    for (const c of ROLE_CASES) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== c.method)) {
        // One path takes two methods: contact is GET (the list) and POST (a message).
        if ((c.name === 'sendContact' && method === 'GET') || (c.name === 'listContact' && method === 'POST')) continue;
        const r = await call(`${c.name} by ${method}`, method, c.path(ids), { token: tokens.owner, ...(method === 'GET' ? {} : { body: {} }) });
        // Not found, or refused first where a whole group is for one role (/api/super).
        expect([403, 404], `${c.name} by ${method}: ${r.status}`).toContain(r.status);
        expect(r.json.data).toBeUndefined();
      }
    }
  });

  it("leaves Object.prototype alone whatever '__proto__' and 'constructor' a body carries", async () => {
    const poison = JSON.parse('{"__proto__": {"polluted": "yes", "role": "super"}, "constructor": {"prototype": {"polluted": "yes"}}}') as Record<
      string,
      unknown
    >;
    const nest = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(nest)
        : v && typeof v === 'object'
          ? Object.assign(JSON.parse(JSON.stringify(poison)), Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nest(x)])))
          : v;
    for (const c of withBody) {
      const raw = JSON.stringify(nest(c.body!(ids)));
      const r = await call(`${c.name} pollution`, c.method, c.path(ids), { token: allowedToken(c), raw, headers: { 'Content-Type': 'application/json' } });
      expect(r.status, `${c.name}: ${r.json.message}`).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    // The callers are still who they were.
    expect((await call('after pollution', 'GET', '/api/super/getAllProperty', { token: tokens.owner })).status).toBe(403);
  });
});

describe('secure headers', () => {
  it('sets them on API answers and on refusals', async () => {
    for (const [path, token] of [
      ['/api/health', null],
      ['/api/session/getSession', null],
      ['/api/session/getSession', tokens.owner],
    ] as const) {
      const r = await call('headers', 'GET', path, { token });
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(r.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(r.headers.get('content-type'), path).toContain('application/json');
    }
  });
});

describe('the tally', () => {
  it('ran cases and found no server error and no leak', () => {
    expect(ledger.cases).toBeGreaterThan(500);
    expect(ledger.serverErrors).toEqual([]);
    expect(ledger.leaks).toEqual([]);
  });
});

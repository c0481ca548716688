/**
 * Every endpoint with no token, a participant, another admin, the owning admin
 * and the super admin. A case that is allowed must not be refused for who the
 * caller is (no 401 or 403); the others must be, with the right status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '@front-desk-rm/engine/domain';
import { DEMO_GAME_CODE } from '../seed.js';
import { startHarness, type Harness } from '../testing/harness.js';
import { arrangeRoles, freshToken, isAllowed, refusal, ROLE_CASES, type Caller, type RoleIds } from '../testing/role-cases.js';

type FiveCaller = Exclude<Caller, 'foreignParticipant'>;
const CALLERS: FiveCaller[] = ['none', 'participant', 'otherAdmin', 'owner', 'super'];
const CASES = ROLE_CASES.filter((c) => c.allowed !== 'everyone');

let h: Harness;
let tokens: Record<FiveCaller, string | null>;
let ids: RoleIds;

beforeAll(async () => {
  h = await startHarness();
  ({ tokens, ids } = await arrangeRoles(h));
});
afterAll(() => h.close());

describe('the role matrix', () => {
  it('covers every endpoint that needs a login', () => {
    const guarded = API_CALLS.filter((c) => c.role !== 'public' && c.role !== 'any')
      .map((c) => c.name)
      .sort();
    expect(CASES.map((c) => c.name).sort()).toEqual(guarded);
  });

  for (const c of CASES.filter((x) => x.name !== 'sessionEvents')) {
    it(`${c.method} ${c.name}`, async () => {
      // Refused callers first, so nothing they try changes what the allowed ones see.
      const order = [...CALLERS].sort((a, b) => Number(isAllowed(c, a)) - Number(isAllowed(c, b)));
      for (const caller of order) {
        const token = c.spendsToken && caller !== 'none' ? await freshToken(h, caller) : tokens[caller];
        const r = await h.call(c.method, c.path(ids), { token, ...(c.body ? { body: c.body(ids) } : {}) });
        const expected = refusal(c, caller, caller !== 'none');
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
      for (let i = 0; i < 5; i++)
        statuses.push((await limited.call('POST', '/api/user/login', { body: { email: 'admin@frontdeskrm.test', password: 'wrong' } })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await limited.call('POST', '/api/user/login', { body: { email: 'admin@frontdeskrm.test', password: 'admin-pass-123' } });
      expect(last).toMatchObject({ status: 429, json: { message: 'Too many attempts. Please wait a few minutes and try again.' } });
      // Another tablet in the same room, with its own e-mail, still gets in.
      expect((await limited.call('POST', `/api/user/login/${DEMO_GAME_CODE}`, { body: { email: 'priya.nair@demo.frontdeskrm.test' } })).status).toBe(200);
      // The count is kept in the database: a restarted server does not hand out a fresh allowance.
      await limited.restart();
      expect((await limited.call('POST', '/api/user/login', { body: { email: 'admin@frontdeskrm.test', password: 'wrong' } })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses an expired token', async () => {
    let now = new Date('2026-11-22T09:00:00Z');
    const timed = await startHarness({ now: () => now });
    try {
      const token = await timed.admin();
      expect((await timed.call('GET', '/api/session/getSession', { token })).status).toBe(200);
      now = new Date('2026-12-01T09:00:00Z');
      expect(await timed.call('GET', '/api/session/getSession', { token })).toMatchObject({
        status: 401,
        json: { message: 'Session expired. Please login again.' },
      });
    } finally {
      await timed.close();
    }
  });
});

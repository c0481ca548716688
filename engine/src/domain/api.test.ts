import { describe, expect, it } from 'vitest';
import { API_CALLS, answerSchema, apiCall, getScenarioBodySchema, importScenariosBodySchema, updateSessionBodySchema } from './api.js';

describe('the API catalogue', () => {
  it('lists every documented call of both specifications at its method and path', () => {
    const documented = API_CALLS.filter((c) => c.documented).map((c) => `${c.method} ${c.path}`);
    expect(documented).toEqual([
      'POST /api/user/login',
      'POST /api/user/login/:gameCode',
      'POST /api/user/addMember',
      'GET /api/session/getSession',
      'POST /api/session/createSession',
      'POST /api/session/createTeam/:sessionId',
      'GET /api/session/getSessionRates/:id',
      'GET /api/session/getSessionDetails/:id',
      'PATCH /api/session/updateSession/:id',
      'POST /api/session/addScenario',
      'POST /api/session/getScenario/:sessionId',
      'GET /api/session/getResult/:sessionId',
      'POST /review/reviewsResponse',
      'GET /api/super/getAllProperty',
      'GET /api/super/deActivateProperty',
    ]);
  });

  it('names each call once and each route once', () => {
    expect(new Set(API_CALLS.map((c) => c.name)).size).toBe(API_CALLS.length);
    expect(new Set(API_CALLS.map((c) => `${c.method} ${c.path}`)).size).toBe(API_CALLS.length);
  });

  it('finds a call by name and wraps its data in the envelope', () => {
    const login = apiCall('login');
    expect(login.path).toBe('/api/user/login');
    expect(answerSchema(login).safeParse({ success: true, message: 'ok', data: { token: 't', name: 'Host', role: 'admin' } }).success).toBe(true);
    expect(answerSchema(login).safeParse({ success: true, data: {} }).success).toBe(false);
  });

  it('checks the admin login body with the spec messages', () => {
    const body = apiCall('login').body!;
    expect(body.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message).toBe('Password is required');
    expect(body.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('reads the end code in any of its spellings', () => {
    expect(updateSessionBodySchema.parse({ status: 'end' })).toEqual({ status: 'ended' });
    expect(updateSessionBodySchema.parse({ status: 'completed' })).toEqual({ status: 'ended' });
    expect(updateSessionBodySchema.parse({ status: 'rst' })).toEqual({ status: 'rst' });
    expect(updateSessionBodySchema.safeParse({ status: 'paused' }).error?.issues[0]?.message).toBe('status must be live, ended or rst');
  });

  it("tolerates getScenario's optional figures", () => {
    expect(getScenarioBodySchema.parse(undefined)).toEqual({ revenue: 0, occupancy: 0, ADR: 0, revPar: 0, type: '' });
    expect(getScenarioBodySchema.parse({ revenue: '1000', type: 'acc' })).toEqual({ revenue: 1000, occupancy: 0, ADR: 0, revPar: 0, type: 'acc' });
    expect(getScenarioBodySchema.safeParse({ type: 'maybe' }).success).toBe(false);
  });

  it('checks an import body', () => {
    expect(importScenariosBodySchema.safeParse({ format: 'xml', content: 'x' }).error?.issues[0]?.message).toBe("format must be 'csv' or 'json'");
    expect(importScenariosBodySchema.safeParse({ format: 'csv', content: '' }).error?.issues[0]?.message).toBe('content is required');
  });

  it('checks the participant login code in the path', () => {
    expect(apiCall('participantLogin').params!.safeParse({ gameCode: 'abc' }).error?.issues[0]?.message).toBe('Game code must be 5-10 alphanumeric characters');
  });
});

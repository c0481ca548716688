/** Random and malformed bodies, queries and parameters to every endpoint: never a 500, and the server stays healthy. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '@front-desk-rm/engine/domain';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
let tokens: (string | null)[];

const signIn = async () => [null, await h.admin(), (await h.captain(0)).token, await h.superAdmin(), 'garbage-token-'.repeat(3)];

beforeAll(async () => {
  h = await startHarness();
  tokens = await signIn();
});
afterAll(() => h.close());

const segment = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('..', '%00', '%', 'DEMO26', '0', '-1', ' ', '🙂', 'a'.repeat(200)));
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '[',
    'null',
    '{"email":null}',
    '{"mutations":[{"id":"01JD3ZQ8X6T2N5M7K9P4R2S6VW","name":"recordDecision","args":null}]}',
    '{"sessionData":{"rates":{"__proto__":1}}}',
  ),
);
const query = fc.dictionary(
  fc.constantFrom('since', 'limit', 'pageNumber', 'isActive', 'search', 'hId', 'active', 'scenarioId', 'token', 'x'),
  fc.string({ maxLength: 20 }),
  { maxKeys: 4 },
);

function fill(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++ % values.length] ?? ''));
}

describe('fuzzing every endpoint', () => {
  it('never answers 500, whatever arrives', async () => {
    const calls = API_CALLS.filter((c) => c.name !== 'sessionEvents');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        jsonish,
        query,
        fc.integer({ min: 0, max: tokens.length - 1 }),
        async (call, values, body, q, t) => {
          const qs = new URLSearchParams(q).toString();
          const path = fill(call.path, values) + (qs ? `?${qs}` : '');
          const r = await h.call(call.method, path, {
            token: tokens[t] ?? null,
            raw: call.method === 'GET' ? undefined! : body,
            headers: { 'Content-Type': 'application/json' },
          });
          expect(r.status, `${call.method} ${path} ${body}: ${r.json.message}`).toBeLessThan(500);
          expect(r.json.success).toBe(r.status < 400);
          if (r.status >= 400) expect(r.json.message.length).toBeGreaterThan(0);
          // A logout ended the sign-in it was sent with: sign in again, so the rest of the run still tries every role.
          if (call.name === 'logout' && r.status === 200) tokens = await signIn();
        },
      ),
      { numRuns: 400 },
    );
    expect((await h.call('GET', '/api/health')).json.data).toMatchObject({ status: 'ok' });
  });

  it('never answers 500 to random mutations pushed through sync', async () => {
    const admin = tokens[1]!;
    const captain = tokens[2]!;
    const names = [
      'recordDecision',
      'createSession',
      'updateSession',
      'setSessionStatus',
      'deleteSession',
      'addScenario',
      'editScenario',
      'deleteScenario',
      'importScenarios',
      'addMember',
      'shuffleTeams',
      'setMemberRole',
      'promoteLeader',
      'markTeamReady',
      'sendContactMessage',
    ];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (name, args, asAdmin) => {
        const id = `01JD3ZQ8X6T2N5M7K9P4R${String(n++).padStart(5, '0')}`;
        const r = await h.call('POST', '/api/sync/push', { token: asAdmin ? admin : captain, body: { mutations: [{ id, name, args }] } });
        expect(r.status, r.json.message).toBe(200);
        expect(['applied', 'duplicate', 'rejected']).toContain(r.json.data.results[0].status);
      }),
      { numRuns: 200 },
    );
    expect((await h.call('GET', '/api/health')).status).toBe(200);
  });
});

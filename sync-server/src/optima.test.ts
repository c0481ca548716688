import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import highsModule from 'highs';
import { checkOptimum, EXACT_SOLVE_OPTIONS, sessionDeck, solveOptimum, type LpSolver } from '@front-desk-rm/engine';
import { startHarness, type Harness } from './testing/harness.js';

type HighsLoader = (typeof highsModule)['default'];
const loadHighs: HighsLoader = (highsModule as unknown as { default?: HighsLoader }).default ?? (highsModule as unknown as HighsLoader);

let h: Harness;
let admin: string;
let sessionId: string;
let solve: LpSolver;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.admin();
  sessionId = h.demoSessionId();
  const highs = await loadHighs();
  solve = (lp) => highs.solve(lp, EXACT_SOLVE_OPTIONS) as never;
});
afterAll(async () => {
  await h.services.close();
  await h.close();
});

const optimumOf = (token: string | null, id = sessionId) => h.call('GET', `/api/session/getOptimum/${id}`, { token });

describe('GET /api/session/getOptimum/:sessionId', () => {
  it("answers the demo deck's optimum, the one the engine finds, keeping every rule", async () => {
    const answer = await optimumOf(admin);
    expect(answer.status).toBe(200);
    const data = await h.services.store.game.load(sessionId);
    const session = data.sessions[sessionId]!;
    const deck = sessionDeck(data, sessionId);
    expect(answer.json.data.optimum).toEqual(solveOptimum(session, deck, solve));
    expect(checkOptimum(session, deck, answer.json.data.optimum)).toBe(true);
    expect(answer.json.data.optimum.revenue).toBeGreaterThan(0);
  });

  it('works it out once per deck: the stored answer comes back, after a restart too', async () => {
    const first = (await optimumOf(admin)).json.data;
    const again = (await optimumOf(admin)).json.data;
    expect(again.computedAt).toBe(first.computedAt);
    await h.services.close();
    await h.restart();
    admin = await h.admin();
    expect((await optimumOf(admin)).json.data.computedAt).toBe(first.computedAt);
  });

  it('works it out again when the deck changes, and two screens asking at once share one answer', async () => {
    const before = (await optimumOf(admin)).json.data;
    const add = await h.call('POST', '/api/session/addScenario', {
      token: admin,
      body: {
        sessionId,
        description: 'A late group',
        roomNights: 1,
        rateType: ['deluxe'],
        checkInDay: 'Sunday',
        noOfRoom: 1,
        type: 'RoomOnly',
        noOfBanquet: '',
      },
    });
    expect(add.status).toBe(201);
    const [a, b] = await Promise.all([optimumOf(admin), optimumOf(admin)]);
    expect(a.json.data.deckKey).not.toBe(before.deckKey);
    expect(a.json.data.computedAt).toBe(b.json.data.computedAt);
    expect(a.json.data.optimum.revenue).toBeGreaterThanOrEqual(before.optimum.revenue);
  });

  it('refuses another host, a caller with no token, and a session that does not exist', async () => {
    expect((await optimumOf(await h.otherAdmin())).status).toBe(403);
    expect((await optimumOf(null)).status).toBe(401);
    expect((await optimumOf(admin, 'NO-SUCH-SESSION')).status).toBe(404);
  });
});

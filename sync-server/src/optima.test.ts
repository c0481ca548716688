import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import highsModule from 'highs';
import { randomFrom } from '@front-desk-rm/engine/mutations';
import { checkOptimum, EXACT_SOLVE_OPTIONS, solveOptimum, type LpSolver } from '@front-desk-rm/engine/optimum';
import { sessionDeck } from '@front-desk-rm/engine/views';
import { startHarness, type Harness } from './testing/harness.js';
import { createOptima } from './optima.js';
import type { OptimumSolver } from './optimum-solver.js';

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

describe('a deck too large to prove within the first limit', () => {
  let big: Harness;
  let host: string;
  let id: string;
  beforeAll(async () => {
    // A limit of a fraction of a second stands in for the production's 20 s on a deck that takes seconds to prove.
    big = await startHarness({ optimum: { answerSeconds: 0.3, improveSeconds: 600 } });
    host = await big.admin();
    const created = await big.call('POST', '/api/session/createSession', {
      token: host,
      body: {
        sessionData: {
          name: 'A citywide week',
          hotelName: 'Harbour Grand',
          totalRooms: '200',
          baseADR: '4000',
          maxParticipants: '10',
          rates: { Standard: 4000, Deluxe: 5500 },
          occupancy: { Sun: '50', Mon: '60', Tue: '80', Wed: '85', Thu: '80', Fri: '65', Sat: '55' },
          banquet: [],
        },
      },
    });
    expect(created.status).toBe(201);
    id = created.json.data.session.id;
    // 100 groups and stays from a fixed seed: the rate card's group discounts make many near-equal prices per room night.
    const random = randomFrom('a citywide week');
    const pick = (n: number) => Math.floor(random() * n);
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const rows = Array.from({ length: 100 }, (_, i) => ({
      description: `Request ${i + 1}`,
      type: 'RoomOnly',
      checkInDay: days[pick(7)],
      roomNights: 1 + pick(4),
      noOfRoom: 1 + pick(50),
      rateType: [pick(2) ? 'Standard' : 'Deluxe'],
    }));
    const imported = await big.call('POST', `/api/session/importScenarios/${id}`, { token: host, body: { format: 'json', content: JSON.stringify(rows) } });
    expect(imported.json.data).toEqual({ imported: 100 });
  });
  afterAll(async () => {
    await big.services.close();
    await big.close();
  });

  it('answers 200 at once with the best plan found and its gap, then the proven optimum once the background solve finishes', async () => {
    const ask = () => big.call('GET', `/api/session/getOptimum/${id}`, { token: host });
    const first = await ask();
    expect(first.status).toBe(200);
    const data = await big.services.store.game.load(id);
    const session = data.sessions[id]!;
    const deck = sessionDeck(data, id);
    const found = first.json.data.optimum;
    expect(found.proven).toBe(false);
    expect(found.gap).toBeGreaterThan(0);
    expect(found.gap).toBeLessThan(0.2);
    // The plan found keeps every rule, like a proven one.
    expect(checkOptimum(session, deck, found)).toBe(true);

    // Asked again meanwhile: the same answer, not another solve.
    expect((await ask()).json.data.computedAt).toBe(first.json.data.computedAt);

    await expect.poll(async () => (await ask()).json.data.optimum.proven, { timeout: 120_000, interval: 250 }).toBeUndefined();
    const proven = (await ask()).json.data.optimum;
    expect(proven.gap).toBeUndefined();
    expect(proven.revenue).toBeGreaterThanOrEqual(found.revenue);
    // What the exact solver finds, to the rupee.
    expect(proven.revenue).toBe(solveOptimum(session, deck, solve).revenue);
    expect(checkOptimum(session, deck, proven)).toBe(true);
  });
});

describe('a deck the solver cannot answer', () => {
  it('is remembered a while: a retry answers the same failure at once instead of another solve, and a later one tries again', async () => {
    const local = await startHarness();
    try {
      let calls = 0;
      const failing: OptimumSolver = {
        solve: async () => {
          calls++;
          throw new Error('the optimum could not be found: Solve error');
        },
        close: async () => {},
      };
      let clock = Date.parse('2026-12-06T09:00:00Z');
      const optima = createOptima(local.services.store.game, local.services.store.optima, failing, () => new Date(clock), {
        answerSeconds: 1,
        improveSeconds: 1,
        failureKeptMs: 10 * 60_000,
      });
      const demo = local.demoSessionId();
      await expect(optima.get(demo)).rejects.toThrow('Solve error');
      await expect(optima.get(demo)).rejects.toThrow('Solve error');
      expect(calls).toBe(1);
      clock += 10 * 60_000 + 1;
      await expect(optima.get(demo)).rejects.toThrow('Solve error');
      expect(calls).toBe(2);
    } finally {
      await local.services.close();
      await local.close();
    }
  });
});

/**
 * A training room of 24 tablets (six teams of four) whose server cannot be
 * reached for 30 s while every tablet stays on the Wi-Fi: half of them get 503s,
 * half get connections reset. Each tablet is a real SyncEngine over its own
 * IndexedDB, driven as the browser runtime drives it (a round on every new
 * decision, on every server nudge, every 5 s, and the outbox's own updates after
 * each failed push), against the real server, on a simulated clock. It counts
 * what each tablet sends during the outage, then checks that every decision
 * reaches the server once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_DECK, DEMO_HOTEL, demoRequestFields } from '@front-desk-rm/engine/demo';
import { type Scenario } from '@front-desk-rm/engine/domain';
import { randomFrom } from '@front-desk-rm/engine/mutations';
import { startServedHarness } from '@front-desk-rm/sync-server/testing/harness';
import { apiPath } from '../api/client.js';
import { FrontDeskDb } from '../db/db.js';
import { signInPlayer } from '../../testing/signed-in-device.js';
import { mutateLocally } from '../writes/outbox.js';
import { SyncEngine } from './sync-engine.js';

const TEAMS = 6;
const TEAM_SIZE = 4;
const OUTAGE_FROM_S = 10;
const OUTAGE_S = 30;

let served: Awaited<ReturnType<typeof startServedHarness>>;
beforeAll(async () => {
  served = await startServedHarness();
});
afterAll(() => served.close());

interface Tablet {
  db: FrontDeskDb;
  engine: SyncEngine;
  captain: boolean;
  teamId: string;
  memberId: string;
  sessionId: string;
  /** Requests sent in the outage, and in all. */
  duringOutage: number;
  sent: number;
  decided: string[];
}

/** The room's session through the documented API: the demo hotel and deck, 24 players dealt into six teams, a captain each, live. */
async function setUpRoom() {
  const h = served.h;
  const admin = await h.admin();
  const created = await h.call('POST', apiPath('createSession'), {
    token: admin,
    body: { sessionData: { ...DEMO_HOTEL, name: 'Outage Week', maxParticipants: TEAMS * TEAM_SIZE, teamSize: String(TEAM_SIZE) } },
  });
  const session = created.json.data.session as { id: string; gameCode: string };
  for (const r of DEMO_DECK) await h.call('POST', apiPath('addScenario'), { token: admin, body: { ...demoRequestFields(r), sessionId: session.id } });
  const players = [];
  for (let i = 1; i <= TEAMS * TEAM_SIZE; i++) players.push(await h.joinAs(`tablet${i}@room.test`, session.gameCode));
  const teams = (await h.call('POST', apiPath('createTeam', { sessionId: session.id }), { token: admin })).json.data.teams as {
    id: string;
    participants: { id: string }[];
  }[];
  for (const t of teams)
    await h.call('PATCH', apiPath('memberRole', { sessionId: session.id }), { token: admin, body: { memberId: t.participants[0]!.id, role: 'captain' } });
  await h.call('PATCH', apiPath('updateSession', { id: session.id }), { token: admin, body: { status: 'live' } });
  const teamOf = new Map(teams.flatMap((t) => t.participants.map((p, i) => [p.id, { teamId: t.id, captain: i === 0 }] as const)));
  return { session, players: players.map((p) => ({ ...p, ...teamOf.get(p.memberId)! })) };
}

describe('a room of 24 tablets and a server gone for 30 s', () => {
  it('sends fewer than 20 requests per tablet in those 30 s, and every decision reaches the server once', async () => {
    const { session, players } = await setUpRoom();
    let clock = 0;
    const outage = () => clock >= OUTAGE_FROM_S * 1000 && clock < (OUTAGE_FROM_S + OUTAGE_S) * 1000;
    const tablets: Tablet[] = [];
    for (const [i, p] of players.entries()) {
      const db = new FrontDeskDb(`room-tablet-${i}`);
      await signInPlayer(db, p);
      const tablet: Tablet = {
        db,
        engine: null!,
        captain: p.captain,
        teamId: p.teamId,
        memberId: p.memberId,
        sessionId: session.id,
        duringOutage: 0,
        sent: 0,
        decided: [],
      };
      const resets = i % 2 === 1;
      tablet.engine = new SyncEngine({
        db,
        baseUrl: served.url,
        random: randomFrom(`tablet-${i}`),
        fetch: async (input, init) => {
          tablet.sent++;
          if (!outage()) return fetch(input, init);
          tablet.duringOutage++;
          if (resets) throw new TypeError('fetch failed: connection reset');
          return new Response('{"success":false,"message":"Service Unavailable"}', { status: 503 });
        },
      });
      tablets.push(tablet);
    }
    for (const t of tablets) await t.engine.sync();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const deck = async (t: Tablet) => (await t.db.scenarios.toArray()).sort((a: Scenario, b: Scenario) => a.createdAt.localeCompare(b.createdAt));
      // Two minutes of the room, a tenth of a second at a time: captains decide every 4 s, the server nudges everyone when it hears of a decision.
      for (let tick = 0; tick < 1200; tick++) {
        clock = tick * 100;
        let nudge = false;
        for (const t of tablets) {
          if (t.captain && tick % 40 === 0 && tick > 0) {
            const next = (await deck(t)).find((s) => !t.decided.includes(s._id));
            if (next) {
              const r = await mutateLocally(
                t.db,
                'recordDecision',
                { sessionId: t.sessionId, teamId: t.teamId, scenarioId: next._id, decision: 'dec', source: 'team' },
                { actor: { kind: 'participant', memberId: t.memberId, sessionId: t.sessionId } },
              );
              if (r.ok) t.decided.push(next._id);
              nudge ||= !outage();
            }
          }
          // The outbox's live query: its count after every change, new decisions and failed pushes' bookkeeping alike.
          void t.engine.outboxChanged(await t.engine.pending())?.catch(() => {});
          if (tick % 50 === 0) void t.engine.request('poll')?.catch(() => {});
        }
        if (nudge) for (const t of tablets) void t.engine.request('nudge')?.catch(() => {});
        await vi.advanceTimersByTimeAsync(100);
      }
      await vi.waitFor(
        async () => {
          for (const t of tablets) expect(await t.engine.pending()).toBe(0);
        },
        { timeout: 10_000 },
      );
    } finally {
      for (const t of tablets) t.engine.stop();
      vi.useRealTimers();
    }

    const perTablet = tablets.map((t) => t.duringOutage);
    console.log(
      `24 tablets, server unreachable for ${OUTAGE_S} s: requests per tablet in the outage: max ${Math.max(...perTablet)}, mean ${(perTablet.reduce((a, b) => a + b, 0) / perTablet.length).toFixed(1)}; in 2 minutes in all: max ${Math.max(...tablets.map((t) => t.sent))}`,
    );
    for (const n of perTablet) expect(n).toBeLessThan(20);
    // Every decision reached the server, once.
    const stored = (
      await served.h.rows<{ team_id: string; scenario_id: string; n: number }>(
        'SELECT team_id, scenario_id, COUNT(*) AS n FROM decisions WHERE session_id = $1 GROUP BY team_id, scenario_id',
        session.id,
      )
    ).map((r) => ({ ...r, n: Number(r.n) }));
    const decided = tablets.filter((t) => t.captain).flatMap((t) => t.decided.map((s) => `${t.teamId}|${s}`));
    expect(stored.map((r) => `${r.team_id}|${r.scenario_id}`).sort()).toEqual(decided.sort());
    expect(stored.every((r) => r.n === 1)).toBe(true);
    expect(decided).toHaveLength(TEAMS * DEMO_DECK.length);
  }, 180_000);
});

/**
 * `npm run bench` (and `node sync-server/dist/bench/worst-push.js`): the
 * worst push a valid token can send. A session of 300 requests and 24 teams,
 * 23 of which have decided every request, is built over a temporary SQLite
 * file; the built server then runs in a process of its own over that file,
 * and one captain pushes 500 mutations at once (300 decisions, most of them
 * accepts, and 200 repeats of them under new ids) while another client asks
 * `/api/health` every 10 ms. Prints the push's time and the health check's
 * latency during it; never fails on a figure. Bounded: one push, and the
 * health loop stops when it returns.
 */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicFactory } from 'ulid';
import { DAY_NAMES, type Member } from '@front-desk-rm/engine/domain';
import { type Actor, type MutationResult } from '@front-desk-rm/engine/mutations';
import { createApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { sqliteStore } from '../db/sqlite/store.js';
import { openDatabase } from '../db/sqlite/connection.js';
import { spawnServer } from '../testing/spawn-server.js';

const REQUESTS = 300;
const TEAMS = 24;
const TEAM_SIZE = 4;
const PUSH = 500;
const HEALTH_EVERY_MS = 10;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The session, its deck and every team's decisions but one, written through the server's own write path. */
async function build(file: string) {
  const db = openDatabase(file);
  const store = sqliteStore(db);
  const { app, services } = createApp(store, { limits: { pushPerMinute: 1_000_000 } });
  const ownerId = services.newId();
  await services.store.users.insert({
    id: ownerId,
    email: 'bench@host.test',
    name: 'Bench Host',
    role: 'admin',
    password_hash: await hashPassword('bench-pass-123'),
    created_at: new Date().toISOString(),
  });
  const host: Actor = { kind: 'admin', userId: ownerId };
  const must = <V>(outcome: MutationResult<V>): V => {
    if (!outcome.ok || outcome.value === undefined) throw new Error(`bench set-up: ${outcome.ok ? 'no value' : outcome.reason}`);
    return outcome.value;
  };
  const session = must(
    await services.run(
      'createSession',
      {
        sessionData: {
          name: 'Worst push',
          hotelName: 'Bench Grand',
          totalRooms: 200,
          baseADR: 4000,
          maxParticipants: TEAMS * TEAM_SIZE,
          autoAssignTeams: true,
          teamSize: String(TEAM_SIZE),
          rates: { standard: 3500, deluxe: 5000 },
          occupancy: { Sun: '40', Mon: '60', Tue: '65', Wed: '70', Thu: '75', Fri: '85', Sat: '90' },
          banquet: [{ name: 'Grand Hall', rate: 40000 }],
        },
      },
      host,
    ),
  );
  for (let i = 0; i < REQUESTS; i++) {
    must(
      await services.run(
        'addScenario',
        {
          sessionId: session.id,
          reservationName: `Guest ${i + 1}`,
          description: `Guest ${i + 1} asks for rooms`,
          type: 'RoomOnly',
          checkInDay: DAY_NAMES[i % 7]!,
          roomNights: 1 + (i % 3),
          noOfRoom: 1 + (i % 4),
          rateType: [i % 2 ? 'deluxe' : 'standard'],
          noOfBanquet: '',
        },
        host,
      ),
    );
  }
  const members: Member[] = [];
  for (let i = 0; i < TEAMS * TEAM_SIZE; i++) {
    members.push(
      must(
        await services.run(
          'addMember',
          { name: `Player ${i + 1}`, email: `player${i + 1}@bench.test`, phone: '', sessionCode: session.gameCode },
          { kind: 'public' },
        ),
      ),
    );
  }
  must(await services.run('setSessionStatus', { sessionId: session.id, status: 'live' }, host));
  const deck = await services.store.game.load(session.id);
  const scenarios = Object.values(deck.scenarios).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const teams = [...new Set(members.map((m) => m.teamId!))];
  // Every team but the last decides the whole deck; an accept that no longer fits is declined instead.
  for (const teamId of teams.slice(0, -1)) {
    const player = members.find((m) => m.teamId === teamId)!;
    const actor: Actor = { kind: 'participant', memberId: player.id, sessionId: session.id };
    for (const [i, s] of scenarios.entries()) {
      const accepted = await services.run(
        'recordDecision',
        { sessionId: session.id, teamId, scenarioId: s._id, decision: i % 5 === 4 ? 'dec' : 'acc', source: 'team' },
        actor,
      );
      if (!accepted.ok)
        must(await services.run('recordDecision', { sessionId: session.id, teamId, scenarioId: s._id, decision: 'dec', source: 'team' }, actor));
    }
  }
  const target = members.find((m) => m.teamId === teams[teams.length - 1])!;
  const login = await app.request(`/api/user/login/${session.gameCode}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: target.email }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const decisions = db.prepare('SELECT COUNT(*) FROM decisions').pluck().get() as number;
  await store.close();
  return { sessionId: session.id, teamId: target.teamId!, token, scenarios: scenarios.map((s) => s._id), decisions };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'fdrm-worst-push-'));
  const file = join(dir, 'app.db');
  const setupStarted = performance.now();
  const world = await build(file);
  console.log(
    `set-up: ${REQUESTS} requests, ${TEAMS} teams, ${world.decisions} decisions stored, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  const server = await spawnServer({ DATABASE_PATH: file, SEED: 'off' });
  try {
    const ulid = monotonicFactory();
    const decide = world.scenarios.map((scenarioId, i) => ({
      sessionId: world.sessionId,
      teamId: world.teamId,
      scenarioId,
      decision: i % 5 === 4 ? 'dec' : 'acc',
    }));
    // Repeats under new ids: each is looked up and answered as a duplicate, as a device's resend after a lost answer is.
    const mutations = [...decide, ...decide.slice(0, PUSH - decide.length)].map((args) => ({ id: ulid(), name: 'recordDecision', args }));

    const health: number[] = [];
    let pushing = true;
    const healthLoop = (async () => {
      while (pushing) {
        const started = performance.now();
        await fetch(`${server.url}/api/health`);
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
      }
    })();

    const started = performance.now();
    const res = await fetch(`${server.url}/api/sync/push`, {
      method: 'POST',
      headers: { Authorization: world.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations }),
    });
    const pushMs = performance.now() - started;
    pushing = false;
    await healthLoop;
    const body = (await res.json()) as { data?: { results: { status: string }[] }; message: string };
    if (!res.ok || !body.data) throw new Error(`the push failed: ${res.status} ${body.message}`);
    const counts: Record<string, number> = {};
    for (const r of body.data.results) counts[r.status] = (counts[r.status] ?? 0) + 1;

    const figures = {
      mutations: mutations.length,
      pushMs: Math.round(pushMs),
      answers: counts,
      health: {
        checks: health.length,
        p50: Number(percentile(health, 50).toFixed(1)),
        p99: Number(percentile(health, 99).toFixed(1)),
        max: Number(Math.max(...health).toFixed(1)),
      },
      serverPeakMb: Math.round((server.memory()?.peak ?? Number.NaN) / 1024 / 1024),
    };
    console.log(
      `worst push: ${figures.mutations} mutations on ${REQUESTS} requests x ${TEAMS} teams in ${figures.pushMs} ms (target under 2000 ms): ${JSON.stringify(counts)}`,
    );
    console.log(
      `/api/health during the push: ${figures.health.checks} checks, p50 ${figures.health.p50} ms, p99 ${figures.health.p99} ms, max ${figures.health.max} ms (target under 100 ms)`,
    );
    console.log(`server peak memory: ${figures.serverPeakMb} MB`);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ worstPush: figures }));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

/**
 * `npm run load`: a training day at scale. 50 sessions of 20 players each
 * (teams of 5, a captain each) play the demo deck against the built server,
 * in processes of their own on 127.0.0.1: first one instance over a
 * temporary SQLite file, then two instances on one throw-away PostgreSQL
 * (issue 20), each player talking to one of them as a load balancer would
 * keep it. For 60 s every player polls `getResult` as the results screen
 * does (1 s after the previous answer), and every captain pushes one decision
 * through `/api/sync/push` every 3 to 7 s, as a player deciding within the
 * 60 s timer. Prints throughput, p50, p99, errors and each server process's
 * peak memory, then both runs side by side; never fails on a figure.
 * `npm run load -- sqlite` or `-- postgres` runs one of them. Bounded in count
 * and time: each run stops by itself after LOAD_SECONDS, and only ever calls
 * the servers it started.
 */
import { Agent, request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { monotonicFactory } from 'ulid';
import { DEMO_DECK, DEMO_HOTEL, demoRequestFields } from '@front-desk-rm/engine/demo';
import { RESULTS_POLL_MS } from '@front-desk-rm/engine/machines';
import { DEFAULT_ADMIN } from '../config.js';
import { startPostgresCluster } from '../testing/postgres-cluster.js';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.js';

/** An integer setting from the environment, clamped so no setting can make the run unbounded. */
function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not '${raw}'`);
  return value;
}

const SESSIONS = setting('LOAD_SESSIONS', 50, 1, 200);
const PLAYERS = setting('LOAD_PLAYERS', 20, 1, 50);
const SECONDS = setting('LOAD_SECONDS', 60, 1, 600);
const TEAM_SIZE = 5;
const DECIDE_MIN_MS = 3000;
const DECIDE_MAX_MS = 7000;
/** One request that takes longer than this counts as an error; it also bounds the wait for the last answers. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Sockets the load generator keeps open to the server: bounded, so queueing in the generator shows as latency. */
const MAX_SOCKETS = 256;

interface Answer {
  status: number;
  json: any;
  ms: number;
}

// FIFO hands requests round the open sockets, so none idles past the server's 5 s keep-alive
// timeout and gets closed just as a request is written on it (an ECONNRESET of the client's making).
const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, scheduling: 'fifo' });

function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - started;
        let json: any = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // A non-JSON answer is reported through its status.
        }
        resolve({ status: res.statusCode ?? 0, json, ms });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Setup calls must succeed; a failure stops the run with the server's message. */
async function must(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<any> {
  const r = await call(base, method, path, token, body);
  if (r.status < 200 || r.status > 299) throw new Error(`${method} ${path}: ${r.status} ${r.json?.message ?? ''}`);
  return r.json.data;
}

/** Runs `fn` over `items`, at most `width` at a time. */
async function pool<T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits `ms`, or until the deadline if that comes first, so the run ends on time. */
const pause = (ms: number, deadline: number) => sleep(Math.max(0, Math.min(ms, deadline - performance.now())));
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

interface Player {
  token: string;
  sessionId: string;
  /** The instance this player's requests go to. */
  base: string;
}
interface Captain extends Player {
  teamId: string;
  deck: string[];
}

/** 50 sessions, each with the demo deck, 20 players joined by game code, teams of 5 and a captain each, then live. */
async function setUp(base: string): Promise<{ players: Player[]; captains: Captain[] }> {
  const admin = (await must(base, 'POST', '/api/user/login', null, { email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password })).token as string;
  const deck = JSON.stringify(DEMO_DECK.map(demoRequestFields));
  const players: Player[] = [];
  const captains: Captain[] = [];
  await pool(
    Array.from({ length: SESSIONS }, (_, i) => i),
    4,
    async (s) => {
      const sessionData = { ...DEMO_HOTEL, name: `Load session ${s + 1}`, maxParticipants: PLAYERS, teamSize: String(TEAM_SIZE), autoAssignTeams: false };
      const session = (await must(base, 'POST', '/api/session/createSession', admin, { sessionData })).session as { id: string; gameCode: string };
      await must(base, 'POST', `/api/session/importScenarios/${session.id}`, admin, { format: 'json', content: deck });
      const joined = await pool(
        Array.from({ length: PLAYERS }, (_, p) => `player${p + 1}.s${s + 1}@load.frontdeskrm.test`),
        5,
        async (email) => (await must(base, 'POST', `/api/user/login/${session.gameCode}`, null, { email })) as { token: string; memberId: string },
      );
      const tokenOf = new Map(joined.map((j) => [j.memberId, j.token]));
      const teams = (await must(base, 'POST', `/api/session/createTeam/${session.id}`, admin)).teams as { id: string; participants: { id: string }[] }[];
      const scenarios = ((await must(base, 'GET', `/api/session/getSessionDetails/${session.id}`, admin)).scenario as { _id: string }[]).map((x) => x._id);
      for (const team of teams) {
        const captain = team.participants[0]!;
        await must(base, 'PATCH', `/api/session/memberRole/${session.id}`, admin, { memberId: captain.id, role: 'captain' });
        captains.push({ token: tokenOf.get(captain.id)!, sessionId: session.id, teamId: team.id, deck: scenarios, base });
      }
      await must(base, 'PATCH', `/api/session/updateSession/${session.id}`, admin, { status: 'live' });
      players.push(...joined.map((j) => ({ token: j.token, sessionId: session.id, base })));
    },
  );
  return { players, captains };
}

interface Tally {
  poll: number[];
  push: number[];
  errors: number;
  /** Requests that got no answer (refused, reset, timed out): errors with no latency figure. */
  networkErrors: number;
  errorSamples: string[];
  decisions: { applied: number; duplicate: number; rejected: number };
}

/** Every simulated player joins from this one address: the room's join allowance is raised to fit the whole day. */
const SERVER_ENV = {
  SEED: 'on',
  SEED_ADMIN_EMAIL: DEFAULT_ADMIN.email,
  SEED_ADMIN_PASSWORD: DEFAULT_ADMIN.password,
  JOIN_LIMIT_PER_ADDRESS: String(SESSIONS * PLAYERS * 2),
};

type Figures = Awaited<ReturnType<typeof measure>>;

/** One run against these servers: the sessions are set up through the first, and every session's players talk to one of them in turn. */
async function measure(label: string, servers: SpawnedServer[]) {
  // Two peaks per process: VmHWM over its life, which includes its start-up and the host's scrypt login,
  // and VmRSS sampled every 250 ms while the players play, which is the load's own.
  const peaks = servers.map(() => ({ life: 0, load: 0 }));
  let measuring = false;
  const sample = () => {
    servers.forEach((server, i) => {
      const m = server.memory();
      if (!m) return;
      peaks[i]!.life = Math.max(peaks[i]!.life, m.rss, m.peak);
      if (measuring) peaks[i]!.load = Math.max(peaks[i]!.load, m.rss);
    });
  };
  const sampler = setInterval(sample, 250);
  const server = servers[0]!;
  try {
    const setupStarted = performance.now();
    const { players, captains } = await setUp(server.url);
    // Behind a load balancer a session's players land on every instance: each player and captain talks to one, in turn.
    players.forEach((p, i) => (p.base = servers[i % servers.length]!.url));
    captains.forEach((c, i) => (c.base = servers[(i + 1) % servers.length]!.url));
    const setupMs = performance.now() - setupStarted;
    const rssBefore = servers.map((x) => x.memory()?.rss ?? Number.NaN);
    console.log(
      `load [${label}]: ${SESSIONS} sessions x ${PLAYERS} players (${captains.length} teams of ${TEAM_SIZE}) set up in ${(setupMs / 1000).toFixed(1)} s; server pids ${servers.map((x) => x.pid).join(', ')}, RSS ${rssBefore.map(mb).join(', ')} MB`,
    );
    console.log(
      `load: ${SECONDS} s: each player polls getResult ${RESULTS_POLL_MS} ms after its last answer; each captain pushes a decision every ${DECIDE_MIN_MS / 1000}-${DECIDE_MAX_MS / 1000} s`,
    );

    const tally: Tally = { poll: [], push: [], errors: 0, networkErrors: 0, errorSamples: [], decisions: { applied: 0, duplicate: 0, rejected: 0 } };
    const fault = (what: string, answered = true) => {
      tally.errors++;
      if (!answered) tally.networkErrors++;
      if (tally.errorSamples.length < 5) tally.errorSamples.push(what);
    };
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    measuring = true;
    const cpu = () => servers.map((x) => x.cpuSeconds());
    const serverCpuBefore = cpu();
    const ownCpuBefore = process.cpuUsage();
    const ulid = monotonicFactory();

    const poller = async (p: Player) => {
      // Players open the results screen over the first second, not all at once.
      await sleep(Math.random() * RESULTS_POLL_MS);
      while (performance.now() < deadline) {
        try {
          const r = await call(p.base, 'GET', `/api/session/getResult/${p.sessionId}`, p.token);
          tally.poll.push(r.ms);
          if (r.status < 200 || r.status > 299) fault(`getResult ${r.status} ${r.json?.message ?? ''}`);
        } catch (err) {
          fault(`getResult: ${(err as Error).message}`, false);
        }
        await pause(RESULTS_POLL_MS, deadline);
      }
    };

    const push = async (c: Captain, scenarioId: string, decision: 'acc' | 'dec') => {
      const mutation = { id: ulid(), name: 'recordDecision', args: { sessionId: c.sessionId, teamId: c.teamId, scenarioId, decision } };
      const r = await call(c.base, 'POST', '/api/sync/push', c.token, { clientId: `load-${c.teamId}`, mutations: [mutation] });
      tally.push.push(r.ms);
      if (r.status < 200 || r.status > 299) {
        fault(`push ${r.status} ${r.json?.message ?? ''}`);
        return null;
      }
      const result = r.json.data.results[0] as { status: 'applied' | 'duplicate' | 'rejected'; reason?: string };
      tally.decisions[result.status]++;
      return result;
    };

    const decider = async (c: Captain) => {
      let next = 0;
      while (next < c.deck.length) {
        await pause(DECIDE_MIN_MS + Math.random() * (DECIDE_MAX_MS - DECIDE_MIN_MS), deadline);
        if (performance.now() >= deadline) return;
        try {
          const scenarioId = c.deck[next]!;
          const first = await push(c, scenarioId, Math.random() < 0.6 ? 'acc' : 'dec');
          if (first === null) continue;
          // An accept the rules refuse leaves the request open; the player declines it, as on the device.
          if (first.status === 'rejected') {
            const decline = await push(c, scenarioId, 'dec');
            if (decline?.status === 'rejected') fault(`decline refused: ${decline.reason ?? ''}`);
          }
          next++;
        } catch (err) {
          fault(`push: ${(err as Error).message}`, false);
        }
      }
    };

    await Promise.all([...players.map(poller), ...captains.map(decider)]);
    const elapsedS = (performance.now() - started) / 1000;
    const serverCpuAfter = cpu();
    const ownCpu = process.cpuUsage(ownCpuBefore);
    // Share of one core each process used over the run: near 100 means that process was the bottleneck.
    const serverCpuPct = servers.map((_, k) => {
      const before = serverCpuBefore[k];
      const after = serverCpuAfter[k];
      return before === null || after === null || before === undefined || after === undefined ? null : Math.round(((after - before) / elapsedS) * 100);
    });
    const generatorCpuPct = Math.round(((ownCpu.user + ownCpu.system) / 1e6 / elapsedS) * 100);
    sample();
    measuring = false;
    const known = servers.every((x) => x.memory() !== null);

    const all = [...tally.poll, ...tally.push].sort((a, b) => a - b);
    const poll = [...tally.poll].sort((a, b) => a - b);
    const pushes = [...tally.push].sort((a, b) => a - b);
    const figures = {
      label,
      instances: servers.length,
      sessions: SESSIONS,
      players: SESSIONS * PLAYERS,
      teams: captains.length,
      seconds: Number(elapsedS.toFixed(1)),
      requests: all.length + tally.networkErrors,
      throughput: Math.round(all.length / elapsedS),
      p50: Number(percentile(all, 50).toFixed(1)),
      p99: Number(percentile(all, 99).toFixed(1)),
      pollP50: Number(percentile(poll, 50).toFixed(1)),
      pollP99: Number(percentile(poll, 99).toFixed(1)),
      pushP50: Number(percentile(pushes, 50).toFixed(1)),
      pushP99: Number(percentile(pushes, 99).toFixed(1)),
      errors: tally.errors,
      decisions: tally.decisions,
      /** Each server process's peak RSS while the players played, in MB. */
      peakRssMb: known ? peaks.map((p) => mb(p.load)) : null,
      lifetimePeakRssMb: known ? peaks.map((p) => mb(p.life)) : null,
      rssBeforeLoadMb: rssBefore.map((r) => (Number.isNaN(r) ? null : mb(r))),
      serverCpuPct,
      generatorCpuPct,
    };
    console.log(`load [${label}]: ${figures.requests} requests in ${figures.seconds} s: ${figures.throughput} req/s`);
    console.log(
      `load [${label}]: latency p50 ${figures.p50} ms, p99 ${figures.p99} ms (getResult p50 ${figures.pollP50} / p99 ${figures.pollP99} ms over ${poll.length}; push p50 ${figures.pushP50} / p99 ${figures.pushP99} ms over ${pushes.length})`,
    );
    console.log(
      `load [${label}]: errors ${tally.errors} (non-2xx, network or over ${REQUEST_TIMEOUT_MS / 1000} s)${tally.errorSamples.length ? `: ${tally.errorSamples.join('; ')}` : ''}`,
    );
    console.log(
      `load [${label}]: decisions applied ${tally.decisions.applied}, duplicate ${tally.decisions.duplicate}, refused by a rule ${tally.decisions.rejected}`,
    );
    console.log(
      `load [${label}]: CPU over the run, in % of one core: server ${serverCpuPct.map((c) => c ?? '?').join(' + ')}, load generator ${generatorCpuPct} (2 cores, shared with other work)`,
    );
    console.log(
      `load [${label}]: server peak memory during the load ${figures.peakRssMb?.join(' + ') ?? 'unknown (no /proc)'} MB RSS (VmHWM over each server's life, start-up and setup included, ${figures.lifetimePeakRssMb?.join(' + ') ?? '?'} MB)`,
    );
    return figures;
  } finally {
    clearInterval(sampler);
  }
}

/** One instance over a temporary SQLite file: the default. */
async function onSqlite(): Promise<Figures> {
  const server = await spawnServer(SERVER_ENV);
  try {
    return await measure('1 instance, SQLite', [server]);
  } finally {
    await server.stop();
  }
}

/** Two instances on one throw-away PostgreSQL cluster, started one after the other (the first seeds). */
async function onPostgres(): Promise<Figures> {
  const cluster = await startPostgresCluster();
  const servers: SpawnedServer[] = [];
  try {
    const env = { ...SERVER_ENV, DATABASE_URL: await cluster.createDatabase() };
    for (let i = 0; i < 2; i++) servers.push(await spawnServer(env));
    return await measure('2 instances, PostgreSQL', servers);
  } finally {
    for (const server of servers) await server.stop();
    await cluster.stop();
  }
}

function table(runs: Figures[]): string {
  const cell = (f: Figures, pick: (f: Figures) => string) => pick(f);
  const rows: [string, (f: Figures) => string][] = [
    ['throughput (req/s)', (f) => String(f.throughput)],
    ['p50 (ms)', (f) => String(f.p50)],
    ['p99 (ms)', (f) => String(f.p99)],
    ['getResult p50 / p99 (ms)', (f) => `${f.pollP50} / ${f.pollP99}`],
    ['push p50 / p99 (ms)', (f) => `${f.pushP50} / ${f.pushP99}`],
    ['errors', (f) => String(f.errors)],
    ['decisions applied', (f) => String(f.decisions.applied)],
    ['peak RSS per server process (MB)', (f) => f.peakRssMb?.join(' + ') ?? 'unknown'],
    ['CPU per server process (% of a core)', (f) => f.serverCpuPct.map((c) => c ?? '?').join(' + ')],
  ];
  return [
    `| | ${runs.map((r) => r.label).join(' | ')} |`,
    `|---|${runs.map(() => '---').join('|')}|`,
    ...rows.map(([name, pick]) => `| ${name} | ${runs.map((r) => cell(r, pick)).join(' | ')} |`),
  ].join('\n');
}

async function main() {
  const only = process.argv[2];
  if (only !== undefined && only !== 'sqlite' && only !== 'postgres') throw new Error(`npm run load -- [sqlite|postgres], not '${only}'`);
  const runs: Figures[] = [];
  try {
    if (only !== 'postgres') runs.push(await onSqlite());
    if (only !== 'sqlite') runs.push(await onPostgres());
  } finally {
    agent.destroy();
  }
  console.log(`\nload: ${SESSIONS} sessions x ${PLAYERS} players for ${SECONDS} s, side by side\n${table(runs)}`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ load: runs }));
}

await main();

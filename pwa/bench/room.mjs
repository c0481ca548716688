/**
 * `npm run bench`: a training room of 24 tablets in one Chromium on this
 * machine (issue 48), over a spawned server and the built app. Six teams of
 * four join a session played in step, one tablet every 400 ms as a room
 * arrives: each tablet's time from pressing Login to its lobby naming its team.
 * Then the host starts and presses Next on the live dashboard three times:
 * each tablet's time from the press to the next request on its screen. The
 * medians (and the slowest) against the target of 1 s. Prints; never fails on
 * a figure. Writes its figures as JSON to BENCH_JSON when that is set.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { spawnServer } from '../../sync-server/dist/testing/spawn-server.js';

const TABLETS = Number(process.env.ROOM_TABLETS ?? 24);
const PER_TEAM = 4;
const MOVES = 3;
const ARRIVAL_GAP_MS = 400;
export const ROOM_TARGET_MS = 1000;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
const GAME = '/game/revenue-management';
const ADMIN = { email: 'admin@frontdeskrm.test', password: 'demo-admin-2026' };
const REQUESTS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day, i) => ({
  reservationName: `Group ${i + 1}`,
  description: 'A group for the room to weigh',
  type: 'RoomOnly',
  checkInDay: day,
  roomNights: 2,
  noOfRoom: 10 + i,
  noOfBanquet: '',
  rateType: ['Deluxe'],
}));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function api(base, method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
}

const emailOf = (i) => `tablet.${i}@room.bench`;

/** CPU seconds every Chromium process on the machine has used so far (Linux's /proc; 0 elsewhere): the browsers' share of a phase. */
function browserCpuSeconds() {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!/\((chromium|chrome|headless_shell)[^)]*\)/.test(stat.slice(0, stat.indexOf(') ') + 1))) continue;
        const fields = stat.split(') ')[1].split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return 0;
  }
  return ticks / 100;
}

/** Where a phase's processor time went: the server's and the browsers' CPU seconds, against the phase's wall time. */
function cpuMeter(server) {
  const start = { at: Date.now(), server: server.cpuSeconds() ?? 0, browser: browserCpuSeconds() };
  return () => ({
    wallS: (Date.now() - start.at) / 1000,
    serverCpuS: Math.round(((server.cpuSeconds() ?? 0) - start.server) * 10) / 10,
    browserCpuS: Math.round((browserCpuSeconds() - start.browser) * 10) / 10,
  });
}

async function main() {
  const server = await spawnServer({ JOIN_LIMIT_PER_ADDRESS: '100000' });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ARGS });
  try {
    const base = server.url;
    const token = (await api(base, 'POST', '/api/user/login', null, ADMIN)).token;
    const { session } = await api(base, 'POST', '/api/session/createSession', token, {
      sessionData: {
        name: 'Room benchmark',
        hotelName: 'Benchmark Grand',
        totalRooms: '120',
        baseADR: '6000',
        maxParticipants: String(TABLETS),
        autoAssignTeams: false,
        teamSize: String(PER_TEAM),
        rates: { Deluxe: 6000 },
        occupancy: { Sun: '50', Mon: '60', Tue: '80', Wed: '85', Thu: '80', Fri: '65', Sat: '55' },
        banquet: [],
        pace: 'inStep',
      },
    });
    for (const r of REQUESTS) await api(base, 'POST', '/api/session/addScenario', token, { sessionId: session.id, ...r });
    for (let i = 1; i <= TABLETS; i++)
      await api(base, 'POST', '/api/user/addMember', null, { name: `Tablet ${i}`, email: emailOf(i), phone: '+91 98470 12345', sessionCode: session.gameCode });
    await api(base, 'POST', `/api/session/createTeam/${session.id}`, token);

    // The room arrives: each tablet opens the join link, then a player types and presses Login.
    const pages = [];
    const joins = [];
    const joinCpu = cpuMeter(server);
    await Promise.all(
      Array.from({ length: TABLETS }, async (_, k) => {
        await sleep(k * ARRIVAL_GAP_MS);
        const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
        const page = await ctx.newPage();
        pages[k] = page;
        await page.goto(`${base}${GAME}/login/${session.gameCode}`);
        await page.getByLabel('Email').fill(emailOf(k + 1));
        const pressed = Date.now();
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByText(/Members Joined/).waitFor({ timeout: 60_000 });
        joins.push(Date.now() - pressed);
      }),
    );

    const joinPhase = joinCpu();
    console.log(`  ${TABLETS} tablets in their lobbies`);
    // The host's live dashboard, and the start: every tablet goes onto request 1 by itself.
    const hostCtx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const host = await hostCtx.newPage();
    await host.goto(`${base}${GAME}/login`);
    await host.getByLabel('Role').selectOption('admin');
    await host.getByLabel('Email').fill(ADMIN.email);
    await host.getByLabel('Password').fill(ADMIN.password);
    await host.getByRole('button', { name: 'Login' }).click();
    await host.getByRole('button', { name: "Let's Begin!" }).click();
    await host.goto(`${base}${GAME}/view-dashboard/${session.id}`);
    await api(base, 'PATCH', `/api/session/updateSession/${session.id}`, token, { status: 'live' });
    const onRequest = (page, n) =>
      page.waitForFunction((text) => document.body.textContent.includes(text), `Booking request ${n} of ${REQUESTS.length}`, {
        polling: 50,
        timeout: 60_000,
      });
    await Promise.all(pages.map((p) => onRequest(p, 1))).catch(async (err) => {
      if (process.env.ROOM_DEBUG) await pages[0].screenshot({ path: '/tmp/room-debug.png' });
      throw err;
    });
    console.log('  every tablet on request 1');

    // Next, three times: from the host's press to the request on every tablet.
    const moves = [];
    let moveCpu = { wallS: 0, serverCpuS: 0, browserCpuS: 0 };
    for (let m = 1; m <= MOVES; m++) {
      const next = host.getByRole('button', { name: m === REQUESTS.length ? /Close the last request/ : /Next request/ });
      await next.waitFor();
      await sleep(1000);
      const meter = cpuMeter(server);
      const pressed = Date.now();
      await next.click();
      await Promise.all(
        pages.map(async (p) => {
          await onRequest(p, m + 1);
          moves.push(Date.now() - pressed);
        }),
      );
      const phase = meter();
      moveCpu = { wallS: moveCpu.wallS + phase.wallS, serverCpuS: moveCpu.serverCpuS + phase.serverCpuS, browserCpuS: moveCpu.browserCpuS + phase.browserCpuS };
    }

    const figures = {
      tablets: TABLETS,
      targetMs: ROOM_TARGET_MS,
      join: { medianMs: median(joins), slowestMs: Math.max(...joins), samples: joins.length },
      next: { medianMs: median(moves), slowestMs: Math.max(...moves), samples: moves.length },
      cpu: { join: joinPhase, next: moveCpu },
    };
    console.log(
      `  ${TABLETS} tablets: Login to lobby median ${figures.join.medianMs} ms (slowest ${figures.join.slowestMs} ms); the host's Next to each tablet median ${figures.next.medianMs} ms (slowest ${figures.next.slowestMs} ms, ${moves.length} samples); target ${ROOM_TARGET_MS} ms at the median`,
    );
    console.log(
      `  CPU seconds: arrivals ${joinPhase.serverCpuS} server, ${joinPhase.browserCpuS} browsers in ${joinPhase.wallS.toFixed(1)} s; ${MOVES} moves ${moveCpu.serverCpuS} server, ${moveCpu.browserCpuS} browsers in ${moveCpu.wallS.toFixed(1)} s`,
    );
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ room: figures }));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

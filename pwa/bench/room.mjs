/**
 * `npm run bench`: a training room of 24 tablets in one Chromium on this
 * machine (issue 48), over a spawned server and the built app. Six teams of
 * four join a session played in step as a room does: the trainer shows the
 * join link, a tablet opens it every ROOM_ARRIVAL_GAP_MS (1.5 s: the room in
 * 36 s), and its player types their e-mail key by key and presses Login. Each
 * tablet's time from that press to its lobby naming its team. When every
 * tablet is ready to play offline (its service worker in control), the host
 * starts and presses Next on the live dashboard three times: each tablet's
 * time from the press to the next request on its screen, stamped in the page
 * when the request appears (no polling from outside the page).
 *
 * The medians (and the slowest) against the target of 1 s. Then the same join
 * as a rush, a tablet every 400 ms with the e-mail pasted, printed beside it
 * without a target: this machine's two cores also run the 24 browsers, and a
 * first visit costs a browser more than a second of processor time (the app,
 * then the service worker's precache), so a rush measures how fast one machine
 * can play 24 tablets, not how fast a room's tablets join. Prints; never fails
 * on a figure. Writes its figures as JSON to BENCH_JSON when that is set.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { spawnServer } from '../../sync-server/dist/testing/spawn-server.js';

const TABLETS = Number(process.env.ROOM_TABLETS ?? 24);
const PER_TEAM = 4;
const MOVES = 3;
/** Rooms played at the room's pace; each figure is the median run's. */
const RUNS = Number(process.env.ROOM_RUNS ?? 3);
const ARRIVAL_GAP_MS = Number(process.env.ROOM_ARRIVAL_GAP_MS ?? 1500);
const RUSH_GAP_MS = 400;
/** A player typing on a tablet's on-screen keyboard, per key. */
const KEY_MS = 120;
export const ROOM_TARGET_MS = 1000;
// Debian's headless shell where it is installed (as the end-to-end suite): the same Blink and V8 as Chromium, without
// the browser's own processes, so the machine's cores go to the 24 pages.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROME_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
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

const emailOf = (room, i) => `tablet.${i}@${room}.bench`;

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

/** A session played in step with six requests, the room's players registered and put in teams of four. */
async function createRoom(base, token, room) {
  const { session } = await api(base, 'POST', '/api/session/createSession', token, {
    sessionData: {
      name: `Room benchmark (${room})`,
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
    await api(base, 'POST', '/api/user/addMember', null, {
      name: `Tablet ${i}`,
      email: emailOf(room, i),
      phone: '+91 98470 12345',
      sessionCode: session.gameCode,
    });
  await api(base, 'POST', `/api/session/createTeam/${session.id}`, token);
  return session;
}

/**
 * The room arrives: a tablet every `gapMs` opens the join link, its player
 * enters their e-mail (typed key by key, or pasted) and presses Login. Each
 * tablet's time from the press to its lobby naming its team.
 */
async function arrive(browser, base, session, room, { gapMs, typed }) {
  const pages = [];
  const joins = [];
  await Promise.all(
    Array.from({ length: TABLETS }, async (_, k) => {
      await sleep(k * gapMs);
      const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
      const page = await ctx.newPage();
      pages[k] = page;
      await page.goto(`${base}${GAME}/login/${session.gameCode}`);
      const email = page.getByLabel('Email');
      if (typed) await email.pressSequentially(emailOf(room, k + 1), { delay: KEY_MS });
      else await email.fill(emailOf(room, k + 1));
      const pressed = Date.now();
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText(/Members Joined/).waitFor({ timeout: 60_000 });
      joins.push(Date.now() - pressed);
    }),
  );
  return { pages, joins };
}

/** Watches a tablet's page for a request's heading; `seen()` answers when it appeared (the page's clock, the same machine's). */
async function watchFor(page, n) {
  await page.evaluate((text) => {
    window.__benchSeen = new Promise((resolve) => {
      const shown = () => document.body.textContent.includes(text);
      if (shown()) return resolve(Date.now());
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, `Booking request ${n} of ${REQUESTS.length}`);
  return { seen: () => page.evaluate(() => window.__benchSeen) };
}

const stats = (xs) => ({ medianMs: median(xs), slowestMs: Math.max(...xs), samples: xs.length });

/**
 * One room at the room's pace in a browser of its own: the arrivals, the room
 * ready offline, the start, and the host's three Nexts.
 */
async function playRoom(server, token, run) {
  const base = server.url;
  const room = `room${run}`;
  const session = await createRoom(base, token, room);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ARGS });
  try {
    const joinCpu = cpuMeter(server);
    const { pages, joins } = await arrive(browser, base, session, room, { gapMs: ARRIVAL_GAP_MS, typed: true });
    const joinPhase = joinCpu();

    // The room ready to play offline: every tablet's service worker in control (its precache done).
    const allJoined = Date.now();
    // Up to three minutes: on a slow machine 24 precaches took 53 s in one room and over a minute in the next (2026-12-07).
    await Promise.all(pages.map((p) => p.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { polling: 250, timeout: 180_000 })));
    const readyOfflineMs = Date.now() - allJoined;

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
    const first = await Promise.all(pages.map((p) => watchFor(p, 1)));
    await api(base, 'PATCH', `/api/session/updateSession/${session.id}`, token, { status: 'live' });
    await Promise.all(first.map((w) => w.seen())).catch(async (err) => {
      if (process.env.ROOM_DEBUG) await pages[0].screenshot({ path: '/tmp/room-debug.png' });
      throw err;
    });

    // Next, three times: from the host's press to the request on every tablet.
    const moves = [];
    let moveCpu = { wallS: 0, serverCpuS: 0, browserCpuS: 0 };
    for (let m = 1; m <= MOVES; m++) {
      const next = host.getByRole('button', { name: m === REQUESTS.length ? /Close the last request/ : /Next request/ });
      await next.waitFor();
      await sleep(1000);
      const watches = await Promise.all(pages.map((p) => watchFor(p, m + 1)));
      const meter = cpuMeter(server);
      const pressed = Date.now();
      await next.click();
      for (const at of await Promise.all(watches.map((w) => w.seen()))) moves.push(at - pressed);
      const phase = meter();
      const add = (a, b) => Math.round((a + b) * 10) / 10;
      moveCpu = {
        wallS: add(moveCpu.wallS, phase.wallS),
        serverCpuS: add(moveCpu.serverCpuS, phase.serverCpuS),
        browserCpuS: add(moveCpu.browserCpuS, phase.browserCpuS),
      };
    }
    const played = { join: stats(joins), readyOfflineMs, next: stats(moves), cpu: { join: joinPhase, next: moveCpu } };
    console.log(
      `  run ${run}: Login to lobby median ${played.join.medianMs} ms (slowest ${played.join.slowestMs} ms); every tablet ready offline ${readyOfflineMs} ms after the last joined; the host's Next to each tablet median ${played.next.medianMs} ms (slowest ${played.next.slowestMs} ms, ${moves.length} samples); CPU seconds: arrivals ${joinPhase.serverCpuS} server, ${joinPhase.browserCpuS} browsers in ${joinPhase.wallS.toFixed(1)} s; ${MOVES} moves ${moveCpu.serverCpuS} server, ${moveCpu.browserCpuS} browsers in ${moveCpu.wallS.toFixed(1)} s`,
    );
    return played;
  } finally {
    await browser.close();
  }
}

/** The run whose figure is the median of the runs' (for one figure; the other figures of that run are printed beside). */
const medianRun = (runs, pick) => [...runs].sort((a, b) => pick(a) - pick(b))[(runs.length - 1) >> 1];

async function main() {
  const server = await spawnServer({ JOIN_LIMIT_PER_ADDRESS: '100000' });
  let browser;
  try {
    const base = server.url;
    const token = (await api(base, 'POST', '/api/user/login', null, ADMIN)).token;
    const runs = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await playRoom(server, token, run));

    // The rush: the same join, a tablet every 400 ms with the e-mail pasted, in a browser of its own.
    const rushSession = await createRoom(base, token, 'rush');
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: ARGS });
    const rushCpu = cpuMeter(server);
    const rush = await arrive(browser, base, rushSession, 'rush', { gapMs: RUSH_GAP_MS, typed: false });
    const rushPhase = rushCpu();

    const joinRun = medianRun(runs, (r) => r.join.medianMs);
    const nextRun = medianRun(runs, (r) => r.next.medianMs);
    const figures = {
      tablets: TABLETS,
      targetMs: ROOM_TARGET_MS,
      arrivalGapMs: ARRIVAL_GAP_MS,
      runs: runs.length,
      join: { ...joinRun.join, runsMs: runs.map((r) => r.join.medianMs) },
      readyOfflineMs: median(runs.map((r) => r.readyOfflineMs)),
      next: { ...nextRun.next, runsMs: runs.map((r) => r.next.medianMs) },
      rush: { arrivalGapMs: RUSH_GAP_MS, ...stats(rush.joins) },
      cpu: { join: joinRun.cpu.join, next: nextRun.cpu.next, rush: rushPhase },
    };
    const perArrival = (phase) => ((phase.browserCpuS + phase.serverCpuS) / TABLETS).toFixed(2);
    console.log(
      `  ${TABLETS} tablets, median of ${runs.length} runs: Login to lobby ${figures.join.medianMs} ms (runs ${figures.join.runsMs.join(', ')} ms); the host's Next to each tablet ${figures.next.medianMs} ms (runs ${figures.next.runsMs.join(', ')} ms); target ${ROOM_TARGET_MS} ms`,
    );
    console.log(
      `  the rush (a tablet every ${RUSH_GAP_MS} ms): Login to lobby median ${figures.rush.medianMs} ms (slowest ${figures.rush.slowestMs} ms); CPU ${rushPhase.serverCpuS} server, ${rushPhase.browserCpuS} browsers in ${rushPhase.wallS.toFixed(1)} s (${perArrival(rushPhase)} per tablet, against ${perArrival(joinRun.cpu.join)} at the room's pace)`,
    );
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ room: figures }));
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();

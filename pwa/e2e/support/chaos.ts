/**
 * One chaos run: three captains' devices play a fresh session against the real
 * server while a seeded random source takes their network away and gives it
 * back, reloads them, closes and reopens their tabs, replays their pushes, and
 * kills the server with SIGKILL and restarts it, while the host moves the
 * players who have no device between teams. Then it counts what the server
 * holds against what the devices decided, and each device's own database against
 * its own pull from zero (support/device-db.ts). The same seed makes the same choices.
 */
import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { DEMO_DECK, DEMO_HOTEL, demoRequestFields } from '@front-desk-rm/engine/demo';
import { DECISION_SECONDS_MAX, type Decision, type PushResult, type ResultRow, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { randomFrom } from '@front-desk-rm/engine/mutations';
import { orderDeck, orderDecisions, replayTeam } from '@front-desk-rm/engine/rules';
import { joinLobby, markTeamReady, outboxCount, pressStartGame, waitForOfflineReady, waitForSync } from './game.js';
import { compareRows, pullScope, readDevice, type DeviceSnapshot, type RowMismatch } from './device-db.js';
import type { TestServer } from './server.js';

export const CHAOS_DECK_SIZE = 7;
export const CHAOS_TEAMS = 3;
const TEAM_SIZE = 2;
/** Kills per run: enough to land in pushes and pulls, few enough to keep a run near half a minute. */
const MAX_KILLS = 3;
const ADMIN = { email: 'admin@frontdeskrm.test', password: 'demo-admin-2026' };

/**
 * The server as the tablets see it in `--unreachable` mode: answering, or, for
 * stretches, answering every call with 503 or resetting every connection,
 * while the browsers stay "online" (a captive portal, an access point without
 * an uplink, a restarting server).
 */
export type Outage = null | '503' | 'reset';

export interface ChaosOutcome {
  seed: number;
  /** Requests each tablet sent to /api, split by whether the server could be reached, and the time spent in each. */
  traffic: { outageRequests: number[]; outageMs: number; otherRequests: number[]; otherMs: number };
  /** Decisions the devices showed as taken. */
  decisions: number;
  /** Taken on a device, but not stored on the server as taken. */
  lost: number;
  /** More than one stored decision for one team and request. */
  duplicated: number;
  /** Pushes sent a second time, and how many of their answers were `applied` (stored twice). */
  replays: number;
  replaysApplied: number;
  /** In `--deploy` runs: mutations the server held to yesterday's release answered `unsupported` (kept on the device, applied after the deploy). */
  unsupported: number;
  /** Devices whose local database was compared with their own pull from zero, and the rows that differed (a failure, like a lost decision). */
  devicesChecked: number;
  mismatchedRows: number;
  /** What happened, in order: printed when a run fails. */
  events: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T>(base: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { success: boolean; message: string; data: T } | null;
  if (!res.ok || !json?.success) throw new Error(`${method} ${path}: ${res.status} ${json?.message ?? ''}`);
  return json.data;
}

interface ChaosGame {
  sessionId: string;
  gameCode: string;
  captains: { teamId: string; teamName: string; email: string }[];
  /** Each team's other player: no device plays them, and the host moves them between teams mid-game. */
  others: { memberId: string; teamIndex: number }[];
  /** Reservation names in deck order. */
  deck: string[];
}

/**
 * A session of its own for the run, built through the documented API as a host would: deck, six players, three teams,
 * a captain each, live. Its requests give the longest time the rules allow (three minutes): the suite acts on one
 * tablet at a time, and on a loaded machine a team can wait over a minute for its turn; a request that times out
 * meanwhile would be the timer's decision, not the sync's.
 */
async function setUpGame(base: string, token: string): Promise<ChaosGame> {
  const { session } = await api<{ session: Session }>(base, token, 'POST', '/api/session/createSession', {
    sessionData: {
      ...DEMO_HOTEL,
      name: 'Chaos Week',
      maxParticipants: CHAOS_TEAMS * TEAM_SIZE,
      teamSize: String(TEAM_SIZE),
      decisionSeconds: DECISION_SECONDS_MAX,
    },
  });
  const requests = DEMO_DECK.slice(0, CHAOS_DECK_SIZE);
  for (const r of requests) await api(base, token, 'POST', '/api/session/addScenario', { ...demoRequestFields(r), sessionId: session.id });
  for (let i = 1; i <= CHAOS_TEAMS * TEAM_SIZE; i++) {
    await api(base, null, 'POST', '/api/user/addMember', {
      name: `Chaos Player ${i}`,
      email: `chaos.player${i}@chaos.frontdeskrm.test`,
      phone: `+91 98000 0000${i}`,
      sessionCode: session.gameCode,
    });
  }
  const { teams } = await api<{ teams: { id: string; name: string; participants: { id: string }[] }[] }>(
    base,
    token,
    'POST',
    `/api/session/createTeam/${session.id}`,
  );
  expect(teams).toHaveLength(CHAOS_TEAMS);
  for (const t of teams) await api(base, token, 'PATCH', `/api/session/memberRole/${session.id}`, { memberId: t.participants[0]!.id, role: 'captain' });
  await api(base, token, 'PATCH', `/api/session/updateSession/${session.id}`, { status: 'live' });
  const details = await api<{ session: { participants: { id: string; email: string }[] } }>(base, token, 'GET', `/api/session/getSessionDetails/${session.id}`);
  const email = new Map(details.session.participants.map((p) => [p.id, p.email]));
  return {
    sessionId: session.id,
    gameCode: session.gameCode,
    captains: teams.map((t) => ({ teamId: t.id, teamName: t.name, email: email.get(t.participants[0]!.id)! })),
    others: teams.map((t, i) => ({ memberId: t.participants[1]!.id, teamIndex: i })),
    deck: requests.map((r) => r.reservationName),
  };
}

/** The server's stored state of the session, folded from the admin's pull: the latest write of each row wins. */
async function serverState(base: string, token: string, sessionId: string) {
  const rows = new Map<string, { table: string; row?: Record<string, unknown> }>();
  let since = '0';
  for (;;) {
    const page = await api<{ cursor: string; hasMore: boolean; changes: { table: string; op: string; key: string; row?: Record<string, unknown> }[] }>(
      base,
      token,
      'GET',
      `/api/sync/pull?since=${since}`,
    );
    for (const c of page.changes) rows.set(`${c.table}|${c.key}`, c.op === 'put' ? { table: c.table, row: c.row } : { table: c.table });
    since = page.cursor;
    if (!page.hasMore) break;
  }
  const live = [...rows.values()].filter((r) => r.row !== undefined).map((r) => ({ table: r.table, row: r.row! }));
  const session = live.find((r) => r.table === 'sessions' && r.row.id === sessionId)!.row as unknown as Session;
  const deck = orderDeck(live.filter((r) => r.table === 'scenarios' && r.row.sessionId === sessionId).map((r) => r.row as unknown as Scenario));
  const decisions = live.filter((r) => r.table === 'decisions' && r.row.sessionId === sessionId).map((r) => r.row as unknown as Decision);
  const members = live.filter((r) => r.table === 'members' && r.row.sessionId === sessionId).map((r) => r.row as { id: string; teamId: string | null });
  const { result } = await api<{ result: ResultRow[] }>(base, token, 'GET', `/api/session/getResult/${sessionId}`);
  return { session, deck, decisions, members, result };
}

/** A captain's device: one browser context, whose tab may be reloaded or closed and reopened. */
class Device {
  page!: Page;
  offline = false;
  gameUrl = '';
  /** The next request to decide (1-based). */
  next = 1;
  /** Scenario name to the decision the screen showed as taken. */
  readonly taken = new Map<string, 'acc' | 'dec'>();
  private replayNext = false;
  /** Kills the server once it has applied the next push and before its answer leaves (the answer is lost). */
  private killInNext: (() => Promise<void>) | null = null;
  private killing: Promise<void> | null = null;

  /** Requests this tablet sent to /api while the server could not be reached, and while it could. */
  requests = { outage: 0, other: 0 };

  constructor(
    readonly name: string,
    readonly context: BrowserContext,
    private readonly outcome: ChaosOutcome,
    private readonly outage: () => Outage = () => null,
    /** Yesterday's app: its pushes carry no protocol, build or versions, and decisions in version 1's shape (no `source`). */
    private readonly yesterday = false,
  ) {}

  /** The push as yesterday's app would have sent it; today's app's own when this device is not yesterday's. */
  private body(route: Route): string | undefined {
    if (!this.yesterday) return undefined;
    const sent = JSON.parse(route.request().postData() ?? '{}') as { mutations?: { name: string; v?: number; args?: Record<string, unknown> }[] };
    return JSON.stringify({
      mutations: (sent.mutations ?? []).map(({ v: _, ...m }) => {
        if (m.name !== 'recordDecision' || !m.args) return m;
        const { source: __, ...args } = m.args;
        return { ...m, args };
      }),
    });
  }

  async init() {
    this.context.on('response', (res) => {
      if (!res.url().endsWith('/api/sync/push')) return;
      void res
        .json()
        .then(
          (body: { data?: { results?: PushResult[] } }) =>
            (this.outcome.unsupported += (body.data?.results ?? []).filter((r) => r.status === 'unsupported').length),
        )
        .catch(() => {});
    });
    // Every push passes here, from the page or its service worker; an armed one is sent twice.
    // A tab closed while its push is held here makes the route's answer throw; the push is lost with the tab, as in a browser.
    await this.context.route('**/api/sync/push', (route) => this.push(route).catch(() => {}));
    // Registered last, so it runs first: during an outage no call reaches the server, and every call is counted.
    await this.context.route('**/api/**', (route) => {
      const outage = this.outage();
      if (outage) this.requests.outage++;
      else this.requests.other++;
      if (outage === '503')
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"Service Unavailable"}' }).catch(() => {});
      if (outage === 'reset') return route.abort('connectionreset').catch(() => {});
      return route.fallback().catch(() => {});
    });
    this.page = await this.context.newPage();
    this.page.on('dialog', (d) => void d.accept());
  }

  private async push(route: Route) {
    if (this.killInNext) {
      const kill = this.killInNext;
      this.killInNext = null;
      let killed!: () => void;
      this.killing = new Promise<void>((r) => (killed = r));
      try {
        const answer = await route.fetch({ postData: this.body(route) });
        const body = (await answer.json().catch(() => null)) as { data?: { results?: PushResult[] } } | null;
        this.outcome.events.push(`${this.name}: server SIGKILL after it answered a push of ${body?.data?.results?.length ?? '?'}; the answer is lost`);
      } catch {
        this.outcome.events.push(`${this.name}: push failed before the server could be killed in it`);
      }
      try {
        await kill();
      } finally {
        killed();
      }
      return route.abort('connectionreset');
    }
    if (!this.replayNext) return route.continue({ postData: this.body(route) });
    try {
      await route.fetch({ postData: this.body(route) });
    } catch {
      // The server is down: the push fails as it would have, and the next one goes twice instead.
      return route.abort('connectionreset');
    }
    this.replayNext = false;
    let second;
    try {
      second = await route.fetch({ postData: this.body(route) });
    } catch {
      // The server died between the two: the device sees a failed push and retries it whole.
      this.outcome.events.push(`${this.name}: the second send of a push failed in flight`);
      return route.abort('connectionreset');
    }
    const body = (await second.json().catch(() => null)) as { data?: { results?: PushResult[] } } | null;
    const results = body?.data?.results ?? [];
    this.outcome.replays++;
    // A second answer may repeat a refusal (`rejected`) or a version not read yet (`unsupported`); only `applied` would store twice.
    const fresh = results.filter((r) => r.status === 'applied');
    this.outcome.replaysApplied += fresh.length;
    this.outcome.events.push(`${this.name}: push of ${results.length} sent twice, second answers ${results.map((r) => r.status).join(',') || second.status()}`);
    return route.fulfill({ response: second });
  }

  armKill(kill: () => Promise<void>) {
    this.killInNext = kill;
  }

  /** Before the server is started again: true when the armed kill happened (and is over), false when no push came and it is called off. */
  async killDone(): Promise<boolean> {
    if (this.killInNext) {
      this.killInNext = null;
      this.outcome.events.push(`${this.name}: no push came; the kill is called off`);
      return false;
    }
    await this.killing;
    this.killing = null;
    return true;
  }

  armReplay() {
    this.replayNext = true;
  }

  async setOffline(offline: boolean) {
    this.offline = offline;
    await this.context.setOffline(offline);
  }

  async reload() {
    await this.page.reload();
  }

  async reopen() {
    await this.page.close();
    this.page = await this.context.newPage();
    this.page.on('dialog', (d) => void d.accept());
    await this.page.goto(this.gameUrl);
  }

  /** The request the screen offers, once it has settled after a load. */
  private async shown(total: number): Promise<number> {
    const eyebrow = this.page.getByText(new RegExp(`Booking request \\d+ of ${total}\\b`));
    await expect(eyebrow).toBeVisible();
    // A first frame from before the device's decisions were read would be a bug of its own; give it time to show.
    await sleep(300);
    return Number(/Booking request (\d+) of/.exec((await eyebrow.textContent()) ?? '')![1]);
  }

  /**
   * Takes request `next` as the screen offers it: accepts (or declines when told
   * to), and declines an accept a rule refuses. With `interrupt`, the tab is
   * reloaded or closed and reopened the moment the first button is clicked; the
   * request on screen afterwards says whether the click was taken, and if not it
   * is decided again.
   */
  async decide(deck: readonly string[], wantDecline: boolean, interrupt: 'reload' | 'reopen' | null) {
    const n = this.next;
    const name = deck[n - 1]!;
    await expect(this.page.getByText(new RegExp(`Booking request ${n} of ${deck.length}\\b`))).toBeVisible();
    await expect(this.page.locator('#request-title')).toHaveText(name);
    if (interrupt && n < deck.length) {
      await this.page.getByRole('button', { name: wantDecline ? 'Decline' : 'Accept' }).click();
      if (interrupt === 'reload') await this.reload();
      else await this.reopen();
      const at = await this.shown(deck.length);
      expect([n, n + 1], `${this.name}: the request shown after an interrupted decision`).toContain(at);
      this.outcome.events.push(`${this.name}: ${interrupt} right after the click on request ${n}: ${at === n ? 'not taken, decided again' : 'taken'}`);
      if (at === n + 1) {
        // Only a decision that was taken moves the screen on; an accept a rule refused would have stayed.
        this.taken.set(name, wantDecline ? 'dec' : 'acc');
        this.next++;
        return;
      }
    }
    const page = this.page;
    const moved =
      n === deck.length ? page.getByRole('heading', { name: 'Game Over' }) : page.getByText(new RegExp(`Booking request ${n + 1} of ${deck.length}\\b`));
    let decision: 'acc' | 'dec' = 'dec';
    if (wantDecline) await page.getByRole('button', { name: 'Decline' }).click();
    else {
      await page.getByRole('button', { name: 'Accept' }).click();
      const refused = page.locator('.rule-message');
      await expect(moved.or(refused)).toBeVisible();
      if (await refused.isVisible()) await page.getByRole('button', { name: 'Decline' }).click();
      else decision = 'acc';
    }
    await expect(moved).toBeVisible();
    this.taken.set(name, decision);
    this.next++;
  }
}

/** How long a settled device may take to pull the server's last changes (its poll runs every 5 s; the event stream nudges it sooner). */
const CATCH_UP_MS = 20_000;

/**
 * Each device's local database against what the server gives that device:
 * its own token's pull from cursor 0, once the device's cursor has reached the
 * end of it (the pull is read first, then the device, so equal cursors mean one
 * moment of the log). Its team's decisions on the device are also counted
 * against the server's leaderboard row. Every differing row is logged and
 * counted; nothing is asserted here, so every device is checked.
 */
async function checkDevices(
  base: string,
  devices: Device[],
  teamIdOf: (d: Device) => string,
  result: readonly ResultRow[],
  members: readonly { id: string; teamId: string | null }[],
  outcome: ChaosOutcome,
): Promise<void> {
  const log = (line: string) => outcome.events.push(line);
  for (const d of devices) {
    const began = Date.now();
    const deadline = began + CATCH_UP_MS;
    let local: DeviceSnapshot;
    let server: Awaited<ReturnType<typeof pullScope>> | null = null;
    for (;;) {
      local = await readDevice(d.page);
      if (!local.token) break;
      server = await pullScope(base, local.token);
      local = await readDevice(d.page);
      if (local.cursor === server.cursor || Date.now() > deadline) break;
      // A visible tab polls every 5 s; the page's own visibility event asks for that round now.
      await d.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await sleep(250);
    }
    const mismatches: RowMismatch[] = [];
    if (!server) mismatches.push({ table: 'meta', key: 'token', diff: 'no token on the device, so no pull to compare with' });
    else {
      if (local.cursor !== server.cursor)
        log(`${d.name}: the device's cursor ${local.cursor ?? 'none'} never reached its pull's ${server.cursor} in ${CATCH_UP_MS / 1000} s`);
      mismatches.push(...compareRows(local.rows, server.rows));
    }
    const teamId = teamIdOf(d);
    // The members the device holds are its team's as the server has them now: one the host moved away is gone from
    // it, in a pull from zero too (a pull that replayed the old row and never the move would agree with the device).
    const held = [...local.rows.members.keys()].sort();
    const team = members
      .filter((m) => m.teamId === teamId)
      .map((m) => m.id)
      .sort();
    if (held.join() !== team.join())
      mismatches.push({
        table: 'members',
        key: teamId,
        diff: `the device holds ${held.length} members (${held.join(', ')}); the team has ${team.length} (${team.join(', ')})`,
      });
    const mine = [...local.rows.decisions.values()].filter((x) => x.teamId === teamId);
    const row = result.find((r) => r.id === teamId);
    const taken = { accepted: mine.filter((x) => x.decision === 'acc').length, declined: mine.filter((x) => x.decision === 'dec').length };
    if (!row || row.acceptedBooking !== taken.accepted || row.declinedBooking !== taken.declined) {
      mismatches.push({
        table: 'results',
        key: teamId,
        diff: `device's decisions: ${taken.accepted} accepted, ${taken.declined} declined; server's getResult: ${row ? `${row.acceptedBooking} accepted, ${row.declinedBooking} declined` : 'no row'}`,
      });
    }
    outcome.devicesChecked++;
    outcome.mismatchedRows += mismatches.length;
    const counts = Object.entries(local.rows)
      .map(([t, rows]) => `${t} ${rows.size}`)
      .join(', ');
    log(
      `${d.name}: database checked against its pull at cursor ${server?.cursor ?? 'none'} (${counts}) in ${Date.now() - began} ms: ${mismatches.length} rows differ`,
    );
    for (const m of mismatches) log(`MISMATCH ${d.name}: ${m.table} ${m.key}: ${m.diff}`);
  }
}

/**
 * Plays one seeded run on a fresh server and counts what was lost or doubled; throws when the run itself breaks.
 * With `unreachable`, the blows are outages instead of kills and lost networks: the server answers 503 or resets
 * connections for stretches of the game while every browser stays online.
 */
export async function runChaos(browser: Browser, server: TestServer, seed: number, outcome: ChaosOutcome, unreachable = false, deploy = false): Promise<void> {
  const rand = randomFrom(`chaos-${seed}`);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const log = (line: string) => outcome.events.push(line);
  const adminToken = (await api<{ token: string }>(server.url, null, 'POST', '/api/user/login', ADMIN)).token;
  const game = await setUpGame(server.url, adminToken);

  const devices: Device[] = [];
  let outage: Outage = null;
  let outageSteps = 0;
  let outageSince = 0;
  let clearSince = Date.now();
  const setOutage = (next: Outage) => {
    const now = Date.now();
    if (outage) outcome.traffic.outageMs += now - outageSince;
    else outcome.traffic.otherMs += now - clearSince;
    outage = next;
    outageSince = clearSince = now;
  };
  try {
    for (const [i, captain] of game.captains.entries()) {
      // In a deploy run the first team's tablet still runs yesterday's app.
      const device = new Device(captain.teamName, await browser.newContext(), outcome, () => outage, deploy && i === 0);
      devices.push(device);
      await device.init();
      await joinLobby(device.page, server.url, captain.email, game.gameCode, TEAM_SIZE);
      await markTeamReady(device.page);
      device.gameUrl = device.page.url();
    }
    // Every tablet is ready offline before any team starts its first request, whose timer runs from then: a slow
    // service worker install on the last tablet would otherwise time out the first teams' first requests.
    for (const device of devices) await waitForOfflineReady(device.page);
    for (const device of devices) await pressStartGame(device.page, CHAOS_DECK_SIZE);

    let down = false;
    let deployed = false;
    let restartAfter = 0;
    let kills = 0;
    /** The device armed to see the server die in its next push, until the server is started again. */
    let killer: Device | null = null;
    const restart = async () => {
      const died = killer ? await killer.killDone() : true;
      killer = null;
      down = false;
      if (!died) return;
      await server.start();
      log('server restarted');
    };
    let steps = 0;
    for (;;) {
      const playing = devices.filter((d) => d.next <= CHAOS_DECK_SIZE);
      if (playing.length === 0) break;
      // Every draw is made on every step, so a seed gives the same sequence whatever the screens did.
      const device = playing[Math.floor(rand() * playing.length)]!;
      const action = rand();
      if (unreachable) {
        // Outages of a few seconds each, through which the captains play on.
        if (outage && outageSteps-- <= 0) {
          log(`server reachable again`);
          setOutage(null);
        } else if (!outage && action < 0.3) {
          const kind = rand() < 0.5 ? '503' : 'reset';
          outageSteps = int(2, 5);
          setOutage(kind);
          log(`server unreachable (${kind === '503' ? 'answers 503' : 'connections reset'}) for ${outageSteps} steps`);
        }
        await sleep(int(300, 1500));
        await device.decide(game.deck, rand() < 0.25, null);
        log(`${device.name}: request ${device.next - 1} ${device.taken.get(game.deck[device.next - 2]!)}`);
        continue;
      }
      const pause = int(0, 400);
      const downSteps = int(0, 3);
      const wantDecline = rand() < 0.25;
      const cut = rand();
      const interrupt = cut < 0.06 ? 'reload' : cut < 0.12 ? 'reopen' : null;

      if (down && restartAfter-- <= 0) await restart();
      // Halfway through the game, the server is replaced by today's release, which reads recordDecision version 2.
      const decided = devices.reduce((n, d) => n + d.next - 1, 0);
      // Not before today's app has been told its decisions are not read yet: that is the case the deploy must rescue.
      if (deploy && !deployed && !down && decided * 2 >= CHAOS_TEAMS * CHAOS_DECK_SIZE && outcome.unsupported > 0) {
        deployed = true;
        await server.redeploy({});
        log(
          `deploy after ${decided} decisions: the server restarts as today's release (recordDecision v2); ${outcome.unsupported} mutations answered unsupported so far`,
        );
      }
      // Every fourth step the host moves a player with no device to the next team: each captain's device must drop
      // the member who left its team and take the one who joined, as its pull from zero has them (checked at the end).
      if (++steps % 4 === 0 && !down) {
        const other = game.others[(steps / 4) % game.others.length]!;
        other.teamIndex = (other.teamIndex + 1) % game.captains.length;
        const to = game.captains[other.teamIndex]!;
        await api(server.url, adminToken, 'PATCH', `/api/session/memberTeam/${game.sessionId}`, { memberId: other.memberId, teamId: to.teamId });
        log(`host: a player moved to ${to.teamName}`);
      }
      // A pause lets the background push of the last decision be anywhere when the blow lands.
      await sleep(pause);
      if (action < 0.14) {
        await device.setOffline(!device.offline);
        log(`${device.name}: ${device.offline ? 'offline' : 'online'}`);
      } else if (action < 0.22) {
        await device.reload();
        log(`${device.name}: reload`);
      } else if (action < 0.3) {
        await device.reopen();
        log(`${device.name}: tab closed and reopened`);
      } else if (action < 0.38 && !down && kills < MAX_KILLS) {
        await server.kill();
        down = true;
        kills++;
        restartAfter = downSteps;
        log(`server SIGKILL (back after ${downSteps} steps)`);
      } else if (action < 0.44 && !down && kills < MAX_KILLS) {
        // The server dies between applying the device's next push and answering it.
        kills++;
        down = true;
        restartAfter = downSteps + 1;
        killer = device;
        device.armKill(() => server.kill());
        log(`${device.name}: server dies in its next push (back after ${downSteps + 1} steps)`);
      } else if (action < 0.56) {
        device.armReplay();
        log(`${device.name}: next push goes twice`);
      }
      await device.decide(game.deck, wantDecline, interrupt);
      log(`${device.name}: request ${device.next - 1} ${device.taken.get(game.deck[device.next - 2]!)}`);
    }

    if (down) await restart();
    if (deploy && !deployed) {
      deployed = true;
      await server.redeploy({});
      log(`deploy at the end of the game: the server restarts as today's release; ${outcome.unsupported} mutations answered unsupported`);
    }
    if (outage) log('server reachable again');
    setOutage(null);
    outcome.traffic.outageRequests = devices.map((d) => d.requests.outage);
    outcome.traffic.otherRequests = devices.map((d) => d.requests.other);
    for (const d of devices) if (d.offline) await d.setOffline(false);
    for (const d of devices) {
      await expect(d.page.locator('.status-chip')).toBeVisible();
      await waitForSync(d.page);
      expect(await outboxCount(d.page), `${d.name}: outbox rows left`).toBe(0);
    }

    const state = await serverState(server.url, adminToken, game.sessionId);
    const nameOf = new Map(state.deck.map((s) => [s._id, s.reservationName]));
    const teams = devices.map((d) => {
      const teamId = game.captains.find((c) => c.teamName === d.name)!.teamId;
      const stored = state.decisions.filter((x) => x.teamId === teamId);
      const byName = new Map<string, Decision[]>();
      for (const x of stored) byName.set(nameOf.get(x.scenarioId)!, [...(byName.get(nameOf.get(x.scenarioId)!) ?? []), x]);
      return { d, teamId, stored, byName };
    });
    // Every team is counted before anything is asserted, so the totals are whole.
    for (const { d, byName } of teams) {
      for (const [name, taken] of d.taken) {
        outcome.decisions++;
        const there = byName.get(name) ?? [];
        if (!there.some((x) => x.decision === taken)) {
          outcome.lost++;
          log(`LOST ${d.name}: ${name} ${taken}, server holds ${there.map((x) => x.decision).join(',') || 'nothing'}`);
        }
        if (there.length > 1) {
          outcome.duplicated += there.length - 1;
          log(`DUPLICATED ${d.name}: ${name} stored ${there.length} times`);
        }
      }
      for (const [name, there] of byName) if (!d.taken.has(name)) log(`UNEXPECTED ${d.name}: ${name} stored ${there.length} times`);
    }
    // Each device's own database, settled, against the server's view of it (counted, not asserted, like the above).
    await checkDevices(server.url, devices, (d) => teams.find((t) => t.d === d)!.teamId, state.result, state.members, outcome);
    for (const { d, teamId, stored, byName } of teams) {
      // Nothing the server holds may come from anywhere but the device.
      expect(
        [...byName.keys()].filter((name) => !d.taken.has(name)),
        `${d.name}: decisions no device made`,
      ).toEqual([]);
      // The server's figures are the engine's replay of the decisions it holds.
      const replay = replayTeam(state.session, state.deck, orderDecisions(stored));
      expect(replay.skipped, `${d.name}: stored decisions the rules refuse`).toEqual([]);
      const row = state.result.find((r) => r.id === teamId)!;
      expect(
        {
          revenue: row.revenue,
          occupancy: row.occupancy,
          ADR: row.ADR,
          revPar: row.revPar,
          accepted: row.acceptedBooking,
          declined: row.declinedBooking,
          status: row.status,
        },
        `${d.name}: server figures`,
      ).toEqual({
        revenue: replay.figures.revenue,
        occupancy: replay.figures.occupancy,
        ADR: replay.figures.adr,
        revPar: replay.figures.revPar,
        accepted: replay.figures.accepted,
        declined: replay.figures.declined,
        status: 'Completed',
      });
    }
  } finally {
    for (const d of devices) await d.context.close().catch(() => {});
  }
}

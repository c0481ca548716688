/** Steps a participant takes in the browser, and what the server says afterwards. */
import { expect, type Page } from '@playwright/test';

export const DEMO_CODE = 'DEMO26';
export const CAPTAIN = 'priya.nair@demo.frontdeskrm.test';
export const MEMBER = 'arjun.mehta@demo.frontdeskrm.test';
export const DECK_SIZE = 12;

export const ADMIN = { email: 'admin@frontdeskrm.test', password: 'demo-admin-2026' };

export interface ApiReply {
  status: number;
  success: boolean;
  message: string;
  data: any;
}

/** One call to the documented API as a test's other actor would make it: the reply's envelope and its HTTP status. */
export async function callApi(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<ApiReply> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Omit<ApiReply, 'status'> | null;
  return { status: res.status, success: json?.success ?? false, message: json?.message ?? '', data: json?.data };
}

/** A call that must succeed: its `data`, or a throw naming the call and the server's message. */
export async function apiData(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const reply = await callApi(base, method, path, token, body);
  if (!reply.success) throw new Error(`${method} ${path}: ${reply.message}`);
  return reply.data;
}

/**
 * Presses "Let's Begin!" as a player does. The welcome goes on by itself after 3 s (docs/rules.md §1): on a loaded
 * machine it can do so before the press lands, which leaves the player where the press would have; what must hold
 * is that the welcome is gone.
 */
export async function letsBegin(page: Page) {
  const begin = page.getByRole('button', { name: "Let's Begin!" });
  await begin.click({ timeout: 4_000 }).catch(() => undefined);
  await expect(begin).toBeHidden();
}

/** The demo host signs in through the login page and lets the welcome dialog through to the sessions. */
export async function adminLogin(page: Page, base: string) {
  await page.goto(`${base}/game/revenue-management/login`);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await letsBegin(page);
  await expect(page.getByRole('heading', { name: 'Game Sessions' })).toBeVisible();
}

/** Logs in with the code in the address and lets the welcome dialog continue by itself to the lobby. */
export async function joinLobby(page: Page, base: string, email: string, gameCode = DEMO_CODE, teamSize = 4) {
  await page.goto(`${base}/game/revenue-management/login/${gameCode}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: "Let's Begin!" })).toBeVisible();
  await page.waitForURL(/team-lobby/, { timeout: 10_000 });
  // Opening the lobby is itself a change (openLobby): the player counts as joined once it is made, and it is sent
  // before a test takes the network away and counts what waits. A player whose team is already playing is taken on
  // from the lobby to the game 1.5 s later.
  await expect(page.getByText(new RegExp(`^[1-9][0-9]* of ${teamSize} Members Joined`)).or(page.locator('.game-header'))).toBeVisible();
  // The welcome shows over the lobby and goes on by itself after 3 s; until then it holds the keyboard's focus.
  await expect(page.getByRole('button', { name: "Let's Begin!" })).toBeHidden({ timeout: 10_000 });
  await waitForSync(page);
}

/** The leader marks the team ready, and the game opens 1.5 s later; its first request's timer starts with `pressStartGame`. */
export async function markTeamReady(page: Page) {
  await page.getByRole('button', { name: "I'm Ready to Start" }).click();
  // The lobby says so for 1.5 s and then opens the game; a loaded machine can look only once the game is open.
  await expect(page.getByText('Team is ready to start!').or(page.getByRole('button', { name: 'Start Game' }))).toBeVisible();
  await page.waitForURL(/\/game\/revenue-management\/game\//, { timeout: 10_000 });
}

export async function pressStartGame(page: Page, deckSize = DECK_SIZE) {
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByText(new RegExp(`Booking request 1 of ${deckSize}`))).toBeVisible();
}

export async function startGame(page: Page, deckSize = DECK_SIZE) {
  await markTeamReady(page);
  await pressStartGame(page, deckSize);
}

/**
 * Decides requests `from`..`to` (1-based): accepts each, and declines one whose
 * accept breaks a rule (the rule's message is shown). Returns the decisions.
 */
export async function playRequests(page: Page, from: number, to: number, between?: (n: number) => Promise<void>, deckSize = DECK_SIZE) {
  const taken: ('acc' | 'dec')[] = [];
  for (let n = from; n <= to; n++) {
    await expect(page.getByText(new RegExp(`Booking request ${n} of ${deckSize}`))).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    const moved = n === deckSize ? page.getByRole('heading', { name: 'Game Over' }) : page.getByText(new RegExp(`Booking request ${n + 1} of ${deckSize}`));
    const refused = page.locator('.rule-message');
    await expect(moved.or(refused)).toBeVisible();
    if (await refused.isVisible()) {
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(moved).toBeVisible();
      taken.push('dec');
    } else taken.push('acc');
    await between?.(n);
  }
  return taken;
}

export async function finalFigures(page: Page) {
  const card = page.locator('.final-card');
  await expect(card).toBeVisible();
  const read = async (label: string) => (await card.locator('.figure', { hasText: label }).locator('strong').innerText()).trim();
  return { revenue: await read('Revenue'), occupancy: await read('Occupancy'), adr: await read('ADR'), revPar: await read('RevPAR') };
}

/** The server's view, through the documented API, as the host. */
export async function serverResult(base: string) {
  const token = (await callApi(base, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const sessions = (await callApi(base, 'GET', '/api/session/getSession', token)).data.sessions as { id: string }[];
  const result = (await callApi(base, 'GET', `/api/session/getResult/${sessions[0]!.id}`, token)).data;
  const pull = (await callApi(base, 'GET', '/api/sync/pull?since=0', token)).data;
  const decisions = (pull.changes as { table: string; op: string; row?: { teamId: string; scenarioId: string; decision: string } }[])
    .filter((c) => c.table === 'decisions' && c.op === 'put')
    .map((c) => c.row!);
  return {
    rows: result.result as {
      id: string;
      name: string;
      revenue: number;
      occupancy: number;
      ADR: number;
      revPar: number;
      acceptedBooking: number;
      declinedBooking: number;
      status: string;
    }[],
    decisions,
  };
}

const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const inr = (n: number) => `₹${INR.format(Math.round(n))}`;
export const pct = (n: number) => `${(Math.round(n * 10) / 10).toFixed(1)}%`;

/**
 * The service worker has installed the app and controls the page: from here on every screen opens offline. The
 * install precaches every file of the app (some 240), and in a context with routes (the chaos suite's) each of those
 * requests crosses the test's process; on a loaded two-core machine the third tablet's install took 60 s.
 */
export async function waitForOfflineReady(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 120_000 }).toBe(true);
}

/**
 * Waits until the device has sent everything: the outbox is empty and the
 * status chip says nothing is waiting. The chip alone is not enough, since it
 * shows a wait only after 2 s, so a change just made reads as sent.
 */
export async function waitForSync(page: Page) {
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  await expect(page.locator('.status-chip .status-waiting')).toHaveCount(0, { timeout: 30_000 });
}

/** The token this device signed in with, read straight from its IndexedDB: what an attacker holding the tablet would send. */
export function deviceToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((done, fail) => {
        const open = indexedDB.open('front-desk-rm');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('meta', 'readonly').objectStore('meta').get('token');
          read.onsuccess = () => done((read.result as { value: string }).value);
        };
      }),
  );
}

/** Outbox rows still on the device, read straight from IndexedDB. */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('front-desk-rm');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => {
            done(count.result);
            db.close();
          };
          count.onerror = () => fail(count.error);
        };
      }),
  );
}

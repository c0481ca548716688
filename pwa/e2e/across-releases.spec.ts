/**
 * Across releases (decision record 013): a tablet that queued decisions offline
 * under yesterday's app (database schema 3, outbox rows without versions,
 * recordDecision without `source`) opens today's app, which upgrades its
 * database, shows every decision, and once the network returns sends them
 * upcast: each counts exactly once on the server.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, CAPTAIN, DECK_SIZE, callApi, joinLobby, serverResult, startGame, waitForOfflineReady, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

/** Dexie's schema of the device database as yesterday's app declared it (versions 1 to 3). */
const YESTERDAY_STORES: Record<string, string> = {
  sessions: 'id',
  scenarios: '_id, sessionId',
  teams: 'id, sessionId',
  members: 'id, sessionId, teamId',
  decisions: 'id, sessionId, teamId, [teamId+scenarioId]',
  results: '[sessionId+id], sessionId',
  outbox: 'id',
  meta: 'key',
  practice: 'scenarioId',
  optima: 'sessionId',
};

async function declineShown(page: Page, n: number) {
  await expect(page.getByText(new RegExp(`Booking request ${n} of ${DECK_SIZE}\\b`))).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(new RegExp(`Booking request ${n + 1} of ${DECK_SIZE}\\b`))).toBeVisible();
}

/**
 * Rewrites the device's database as yesterday's app would have left it: schema
 * version 3 (native 30), its rows kept, every queued decision in version 1's
 * shape (no `v`, no `source`), and one more decision yesterday's app queued
 * for `scenarioName`, with the row it showed. Runs on a page of the app's
 * origin that holds no connection to the database.
 */
async function makeYesterdaysDatabase(page: Page, scenarioName: string, stores: Record<string, string>) {
  return page.evaluate(
    async ({ scenarioName, stores }) => {
      const request = <T>(r: IDBRequest<T>) => new Promise<T>((ok, fail) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => fail(r.error))));
      const today = await request(indexedDB.open('front-desk-rm'));
      const rows: Record<string, unknown[]> = {};
      for (const name of Object.keys(stores))
        rows[name] = today.objectStoreNames.contains(name) ? await request(today.transaction(name).objectStore(name).getAll()) : [];
      today.close();
      await request(indexedDB.deleteDatabase('front-desk-rm'));

      const meta = new Map((rows.meta as { key: string; value: unknown }[]).map((m) => [m.key, m.value]));
      const scenario = (rows.scenarios as { _id: string; reservationName: string; sessionId: string }[]).find((s) => s.reservationName === scenarioName)!;
      const id = '01JD3ZQ8X6T2N5M7K9P4R2S6VW';
      const decisionId = '01JD3ZQ8X6T2N5M7K9P4R2S6VX';
      const createdAt = new Date().toISOString();
      const outbox = (rows.outbox as { v?: number; args: { source?: string } }[]).map(({ v: _, ...row }) => {
        const { source: __, ...args } = row.args;
        return { ...row, args };
      });
      outbox.push({
        id,
        name: 'recordDecision',
        args: { id: decisionId, sessionId: scenario.sessionId, teamId: meta.get('teamId'), scenarioId: scenario._id, decision: 'dec' },
        createdAt,
        attempts: 0,
        lastError: null,
      } as never);
      rows.outbox = outbox;
      rows.decisions = [
        ...rows.decisions!,
        {
          id: decisionId,
          sessionId: scenario.sessionId,
          teamId: meta.get('teamId'),
          scenarioId: scenario._id,
          decision: 'dec',
          decidedBy: meta.get('memberId'),
          decidedAt: createdAt,
        },
      ];

      const open = indexedDB.open('front-desk-rm', 30);
      open.onupgradeneeded = () => {
        const db = open.result;
        for (const [name, spec] of Object.entries(stores)) {
          const [primary, ...indexes] = spec.split(',').map((s) => s.trim());
          const path = (s: string) => (s.startsWith('[') ? s.slice(1, -1).split('+') : s);
          const store = db.createObjectStore(name, { keyPath: path(primary!) });
          for (const index of indexes) store.createIndex(index, path(index));
        }
      };
      const yesterday = await request(open);
      const tx = yesterday.transaction(Object.keys(stores), 'readwrite');
      for (const [name, list] of Object.entries(rows)) for (const row of list) tx.objectStore(name).put(row);
      await new Promise((ok, fail) => ((tx.oncomplete = ok), (tx.onerror = () => fail(tx.error))));
      yesterday.close();
      return { queued: outbox.length, versions: outbox.map((r) => (r as { v?: number }).v ?? 'none') };
    },
    { scenarioName, stores },
  );
}

test("decisions queued offline under yesterday's app reach today's server exactly once, upcast", async ({ page: first, context }) => {
  let page = first;
  await joinLobby(page, server.url, CAPTAIN);
  await waitForOfflineReady(page);
  await startGame(page);
  // One decision reaches the server while online (the server is asked: the chip shows a wait only after 2 s); two more wait offline.
  await declineShown(page, 1);
  await expect.poll(async () => (await serverResult(server.url)).decisions.length, { timeout: 30_000 }).toBe(1);
  await context.setOffline(true);
  await declineShown(page, 2);
  const third = (await page.locator('#request-title').innerText()).trim();
  const gameUrl = page.url();

  // The same tablet as yesterday's app left it: an older schema, and a third decision queued in the old shape.
  // Written from a page of the same origin that runs no app (the API's health answer), so nothing syncs meanwhile.
  await page.close();
  await context.setOffline(false);
  const bare = await context.newPage();
  await bare.goto(`${server.url}/api/health`);
  expect(await makeYesterdaysDatabase(bare, third, YESTERDAY_STORES)).toEqual({ queued: 2, versions: ['none', 'none'] });
  await context.setOffline(true);
  await bare.close();

  // Today's app opens it offline: nothing is lost from the screen, and the two changes still wait.
  page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.goto(gameUrl);
  await expect(page.getByText(new RegExp(`Booking request 4 of ${DECK_SIZE}\\b`))).toBeVisible();
  await expect(page.locator('.status-chip')).toContainText('2 changes waiting');

  await context.setOffline(false);
  await waitForSync(page);
  const { rows, decisions } = await serverResult(server.url);
  const team = rows.find((r) => r.name === 'Team 1')!;
  const mine = decisions.filter((d) => d.teamId === team.id);
  expect(mine).toHaveLength(3);
  expect(new Set(mine.map((d) => d.scenarioId)).size).toBe(3);
  expect(mine.map((d) => [d.decision, (d as { source?: string }).source])).toEqual([
    ['dec', 'team'],
    ['dec', 'team'],
    ['dec', 'team'],
  ]);
  expect(team.declinedBooking).toBe(3);
  await expect(page.locator('.status-unsaved')).toHaveCount(0);
});

test('a change the server refuses for good is listed as not saved, with its reason, until the player discards it', async ({ page, context }) => {
  await joinLobby(page, server.url, CAPTAIN);
  await waitForOfflineReady(page);
  await startGame(page);
  await context.setOffline(true);
  // The host ends the game while this tablet is offline; the tablet, not knowing, decides after the end.
  const token = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const sessions = (await callApi(server.url, 'GET', '/api/session/getSession', token)).data.sessions as { id: string }[];
  const ended = await callApi(server.url, 'PATCH', `/api/session/updateSession/${sessions[0]!.id}`, token, { status: 'ended' });
  expect(ended.status).toBe(200);
  await declineShown(page, 1);

  await context.setOffline(false);
  const unsaved = page.locator('.status-unsaved');
  await expect(unsaved).toHaveText('1 not saved', { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('not-saved-chip.png') });
  await unsaved.click();
  const dialog = page.getByRole('dialog', { name: '1 change could not be saved' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.unsaved-item')).toContainText('Decline “');
  await expect(dialog.locator('.unsaved-reason')).toHaveText('This decision was made after the host ended the game, so it does not count');
  await page.screenshot({ path: test.info().outputPath('not-saved-dialog.png') });
  // By keyboard alone: focus moves to the confirmation, then stays in the dialog when the change leaves the list.
  await dialog.getByRole('button', { name: 'Discard' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Discard for good' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Every change is saved' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Every change is saved' }).getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await expect(unsaved).toHaveCount(0);
  // Nothing of it reached the server.
  const { decisions } = await serverResult(server.url);
  expect(decisions).toHaveLength(0);
});

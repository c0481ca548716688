/**
 * A server restored from a backup under a running game (issue 34): the
 * operator backs up while two tablets play, the game goes on, one tablet goes
 * offline and decides more, the server is stopped, the backup restored, and
 * the server started again. Both tablets notice the server went back in time,
 * fetch the game again, and converge on the restored server's state; the
 * offline tablet's unsent decisions reach it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { CAPTAIN, joinLobby, playRequests, serverResult, startGame, waitForSync } from './support/game.js';
import { root, startServer, type LocalServer } from './support/server.js';

// Offline, reloads and updates here need the app's service worker.
test.use({ serviceWorkers: 'allow' });

const run = promisify(execFile);
/** Team 2's captain in the demo week. */
const SECOND_CAPTAIN = 'sneha.kulkarni@demo.frontdeskrm.test';

let server: LocalServer;
let folder: string;
test.beforeEach(async () => {
  server = await startServer();
  folder = mkdtempSync(join(tmpdir(), 'fdrm-backup-'));
});
test.afterEach(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The operator's command (`npm run backup` / `npm run restore` run the same built file). */
async function operator(command: 'backup' | 'restore', file: string): Promise<string> {
  const { stdout } = await run(process.execPath, [join(root, `sync-server/dist/backup/${command}.js`), file], {
    env: { ...process.env, DATABASE_PATH: server.databasePath, DATABASE_URL: '' },
  });
  return stdout;
}

/** The team's decisions on the device, as `scenarioId:decision`, read straight from IndexedDB. */
function deviceDecisions(page: Page, teamId: string): Promise<string[]> {
  return page.evaluate(
    (team) =>
      new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('front-desk-rm');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('decisions').objectStore('decisions').getAll();
          read.onsuccess = () => {
            done(
              (read.result as { teamId: string; scenarioId: string; decision: string }[])
                .filter((d) => d.teamId === team)
                .map((d) => `${d.scenarioId}:${d.decision}`)
                .sort(),
            );
            open.result.close();
          };
          read.onerror = () => fail(read.error);
        };
      }),
    teamId,
  );
}

async function serverDecisions(teamName: string) {
  const { rows, decisions } = await serverResult(server.url);
  const teamId = rows.find((r) => r.name === teamName)!.id;
  return {
    teamId,
    decisions: decisions
      .filter((d) => d.teamId === teamId)
      .map((d) => `${d.scenarioId}:${d.decision}`)
      .sort(),
  };
}

test('tablets converge on a backup restored under a running game, and the offline one sends its unsent decisions', async ({ browser }) => {
  test.setTimeout(180_000);
  const first = await browser.newContext();
  const second = await browser.newContext();
  const one = await first.newPage();
  const two = await second.newPage();
  await joinLobby(one, server.url, CAPTAIN);
  await joinLobby(two, server.url, SECOND_CAPTAIN);
  await startGame(one);
  await startGame(two);
  await playRequests(one, 1, 2);
  await playRequests(two, 1, 1);
  await waitForSync(one);
  await waitForSync(two);

  // The backup, taken while the server runs.
  const file = join(folder, 'before-lunch.db');
  expect(await operator('backup', file)).toContain('Backed up');
  const atBackup = { one: await serverDecisions('Team 1'), two: await serverDecisions('Team 2') };
  expect(atBackup.one.decisions).toHaveLength(2);
  expect(atBackup.two.decisions).toHaveLength(1);

  // Play goes on: these reach the server, and the restore takes them back.
  await playRequests(one, 3, 4);
  await playRequests(two, 2, 3);
  await waitForSync(one);
  await waitForSync(two);
  const played = (await serverDecisions('Team 1')).decisions;
  expect(played).toHaveLength(4);
  const takenBack = played.filter((d) => !atBackup.one.decisions.includes(d));

  // Team 1's tablet loses the Wi-Fi and decides two more, which wait on it.
  await first.setOffline(true);
  await playRequests(one, 5, 6);
  await expect(one.locator('.status-chip')).toContainText('2 changes waiting');

  // The operator stops the server, restores the backup, and starts it again.
  await server.halt();
  expect(await operator('restore', file)).toContain('Restored');
  await server.start();
  await first.setOffline(false);

  // Both tablets hear the server went back, fetch the game again, and send what waited.
  await expect(two.getByText('The game was fetched again from the server.')).toBeVisible({ timeout: 30_000 });
  await expect(one.getByText('The game was fetched again from the server.')).toBeVisible({ timeout: 30_000 });
  await waitForSync(one);
  await waitForSync(two);

  const after = { one: await serverDecisions('Team 1'), two: await serverDecisions('Team 2') };
  // Team 2: what it decided after the backup is gone, on the server and on its tablet, which offers request 2 again.
  expect(after.two.decisions).toEqual(atBackup.two.decisions);
  await expect.poll(() => deviceDecisions(two, after.two.teamId)).toEqual(after.two.decisions);
  await expect(two.getByText(/Booking request 2 of 12/)).toBeVisible();
  // Team 1: the backup's two decisions, and the two made offline; not the two acknowledged after the backup.
  expect(after.one.decisions).toHaveLength(4);
  expect(after.one.decisions).toEqual(expect.arrayContaining(atBackup.one.decisions));
  expect(after.one.decisions.filter((d) => takenBack.includes(d))).toEqual([]);
  await expect.poll(() => deviceDecisions(one, after.one.teamId)).toEqual(after.one.decisions);
  await first.close();
  await second.close();
});

/**
 * Playwright's `test` with the server every end-to-end test plays against: one built server per worker, started
 * once, whose database is reset to a fresh seeded one before each test (`fresh`), so a test sees what a first
 * start shows without paying for a process of its own. A test that kills, halts or redeploys its server starts one of
 * its own with `startServer` (server.ts) instead.
 */
import { test as base } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, launchServer, type LaunchedServer } from '@front-desk-rm/sync-server/testing/spawn-server';
import { root } from './server.js';

/** The server a test plays against: its address, over a database seeded for this test alone. */
export interface FreshServer {
  url: string;
}

/** Where the worker's server resets its database (sync-server/src/testing/e2e-server.ts). */
const RESET_PATH = '/__e2e/reset';

export const test = base.extend<{ fresh: FreshServer }, { workerServer: { url: string; launched: LaunchedServer } }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from this first argument's pattern: this one needs none.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'fdrm-e2e-'));
      const port = await freePort();
      const launched = await launchServer({
        port,
        databasePath: join(dir, 'unused.db'),
        pwaDist: join(root, 'pwa/dist'),
        entry: 'dist/testing/e2e-server.js',
      });
      await use({ url: `http://127.0.0.1:${port}`, launched });
      launched.child.kill('SIGTERM');
      await launched.exited;
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  fresh: async ({ workerServer }, use) => {
    const res = await fetch(`${workerServer.url}${RESET_PATH}`, { method: 'POST' });
    if (res.status !== 204) throw new Error(`the worker's server did not reset (${res.status}): ${workerServer.launched.output()}`);
    await use({ url: workerServer.url });
  },
});

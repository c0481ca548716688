/**
 * The built server as the end-to-end suites run it: one process per Playwright worker, whose database is
 * reset between tests instead of a process started for each (docs/testing.md, "End to end"). It serves the
 * same app `main.ts` serves, over SQLite; `POST /__e2e/reset` puts a freshly seeded database and a freshly
 * built app (its event streams, rate limits and caches with it) in place of the old ones, so a test meets what a
 * first start shows. Test support only: `npm start` runs `main.ts`, which has no such address.
 */
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.js';
import { withHotRead } from '../result-read.js';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/sqlite/connection.js';
import { sqliteStore } from '../db/sqlite/store.js';
import type { Store } from '../db/store.js';
import { seedDemo } from '../seed.js';
import { TEST_PASSWORD_COST } from '../auth/passwords.js';

export const RESET_PATH = '/__e2e/reset';

const config = readConfig();
const dir = mkdtempSync(join(tmpdir(), 'fdrm-e2e-worker-'));
let generation = 0;

interface Live {
  app: ReturnType<typeof createApp>['app'];
  hotRead: ReturnType<typeof createApp>['hotRead'];
  store: Store;
  file: string;
}

/** A new database file, seeded as a first start seeds it, and an app over it. */
async function boot(): Promise<Live> {
  const file = join(dir, `app-${++generation}.db`);
  const store = sqliteStore(openDatabase(file), file);
  const { app, services, hotRead } = createApp(store, {
    pwaDist: config.pwaDist,
    limits: { joinPerWindow: config.joinPerAddress },
    build: config.build,
    mutationCaps: config.mutationCaps,
    publicUrl: config.publicUrl,
  });
  await services.streams.listen();
  await seedDemo(services, config, { passwordCost: TEST_PASSWORD_COST });
  return { app, hotRead, store, file };
}

let live = await boot();

async function reset(): Promise<void> {
  const old = live;
  live = await boot();
  await old.store.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(old.file + suffix, { force: true });
}

const server = serve({
  port: config.port,
  hostname: '127.0.0.1',
  // The live app's hot read, as main.ts serves it: the reset swaps it with the app.
  createServer: withHotRead((incoming, outgoing) => live.hotRead(incoming, outgoing)),
  fetch: async (request, env) => {
    if (request.method === 'POST' && new URL(request.url).pathname === RESET_PATH) {
      await reset();
      return new Response(null, { status: 204 });
    }
    return live.app.fetch(request, env);
  },
});

function shutdown() {
  server.close();
  void live.store.close().finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  // Open event streams keep the server from closing; do not wait on them for ever.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

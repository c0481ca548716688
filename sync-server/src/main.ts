/** `npm start`: opens the database, seeds a first start, serves the API and the PWA on one port. */
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withHotRead } from './result-read.js';
import { createApp } from './app.js';
import { lanAddresses } from './routes/join.js';
import { readConfig } from './config.js';
import { openStore } from './db/open-store.js';
import { NewerSchemaError } from './db/migration-applied.js';
import type { Store } from './db/store.js';
import { redactUrl } from './db/postgres/store.js';
import { DEMO_TEAMS, demoEmail, seedDemo } from './seed.js';
import { log, LOG_JSON } from './log.js';

/** A start that cannot go on says why in one sentence, never with a stack trace. */
function fail(message: string): never {
  if (LOG_JSON) log('error', 'Front Desk RM could not start', { reason: message });
  else console.error(`Front Desk RM could not start: ${message}`);
  process.exit(1);
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (err) {
  fail((err as Error).message);
}

let store: Store;
try {
  // The migrations a start applies, and a PostgreSQL connection dropped while idle (an event the pool recovers from).
  store = await openStore(config, { name: `frontdesk-${process.pid}`, log: (line) => log('info', line) });
} catch (err) {
  // A newer release's schema is not a broken database: the sentence says what to do instead of moving the file aside.
  if (err instanceof NewerSchemaError) fail(err.message);
  fail(
    config.databaseUrl
      ? `the PostgreSQL database at ${redactUrl(config.databaseUrl)} cannot be reached or migrated (${(err as Error).message}). Check DATABASE_URL and that the server is running.`
      : `the database at ${config.databasePath} cannot be opened (${(err as Error).message}). Move the file aside to start afresh, or set DATABASE_PATH.`,
  );
}
const { app, services, hotRead } = createApp(store, {
  pwaDist: config.pwaDist,
  reviewProvider: config.reviewProvider,
  limits: { ...config.limits, joinPerWindow: config.joinPerAddress },
  trustProxy: config.trustProxy,
  build: config.build,
  mutationCaps: config.mutationCaps,
  publicUrl: config.publicUrl,
  optimum: config.optimum,
});
await services.streams.listen();
const report = config.seed ? await seedDemo(services, config) : null;

const server = serve(
  {
    fetch: app.fetch,
    createServer: withHotRead(hotRead),
    port: config.port,
    // A client that sends its headers or body slowly is cut off, and checked for every second rather than Node's default 30.
    serverOptions: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
  },
  (info) => {
    const url = `http://localhost:${info.port}`;
    const database = store.kind === 'postgres' ? `PostgreSQL at ${store.where}` : `SQLite file ${store.where}`;
    // Where players' phones open the app: the host's localhost is no use to them (docs/operations.md, a training room on a laptop).
    const lan = lanAddresses()
      .map((a) => `http://${a}:${info.port}`)
      .join(', ');
    if (LOG_JSON) {
      // One line a log shipper reads; the demo's passwords and e-mails stay out of it (docs/operations.md has them).
      log('info', 'Front Desk RM is running', {
        url,
        build: config.build,
        database,
        playersJoinAt: config.publicUrl ?? (lan || url),
        trustProxy: config.trustProxy,
        reviewReplies: config.reviewProvider ? config.reviewProvider.model : 'built-in engine',
        demo: report ? (report.seeded ? 'seeded on this start' : 'seeded on an earlier start') : 'off',
      });
      return;
    }
    const lines = [
      '',
      `Front Desk RM is running at ${url}`,
      `  build: ${config.build}${
        Object.keys(config.mutationCaps).length > 0
          ? ` (reading no newer than ${Object.entries(config.mutationCaps)
              .map(([n, v]) => `${n} v${v}`)
              .join(', ')})`
          : ''
      }`,
      `  players join at: ${config.publicUrl ?? (lan || `${url} (this computer has no network address: connect it to the room's Wi-Fi, or set PUBLIC_URL)`)}`,
      `  database: ${database}`,
      // Every per-address limit counts by this address: behind a proxy without TRUST_PROXY, one room is one address.
      `  client addresses: ${config.trustProxy > 0 ? `from X-Forwarded-For, ${config.trustProxy} ${config.trustProxy === 1 ? 'proxy' : 'proxies'} trusted (TRUST_PROXY)` : "each connection's own (X-Forwarded-For ignored; set TRUST_PROXY behind a proxy)"}`,
      `  review replies: ${config.reviewProvider ? `${config.reviewProvider.model} at ${config.reviewProvider.baseUrl}, the built-in engine as fallback` : 'the built-in engine (no REVIEW_AI_BASE_URL and REVIEW_AI_MODEL set)'}`,
      '',
    ];
    if (report && !report.seeded) {
      // Credentials go to the log once, on the start that made them; a server started again does not repeat them.
      lines.push('Demo data: seeded on an earlier start; its logins are in docs/operations.md (Demo data and logins).', '');
    } else if (report) {
      lines.push(
        'Demo logins:',
        `  host (admin)     ${config.seedAdminEmail} / ${config.seedAdminPassword}`,
        `  super admin      ${config.seedSuperEmail} / ${config.seedSuperPassword}`,
        existsSync(join(config.pwaDist, 'index.html'))
          ? `  participants     game code ${report.gameCode} at ${url}/game/revenue-management/login/${report.gameCode}`
          : `  participants     game code ${report.gameCode} (the app is not built yet: join through POST /api/user/login/${report.gameCode})`,
        ...DEMO_TEAMS.map((t) => `    ${t.name}: captain ${demoEmail(t.players[0]!)}, members ${t.players.slice(1).map(demoEmail).join(', ')}`),
        '',
      );
    } else {
      lines.push('Seeding is off (SEED=off): no demo accounts were created.', '');
    }
    console.log(lines.join('\n'));
  },
);

server.on('error', (err: NodeJS.ErrnoException) => {
  void store.close();
  fail(err.code === 'EADDRINUSE' ? `port ${config.port} is already in use. Stop what is using it, or set PORT.` : err.message);
});

function shutdown(signal: string) {
  log('info', `${signal}: closing`);
  server.close(() => {
    void store.close().finally(() => process.exit(0));
  });
  // Open event streams keep the server from closing; do not wait on them for ever.
  setTimeout(() => {
    void store.close().finally(() => process.exit(0));
  }, 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

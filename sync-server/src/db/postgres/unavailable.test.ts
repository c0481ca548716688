/** A PostgreSQL server that goes away under a running instance: every request is told to come back, none gets a 500. */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { startPostgresCluster } from '../../testing/postgres-cluster.js';
import { config } from '../../testing/harness.js';
import { seedDemo, DEMO_GAME_CODE } from '../../seed.js';
import { openPostgresStore } from './store.js';
import type { Store } from '../store.js';

let store: Store | null = null;
afterAll(async () => {
  await store?.close().catch(() => {});
});

describe('the database going away', () => {
  it('answers 503 with a reason and Retry-After while it is gone', async () => {
    const cluster = await startPostgresCluster();
    store = await openPostgresStore(await cluster.createDatabase(), { max: 4 });
    const { app, services } = createApp(store, { log: () => {} });
    await seedDemo(services, config);
    const join = await app.request(`/api/user/login/${DEMO_GAME_CODE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'late.arrival@hotel.test' }),
    });
    expect(join.status).toBe(200);
    const { token, sessionId } = ((await join.json()) as { data: { token: string; sessionId: string } }).data;

    await cluster.stop();
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', `/api/session/getSessionDetails/${sessionId}`],
      ['POST', '/api/user/login'],
    ] as const) {
      const res = await app.request(path, {
        method,
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ email: 'admin@frontdeskrm.test', password: 'x' }) } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('2');
      expect(((await res.json()) as { message: string }).message).toBe(
        'The server cannot reach its database just now. Please try again in a moment; changes made on this device are kept and sent then.',
      );
    }
  }, 60_000);
});

/**
 * Writes to one session from two instances at once, on a real PostgreSQL
 * cluster: under the session's advisory lock each transaction reads what the
 * one before it committed, so no write is lost and "first decision wins" can
 * be judged on fresh rows; a refused transaction leaves nothing behind.
 */
import { describe, expect, it } from 'vitest';
import { usePostgresCluster } from '../../testing/postgres-suite.js';
import { inTransaction, openPostgres } from './connection.js';
import { loadGame, writeGame } from './game-store.js';
import { StoreRefusal } from '../store.js';
import type { Change } from '@front-desk-rm/engine/mutations';

const postgres = usePostgresCluster();
const NOW = '2026-11-25T10:00:00.000Z';

describe('transactions on one session across two instances', () => {
  it('lose no write when both read, change and write the same session row at once', async () => {
    const seed = await postgres.migrated();
    await seed.query("INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES ('U1', 'h@example.com', 'H', 'admin', 'x', $1)", [NOW]);
    await seed.query(
      `INSERT INTO sessions (id, owner_id, game_code, doc) VALUES ('S1', 'U1', 'ABC234', '{"id":"S1","ownerId":"U1","gameCode":"ABC234","count":0}')`,
    );
    const url = (seed.options as { connectionString: string }).connectionString;
    await seed.end();
    const instances = [openPostgres(url, { max: 6 }), openPostgres(url, { max: 6 })];
    // Each bumps a count it read: without the lock, two that read the same count would write the same next one.
    const bump = (pool: (typeof instances)[number]) =>
      inTransaction(pool, 'S1', async (client) => {
        const session = (await loadGame(client, 'S1')).sessions['S1'] as unknown as Record<string, unknown> & { count: number };
        await new Promise((r) => setTimeout(r, 2));
        await writeGame(client, [{ table: 'sessions', op: 'put', key: 'S1', row: { ...session, count: session.count + 1 } } as unknown as Change], NOW, 'S1');
      });
    await Promise.all(Array.from({ length: 40 }, (_, i) => bump(instances[i % 2]!)));
    const final = (await loadGame(instances[0]!, 'S1')).sessions['S1'] as unknown as { count: number };
    expect(final.count).toBe(40);
    // A transaction that throws keeps nothing it wrote.
    await expect(
      inTransaction(instances[1]!, 'S1', async (client) => {
        await writeGame(client, [{ table: 'teams', op: 'put', key: 'T1', row: { id: 'T1', sessionId: 'S1' }, create: true } as unknown as Change], NOW, 'S1');
        throw new StoreRefusal('invalid', 'refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect((await loadGame(instances[0]!, 'S1')).teams).toEqual({});
    await Promise.all(instances.map((p) => p.end()));
  });
});

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { MIGRATIONS } from './migrations/index.js';
import { sqliteStore } from './store.js';

const user = (id: string) => ({ id, email: `${id}@host.test`, name: id, role: 'admin' as const, password_hash: 'x', created_at: '2026-11-25T00:00:00.000Z' });

describe('the SQLite store', () => {
  it('keeps a write made while a transaction is open out of it: the rollback loses only its own', async () => {
    const store = sqliteStore(openDatabase(':memory:'));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = store.transaction(null, async (t) => {
      await t.users.insert(user('inside'));
      await held;
      throw new Error('refused');
    });
    // A sign-in written by another request while the transaction waits: it queues behind it instead of joining it.
    const outside = store.users.insert(user('outside'));
    release();
    await expect(tx).rejects.toThrow('refused');
    await outside;
    expect(await store.users.byId('inside')).toBeUndefined();
    expect(await store.users.byId('outside')).toMatchObject({ email: 'outside@host.test' });
    await store.close();
  });

  it('runs transactions one at a time, each reading what the one before committed', async () => {
    const store = sqliteStore(openDatabase(':memory:'));
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.transaction(null, async (t) => {
          const n = await t.users.count();
          seen.push(n);
          // A real pause inside: a second transaction let in here would read the same count.
          await new Promise((r) => setTimeout(r, 1));
          await t.users.insert(user(`u${i}`));
        }),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(await store.users.count()).toBe(20);
    await store.close();
  });

  it('creates a new database, and its WAL and shared memory with it, readable by its owner alone, saying which migrations it applied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fdrm-mode-'));
    try {
      const path = join(dir, 'app.db');
      const told: string[] = [];
      const db = openDatabase(path, { log: (line) => told.push(line) });
      // A first start says each migration it applies; a second applies none and says nothing.
      expect(told).toEqual(MIGRATIONS.map((m) => `migration ${m.version} (${m.name}) applied`));
      await sqliteStore(db).users.insert(user('owner'));
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
      db.close();
      openDatabase(path, { log: (line) => told.push(line) }).close();
      expect(told).toHaveLength(MIGRATIONS.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A vitest file's PostgreSQL: one throw-away cluster for the file's tests, a new database for each test that asks. */
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../db/sqlite/connection.js';
import { migratePostgres, openPostgres } from '../db/postgres/connection.js';
import { openPostgresStore } from '../db/postgres/store.js';
import { sqliteStore } from '../db/sqlite/store.js';
import type { Store } from '../db/store.js';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.js';

/**
 * A test file's cluster: started before its tests, removed after them.
 * `migrated()` opens a pool on a new database with every migration applied.
 */
export function usePostgresCluster() {
  let cluster: PostgresCluster | null = null;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  const started = () => {
    if (!cluster) throw new Error('the PostgreSQL cluster has not started');
    return cluster;
  };
  return {
    cluster: started,
    database: () => started().createDatabase(),
    async migrated(options: { max?: number } = {}): Promise<pg.Pool> {
      const pool = openPostgres(await started().createDatabase(), options);
      await migratePostgres(pool);
      return pool;
    },
  };
}

/**
 * Both stores the server runs on, for contract tests that give them the same
 * calls: a SQLite database in memory, and a new PostgreSQL database of this
 * file's cluster (migrated as the server migrates it).
 */
export function useBothStores(postgres: ReturnType<typeof usePostgresCluster> = usePostgresCluster()) {
  return [
    ['SQLite', async (): Promise<Store> => sqliteStore(openDatabase(':memory:'))],
    ['PostgreSQL', async (): Promise<Store> => openPostgresStore(await postgres.database(), { max: 4 })],
  ] as const;
}

/**
 * PostgreSQL's schema against SQLite's, on a real throw-away cluster: the same
 * migrations by number and name, the same tables and columns (bar the `seq`
 * columns that stand in for SQLite's rowid, and the change log's clock), safe when two instances migrate
 * at once, and the constraint that makes the first decision win holding under
 * concurrent writers.
 */
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgresCluster } from '../../testing/postgres-suite.js';
import { openDatabase } from '../sqlite/connection.js';
import { MIGRATIONS } from '../sqlite/migrations/index.js';
import { POSTGRES_MIGRATIONS } from './migrations/index.js';
import { migratePostgres, openPostgres } from './connection.js';
import { NewerSchemaError } from '../migration-applied.js';

const postgres = usePostgresCluster();

function sqliteColumns(): Record<string, string[]> {
  const db = openDatabase(':memory:');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  const out = Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT name FROM pragma_table_info(?) ORDER BY name`).pluck().all(t) as string[]]));
  db.close();
  return out;
}

async function postgresColumns(pool: pg.Pool): Promise<Record<string, string[]>> {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name",
  );
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[r.table_name] ??= []).push(r.column_name);
  return out;
}

describe('PostgreSQL migrations', () => {
  it('are numbered and named as SQLite’s', () => {
    expect(POSTGRES_MIGRATIONS.map(({ version, name }) => ({ version, name }))).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
  });

  it('build the same tables and columns as SQLite’s, once', async () => {
    const pool = openPostgres(await postgres.database());
    const told: string[] = [];
    expect(await migratePostgres(pool, (line) => told.push(line))).toBe(POSTGRES_MIGRATIONS.length);
    expect(told).toEqual(POSTGRES_MIGRATIONS.map((m) => `migration ${m.version} (${m.name}) applied`));
    expect(await migratePostgres(pool, (line) => told.push(line))).toBe(0);
    expect(told).toHaveLength(POSTGRES_MIGRATIONS.length);
    const columns = await postgresColumns(pool);
    // `seq` is SQLite's implicit rowid made explicit.
    for (const table of ['sessions', 'contact_messages']) columns[table] = columns[table]!.filter((c) => c !== 'seq');
    // The change log's clock serialises PostgreSQL's writers; SQLite's one writer needs none (migration 006).
    expect(columns.change_clock).toEqual(['id', 'seq']);
    delete columns.change_clock;
    expect(columns).toEqual(sqliteColumns());
    const versions = (await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    await pool.end();
  });

  it('refuse a schema a newer release has written, and touch nothing', async () => {
    const pool = openPostgres(await postgres.database());
    await migratePostgres(pool);
    const newer = POSTGRES_MIGRATIONS.length + 1;
    await pool.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [newer, 'from-the-future', new Date().toISOString()]);
    await expect(migratePostgres(pool)).rejects.toThrow(
      new NewerSchemaError(
        `the database's schema is version ${newer}, written by a newer release; this release reads version ${POSTGRES_MIGRATIONS.length} and older. Start the newer release again, or restore the backup made before the upgrade (docs/operations.md, "Rolling back")`,
      ),
    );
    expect((await pool.query('SELECT COUNT(*)::int AS n FROM schema_migrations')).rows[0].n).toBe(newer);
    await pool.end();
  });

  it('migrate once when two instances start together', async () => {
    const url = await postgres.database();
    const [pool, other] = [openPostgres(url), openPostgres(url)];
    const counts = await Promise.all([migratePostgres(pool), migratePostgres(other)]);
    expect(counts.sort()).toEqual([0, POSTGRES_MIGRATIONS.length]);
    await Promise.all([pool.end(), other.end()]);
  });

  it('let exactly one of two concurrent decisions on the same request in, every time', async () => {
    const pool = await postgres.migrated();
    await pool.query("INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES ('U1', 'host@example.com', 'Host', 'admin', 'x', 'now')");
    await pool.query("INSERT INTO sessions (id, owner_id, game_code, doc) VALUES ('S1', 'U1', 'ABC234', '{}')");
    const insert = (id: string, scenario: string) =>
      pool.query("INSERT INTO decisions (id, session_id, team_id, scenario_id, doc) VALUES ($1, 'S1', 'T1', $2, '{}')", [id, scenario]);
    for (let round = 0; round < 50; round++) {
      const outcomes = await Promise.allSettled([insert(`A${round}`, `R${round}`), insert(`B${round}`, `R${round}`)]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      // 23505: unique_violation, which the store answers as "already decided".
      expect((refused.reason as { code?: string }).code).toBe('23505');
    }
    expect(Number((await pool.query('SELECT count(*) FROM decisions')).rows[0].count)).toBe(50);
    await pool.end();
  });
});

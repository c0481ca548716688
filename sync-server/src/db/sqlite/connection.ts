/** Opens the SQLite file with WAL and foreign keys on, and brings its schema up to date. */
import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations/index.js';
import { migrationApplied, refuseNewerSchema } from '../migration-applied.js';

export type Db = Database.Database;

/**
 * Creates a folder and any missing parents, one level at a time. Node's
 * `mkdirSync(..., { recursive: true })` never returns for a path under /proc
 * (it retries for ever), which hung the start with no message.
 */
export function makeFolder(folder: string): void {
  const missing: string[] = [];
  for (let at = folder; !existsSync(at); at = dirname(at)) {
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const dir of missing) mkdirSync(dir);
}

export function openDatabase(path: string, options: { log?: (line: string) => void } = {}): Db {
  if (path !== ':memory:') {
    makeFolder(dirname(path));
    // A new database is the owner's alone (names, e-mails, password hashes); SQLite gives its WAL and shared-memory
    // files the database's own permissions.
    if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // WAL with NORMAL sync is durable across application crashes, which is what a training room needs.
  db.pragma('synchronous = NORMAL');
  // A page freed by a delete or an update is zeroed: a person's data removed on request leaves no trace in the file.
  db.pragma('secure_delete = ON');
  migrate(db, options.log);
  return db;
}

export function migrate(db: Db, log?: (line: string) => void): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  refuseNewerSchema(applied, MIGRATIONS);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  let count = 0;
  for (const m of MIGRATIONS) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    log?.(migrationApplied(m));
    count++;
  }
  return count;
}

/**
 * Backup and restore of the default store, the one SQLite file
 * (`npm run backup -- FILE`, `npm run restore -- FILE`; docs/operations.md "Backups and
 * restore"). A backup is taken from the running server with SQLite's online
 * backup API in one step, which copies every page inside one read transaction
 * of its own: a snapshot of the last committed state, taken beside the
 * server's writes in WAL mode without holding them up. A restore is for a
 * stopped server: it checks the file, moves the current database aside and
 * puts the file in its place. Every refusal is a `Refusal`, said in one
 * sentence by the command; nothing here ever exits the process.
 */
import Database from 'better-sqlite3';
import { chmodSync, closeSync, copyFileSync, constants, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { readConfig } from '../config.js';
import { makeFolder } from '../db/sqlite/connection.js';

/** Why a backup or restore did not go ahead, in a sentence for the operator. */
export class Refusal extends Error {}

/** What a database file holds, as the commands print it. */
export interface DatabaseSummary {
  bytes: number;
  pages: number;
  integrity: string;
  sessions: number;
  /** The change log's last seq: the newest change a device could have pulled. */
  changeHead: number;
  /** The newest migration applied. */
  schemaVersion: number;
}

/** The files SQLite keeps beside a database while it is open or was not closed cleanly. */
const COMPANIONS = ['-wal', '-shm', '-journal'] as const;

/** Enough pages for any database in one step: better-sqlite3 takes at most 2^31 - 1, and a step stops at the last page. */
const ALL_PAGES = 0x7fffffff;

/**
 * The SQLite file the server would open with this environment, as an absolute
 * path: DATABASE_PATH (default ./data/app.db) against the working folder, as
 * `npm start` resolves it (npm runs every script from the repository's root).
 */
export function databaseFile(env: NodeJS.ProcessEnv, cwd: string, pgTool: 'pg_dump' | 'pg_restore'): string {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(env);
  } catch (err) {
    throw new Refusal(`the server's settings are not valid: ${(err as Error).message}`);
  }
  if (config.databaseUrl) {
    throw new Refusal(
      pgTool === 'pg_dump'
        ? 'DATABASE_URL names a PostgreSQL database; this command copies the SQLite file only. Back PostgreSQL up with pg_dump -Fc (docs/operations.md "Backups and restore").'
        : 'DATABASE_URL names a PostgreSQL database; this command restores the SQLite file only. Restore PostgreSQL with pg_restore --clean (docs/operations.md "Backups and restore").',
    );
  }
  return resolve(cwd, config.databasePath);
}

/** `size` in bytes as a person reads it. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const hasTable = (db: Database.Database, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** The tables every release of this app has had: a file without them is some other program's database. */
function assertAppDatabase(db: Database.Database, label: string): void {
  const missing = ['schema_migrations', 'change_log'].filter((t) => !hasTable(db, t));
  if (missing.length > 0) throw new Refusal(`${label} is an SQLite database, but not one of this app's: it has no ${missing.join(' or ')} table.`);
}

/** SQLite's own check of every page and index: 'ok', or the first problem it found. */
function integrity(db: Database.Database): string {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).join('; ');
}

function summarize(db: Database.Database, file: string): DatabaseSummary {
  const count = (sql: string, table: string) => (hasTable(db, table) ? Number(db.prepare(sql).pluck().get() ?? 0) : 0);
  return {
    bytes: statSync(file).size,
    pages: Number(db.pragma('page_count', { simple: true })),
    integrity: integrity(db),
    sessions: count('SELECT COUNT(*) FROM sessions', 'sessions'),
    changeHead: count('SELECT MAX(seq) FROM change_log', 'change_log'),
    schemaVersion: count('SELECT MAX(version) FROM schema_migrations', 'schema_migrations'),
  };
}

export function describeSummary(s: DatabaseSummary): string[] {
  return [
    `  size:            ${formatBytes(s.bytes)} (${s.pages} pages)`,
    `  integrity check: ${s.integrity}`,
    `  sessions:        ${s.sessions}`,
    `  change-log head: ${s.changeHead}`,
    `  schema version:  ${s.schemaVersion}`,
  ];
}

/** Writes a file's data to the disk, then its folder's entry (where the system allows a folder to be synced). */
function syncToDisk(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Windows cannot open a folder to sync it; its renames are durable without.
  }
}

function removeWithCompanions(file: string): void {
  for (const f of [file, ...COMPANIONS.map((s) => file + s)]) rmSync(f, { force: true });
}

/** Opens a file that must exist as SQLite, refusing in a sentence when it is not a database. */
function openExisting(file: string, label: string): Database.Database {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    // The header is read at the first statement: a file that is not SQLite fails here.
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  } catch (err) {
    throw new Refusal(`${label} cannot be read as an SQLite database (${(err as Error).message}).`);
  }
  return db;
}

export interface BackupReport {
  source: string;
  file: string;
  ms: number;
  copy: DatabaseSummary;
}

/**
 * Copies the database at `source` to `file` while the server may be writing
 * it. The copy is made under a temporary name beside `file`, checked, written
 * to disk and only then renamed to `file`: a failed or interrupted backup
 * leaves no half file under that name.
 */
export async function backupDatabase(source: string, file: string, options: { force?: boolean } = {}): Promise<BackupReport> {
  if (!existsSync(source)) throw new Refusal(`there is no database at ${source} to back up. Set DATABASE_PATH to the file the server uses.`);
  const target = resolve(file);
  if (target === source || COMPANIONS.some((s) => target === source + s)) throw new Refusal(`${file} is the server's own database; name a file elsewhere.`);
  if (!existsSync(dirname(target))) throw new Refusal(`the folder ${dirname(target)} does not exist; make it first.`);
  if (existsSync(target)) {
    if (statSync(target).isDirectory()) throw new Refusal(`${file} is a folder; name the backup file, for example ${file.replace(/\/$/, '')}/app-backup.db.`);
    if (!options.force) throw new Refusal(`${file} exists already. Name a new file, or add --force to replace it.`);
  }
  for (const s of ['-wal', '-journal']) {
    // A new file under this name would be read with the old one's journal applied to it.
    if (existsSync(target + s))
      throw new Refusal(`${target + s} exists: ${file} is open in another program or was not closed cleanly. Close it, or name another file.`);
  }

  const temporary = resolve(dirname(target), `.${basename(target)}.backup-${process.pid}`);
  removeWithCompanions(temporary);
  const started = performance.now();
  const db = openExisting(source, source);
  try {
    assertAppDatabase(db, source);
    // The first step copies nothing and tells the page count; the second copies every page at once. A step is one read
    // transaction; a backup taken in several steps starts again whenever another connection writes between two of them,
    // which the server does on every push.
    await db.backup(temporary, { progress: () => ALL_PAGES });
  } catch (err) {
    removeWithCompanions(temporary);
    if (err instanceof Refusal) throw err;
    throw new Refusal(`the copy of ${source} failed (${(err as Error).message}); ${file} was not written.`);
  } finally {
    db.close();
  }

  let copy: DatabaseSummary;
  try {
    const check = new Database(temporary, { fileMustExist: true });
    try {
      // The copy carries the server's WAL mode; a backup is one file, readable with nothing beside it.
      check.pragma('journal_mode = DELETE');
      copy = summarize(check, temporary);
    } finally {
      check.close();
    }
    if (copy.integrity !== 'ok')
      throw new Refusal(`the copy failed SQLite's integrity check (${copy.integrity}); ${file} was not written. Check the server's disk.`);
    // E-mail addresses and password hashes: for the operator's eyes only.
    chmodSync(temporary, 0o600);
    syncToDisk(temporary);
    renameSync(temporary, target);
    syncFolder(dirname(target));
  } catch (err) {
    removeWithCompanions(temporary);
    if (err instanceof Refusal) throw err;
    throw new Refusal(`the copy could not be checked or saved (${(err as Error).message}); ${file} was not written.`);
  }
  return { source, file: target, ms: performance.now() - started, copy: { ...copy, bytes: statSync(target).size } };
}

/**
 * Whether another connection has the database open, as a running server always
 * does: in WAL mode every connection holds a shared lock on the file for as
 * long as it is open, so an exclusive lock is refused even while the server
 * sits idle. Taking the lock also folds any WAL left by a stopped server into
 * the file; closing releases it.
 */
export function databaseInUse(file: string): { inUse: boolean; damaged?: string } {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch (err) {
    throw new Refusal(`could not open ${file} to check whether the server is running (${(err as Error).message}); nothing was changed.`);
  }
  try {
    db.pragma('busy_timeout = 250');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return { inUse: false };
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { inUse: true };
    // A file that is not a database, or a damaged one, is what a restore is for; no server can have it open.
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) return { inUse: false, damaged: (err as Error).message };
    // Anything else (no permission, say) leaves the question open: better to stop than to move a file from under a server.
    throw new Refusal(`could not check whether the server is running (${(err as Error).message}); nothing was changed.`);
  } finally {
    db.close();
  }
}

export interface RestoreReport {
  file: string;
  database: string;
  /** Where the database in use before went, or null when there was none. */
  setAside: string | null;
  /** Why the database set aside could not be opened, when it could not. */
  damaged?: string;
  restored: DatabaseSummary;
}

/**
 * Puts the backup `file` in place of the database at `database`, for a stopped
 * server. The backup is copied beside the database and checked there first, so
 * a file that is not this app's or fails the integrity check changes nothing;
 * then the current database (and its WAL, which is its own) is renamed to
 * `<database>.before-restore-<stamp>` and the checked copy renamed into place.
 */
export function restoreDatabase(file: string, database: string, options: { stamp?: string } = {}): RestoreReport {
  const source = resolve(file);
  if (!existsSync(source)) throw new Refusal(`${file} does not exist.`);
  if (statSync(source).isDirectory()) throw new Refusal(`${file} is a folder, not a backup file.`);
  if (source === database) throw new Refusal(`${file} is the server's own database; name the backup file to restore.`);
  if (existsSync(source + '-wal') && statSync(source + '-wal').size > 0) {
    throw new Refusal(
      `${source}-wal exists beside ${file}: the file is open in another program or was not closed cleanly, and may lack changes kept there. Close that program (or open and close the file with sqlite3), then restore.`,
    );
  }

  makeFolder(dirname(database));
  const temporary = `${database}.restoring-${process.pid}`;
  removeWithCompanions(temporary);
  let restored: DatabaseSummary;
  try {
    copyFileSync(source, temporary, constants.COPYFILE_EXCL);
    const check = openExisting(temporary, file);
    try {
      let result: string;
      try {
        result = integrity(check);
      } catch (err) {
        result = (err as Error).message;
      }
      if (result !== 'ok') throw new Refusal(`${file} fails SQLite's integrity check (${result}).`);
      assertAppDatabase(check, file);
      restored = summarize(check, temporary);
    } finally {
      check.close();
    }
    syncToDisk(temporary);
  } catch (err) {
    removeWithCompanions(temporary);
    if (err instanceof Refusal) throw new Refusal(`${err.message} Nothing was changed.`);
    throw new Refusal(`${file} could not be copied beside the database (${(err as Error).message}); nothing was changed.`);
  }

  let setAside: string | null = null;
  let damaged: string | undefined;
  try {
    if (existsSync(database)) {
      const use = databaseInUse(database);
      if (use.inUse) {
        throw new Refusal(
          `the database ${database} is in use: the server appears to be running. Stop it (every instance on this file), then restore; nothing was changed.`,
        );
      }
      damaged = use.damaged;
      setAside = `${database}.before-restore-${options.stamp ?? new Date().toISOString().replace(/[:.]/g, '-')}`;
      if (existsSync(setAside)) throw new Refusal(`${setAside} exists already; wait a moment and restore again. Nothing was changed.`);
      renameSync(database, setAside);
    }
    // The old file's WAL and journal belong to it (the lock above has folded a WAL in already); its shared memory is rebuilt on open.
    for (const s of ['-wal', '-journal'] as const) {
      if (!existsSync(database + s)) continue;
      if (setAside) renameSync(database + s, setAside + s);
      else rmSync(database + s);
    }
    rmSync(database + '-shm', { force: true });
    renameSync(temporary, database);
    syncFolder(dirname(database));
  } catch (err) {
    removeWithCompanions(temporary);
    if (err instanceof Refusal) throw err;
    throw new Refusal(
      `the restore stopped part way (${(err as Error).message}).${setAside && existsSync(setAside) && !existsSync(database) ? ` The database in use before is at ${setAside}; rename it back to ${database} to undo.` : ''}`,
    );
  }
  return { file: source, database, setAside, ...(damaged ? { damaged } : {}), restored: { ...restored, bytes: statSync(database).size } };
}

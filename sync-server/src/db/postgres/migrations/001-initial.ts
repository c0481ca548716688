/**
 * PostgreSQL's form of SQLite migration 001, numbered alike: SQLite's text with
 * the few changes the dialect needs. Where SQLite reads its implicit rowid (the
 * order sessions and contact messages were written), PostgreSQL has a `seq`
 * column; the change log's cursor is a BIGSERIAL. A shipped migration never
 * changes, so each change must find its text (checked when this loads, and the
 * resulting schema is compared with SQLite's in postgres-migrations.test.ts).
 */
import { sql as sqlite } from '../../sqlite/migrations/001-initial.js';

function dialect(text: string, changes: readonly [from: string, to: string][]): string {
  return changes.reduce((out, [from, to]) => {
    if (!out.includes(from)) throw new Error(`PostgreSQL migration 001: "${from}" is not in SQLite's migration`);
    return out.replace(from, to);
  }, text);
}

export const sql = dialect(sqlite, [
  ['seq INTEGER PRIMARY KEY AUTOINCREMENT', 'seq BIGSERIAL PRIMARY KEY'],
  ['CREATE TABLE sessions (\n  id TEXT PRIMARY KEY,', 'CREATE TABLE sessions (\n  id TEXT PRIMARY KEY,\n  seq BIGSERIAL NOT NULL,'],
  ['CREATE TABLE contact_messages (\n  id TEXT PRIMARY KEY,', 'CREATE TABLE contact_messages (\n  id TEXT PRIMARY KEY,\n  seq BIGSERIAL NOT NULL,'],
]);

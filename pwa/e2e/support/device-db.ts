/**
 * A device's local database held against the server's, once a chaos run has
 * settled. The device's side is read straight from its IndexedDB (the Dexie
 * database of pwa/src/data/db/db.ts), every synced table and the meta rows in one
 * read-only transaction. The server's side is what that device would see: its
 * own token's pull from cursor 0, page after page, with each change applied the
 * way the app's `writeChanges` (pwa/src/data/db/local-data.ts) applies it, so a
 * player's view (other teams' decisions left out, teammates' e-mail and phone
 * blank, the session without its owner) is compared like for like. The device
 * adds no field of its own to these tables: every row it writes is the engine's
 * change or the server's row, and each row is compared whole.
 */
import type { Page } from '@playwright/test';
import { SYNC_TABLES } from '@front-desk-rm/engine/domain';

export type SyncTable = (typeof SYNC_TABLES)[number];
type Row = Record<string, unknown>;
/** Each synced table's rows by the key the device files them under. */
export type TableRows = Record<SyncTable, Map<string, Row>>;

/** The database's name, as pwa/src/data/db/db.ts gives it. */
const DB_NAME = 'front-desk-rm';

/** The key a row is filed under on the device (the stores' key paths in db.ts): a leaderboard row by its session and team. */
function keyOf(table: SyncTable, row: Row): string {
  if (table === 'scenarios') return String(row._id);
  if (table === 'results') return `${String(row.sessionId)}|${String(row.id)}`;
  return String(row.id);
}

function emptyRows(): TableRows {
  return Object.fromEntries(SYNC_TABLES.map((t) => [t, new Map<string, Row>()])) as TableRows;
}

export interface DeviceSnapshot {
  token: string | null;
  /** The device's pull cursor: the rows are those of the server's log up to it. */
  cursor: string | null;
  outbox: number;
  rows: TableRows;
}

/** The device's synced tables, its token, cursor and outbox size, read in one transaction so they agree with each other. */
export async function readDevice(page: Page): Promise<DeviceSnapshot> {
  const raw = await page.evaluate(
    ({ name, tables }) =>
      new Promise<{ token: unknown; cursor: unknown; outbox: number; tables: Record<string, Record<string, unknown>[]> }>((done, fail) => {
        const open = indexedDB.open(name);
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction([...tables, 'meta', 'outbox'], 'readonly');
          const out = { token: undefined as unknown, cursor: undefined as unknown, outbox: 0, tables: {} as Record<string, Record<string, unknown>[]> };
          for (const t of tables) {
            const all = tx.objectStore(t).getAll();
            all.onsuccess = () => (out.tables[t] = all.result as Record<string, unknown>[]);
          }
          const token = tx.objectStore('meta').get('token');
          token.onsuccess = () => (out.token = (token.result as { value?: unknown } | undefined)?.value);
          const cursor = tx.objectStore('meta').get('cursor');
          cursor.onsuccess = () => (out.cursor = (cursor.result as { value?: unknown } | undefined)?.value);
          const outbox = tx.objectStore('outbox').count();
          outbox.onsuccess = () => (out.outbox = outbox.result);
          tx.oncomplete = () => {
            db.close();
            done(out);
          };
          tx.onerror = () => {
            db.close();
            fail(tx.error);
          };
        };
      }),
    { name: DB_NAME, tables: [...SYNC_TABLES] },
  );
  const rows = emptyRows();
  for (const t of SYNC_TABLES) for (const row of raw.tables[t] ?? []) rows[t].set(keyOf(t, row), row);
  return { token: typeof raw.token === 'string' ? raw.token : null, cursor: typeof raw.cursor === 'string' ? raw.cursor : null, outbox: raw.outbox, rows };
}

interface PullPage {
  cursor: string;
  hasMore: boolean;
  changes: { table: string; op: 'put' | 'delete'; key: string; row?: Row }[];
}

/** The scope the token sees, pulled from cursor 0 and applied as the device applies a pull; the cursor the last page ended at. */
export async function pullScope(base: string, token: string): Promise<{ cursor: string; rows: TableRows }> {
  const rows = emptyRows();
  let since = '0';
  for (;;) {
    const res = await fetch(`${base}/api/sync/pull?since=${since}`, { headers: { Authorization: token } });
    const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: PullPage } | null;
    if (!res.ok || !json?.success || !json.data) throw new Error(`GET /api/sync/pull?since=${since}: ${res.status} ${json?.message ?? ''}`);
    for (const c of json.data.changes) {
      // As writeChanges: contact messages stay on the server; a leaderboard delete names only the team.
      if (!(SYNC_TABLES as readonly string[]).includes(c.table)) continue;
      const table = c.table as SyncTable;
      if (c.op === 'put') rows[table].set(keyOf(table, c.row!), c.row!);
      else if (table === 'results') {
        for (const [k, r] of rows.results) if (r.id === c.key) rows.results.delete(k);
      } else rows[table].delete(c.key);
    }
    since = json.data.cursor;
    if (!json.data.hasMore) break;
  }
  return { cursor: since, rows };
}

export interface RowMismatch {
  table: string;
  key: string;
  diff: string;
}

/** A value as text, with undefined told apart from a missing field, keys sorted; cut short for a report line. */
function shown(value: unknown): string {
  const text =
    value === undefined
      ? 'undefined'
      : JSON.stringify(value, (_k, v: unknown) =>
          v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
        );
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as Row)[k], (b as Row)[k]));
}

/** Every row that differs between the device and the server's view, with the fields that differ (a field one side lacks included). */
export function compareRows(device: TableRows, server: TableRows): RowMismatch[] {
  const out: RowMismatch[] = [];
  for (const table of SYNC_TABLES) {
    const mine = device[table];
    const theirs = server[table];
    for (const [key, row] of theirs) {
      const local = mine.get(key);
      if (!local) out.push({ table, key, diff: 'missing on the device' });
      else if (!sameValue(local, row)) {
        const fields = [...new Set([...Object.keys(local), ...Object.keys(row)])].filter((f) => !(f in local) || !(f in row) || !sameValue(local[f], row[f]));
        const diff = fields.map((f) => `${f}: device ${f in local ? shown(local[f]) : '(none)'}, server ${f in row ? shown(row[f]) : '(none)'}`);
        out.push({ table, key, diff: diff.slice(0, 3).join('; ') + (diff.length > 3 ? `; and ${diff.length - 3} more fields` : '') });
      }
    }
    for (const key of mine.keys()) if (!theirs.has(key)) out.push({ table, key, diff: `only on the device: ${shown(mine.get(key))}` });
  }
  return out;
}

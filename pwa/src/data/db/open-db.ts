/**
 * Opens the device's database before a screen reads it. An older version is
 * upgraded by Dexie's `version()` chain (Dexie 4 also opens one a newer build
 * left, and adds tables that are missing). A database it still cannot open
 * (a store whose key changed, storage that answers with errors) is rebuilt:
 * its outbox and sign-in are salvaged first, the rest comes back from the
 * server with the next pull. Outbox rows this app cannot read are moved to
 * the list of changes that could not be saved, where the user sees them: one of
 * them must not block every push, and none may vanish unseen.
 */
import { Dexie } from 'dexie';
import { IDENTITY_KEYS, type FrontDeskDb, type MetaRow, type OutboxRow, type UnsavedRow } from './db.js';

export interface OpenOutcome {
  rebuilt: boolean;
  /** Outbox rows carried over a rebuild. */
  keptChanges: number;
  /** Outbox rows this app cannot read (no name, no date): moved to the changes that could not be saved. */
  unreadable: number;
  reason?: string;
}

export const UNREADABLE_REASON = 'This change was stored in a form this app cannot read, so it cannot be sent.';

/**
 * A row that can be sent: an id, a name and a date. Its name need not be one
 * this app knows (a newer app wrote it, or the server will say): the server
 * answers each change, and one it does not read waits.
 */
function isOutboxRow(row: unknown): row is OutboxRow {
  const r = row as Partial<OutboxRow> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    r.id.length > 0 &&
    typeof r.name === 'string' &&
    r.name.length > 0 &&
    typeof r.createdAt === 'string' &&
    (r.v === undefined || (Number.isInteger(r.v) && r.v >= 1))
  );
}

/** An unreadable row, as the user will see it in the list of changes that could not be saved. */
function asUnsaved(row: unknown, index: number, now: string): UnsavedRow {
  const r = (typeof row === 'object' && row !== null ? row : { value: row }) as Record<string, unknown>;
  const id = typeof r.id === 'string' && r.id.length > 0 ? r.id : `unreadable-${now}-${index}`;
  return {
    id,
    name: typeof r.name === 'string' && r.name ? r.name : 'unknown',
    v: typeof r.v === 'number' ? r.v : 1,
    args: r.args ?? r,
    createdAt: typeof r.createdAt === 'string' ? r.createdAt : now,
    reason: UNREADABLE_REASON,
    refusedAt: now,
  };
}

function normalise(r: OutboxRow): OutboxRow {
  return { id: r.id, name: r.name, v: r.v ?? 1, args: r.args, createdAt: r.createdAt, attempts: Number(r.attempts) || 0, lastError: r.lastError ?? null };
}

/** Reads whatever outbox and sign-in the stored database holds, whatever its schema; never throws. */
async function salvage(name: string): Promise<{ outbox: OutboxRow[]; unsaved: UnsavedRow[]; meta: MetaRow[] }> {
  const raw = new Dexie(name);
  try {
    // Without a version, Dexie opens the database as it is and lists its tables.
    await raw.open();
    const has = (t: string) => raw.tables.some((table) => table.name === t);
    const rows: unknown[] = has('outbox') ? await raw.table('outbox').toArray() : [];
    const now = new Date().toISOString();
    const unsaved = [
      ...(has('unsaved') ? ((await raw.table('unsaved').toArray()) as UnsavedRow[]) : []),
      ...rows.filter((r) => !isOutboxRow(r)).map((r, i) => asUnsaved(r, i, now)),
    ];
    const meta = has('meta') ? ((await raw.table('meta').toArray()) as MetaRow[]).filter((m) => IDENTITY_KEYS.includes(m?.key)) : [];
    return { outbox: rows.filter(isOutboxRow).map(normalise), unsaved, meta };
  } catch {
    return { outbox: [], unsaved: [], meta: [] };
  } finally {
    raw.close();
  }
}

/** Checks that the tables answer: a store missing from a damaged database fails here, not on a screen. */
async function probe(db: FrontDeskDb): Promise<void> {
  await db.transaction('r', db.tables, async () => {
    await Promise.all(db.tables.map((t) => t.limit(1).toArray()));
  });
}

/** Moves outbox rows that cannot be read to the unsaved list, and resets a pull cursor that cannot be read; answers how many rows moved. */
async function sanitise(db: FrontDeskDb): Promise<number> {
  return db.transaction('rw', db.outbox, db.unsaved, db.meta, async () => {
    const now = new Date().toISOString();
    const bad = (await db.outbox.toArray()).filter((r) => !isOutboxRow(r));
    await db.unsaved.bulkPut(bad.map((r, i) => asUnsaved(r, i, now)));
    await db.outbox.bulkDelete(bad.map((r) => (r as { id: string }).id));
    const cursor = await db.getMeta<unknown>('cursor');
    if (cursor !== undefined && !(typeof cursor === 'string' && /^\d+$/.test(cursor))) await db.setMeta('cursor', '0');
    return bad.length;
  });
}

export async function openLocalDb(db: FrontDeskDb): Promise<OpenOutcome> {
  try {
    await db.open();
    await probe(db);
    return { rebuilt: false, keptChanges: 0, unreadable: await sanitise(db) };
  } catch (err) {
    db.close();
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    const saved = await salvage(db.name);
    await Dexie.delete(db.name);
    db.declareSchema();
    await db.open();
    await db.transaction('rw', db.outbox, db.unsaved, db.meta, async () => {
      await db.outbox.bulkPut(saved.outbox);
      await db.unsaved.bulkPut(saved.unsaved);
      await db.meta.bulkPut(saved.meta);
      // Everything the server owns is pulled again from the start.
      await db.setMeta('cursor', '0');
    });
    return { rebuilt: true, keptChanges: saved.outbox.length, unreadable: saved.unsaved.filter((u) => u.reason === UNREADABLE_REASON).length, reason };
  }
}

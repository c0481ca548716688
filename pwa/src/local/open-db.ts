/**
 * Opens the device's database before a screen reads it. An older version is
 * upgraded by Dexie's `version()` chain (Dexie 4 also opens one a newer build
 * left, and adds tables that are missing). A database it still cannot open
 * (a store whose key changed, storage that answers with errors) is rebuilt:
 * its outbox and sign-in are salvaged first, the rest comes back from the
 * server with the next pull. Outbox rows that no build could send are removed,
 * since one of them would otherwise block every push.
 */
import { Dexie } from 'dexie';
import { MUTATION_NAMES } from '@front-desk-rm/engine';
import { IDENTITY_KEYS, type FrontDeskDb, type MetaRow, type OutboxRow } from './db.js';

export interface OpenOutcome {
  rebuilt: boolean;
  /** Outbox rows carried over a rebuild. */
  keptChanges: number;
  /** Outbox rows no build could ever send (no id, an unknown mutation): removed, or they would block every push. */
  discarded: number;
  reason?: string;
}

const KNOWN_MUTATIONS: ReadonlySet<string> = new Set(MUTATION_NAMES);

function isOutboxRow(row: unknown): row is OutboxRow {
  const r = row as Partial<OutboxRow> | null;
  return typeof r === 'object' && r !== null && typeof r.id === 'string' && r.id.length > 0 && typeof r.name === 'string' && KNOWN_MUTATIONS.has(r.name) && typeof r.createdAt === 'string';
}

/** Reads whatever outbox and sign-in the stored database holds, whatever its schema; never throws. */
async function salvage(name: string): Promise<{ outbox: OutboxRow[]; meta: MetaRow[]; discarded: number }> {
  const raw = new Dexie(name);
  try {
    // Without a version, Dexie opens the database as it is and lists its tables.
    await raw.open();
    const has = (t: string) => raw.tables.some((table) => table.name === t);
    const rows: unknown[] = has('outbox') ? await raw.table('outbox').toArray() : [];
    const outbox = rows.filter(isOutboxRow);
    const meta = has('meta') ? ((await raw.table('meta').toArray()) as MetaRow[]).filter((m) => IDENTITY_KEYS.includes(m?.key)) : [];
    return { outbox: outbox.map((r) => ({ id: r.id, name: r.name, args: r.args, createdAt: r.createdAt, attempts: Number(r.attempts) || 0, lastError: r.lastError ?? null })), meta, discarded: rows.length - outbox.length };
  } catch {
    return { outbox: [], meta: [], discarded: 0 };
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

/** Removes outbox rows that cannot be sent and a pull cursor that cannot be read; answers how many rows went. */
async function sanitise(db: FrontDeskDb): Promise<number> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const bad = (await db.outbox.toArray()).filter((r) => !isOutboxRow(r)).map((r) => (r as { id: string }).id);
    await db.outbox.bulkDelete(bad);
    const cursor = await db.getMeta<unknown>('cursor');
    if (cursor !== undefined && !(typeof cursor === 'string' && /^\d+$/.test(cursor))) await db.setMeta('cursor', '0');
    return bad.length;
  });
}

export async function openLocalDb(db: FrontDeskDb): Promise<OpenOutcome> {
  try {
    await db.open();
    await probe(db);
    return { rebuilt: false, keptChanges: 0, discarded: await sanitise(db) };
  } catch (err) {
    db.close();
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    const saved = await salvage(db.name);
    await Dexie.delete(db.name);
    await db.open();
    await db.transaction('rw', db.outbox, db.meta, async () => {
      await db.outbox.bulkPut(saved.outbox);
      await db.meta.bulkPut(saved.meta);
      // Everything the server owns is pulled again from the start.
      await db.setMeta('cursor', '0');
    });
    return { rebuilt: true, keptChanges: saved.outbox.length, discarded: saved.discarded, reason };
  }
}

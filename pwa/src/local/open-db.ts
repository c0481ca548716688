/**
 * Opens the device's database before the app renders. An older version is
 * upgraded by Dexie's `version()` chain. A database this build cannot open (one
 * left by a newer build, or damaged) is rebuilt: its outbox and sign-in are
 * salvaged first, the rest comes back from the server with the next pull.
 */
import { Dexie } from 'dexie';
import { MUTATION_NAMES } from '@front-desk-rm/engine';
import { IDENTITY_KEYS, type FrontDeskDb, type MetaRow, type OutboxRow } from './db.js';

export type OpenOutcome = { rebuilt: false } | { rebuilt: true; keptChanges: number; reason: string };

const KNOWN_MUTATIONS: ReadonlySet<string> = new Set(MUTATION_NAMES);

function isOutboxRow(row: unknown): row is OutboxRow {
  const r = row as Partial<OutboxRow> | null;
  return typeof r === 'object' && r !== null && typeof r.id === 'string' && r.id.length > 0 && typeof r.name === 'string' && KNOWN_MUTATIONS.has(r.name) && typeof r.createdAt === 'string';
}

/** Reads whatever outbox and sign-in the stored database holds, whatever its schema; never throws. */
async function salvage(name: string): Promise<{ outbox: OutboxRow[]; meta: MetaRow[] }> {
  const raw = new Dexie(name);
  try {
    // Without a version, Dexie opens the database as it is and lists its tables.
    await raw.open();
    const has = (t: string) => raw.tables.some((table) => table.name === t);
    const outbox = has('outbox') ? (await raw.table('outbox').toArray()).filter(isOutboxRow) : [];
    const meta = has('meta') ? ((await raw.table('meta').toArray()) as MetaRow[]).filter((m) => IDENTITY_KEYS.includes(m?.key)) : [];
    return { outbox: outbox.map((r) => ({ ...r, attempts: Number(r.attempts) || 0, lastError: r.lastError ?? null })), meta };
  } catch {
    return { outbox: [], meta: [] };
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

export async function openLocalDb(db: FrontDeskDb): Promise<OpenOutcome> {
  try {
    await db.open();
    await probe(db);
    return { rebuilt: false };
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
    return { rebuilt: true, keptChanges: saved.outbox.length, reason };
  }
}

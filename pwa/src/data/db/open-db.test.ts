import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { FrontDeskDb, type OutboxRow } from './db.js';
import { UNREADABLE_REASON, openLocalDb } from './open-db.js';
import { outgoing } from '../writes/outbox.js';

const names: string[] = [];
function freshName() {
  const name = `open-db-${names.length}-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
}
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

const waiting: OutboxRow = {
  id: '01JD0000000000000000000001',
  name: 'recordDecision',
  v: 1,
  args: { sessionId: 's', teamId: 't', scenarioId: 'x', decision: 'acc' },
  createdAt: '2026-11-23T09:00:00.000Z',
  attempts: 2,
  lastError: 'network',
};

/** Raw IndexedDB, as another build (or a broken one) might have left it. */
function rawDatabase(name: string, version: number, stores: Record<string, string>, rows: Record<string, unknown[]>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, version);
    req.onupgradeneeded = () => {
      for (const [store, keyPath] of Object.entries(stores)) req.result.createObjectStore(store, { keyPath });
    };
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const db = req.result;
      const tx = db.transaction(Object.keys(rows), 'readwrite');
      for (const [store, list] of Object.entries(rows)) for (const row of list) tx.objectStore(store).put(row);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe('opening the device database', () => {
  it('upgrades a version 1 database in place, keeping its outbox and sign-in', async () => {
    const name = freshName();
    const v1 = new Dexie(name);
    v1.version(1).stores({
      sessions: 'id',
      scenarios: '_id, sessionId',
      teams: 'id, sessionId',
      members: 'id, sessionId, teamId',
      decisions: 'id, sessionId, teamId, [teamId+scenarioId]',
      results: '[sessionId+id], sessionId',
      outbox: 'id',
      meta: 'key',
    });
    await v1.table('outbox').add(waiting);
    await v1.table('meta').put({ key: 'token', value: 'tok' });
    v1.close();

    const db = new FrontDeskDb(name);
    expect(await openLocalDb(db)).toEqual({ rebuilt: false, keptChanges: 0, unreadable: 0 });
    expect(await db.outbox.toArray()).toEqual([waiting]);
    expect(await db.getMeta('token')).toBe('tok');
    // The table version 2 added is there and works.
    await db.practice.put({ scenarioId: 'p1', decision: 'dec', decidedAt: 'now' });
    expect(await db.practice.count()).toBe(1);
    db.close();
  });

  it("opens yesterday's database (schema 3, outbox rows without versions) with every row kept as version 1, which the app sends upcast", async () => {
    const name = freshName();
    const v3 = new Dexie(name);
    v3.version(1).stores({
      sessions: 'id',
      scenarios: '_id, sessionId',
      teams: 'id, sessionId',
      members: 'id, sessionId, teamId',
      decisions: 'id, sessionId, teamId, [teamId+scenarioId]',
      results: '[sessionId+id], sessionId',
      outbox: 'id',
      meta: 'key',
    });
    v3.version(2).stores({ practice: 'scenarioId' });
    v3.version(3).stores({ optima: 'sessionId' });
    const { v: _, ...yesterday } = waiting;
    const second = { ...yesterday, id: '01JD0000000000000000000002', name: 'markTeamReady', args: { teamId: 't' } };
    await v3.table('outbox').bulkAdd([yesterday, second]);
    v3.close();

    const db = new FrontDeskDb(name);
    expect(await openLocalDb(db)).toEqual({ rebuilt: false, keptChanges: 0, unreadable: 0 });
    const rows = await db.outbox.orderBy('id').toArray();
    expect(rows).toEqual([
      { ...yesterday, v: 1 },
      { ...second, v: 1 },
    ]);
    expect(outgoing(rows[0]!)).toEqual({ id: waiting.id, name: 'recordDecision', v: 2, args: { ...(waiting.args as object), source: 'team' }, readable: true });
    expect(await db.unsaved.count()).toBe(0);
    db.close();
  });

  it('opens a database a newer build left, with its missing tables added, a change it does not know kept for the server, and unreadable rows listed, not removed', async () => {
    const name = freshName();
    const newer = {
      id: '01JD0000000000000000000003',
      name: 'renameHotel',
      v: 1,
      args: {},
      createdAt: '2026-11-26T09:00:00.000Z',
      attempts: 0,
      lastError: null,
    };
    await rawDatabase(
      name,
      990,
      { outbox: 'id', meta: 'key', somethingNew: 'id' },
      {
        outbox: [waiting, newer, { nonsense: true, id: 'x2' }],
        meta: [
          { key: 'token', value: 'tok' },
          { key: 'cursor', value: 'not-a-number' },
        ],
      },
    );
    const db = new FrontDeskDb(name);
    expect(await openLocalDb(db)).toEqual({ rebuilt: false, keptChanges: 0, unreadable: 1 });
    expect(await db.outbox.toArray()).toEqual([waiting, newer]);
    expect(await db.unsaved.toArray()).toEqual([expect.objectContaining({ id: 'x2', name: 'unknown', reason: UNREADABLE_REASON })]);
    expect(await db.getMeta('token')).toBe('tok');
    // A cursor that cannot be read would make every pull fail: it starts again.
    expect(await db.getMeta('cursor')).toBe('0');
    expect(await db.decisions.count()).toBe(0);
    db.close();
  });

  it('rebuilds a damaged database it cannot open, salvaging valid outbox rows and the sign-in', async () => {
    const name = freshName();
    // The outbox keyed on another field: Dexie cannot change a primary key in place.
    await rawDatabase(
      name,
      20,
      { outbox: 'uuid', meta: 'key' },
      {
        outbox: [
          { ...waiting, uuid: 'u1' },
          { uuid: 'u2', name: 'recordDecision' },
        ],
        meta: [
          { key: 'token', value: 'tok' },
          { key: 'memberId', value: 'm1' },
          { key: 'cursor', value: '42' },
        ],
      },
    );
    const db = new FrontDeskDb(name);
    const outcome = await openLocalDb(db);
    expect(outcome).toMatchObject({ rebuilt: true, keptChanges: 1, unreadable: 1 });
    expect(await db.outbox.toArray()).toEqual([waiting]);
    expect(await db.unsaved.toArray()).toEqual([expect.objectContaining({ name: 'recordDecision', reason: UNREADABLE_REASON })]);
    expect(await db.getMeta('token')).toBe('tok');
    expect(await db.getMeta('memberId')).toBe('m1');
    // Everything the server owns comes back from the start.
    expect(await db.getMeta('cursor')).toBe('0');
    db.close();
  });

  it('opens an empty device as a fresh database', async () => {
    const db = new FrontDeskDb(freshName());
    expect(await openLocalDb(db)).toEqual({ rebuilt: false, keptChanges: 0, unreadable: 0 });
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });
});

/**
 * One set of rules for the game's rows, held by both stores (decision record
 * 019): SQLite's game repository and PostgreSQL's game store, each given the
 * same writes, must keep, refuse and log the same things. PostgreSQL runs on a
 * real throw-away cluster.
 */
import type { Change } from '@front-desk-rm/engine/mutations';
import { describe, expect, it } from 'vitest';
import { useBothStores } from '../testing/postgres-suite.js';
import { StoreRefusal, type Store as ServerStore } from './store.js';

/** The game's rows as the server uses them, through the store. */
interface Store {
  /** One transaction of writes: all kept, or none when one is refused. */
  write(changes: Change[], sessionId: string | null): Promise<void>;
  load: ServerStore['game']['load'];
  log(): Promise<{ tbl: string; op: string; key: string }[]>;
  close(): Promise<void>;
}

const NOW = '2026-11-25T10:00:00.000Z';
const OWNER = { id: 'U1', email: 'host@example.com' };

const stores = useBothStores().map(
  ([name, open]) =>
    [
      name,
      async (): Promise<Store> => {
        const store = await open();
        await store.users.insert({ id: OWNER.id, email: OWNER.email, name: 'Host', role: 'admin', password_hash: 'x', created_at: NOW });
        return {
          write: (changes, sessionId) => store.transaction(sessionId, (tx) => tx.game.write(changes, NOW, sessionId)),
          load: store.game.load,
          // What a pull of the two sessions reads, in order.
          log: async () => (await store.sync.changesSince(0, ['S1', 'S2'], 1000)).map(({ tbl, op, key }) => ({ tbl, op, key })),
          close: () => store.close(),
        };
      },
    ] as const,
);

const session = (id: string, gameCode: string) => ({ id, ownerId: OWNER.id, gameCode, name: 'Week', status: 'upcoming' });
const put = (table: Change['table'], key: string, row: Record<string, unknown>, create = true) => ({ table, op: 'put', key, row, create }) as unknown as Change;
const del = (table: Change['table'], key: string) => ({ table, op: 'delete', key }) as Change;
const decision = (id: string, sessionId: string, teamId: string, scenarioId: string, d = 'acc') => ({ id, sessionId, teamId, scenarioId, decision: d });

/** What a refused write says, or null when it was kept. */
async function refusal(write: Promise<void>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (err) {
    if (!(err instanceof StoreRefusal)) throw err;
    return err.code;
  }
}

describe.each(stores)('the game store on %s', (_, open) => {
  it('keeps a session with its rows, refuses a taken id and a second decision on one request, and logs what it kept', async () => {
    const store = await open();
    await store.write([put('sessions', 'S1', session('S1', 'ABC234'))], null);
    await store.write(
      [
        put('scenarios', 'R1', { _id: 'R1', sessionId: 'S1' }),
        put('teams', 'T1', { id: 'T1', sessionId: 'S1' }),
        put('members', 'M1', { id: 'M1', sessionId: 'S1', email: 'a@example.com', teamId: 'T1' }),
      ],
      'S1',
    );
    await store.write([put('decisions', 'D1', decision('D1', 'S1', 'T1', 'R1'))], 'S1');
    // The same id again is never an update.
    expect(await refusal(store.write([put('decisions', 'D1', decision('D1', 'S1', 'T1', 'R1', 'dec'))], 'S1'))).toBe('id_taken');
    // Another id for a request the team already decided: the first decision stands.
    expect(await refusal(store.write([put('decisions', 'D2', decision('D2', 'S1', 'T1', 'R1', 'dec'))], 'S1'))).toBe('conflict');
    // A member's e-mail is one per session.
    expect(await refusal(store.write([put('members', 'M2', { id: 'M2', sessionId: 'S1', email: 'a@example.com' })], 'S1'))).toBe('conflict');
    const data = await store.load('S1');
    expect(Object.keys(data.decisions)).toEqual(['D1']);
    expect(data.decisions['D1']).toMatchObject({ decision: 'acc' });
    expect(Object.keys(data.members)).toEqual(['M1']);
    expect(await store.log()).toEqual([
      { tbl: 'sessions', op: 'put', key: 'S1' },
      { tbl: 'scenarios', op: 'put', key: 'R1' },
      { tbl: 'teams', op: 'put', key: 'T1' },
      { tbl: 'members', op: 'put', key: 'M1' },
      { tbl: 'decisions', op: 'put', key: 'D1' },
    ]);
    await store.close();
  });

  it('refuses every change outside the writer’s session, and a refused batch leaves nothing behind', async () => {
    const store = await open();
    await store.write([put('sessions', 'S1', session('S1', 'ABC234')), put('sessions', 'S2', session('S2', 'XYZ789'))], null);
    await store.write([put('teams', 'T1', { id: 'T1', sessionId: 'S1' }), put('scenarios', 'R1', { _id: 'R1', sessionId: 'S1' })], 'S1');
    await store.write([put('teams', 'T2', { id: 'T2', sessionId: 'S2' })], 'S2');
    await store.write([put('decisions', 'D1', decision('D1', 'S1', 'T1', 'R1'))], 'S1');
    // A row of another session, written from this one.
    expect(await refusal(store.write([put('teams', 'T9', { id: 'T9', sessionId: 'S2' })], 'S1'))).toBe('forbidden');
    // An update that moves a row to another session, or a decision to another team.
    expect(await refusal(store.write([put('teams', 'T2', { id: 'T2', sessionId: 'S1', name: 'mine now' }, false)], 'S1'))).toBe('forbidden');
    expect(await refusal(store.write([put('decisions', 'D1', decision('D1', 'S1', 'T9', 'R1'), false)], 'S1'))).toBe('forbidden');
    // A delete of another session's row.
    expect(await refusal(store.write([del('teams', 'T2')], 'S1'))).toBe('forbidden');
    // An update with no session in scope.
    expect(await refusal(store.write([put('teams', 'T1', { id: 'T1', sessionId: 'S1', name: 'x' }, false)], null))).toBe('forbidden');
    // A batch whose last change is refused keeps none of it.
    expect(await refusal(store.write([put('teams', 'T3', { id: 'T3', sessionId: 'S1' }), put('teams', 'T1', { id: 'T1', sessionId: 'S1' })], 'S1'))).toBe(
      'id_taken',
    );
    expect(Object.keys((await store.load('S1')).teams)).toEqual(['T1']);
    expect(Object.keys((await store.load('S2')).teams)).toEqual(['T2']);
    // Within the session, an update and a delete are kept.
    await store.write([put('teams', 'T1', { id: 'T1', sessionId: 'S1', name: 'Renamed' }, false), del('decisions', 'D1')], 'S1');
    const after = await store.load('S1');
    expect(after.teams['T1']).toMatchObject({ name: 'Renamed' });
    expect(after.decisions).toEqual({});
    expect((await store.log()).slice(-2)).toEqual([
      { tbl: 'teams', op: 'put', key: 'T1' },
      { tbl: 'decisions', op: 'delete', key: 'D1' },
    ]);
    await store.close();
  });

  it('answers a session that does not exist with empty data', async () => {
    const store = await open();
    expect(await store.load('nope')).toMatchObject({ sessions: {}, teams: {}, decisions: {} });
    await store.close();
  });
});

/**
 * The server's other tables, one set of rules on both stores (decision record
 * 019): the sync log, the leaderboard, accounts and tokens, optima and
 * properties answer the same on SQLite and on PostgreSQL (a real throw-away
 * cluster), given the same calls through the store the server runs on.
 */
import type { OptimumData, Property, PropertyListQuery, ResultRow } from '@front-desk-rm/engine/domain';
import { describe, expect, it } from 'vitest';
import { useBothStores } from '../testing/postgres-suite.js';
import type { Store, UserRow } from './store.js';

/** The repositories as the server uses them, through the store; rows the test sets up written straight in. */
const stores = useBothStores().map(
  ([name, open]) =>
    [
      name,
      async () => {
        const store: Store = await open();
        return {
          ...store,
          sql: async (statement: string) => void (await store.counters(statement, [])),
          // A leaderboard is replaced inside a session's transaction, as the server does it.
          results: {
            rows: store.results.rows,
            replace: (sessionId: string, rows: ResultRow[], now: string) => store.transaction(sessionId, (tx) => tx.results.replace(sessionId, rows, now)),
          },
        };
      },
    ] as const,
);

const NOW = '2026-11-25T10:00:00.000Z';
const HOST: UserRow = { id: 'U1', email: 'host@example.com', name: 'Host', role: 'admin', password_hash: 'x', created_at: NOW };
const row = (id: string, rank: number, revenue: number): ResultRow => ({
  id,
  name: id,
  revenue,
  occupancy: 0,
  ADR: 0,
  revPar: 0,
  acceptedBooking: 0,
  declinedBooking: 0,
  status: 'In Progress',
  rank,
});

describe.each(stores)('the repositories on %s', (_, open) => {
  it('the sync log: an answered id is found with its actor, a second record of it is refused, and pulls read each session’s changes in order', async () => {
    const r = await open();
    expect(await r.sync.head()).toBe(0);
    await r.sync.record('M1', 'recordDecision', 'applied', { status: 'applied' }, NOW, 'participant:P1');
    expect(await r.sync.answered('M1')).toEqual({ id: 'M1', status: 'applied', answer: '{"status":"applied"}', actor: 'participant:P1' });
    expect(await r.sync.answered('M2')).toBeUndefined();
    await expect(r.sync.record('M1', 'recordDecision', 'rejected', {}, NOW, 'participant:P2')).rejects.toThrow();
    await r.sql(
      `INSERT INTO change_log (session_id, tbl, op, key, row, at) VALUES ('S1', 'teams', 'put', 'T1', '{}', '${NOW}'), ('S2', 'teams', 'put', 'T2', '{}', '${NOW}'), ('S1', 'teams', 'delete', 'T1', NULL, '${NOW}')`,
    );
    const s1 = await r.sync.changesSince(0, ['S1'], 10);
    expect(s1.map((c) => [c.tbl, c.op, c.key, c.row])).toEqual([
      ['teams', 'put', 'T1', '{}'],
      ['teams', 'delete', 'T1', null],
    ]);
    expect(typeof s1[0]!.seq).toBe('number');
    expect(await r.sync.changesSince(s1[0]!.seq, ['S1', 'S2'], 1)).toHaveLength(1);
    expect(await r.sync.changesSince(0, [], 10)).toEqual([]);
    expect(await r.sync.head()).toBe(s1[1]!.seq);
    await r.close();
  });

  it('the leaderboard: replaced whole, logging only the rows that changed, and nothing when nothing did', async () => {
    const r = await open();
    await r.sql(`INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES ('U1', 'h@example.com', 'H', 'admin', 'x', '${NOW}')`);
    await r.sql(`INSERT INTO sessions (id, owner_id, game_code, doc) VALUES ('S1', 'U1', 'ABC234', '{}')`);
    expect(await r.results.replace('S1', [row('T1', 1, 500), row('T2', 2, 100)], NOW)).toBe(true);
    expect(await r.results.replace('S1', [row('T2', 2, 100), row('T1', 1, 500)], NOW)).toBe(false);
    expect(await r.results.replace('S1', [row('T2', 1, 900)], NOW)).toBe(true);
    expect((await r.results.rows('S1')).map((x) => [x.id, x.rank])).toEqual([['T2', 1]]);
    const logged = (await r.sync.changesSince(0, ['S1'], 10)).map((c) => [c.tbl, c.op, c.key]);
    expect(logged).toEqual([
      ['results', 'put', 'T1'],
      ['results', 'put', 'T2'],
      ['results', 'put', 'T2'],
      ['results', 'delete', 'T1'],
    ]);
    await r.close();
  });

  it('accounts and tokens: found by e-mail in any case, a token resolved, revoked and purged when expired', async () => {
    const r = await open();
    await r.users.insert(HOST);
    expect(await r.users.count()).toBe(1);
    expect(await r.users.byEmail('  HOST@example.com ')).toMatchObject({ id: 'U1', role: 'admin' });
    expect(await r.users.byId('nope')).toBeUndefined();
    const token = {
      token_hash: 'h1',
      role: 'admin' as const,
      user_id: 'U1',
      member_id: null,
      session_id: null,
      expires_at: '2026-12-01T00:00:00.000Z',
      created_at: NOW,
    };
    await r.users.insertToken(token);
    await r.users.insertToken({ ...token, token_hash: 'old', expires_at: '2026-11-01T00:00:00.000Z' });
    expect(await r.users.token('h1')).toMatchObject({ role: 'admin', user_id: 'U1', expires_at: token.expires_at });
    expect(await r.users.purgeExpired(NOW)).toBe(1);
    expect(await r.users.token('old')).toBeUndefined();
    expect(await r.users.revoke('h1')).toBe(true);
    expect(await r.users.revoke('h1')).toBe(false);
    await r.close();
  });

  it('optima and properties: an optimum replaced for a new deck; properties paged, searched in any case and filtered', async () => {
    const r = await open();
    await r.sql(`INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES ('U1', 'h@example.com', 'H', 'admin', 'x', '${NOW}')`);
    await r.sql(`INSERT INTO sessions (id, owner_id, game_code, doc) VALUES ('S1', 'U1', 'ABC234', '{}')`);
    const optimum: OptimumData = { sessionId: 'S1', deckKey: 'k1', computedAt: NOW, optimum: { revenue: 10, chosen: ['R1'], rooms: {}, halls: {} } };
    await r.optima.put(optimum);
    await r.optima.put({ ...optimum, deckKey: 'k2' });
    expect(await r.optima.get('S1')).toEqual({ ...optimum, deckKey: 'k2' });
    expect(await r.optima.get('S9')).toBeNull();

    const names = ['zeta Inn', 'Alpha Lodge', 'beta 100% Resort', 'Gamma_House', 'alpine Stay'];
    for (const [i, propertyName] of names.entries()) await r.properties.put({ hId: `H${i}`, propertyName, isActive: i % 2 === 0 } satisfies Property);
    await r.properties.put({ hId: 'H1', propertyName: 'Alpha Lodge', isActive: true });
    const list = (q: Record<string, unknown>) => r.properties.list({ limit: 5, pageNumber: 1, ...q } as unknown as PropertyListQuery);
    const all = await list({});
    expect(all.property.map((p) => p.propertyName)).toEqual(['Alpha Lodge', 'alpine Stay', 'beta 100% Resort', 'Gamma_House', 'zeta Inn']);
    expect([all.totalProperty, all.active, all.inActive]).toEqual([5, 4, 1]);
    expect((await list({ search: 'ALP' })).property.map((p) => p.hId)).toEqual(['H1', 'H4']);
    expect((await list({ search: '100%' })).property.map((p) => p.hId)).toEqual(['H2']);
    expect((await list({ search: 'a_h' })).property.map((p) => p.hId)).toEqual(['H3']);
    expect((await list({ isActive: false })).property.map((p) => p.hId)).toEqual(['H3']);
    expect((await list({ limit: 2, pageNumber: 2 })).property.map((p) => p.hId)).toEqual(['H2', 'H3']);
    expect(await r.properties.get('H3')).toMatchObject({ propertyName: 'Gamma_House' });
    expect(await r.properties.count()).toBe(5);
    await r.close();
  });
});

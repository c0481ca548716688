/**
 * The pull cursor on PostgreSQL never passes a change that is not yet
 * visible (issue 34). Two instances write at once, many transactions per
 * session and across sessions, each holding its transaction open a moment
 * after it has logged its changes, and some rolling back; a third connection
 * follows `changesSince` with the cursor each answer gives, as a device does.
 * Every committed change must reach it exactly once, and nothing rolled back.
 *
 * On a cursor that is a plain sequence number this fails in every run: a
 * transaction that took seq 168 and commits after the one that took 169 is
 * passed over by a reader that saw 169 first.
 */
import type { Change } from '@front-desk-rm/engine/mutations';
import { describe, expect, it } from 'vitest';
import { usePostgresCluster } from '../../testing/postgres-suite.js';
import { randomFrom } from '@front-desk-rm/engine/mutations';
import { openPostgresStore } from './store.js';
import { StoreRefusal } from '../store.js';
import type { Store } from '../store.js';

const postgres = usePostgresCluster();
const NOW = '2026-11-26T10:00:00.000Z';
const OWNER = 'U1';

const sessionRow = (id: string) => ({ id, ownerId: OWNER, gameCode: `C${id.slice(-5).padStart(5, '0')}`, name: id, status: 'upcoming' });
const create = (table: Change['table'], key: string, row: Record<string, unknown>) => ({ table, op: 'put', key, row, create: true }) as unknown as Change;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Plan {
  /** The session the transaction writes to, or null for one that creates a session. */
  sessionId: string | null;
  changes: Change[];
  rollBack: boolean;
  /** How long the transaction stays open after logging its changes, in ms. */
  holdMs: number;
}

/** `count` transactions over `sessions` existing sessions and `fresh` new ones, drawn from `seed`. */
function plans(seed: string, sessions: readonly string[], fresh: readonly string[], count: number): Plan[] {
  const random = randomFrom(seed);
  const out: Plan[] = fresh.map((id) => ({
    sessionId: null,
    changes: [create('sessions', id, sessionRow(id))],
    rollBack: random() < 0.15,
    holdMs: Math.floor(random() * 6),
  }));
  for (let i = 0; out.length < count; i++) {
    const sessionId = sessions[Math.floor(random() * sessions.length)]!;
    const n = 1 + Math.floor(random() * 3);
    const changes = Array.from({ length: n }, (_, k) => create('teams', `${seed}-T${i}-${k}`, { id: `${seed}-T${i}-${k}`, sessionId, name: `Team ${i}.${k}` }));
    out.push({ sessionId, changes, rollBack: random() < 0.15, holdMs: Math.floor(random() * 6) });
  }
  // Creates and writes interleaved, as an operator's two instances saw them.
  return out.sort(() => random() - 0.5);
}

async function runPlan(store: Store, plan: Plan): Promise<void> {
  try {
    await store.transaction(plan.sessionId, async (tx) => {
      await tx.game.write(plan.changes, NOW, plan.sessionId);
      // As the server does after a write: read the session's version, which logs the changes, then stay open a moment.
      await tx.game.version(plan.sessionId ?? plan.changes[0]!.key);
      await sleep(plan.holdMs);
      if (plan.rollBack) throw new StoreRefusal('invalid', 'rolled back on purpose');
    });
  } catch (err) {
    if (!(err instanceof StoreRefusal) || !plan.rollBack) throw err;
  }
}

/** Runs the plans `width` at a time, alternating instances. */
async function runAll(instances: readonly Store[], all: readonly Plan[], width: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async (_, lane) => {
      for (let i = next++; i < all.length; i = next++) await runPlan(instances[(i + lane) % instances.length]!, all[i]!);
    }),
  );
}

describe('the pull cursor on PostgreSQL, with writers on two instances', () => {
  it('brings every committed change exactly once, and nothing rolled back, to a reader following its cursor', async () => {
    const url = await postgres.database();
    const [a, b, reader] = await Promise.all([openPostgresStore(url, { max: 12 }), openPostgresStore(url, { max: 12 }), openPostgresStore(url, { max: 2 })]);
    try {
      await a.users.insert({ id: OWNER, email: 'host@example.com', name: 'Host', role: 'admin', password_hash: 'x', created_at: NOW });
      const sessions = Array.from({ length: 8 }, (_, i) => `S${i}`);
      for (const id of sessions) await a.transaction(null, (tx) => tx.game.write([create('sessions', id, sessionRow(id))], NOW, null));
      const fresh = Array.from({ length: 60 }, (_, i) => `N${i}`);
      const scope = [...sessions, ...fresh];

      for (const round of [1, 2, 3]) {
        const start = await reader.sync.head();
        const all = plans(
          `pull-cursor-${round}`,
          sessions,
          fresh.map((id) => `${id}r${round}`),
          300,
        );
        const roundScope = [...scope, ...all.flatMap((p) => (p.sessionId === null ? [p.changes[0]!.key] : []))];
        const received: string[] = [];
        let cursor = start;
        const pullOnce = async () => {
          for (;;) {
            const rows = await reader.sync.changesSince(cursor, roundScope, 25);
            for (const r of rows) received.push(`${r.tbl}:${r.key}`);
            if (rows.length > 0) cursor = rows[rows.length - 1]!.seq;
            if (rows.length < 25) return;
          }
        };
        let writing = true;
        const following = (async () => {
          while (writing) {
            await pullOnce();
            await sleep(1);
          }
          await pullOnce();
        })();
        await runAll([a, b], all, 20);
        writing = false;
        await following;

        const committed = all.filter((p) => !p.rollBack).flatMap((p) => p.changes.map((c) => `${c.table}:${c.key}`));
        const rolledBack = new Set(all.filter((p) => p.rollBack).flatMap((p) => p.changes.map((c) => `${c.table}:${c.key}`)));
        expect(all.filter((p) => p.rollBack).length, 'some transactions roll back').toBeGreaterThan(10);
        const missed = committed.filter((k) => !received.includes(k));
        expect(missed, `round ${round}: committed changes the reader never received`).toEqual([]);
        expect(
          received.filter((k) => rolledBack.has(k)),
          `round ${round}: rolled-back changes received`,
        ).toEqual([]);
        expect(received.length, `round ${round}: changes received more than once`).toBe(new Set(received).size);
        expect(received.sort()).toEqual([...committed].sort());
      }
    } finally {
      await Promise.all([a.close(), b.close(), reader.close()]);
    }
  }, 120_000);
});

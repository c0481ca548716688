/**
 * Writes that must reach the server: the engine's mutation applied to the
 * device's data and queued in the outbox, in one Dexie transaction, so a write
 * is either shown and queued or neither. Offline, it waits in the outbox; the
 * sync engine sends it when the network returns.
 */
import { monotonicFactory } from 'ulid';
import { type GameData } from '@front-desk-rm/engine/domain';
import {
  applyIn,
  createdRowIn,
  emptyGameData,
  idsFrom,
  randomFrom,
  sessionOfIn,
  upcastIn,
  type Actor,
  type MutationTable,
  type MutationArgs,
  type MutationName,
  type MutationResult,
  type MutationValue,
} from '@front-desk-rm/engine/mutations';
import type { FrontDeskDb, OutboxRow } from '../db/db.js';
import { loadSessionData, writeChanges } from '../db/local-data.js';
import { loadedMutations, mutationsFor } from './loaded-mutations.js';

export const newUlid = monotonicFactory();

/** The session of a change, found in the device's copy. */
function sessionIdOf(db: FrontDeskDb, table: MutationTable, name: MutationName, args: unknown): Promise<string | null> {
  return sessionOfIn(table, name, args, {
    ofTeam: async (id) => (await db.teams.get(id))?.sessionId ?? null,
    ofRequest: async (id) => (await db.scenarios.get(id))?.sessionId ?? null,
    byCode: async (code) => (await db.sessions.filter((s) => s.gameCode === code.toUpperCase() || s.id === code).first())?.id ?? null,
  });
}

async function dataFor(db: FrontDeskDb, table: MutationTable, name: MutationName, args: unknown): Promise<GameData> {
  const sessionId = await sessionIdOf(db, table, name, args);
  return sessionId ? loadSessionData(db, sessionId) : emptyGameData();
}

export interface LocalContext {
  actor: Actor;
  now?: () => Date;
  random?: () => number;
}

export type LocalResult<V = unknown> = MutationResult<V> & { mutationId?: string };

/**
 * Applies a mutation on the device and queues it. A mutation the engine refuses
 * here would be refused by the server too: it is not queued, and the caller
 * shows the reason.
 */
export async function mutateLocally<N extends MutationName>(
  db: FrontDeskDb,
  name: N,
  rawArgs: MutationArgs<N>,
  ctx: LocalContext,
): Promise<LocalResult<MutationValue<N>>> {
  const table = await mutationsFor([name]);
  const now = (ctx.now ?? (() => new Date()))();
  // A create's new row is named here, so the server stores the same id.
  const args: unknown =
    createdRowIn(table, name, rawArgs) && typeof rawArgs === 'object' && rawArgs !== null && !('id' in rawArgs)
      ? { ...rawArgs, id: newUlid(now.getTime()) }
      : rawArgs;
  const mutationId = newUlid(now.getTime());
  return db.transaction('rw', [db.sessions, db.scenarios, db.teams, db.members, db.decisions, db.outbox], async () => {
    const data = await dataFor(db, table, name, args);
    const result = applyIn(table, name, data, args, {
      actor: ctx.actor,
      now: now.toISOString(),
      newId: idsFrom(mutationId),
      random: ctx.random ?? randomFrom(mutationId),
    }) as MutationResult<MutationValue<N>>;
    if (!result.ok) return result;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const row: OutboxRow = {
      id: mutationId,
      name,
      v: table[name]!.version,
      args,
      createdAt: now.toISOString(),
      ...(offline ? { writtenOffline: true } : {}),
      attempts: 0,
      lastError: null,
    };
    await writeChanges(db, result.changes);
    await db.outbox.add(row);
    return { ...result, mutationId: row.id };
  });
}

/** What a mutation would do to the device's data, without writing or queueing anything (an import's preview). */
export async function dryRun<N extends MutationName>(
  db: FrontDeskDb,
  name: N,
  args: MutationArgs<N>,
  ctx: LocalContext,
): Promise<MutationResult<MutationValue<N>>> {
  const table = await mutationsFor([name]);
  const now = (ctx.now ?? (() => new Date()))();
  const data = await dataFor(db, table, name, args);
  return applyIn(table, name, data, args, {
    actor: ctx.actor,
    now: now.toISOString(),
    newId: idsFrom('preview'),
    random: ctx.random ?? Math.random,
  }) as MutationResult<MutationValue<N>>;
}

/**
 * A queued row as this app applies and sends it: upcast from the version it
 * was written at (yesterday's app may have queued it). A row this app cannot
 * read (a newer app's change, say, or a host's change before `mutationsFor`
 * loaded the host's mutations) is sent as it is: the server decides.
 */
export function outgoing(row: { id: string; name: string; v?: number; args: unknown }): {
  id: string;
  name: string;
  v: number;
  args: unknown;
  readable: boolean;
} {
  const up = upcastIn(loadedMutations(), row.name, row.v ?? 1, row.args);
  return up.ok
    ? { id: row.id, name: up.name, v: up.to, args: up.args, readable: true }
    : { id: row.id, name: row.name, v: row.v ?? 1, args: row.args, readable: false };
}

/**
 * Re-applies the mutations still waiting on top of what the server sent, so a
 * pull never hides a change the player made (docs/architecture.md#sync, "rebase"). A waiting
 * mutation that no longer applies stays queued: the server has the last word.
 * Runs inside the pull's transaction: the caller loads what the outbox needs
 * first (`outboxMutations`).
 */
export async function rebasePending(db: FrontDeskDb, actor: Actor): Promise<void> {
  const pending = await db.outbox.orderBy('id').toArray();
  const table = loadedMutations();
  for (const row of pending) {
    const m = outgoing(row);
    if (!m.readable) continue;
    const name = m.name as MutationName;
    const data = await dataFor(db, table, name, m.args);
    const result = applyIn(table, name, data, m.args, { actor, now: row.createdAt, newId: idsFrom(row.id), random: randomFrom(row.id) });
    if (result.ok) await writeChanges(db, result.changes);
  }
}

/** Loads the mutations every change waiting in the outbox needs, before a transaction applies or sends them (the list of refused ones loads its own). */
export async function outboxMutations(db: FrontDeskDb): Promise<MutationTable> {
  const names = new Set<string>();
  await db.outbox.each((r) => void names.add(r.name));
  return mutationsFor(names);
}

/**
 * Puts a change the server refused back in the queue, under a new id (the old
 * one is answered with its refusal for good), after the device's rules agree
 * to it again. Answers the reason when they do not; the change stays listed.
 */
export async function retryUnsaved(db: FrontDeskDb, id: string, actor: Actor): Promise<{ ok: true } | { ok: false; reason: string }> {
  const row = await db.unsaved.get(id);
  if (!row) return { ok: true };
  await mutationsFor([row.name]);
  const m = outgoing(row);
  if (!m.readable) return { ok: false, reason: 'This app cannot read this change, so it cannot send it again.' };
  // One transaction: the change is queued and leaves the list together, or neither.
  return db.transaction('rw', [db.sessions, db.scenarios, db.teams, db.members, db.decisions, db.outbox, db.unsaved], async () => {
    // A queued row is read as its mutation's arguments; the engine parses them again before applying.
    const result = await mutateLocally(db, m.name as MutationName, m.args as never, { actor });
    if (!result.ok) {
      await db.unsaved.update(id, { reason: result.reason, code: result.code, refusedAt: new Date().toISOString() });
      return { ok: false as const, reason: result.reason };
    }
    await db.unsaved.delete(id);
    return { ok: true as const };
  });
}

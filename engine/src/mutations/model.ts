/**
 * What a mutation is and the changes it returns over the game's data
 * (`GameData`). The server loads a session's rows from its store, applies the
 * mutation and writes the changes back in one transaction; the PWA does the
 * same against Dexie. Neither keeps a second copy of the rules.
 */
import type { z } from 'zod';
import type { MessagePart, MessageRef } from '../domain/message-ref.js';
import type { Decision } from '../domain/game.js';
import type { GameData, TableName } from '../domain/game-data.js';
import type { Scenario } from '../domain/scenario.js';
import type { LateArrival } from '../domain/session.js';
import type { ReplayMemo } from '../rules/replay-team.js';

type Row<T extends TableName> = GameData[T][string];

/**
 * A row written or removed. A put marked `create` makes a new row: the server
 * stores it with an insert, never over a row that already holds the key, so an
 * id a client names is a claim the store can refuse, not a key to someone
 * else's row.
 */
export type Change = {
  [T in TableName]: { table: T; op: 'put'; key: string; row: Row<T>; create?: true; erases?: true } | { table: T; op: 'delete'; key: string };
}[TableName];

/** Who sends a mutation. Participants act as a member of one session. */
export type Actor =
  { kind: 'admin'; userId: string } | { kind: 'super'; userId: string } | { kind: 'participant'; memberId: string; sessionId: string } | { kind: 'public' };

export interface MutationContext {
  actor: Actor;
  /** ISO time the server (or device) applies the mutation at. */
  now: string;
  /** A fresh identifier for a new row; the caller decides how (ULID). */
  newId: () => string;
  /** A number in [0, 1); shuffles and game codes use it so tests can fix it. */
  random: () => number;
  /** How far the acting device's clock runs behind the server's, in ms (server minus device, from the push's `sentAt`); 0 when unknown or on the device. */
  clockOffsetMs?: number;
  /** Whether a game code is already in use anywhere (the data may hold only one session). */
  gameCodeTaken?: (code: string) => boolean;
  /**
   * What the server keeps of a session between mutations: the deck in order,
   * each team's decisions in order, and their replayed weeks. Without it a
   * decision reads them from `data` and replays the team's week in full; with
   * it, a push of hundreds costs in proportion to what it adds.
   */
  index?: SessionIndex;
}

export interface SessionIndex {
  /** The session's deck in deck order, as `sessionDeck` gives it. */
  deck(): readonly Scenario[];
  /** The team's decisions in decision order, as `teamDecisions` gives them. */
  teamDecisions(teamId: string): readonly Decision[];
  replays: ReplayMemo;
}

/** `id_taken`: a create named an id that another row, or another create, already holds. */
export type FailureCode = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'id_taken';

export type MutationResult<V = unknown> =
  | { ok: true; changes: Change[]; value?: V; duplicate?: boolean }
  | {
      ok: false;
      code: FailureCode;
      reason: string;
      winner?: Decision;
      errors?: { line: number; message: string }[];
      /** A decision or rates refused because the room had seen the results: the server notes it for the host (issue 50). */
      late?: LateArrival;
      /** The refusal by id and arguments, when the rules' tables hold it (issue 54): each device says it in its own language. */
      message?: MessageRef;
    };

/**
 * Where a mutation's session is found in its raw arguments: by the id under
 * `key` of a session, team or booking request, by a game code, or nowhere (it
 * creates a session or needs none).
 */
export type ScopeRule = { by: 'session' | 'team' | 'request' | 'code'; key: string } | 'none';

/** The tables whose new rows a device may name: see `MutationDef.creates`. */
export type CreatedTable = 'sessions' | 'scenarios' | 'members' | 'decisions' | 'contactMessages';

/** A change's arguments as a device queued them, not yet parsed: what `describe` reads. */
export type LooseArgs = Readonly<Record<string, unknown>>;

/** Everything about one mutation, in one place: adding a mutation is one `defineMutation` in one file, and the registry. */
export interface MutationDef<A = unknown, V = unknown, I = unknown> {
  name: string;
  /** The version of `args` this release writes and applies; older ones are upcast first (`versions/`). */
  version: number;
  args: z.ZodType<A, I>;
  /** Where its session is found (`ScopeRule`); the server and the device load that session's rows before applying. */
  scope: ScopeRule;
  /**
   * The table of the new row its `id` argument names, for a mutation that
   * creates one: the device fills the id in, so the server stores the same
   * one, and the server reads the row already holding it, so the same create
   * repeated is a duplicate and anyone else's is refused.
   */
  creates?: CreatedTable;
  /** The change in words a host or player recognises ("Accept “Sharma Wedding”"), named from `change-messages.ts` and read from raw arguments; the request's name when the device has it. */
  describe(args: LooseArgs, requestName?: string | null): MessagePart;
  apply(data: GameData, args: A, ctx: MutationContext): MutationResult<V>;
}

/** A typed constructor so each mutation's args and apply agree. */
export function defineMutation<S extends z.ZodType, V = unknown>(def: {
  name: string;
  /** 1 when left out: a mutation's first shape. */
  version?: number;
  args: S;
  /** By `sessionId` when left out. */
  scope?: ScopeRule;
  creates?: CreatedTable;
  describe(args: LooseArgs, requestName?: string | null): MessagePart;
  apply(data: GameData, args: z.output<S>, ctx: MutationContext): MutationResult<V>;
}): MutationDef<z.output<S>, V, z.input<S>> {
  return { ...def, version: def.version ?? 1, scope: def.scope ?? { by: 'session', key: 'sessionId' } } as MutationDef<z.output<S>, V, z.input<S>>;
}

/** Text from a raw argument for a description: trimmed, never unbounded, null when empty. */
export function argText(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 80) : null;
}

export function emptyGameData(): GameData {
  return { sessions: {}, scenarios: {}, teams: {}, members: {}, decisions: {}, contactMessages: {} };
}

export function put<T extends TableName>(table: T, key: string, row: Row<T>): Change {
  return { table, op: 'put', key, row } as Change;
}

/**
 * A row that replaces every version of itself the change log holds (`erases`): the store removes the row's earlier
 * log entries in the same transaction, so a pull from zero, and a backup taken after, never hands the old version
 * back. For a person's data removed on request.
 */
export function putErasing<T extends TableName>(table: T, key: string, row: Row<T>): Change {
  return { table, op: 'put', key, row, erases: true } as Change;
}

/** A new row; see `Change`. */
export function createRow<T extends TableName>(table: T, key: string, row: Row<T>): Change {
  return { table, op: 'put', key, row, create: true } as Change;
}

export const ID_TAKEN_MESSAGE = 'This id is already taken by another record';

/**
 * The answer to a create that names an id already present in the data: the
 * same create by the same actor repeated is a duplicate (nothing to write);
 * anything else is refused. Returns null when the id is free.
 */
export function claimId<T extends TableName>(data: GameData, table: T, id: string, sameCreate: (stored: Row<T>) => boolean): MutationResult<never> | null {
  const stored = (data[table] as Record<string, Row<T>>)[id];
  if (stored === undefined) return null;
  return sameCreate(stored) ? { ok: true, changes: [], duplicate: true } : fail('id_taken', ID_TAKEN_MESSAGE);
}

export function del(table: TableName, key: string): Change {
  return { table, op: 'delete', key };
}

export function fail(code: FailureCode, reason: string, extra?: Partial<Extract<MutationResult, { ok: false }>>): Extract<MutationResult, { ok: false }> {
  return { ok: false, code, reason, ...extra };
}

export function ok<V>(changes: Change[], value?: V): Extract<MutationResult<V>, { ok: true }> {
  return value === undefined ? { ok: true, changes } : { ok: true, changes, value };
}

/** The data with the changes applied: what the server writes and the device shows. */
export function commit(data: GameData, changes: readonly Change[]): GameData {
  const next: GameData = { ...data };
  const touched = new Set<TableName>();
  for (const change of changes) {
    if (!touched.has(change.table)) {
      (next as Record<TableName, Record<string, unknown>>)[change.table] = { ...data[change.table] };
      touched.add(change.table);
    }
    const table = next[change.table] as Record<string, unknown>;
    if (change.op === 'put') table[change.key] = change.row;
    else delete table[change.key];
  }
  return next;
}

/**
 * Ids for the rows a synced mutation creates, derived from the mutation's own
 * id: the device (optimistically, and again on every rebase) and the server
 * (authoritatively) name them alike, so a pull replaces the device's rows
 * instead of adding a second copy.
 *
 * @example const newId = idsFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW'); newId() // '01JD3ZQ8X6T2N5M7K9P4R2S6VW-1'
 */
export function idsFrom(mutationId: string): () => string {
  let n = 0;
  return () => `${mutationId}-${++n}`;
}

/** A random source seeded by a mutation's id: a shuffle or a game code drawn on the device comes out the same on the server. */
export { randomFrom } from '../rules/seeded-random.js';

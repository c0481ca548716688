/**
 * What is done with a mutation by its name, over a table of mutations: the
 * registry's whole table on the server, and on a player's tablet the part
 * it has loaded (`play-mutations.ts`). One definition of each step; the
 * registry binds them to its table.
 */
import { describeIssue } from '../domain/common.js';
import type { GameData } from '../domain/game-data.js';
import type { MessagePart } from '../domain/message-ref.js';
import { change, changeCatalogue } from './change-messages.js';
import { fail, type CreatedTable, type MutationContext, type MutationDef, type MutationResult } from './model.js';
import { messageRef, refusalCatalogue } from './refusals.js';

export type MutationTable = Readonly<Record<string, MutationDef<any, any, any>>>;

const defIn = (table: MutationTable, name: string): MutationDef | undefined => (Object.hasOwn(table, name) ? (table[name] as MutationDef) : undefined);

/** Parses `args` with the mutation's schema, then applies it. Bad arguments are an `invalid` refusal, never a throw. */
export function applyIn(table: MutationTable, name: string, data: GameData, args: unknown, ctx: MutationContext): MutationResult {
  const def = defIn(table, name);
  if (!def) return fail('invalid', `Unknown mutation '${String(name)}'`);
  const parsed = def.args.safeParse(args);
  if (!parsed.success) return fail('invalid', describeIssue(parsed.error));
  const result = def.apply(data, parsed.data, ctx);
  if (result.ok) return result;
  // The refusal named for each device to say in its own language (issue 54); the English stays the API's answer.
  const message = messageRef(result.reason);
  return message ? { ...result, message } : result;
}

function pick(args: unknown, key: string): string | null {
  if (typeof args !== 'object' || args === null) return null;
  const v = (args as Record<string, unknown>)[key];
  return typeof v === 'string' && v.length <= 64 ? v.trim() : null;
}

/** How a store finds a session from a team, a booking request or a game code: the server's tables and the device's Dexie each answer. */
export interface SessionLookup {
  ofTeam(teamId: string): Promise<string | null>;
  ofRequest(scenarioId: string): Promise<string | null>;
  byCode(code: string): Promise<string | null>;
}

/**
 * The session a mutation's raw arguments point at (its `scope`), read without
 * trusting them further and found through the store when they name a team,
 * request or game code; null when they name none or the table has no such mutation.
 */
export async function sessionOfIn(table: MutationTable, name: string, args: unknown, lookup: SessionLookup): Promise<string | null> {
  const rule = defIn(table, name)?.scope ?? 'none';
  const id = rule === 'none' ? null : pick(args, rule.key);
  if (rule === 'none' || !id) return null;
  if (rule.by === 'session') return id;
  if (rule.by === 'team') return lookup.ofTeam(id);
  if (rule.by === 'request') return lookup.ofRequest(id);
  return lookup.byCode(id);
}

/** The table of the new row a mutation's `id` names, and that id when the arguments name one (see `MutationDef.creates`). */
export function createdRowIn(table: MutationTable, name: string, args: unknown): { table: CreatedTable; id: string | null } | null {
  const created = defIn(table, name)?.creates;
  return created ? { table: created, id: pick(args, 'id') } : null;
}

/** A queued or refused change named for a host or player to recognise (`change-messages.ts`); a name the table does not hold is said as such. */
export function describeIn(table: MutationTable, name: string, args: unknown, requestName?: string | null): MessagePart {
  const def = defIn(table, name);
  if (!def) return change('unknown', { name: name.slice(0, 40) });
  const loose = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
  return def.describe(loose, requestName);
}

/** The device's catalogue of the rules' words in English, by id: every refusal and every change, each under `rule.`. */
export function ruleCatalogue(): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...refusalCatalogue(), ...changeCatalogue() }).map(([id, text]) => [`rule.${id}`, text]));
}

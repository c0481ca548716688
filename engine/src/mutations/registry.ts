/**
 * Every sync mutation by name, and the one entry point that parses raw
 * arguments and applies them: the server's push handler and the PWA's
 * optimistic writer both call `applyMutation`. Adding a mutation is one
 * `defineMutation` (model.ts) and one line here.
 */
import { describeIssue } from '../domain/common.js';
import { closePricing, drawWeek, openNextWeek, setTeamPrices } from './campaign-mutations.js';
import { noteLateArrival, reportAfterEnd } from './reveal-mutations.js';
import { cloneSession } from './clone-session.js';
import { sendContactMessage } from './contact-mutations.js';
import { reorderDeck } from './deck-order-mutations.js';
import { removeParticipantHistory } from './progress-mutations.js';
import { recordDecision } from './decision-mutations.js';
import { messageRef } from './refusals.js';
import { fail, type CreatedTable, type MutationContext, type MutationDef, type MutationResult } from './model.js';
import type { GameData } from '../domain/game-data.js';
import { addScenario, deleteScenario, editScenario, importScenarios } from './scenario-mutations.js';
import { createSession, deleteSession, moveRoomOn, setSessionStatus, updateSession } from './session-mutations.js';
import {
  addMember,
  createTeam,
  deleteTeam,
  markTeamReady,
  mergeTeams,
  moveMember,
  openLobby,
  promoteLeader,
  removeMember,
  renameTeam,
  setMemberRole,
  shuffleTeams,
} from './team-mutations.js';

export const MUTATIONS = {
  recordDecision,
  createSession,
  updateSession,
  setSessionStatus,
  deleteSession,
  moveRoomOn,
  openNextWeek,
  closePricing,
  drawWeek,
  reportAfterEnd,
  noteLateArrival,
  setTeamPrices,
  cloneSession,
  addScenario,
  editScenario,
  deleteScenario,
  importScenarios,
  reorderDeck,
  addMember,
  shuffleTeams,
  createTeam,
  renameTeam,
  mergeTeams,
  deleteTeam,
  setMemberRole,
  moveMember,
  removeMember,
  removeParticipantHistory,
  promoteLeader,
  markTeamReady,
  openLobby,
  sendContactMessage,
} as const satisfies Record<string, MutationDef<any, any, any>>;

/** The sync mutations by name: the outbox and the push protocol speak these (docs/architecture.md#sync). */
export type MutationName = keyof typeof MUTATIONS;
export const MUTATION_NAMES = Object.keys(MUTATIONS) as readonly MutationName[];

/** A mutation's arguments as a caller writes them (before its schema's defaults): every entry point is typed `(name: N, args: MutationArgs<N>)`. */
export type MutationArgs<N extends MutationName> = (typeof MUTATIONS)[N] extends MutationDef<any, any, infer I> ? I : never;
/** What a mutation answers when it applies (the created session, the imported count, ...). */
export type MutationValue<N extends MutationName> = (typeof MUTATIONS)[N] extends MutationDef<any, infer V, any> ? V : never;

export function isMutationName(name: unknown): name is MutationName {
  return typeof name === 'string' && Object.hasOwn(MUTATIONS, name);
}

/** Parses `args` with the mutation's schema, then applies it. Bad arguments are an `invalid` refusal, never a throw. */
export function applyMutation<N extends MutationName>(name: N, data: GameData, args: unknown, ctx: MutationContext): MutationResult<MutationValue<N>> {
  const def = MUTATIONS[name] as MutationDef<unknown, MutationValue<N>> | undefined;
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
 * request or game code; null when they name none. The server and the device
 * load that session's data before applying.
 */
export async function sessionOfMutation(name: MutationName, args: unknown, lookup: SessionLookup): Promise<string | null> {
  const rule = MUTATIONS[name].scope;
  const id = rule === 'none' ? null : pick(args, rule.key);
  if (rule === 'none' || !id) return null;
  if (rule.by === 'session') return id;
  if (rule.by === 'team') return lookup.ofTeam(id);
  if (rule.by === 'request') return lookup.ofRequest(id);
  return lookup.byCode(id);
}

/** The table of the new row a mutation's `id` names, and that id when the arguments name one (see `MutationDef.creates`). */
export function createdRow(name: MutationName, args: unknown): { table: CreatedTable; id: string | null } | null {
  const table = (MUTATIONS[name] as MutationDef).creates;
  return table ? { table, id: pick(args, 'id') } : null;
}

/** A queued or refused change in words a host or player recognises, for the list of changes that could not be saved; a name this app does not know is said as such. */
export function describeChange(name: string, args: unknown, requestName?: string | null): string {
  if (!isMutationName(name)) return `A change this app does not know (“${name.slice(0, 40)}”)`;
  const loose = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
  return MUTATIONS[name].describe(loose, requestName);
}

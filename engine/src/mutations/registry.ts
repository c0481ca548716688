/**
 * Every sync mutation by name, and the one entry point that parses raw
 * arguments and applies them: the server's push handler and the PWA's
 * optimistic writer both call `applyMutation` (the PWA over the part of the
 * table it has loaded, `mutation-table.ts`). Adding a mutation is one
 * `defineMutation` (model.ts) and one line here, or in `play-mutations.ts`
 * when a player's tablet sends it.
 */
import { closePricing, drawWeek, openNextWeek } from './campaign-mutations.js';
import { noteLateArrival } from './reveal-mutations.js';
import { cloneSession } from './clone-session.js';
import { reorderDeck } from './deck-order-mutations.js';
import { removeParticipantHistory } from './progress-mutations.js';
import type { MessagePart } from '../domain/message-ref.js';
import type { MutationContext, MutationDef, MutationResult } from './model.js';
import type { GameData } from '../domain/game-data.js';
import { applyIn, createdRowIn, describeIn, sessionOfIn, type SessionLookup } from './mutation-table.js';
import { PLAY_MUTATIONS } from './play-mutations.js';
import { addScenario, deleteScenario, editScenario, importScenarios } from './scenario-mutations.js';
import { createSession, deleteSession, moveRoomOn, setSessionStatus, updateSession } from './session-mutations.js';
import { addMember, createTeam, deleteTeam, mergeTeams, moveMember, removeMember, renameTeam, setMemberRole, shuffleTeams } from './team-mutations.js';
import { upcastIn, versionRangeIn, type Upcast, type VersionRange } from './versions/upcast.js';

export const MUTATIONS = {
  ...PLAY_MUTATIONS,
  createSession,
  updateSession,
  setSessionStatus,
  deleteSession,
  moveRoomOn,
  openNextWeek,
  closePricing,
  drawWeek,
  noteLateArrival,
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
  return applyIn(MUTATIONS, name, data, args, ctx) as MutationResult<MutationValue<N>>;
}

/** The session a mutation's raw arguments point at (`sessionOfIn`). */
export function sessionOfMutation(name: MutationName, args: unknown, lookup: SessionLookup): Promise<string | null> {
  return sessionOfIn(MUTATIONS, name, args, lookup);
}

/** The table of the new row a mutation's `id` names (`createdRowIn`). */
export function createdRow(name: MutationName, args: unknown) {
  return createdRowIn(MUTATIONS, name, args);
}

/** A queued or refused change named for a host or player (`describeIn`). */
export function describeChange(name: string, args: unknown, requestName?: string | null): MessagePart {
  return describeIn(MUTATIONS, name, args, requestName);
}

/** The versions this release reads of one mutation: its oldest kept version to the one it applies. */
export function versionRange(name: MutationName): VersionRange {
  return versionRangeIn(MUTATIONS, name);
}

/** Every mutation's range, as `GET /api/health` reports it. */
export function mutationVersions(): Record<MutationName, VersionRange> {
  return Object.fromEntries(MUTATION_NAMES.map((n) => [n, versionRange(n)])) as Record<MutationName, VersionRange>;
}

/** A mutation's arguments at version `v`, as the version this release applies (`upcastIn`). */
export function upcastMutation(name: string, v: number | undefined, args: unknown, newest?: number): Upcast<MutationName> {
  return upcastIn(MUTATIONS, name, v, args, newest) as Upcast<MutationName>;
}

export type { SessionLookup };

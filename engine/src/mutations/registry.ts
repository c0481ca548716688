/**
 * Every sync mutation by name, and the one entry point that parses raw
 * arguments and applies them: the server's push handler and the PWA's
 * optimistic writer both call `applyMutation`.
 */
import { describeIssue } from '../domain/common.js';
import type { MutationName } from '../domain/sync.js';
import { closePricing, drawWeek, openNextWeek, setTeamPrices } from './campaign-mutations.js';
import { noteLateArrival, reportAfterEnd } from './reveal-mutations.js';
import { cloneSession } from './clone-session.js';
import { sendContactMessage } from './contact-mutations.js';
import { reorderDeck } from './deck-order-mutations.js';
import { removeParticipantHistory } from './progress-mutations.js';
import { recordDecision } from './decision-mutations.js';
import { fail, type MutationContext, type MutationDef, type MutationResult } from './model.js';
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
} as const satisfies { [N in MutationName]: MutationDef<any, any> };

/** A mutation's parsed arguments, as its schema gives them. */
export type MutationArgs<N extends MutationName> = (typeof MUTATIONS)[N] extends MutationDef<infer A, any> ? A : never;
/** What a mutation answers when it applies (the created session, the imported count, ...). */
export type MutationValue<N extends MutationName> = (typeof MUTATIONS)[N] extends MutationDef<any, infer V> ? V : never;

/** Parses `args` with the mutation's schema, then applies it. Bad arguments are an `invalid` refusal, never a throw. */
export function applyMutation<N extends MutationName>(name: N, data: GameData, args: unknown, ctx: MutationContext): MutationResult<MutationValue<N>> {
  const def = MUTATIONS[name] as MutationDef<unknown, MutationValue<N>> | undefined;
  if (!def) return fail('invalid', `Unknown mutation '${String(name)}'`);
  const parsed = def.args.safeParse(args);
  if (!parsed.success) return fail('invalid', describeIssue(parsed.error));
  return def.apply(data, parsed.data, ctx);
}

/** Where a mutation's session is found: by its id, through a team or scenario, by game code, or none (it creates one or needs none). */
export type MutationScope = { by: 'session'; id: string } | { by: 'team'; id: string } | { by: 'scenario'; id: string } | { by: 'code'; code: string } | null;

function pick(args: unknown, key: string): string | null {
  if (typeof args !== 'object' || args === null) return null;
  const v = (args as Record<string, unknown>)[key];
  return typeof v === 'string' && v.length <= 64 ? v.trim() : null;
}

/**
 * The session a mutation's raw arguments point at, read without trusting them
 * further: the server and the device load that session's data before applying.
 */
export function mutationScope(name: MutationName, args: unknown): MutationScope {
  const at = (by: 'session' | 'team' | 'scenario', key: string): MutationScope => {
    const id = pick(args, key);
    return id ? { by, id } : null;
  };
  switch (name) {
    case 'createSession':
    case 'sendContactMessage':
      return null;
    case 'editScenario':
    case 'deleteScenario':
      return at('scenario', 'scenarioId');
    case 'promoteLeader':
    case 'markTeamReady':
      return at('team', 'teamId');
    case 'addMember': {
      const code = pick(args, 'sessionCode');
      return code ? { by: 'code', code } : null;
    }
    default:
      return at('session', 'sessionId');
  }
}

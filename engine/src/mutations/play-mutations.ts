/**
 * The mutations a player's tablet sends: the registry's first part, which a
 * player's device loads with the game, while the host's (a session cloned, a
 * week drawn from a family) load with the host's screens (issue 54's budget
 * for a player's first trip). The server reads them all (`registry.ts`).
 */
import { sendContactMessage } from './contact-mutations.js';
import { recordDecision } from './decision-mutations.js';
import { markTeamReady, openLobby, promoteLeader } from './lobby-mutations.js';
import type { MutationDef } from './model.js';
import { setTeamPrices } from './pricing-mutations.js';
import { reportAfterEnd } from './reveal-mutations.js';

export const PLAY_MUTATIONS = {
  recordDecision,
  setTeamPrices,
  reportAfterEnd,
  promoteLeader,
  markTeamReady,
  openLobby,
  sendContactMessage,
} as const satisfies Record<string, MutationDef<any, any, any>>;

/** The sync mutations by name: the outbox and the push protocol speak these (DESIGN §3). Kept free of zod so the app shell can check an outbox row without the schemas. */
export const MUTATION_NAMES = [
  'recordDecision',
  'createSession',
  'updateSession',
  'setSessionStatus',
  'deleteSession',
  'moveRoomOn',
  'addScenario',
  'editScenario',
  'deleteScenario',
  'importScenarios',
  'addMember',
  'shuffleTeams',
  'setMemberRole',
  'moveMember',
  'removeMember',
  'promoteLeader',
  'markTeamReady',
  'openLobby',
  'sendContactMessage',
] as const;
export type MutationName = (typeof MUTATION_NAMES)[number];

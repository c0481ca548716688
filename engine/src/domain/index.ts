/** The engine's contracts: the API's zod schemas and `API_CALLS` (docs/api.md is generated from them), the game's rows, the sync protocol and the messages a player reads. */
export * from './api.js';
export * from './campaign.js';
export * from './common.js';
export * from './days.js';
export * from './game.js';
export * from './game-data.js';
export * from './progress.js';
export * from './messages.js';
export * from './scenario.js';
export * from './session.js';
export * from './site.js';
export * from './sync.js';
export * from './team.js';
export * from './week-family.js';

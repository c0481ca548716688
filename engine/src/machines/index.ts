/** The game's XState machines: the player's game, the lobby, the results, the booking timer and the session wizard. */
export * from './booking-timer.machine.js';
export * from './game.machine.js';
export * from './lobby.machine.js';
export * from './results.machine.js';
export * from './session-wizard.machine.js';

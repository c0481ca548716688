/**
 * The lobby screen's code, in one place for the route that shows it and for
 * the join form that fetches it early: a participant's Login then goes straight
 * to the lobby instead of waiting for the lobby's scripts (a room of tablets
 * joining at once on one Wi-Fi; issue 48).
 */
export const loadLobbyScreen = () => import('../features/game/lobby/lobby-page.js');

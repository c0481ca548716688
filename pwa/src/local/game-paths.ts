/** The game's addresses, shared by every screen that moves the player on (spec/game.md §2). */
export const GAME_BASE = '/game/revenue-management';

export const gamePaths = {
  login: (gameCode?: string) => (gameCode ? `${GAME_BASE}/login/${encodeURIComponent(gameCode)}` : `${GAME_BASE}/login`),
  lobby: (teamIdOrCode: string) => `${GAME_BASE}/team-lobby/${encodeURIComponent(teamIdOrCode)}`,
  game: (sessionId: string) => `${GAME_BASE}/game/${encodeURIComponent(sessionId)}`,
  adminDashboard: () => `${GAME_BASE}/adminDashboard`,
  createSession: () => `${GAME_BASE}/create-session`,
  controlPanel: (sessionId: string) => `${GAME_BASE}/session/${encodeURIComponent(sessionId)}`,
  liveDashboard: (sessionId: string) => `${GAME_BASE}/view-dashboard/${encodeURIComponent(sessionId)}`,
  results: (sessionId: string) => `${GAME_BASE}/result/${encodeURIComponent(sessionId)}`,
  report: (sessionId: string) => `${GAME_BASE}/report/${encodeURIComponent(sessionId)}`,
  debrief: (sessionId: string, teamId?: string) => `${GAME_BASE}/debrief/${encodeURIComponent(sessionId)}${teamId ? `?team=${encodeURIComponent(teamId)}` : ''}`,
  sideBySide: (sessionId: string) => `${GAME_BASE}/debrief/${encodeURIComponent(sessionId)}/side-by-side`,
};

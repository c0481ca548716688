/** The game's addresses, shared by every screen that moves the player on (docs/rules.md §2). */
export const GAME_BASE = '/game/revenue-management';

export const gamePaths = {
  login: (gameCode?: string) => (gameCode ? `${GAME_BASE}/login/${encodeURIComponent(gameCode)}` : `${GAME_BASE}/login`),
  lobby: (teamIdOrCode: string) => `${GAME_BASE}/team-lobby/${encodeURIComponent(teamIdOrCode)}`,
  game: (sessionId: string) => `${GAME_BASE}/game/${encodeURIComponent(sessionId)}`,
  adminDashboard: () => `${GAME_BASE}/adminDashboard`,
  createSession: () => `${GAME_BASE}/create-session`,
  editSession: (sessionId: string) => `${GAME_BASE}/edit-session/${encodeURIComponent(sessionId)}`,
  controlPanel: (sessionId: string) => `${GAME_BASE}/session/${encodeURIComponent(sessionId)}`,
  liveDashboard: (sessionId: string) => `${GAME_BASE}/view-dashboard/${encodeURIComponent(sessionId)}`,
  /** `round`: a past round Play Again kept (issue 38); without it, the round being played. */
  results: (sessionId: string, round?: number) => `${GAME_BASE}/result/${encodeURIComponent(sessionId)}${round ? `/round/${round}` : ''}`,
  report: (sessionId: string, round?: number) => `${GAME_BASE}/report/${encodeURIComponent(sessionId)}${round ? `/round/${round}` : ''}`,
  debrief: (sessionId: string, teamId?: string, round?: number) =>
    `${GAME_BASE}/debrief/${encodeURIComponent(sessionId)}${round ? `/round/${round}` : ''}${teamId ? `?team=${encodeURIComponent(teamId)}` : ''}`,
  sideBySide: (sessionId: string) => `${GAME_BASE}/debrief/${encodeURIComponent(sessionId)}/side-by-side`,
  /** The host's participants across sessions (issue 36). */
  progress: () => `${GAME_BASE}/progress`,
  /** A participant's own history across the host's sessions. */
  myProgress: () => `${GAME_BASE}/my-progress`,
};

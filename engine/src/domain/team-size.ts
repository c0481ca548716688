/** A team's size as the lobby counts it: free of zod, as the lobby reads it on first paint. */
import { DEFAULT_TEAM_SIZE } from './defaults.js';

/** The session's team size as a number: the wizard stores it as text, and anything unreadable reads as the default 4. */
export function teamSizeOf(teamSize: string): number {
  const n = Number.parseInt(teamSize, 10);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_TEAM_SIZE;
}

/**
 * The "m" of the lobby's "n of m Members Joined": the session's team size, or
 * the members the team really has when the host put more in it. Never below
 * the members present, so a sixth player moved into a team of four reads
 * "6 of 6", not "6 of 4".
 */
export function lobbyMaxMembers(teamSize: string, membersPresent: number): number {
  return Math.max(teamSizeOf(teamSize), membersPresent);
}

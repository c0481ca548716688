/**
 * What the room may see, and when (issue 38): the house teams' figures and
 * choices, the best possible week, the best choices and the debrief reach the
 * players and the projector once the host ends the game or reveals them. One
 * rule, read by the server (which refuses the optimum before then) and by
 * every screen the room sees.
 */
import type { Session } from '../domain/session.js';

/** Whether the room may see the house teams' figures, the optimum and the debrief. */
export function revealedToRoom(session: Pick<Session, 'status' | 'revealed'>): boolean {
  return session.status === 'ended' || session.revealed === true;
}

/** Why a player's screen shows no debrief yet, in the words the server and the screens share. */
export const NOT_YET_REVEALED = 'The best possible week is shown once the host ends the game';

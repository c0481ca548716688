/**
 * What the room may see, and when (issues 38 and 50): the house teams'
 * figures and choices, the best possible week, the best choices and the
 * debrief reach the players and the projector once the results are revealed,
 * a moment of its own after End Game: the host reveals them, or every team's
 * tablets report after the end (their decisions all sent), or the grace after
 * the end runs out. Until then a tablet that was offline at the whistle still
 * sends what it decided before it; from then on nothing changes a score. One
 * rule, read by the server (which refuses the optimum, and late decisions and
 * rates) and by every screen the room sees.
 */
import type { Session } from '../domain/session.js';

/**
 * How long after End Game the results wait for a tablet that has not reported
 * (decision record 015): a tablet that lost the Wi-Fi before the whistle
 * sends its last decisions when it finds the network again.
 */
export const END_GRACE_MINUTES = 15;

type RevealSession = Pick<Session, 'status' | 'revealed'> & Partial<Pick<Session, 'endedAt' | 'revealedAt'>>;

/** When the grace after the end runs out, in ms; null for a game not ended (or ended before the end had a time). */
export function graceEndsAt(session: Partial<Pick<Session, 'status' | 'endedAt'>>): number | null {
  if (session.status !== 'ended' || !session.endedAt) return null;
  const ended = Date.parse(session.endedAt);
  return Number.isFinite(ended) ? ended + END_GRACE_MINUTES * 60_000 : null;
}

/**
 * Whether the room may see the results: revealed by the host or by every team
 * reporting, or ended and past the grace at `nowMs` (a session ended before
 * the end had a time counts as revealed).
 */
export function revealedToRoom(session: RevealSession, nowMs: number = Date.now()): boolean {
  if (session.revealed === true) return true;
  if (session.status !== 'ended') return false;
  const grace = graceEndsAt(session);
  return grace === null || nowMs >= grace;
}

/** When the results were, or will at the latest be, revealed, in ms: the stored moment, else the end of the grace; null while the game is not over and not revealed. */
export function revealMoment(session: RevealSession): number | null {
  if (session.revealed === true) return session.revealedAt ? Date.parse(session.revealedAt) : (graceEndsAt(session) ?? 0);
  return graceEndsAt(session);
}

/** Why a player's screen shows no debrief yet, in the words the server and the screens share. */
export const NOT_YET_REVEALED = 'The best possible week is shown once the host reveals the results';

/**
 * The room's clock in step (issue 48): how long the room has left on the
 * request every tablet shows, for the projector. Each tablet times its own
 * decision; this is the same time counted from the moment the request went up
 * (`stepShownAt`, moved on by each pause), so the back of the room sees what
 * the captains see.
 */
import { BOOKING_SECONDS } from '../domain/defaults.js';
import type { Session } from '../domain/session.js';

export type RoomClockSession = Pick<Session, 'status'> & Partial<Pick<Session, 'pace' | 'stepShownAt' | 'timerPaused' | 'pausedAt' | 'decisionSeconds'>>;

/** Whole seconds left on the room's request, held while the host has paused the room; null when no clock runs. */
export function roomSecondsLeft(session: RoomClockSession, now: Date): number | null {
  if (session.pace !== 'inStep' || session.status !== 'live' || !session.stepShownAt) return null;
  const at = session.timerPaused && session.pausedAt ? Date.parse(session.pausedAt) : now.getTime();
  const limit = session.decisionSeconds ?? BOOKING_SECONDS;
  const elapsed = Math.max(0, at - Date.parse(session.stepShownAt)) / 1000;
  return Math.max(0, Math.ceil(limit - elapsed));
}

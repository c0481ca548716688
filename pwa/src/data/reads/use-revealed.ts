/**
 * Whether the room may see the results (issue 50), as a screen shows it: the
 * rule's answer now, and again the moment the grace after the end runs out,
 * so a tablet waiting on its final screen opens its debrief without a tap.
 */
import { useEffect, useReducer } from 'react';
import { type Session } from '@front-desk-rm/engine/domain';
import { graceEndsAt, revealedToRoom } from '@front-desk-rm/engine/views';

type RevealSession = Pick<Session, 'status' | 'revealed'> & Partial<Pick<Session, 'endedAt' | 'revealedAt'>>;

export function useRevealedToRoom(session: RevealSession | null | undefined): boolean {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const revealed = session ? revealedToRoom(session) : false;
  const grace = session ? graceEndsAt(session) : null;
  useEffect(() => {
    if (revealed || grace === null) return;
    const timer = setTimeout(rerender, Math.max(0, grace - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [revealed, grace]);
  return revealed;
}

/**
 * The host's mark on what the room does not see yet (issue 38): while the game
 * runs unrevealed, the players' screens and the projector show no house team's
 * figures, no best possible week and no debrief. The host may open them to the
 * room before the end, for a mid-game discussion.
 */
import { useState } from 'react';
import { revealedToRoom, type Session } from '@front-desk-rm/engine';
import { hostMutate } from '../../data/writes/host-actions.js';
import { db } from '../../data/db/local-db.js';
import { toast } from './toast.js';

export function HiddenFromRoom({ session }: { session: Session }) {
  const [busy, setBusy] = useState(false);
  // Before the start there is nothing to hide yet; after the end, or a reveal, nothing is hidden.
  if (session.status !== 'live' || revealedToRoom(session)) return null;

  async function reveal() {
    setBusy(true);
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { revealed: true } });
    setBusy(false);
    if (result.ok) toast.success('Revealed to the room: the players can open their debrief now', { id: 'reveal' });
    else toast.error(result.reason || 'Failed to reveal to the room', { id: 'reveal' });
  }

  return (
    <section className="hidden-from-room" aria-label="Hidden from the room">
      <p>
        <strong>Hidden from the room.</strong> The room sees each team's own figures and how far the house teams have played; the house teams' figures and
        choices, the best possible week and the debrief reach the players' screens and the projector when you end the game.
      </p>
      <button className="btn btn-ghost" onClick={() => void reveal()} disabled={busy}>
        Reveal to the room now
      </button>
    </section>
  );
}

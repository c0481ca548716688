/**
 * A participant's tablet tells the server its decisions are all in once it
 * sees the game ended (issue 50): queued behind them in the outbox, once per
 * screen, from any screen a player may be on at the whistle (the game, the
 * debrief). Nothing for a guest, the host, or a team already heard from.
 */
import { useEffect, useRef } from 'react';
import { type Session } from '@front-desk-rm/engine/domain';
import { revealedToRoom } from '@front-desk-rm/engine/views';
import type { Identity } from '../db/identity.js';
import { db } from '../db/local-db.js';
import { reportAfterEnd } from './play-actions.js';

export function useReportAfterEnd(session: Session | null | undefined, teamId: string | null | undefined, identity: Identity | null | undefined): void {
  const sent = useRef(false);
  const due =
    !!session &&
    !!teamId &&
    !!identity &&
    identity.role === 'participant' &&
    !identity.guest &&
    session.status === 'ended' &&
    !(session.heardAfterEnd ?? []).includes(teamId) &&
    !revealedToRoom(session);
  useEffect(() => {
    if (!due || sent.current) return;
    sent.current = true;
    void reportAfterEnd(db, identity!, session!.id, teamId!);
  }, [due, identity, session, teamId]);
}

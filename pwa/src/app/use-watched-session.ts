/**
 * A host's live screen (results, live dashboard, report): the admin's copy of
 * one session, kept current by the session's event stream, with 1 s polling
 * while the stream is down. `follow` false stops following (game over). A
 * player who opens it is sent to `participantTo`, their game by default.
 */
import { useEffect } from 'react';
import { useSessionView } from '../data/reads/use-session.js';
import { useSync } from '../data/reads/use-sync.js';
import { gamePaths } from './game-paths.js';
import { useAdmin } from './use-admin.js';

export function useWatchedSession(sessionId: string, follow = true, participantTo = gamePaths.game(sessionId)) {
  const admin = useAdmin({ participantTo });
  const { watch } = useSync();
  const view = useSessionView(sessionId);
  // On whether there is an admin, not on the identity object: every pull writes meta and re-reads it.
  const signedIn = admin !== null;
  useEffect(() => (signedIn && follow ? watch(sessionId) : undefined), [signedIn, follow, sessionId, watch]);
  return { admin, view };
}

/**
 * The host's reads of sessions, live from the device (the sync engine keeps
 * them current): the session list, one session's view, a past round, and the
 * few single figures a screen asks for. Each is undefined while the device is
 * read, unless it says otherwise.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Session } from '@front-desk-rm/engine/domain';
import type { MutationName } from '@front-desk-rm/engine/mutations';
import type { StoredResult } from '../db/db.js';
import { db } from '../db/local-db.js';
import { loadRoundView, loadSessionView, loadSessions, type SessionView } from './session-view.js';

/** The admin's sessions, newest first. */
export function useSessions(): Session[] | undefined {
  return useLiveQuery(() => loadSessions(db), []);
}

/** One session as the host's screens show it; null when the device does not hold it. */
export function useSessionView(sessionId: string): SessionView | null | undefined {
  return useLiveQuery(() => loadSessionView(db, sessionId), [sessionId]);
}

/** The round a screen shows: a past round when `round` is set, else the one being played (`loadRoundView`). */
export function useRoundView(sessionId: string, round: number | null): SessionView | null | undefined {
  return useLiveQuery(() => loadRoundView(db, sessionId, round), [sessionId, round]);
}

/** A past round Play Again kept; null when `round` is null (the screen shows the round being played) or the round is not on the device. */
export function usePastRoundView(sessionId: string, round: number | null): SessionView | null | undefined {
  return useLiveQuery(() => (round === null ? null : loadRoundView(db, sessionId, round)), [sessionId, round]);
}

/** The session row alone: null while the device is read, undefined when it does not hold it (or no id is given). */
export function useStoredSession(sessionId: string | undefined): Session | null | undefined {
  return useLiveQuery(() => (sessionId ? db.sessions.get(sessionId) : undefined), [sessionId], null);
}

/** The session's leaderboard as the server last sent it, best first; empty when not `enabled` (a guest's practice has none). */
export function useLeaderboard(sessionId: string, enabled: boolean): StoredResult[] {
  const rows = useLiveQuery(() => (enabled ? db.results.where('sessionId').equals(sessionId).toArray() : []), [sessionId, enabled], []);
  return [...rows].sort((a, b) => a.rank - b.rank);
}

/** True while the mutation that created this row still waits for the server (its game code, say, is provisional). */
export function useWaitingToCreate(name: MutationName, id: string): boolean {
  return useLiveQuery(
    async () => (await db.outbox.toArray()).some((r) => r.name === name && (r.args as { id?: unknown } | null)?.id === id),
    [name, id],
    false,
  );
}

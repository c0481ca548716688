/**
 * The debrief's optimum on this device: asked of the server (which works it out
 * once per deck) and kept in the local store, so a debrief opened once still
 * opens with no connection. A stored optimum for an older deck is replaced the
 * next time the server answers. A player's device never asks for it before the
 * host ends the game or reveals it (issue 38): it names every best choice.
 */
import { type OptimumData } from '@front-desk-rm/engine/domain';
import { NOT_YET_REVEALED, revealedToRoom } from '@front-desk-rm/engine/views';
import { api } from '../api/client.js';
import type { FrontDeskDb } from '../db/db.js';
import { readIdentity } from '../db/identity.js';

/** `hidden`: the room may not see it yet, which is no failure: the screen says when it opens. */
export type OptimumRefresh = { ok: true } | { ok: false; offline: boolean; hidden: boolean; message: string };

const notYet: OptimumRefresh = { ok: false, offline: false, hidden: true, message: NOT_YET_REVEALED };

export async function refreshOptimum(db: FrontDeskDb, sessionId: string): Promise<OptimumRefresh> {
  const identity = await readIdentity(db);
  if (!identity?.token) return { ok: false, offline: false, hidden: false, message: 'Please login first' };
  const player = identity.role !== 'admin';
  if (player) {
    const session = await db.sessions.get(sessionId);
    if (!session || !revealedToRoom(session)) return notYet;
  }
  const answer = await api.call('getOptimum', { params: { sessionId }, token: identity.token });
  // The server heard of a Play Again before this device did: still hidden, not an error.
  if (!answer.ok && player && answer.status === 403) return notYet;
  if (!answer.ok)
    return {
      ok: false,
      offline: answer.offline,
      hidden: false,
      message: answer.offline ? 'You are offline.' : (answer.message ?? 'Failed to load the best possible week'),
    };
  await db.optima.put(answer.data);
  return { ok: true };
}

export type RoundOptimum = { ok: true; data: OptimumData } | { ok: false; offline: boolean; message: string };

/**
 * A past round's best week (issue 38), asked of the server on each visit and
 * kept by the screen only: the device's store holds the round being played.
 */
export async function fetchRoundOptimum(db: FrontDeskDb, sessionId: string, round: number): Promise<RoundOptimum> {
  const identity = await readIdentity(db);
  if (!identity?.token) return { ok: false, offline: false, message: 'Please login first' };
  const answer = await api.call('getOptimum', { params: { sessionId }, query: { round: String(round) }, token: identity.token });
  if (!answer.ok)
    return { ok: false, offline: answer.offline, message: answer.offline ? 'You are offline.' : (answer.message ?? 'Failed to load the best possible week') };
  return { ok: true, data: answer.data };
}

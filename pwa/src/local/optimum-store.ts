/**
 * The debrief's optimum on this device: asked of the server (which works it out
 * once per deck) and kept in the local store, so a debrief opened once still
 * opens with no connection. A stored optimum for an older deck is replaced the
 * next time the server answers.
 */
import type { OptimumData } from '@front-desk-rm/engine';
import { getJson } from './api-client.js';
import type { FrontDeskDb } from './db.js';
import { readIdentity } from './identity.js';

export type OptimumRefresh = { ok: true } | { ok: false; offline: boolean; message: string };

export async function refreshOptimum(db: FrontDeskDb, sessionId: string): Promise<OptimumRefresh> {
  const identity = await readIdentity(db);
  if (!identity?.token) return { ok: false, offline: false, message: 'Please login first' };
  const answer = await getJson<OptimumData>(`/api/session/getOptimum/${encodeURIComponent(sessionId)}`, identity.token);
  if (!answer.ok) return { ok: false, offline: answer.offline, message: answer.offline ? 'You are offline.' : (answer.message ?? 'Failed to load the best possible week') };
  await db.optima.put(answer.data);
  return { ok: true };
}

import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../api/client.js';
import { FrontDeskDb } from '../db/db.js';
import { signInParticipant } from '../db/identity.js';
import { refreshOptimum } from './optimum-store.js';
import { testSession } from '../../testing/session.js';

let db: FrontDeskDb;
const fetchSpy = vi.fn<typeof fetch>();
beforeEach(async () => {
  db = new FrontDeskDb(`optimum-${Math.random().toString(36).slice(2)}`);
  await db.open();
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await Dexie.delete(db.name);
});

const OPTIMUM = {
  sessionId: 's1',
  deckKey: 'k',
  computedAt: '2026-11-26T10:00:00.000Z',
  optimum: { revenue: 1000, chosen: ['r1'], rooms: { r1: ['Room 1'] }, halls: {} },
};
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function player(status: 'live' | 'ended', revealed = false) {
  await signInParticipant(db, { token: 'tok', name: 'Priya', sessionId: 's1', teamId: 't1', memberId: 'm1', gameCode: 'DEMO26' });
  await db.sessions.put(testSession({ id: 's1', status, revealed }));
}

describe("refreshOptimum on a player's device", () => {
  it('never asks the server while the game runs unrevealed, and says when it opens', async () => {
    await player('live');
    expect(await refreshOptimum(db, 's1')).toEqual({
      ok: false,
      offline: false,
      hidden: true,
      message: 'The best possible week is shown once the host reveals the results',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await db.optima.get('s1')).toBeUndefined();
  });

  it('never asks after End Game while the room waits for its late tablets (issue 50)', async () => {
    await signInParticipant(db, { token: 'tok', name: 'Priya', sessionId: 's1', teamId: 't1', memberId: 'm1', gameCode: 'DEMO26' });
    await db.sessions.put(testSession({ id: 's1', status: 'ended', endedAt: new Date().toISOString() }));
    expect(await refreshOptimum(db, 's1')).toMatchObject({ ok: false, hidden: true });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks once the host ends the game or reveals it, and keeps the answer', async () => {
    await player('live', true);
    fetchSpy.mockResolvedValueOnce(answer(200, { success: true, message: 'Optimum worked out', data: OPTIMUM }));
    expect(await refreshOptimum(db, 's1')).toEqual({ ok: true });
    expect(fetchSpy.mock.calls[0]![0]).toBe(apiPath('getOptimum', { sessionId: 's1' }));
    expect(await db.optima.get('s1')).toMatchObject({ deckKey: 'k' });
  });

  it('takes a 403 from a server that heard of a Play Again first as not yet revealed, not as a failure', async () => {
    await player('ended');
    fetchSpy.mockResolvedValueOnce(answer(403, { success: false, message: 'The best possible week is shown once the host reveals the results' }));
    expect(await refreshOptimum(db, 's1')).toMatchObject({ ok: false, hidden: true });
  });
});

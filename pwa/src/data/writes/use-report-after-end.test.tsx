// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../../testing/session.js';
import type { Identity } from '../db/identity.js';

const sent = vi.hoisted(() => [] as { sessionId: string; teamId: string }[]);
vi.mock('./play-actions.js', () => ({
  reportAfterEnd: async (_db: unknown, _identity: unknown, sessionId: string, teamId: string) => {
    sent.push({ sessionId, teamId });
    return { ok: true };
  },
}));
const { useReportAfterEnd } = await import('./use-report-after-end.js');

const player: Identity = {
  role: 'participant',
  name: 'Priya',
  token: 't',
  guest: false,
  gameCode: 'DEMO26',
  sessionId: 's1',
  teamId: 'T1',
  memberId: 'm1',
  userId: null,
};

afterEach(() => {
  cleanup();
  sent.length = 0;
});

describe("a player's tablet at the whistle", () => {
  it('reports once when it sees the game ended and the results not yet revealed', () => {
    const live = testSession({ id: 's1', status: 'live' });
    const { rerender } = renderHook(({ session }) => useReportAfterEnd(session, 'T1', player), { initialProps: { session: live } });
    expect(sent).toEqual([]);
    const ended = testSession({ id: 's1', status: 'ended', endedAt: new Date().toISOString(), awaitingAfterEnd: ['T1'] });
    rerender({ session: ended });
    rerender({ session: { ...ended, updatedAt: 'later' } });
    expect(sent).toEqual([{ sessionId: 's1', teamId: 'T1' }]);
  });

  it('sends nothing for a team already heard from, once revealed, for a guest or for the host', () => {
    const ended = testSession({ id: 's1', status: 'ended', endedAt: new Date().toISOString() });
    renderHook(() => useReportAfterEnd({ ...ended, heardAfterEnd: ['T1'] }, 'T1', player));
    renderHook(() => useReportAfterEnd({ ...ended, revealed: true }, 'T1', player));
    renderHook(() => useReportAfterEnd(ended, 'T1', { ...player, guest: true }));
    renderHook(() => useReportAfterEnd(ended, 'T1', { ...player, role: 'admin' }));
    expect(sent).toEqual([]);
  });
});

// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_DECK, sessionView } from '@front-desk-rm/engine';
import type { SessionView } from '../../local/session-view.js';
import { testSession } from '../../testing/session.js';
import { useRoomHouseTeams } from './use-house-teams.js';

function view(status: 'live' | 'ended', revealed = false): SessionView {
  const session = testSession({ status, revealed, housePolicies: ['firstComeFirstServed'] });
  const scenarios = Object.fromEntries(DEMO_DECK.map((s, i) => [`R${i}`, { ...s, _id: `R${i}`, sessionId: session.id }]));
  const team = { id: 'T1', sessionId: session.id, name: 'Team 1', status: 'playing' as const, readyAt: null, createdAt: session.createdAt };
  const decisions = { D1: { id: 'D1', sessionId: session.id, teamId: 'T1', scenarioId: 'R0', decision: 'acc' as const, source: 'team' as const, decidedBy: null, madeAt: session.createdAt, createdAt: session.createdAt } };
  const engineView = sessionView({ sessions: { [session.id]: session }, scenarios, teams: { T1: team }, members: {}, decisions } as never, session.id)!;
  return { ...engineView, results: [] };
}

describe('useRoomHouseTeams', () => {
  it('shows the room only how far a house team has played while the game runs', () => {
    const { result } = renderHook(() => useRoomHouseTeams(view('live'), null));
    expect(result.current).toEqual({ revealed: false, progress: [{ id: 'house-firstComeFirstServed', policy: 'firstComeFirstServed', name: 'First come, first served', decided: 1, totalBookings: DEMO_DECK.length }] });
  });

  it('shows its figures once the host ends the game, or reveals them', () => {
    for (const v of [view('ended'), view('live', true)]) {
      const { result } = renderHook(() => useRoomHouseTeams(v, null));
      expect(result.current.revealed).toBe(true);
      if (result.current.revealed) expect(result.current.standings[0]).toMatchObject({ name: 'First come, first served', revenue: expect.any(Number) as number });
    }
  });
});

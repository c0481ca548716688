import { describe, expect, it } from 'vitest';
import { replayTeam } from '../rules/replay-team.js';
import { DEMO_DECK, demoRequestFields, practicePack, PRACTICE_SESSION_ID } from './demo-pack.js';

describe('demo pack', () => {
  it('prices a room-and-banquet package as rooms x nights x rate plus the hall per night', () => {
    const wedding = demoRequestFields(DEMO_DECK[0]!);
    expect(wedding.totalRate).toBe((4200 * 6 + 45000) * 3);
    expect(wedding.description).toBe('Sharma Wedding wants a 3 Nights booking from Friday with 6 rooms and 1 banquet with the total rate of ₹2,10,600');
  });

  it('prices room-only and banquet-only requests with the form formula', () => {
    expect(demoRequestFields(DEMO_DECK[1]!).totalRate).toBe(3000 * 5 * 3);
    expect(demoRequestFields(DEMO_DECK[3]!).totalRate).toBe(18000);
  });

  it('gives a guest the whole deck in order, playable to the end on the device', () => {
    const { session, deck } = practicePack('2026-11-23T09:00:00.000Z');
    expect(session.id).toBe(PRACTICE_SESSION_ID);
    expect(deck.map((s) => s.reservationName)).toEqual(DEMO_DECK.map((s) => s.reservationName));
    expect(deck.every((s, i) => i === 0 || s.createdAt > deck[i - 1]!.createdAt)).toBe(true);
    const acceptAll = replayTeam(
      session,
      deck,
      deck.map((s) => ({ scenarioId: s._id, decision: 'acc' as const })),
    );
    // The deck is built to overbook: some accepts must break a rule and stay undecided.
    expect(acceptAll.skipped.length).toBeGreaterThan(0);
    expect(acceptAll.figures.revenue).toBeGreaterThan(0);
    const refused = new Set(acceptAll.skipped.map((s) => s.decision.scenarioId));
    const played = replayTeam(
      session,
      deck,
      deck.map((s) => ({ scenarioId: s._id, decision: refused.has(s._id) ? ('dec' as const) : ('acc' as const) })),
    );
    expect(played.progress).toBe('Completed');
    expect(played.figures.revenue).toBe(acceptAll.figures.revenue);
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '../../testing/session.js';
import { db } from '../../data/db/local-db.js';
import { HiddenFromRoom } from './hidden-from-room.js';

afterEach(async () => {
  cleanup();
  await db.teams.clear();
});

const team = (id: string, name: string, sessionId: string) => ({
  id,
  name,
  sessionId,
  status: 'waiting' as const,
  readyAt: null,
  createdAt: '2026-12-06T00:00:00.000Z',
});

describe('HiddenFromRoom', () => {
  it('tells the host, while the game runs, what the room does not see, with the reveal at hand', () => {
    render(<HiddenFromRoom session={testSession({ status: 'live' })} />);
    expect(screen.getByRole('region', { name: 'Hidden from the room' }).textContent).toMatch(
      /the best possible week and the debrief reach the players' screens and the projector when the results are revealed after the end/,
    );
    expect(screen.getByRole('button', { name: 'Reveal to the room now' })).toBeTruthy();
  });

  it('after End Game, names the teams whose tablets have not reported and offers the reveal', async () => {
    const session = testSession({ status: 'ended', endedAt: new Date().toISOString(), awaitingAfterEnd: ['T1', 'T2', 'T3'], heardAfterEnd: ['T2'] });
    await db.teams.bulkPut([team('T1', 'Sea Breeze', session.id), team('T2', 'Palm Grove', session.id), team('T3', 'Coral Reef', session.id)]);
    render(<HiddenFromRoom session={session} />);
    const region = screen.getByRole('region', { name: 'Hidden from the room' });
    expect(region.textContent).toMatch(/^Results not yet revealed\. The game has ended; the results reach the room when every team's tablet has reported/);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe("Waiting for these 2 teams' tablets: Sea Breeze, Coral Reef."));
    expect(screen.getByRole('button', { name: 'Reveal results' })).toBeTruthy();
  });

  it('says nothing before the start, or once revealed, but lists what arrived after the reveal', async () => {
    for (const session of [testSession({ status: 'upcoming' }), testSession({ status: 'ended' }), testSession({ status: 'live', revealed: true })]) {
      const { container } = render(<HiddenFromRoom session={session} />);
      expect(container.textContent).toBe('');
      cleanup();
    }
    const session = testSession({
      status: 'ended',
      revealed: true,
      lateArrivals: [{ teamId: 'T1', kind: 'rates', week: 2, arrivedAt: '2026-12-06T10:20:00.000Z' }],
    });
    await db.teams.put(team('T1', 'Sea Breeze', session.id));
    render(<HiddenFromRoom session={session} />);
    const late = screen.getByRole('region', { name: 'Arrived after the results were revealed' });
    await waitFor(() => expect(late.textContent).toMatch(/Sea Breeze: its rates for week 2, at /));
  });
});

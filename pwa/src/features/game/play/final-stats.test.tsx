// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeamFigures } from '@front-desk-rm/engine/rules';
import { gamePaths } from '../../../app/game-paths.js';
import { db } from '../../../data/db/local-db.js';
import { testSession } from '../../../testing/session.js';
import { FinalStats } from './final-stats.js';

const figures: TeamFigures = {
  revenue: 184000,
  roomRevenue: 184000,
  banquetRevenue: 0,
  roomNightsSold: 46,
  occupancy: 65.7,
  adr: 4000,
  revPar: 2628.57,
  roomRevPar: 2628.57,
  tRevPar: 2628.57,
  accepted: 5,
  declined: 3,
  transient: null,
};

beforeEach(async () => {
  await db.open();
  await db.sessions.clear();
  await db.results.clear();
});
afterEach(cleanup);

function show(guest = false) {
  render(
    <MemoryRouter>
      <FinalStats figures={figures} teamName="Team 1" sessionId="S1" teamId="T1" guest={guest} onPlayAgain={() => {}} />
    </MemoryRouter>,
  );
}

describe('FinalStats', () => {
  it('shows a team that finished first its own week, and no debrief while the others play', async () => {
    await db.sessions.put(testSession({ status: 'live' }));
    show();
    expect(await screen.findByText('The debrief opens when the host reveals the results.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Team 1: week complete' })).toBeTruthy();
    expect(screen.getByText(/5 accepted, 3 declined/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your debrief' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/best|optimum/i);
  });

  it('offers the debrief the moment the host ends the game, as the session row syncs', async () => {
    await db.sessions.put(testSession({ status: 'live' }));
    show();
    await screen.findByText('The debrief opens when the host reveals the results.');
    await act(() => db.sessions.put(testSession({ status: 'ended' })));
    const link = await screen.findByRole('link', { name: 'See your debrief' });
    expect(link.getAttribute('href')).toBe(gamePaths.debrief('S1'));
    expect(screen.queryByText('The debrief opens when the host reveals the results.')).toBeNull();
  });

  it('offers the debrief during the game once the host reveals it', async () => {
    await db.sessions.put(testSession({ status: 'live', revealed: true }));
    show();
    expect(await screen.findByRole('link', { name: 'See your debrief' })).toBeTruthy();
  });

  it('offers a practice game neither the debrief nor its wait', async () => {
    await db.sessions.put(testSession({ status: 'live' }));
    show(true);
    expect(await screen.findByRole('button', { name: 'Practise again' })).toBeTruthy();
    expect(screen.queryByText(/debrief/i)).toBeNull();
  });
});

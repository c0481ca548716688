// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { startPlay } from '@front-desk-rm/engine/rules';
import { FOLD_ROOMS, WeekGrids } from './week-grids.js';

afterEach(cleanup);

const hotel = (totalRooms: number) => ({
  totalRooms,
  banquet: [],
  occupancy: { Sun: '50', Mon: '60', Tue: '80', Wed: '85', Thu: '80', Fri: '65', Sat: '55' },
});

describe('the week grids', () => {
  it('fold a large hotel’s rooms under one row of rooms free each night, the full grid a tap away', async () => {
    const session = hotel(120);
    render(<WeekGrids session={session} play={startPlay(session)} namesById={new Map()} preview={null} placement={null} />);
    const free = screen.getByRole('table', { name: 'Rooms free each night, of 120' });
    expect(
      within(free)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['120', '120', '120', '120', '120', '120', '120']);
    const summary = screen.getByText('Every room, night by night (120 rooms)');
    const fold = summary.closest('details')!;
    expect(fold.open).toBe(false);
    expect(within(fold).queryByRole('table', { name: /Rooms by night/, hidden: true })).toBeNull();
    fireEvent.click(summary);
    // The browser tells the page a moment later that the fold opened; the grid is drawn then.
    expect(await within(fold).findByRole('table', { name: /Rooms by night/ })).toBeTruthy();
  });

  it(`show a hotel of ${FOLD_ROOMS} rooms or fewer room by room, unfolded`, () => {
    const session = hotel(FOLD_ROOMS);
    render(<WeekGrids session={session} play={startPlay(session)} namesById={new Map()} preview={null} placement={null} />);
    expect(screen.queryByRole('table', { name: /Rooms free each night/ })).toBeNull();
    expect(screen.getByRole('table', { name: /Rooms by night/ }).closest('details')).toBeNull();
  });
});

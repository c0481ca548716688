// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OCCUPANCY_DAYS } from '@front-desk-rm/engine/domain';
import { realisedDemand, revisedForecast } from '@front-desk-rm/engine/rules';
import { PickUpTable } from './pick-up-table.js';

afterEach(cleanup);

const occupancy = { Sun: '40', Mon: '60', Tue: '100', Wed: '95', Thu: '90', Fri: '55', Sat: '45' };
const campaign = (week: number) => ({ id: 'S-week-taught', totalRooms: 40, occupancy, week, weeks: 3, closedWeeks: [] });

describe('what the week taught the forecast', () => {
  it('shows each night’s forecast, the demand seen and next week’s forecast, as pick-up works it out', () => {
    render(<PickUpTable session={campaign(1)} />);
    expect(screen.getByRole('heading', { name: 'What the week taught the forecast' })).toBeTruthy();
    expect(screen.getByText(/Week 2 opens with a forecast moved half of the way/)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const next = revisedForecast(occupancy, realisedDemand(campaign(1)), 40, 1);
    const drawn = Object.values(realisedDemand(campaign(1)));
    // This campaign's Tuesday asked for 43 of the 40 rooms.
    expect(drawn.filter((d) => d >= 40)).toHaveLength(1);
    rows.forEach((row, i) => {
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells[0]).toBe(`${occupancy[OCCUPANCY_DAYS[i]!]}%`);
      expect(cells[2]).toBe(`${next[OCCUPANCY_DAYS[i]!]}%`);
      // A night whose guests filled the 40 rooms says so, and reads at least full.
      if (drawn[i]! >= 40) {
        expect(cells[1]).toMatch(/^\d+% \(sold out\)$/);
        expect(Number.parseInt(cells[1]!)).toBeGreaterThanOrEqual(100);
      } else expect(cells[1]).toBe(`${Math.round((100 * drawn[i]!) / 40)}%`);
    });
  });

  it('says a later week moves the forecast less, and shows nothing after the last week', () => {
    render(<PickUpTable session={campaign(2)} />);
    expect(screen.getByText(/Week 3 opens with a forecast moved a third of the way/)).toBeTruthy();
    cleanup();
    const { container } = render(<PickUpTable session={campaign(3)} />);
    expect(container.textContent).toBe('');
  });
});

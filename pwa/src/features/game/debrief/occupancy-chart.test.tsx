// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GRID_DAYS } from '@front-desk-rm/engine/domain';
import { type DebriefDay } from '@front-desk-rm/engine/optimum';
import { OccupancyChart } from './occupancy-chart.js';

afterEach(cleanup);

// Ten rooms; the team's groups hold 4 on Friday and Saturday, nothing else.
const days: DebriefDay[] = GRID_DAYS.map((day) => {
  const rooms = day === 'F' || day === 'Sat' ? 4 : 0;
  return { day, team: rooms * 10, teamRooms: rooms, optimum: 50, forecast: 80 };
});

function row(name: string) {
  return within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

describe('the night-by-night chart', () => {
  it('shows the groups alone while no transient demand is given', () => {
    const { container } = render(<OccupancyChart days={days} totalRooms={10} transient={null} />);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Team', 'Best week', 'Forecast']);
    expect(container.querySelectorAll('rect.bar-transient, rect.bar-turned-away')).toHaveLength(0);
    expect(screen.queryByText('Turned away')).toBeNull();
  });

  it('stacks the transient guests who came on the groups, and those turned away above them', () => {
    // Friday: 4 group rooms, 6 transients came (hotel full), 3 turned away. Monday: 2 came, none turned away.
    const { container } = render(
      <OccupancyChart
        days={days}
        totalRooms={10}
        transient={[
          { day: 'M', arrived: 2, turnedAway: 0 },
          { day: 'F', arrived: 6, turnedAway: 3 },
        ]}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Team: groups',
      'Best week',
      'Forecast',
      'Group rooms',
      'Transient guests, rooms',
      'Turned away, rooms',
    ]);
    expect(row('Group rooms')).toEqual(['0', '0', '0', '0', '0', '4', '4']);
    expect(row('Transient guests, rooms')).toEqual(['0', '2', '0', '0', '0', '6', '0']);
    expect(row('Turned away, rooms')).toEqual(['0', '0', '0', '0', '0', '3', '0']);
    expect(container.querySelectorAll('rect.bar-transient')).toHaveLength(2);
    expect(container.querySelectorAll('rect.bar-turned-away')).toHaveLength(1);
    // 130% asked for on Friday: the axis reaches 150%.
    expect([...container.querySelectorAll('text.axis')].map((t) => t.textContent).filter((t) => t?.endsWith('%'))).toEqual([
      '0%',
      '25%',
      '50%',
      '75%',
      '100%',
      '125%',
      '150%',
    ]);
    expect(screen.getByText('Turned away')).toBeTruthy();
  });
});

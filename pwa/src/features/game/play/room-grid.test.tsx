// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '@front-desk-rm/engine/rules';
import { OccupancyGrid } from './room-grid.js';

afterEach(cleanup);

const booking = (scenarioId: string, rooms: string[], nights: Booking['nights'], hall: Booking['hall'] = null): Booking => ({
  scenarioId,
  type: hall ? 'RoomAndBanquet' : 'RoomOnly',
  rooms,
  hall,
  nights,
  nightlyRoomRate: 4000,
  roomRevenue: 0,
  banquetRevenue: 0,
  totalRate: 0,
});

const rows = [
  { key: 'Room 1', label: 'Room 1' },
  { key: 'Room 2', label: 'Room 2' },
];
const names = new Map([
  ['A', 'Sharma Wedding'],
  ['B', 'Infosys Offsite'],
]);

/** Each night's cell as a reader hears it, under its day's column header: the booking's name, or free. */
function nights(label: string) {
  const cells = within(screen.getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell');
  return cells.map((c) => c.querySelector('.sr-only')?.textContent);
}

describe('the occupancy grid', () => {
  it('marks each sold night with its booking, in text a reader hears and no aria-label on a span, and every other night as free', () => {
    const { container } = render(
      <OccupancyGrid
        caption="Room availability"
        rows={rows}
        bookings={[booking('A', ['Room 1'], ['Th', 'F', 'Sat']), booking('B', ['Room 2'], ['M'])]}
        namesById={names}
        preview={null}
        kind="rooms"
      />,
    );
    expect(screen.getByRole('table', { name: 'Room availability' })).toBeTruthy();
    expect(nights('Room 1')).toEqual(['free', 'free', 'free', 'free', 'Sharma Wedding', 'Sharma Wedding', 'Sharma Wedding']);
    expect(nights('Room 2')).toEqual(['free', 'Infosys Offsite', 'free', 'free', 'free', 'free', 'free']);
    expect([...container.querySelectorAll('td.sold [aria-hidden="true"]')].map((s) => s.textContent)).toEqual(['SW', 'SW', 'SW', 'IO']);
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });

  it('previews where the request on screen would land, and never over a sold night', () => {
    render(
      <OccupancyGrid
        caption="Room availability"
        rows={rows}
        bookings={[booking('A', ['Room 1'], ['Th'])]}
        namesById={names}
        preview={booking('C', ['Room 1', 'Room 2'], ['W', 'Th'])}
        kind="rooms"
      />,
    );
    expect(nights('Room 1').slice(3, 5)).toEqual(['would be taken by this request', 'Sharma Wedding']);
    expect(nights('Room 2').filter((n) => n === 'would be taken by this request')).toHaveLength(2);
  });

  it('files a banquet under its hall, by the hall’s key, and says where the request goes', () => {
    render(
      <>
        <p id="where">Needs the Grand Ballroom Sat; the Grand Ballroom is free that night.</p>
        <OccupancyGrid
          caption="Banquet availability"
          rows={[{ key: 'b1', label: 'Grand Ballroom' }]}
          bookings={[booking('A', ['Room 1'], ['Sat'], { key: 'b1', name: 'Grand Ballroom' })]}
          namesById={names}
          preview={null}
          kind="halls"
          describedBy="where"
        />
      </>,
    );
    expect(screen.getByRole('columnheader', { name: 'Hall' })).toBeTruthy();
    expect(nights('Grand Ballroom').at(-1)).toBe('Sharma Wedding');
    expect(screen.getByRole('table', { description: 'Needs the Grand Ballroom Sat; the Grand Ballroom is free that night.' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '@front-desk-rm/engine';
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

function row(label: string) {
  return within(screen.getByRole('rowheader', { name: label }).closest('tr')!);
}

describe('the occupancy grid', () => {
  it('marks each sold night with its booking, and reads every other night as free', () => {
    render(<OccupancyGrid caption="Room availability" rows={rows} bookings={[booking('A', ['Room 1'], ['Th', 'F', 'Sat']), booking('B', ['Room 2'], ['M'])]} namesById={names} preview={null} kind="rooms" />);
    expect(screen.getByRole('table', { name: 'Room availability' })).toBeTruthy();
    expect(row('Room 1').getAllByLabelText(/: Sharma Wedding$/).map((c) => c.textContent)).toEqual(['SW', 'SW', 'SW']);
    expect(row('Room 1').getByLabelText('Sun: free')).toBeTruthy();
    expect(row('Room 2').getByLabelText('Mon: Infosys Offsite').textContent).toBe('IO');
    expect(row('Room 2').getAllByLabelText(/: free$/)).toHaveLength(6);
  });

  it('previews where the request on screen would land, and never over a sold night', () => {
    render(<OccupancyGrid caption="Room availability" rows={rows} bookings={[booking('A', ['Room 1'], ['Th'])]} namesById={names} preview={booking('C', ['Room 1', 'Room 2'], ['W', 'Th'])} kind="rooms" />);
    expect(row('Room 1').getByLabelText('Wed: would be taken by this request')).toBeTruthy();
    expect(row('Room 1').getByLabelText('Thu: Sharma Wedding')).toBeTruthy();
    expect(row('Room 2').getAllByLabelText(/would be taken by this request$/)).toHaveLength(2);
  });

  it('files a banquet under its hall, by the hall’s key', () => {
    render(<OccupancyGrid caption="Banquet availability" rows={[{ key: 'b1', label: 'Grand Ballroom' }]} bookings={[booking('A', ['Room 1'], ['Sat'], { key: 'b1', name: 'Grand Ballroom' })]} namesById={names} preview={null} kind="halls" />);
    expect(screen.getByRole('columnheader', { name: 'Hall' })).toBeTruthy();
    expect(row('Grand Ballroom').getByLabelText('Sat: Sharma Wedding')).toBeTruthy();
  });
});

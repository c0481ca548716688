import { describe, expect, it } from 'vitest';
import { expectedOccupancyBand, occupancyBand, rateCardBand, statusBadge, timerBand } from './bands.js';

describe('colour bands', () => {
  it('shows the timer green above 40 s, amber above 20 s and red below', () => {
    expect([60, 41].map(timerBand)).toEqual(['green', 'green']);
    expect([40, 21].map(timerBand)).toEqual(['amber', 'amber']);
    expect([20, 1, 0].map(timerBand)).toEqual(['red', 'red', 'red']);
  });

  it('colours a day red from 80%, yellow from 60%, green below', () => {
    expect([100, 80].map(occupancyBand)).toEqual(['red', 'red']);
    expect([79.9, 60].map(occupancyBand)).toEqual(['yellow', 'yellow']);
    expect([59.9, 0].map(occupancyBand)).toEqual(['green', 'green']);
  });

  it('colours expected occupancy red from 80%, yellow from 70%, green below', () => {
    expect(expectedOccupancyBand(80)).toBe('red');
    expect(expectedOccupancyBand(70)).toBe('yellow');
    expect(expectedOccupancyBand(69)).toBe('green');
  });

  it('colours the rate card green from 4500, blue from 4000, amber below', () => {
    expect(rateCardBand(4500)).toBe('green');
    expect(rateCardBand(4499)).toBe('blue');
    expect(rateCardBand(4000)).toBe('blue');
    expect(rateCardBand(3999)).toBe('amber');
  });

  it('labels session statuses Upcoming, Ongoing and Completed with their colours', () => {
    expect(statusBadge('upcoming')).toEqual({ label: 'Upcoming', tone: 'yellow' });
    expect(statusBadge('live')).toEqual({ label: 'Ongoing', tone: 'green' });
    expect(statusBadge('ongoing')).toEqual({ label: 'Ongoing', tone: 'green' });
    expect(statusBadge('ended')).toEqual({ label: 'Completed', tone: 'gray' });
    expect(statusBadge('completed')).toEqual({ label: 'Completed', tone: 'gray' });
  });

  it('capitalises any other status and shows it gray', () => {
    expect(statusBadge('paused')).toEqual({ label: 'Paused', tone: 'gray' });
  });
});

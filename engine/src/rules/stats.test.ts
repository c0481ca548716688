import { describe, expect, it } from 'vitest';
import { averageDailyRate, gameRevPar, occupancyPercent, percentFromBase, roomRevPar, weeklyCapacity, weeklyOccupancyAverage } from './stats.js';

describe('stats', () => {
  const f = { totalRooms: 10, roomNightsSold: 35, roomRevenue: 140000, totalRevenue: 180000 };

  it('sells totalRooms x 7 room-nights a week', () => {
    expect(weeklyCapacity(10)).toBe(70);
  });

  it('computes occupancy as occupied room-nights over rooms x 7', () => {
    expect(occupancyPercent(f)).toBe(50);
    expect(occupancyPercent({ totalRooms: 0, roomNightsSold: 0 })).toBe(0);
  });

  it('computes ADR as room revenue over occupied room-nights, 0 when none', () => {
    expect(averageDailyRate(f)).toBe(4000);
    expect(averageDailyRate({ roomNightsSold: 0, roomRevenue: 0 })).toBe(0);
  });

  it("computes the game's RevPAR from total revenue and the control panel's from room revenue", () => {
    expect(gameRevPar(f)).toBeCloseTo(2571.43, 2);
    expect(roomRevPar(f)).toBe(2000);
    expect(gameRevPar({ totalRooms: 0, totalRevenue: 5 })).toBe(0);
    expect(roomRevPar({ totalRooms: 0, roomRevenue: 5 })).toBe(0);
  });

  it('averages the weekly forecast as the sum divided by 7', () => {
    expect(weeklyOccupancyAverage({ Sun: '40', Mon: '55', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' })).toBeCloseTo(66.43, 2);
    expect(weeklyOccupancyAverage({ Sun: '70' })).toBe(10);
  });

  it('shows a rate as a percentage difference from the base ADR', () => {
    expect(percentFromBase(4125, 3300)).toBeCloseTo(25);
    expect(percentFromBase(3000, 0)).toBe(0);
  });
});

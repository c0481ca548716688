import { describe, expect, it } from 'vitest';
import { GRID_DAYS } from '../domain/days.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { emptyRoomGrid } from './grid.js';
import { randomFrom } from './seeded-random.js';
import { decide, startPlay } from './team-play.js';
import { drawPoisson, expectedFilled, forecastMean, realisedDemand, transientWeek, turnedAwayBy } from './transient-demand.js';
import { weekFigures } from './week-figures.js';

const busyWeek = { Sun: '40', Mon: '50', Tue: '50', Wed: '60', Thu: '90', Fri: '95', Sat: '95' };

describe('transient demand', () => {
  it('expects the rooms a Poisson night fills, worked out by hand', () => {
    // Mean 2, one room: P(D >= 1) = 1 - e^-2.
    expect(expectedFilled(2, 1)).toBeCloseTo(1 - Math.exp(-2), 10);
    // Two rooms: P(D >= 1) + P(D >= 2) = (1 - e^-2) + (1 - 3e^-2).
    expect(expectedFilled(2, 2)).toBeCloseTo(2 - 4 * Math.exp(-2), 10);
    // Plenty of rooms: every guest finds one, the mean.
    expect(expectedFilled(2, 40)).toBeCloseTo(2, 8);
    expect(expectedFilled(0, 5)).toBe(0);
    expect(expectedFilled(3, 0)).toBe(0);
  });

  it('reads the forecast as the mean demand in rooms', () => {
    const session = hotel({ totalRooms: 40, occupancy: busyWeek });
    expect(forecastMean(session, 'F')).toBe(38);
    expect(forecastMean(session, 'Sun')).toBe(16);
    expect(forecastMean({ ...session, occupancy: { ...busyWeek, Fri: 'n/a' } }, 'F')).toBe(0);
  });

  it('draws Poisson demand around the mean', () => {
    const random = randomFrom('poisson-check');
    const draws = Array.from({ length: 20_000 }, () => drawPoisson(36, random));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const variance = draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length;
    expect(mean).toBeGreaterThan(35.7);
    expect(mean).toBeLessThan(36.3);
    expect(variance).toBeGreaterThan(34);
    expect(variance).toBeLessThan(38);
    expect(drawPoisson(0, random)).toBe(0);
  });

  it('draws one week of demand per session: the same for every team of it, another for another session', () => {
    const session = hotel({ id: 'S-one', totalRooms: 40, occupancy: busyWeek });
    expect(realisedDemand(session)).toEqual(realisedDemand({ ...session }));
    const weeks = ['S-two', 'S-three', 'S-four'].map((id) => realisedDemand({ ...session, id }));
    expect(weeks.some((w) => JSON.stringify(w) !== JSON.stringify(realisedDemand(session)))).toBe(true);
    expect(Object.values(realisedDemand({ ...session, occupancy: { Sun: '0', Mon: '0', Tue: '0', Wed: '0', Thu: '0', Fri: '0', Sat: '0' } }))).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('fills the rooms left free up to the night’s demand, and turns the rest away', () => {
    const session = hotel({ id: 'S-fill', totalRooms: 4, baseADR: 4000, occupancy: busyWeek });
    const drawn = realisedDemand(session);
    const nights = transientWeek(session, emptyRoomGrid(4), 'realised');
    for (const n of nights) {
      expect(n.demand).toBe(drawn[n.day]);
      expect(n.arrived).toBe(Math.min(drawn[n.day], 4));
      expect(n.turnedAway).toBe(Math.max(0, drawn[n.day] - 4));
      expect(n.revenue).toBe(n.arrived * 4000);
    }
  });
});

describe('a week under the forecast demand model', () => {
  // A trainer's hotel: 8 rooms, base ADR 4,000, Thursday to Saturday forecast at 90-95%; a cheap group of 6 rooms on those nights.
  const session = hotel({ id: 'S-trainer', totalRooms: 8, baseADR: 4000, occupancy: busyWeek, demandModel: 'forecast' });
  const group = scenario({ _id: 'G', checkInDay: 'Thursday', roomNights: 3, noOfRoom: 6, totalRate: 6 * 3 * 1500, rateType: ['standard'] });

  it('projects during play: the deck so far plus what the forecast expects on the rooms still free', () => {
    const taken = decide(startPlay(session), session, group, 'acc');
    if (!taken.ok) throw new Error(taken.message);
    const f = weekFigures(taken.play, { ...session, status: 'live' });
    // Thursday: mean 0.9 x 8 = 7.2 guests for the 2 rooms left; Sunday: mean 3.2 for all 8 rooms.
    expect(f.transient!.phase).toBe('projected');
    expect(f.transient!.nights.find((n) => n.day === 'Th')!.arrived).toBeCloseTo(expectedFilled(7.2, 2), 10);
    const expected = GRID_DAYS.reduce((sum, day) => sum + expectedFilled(forecastMean(session, day), day === 'Th' || day === 'F' || day === 'Sat' ? 2 : 8), 0);
    expect(f.transient!.rooms).toBeCloseTo(expected, 10);
    expect(f.revenue).toBeCloseTo(27000 + 4000 * expected, 6);
  });

  it('realises at the end: the guests the draw sent, rooms only in RevPAR, banquets in TRevPAR', () => {
    const drawn = realisedDemand(session);
    const declined = decide(startPlay(session), session, group, 'dec');
    const taken = decide(startPlay(session), session, group, 'acc');
    if (!declined.ok || !taken.ok) throw new Error('the group should be decidable');
    const ended = { ...session, status: 'ended' as const };
    const free = (day: string) => (day === 'Th' || day === 'F' || day === 'Sat' ? 2 : 8);
    const transientIfTaken = GRID_DAYS.reduce((sum, day) => sum + Math.min(drawn[day], free(day)), 0);
    const transientIfDeclined = GRID_DAYS.reduce((sum, day) => sum + Math.min(drawn[day], 8), 0);
    const t = weekFigures(taken.play, ended);
    const d = weekFigures(declined.play, ended);
    expect(t.revenue).toBe(27000 + 4000 * transientIfTaken);
    expect(d.revenue).toBe(4000 * transientIfDeclined);
    expect(t.roomNightsSold).toBe(18 + transientIfTaken);
    expect(t.occupancy).toBeCloseTo(((18 + transientIfTaken) / 56) * 100, 10);
    expect(t.adr).toBeCloseTo((27000 + 4000 * transientIfTaken) / (18 + transientIfTaken), 10);
    expect(t.revPar).toBeCloseTo((27000 + 4000 * transientIfTaken) / 56, 10);
    expect(t.tRevPar).toBe(t.revPar);
    expect(t.transient!.phase).toBe('realised');
    // The lesson: on nights the forecast fills, the cheap group earned less than the guests it turned away.
    expect(d.revenue).toBeGreaterThan(t.revenue);
  });

  it('says what the cheap group turned away in guests who came, night by night', () => {
    const taken = decide(startPlay(session), session, group, 'acc');
    if (!taken.ok) throw new Error(taken.message);
    const drawn = realisedDemand(session);
    const booking = taken.play.bookings[0]!;
    // Two rooms were left free Thursday to Saturday; without the group, eight.
    const expected = (['Th', 'F', 'Sat'] as const).reduce((n, d) => n + Math.min(drawn[d], 8) - Math.min(drawn[d], 2), 0);
    expect(turnedAwayBy(session, taken.play.rooms, booking)).toEqual({ rooms: expected, value: 4000 * expected });
    expect(expected).toBeGreaterThan(0);
  });

  it('leaves the specification’s figures alone under the none model', () => {
    const plain = { ...session, demandModel: 'none' as const, status: 'ended' as const };
    const taken = decide(startPlay(plain), plain, group, 'acc');
    if (!taken.ok) throw new Error(taken.message);
    const f = weekFigures(taken.play, plain);
    expect(f).toMatchObject({ revenue: 27000, transient: null, roomNightsSold: 18 });
    expect(f.revPar).toBeCloseTo(27000 / 56, 10);
  });
});

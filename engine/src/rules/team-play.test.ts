import { describe, expect, it } from 'vitest';
import { hotel, scenario } from '../testing/fixtures.js';
import { decide, playFigures, round2, startPlay, toGameStats } from './team-play.js';

const session = hotel();

describe('a team playing its week', () => {
  it('starts with empty grids sized to the hotel', () => {
    const play = startPlay(session);
    expect(Object.keys(play.rooms)).toHaveLength(3);
    expect(Object.keys(play.banquets)).toEqual(['b1', 'b2']);
    expect(playFigures(play)).toMatchObject({ revenue: 0, occupancy: 0, adr: 0, revPar: 0, accepted: 0, declined: 0 });
  });

  it('adds an accepted booking to the grid and the figures', () => {
    const s = scenario({ noOfRoom: 2, roomNights: 7, totalRate: 56000, checkInDay: 'Sunday' });
    const r = decide(startPlay(session), session, s, 'acc');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const f = playFigures(r.play);
    expect(f.revenue).toBe(56000);
    expect(f.roomNightsSold).toBe(14);
    expect(f.occupancy).toBeCloseTo((14 / 21) * 100);
    expect(f.adr).toBe(4000);
    expect(f.accepted).toBe(1);
  });

  it('records a decline without touching the grid', () => {
    const r = decide(startPlay(session), session, scenario(), 'dec');
    expect(r.ok && playFigures(r.play)).toMatchObject({ revenue: 0, declined: 1, accepted: 0 });
    expect(r.ok && r.booking).toBeNull();
  });

  it('keeps the week unchanged when an accept breaks a rule, and says why', () => {
    const play = startPlay(session);
    const r = decide(play, session, scenario({ noOfRoom: 5 }), 'acc');
    expect(r).toEqual({ ok: false, message: 'Not enough rooms available for this booking!' });
  });

  it('refuses a second decision on the same booking request', () => {
    const s = scenario();
    const first = decide(startPlay(session), session, s, 'dec');
    if (!first.ok) throw new Error('first decision failed');
    expect(decide(first.play, session, s, 'acc')).toEqual({ ok: false, message: 'This booking request has already been decided.' });
  });

  it("counts banquet revenue in the game's RevPAR but not in ADR", () => {
    const s = scenario({
      type: 'RoomAndBanquet',
      rateType: ['deluxe', 'Grand Hall'],
      noOfRoom: 1,
      roomNights: 1,
      noOfBanquet: 1,
      totalRate: 24000,
      checkInDay: 'Monday',
    });
    const r = decide(startPlay(session), session, s, 'acc');
    if (!r.ok) throw new Error(r.message);
    const f = playFigures(r.play);
    expect(f.roomRevenue).toBe(4000);
    expect(f.banquetRevenue).toBe(20000);
    expect(f.adr).toBe(4000);
    expect(f.revPar).toBeCloseTo(24000 / 21);
    expect(f.roomRevPar).toBeCloseTo(4000 / 21);
  });

  it('sends figures rounded to two decimals with the decision type', () => {
    const f = {
      revenue: 1000.004,
      occupancy: 33.3333,
      adr: 4000,
      revPar: 47.619,
      roomRevenue: 0,
      banquetRevenue: 0,
      roomNightsSold: 0,
      roomRevPar: 0,
      tRevPar: 47.619,
      accepted: 0,
      declined: 0,
      transient: null,
    };
    expect(toGameStats(f, 'acc')).toEqual({ revenue: 1000, occupancy: 33.33, ADR: 4000, revPar: 47.62, type: 'acc' });
    expect(round2(2.345)).toBe(2.35);
  });
});

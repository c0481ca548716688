import { describe, expect, it } from 'vitest';
import { displacement } from '../rules/displacement.js';
import { startPlay } from '../rules/team-play.js';
import { hotel, scenario, weekAccepting } from '../testing/fixtures.js';
import { displacementGivenPlay, displacementPolicy, firstComeFirstServed, nightlyRoomRate, rateThreshold, soldByNight } from './house-rules.js';

const tenRooms = hotel({ totalRooms: 10, baseADR: 4000, occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '70', Thu: '80', Fri: '90', Sat: '100' } });

const banquetOnly = scenario({ type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Hall'], totalRate: 1000 });

describe('first come, first served', () => {
  it('accepts every request and leaves what does not fit to the rules', () => {
    const full = weekAccepting(hotel({ totalRooms: 1 }), scenario({ noOfRoom: 1, checkInDay: 'Monday', roomNights: 1 }));
    expect(
      firstComeFirstServed({ session: hotel({ totalRooms: 1 }), play: full, request: scenario({ noOfRoom: 1, checkInDay: 'Monday', roomNights: 1 }) }),
    ).toBe('acc');
  });
});

describe('the rate threshold', () => {
  const play = startPlay(tenRooms);
  it('accepts a request paying the base ADR per room night and declines one paying less', () => {
    expect(rateThreshold({ session: tenRooms, play, request: scenario({ noOfRoom: 2, roomNights: 2, totalRate: 16000 }) })).toBe('acc');
    expect(rateThreshold({ session: tenRooms, play, request: scenario({ noOfRoom: 2, roomNights: 2, totalRate: 15996 }) })).toBe('dec');
  });

  it('takes the hall part off a package before comparing, and accepts a banquet-only request', () => {
    // Terrace 8000 x 1 night off 15000 leaves 7000 for 2 rooms: 3500 a room night, under 4000.
    const pkg = scenario({ type: 'RoomAndBanquet', noOfRoom: 2, noOfBanquet: 1, rateType: ['standard', 'Terrace'], roomNights: 1, totalRate: 15000 });
    expect(nightlyRoomRate(tenRooms, pkg)).toBe(3500);
    expect(rateThreshold({ session: tenRooms, play, request: pkg })).toBe('dec');
    expect(nightlyRoomRate(tenRooms, banquetOnly)).toBeNull();
    expect(rateThreshold({ session: tenRooms, play, request: banquetOnly })).toBe('acc');
  });
});

describe('the displacement policy', () => {
  // Thursday 8 transients expected and Friday 9: five rooms push out 3 + 4 = 7 room nights, ₹28,000 at the base ADR.
  const group = (totalRate: number) => scenario({ checkInDay: 'Thursday', roomNights: 2, noOfRoom: 5, totalRate });

  it('accepts a group whose total exceeds the transient revenue it displaces, and declines one that only matches it', () => {
    expect(displacementPolicy({ session: tenRooms, play: startPlay(tenRooms), request: group(30000) })).toBe('acc');
    expect(displacementPolicy({ session: tenRooms, play: startPlay(tenRooms), request: group(28000) })).toBe('dec');
  });

  it("is the booking card's displacement on an empty week", () => {
    expect(displacementGivenPlay(tenRooms, startPlay(tenRooms), group(30000))).toEqual(displacement(tenRooms, group(30000)));
  });

  it('counts the rooms already sold: the transients still come, so more of the group displaces them', () => {
    const play = weekAccepting(tenRooms, scenario({ checkInDay: 'Thursday', roomNights: 1, noOfRoom: 2, totalRate: 8000 }));
    expect(soldByNight(play)).toEqual([0, 0, 0, 0, 2, 0, 0]);
    // Thursday now displaces 8 + 2 + 5 - 10 = 5 rooms: 9 room nights, ₹36,000.
    expect(displacementGivenPlay(tenRooms, play, group(30000)).displacedRevenue).toBe(36000);
    expect(displacementPolicy({ session: tenRooms, play, request: group(30000) })).toBe('dec');
  });

  it('accepts a banquet-only request, which displaces no rooms', () => {
    expect(displacementPolicy({ session: tenRooms, play: startPlay(tenRooms), request: banquetOnly })).toBe('acc');
  });
});

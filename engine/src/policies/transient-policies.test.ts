import { describe, expect, it } from 'vitest';
import { hotel, scenario } from '../testing/fixtures.js';
import { startPlay } from '../rules/team-play.js';
import { transientProtection } from './emsr-b.js';
import { displacementPolicy, expectedDisplacement } from './house-rules.js';
import { expectedDisplacementOf } from '../rules/displacement.js';
import { displacementAdjustedFares, emsrB } from './emsr-b.js';

// Four rooms, Monday forecast at 50%: transient demand Poisson with mean 2 that night, paying the base ADR of 4,000.
const monday50 = { Sun: '0', Mon: '50', Tue: '0', Wed: '0', Thu: '0', Fri: '0', Sat: '0' };
const session = hotel({ id: 'S-policies', totalRooms: 4, baseADR: 4000, occupancy: monday50, demandModel: 'forecast', rates: { standard: 4000 } });
const e2 = Math.exp(-2);

describe('house policies that read the transient demand (forecast model)', () => {
  it('protects rooms for Monday’s guests by Littlewood’s rule, worked out by hand', () => {
    // A request at 2,000: protect while P(D >= y) > 0.5. P(D>=1) = 1 - e^-2 = 0.865, P(D>=2) = 1 - 3e^-2 = 0.594, P(D>=3) = 1 - 5e^-2 = 0.323.
    expect(transientProtection(session, 2000)[1]).toBe(2);
    // At 3,500 (ratio 0.875) not even the first: 0.865 < 0.875.
    expect(transientProtection(session, 3500)[1]).toBe(0);
    // At the base ADR or above, nothing is held back; on an empty night nothing either.
    expect(transientProtection(session, 4000)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(transientProtection(session, 100)[0]).toBe(0);
  });

  it('prices a group by the Monday guests it turns away, worked out by hand', () => {
    // Two rooms taken of four: E[min(D,4)] - E[min(D,2)] = P(D>=3) + P(D>=4) = (1 - 5e^-2) + (1 - 19/3 e^-2).
    const group = scenario({ _id: 'G', checkInDay: 'Monday', roomNights: 1, noOfRoom: 2, totalRate: 1800, rateType: ['standard'] });
    const turnedAway = 4000 * (1 - 5 * e2 + (1 - (19 / 3) * e2));
    expect(expectedDisplacement(session, startPlay(session), group)).toBeCloseTo(turnedAway, 6);
    expect(turnedAway).toBeCloseTo(1864.8, 1);
    // The booking card's hint reads the same, night by night: 0.466 transient rooms on Monday, a net of 1,800 - 1,864.8.
    const hint = expectedDisplacementOf(session, startPlay(session), group);
    expect(hint.nights.map((n) => n.day)).toEqual(['M']);
    expect(hint.displacedRoomNights).toBeCloseTo(turnedAway / 4000, 6);
    expect(hint.netContribution).toBeCloseTo(1800 - turnedAway, 6);
    expect(displacementPolicy({ session, play: startPlay(session), request: group })).toBe('dec');
    expect(displacementPolicy({ session, play: startPlay(session), request: { ...group, totalRate: 1900 } })).toBe('acc');
  });

  it('sells a cheap group two of Monday’s four rooms under EMSR-b, and holds the other two back from a third', () => {
    const two = scenario({ _id: 'G2', checkInDay: 'Monday', roomNights: 1, noOfRoom: 2, totalRate: 4000, rateType: ['standard'] });
    // 2,000 a room a night: two rooms protected, so 4 - 2 = 2 may be sold, and 3 would not be.
    expect(emsrB({ session, play: startPlay(session), request: two })).toBe('acc');
    const three = { ...two, noOfRoom: 3, totalRate: 6000 };
    expect(emsrB({ session, play: startPlay(session), request: three })).toBe('dec');
  });

  it('judges a long stay by all it pays under EMSR-b, as a network method: the same three rooms held back for one Monday are sold for Monday to Wednesday', () => {
    // Three rooms Monday to Wednesday at 2,000 a room a night: 18,000. Night by night, Monday's 2,000 would protect two of
    // four rooms and refuse three. Tuesday and Wednesday displace nobody (forecast 0%), so Monday's displacement-adjusted
    // fare is the whole 18,000 over 3 rooms: 6,000 a room, above the base ADR, and nothing is protected against it.
    const stay = scenario({ _id: 'G3', checkInDay: 'Monday', roomNights: 3, noOfRoom: 3, totalRate: 18000, rateType: ['standard'] });
    expect(transientProtection(session, 2000)[1]).toBe(2);
    expect(displacementAdjustedFares(session, startPlay(session), stay)).toEqual([
      6000,
      // Tuesday and Wednesday: 18,000 less Monday's displaced guests, E[min(D,4)] - E[min(D,1)] rooms at 4,000, over 3 rooms.
      expect.closeTo((18000 - 4000 * (1 - 3 * e2 + (1 - 5 * e2) + (1 - (19 / 3) * e2))) / 3, 6),
      expect.closeTo((18000 - 4000 * (1 - 3 * e2 + (1 - 5 * e2) + (1 - (19 / 3) * e2))) / 3, 6),
    ]);
    expect(emsrB({ session, play: startPlay(session), request: stay })).toBe('acc');
    // Accepting is right: it pays 18,000 for about 4,241 of Monday guests turned away (displacement agrees).
    expect(displacementPolicy({ session, play: startPlay(session), request: stay })).toBe('acc');
  });
});

import { describe, expect, it } from 'vitest';
import { hotel } from '../testing/fixtures.js';
import { familyForecast, familyWeek } from '../rules/week-families.js';
import type { WeekFamilyId } from '../domain/week-family.js';
import { playHousePolicy } from './house-policies.js';
import { deckMeter, nightsText } from './deck-meter.js';

function week(id: WeekFamilyId, seed: string) {
  const session = { ...hotel({ id: `S-meter-${seed}`, totalRooms: 40, baseADR: 6000 }), demandModel: 'forecast' as const };
  const occupancy = familyForecast(id, seed);
  const withForecast = { ...session, occupancy };
  const deck = familyWeek(withForecast, id, occupancy, seed).requests.map((r, i) => ({ ...r, _id: `R${i}` }));
  return { session: withForecast, deck };
}

describe('the deck meter', () => {
  it('says protecting pays on a conference peak, on the nights the conference asks for, and by how much', () => {
    const { session, deck } = week('conferencePeak', 'peak-1');
    const meter = deckMeter(session, deck);
    expect(meter.kind).toBe('protecting-pays');
    if (meter.kind !== 'protecting-pays') return;
    expect(meter.worth).toBeGreaterThan(0.01 * meter.fcfs);
    expect(meter.nights).toEqual(expect.arrayContaining(['T', 'W']));
    // The figures are the house policies' own, in expectation before the start.
    const before = { ...session, status: 'upcoming' as const };
    expect(meter.fcfs).toBeCloseTo(playHousePolicy('firstComeFirstServed', before, deck).figures.revenue, 6);
    expect(meter.protecting).toBeCloseTo(playHousePolicy(meter.policy, before, deck).figures.revenue, 6);
  });

  it('says a low week has nothing to protect', () => {
    for (const seed of ['low-1', 'low-2', 'low-3']) {
      const { session, deck } = week('lowWeek', seed);
      expect(deckMeter(session, deck).kind).toBe('nothing-to-protect');
    }
  });

  it('reads the same before the start and after the end: never the guests who came', () => {
    const { session, deck } = week('citywideEvent', 'ended');
    const ended = { ...session, status: 'ended' as const };
    expect(deckMeter(ended, deck)).toEqual(deckMeter(session, deck));
  });

  it('has nothing to say of an empty deck, and says why without guests', () => {
    const { session, deck } = week('conferencePeak', 'none');
    expect(deckMeter(session, [])).toEqual({ kind: 'empty' });
    expect(deckMeter({ ...session, demandModel: 'none' }, deck)).toEqual({ kind: 'no-guests' });
  });

  it('names nights as a host reads them', () => {
    expect(nightsText(['T', 'W', 'Th'])).toBe('Tue to Thu');
    expect(nightsText(['M', 'W', 'F'])).toBe('Mon, Wed and Fri');
    expect(nightsText(['F', 'Sat'])).toBe('Fri and Sat');
    expect(nightsText(['W'])).toBe('Wed');
  });
});

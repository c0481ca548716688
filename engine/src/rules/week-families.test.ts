import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OCCUPANCY_DAYS } from '../domain/days.js';
import { scenarioFieldsSchema } from '../domain/scenario.js';
import type { Occupancy, Session } from '../domain/session.js';
import { WEEK_FAMILY_IDS, type WeekFamilyId } from '../domain/week-family.js';
import { commit, emptyGameData } from '../mutations/model.js';
import { addScenario, scenarioProblem } from '../mutations/scenario-mutations.js';
import { ADMIN, context, run } from '../testing/game-data.js';
import { hotel } from '../testing/fixtures.js';
import { impliedRoomAdr } from './scenario-total.js';
import { decide, startPlay } from './team-play.js';
import { WEEK_FAMILIES, familyForecast, familyWeek, nightsOf, resolveFamily, weekFamily } from './week-families.js';
import { POOL_NAMES, POOL_NAMES_BY_KIND } from './week-pool.js';

/** Hotels of every size the wizard allows, with and without halls, a rate card around the base ADR. */
function hotels(): Session[] {
  return [1, 2, 3, 10, 24, 40, 60, 125, 500].flatMap((totalRooms, i) => {
    const baseADR = 3000 + 700 * i;
    const rates = { standard: Math.round(baseADR * 0.9), deluxe: Math.round(baseADR * 1.25), suite: Math.round(baseADR * 1.9) };
    const withHalls = hotel({ id: `S-family-${i}`, totalRooms, baseADR, rates });
    return [withHalls, { ...withHalls, id: `S-family-${i}-nohall`, banquet: [] }];
  });
}

/** Every family's week in the hotel, on its own forecast, for a few seeds. */
function weeksOf(session: Session) {
  return WEEK_FAMILY_IDS.flatMap((id) =>
    ['a', 'b', 'c'].map((seed) => familyWeek(session, id, familyForecast(id, `${session.id}|${seed}`), `${session.id}|${seed}`).requests),
  );
}

const occupancy = (values: readonly number[]): Occupancy => Object.fromEntries(OCCUPANCY_DAYS.map((d, i) => [d, String(values[i])])) as Occupancy;

describe('the families a generated week is drawn from', () => {
  it('names at least the seven kinds of week the issue asks for, each with a lesson the host reads', () => {
    expect(WEEK_FAMILIES.map((f) => f.id)).toEqual([...WEEK_FAMILY_IDS]);
    for (const family of WEEK_FAMILIES) {
      expect(family.name.length).toBeGreaterThan(5);
      expect(family.lesson.split(' ').length).toBeGreaterThan(15);
      expect(weekFamily(family.id)).toBe(family);
    }
    expect(WEEK_FAMILIES.filter((f) => f.test === 'low').map((f) => f.id)).toEqual(['lowWeek']);
  });

  it('deals the same week for the same seed, another for another seed', () => {
    const session = hotel({ id: 'S-same', totalRooms: 40 });
    const forecast = familyForecast('conferencePeak', 'x');
    expect(familyWeek(session, 'conferencePeak', forecast, 'x')).toEqual(familyWeek({ ...session }, 'conferencePeak', { ...forecast }, 'x'));
    expect(familyWeek(session, 'conferencePeak', forecast, 'y')).not.toEqual(familyWeek(session, 'conferencePeak', forecast, 'x'));
  });

  it('draws each family of a mix, and keeps a chosen family as it is', () => {
    const drawn = new Set(Array.from({ length: 200 }, (_, i) => resolveFamily('mix', `S|week-${i}`)));
    expect([...drawn].sort()).toEqual([...WEEK_FAMILY_IDS].sort());
    expect(resolveFamily('lowWeek', 'anything')).toBe('lowWeek');
  });

  it("draws a family's forecast within its bands, in whole percents", () => {
    for (const family of WEEK_FAMILIES) {
      for (const seed of ['1', '2', '3']) {
        const forecast = familyForecast(family.id, seed);
        OCCUPANCY_DAYS.forEach((day, i) => {
          const value = Number(forecast[day]);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(family.forecast[i]!.min);
          expect(value).toBeLessThanOrEqual(family.forecast[i]!.max);
        });
      }
    }
  });

  it('reads the peak and the quiet nights from the forecast', () => {
    const nights = nightsOf(occupancy([50, 60, 95, 97, 96, 70, 40]));
    expect(nights.peak(3)).toBe(2);
    expect(nights.quiet(3)).toEqual([6, 0, 1, 5]);
    // A resort's forecast: the weekend is the peak.
    expect(nightsOf(occupancy([55, 40, 40, 45, 60, 98, 99])).peak(2)).toBe(5);
  });

  it("aims a peak family's cheap groups at the forecast's busiest nights, wherever they fall", () => {
    const session = hotel({ id: 'S-aim', totalRooms: 40 });
    for (const values of [
      [50, 60, 95, 97, 96, 70, 40],
      [97, 98, 96, 50, 45, 40, 60],
    ]) {
      const forecast = occupancy(values);
      const peak = nightsOf(forecast).peak(3);
      const { requests } = familyWeek(session, 'longGroupsOverPeak', forecast, 'aim');
      const groups = requests.filter((r) => r.noOfRoom >= 2);
      const overPeak = groups.filter((r) => {
        const start = OCCUPANCY_DAYS.findIndex((_, i) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][i] === r.checkInDay);
        return start <= peak + 2 && start + r.roomNights > peak;
      });
      expect(overPeak.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('asks the valuable late request last, above the full rate', () => {
    const session = hotel({ id: 'S-late', totalRooms: 40, baseADR: 5000 });
    const { requests } = familyWeek(session, 'lateValuable', familyForecast('lateValuable', 'late'), 'late');
    const last = requests.at(-1)!;
    expect(last.type).toBe('RoomAndBanquet');
    expect(impliedRoomAdr(last, last.totalRate, session.banquet)! / session.baseADR).toBeGreaterThan(1.05);
  });

  it('writes every request as the scenario form and addScenario take it, valid for its session, and fitting the empty hotel', () => {
    for (const session of hotels()) {
      for (const week of weeksOf(session)) {
        expect(week.length).toBeGreaterThan(0);
        expect(new Set(week.map((r) => r.reservationName)).size).toBe(week.length);
        week.forEach((request, i) => {
          const parsed = scenarioFieldsSchema.parse(request);
          expect(parsed).toEqual(request);
          expect(scenarioProblem(parsed, session)).toBeNull();
          expect(POOL_NAMES).toContain(request.reservationName);
          expect(decide(startPlay(session), session, { ...request, _id: `R${i}` }, 'acc').ok).toBe(true);
        });
      }
    }
    const data = emptyGameData();
    const session = hotel({ id: 'S-add', totalRooms: 24 });
    data.sessions[session.id] = session;
    let n = 0;
    const { requests } = familyWeek(session, 'citywideEvent', familyForecast('citywideEvent', 'add'), 'add');
    const added = requests.reduce((d, request) => {
      const result = run(addScenario, d, { ...request, sessionId: session.id }, context(ADMIN, { newId: () => `P${++n}` }));
      if (!result.ok) throw new Error(result.reason);
      return commit(d, result.changes);
    }, data);
    // Stored as drawn: the request's own total stands, not the card's.
    expect(Object.values(added.scenarios).map((s) => s.totalRate)).toEqual(requests.map((r) => r.totalRate));
  });

  it('deals rooms alone in a hotel without halls, and halls alone in one without a rate card', () => {
    for (const session of hotels().filter((s) => s.banquet.length === 0)) {
      for (const week of weeksOf(session)) expect(week.every((r) => r.type === 'RoomOnly')).toBe(true);
    }
    const hallsOnly = hotel({ id: 'S-halls', rates: {} });
    for (const week of weeksOf(hallsOnly)) {
      expect(week.length).toBeGreaterThan(0);
      expect(week.every((r) => r.type === 'BanquetOnly' && POOL_NAMES_BY_KIND.event.includes(r.reservationName))).toBe(true);
    }
  });

  it('gives any forecast a valid week of every family (property)', () => {
    const session = hotel({ id: 'S-any', totalRooms: 30, banquet: [] });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 7, maxLength: 7 }),
        fc.constantFrom<WeekFamilyId>(...WEEK_FAMILY_IDS),
        fc.string(),
        (values, id, seed) => {
          const { requests } = familyWeek(session, id, occupancy(values), seed);
          // Eight at least, as a hotel's week brings, even without a hall.
          expect(requests.length).toBeGreaterThanOrEqual(8);
          for (const request of requests) expect(scenarioProblem(scenarioFieldsSchema.parse(request), session)).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });
});

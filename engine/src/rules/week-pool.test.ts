import { describe, expect, it } from 'vitest';
import { scenarioFieldsSchema } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { commit, emptyGameData } from '../mutations/model.js';
import { addScenario, scenarioProblem } from '../mutations/scenario-mutations.js';
import { ADMIN, context, run } from '../testing/game-data.js';
import { hotel } from '../testing/fixtures.js';
import { impliedRoomAdr } from './scenario-total.js';
import { decide, startPlay } from './team-play.js';
import { POOL_GROUP_BAND, POOL_GUEST_BAND, POOL_NAMES, POOL_NAMES_BY_KIND, POOL_SIZE, poolDeck, type PoolRequest } from './week-pool.js';

/** Hotels of every size the wizard allows, with and without halls, a rate card around the base ADR. */
function hotels(): Session[] {
  return [1, 2, 3, 10, 24, 40, 60, 125, 500].flatMap((totalRooms, i) => {
    const baseADR = 3000 + 700 * i;
    const rates = { standard: Math.round(baseADR * 0.9), deluxe: Math.round(baseADR * 1.25), suite: Math.round(baseADR * 1.9) };
    const withHalls = hotel({ id: `S-pool-${i}`, totalRooms, baseADR, rates });
    return [withHalls, { ...withHalls, id: `S-pool-${i}-nohall`, banquet: [] }];
  });
}

const weeksOf = (session: Session) => [2, 3, 4, 5, 6, 7, 8].map((week) => poolDeck(session, week));
const kindOf = (request: PoolRequest) => (['event', 'group', 'guest'] as const).find((k) => POOL_NAMES_BY_KIND[k].includes(request.reservationName))!;

describe('the pool a campaign week is drawn from', () => {
  it('deals the same week for the same session and week, another for another week or session', () => {
    const session = hotel({ id: 'S-pool', totalRooms: 40 });
    expect(poolDeck(session, 2)).toEqual(poolDeck({ ...session }, 2));
    expect(poolDeck(session, 3)).not.toEqual(poolDeck(session, 2));
    expect(poolDeck({ ...session, id: 'S-other' }, 2)).not.toEqual(poolDeck(session, 2));
  });

  it('holds 8 to 12 requests, and a given count deals the first of them', () => {
    const sizes = new Set<number>();
    for (const session of hotels()) {
      for (const week of weeksOf(session)) {
        expect(week.length).toBeGreaterThanOrEqual(POOL_SIZE.min);
        expect(week.length).toBeLessThanOrEqual(POOL_SIZE.max);
        sizes.add(week.length);
      }
    }
    expect(sizes.size).toBeGreaterThan(2);
    const session = hotel({ id: 'S-prefix', totalRooms: 30 });
    const full = poolDeck(session, 2);
    expect(poolDeck(session, 2, 5)).toEqual(full.slice(0, 5));
    expect(poolDeck(session, 2, 0)).toEqual([]);
    expect(poolDeck(session, 2, 500)).toHaveLength(POOL_NAMES.length);
  });

  it('names each request of a week once, from a list of 30 and more', () => {
    expect(POOL_NAMES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(POOL_NAMES).size).toBe(POOL_NAMES.length);
    for (const session of hotels()) {
      for (const week of weeksOf(session)) expect(new Set(week.map((r) => r.reservationName)).size).toBe(week.length);
    }
    const all = poolDeck(hotel({ id: 'S-all' }), 2, POOL_NAMES.length);
    expect(new Set(all.map((r) => r.reservationName)).size).toBe(POOL_NAMES.length);
  });

  it('writes every request as the scenario form and addScenario take it, valid for its session', () => {
    for (const session of hotels()) {
      for (const week of weeksOf(session)) {
        for (const request of week) {
          const parsed = scenarioFieldsSchema.parse(request);
          expect(parsed).toEqual(request);
          expect(scenarioProblem(parsed, session)).toBeNull();
        }
      }
    }
    const data = emptyGameData();
    const session = hotel({ id: 'S-add', totalRooms: 24 });
    data.sessions[session.id] = session;
    let n = 0;
    const requests = poolDeck(session, 2);
    const added = requests.reduce((d, request) => {
      const result = run(addScenario, d, { ...request, sessionId: session.id }, context(ADMIN, { newId: () => `P${++n}` }));
      if (!result.ok) throw new Error(result.reason);
      return commit(d, result.changes);
    }, data);
    // Stored as drawn: the request's own total stands, not the card's.
    expect(Object.values(added.scenarios).map((s) => s.totalRate)).toEqual(requests.map((r) => r.totalRate));
  });

  it('prices groups at 65% to 95% of the base ADR a room-night and guests at 90% to 130%', () => {
    const seen = new Set<string>();
    for (const session of hotels()) {
      for (const week of weeksOf(session)) {
        for (const request of week) {
          const kind = kindOf(request);
          seen.add(`${kind}:${request.type}`);
          const adr = impliedRoomAdr(request, request.totalRate, session.banquet);
          if (request.type === 'BanquetOnly') {
            expect(adr).toBeNull();
            expect(request.totalRate).toBe(session.banquet.find((h) => h.name === request.rateType[0])!.rate);
            continue;
          }
          const band = kind === 'guest' ? POOL_GUEST_BAND : POOL_GROUP_BAND;
          expect(adr! / session.baseADR).toBeGreaterThanOrEqual(band.min);
          expect(adr! / session.baseADR).toBeLessThanOrEqual(band.max);
        }
      }
    }
    expect([...seen].sort()).toEqual(['event:BanquetOnly', 'event:RoomAndBanquet', 'group:RoomOnly', 'guest:RoomOnly']);
  });

  it('sizes groups at 5% to 30% of the rooms and guests at a room or two', () => {
    const session = hotel({ id: 'S-sizes', totalRooms: 40 });
    for (const week of weeksOf(session)) {
      for (const request of week) {
        if (request.type === 'BanquetOnly') continue;
        if (kindOf(request) === 'guest') expect(request.noOfRoom).toBeLessThanOrEqual(2);
        else {
          expect(request.noOfRoom).toBeGreaterThanOrEqual(2);
          expect(request.noOfRoom).toBeLessThanOrEqual(12);
        }
        expect(request.roomNights).toBeGreaterThanOrEqual(1);
        expect(request.roomNights).toBeLessThanOrEqual(4);
      }
    }
  });

  it('never asks for more rooms than the hotel has: each request fits the empty hotel', () => {
    for (const session of hotels()) {
      for (const week of weeksOf(session)) {
        week.forEach((request, i) => {
          expect(request.noOfRoom).toBeLessThanOrEqual(session.totalRooms);
          const placed = decide(startPlay(session), session, { ...request, _id: `R${i}` }, 'acc');
          expect(placed.ok).toBe(true);
        });
      }
    }
  });

  it('deals rooms only in a hotel without halls, and halls only in one without a rate card', () => {
    for (const session of hotels().filter((s) => s.banquet.length === 0)) {
      for (const week of weeksOf(session)) expect(week.every((r) => r.type === 'RoomOnly')).toBe(true);
    }
    const hallsOnly = poolDeck(hotel({ id: 'S-halls', rates: {} }), 2);
    expect(hallsOnly.length).toBeGreaterThan(0);
    expect(hallsOnly.every((r) => r.type === 'BanquetOnly')).toBe(true);
    expect(poolDeck(hotel({ id: 'S-nothing', rates: {}, banquet: [] }), 2)).toEqual([]);
  });
});

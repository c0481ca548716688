/**
 * Transient demand through the documented API (issue 37): a session created
 * with `demandModel: 'forecast'` in a cheap-group week. A team that declines
 * the group on the nights the forecast fills earns more than one that takes
 * it, and the results say so with the guests who came; a session created
 * without the field answers as the specification says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_DAYS } from '@front-desk-rm/engine/domain';
import { realisedDemand } from '@front-desk-rm/engine/rules';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const sessionData = {
  name: 'Cheap group week',
  hotelName: 'Lakeview Indore',
  totalRooms: '20',
  baseADR: '4000',
  maxParticipants: '10',
  autoAssignTeams: true,
  teamSize: '1',
  rates: { Deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '50', Tue: '50', Wed: '60', Thu: '100', Fri: '100', Sat: '100' },
  banquet: [],
};
/** Ten rooms Thursday to Saturday at 1,000 a night: a quarter of the base ADR on nights the forecast sells out. */
const cheapGroup = {
  description: 'Conference group',
  reservationName: 'Cheap Group',
  roomNights: 3,
  rateType: ['deluxe'],
  checkInDay: 'Thursday',
  noOfRoom: 10,
  type: 'RoomOnly',
  noOfBanquet: '',
  totalRate: 30000,
};

async function playWeek(demandModel?: 'forecast') {
  const admin = await h.admin();
  const created = await h.call('POST', '/api/session/createSession', {
    token: admin,
    body: { sessionData: { ...sessionData, ...(demandModel ? { demandModel } : {}) } },
  });
  expect(created.status).toBe(201);
  const session = created.json.data.session as { id: string; gameCode: string; demandModel?: string };
  const added = await h.call('POST', '/api/session/addScenario', { token: admin, body: { ...cheapGroup, sessionId: session.id } });
  expect(added.status).toBe(201);
  const groupId = added.json.data.scenario._id as string;
  const taker = await h.joinAs('taker@hotel.test', session.gameCode);
  const decliner = await h.joinAs('decliner@hotel.test', session.gameCode);
  expect(taker.teamId).not.toBe(decliner.teamId);
  expect((await h.call('PATCH', `/api/session/updateSession/${session.id}`, { token: admin, body: { status: 'live' } })).status).toBe(200);
  for (const [player, type] of [
    [taker, 'acc'],
    [decliner, 'dec'],
  ] as const) {
    const r = await h.call('POST', `/api/session/getScenario/${session.id}?scenarioId=${groupId}`, { token: player.token, body: { type } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
  }
  const during = (await h.call('GET', `/api/session/getResult/${session.id}`, { token: admin })).json.data.result as Record<string, unknown>[];
  expect((await h.call('PATCH', `/api/session/updateSession/${session.id}`, { token: admin, body: { status: 'ended' } })).status).toBe(200);
  const after = (await h.call('GET', `/api/session/getResult/${session.id}`, { token: admin })).json.data.result as Record<string, unknown>[];
  const details = (await h.call('GET', `/api/session/getSessionDetails/${session.id}`, { token: admin })).json.data.session;
  const row = (rows: Record<string, unknown>[], teamId: string) => rows.find((r) => r.id === teamId)!;
  return {
    session,
    details,
    during: { taker: row(during, taker.teamId!), decliner: row(during, decliner.teamId!) },
    after: { taker: row(after, taker.teamId!), decliner: row(after, decliner.teamId!) },
  };
}

describe('a week under the forecast demand model, through the API', () => {
  it('pays the team that declines a cheap group on sold-out nights more than the team that takes it, with the guests who came', async () => {
    const { session, details, during, after } = await playWeek('forecast');
    expect(details.demandModel).toBe('forecast');
    // Told once the game is over, and the draw the engine makes from the session's id.
    const drawn = realisedDemand({ id: session.id, totalRooms: 20, occupancy: sessionData.occupancy });
    expect(details.realisedDemand).toEqual(drawn);
    const busy = (day: string) => day === 'Th' || day === 'F' || day === 'Sat';
    const takerTransient = GRID_DAYS.reduce((n, d) => n + Math.min(drawn[d], busy(d) ? 10 : 20), 0);
    const declinerTransient = GRID_DAYS.reduce((n, d) => n + Math.min(drawn[d], 20), 0);
    expect(after.taker).toMatchObject({ revenue: 30000 + 4000 * takerTransient, projected: false });
    expect(after.decliner).toMatchObject({ revenue: 4000 * declinerTransient, projected: false });
    expect(after.decliner.revenue as number).toBeGreaterThan(after.taker.revenue as number);
    expect(after.decliner.rank).toBe(1);
    // RevPAR is rooms over the 140 room-nights of the week; with no banquets TRevPAR is the same.
    expect(after.taker.revPar).toBeCloseTo((30000 + 4000 * takerTransient) / 140, 2);
    expect(after.taker.tRevPar).toBeCloseTo(after.taker.revPar as number, 6);
    expect(after.taker.occupancy).toBeCloseTo(((30 + takerTransient) / 140) * 100, 2);
    // During play the guests are the forecast's expectation, and the rows say so.
    expect(during.taker.projected).toBe(true);
    expect(during.decliner.revenue as number).toBeGreaterThan(during.taker.revenue as number);
  });

  it('answers as the specification says for a session created without the field', async () => {
    const { details, after } = await playWeek();
    expect(details.demandModel).toBeUndefined();
    expect(details.realisedDemand).toBeUndefined();
    expect(after.taker).toMatchObject({ revenue: 30000, acceptedBooking: 1 });
    expect(after.taker.revPar).toBeCloseTo(30000 / 140, 2);
    expect(after.decliner).toMatchObject({ revenue: 0, declinedBooking: 1 });
    expect('tRevPar' in after.taker).toBe(false);
    expect('projected' in after.taker).toBe(false);
  });

  it('refuses a demand model it does not know, in words', async () => {
    const r = await h.call('POST', '/api/session/createSession', { token: await h.admin(), body: { sessionData: { ...sessionData, demandModel: 'magic' } } });
    expect(r.status).toBe(400);
    expect(r.json.message).toContain("demandModel must be 'none' or 'forecast'");
  });
});

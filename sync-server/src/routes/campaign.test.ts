/**
 * A campaign of three weeks with a pricing round, through the real app over
 * SQLite (issue 36): weeks open in turn with a revised forecast and a drawn
 * deck, a decision a tablet made offline before the move counts in its own
 * week, rates count before the host closes the round, the standings add up,
 * and the room never sees a week before it is over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const sessionData = {
  name: 'Three-week campaign',
  hotelName: 'Lakeview Indore',
  totalRooms: '12',
  baseADR: '4000',
  maxParticipants: '10',
  autoAssignTeams: true,
  teamSize: '1',
  rates: { Deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '60', Tue: '70', Wed: '70', Thu: '80', Fri: '90', Sat: '85' },
  banquet: [],
  demandModel: 'forecast',
  weeks: 3,
  pricingWeeks: [2],
  priceBounds: { min: 2500, max: 7000 },
};
const request = (name: string, checkInDay: string, rooms: number) => ({
  description: `${name} stay`,
  reservationName: name,
  roomNights: 2,
  rateType: ['deluxe'],
  checkInDay,
  noOfRoom: rooms,
  type: 'RoomOnly',
  noOfBanquet: '',
});
const flat = (price: number) => ({ Sun: price, M: price, T: price, W: price, Th: price, F: price, Sat: price });

async function push(token: string, name: string, args: unknown) {
  const r = await h.call('POST', '/api/sync/push', {
    token,
    body: { protocol: 2, mutations: [{ id: ulid(), name, v: name === 'recordDecision' ? 2 : 1, args }], sentAt: new Date().toISOString() },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data.results[0] as { status: string; reason?: string };
}

async function campaign() {
  const admin = await h.admin();
  const created = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const session = created.json.data.session as { id: string; gameCode: string; weeks: number; week: number };
  const week1: string[] = [];
  for (const [name, day, rooms] of [
    ['Kapoor wedding block', 'Thursday', 6],
    ['Sales kick-off', 'Monday', 4],
  ] as const)
    week1.push(
      (await h.call('POST', '/api/session/addScenario', { token: admin, body: { ...request(name, day, rooms), sessionId: session.id } })).json.data.scenario
        ._id,
    );
  const a = await h.joinAs('asha@hotel.test', session.gameCode);
  const b = await h.joinAs('bilal@hotel.test', session.gameCode);
  // Each opens the lobby on a tablet: at each week's end the room waits for those tablets to report (issue 50).
  for (const player of [a, b]) await push(player.token, 'openLobby', { sessionId: session.id });
  const status = async (s: 'live' | 'ended') =>
    expect((await h.call('PATCH', `/api/session/updateSession/${session.id}`, { token: admin, body: { status: s } })).status).toBe(200);
  const details = async (token = admin) => (await h.call('GET', `/api/session/getSessionDetails/${session.id}`, { token })).json.data.session;
  const standings = async (token = admin) => (await h.call('GET', `/api/campaign/standings/${session.id}`, { token })).json;
  const decide = (player: typeof a, scenarioId: string, decision: 'acc' | 'dec', madeAt = new Date().toISOString()) =>
    push(player.token, 'recordDecision', { id: ulid(), sessionId: session.id, teamId: player.teamId, scenarioId, decision, source: 'team', madeAt });
  /** Week 1 played and ended, week 2 opened and started: its pricing round is open. */
  const toPricingRound = async () => {
    await status('live');
    await status('ended');
    expect((await h.call('POST', `/api/campaign/openNextWeek/${session.id}`, { token: admin, body: { from: 1 } })).status).toBe(200);
    await status('live');
  };
  return { admin, session, week1, a, b, status, details, standings, decide, toPricingRound };
}

describe('a campaign through the API', () => {
  it('runs three weeks with a pricing round, counts an offline decision in its own week before the reveal and refuses one after, and adds the standings up', async () => {
    const c = await campaign();
    expect(c.session).toMatchObject({ weeks: 3, week: 1 });
    await c.status('live');
    expect((await c.decide(c.a, c.week1[0]!, 'acc')).status).toBe('applied');
    // Bilal's tablet decides offline before the end; it reaches the server after the end, before the results are revealed.
    // Two seconds before the host ends the week: the push's clock correction is a few milliseconds.
    const madeOffline = new Date(Date.now() - 2000).toISOString();
    await c.status('ended');
    expect(await c.decide(c.b, c.week1[1]!, 'acc', madeOffline)).toMatchObject({ status: 'applied' });

    const unknown = await h.call('POST', `/api/campaign/openNextWeek/${c.session.id}`, { token: c.admin, body: { from: 1, family: 'nightclub' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain('family must be one of conferencePeak, resortWeekend');
    const early = await h.call('POST', `/api/campaign/openNextWeek/${c.session.id}`, { token: c.admin, body: { from: 1 } });
    expect(early.status, JSON.stringify(early.json)).toBe(200);
    expect(early.json.data.week).toBe(2);
    // Drawn from the mix: the answer names the week's family and its lesson.
    expect(early.json.data.family).toMatchObject({ id: expect.any(String), name: expect.any(String), lesson: expect.stringMatching(/\w+ \w+ \w+/) });
    const again = await h.call('POST', `/api/campaign/openNextWeek/${c.session.id}`, { token: c.admin, body: { from: 1 } });
    expect(again.status).toBe(200);
    const week2 = await c.details();
    expect(week2).toMatchObject({ week: 2, status: 'upcoming' });
    expect(week2.closedWeeks).toHaveLength(1);
    expect(week2.scenario.length).toBeGreaterThanOrEqual(8);
    expect(week2.scenario.every((s: { week: number }) => s.week === 2)).toBe(true);
    expect(Object.keys(week2.elasticity)).toHaveLength(7);
    expect(week2.closedWeekDemand[0].week).toBe(1);
    expect(week2.family).toBe(early.json.data.family.id);
    expect(week2.weekFamilies).toEqual([{ week: 2, ...early.json.data.family }]);

    // Opening week 2 showed the room week 1's results: Asha's forged decision on week 1, dated before the end, is refused.
    expect(await c.decide(c.a, c.week1[1]!, 'acc', madeOffline)).toMatchObject({
      status: 'rejected',
      reason: 'The results were revealed before this decision reached the server, so it does not count',
    });
    expect((await c.details()).lateArrivals).toEqual([
      { teamId: c.a.teamId, kind: 'decision', week: 1, scenarioId: c.week1[1], arrivedAt: expect.any(String) },
    ]);

    await c.status('live');
    const first = week2.scenario[0]._id as string;
    expect(await c.decide(c.a, first, 'acc')).toMatchObject({ status: 'rejected', reason: expect.stringContaining('Set your rates first') });
    const rates = await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: c.a.token, body: { week: 2, prices: flat(5200) } });
    expect(rates.status, JSON.stringify(rates.json)).toBe(200);
    const outside = await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: c.a.token, body: { week: 2, prices: flat(9000) } });
    expect(outside.status).toBe(400);
    expect(outside.json.message).toContain('between 2500 and 7000');
    expect((await h.call('POST', `/api/campaign/closePricing/${c.session.id}`, { token: c.admin })).status).toBe(200);
    expect((await c.decide(c.a, first, 'dec')).status).toBe('applied');

    // While week 2 is played, the room sees week 1 only; the host sees both.
    const room = await c.standings(c.b.token);
    expect(room.data.standings[0].weeks.map((w: { week: number }) => w.week)).toEqual([1]);
    const roomOptimum = await h.call('GET', `/api/session/getOptimum/${c.session.id}?week=2`, { token: c.b.token });
    expect(roomOptimum.status).toBe(403);
    expect((await h.call('GET', `/api/session/getOptimum/${c.session.id}?week=1`, { token: c.b.token })).status).toBe(200);

    await c.status('ended');
    // The room waits for its tablets: the best week stays hidden until each team's tablet has reported, then reveals itself.
    expect((await h.call('GET', `/api/session/getOptimum/${c.session.id}?week=2`, { token: c.b.token })).status).toBe(403);
    // Asha's token cannot speak for Bilal's team, nor write the host's list of late arrivals.
    expect(await push(c.a.token, 'reportAfterEnd', { sessionId: c.session.id, teamId: c.b.teamId })).toMatchObject({ status: 'rejected', code: 'forbidden' });
    const forgedNote = { sessionId: c.session.id, teamId: c.b.teamId, kind: 'decision', week: 2, arrivedAt: new Date().toISOString() };
    expect(await push(c.a.token, 'noteLateArrival', forgedNote)).toMatchObject({ status: 'rejected', code: 'forbidden' });
    expect(await push(c.a.token, 'reportAfterEnd', { sessionId: c.session.id, teamId: c.a.teamId })).toMatchObject({ status: 'applied' });
    expect((await c.details()).revealed).not.toBe(true);
    expect(await push(c.b.token, 'reportAfterEnd', { sessionId: c.session.id, teamId: c.b.teamId })).toMatchObject({ status: 'applied' });
    expect(await c.details()).toMatchObject({ revealed: true, revealedAt: expect.any(String), heardAfterEnd: [c.a.teamId, c.b.teamId] });
    // Week 2 is a pricing week: its best week sets the rates too, and beside it the yardstick a team's skill is measured by,
    // the best choices and rates on the forecast, played against the guests who came.
    const priced = (await h.call('GET', `/api/session/getOptimum/${c.session.id}?week=2`, { token: c.b.token })).json.data.optimum;
    expect(Object.keys(priced.transient.prices)).toHaveLength(7);
    expect(Object.keys(priced.expected.prices)).toHaveLength(7);
    expect(priced.expected.revenue).toBeGreaterThan(0);
    expect(priced.expected.revenue).toBeLessThanOrEqual(priced.revenue);
    const host = await c.standings();
    expect(host.success).toBe(true);
    for (const row of host.data.standings) {
      expect(row.weeks.map((w: { week: number }) => w.week)).toEqual([1, 2]);
      expect(row.total).toBeCloseTo(
        row.weeks.reduce((n: number, w: { revenue: number }) => n + w.revenue, 0),
        6,
      );
      for (const w of row.weeks) expect(w.share).toBeGreaterThan(0);
      for (const w of row.weeks) expect(w.share).toBeLessThanOrEqual(1 + 1e-9);
    }
    // Bilal's offline week-1 booking (4 rooms for 2 nights at 4,000) is in week 1 and not in week 2.
    const bilal = host.data.standings.find((r: { teamId: string }) => r.teamId === c.b.teamId);
    expect(bilal.weeks[0].revenue).toBeGreaterThanOrEqual(32000);
    const pricing = host.data.pricing[0];
    expect(pricing.week).toBe(2);
    expect(pricing.entries.filter((e: { kind: string }) => e.kind === 'house').map((e: { id: string }) => e.id)).toEqual([
      'fixedRate',
      'forecastRate',
      'revenueMaxRate',
    ]);
    // The house revenue-maximising rate knows what a team knows: each night's rate is a best whole price in expectation
    // for the whole hotel, worked out here from the forecast and the stated curve alone (never the week's draw).
    const told = await c.details();
    const houseRates = pricing.entries.find((e: { id: string }) => e.id === 'revenueMaxRate').prices as Record<string, number>;
    const filled = (mean: number, free: number) => {
      let p = Math.exp(-mean);
      let below = 0;
      let sum = 0;
      for (let k = 0; k < free; k++) {
        below += p;
        sum += Math.max(0, 1 - below);
        p = (p * mean) / (k + 1);
      }
      return sum;
    };
    const dayOf = { Sun: 'Sun', M: 'Mon', T: 'Tue', W: 'Wed', Th: 'Thu', F: 'Fri', Sat: 'Sat' } as const;
    for (const [night, day] of Object.entries(dayOf)) {
      const mean = (Number(told.occupancy[day]) / 100) * 12;
      const e = told.elasticity[night] as number;
      const earn = (price: number) => price * filled(mean * Math.pow(4000 / price, e), 12);
      let best = 0;
      for (let price = 2500; price <= 7000; price++) best = Math.max(best, earn(price));
      expect(earn(houseRates[night]!), `the revenue-maximising rate on ${night}`).toBeGreaterThanOrEqual(best - 1e-6);
    }
    const asha = pricing.entries.find((e: { id: string }) => e.id === c.a.teamId);
    expect(asha.prices).toEqual(flat(5200));
    // The unpriced team sells at the base ADR.
    expect(pricing.entries.find((e: { id: string }) => e.id === c.b.teamId).prices).toEqual(flat(4000));

    const third = await h.call('POST', `/api/campaign/openNextWeek/${c.session.id}`, { token: c.admin, body: { from: 2, family: 'lowWeek' } });
    expect(third.json.data.family).toMatchObject({ id: 'lowWeek', name: 'A low week', lesson: expect.stringContaining('every group that fits') });
    expect(third.json.data.week).toBe(3);
    const last = await h.call('POST', `/api/campaign/openNextWeek/${c.session.id}`, { token: c.admin, body: { from: 3 } });
    expect(last.status).toBe(400);
    expect(last.json.message).toMatch(/End this week first|last week/);
  });

  it('counts rates a tablet set offline before the host closed the round, once, when they arrive after it', async () => {
    const c = await campaign();
    await c.toPricingRound();
    const madeOffline = new Date(Date.now() - 2000).toISOString();
    expect((await h.call('POST', `/api/campaign/closePricing/${c.session.id}`, { token: c.admin })).status).toBe(200);
    const args = { sessionId: c.session.id, teamId: c.a.teamId, week: 2, prices: flat(6100), madeAt: madeOffline };
    const id = ulid();
    const send = () =>
      h.call('POST', '/api/sync/push', {
        token: c.a.token,
        body: { protocol: 2, mutations: [{ id, name: 'setTeamPrices', v: 1, args }], sentAt: new Date().toISOString() },
      });
    expect((await send()).json.data.results[0]).toMatchObject({ status: 'applied' });
    // The same push again, as after a lost answer: nothing changes twice.
    expect((await send()).json.data.results[0]).toMatchObject({ status: 'duplicate' });
    // Rates made after the close are refused in words.
    const late = await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: c.a.token, body: { week: 2, prices: flat(3000) } });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('These rates were set after the host closed the pricing round, so they do not count');
    await c.status('ended');
    const pricing = (await c.standings()).data.pricing[0];
    expect(pricing.entries.find((e: { id: string }) => e.id === c.a.teamId).prices).toEqual(flat(6100));
  });

  it('refuses the best rates sent in after the end, dated a moment before the close, and the score stays as it was', async () => {
    const c = await campaign();
    await c.toPricingRound();
    expect((await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: c.a.token, body: { week: 2, prices: flat(2800) } })).status).toBe(200);
    const close = await h.call('POST', `/api/campaign/closePricing/${c.session.id}`, { token: c.admin });
    expect(close.status).toBe(200);
    await c.status('ended');
    // Ended but not revealed: the room waits for its late tablets, and no player can read the week's best rates yet.
    expect((await c.standings(c.a.token)).data.pricing.some((p: { week: number }) => p.week === 2)).toBe(false);
    const reveal = await h.call('PATCH', `/api/session/updateSession/${c.session.id}`, { token: c.admin, body: { revealed: true } });
    expect(reveal.status, JSON.stringify(reveal.json)).toBe(200);
    const before = (await c.standings(c.a.token)).data;
    const week2 = before.pricing.find((p: { week: number }) => p.week === 2);
    const mine = week2.entries.find((e: { id: string }) => e.id === c.a.teamId);
    const best = Object.fromEntries(mine.nights.map((n: { day: string; bestPrice: number }) => [n.day, n.bestPrice]));
    const closedAt = (await c.details()).pricingClosedAt as string;
    const madeAt = new Date(Date.parse(closedAt) - 1).toISOString();
    // The attacker, Team A's captain, sends the week's best rates through both doors, dated before the close.
    const direct = await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: c.a.token, body: { week: 2, prices: best, madeAt } });
    expect(direct.status).toBe(400);
    expect(direct.json.message).toBe("The week's results are out: rates that reach the server after them do not count");
    expect(await push(c.a.token, 'setTeamPrices', { sessionId: c.session.id, teamId: c.a.teamId, week: 2, prices: best, madeAt })).toMatchObject({
      status: 'rejected',
      reason: "The week's results are out: rates that reach the server after them do not count",
    });
    const after = (await c.standings(c.a.token)).data;
    expect(after.standings).toEqual(before.standings);
    // Refused, never dropped unseen: the host's session lists the arrival, once; no player's details show it.
    const host = await c.details();
    expect(host.lateArrivals).toEqual([{ teamId: c.a.teamId, kind: 'rates', week: 2, arrivedAt: expect.any(String) }]);
    expect((await c.details(c.b.token)).lateArrivals).toBeUndefined();
  });

  it("keeps a team's rates from every other team during the pricing round: a captain's pull from zero has its own, never another's", async () => {
    const c = await campaign();
    await c.toPricingRound();
    for (const [player, price] of [
      [c.a, 5200],
      [c.b, 3900],
    ] as const)
      expect((await h.call('POST', `/api/campaign/setPrices/${player.teamId}`, { token: player.token, body: { week: 2, prices: flat(price) } })).status).toBe(
        200,
      );
    // The attacker holds Team A's captain's token and reads everything the sync log will give it, from the start.
    const pull = await h.call('GET', '/api/sync/pull?since=0&protocol=2', { token: c.a.token });
    expect(pull.status).toBe(200);
    const teams = (pull.json.data.changes as { table: string; key: string; row?: Record<string, unknown> }[]).filter((ch) => ch.table === 'teams' && ch.row);
    const own = teams.filter((ch) => ch.key === c.a.teamId);
    const other = teams.filter((ch) => ch.key === c.b.teamId);
    expect(own.at(-1)!.row!.prices).toEqual({ '2': flat(5200) });
    expect(other.length).toBeGreaterThan(0);
    for (const ch of other) {
      expect(ch.row).not.toHaveProperty('prices');
      expect(ch.row).not.toHaveProperty('pricesMadeAt');
    }
    // Nor through the leaderboard, whose ADR would be Team B's flat rate itself: the board counts rates from the close.
    const changes = pull.json.data.changes as { table: string; key: string; row?: Record<string, unknown> }[];
    const boardB = changes.filter((ch) => ch.table === 'results' && ch.row?.id === c.b.teamId);
    expect(boardB.length).toBeGreaterThan(0);
    for (const ch of boardB) expect(Math.round(ch.row!.ADR as number)).not.toBe(3900);
    expect(changes.some((ch) => JSON.stringify(ch.row ?? {}).includes('"pricesMadeAt"') && ch.key !== c.a.teamId)).toBe(false);
    // The host sees both teams' rates.
    const host = await h.call('GET', '/api/sync/pull?since=0&protocol=2', { token: c.admin });
    const hostB = (host.json.data.changes as { table: string; key: string; row?: { prices?: unknown } }[]).filter(
      (ch) => ch.table === 'teams' && ch.key === c.b.teamId,
    );
    expect(hostB.at(-1)!.row!.prices).toEqual({ '2': flat(3900) });
  });

  it('keeps the campaign routes from anyone but the host and the team', async () => {
    const c = await campaign();
    const other = await campaign();
    await c.status('live');
    expect((await h.call('POST', `/api/campaign/openNextWeek/${c.session.id}`, { token: c.a.token, body: { from: 1 } })).status).toBe(403);
    expect((await h.call('POST', `/api/campaign/closePricing/${c.session.id}`, { token: c.a.token })).status).toBe(403);
    // A valid participant token of another session: neither its standings nor its teams' rates.
    expect((await h.call('GET', `/api/campaign/standings/${c.session.id}`, { token: other.a.token })).status).toBe(403);
    const foreign = await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: other.a.token, body: { week: 1, prices: flat(4000) } });
    expect([403, 404]).toContain(foreign.status);
    expect((await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: c.b.token, body: { week: 1, prices: flat(4000) } })).status).toBe(403);
    const bad = await h.call('POST', `/api/campaign/setPrices/${c.a.teamId}`, { token: c.a.token, body: { week: 1, prices: { Sun: 'cheap' } } });
    expect(bad.status).toBe(400);
    expect(bad.json.success).toBe(false);
  });

  it('leaves a single-week session as the documented API describes it', async () => {
    const admin = await h.admin();
    const { weeks: _w, pricingWeeks: _p, priceBounds: _b, ...single } = sessionData;
    const created = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData: single } });
    const session = created.json.data.session;
    for (const key of ['weeks', 'week', 'pricingWeeks', 'priceBounds', 'closedWeeks']) expect(session).not.toHaveProperty(key);
    const details = (await h.call('GET', `/api/session/getSessionDetails/${session.id}`, { token: admin })).json.data.session;
    for (const key of ['elasticity', 'closedWeekDemand']) expect(details).not.toHaveProperty(key);
    const open = await h.call('POST', `/api/campaign/openNextWeek/${session.id}`, { token: admin, body: { from: 1 } });
    expect(open.status).toBe(400);
    expect(open.json.message).toBe('This session is a single week');
  });
});

describe('a week drawn from a family', () => {
  it("draws a single week from the family the host picks, with its lesson and forecast, draws it again, and never over the trainer's own requests", async () => {
    const admin = await h.admin();
    const single = { ...sessionData, name: 'Drawn week', weeks: 1, pricingWeeks: [], banquet: [{ name: 'Grand Ballroom', rate: 45000, capacity: 200 }] };
    const created = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData: single } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data.session.id as string;

    const drawn = await h.call('POST', `/api/session/drawWeek/${id}`, { token: admin, body: { family: 'lateValuable' } });
    expect(drawn.status, JSON.stringify(drawn.json)).toBe(201);
    expect(drawn.json.message).toBe('A valuable late request: the week is drawn');
    expect(drawn.json.data.family).toMatchObject({ id: 'lateValuable', lesson: expect.stringContaining('only a team that kept rooms back can take it') });
    // The family's forecast: its peak nights are busier than the hotel's own Tuesday.
    expect(Number(drawn.json.data.occupancy.Wed)).toBeGreaterThanOrEqual(90);
    const first = drawn.json.data.scenario as { _id: string; reservationName: string; type: string }[];
    expect(first.length).toBeGreaterThanOrEqual(8);
    // Asked last: the valuable request with a hall.
    expect(first.at(-1)!.type).toBe('RoomAndBanquet');

    const details = (await h.call('GET', `/api/session/getSessionDetails/${id}`, { token: admin })).json.data.session;
    expect(details.weekFamilies).toEqual([{ week: 1, ...drawn.json.data.family }]);
    expect(details.scenario.map((s: { _id: string }) => s._id).sort()).toEqual(first.map((s) => s._id).sort());

    const again = await h.call('POST', `/api/session/drawWeek/${id}`, { token: admin, body: { family: 'lowWeek', forecast: 'keep' } });
    expect(again.status).toBe(201);
    expect(again.json.data.occupancy).toEqual(drawn.json.data.occupancy);
    const second = (await h.call('GET', `/api/session/getSessionDetails/${id}`, { token: admin })).json.data.session.scenario as { _id: string }[];
    expect(second.some((s) => first.some((f) => f._id === s._id))).toBe(false);

    const bad = await h.call('POST', `/api/session/drawWeek/${id}`, { token: admin, body: { family: 'nightclub' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('family must be one of');

    // A week the trainer wrote is theirs: drawing over it is refused, and nothing is lost.
    const own = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData: { ...single, name: 'Written week' } } });
    const ownId = own.json.data.session.id as string;
    await h.call('POST', '/api/session/addScenario', { token: admin, body: { ...request('Kapoor wedding block', 'Thursday', 6), sessionId: ownId } });
    const over = await h.call('POST', `/api/session/drawWeek/${ownId}`, { token: admin, body: { family: 'mix' } });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe('This week already has 1 request you wrote or imported: delete it first, or write the week yourself');
    expect((await h.call('GET', `/api/session/getSessionDetails/${ownId}`, { token: admin })).json.data.session.scenario).toHaveLength(1);
  });
});

/**
 * The device proposes, the server decides: every case a penetration test found
 * with a valid token and a client-chosen id, pushed through `/api/sync/push`
 * against the real app over SQLite, and a property test over random streams
 * of colliding ids from several actors.
 */
import fc from 'fast-check';
import { monotonicFactory } from 'ulid';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_GAME_CODE, DEMO_TEAMS, demoEmail } from '../seed.js';
import { startHarness, type Harness } from '../testing/harness.js';

const ulid = monotonicFactory();

const sessionData = {
  name: 'Monsoon week',
  hotelName: 'Lakeview Indore',
  totalRooms: '4',
  baseADR: '3300',
  maxParticipants: '20',
  autoAssignTeams: true,
  teamSize: '2',
  rates: { Deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
  banquet: [{ name: 'Grand Hall', rate: 20000 }],
};
const scenarioBody = {
  description: 'Acme wants a 2 Nights booking from Monday',
  roomNights: 2,
  rateType: ['deluxe'],
  checkInDay: 'Monday',
  noOfRoom: 1,
  type: 'RoomOnly',
  noOfBanquet: '',
};

async function push(h: Harness, token: string, mutations: unknown[]) {
  return h.call('POST', '/api/sync/push', { token, body: { mutations } });
}

/** Every stored row of the game tables with the columns that say whose it is. */
async function ownership(h: Harness) {
  const pairs = async (sql: string) => new Map((await h.rows<{ id: string; who: string }>(sql)).map((r) => [r.id, r.who]));
  const docs = async (sql: string, who: (row: { id: string; doc: Record<string, string> }) => string) =>
    new Map((await h.rows<{ id: string; doc: string }>(sql)).map((r) => [r.id, who({ id: r.id, doc: JSON.parse(r.doc) as Record<string, string> })]));
  return {
    sessions: await pairs('SELECT id, owner_id AS who FROM sessions'),
    scenarios: await pairs('SELECT id, session_id AS who FROM scenarios'),
    teams: await pairs('SELECT id, session_id AS who FROM teams'),
    members: await pairs('SELECT id, session_id || email AS who FROM members'),
    decisions: await docs('SELECT id, doc FROM decisions', (r) => `${r.doc.sessionId}|${r.doc.teamId}|${r.doc.scenarioId}|${r.doc.decision}`),
    contact: await docs('SELECT id, doc FROM contact_messages', (r) => r.doc.message!),
  };
}

/** Each team's decision on each request, as the store holds it. */
async function decidedNow(h: Harness) {
  return new Map(
    (await h.rows<{ doc: string }>('SELECT doc FROM decisions')).map((r) => {
      const d = JSON.parse(r.doc) as { id: string; teamId: string; scenarioId: string; decision: string };
      return [`${d.teamId}|${d.scenarioId}`, `${d.id}${d.decision}`];
    }),
  );
}

/** A second host with a live session of their own and a captain in it. */
async function secondSession(h: Harness) {
  const admin = await h.otherAdmin();
  const created = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData } });
  const session = created.json.data.session as { id: string; gameCode: string };
  const scenario = (await h.call('POST', '/api/session/addScenario', { token: admin, body: { ...scenarioBody, sessionId: session.id } })).json.data
    .scenario as { _id: string };
  const player = await h.joinAs('mole@rival.test', session.gameCode);
  expect((await h.call('PATCH', `/api/session/updateSession/${session.id}`, { token: admin, body: { status: 'live' } })).status).toBe(200);
  return { admin, session, scenario, player };
}

describe('sync push: ids are claims, not keys', () => {
  let h: Harness;
  let sessionId: string;
  let deck: { _id: string; reservationName: string }[];
  beforeEach(async () => {
    h = await startHarness();
    sessionId = h.demoSessionId();
    deck = (await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: await h.admin() })).json.data.scenario;
  });
  afterEach(() => h.close());

  const scenarioNamed = (name: string) => deck.find((s) => s.reservationName === name)!._id;

  it("refuses a captain's join under another team's captain's id: the victim keeps their team, captaincy and login", async () => {
    const victim = await h.captain(0);
    const attacker = await h.captain(1);
    const r = await push(h, attacker.token, [
      { id: ulid(), name: 'addMember', args: { id: victim.memberId, name: 'Mallory', email: 'mallory@evil.test', sessionCode: DEMO_GAME_CODE } },
    ]);
    expect(r.json.data.results[0]).toMatchObject({ status: 'rejected', code: 'id_taken' });
    expect(await h.services.store.game.member(victim.memberId)).toMatchObject({
      email: demoEmail(DEMO_TEAMS[0]!.players[0]!),
      role: 'captain',
      teamId: victim.teamId,
    });
    // Logging in with the attacker's e-mail joins as someone new, never as the victim.
    const login = await h.call('POST', `/api/user/login/${DEMO_GAME_CODE}`, { body: { email: 'mallory@evil.test' } });
    expect(login.json.data.memberId).not.toBe(victim.memberId);
  });

  it('refuses a player of another session moving a member into theirs', async () => {
    const victim = await h.member(0, 2);
    const { player, session } = await secondSession(h);
    const r = await push(h, player.token, [
      { id: ulid(), name: 'addMember', args: { id: victim.memberId, name: 'Moved', email: 'moved@rival.test', sessionCode: session.gameCode } },
    ]);
    expect(r.json.data.results[0]).toMatchObject({ status: 'rejected', code: 'id_taken' });
    expect(await h.services.store.game.member(victim.memberId)).toMatchObject({ sessionId, teamId: victim.teamId });
  });

  it("refuses a decision under the id of the team's earlier one: the first decision stands", async () => {
    const captain = await h.captain(0);
    const first = {
      id: ulid(),
      name: 'recordDecision',
      args: { id: 'DECISION-ONE', sessionId, teamId: captain.teamId, scenarioId: scenarioNamed('Sharma Wedding'), decision: 'acc' },
    };
    expect((await push(h, captain.token, [first])).json.data.results[0].status).toBe('applied');
    const reuse = {
      id: ulid(),
      name: 'recordDecision',
      args: { id: 'DECISION-ONE', sessionId, teamId: captain.teamId, scenarioId: scenarioNamed('Infosys Offsite'), decision: 'dec' },
    };
    expect((await push(h, captain.token, [reuse])).json.data.results[0]).toMatchObject({ status: 'rejected', code: 'id_taken' });
    const [stored] = await h.rows<{ doc: string }>("SELECT doc FROM decisions WHERE id = 'DECISION-ONE'");
    expect(JSON.parse(stored!.doc)).toMatchObject({ scenarioId: scenarioNamed('Sharma Wedding'), decision: 'acc' });
    const board = (await h.call('GET', `/api/session/getResult/${sessionId}`, { token: captain.token })).json.data.result;
    expect(board.find((r: { name: string }) => r.name === 'Team 1')).toMatchObject({ acceptedBooking: 1, declinedBooking: 0 });
  });

  it('refuses a player of another session taking over a decision of this one', async () => {
    const captain = await h.captain(0);
    await push(h, captain.token, [
      {
        id: ulid(),
        name: 'recordDecision',
        args: { id: 'VICTIM-DECISION', sessionId, teamId: captain.teamId, scenarioId: scenarioNamed('Sharma Wedding'), decision: 'acc' },
      },
    ]);
    const { player, session, scenario } = await secondSession(h);
    const r = await push(h, player.token, [
      {
        id: ulid(),
        name: 'recordDecision',
        args: { id: 'VICTIM-DECISION', sessionId: session.id, teamId: player.teamId, scenarioId: scenario._id, decision: 'dec' },
      },
    ]);
    expect(r.json.data.results[0]).toMatchObject({ status: 'rejected', code: 'id_taken' });
    expect(await h.rows('SELECT session_id FROM decisions WHERE id = $1', 'VICTIM-DECISION')).toEqual([{ session_id: sessionId }]);
  });

  it("refuses a second host's session and scenario under the first host's ids", async () => {
    const owner = await h.admin();
    const intruder = await h.otherAdmin();
    const own = (await h.call('POST', '/api/session/createSession', { token: intruder, body: { sessionData } })).json.data.session.id as string;
    const r = await push(h, intruder, [
      { id: ulid(), name: 'createSession', args: { id: sessionId, sessionData } },
      { id: ulid(), name: 'addScenario', args: { ...scenarioBody, id: scenarioNamed('Sharma Wedding'), sessionId: own } },
    ]);
    expect(r.json.data.results.map((x: { code?: string }) => x.code)).toEqual(['id_taken', 'id_taken']);
    const list = (await h.call('GET', '/api/session/getSession', { token: owner })).json.data;
    expect(JSON.stringify(list)).toContain(sessionId);
    expect(await h.rows('SELECT session_id FROM scenarios WHERE id = $1', scenarioNamed('Sharma Wedding'))).toEqual([{ session_id: sessionId }]);
    expect((await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: intruder })).status).toBe(403);
  });

  it('answers a host who resends their own createSession under a new mutation id as a duplicate', async () => {
    const admin = await h.admin();
    const create = { name: 'createSession', args: { id: '01JD0000000000000000000001', sessionData } };
    expect((await push(h, admin, [{ id: ulid(), ...create }])).json.data.results[0].status).toBe('applied');
    expect((await push(h, admin, [{ id: ulid(), ...create }])).json.data.results[0].status).toBe('duplicate');
    expect((await push(h, await h.otherAdmin(), [{ id: ulid(), ...create }])).json.data.results[0]).toMatchObject({ status: 'rejected', code: 'id_taken' });
  });

  it("refuses another actor's reuse of a mutation id, and tells them nothing of the first answer", async () => {
    const captain = await h.captain(0);
    const rival = await h.captain(1);
    const id = ulid();
    await push(h, captain.token, [
      { id, name: 'recordDecision', args: { sessionId, teamId: captain.teamId, scenarioId: scenarioNamed('Sharma Wedding'), decision: 'acc' } },
    ]);
    const r = await push(h, rival.token, [
      { id, name: 'recordDecision', args: { sessionId, teamId: rival.teamId, scenarioId: scenarioNamed('Sharma Wedding'), decision: 'dec' } },
    ]);
    expect(r.json.data.results[0]).toEqual({ id, status: 'rejected', code: 'id_taken', reason: 'This id is already taken by another record' });
    // The rival's team decided nothing; the captain's own resend is still a duplicate.
    const board = (await h.call('GET', `/api/session/getResult/${sessionId}`, { token: rival.token })).json.data.result;
    expect(board.find((x: { name: string }) => x.name === 'Team 2')).toMatchObject({ acceptedBooking: 0, declinedBooking: 0 });
    expect((await push(h, captain.token, [{ id, name: 'recordDecision', args: {} }])).json.data.results[0].status).toBe('duplicate');
  });

  it('stores a contact message sent twice with the same id once, the first', async () => {
    const message = { id: '01JD0000000000000000000C01', source: 'page', name: 'Meera', email: 'meera@example.com', message: 'We run 3 hotels in Indore.' };
    expect((await h.call('POST', '/api/contact', { body: message })).status).toBe(201);
    expect((await h.call('POST', '/api/contact', { body: message })).status).toBe(201);
    const replaced = await h.call('POST', '/api/contact', { body: { ...message, message: 'Replaced!' } });
    expect(replaced).toMatchObject({ status: 409, json: { success: false, message: 'This id is already taken by another record' } });
    const stored = (await h.call('GET', '/api/contact', { token: await h.superAdmin() })).json.data.messages.filter((m: { id: string }) => m.id === message.id);
    expect(stored).toEqual([expect.objectContaining({ message: 'We run 3 hotels in Indore.' })]);
  });

  it('refuses, in the store itself, an update that would move a row to another session', async () => {
    const { session } = await secondSession(h);
    const victim = await h.member(0, 1);
    const row = { ...(await h.services.store.game.member(victim.memberId))!, sessionId: session.id };
    const write = h.store.transaction(session.id, (tx) =>
      tx.game.write([{ table: 'members', op: 'put', key: row.id, row }], new Date().toISOString(), session.id),
    );
    await expect(write).rejects.toThrow('This change is outside your session');
    expect((await h.services.store.game.member(victim.memberId))!.sessionId).toBe(sessionId);
  });
});

describe('sync push: a budget per actor', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { pushPerMinute: 10, loginPerWindow: 1000, joinPerWindow: 1000, contactPerWindow: 1000 } });
  });
  afterAll(() => h.close());

  it('answers 429 with Retry-After once an actor has pushed its minute, applies none of that push, and leaves other actors alone', async () => {
    const captain = await h.captain(0);
    const sessionId = h.demoSessionId();
    const ready = () => ({ id: ulid(), name: 'markTeamReady', args: { teamId: captain.teamId } });
    expect((await push(h, captain.token, Array.from({ length: 8 }, ready))).status).toBe(200);
    const over = Array.from({ length: 5 }, () => ({
      id: ulid(),
      name: 'recordDecision',
      args: { sessionId, teamId: captain.teamId, scenarioId: 'x', decision: 'dec' },
    }));
    const r = await push(h, captain.token, over);
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(r.json.message).toMatch(/your changes are kept/);
    expect(await h.services.store.sync.answered(over[0]!.id)).toBeUndefined();
    const other = await h.captain(1);
    expect((await push(h, other.token, [{ id: ulid(), name: 'markTeamReady', args: { teamId: other.teamId } }])).status).toBe(200);
  });
});

describe('sync push: random streams of colliding ids', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ limits: { pushPerMinute: 1_000_000, loginPerWindow: 1000, joinPerWindow: 1000, contactPerWindow: 1000 } });
  });
  afterAll(() => h.close());

  it('never changes the owner, session, team or request of a stored row, and the first decision per team and request stands', async () => {
    const demo = h.demoSessionId();
    const rival = await secondSession(h);
    const demoDeck = (await h.call('GET', `/api/session/getSessionDetails/${demo}`, { token: await h.admin() })).json.data.scenario as { _id: string }[];
    const actors = [
      { token: (await h.captain(0)).token, me: await h.captain(0) },
      { token: (await h.captain(1)).token, me: await h.captain(1) },
      { token: (await h.member(0, 1)).token, me: await h.member(0, 1) },
      { token: rival.player.token, me: rival.player },
      { token: await h.admin(), me: null },
      { token: rival.admin, me: null },
    ];
    const before = await ownership(h);
    const ids = [...before.sessions.keys(), ...before.scenarios.keys(), ...before.teams.keys(), ...before.members.keys(), 'FRESH-1', 'FRESH-2', 'FRESH-3'];
    const sessions = [demo, rival.session.id];
    const teams = [...before.teams.keys()];
    const scenarios = [...demoDeck.map((s) => s._id), rival.scenario._id];
    const usedMutationIds: string[] = [];
    const answers = new Map<string, number>();

    const mutation = fc.oneof(
      fc.record({
        name: fc.constant('recordDecision'),
        args: fc.record({
          id: fc.constantFrom(...ids),
          sessionId: fc.constantFrom(...sessions),
          teamId: fc.constantFrom(...teams),
          scenarioId: fc.constantFrom(...scenarios),
          decision: fc.constantFrom('acc', 'dec'),
        }),
      }),
      fc.record({
        name: fc.constant('addMember'),
        args: fc.record({
          id: fc.constantFrom(...ids),
          name: fc.constant('Intruder'),
          email: fc.constantFrom('a@x.test', 'b@x.test', demoEmail(DEMO_TEAMS[0]!.players[0]!)),
          sessionCode: fc.constantFrom(DEMO_GAME_CODE, rival.session.gameCode),
        }),
      }),
      fc.record({
        name: fc.constant('addScenario'),
        args: fc.record({ id: fc.constantFrom(...ids), sessionId: fc.constantFrom(...sessions) }).map((a) => ({ ...scenarioBody, ...a })),
      }),
      fc.record({ name: fc.constant('createSession'), args: fc.record({ id: fc.constantFrom(...ids) }).map((a) => ({ ...a, sessionData })) }),
      fc.record({
        name: fc.constant('sendContactMessage'),
        args: fc
          .record({ id: fc.constantFrom('C-1', 'C-2'), message: fc.constantFrom('first', 'second') })
          .map((a) => ({ ...a, source: 'page', name: 'Ann', email: 'ann@x.test' })),
      }),
    );
    const step = fc.record({ actor: fc.nat({ max: actors.length - 1 }), reuse: fc.boolean(), batch: fc.array(mutation, { minLength: 1, maxLength: 6 }) });

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const { actor, reuse, batch } of steps) {
          const before = await ownership(h);
          const decided = await decidedNow(h);
          // Sometimes an earlier mutation id of anyone's, so replays across actors are in the mix.
          const mutations = batch.map((m, i) => ({
            ...m,
            id: reuse && i === 0 && usedMutationIds.length > 0 ? usedMutationIds[usedMutationIds.length - 1]! : ulid(),
          }));
          mutations.forEach((m) => usedMutationIds.push(m.id));
          const r = await push(h, actors[actor]!.token, mutations);
          expect(r.status).toBe(200);
          for (const x of r.json.data.results as { status: string; code?: string }[])
            answers.set(x.code ?? x.status, (answers.get(x.code ?? x.status) ?? 0) + 1);
          const after = await ownership(h);
          for (const table of Object.keys(before) as (keyof typeof before)[]) {
            for (const [id, who] of before[table]) if (after[table].has(id)) expect(`${table} ${id} ${after[table].get(id)}`).toBe(`${table} ${id} ${who}`);
          }
          const now = await decidedNow(h);
          for (const [k, v] of decided) expect(now.get(k)).toBe(v);
        }
      }),
      { numRuns: 40 },
    );
    // The streams did reach the rules: some creates went through, and some were refused for their ids.
    expect(answers.get('applied')).toBeGreaterThan(0);
    expect(answers.get('id_taken')).toBeGreaterThan(0);
  }, 120_000);
});

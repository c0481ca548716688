import { monotonicFactory } from 'ulid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

const ulid = monotonicFactory();
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

function decision(teamId: string, scenarioId: string, d: 'acc' | 'dec') {
  return { id: ulid(), name: 'recordDecision', args: { sessionId, teamId, scenarioId, decision: d } };
}

async function push(token: string, mutations: unknown[]) {
  return h.call('POST', '/api/sync/push', { token, body: { mutations } });
}

async function result(team: string) {
  const rows = (await h.call('GET', `/api/session/getResult/${sessionId}`, { token: await h.admin() })).json.data.result;
  return rows.find((r: { name: string }) => r.name === team);
}

describe('sync push', () => {
  it('applies a batch in order and answers each mutation', async () => {
    const captain = await h.captain(0);
    const r = await push(captain.token, [
      decision(captain.teamId!, scenarioNamed('Sharma Wedding'), 'acc'),
      decision(captain.teamId!, scenarioNamed('Infosys Offsite'), 'dec'),
    ]);
    expect(r.status).toBe(200);
    expect(r.json.data.results.map((x: { status: string }) => x.status)).toEqual(['applied', 'applied']);
    expect(Number(r.json.data.cursor)).toBeGreaterThan(0);
    expect(await result('Team 1')).toMatchObject({ revenue: 210600, acceptedBooking: 1, declinedBooking: 1 });
  });

  it('answers a replayed id as duplicate and changes nothing', async () => {
    const captain = await h.captain(0);
    const m = decision(captain.teamId!, scenarioNamed('Kapoor Family'), 'acc');
    await push(captain.token, [m]);
    const before = await result('Team 1');
    const again = await push(captain.token, [m]);
    expect(again.json.data.results).toEqual([{ id: m.id, status: 'duplicate' }]);
    expect(await result('Team 1')).toEqual(before);
  });

  it('still knows a mutation after a server restart', async () => {
    const captain = await h.captain(0);
    const m = decision(captain.teamId!, scenarioNamed('Kapoor Family'), 'acc');
    expect((await push(captain.token, [m])).json.data.results[0].status).toBe('applied');
    await h.restart();
    expect((await push(captain.token, [m])).json.data.results[0].status).toBe('duplicate');
    expect(await result('Team 1')).toMatchObject({ acceptedBooking: 1, revenue: 26000 });
  });

  it('ranks teams equal on revenue, RevPAR and finish by a shared rank, and a better RevPAR first', async () => {
    const one = await h.captain(0);
    const two = await h.captain(1);
    await push(one.token, [decision(one.teamId!, scenarioNamed('Infosys Offsite'), 'dec')]);
    await push(two.token, [decision(two.teamId!, scenarioNamed('Infosys Offsite'), 'dec')]);
    expect([(await result('Team 1')).rank, (await result('Team 2')).rank]).toEqual([1, 1]);
    await push(two.token, [decision(two.teamId!, scenarioNamed('Sharma Wedding'), 'acc')]);
    expect([(await result('Team 2')).rank, (await result('Team 1')).rank]).toEqual([1, 2]);
  });

  it('rejects a mutation that can never apply and goes on with the ones after it', async () => {
    const captain = await h.captain(0);
    const team = captain.teamId!;
    const batch = [
      decision(team, scenarioNamed('Sharma Wedding'), 'acc'),
      // The ballroom is the wedding's on Saturday.
      decision(team, scenarioNamed('Mehta Anniversary'), 'acc'),
      { id: ulid(), name: 'recordDecision', args: { sessionId, teamId: team, scenarioId: scenarioNamed('Infosys Offsite'), decision: 'maybe' } },
      decision(team, scenarioNamed('Infosys Offsite'), 'acc'),
    ];
    const r = await push(captain.token, batch);
    expect(r.json.data.results).toEqual([
      { id: batch[0]!.id, status: 'applied' },
      // Named too, for a device in another language (issue 54).
      {
        id: batch[1]!.id,
        status: 'rejected',
        code: 'invalid',
        reason: 'Grand Ballroom is not available for all requested dates!',
        message: { id: 'message.hallUnavailable', args: { hall: 'Grand Ballroom' } },
      },
      { id: batch[2]!.id, status: 'rejected', code: 'invalid', reason: expect.stringMatching(/^decision: /) },
      { id: batch[3]!.id, status: 'applied' },
    ]);
    // A rejected id is remembered too: resending it answers the same refusal, not a second try, and never "duplicate", which a device takes as saved.
    expect((await push(captain.token, [batch[1]])).json.data.results[0]).toEqual({
      id: batch[1]!.id,
      status: 'rejected',
      code: 'invalid',
      reason: 'Grand Ballroom is not available for all requested dates!',
      message: { id: 'message.hallUnavailable', args: { hall: 'Grand Ballroom' } },
    });
  });

  it('lets the first of two devices win a scenario and tells the second which decision stands', async () => {
    const tablet = await h.captain(1);
    const phone = await h.captain(1);
    const id = scenarioNamed('Walk-in Couple');
    const first = await push(tablet.token, [decision(tablet.teamId!, id, 'acc')]);
    expect(first.json.data.results[0].status).toBe('applied');
    const second = await push(phone.token, [decision(phone.teamId!, id, 'dec')]);
    expect(second.json.data.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'Your team already decided this booking request',
      winner: { scenarioId: id, decision: 'acc' },
    });
    const same = await push(phone.token, [decision(phone.teamId!, id, 'acc')]);
    expect(same.json.data.results[0].status).toBe('duplicate');
    expect(await result('Team 2')).toMatchObject({ acceptedBooking: 1, declinedBooking: 0 });
  });

  it('refuses a batch it cannot answer mutation by mutation as a whole, with a clear message', async () => {
    const captain = await h.captain(0);
    expect((await push(captain.token, [])).json.message).toBe('mutations: at least one mutation');
    const noId = await push(captain.token, [{ name: 'recordDecision', args: {} }]);
    expect(noId.status).toBe(400);
    expect(noId.json.message).toMatch(/^mutations\.0\.id: /);
  });

  it('pushes 500 decisions in batches exactly once', async () => {
    const captain = await h.captain(0);
    const mutations = Array.from({ length: 500 }, (_, i) => decision(captain.teamId!, deck[i % deck.length]!._id, 'dec'));
    for (let i = 0; i < mutations.length; i += 100) {
      const r = await push(captain.token, mutations.slice(i, i + 100));
      expect(r.status).toBe(200);
    }
    expect(await result('Team 1')).toMatchObject({ declinedBooking: 12, status: 'Completed' });
  });
});

describe('sync pull', () => {
  it("gives a participant their session, the deck, the leaderboard, and only their own team's decisions and members", async () => {
    const team1 = await h.captain(0);
    const team2 = await h.captain(1);
    await push(team1.token, [decision(team1.teamId!, scenarioNamed('Kapoor Family'), 'acc')]);
    await push(team2.token, [decision(team2.teamId!, scenarioNamed('Kapoor Family'), 'dec')]);
    const r = await h.call('GET', '/api/sync/pull?since=0', { token: team1.token });
    const changes = r.json.data.changes as { table: string; row?: Record<string, unknown> }[];
    const tables = new Set(changes.map((c) => c.table));
    expect([...tables].sort()).toEqual(['decisions', 'members', 'results', 'scenarios', 'sessions', 'teams']);
    expect(changes.filter((c) => c.table === 'decisions').every((c) => c.row!.teamId === team1.teamId)).toBe(true);
    // Their own row as it was before they were placed in a team is theirs to see too.
    expect(changes.filter((c) => c.table === 'members' && c.row).every((c) => c.row!.id === team1.memberId || c.row!.teamId === team1.teamId)).toBe(true);
    expect(changes.filter((c) => c.table === 'sessions').every((c) => c.row!.ownerId === undefined)).toBe(true);
    // Teammates by name only: their e-mail and phone are the host's to see.
    const mates = changes.filter((c) => c.table === 'members' && c.row && c.row.id !== team1.memberId);
    expect(mates.length).toBeGreaterThan(0);
    expect(mates.map((c) => [c.row!.email, c.row!.phone])).toEqual(mates.map(() => ['', '']));
    expect(changes.find((c) => c.table === 'members' && c.row?.id === team1.memberId)?.row?.email).toBe('priya.nair@demo.frontdeskrm.test');
  });

  it("tells a teammate's device, by id alone, to drop a member the host moved to another team, also in a pull from zero", async () => {
    const captain = await h.captain(0);
    const leaver = await h.member(0, 3);
    const other = await h.captain(1);
    const { cursor } = (await h.call('GET', '/api/sync/pull?since=0', { token: captain.token })).json.data;
    const moved = await h.call('PATCH', `/api/session/memberTeam/${sessionId}`, {
      token: await h.admin(),
      body: { memberId: leaver.memberId, teamId: other.teamId },
    });
    expect(moved.status, moved.json.message).toBe(200);
    const next = (await h.call('GET', `/api/sync/pull?since=${cursor}`, { token: captain.token })).json.data.changes;
    expect(next.filter((c: { table: string }) => c.table === 'members')).toEqual([
      { seq: expect.any(Number), table: 'members', op: 'delete', key: leaver.memberId },
    ]);
    // From zero, the row from when they were teammates comes first and the delete after it: the device ends without them.
    const all = (await h.call('GET', '/api/sync/pull?since=0', { token: captain.token })).json.data.changes as { table: string; op: string; key: string }[];
    expect(all.filter((c) => c.table === 'members' && c.key === leaver.memberId).at(-1)).toMatchObject({ op: 'delete' });
    // The team they joined sees them arrive, by name.
    const theirs = (await h.call('GET', `/api/sync/pull?since=${cursor}`, { token: other.token })).json.data.changes;
    expect(theirs.find((c: { key: string }) => c.key === leaver.memberId)).toMatchObject({
      op: 'put',
      row: { name: 'Rohan Das', teamId: other.teamId, email: '' },
    });
  });

  it('returns only what changed since the cursor', async () => {
    const captain = await h.captain(0);
    const first = await h.call('GET', '/api/sync/pull?since=0', { token: captain.token });
    const cursor = first.json.data.cursor;
    expect((await h.call('GET', `/api/sync/pull?since=${cursor}`, { token: captain.token })).json.data).toEqual({ cursor, hasMore: false, changes: [] });
    await push(captain.token, [decision(captain.teamId!, scenarioNamed('Kapoor Family'), 'acc')]);
    const next = await h.call('GET', `/api/sync/pull?since=${cursor}`, { token: captain.token });
    // The decision, Team 1's row, and Team 2's, which no longer shares first place at zero.
    const changed = next.json.data.changes.map((c: { table: string; key: string }) =>
      c.table === 'results' ? `results ${c.key === captain.teamId ? 'mine' : 'theirs'}` : c.table,
    );
    expect(changed.sort()).toEqual(['decisions', 'results mine', 'results theirs']);
  });

  it('answers a cursor past everything it has logged with its own head, so a device behind a restored server can tell', async () => {
    const captain = await h.captain(0);
    const head = Number((await h.call('GET', '/api/sync/pull?since=0', { token: captain.token })).json.data.cursor);
    const ahead = await h.call('GET', `/api/sync/pull?since=${head + 5000}`, { token: captain.token });
    expect(ahead.status).toBe(200);
    expect(ahead.json.data.changes).toEqual([]);
    expect(Number(ahead.json.data.cursor)).toBeLessThanOrEqual(head);
    expect(Number(ahead.json.data.cursor)).toBeGreaterThan(0);
  });

  it("gives an admin only their own sessions' changes", async () => {
    const other = await h.otherAdmin();
    expect((await h.call('GET', '/api/sync/pull?since=0', { token: other })).json.data.changes).toEqual([]);
    const owner = await h.call('GET', '/api/sync/pull?since=0', { token: await h.admin() });
    expect(owner.json.data.changes.length).toBeGreaterThan(20);
  });

  it('lets only the host switch house teams on, and a participant holding a valid token changes nothing', async () => {
    const captain = await h.captain(0);
    const forged = { id: ulid(), name: 'updateSession', args: { sessionId, patch: { housePolicies: ['hindsightOptimum'] } } };
    const refused = await push(captain.token, [forged]);
    expect(refused.json.data.results[0]).toMatchObject({ status: 'rejected', reason: 'Only the session host can do this' });
    const other = await push(await h.otherAdmin(), [{ ...forged, id: ulid() }]);
    expect(other.json.data.results[0]).toMatchObject({ status: 'rejected', reason: 'You do not have access to this session' });
    const details = async () => (await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: await h.admin() })).json.data;
    expect((await details()).session.housePolicies ?? []).toEqual([]);
    const host = await push(await h.admin(), [
      { id: ulid(), name: 'updateSession', args: { sessionId, patch: { housePolicies: ['emsrB', 'firstComeFirstServed'] } } },
    ]);
    expect(host.json.data.results[0].status).toBe('applied');
    expect((await details()).session.housePolicies).toEqual(['firstComeFirstServed', 'emsrB']);
    // The people's leaderboard is the server's and holds people only.
    const rows = (await h.call('GET', `/api/session/getResult/${sessionId}`, { token: await h.admin() })).json.data.result as { name: string }[];
    expect(rows.every((r) => r.name.startsWith('Team'))).toBe(true);
  });

  it('refuses a bad cursor', async () => {
    const captain = await h.captain(0);
    expect((await h.call('GET', '/api/sync/pull?since=-5', { token: captain.token })).json.message).toBe('since: must be a non-negative whole number');
  });
});

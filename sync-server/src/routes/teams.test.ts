/** Teams the host shapes (issue 38), over the real app: create, rename, merge, delete and shuffle through sync push, and a participant's token refused. */
import { monotonicFactory } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

const ulid = monotonicFactory();
let h: Harness;
let admin: string;
let sessionId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.admin();
  sessionId = h.demoSessionId();
});
afterAll(() => h.close());

type Details = {
  teamSize: string;
  participants: { id: string; name: string; teamId: string | null; role: string }[];
  team: { id: string; name: string; participants: { id: string }[] }[];
};
const details = async (): Promise<Details> => (await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: admin })).json.data.session;

/** One mutation pushed with the token; answers its result row. */
async function push(token: string, name: string, args: Record<string, unknown>) {
  const r = await h.call('POST', '/api/sync/push', { token, body: { mutations: [{ id: ulid(), name, args: { sessionId, ...args } }] } });
  expect(r.status, r.json.message).toBe(200);
  return r.json.data.results[0] as { status: string; code?: string; reason?: string };
}

const sizes = (d: Details) => d.team.map((t) => t.participants.length).sort((a, b) => b - a);

describe('teams the host shapes, through sync push', () => {
  it('refuses every team change from a participant holding a valid token, and changes nothing', async () => {
    const captain = await h.captain(0);
    const before = await details();
    const [one, two] = before.team;
    const attempts: [string, Record<string, unknown>][] = [
      ['createTeam', { name: 'Hijack' }],
      ['renameTeam', { teamId: two!.id, name: 'Losers' }],
      ['mergeTeams', { fromTeamId: two!.id, intoTeamId: one!.id }],
      ['deleteTeam', { teamId: two!.id }],
      ['shuffleTeams', { teams: 1 }],
      ['moveMember', { memberId: two!.participants[0]!.id, teamId: null }],
    ];
    for (const [name, args] of attempts)
      expect(await push(captain.token, name, args), name).toMatchObject({ status: 'rejected', code: 'forbidden', reason: 'Only the session host can do this' });
    const other = await h.otherAdmin();
    expect(await push(other, 'deleteTeam', { teamId: two!.id })).toMatchObject({ status: 'rejected', code: 'forbidden' });
    expect(await details()).toEqual(before);
  });

  it('creates, renames, fills, merges and deletes teams, in words when a name is taken', async () => {
    const id = `${ulid()}-team`;
    expect(await push(admin, 'createTeam', { id, name: 'Falcons' })).toMatchObject({ status: 'applied' });
    expect(await push(admin, 'renameTeam', { teamId: id, name: '  Night Owls ' })).toMatchObject({ status: 'applied' });
    const first = (await details()).team[0]!;
    expect(await push(admin, 'renameTeam', { teamId: id, name: first.name.toUpperCase() })).toMatchObject({
      status: 'rejected',
      code: 'conflict',
      reason: `Another team is already called “${first.name}”: choose another name`,
    });
    // A team of the team size still takes one more: no team is ever full.
    const mover = first.participants[1]!.id;
    expect(await push(admin, 'moveMember', { memberId: mover, teamId: id })).toMatchObject({ status: 'applied' });
    let now = await details();
    expect(now.team.find((t) => t.id === id)).toMatchObject({ name: 'Night Owls', participants: [{ id: mover }] });

    expect(await push(admin, 'mergeTeams', { fromTeamId: id, intoTeamId: first.id })).toMatchObject({ status: 'applied' });
    now = await details();
    expect(now.team.some((t) => t.id === id)).toBe(false);
    expect(now.participants.find((p) => p.id === mover)!.teamId).toBe(first.id);

    const spare = `${ulid()}-team`;
    await push(admin, 'createTeam', { id: spare });
    await push(admin, 'moveMember', { memberId: mover, teamId: spare });
    expect(await push(admin, 'deleteTeam', { teamId: spare })).toMatchObject({ status: 'applied' });
    expect((await details()).participants.find((p) => p.id === mover)).toMatchObject({ teamId: null, role: 'participant' });
  });

  it('shuffles evenly: the documented call into teams of the team size, a chosen number, or over the teams that exist', async () => {
    // The demo is live: a reset takes it back before the start, when teams may be dealt again.
    const reset = await h.call('PATCH', `/api/session/updateSession/${sessionId}`, { token: admin, body: { status: 'upcoming' } });
    expect(reset.status, reset.json.message).toBe(200);
    await h.joinAs('ninth.player@hotel.test');
    const n = (await details()).participants.length;
    const size = Number((await details()).teamSize);
    const documented = await h.call('POST', `/api/session/createTeam/${sessionId}`, { token: admin });
    expect(documented.json.message).toBe('Teams created successfully');
    let now = await details();
    expect(now.team.length).toBe(Math.ceil(n / size));
    expect(Math.max(...sizes(now)) - Math.min(...sizes(now))).toBeLessThanOrEqual(1);

    expect(await push(admin, 'shuffleTeams', { teams: 2 })).toMatchObject({ status: 'applied' });
    now = await details();
    expect(sizes(now)).toEqual([Math.ceil(n / 2), Math.floor(n / 2)]);

    const kept = now.team.map((t) => t.id);
    await push(admin, 'renameTeam', { teamId: kept[0], name: 'Falcons' });
    expect(await push(admin, 'shuffleTeams', { over: 'existing' })).toMatchObject({ status: 'applied' });
    now = await details();
    expect(now.team.map((t) => t.id)).toEqual(kept);
    expect(now.team[0]!.name).toBe('Falcons');
    expect(now.participants.every((p) => p.teamId !== null)).toBe(true);

    expect(await push(admin, 'shuffleTeams', { teams: n + 1 })).toMatchObject({
      status: 'rejected',
      reason: `There are ${n} participants: choose at most ${n} teams`,
    });
  });

  it('once live, keeps the week of a team that has played: no merge from it, no deletion', async () => {
    const started = await h.call('PATCH', `/api/session/updateSession/${sessionId}`, { token: admin, body: { status: 'live' } });
    expect(started.status, started.json.message).toBe(200);
    const [one, two] = (await details()).team;
    const scenarios = (await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: admin })).json.data.scenario as { _id: string }[];
    // A player put in the first team once the game runs, who decides its first request.
    const player = await h.joinAs('decider@hotel.test');
    await push(admin, 'moveMember', { memberId: player.memberId, teamId: one!.id });
    const decided = await h.call('POST', '/api/sync/push', {
      token: player.token,
      body: {
        mutations: [
          { id: ulid(), name: 'recordDecision', args: { sessionId, teamId: one!.id, scenarioId: scenarios[0]!._id, decision: 'dec', source: 'team' } },
        ],
      },
    });
    expect(decided.json.data.results[0], JSON.stringify(decided.json.data.results[0])).toMatchObject({ status: 'applied' });
    expect(await push(admin, 'deleteTeam', { teamId: one!.id })).toMatchObject({
      status: 'rejected',
      reason: `Team “${one!.name}” has already decided requests: its week would be lost. Move its members instead`,
    });
    expect(await push(admin, 'mergeTeams', { fromTeamId: one!.id, intoTeamId: two!.id })).toMatchObject({ status: 'rejected' });
    expect(await push(admin, 'mergeTeams', { fromTeamId: two!.id, intoTeamId: one!.id })).toMatchObject({ status: 'applied' });
    // The merged team holds more than the team size: its lobby counts what it holds, never fewer.
    const lobby = (await h.call('GET', `/api/team/lobby/${one!.id}`, { token: player.token })).json.data.team as { maxMembers: number; members: unknown[] };
    expect(lobby.members.length).toBeGreaterThan(Number((await details()).teamSize));
    expect(lobby.maxMembers).toBe(lobby.members.length);
    expect(await push(admin, 'shuffleTeams', {})).toMatchObject({ status: 'rejected', reason: 'Teams cannot be reshuffled once the game has started' });
  });
});

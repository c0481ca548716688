import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, applied, as, context, member, run, seeded, team } from '../testing/game-data.js';
import type { GameData } from '../domain/game-data.js';
import { recordDecision } from './decision-mutations.js';
import { markTeamReady, openLobby, promoteLeader } from './lobby-mutations.js';
import {
  addMember,
  createTeam,
  deleteTeam,
  mergeTeams,
  moveMember,
  removeMember,
  renameTeam,
  sessionByCode,
  setMemberRole,
  shuffleTeams,
} from './team-mutations.js';
import { lobbyMaxMembers, teamSizeOf } from '../domain/team-size.js';

const upcoming = (): GameData => {
  const data = seeded();
  data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming' };
  return data;
};
const joiner = { name: 'Asha Rao', email: 'Asha@Example.com', phone: '+91 90000 00000', sessionCode: 'abc234' };

describe('addMember', () => {
  it('joins a session by its game code in any case, without a team when teams are dealt later', () => {
    const r = run(addMember, seeded(), joiner, context({ kind: 'public' }));
    expect(r.ok && r.value).toMatchObject({ id: 'ID1', sessionId: 'S1', email: 'asha@example.com', role: 'participant', teamId: null });
  });

  it('lets a player who joins by login give no phone', () => {
    const r = run(addMember, seeded(), { ...joiner, phone: undefined }, context({ kind: 'public' }));
    expect(r.ok && r.value).toMatchObject({ phone: '' });
  });

  it('accepts the session id as the code too', () => {
    expect(run(addMember, seeded(), { ...joiner, sessionCode: 'S1' }, context({ kind: 'public' })).ok).toBe(true);
  });

  it('before the start, places members into teams of teamSize when auto-assign is on, opening a new team when all are full', () => {
    let data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming', autoAssignTeams: true, teamSize: '2' };
    data = applied(addMember, data, joiner, context({ kind: 'public' }));
    // T1 holds two already; T2 holds one, so the newcomer goes to T2.
    expect(Object.values(data.members).find((m) => m.email === 'asha@example.com')!.teamId).toBe('T2');
    data = applied(
      addMember,
      data,
      { ...joiner, email: 'ravi@example.com' },
      context(
        { kind: 'public' },
        {
          newId: (() => {
            let n = 100;
            return () => `ID${++n}`;
          })(),
        },
      ),
    );
    const ravi = Object.values(data.members).find((m) => m.email === 'ravi@example.com')!;
    expect(data.teams[ravi.teamId!]!.name).toBe('Team 3');
  });

  it('refuses an unknown code, an ended session, a full session and an email that already joined', () => {
    expect(run(addMember, seeded(), { ...joiner, sessionCode: 'ZZZZZZ' }, context({ kind: 'public' }))).toMatchObject({
      ok: false,
      code: 'not_found',
      reason: 'Session not found',
    });
    const ended = seeded();
    ended.sessions['S1'] = { ...ended.sessions['S1']!, status: 'ended' };
    expect(run(addMember, ended, joiner, context({ kind: 'public' }))).toMatchObject({ ok: false, reason: 'This game session has ended' });
    const full = seeded();
    full.sessions['S1'] = { ...full.sessions['S1']!, maxParticipants: 4 };
    expect(run(addMember, full, joiner, context({ kind: 'public' }))).toMatchObject({ ok: false, reason: 'This game session is full' });
    expect(run(addMember, seeded(), { ...joiner, email: 'M1@example.com' }, context({ kind: 'public' }))).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'This email has already joined the session',
    });
  });

  it("refuses a join that names another member's id, and repeats the same join under its own id once", () => {
    // M1 is Team 1's captain: a join under that id must never rewrite them.
    expect(run(addMember, upcoming(), { ...joiner, id: 'M1' }, context(as('M3')))).toMatchObject({ ok: false, code: 'id_taken' });
    const data = applied(addMember, upcoming(), { ...joiner, id: 'NEW1' }, context({ kind: 'public' }));
    expect(run(addMember, data, { ...joiner, id: 'NEW1' }, context({ kind: 'public' }))).toEqual({ ok: true, changes: [], duplicate: true });
    expect(run(addMember, data, { ...joiner, email: 'other@example.com', id: 'NEW1' }, context({ kind: 'public' }))).toMatchObject({
      ok: false,
      code: 'id_taken',
    });
  });

  it('marks every row it makes as a create, so the store inserts and never overwrites', () => {
    const r = run(
      addMember,
      { ...upcoming(), sessions: { S1: { ...upcoming().sessions['S1']!, autoAssignTeams: true, teamSize: '1' } } },
      joiner,
      context({ kind: 'public' }),
    );
    expect(r.ok && r.changes.map((c) => [c.table, c.op === 'put' && c.create])).toEqual([
      ['teams', true],
      ['members', true],
    ]);
  });

  it('finds sessions by code and reads team sizes safely', () => {
    expect(sessionByCode(seeded(), ' abc234 ')?.id).toBe('S1');
    expect(teamSizeOf('3')).toBe(3);
    expect(teamSizeOf('x')).toBe(4);
  });
});

describe('shuffleTeams', () => {
  /** A session of `n` members and no teams, before the start, teams of `size`. */
  const room = (n: number, size = '4'): GameData => {
    const data = upcoming();
    data.sessions['S1'] = { ...data.sessions['S1']!, teamSize: size };
    data.teams = {};
    data.members = {};
    for (let i = 1; i <= n; i++) data.members[`P${String(i).padStart(2, '0')}`] = member(`P${String(i).padStart(2, '0')}`, null);
    return data;
  };
  const sizesOf = (data: GameData) =>
    Object.values(data.teams)
      .map((t) => Object.values(data.members).filter((m) => m.teamId === t.id).length)
      .sort((a, b) => b - a);

  it('deals every member into as few teams of the team size as hold them, evenly: 9 in teams of 4 make 3, 3, 3', () => {
    const next = applied(shuffleTeams, room(9), { sessionId: 'S1' }, context(ADMIN, { random: () => 0 }));
    expect(sizesOf(next)).toEqual([3, 3, 3]);
    expect(
      Object.values(next.teams)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Team 1', 'Team 2', 'Team 3']);
    expect(Object.values(next.members).every((m) => m.role === 'participant' && m.teamId !== null)).toBe(true);
  });

  it("names the teams it forms in the session's language", () => {
    const french = room(9);
    french.sessions['S1'] = { ...french.sessions['S1']!, language: 'fr' };
    const next = applied(shuffleTeams, french, { sessionId: 'S1' }, context(ADMIN, { random: () => 0 }));
    expect(
      Object.values(next.teams)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Équipe 1', 'Équipe 2', 'Équipe 3']);
    const hindi = room(2);
    hindi.sessions['S1'] = { ...hindi.sessions['S1']!, language: 'hi' };
    expect(applied(createTeam, hindi, { sessionId: 'S1' }, context(ADMIN)).teams).toSatisfy((teams: GameData['teams']) =>
      Object.values(teams).some((t) => t.name.startsWith('टीम ')),
    );
  });

  it('keeps sizes within one of each other for any count and team size', () => {
    for (const [n, size, want] of [
      [10, '4', [4, 3, 3]],
      [4, '3', [2, 2]],
      [5, '1', [1, 1, 1, 1, 1]],
      [7, '10', [7]],
    ] as const) {
      expect(sizesOf(applied(shuffleTeams, room(n, size), { sessionId: 'S1' }, context(ADMIN)))).toEqual(want);
    }
  });

  it('deals into a chosen number of new teams, replacing the old ones', () => {
    const data = room(7);
    data.teams['OLD'] = team('OLD', 'Falcons');
    const next = applied(shuffleTeams, data, { sessionId: 'S1', teams: 2 }, context(ADMIN));
    expect(next.teams['OLD']).toBeUndefined();
    expect(sizesOf(next)).toEqual([4, 3]);
  });

  it('deals over the teams that exist, keeping their names and ids, and clears the captains', () => {
    const data = room(5);
    data.teams['TA'] = team('TA', 'Falcons');
    data.teams['TB'] = team('TB', 'Ravens');
    data.members['P01'] = member('P01', 'TA', 'captain');
    const next = applied(shuffleTeams, data, { sessionId: 'S1', over: 'existing' }, context(ADMIN));
    expect(Object.keys(next.teams).sort()).toEqual(['TA', 'TB']);
    expect(next.teams['TA']!.name).toBe('Falcons');
    expect(sizesOf(next)).toEqual([3, 2]);
    expect(Object.values(next.members).some((m) => m.role === 'captain')).toBe(false);
  });

  it('refuses more teams than people, both choices at once, or no team to deal over, in words', () => {
    expect(run(shuffleTeams, room(3), { sessionId: 'S1', teams: 4 }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'There are 3 participants: choose at most 3 teams',
    });
    expect(run(shuffleTeams, room(3), { sessionId: 'S1', over: 'existing' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'There are no teams to deal into: create one first, or choose a number of teams',
    });
    expect(shuffleTeams.args.safeParse({ sessionId: 'S1', teams: 2, over: 'existing' }).success).toBe(false);
    expect(shuffleTeams.args.safeParse({ sessionId: 'S1', teams: 0 }).success).toBe(false);
    expect(shuffleTeams.args.safeParse({ sessionId: 'S1', teams: 1.5 }).success).toBe(false);
  });

  it('deals the same teams on the device and the server, whose clocks stamp members differently', () => {
    const random = () => {
      let n = 0;
      return () => [0.9, 0.1, 0.6, 0.3][n++ % 4]!;
    };
    const device = upcoming();
    device.sessions['S1'] = { ...device.sessions['S1']!, teamSize: '1' };
    const server = structuredClone(device);
    // The server stamps each member when its push arrives: a different order of createdAt, the same ids.
    const stamps = Object.keys(server.members).sort().reverse();
    stamps.forEach((id, i) => (server.members[id] = { ...server.members[id]!, createdAt: `2026-11-23T12:00:0${i}.000Z` }));
    const dealt = (data: GameData) => {
      const next = applied(shuffleTeams, data, { sessionId: 'S1' }, context(ADMIN, { random: random() }));
      return Object.fromEntries(Object.values(next.members).map((m) => [m.id, next.teams[m.teamId!]!.name]));
    };
    expect(new Set(Object.values(dealt(device))).size).toBeGreaterThan(1);
    expect(dealt(server)).toEqual(dealt(device));
  });

  it('refuses once the game has started, with nobody to deal, or for another host', () => {
    expect(run(shuffleTeams, seeded(), { sessionId: 'S1' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'Teams cannot be reshuffled once the game has started',
    });
    const empty = upcoming();
    empty.members = {};
    expect(run(shuffleTeams, empty, { sessionId: 'S1' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'There are no participants to shuffle into teams',
    });
    expect(run(shuffleTeams, upcoming(), { sessionId: 'S1' }, context(OTHER_ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('setMemberRole', () => {
  it('promotes a member to captain and makes the old captain a participant', () => {
    const next = applied(setMemberRole, seeded(), { sessionId: 'S1', memberId: 'M2', role: 'captain' }, context(ADMIN));
    expect(next.members['M2']!.role).toBe('captain');
    expect(next.members['M1']!.role).toBe('participant');
  });

  it('demotes a captain to participant', () => {
    expect(applied(setMemberRole, seeded(), { sessionId: 'S1', memberId: 'M1', role: 'participant' }, context(ADMIN)).members['M1']!.role).toBe('participant');
  });

  it('needs the member to be in a team, in this session, and the host to own it', () => {
    expect(run(setMemberRole, seeded(), { sessionId: 'S1', memberId: 'M4', role: 'captain' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'Assign the member to a team first',
    });
    expect(run(setMemberRole, seeded(), { sessionId: 'S1', memberId: 'X', role: 'captain' }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(setMemberRole, seeded(), { sessionId: 'S1', memberId: 'M2', role: 'captain' }, context(OTHER_ADMIN))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
  });
});

describe('the lobby', () => {
  const noCaptain = (): GameData => {
    const data = seeded();
    data.members['M1'] = member('M1', 'T1');
    return data;
  };

  it('lets a member promote a teammate while the team has no leader', () => {
    expect(applied(promoteLeader, noCaptain(), { teamId: 'T1', memberId: 'M2' }, context(as('M1'))).members['M2']!.role).toBe('captain');
  });

  it('never lets a member promote themselves', () => {
    expect(run(promoteLeader, noCaptain(), { teamId: 'T1', memberId: 'M1' }, context(as('M1')))).toMatchObject({
      ok: false,
      reason: 'You cannot promote yourself',
    });
  });

  it('cannot be undone: no promotion once a leader exists', () => {
    expect(run(promoteLeader, seeded(), { teamId: 'T1', memberId: 'M2' }, context(as('M1')))).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'This team already has a leader',
    });
  });

  it('only promotes within your own team', () => {
    expect(run(promoteLeader, noCaptain(), { teamId: 'T2', memberId: 'M3' }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(promoteLeader, noCaptain(), { teamId: 'T1', memberId: 'M3' }, context(as('M1')))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(promoteLeader, noCaptain(), { teamId: 'NOPE', memberId: 'M2' }, context(as('M1')))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(promoteLeader, noCaptain(), { teamId: 'T1', memberId: 'M2' }, context(ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('lets only the leader mark the team ready, once', () => {
    expect(run(markTeamReady, seeded(), { teamId: 'T1' }, context(as('M2')))).toMatchObject({
      ok: false,
      reason: 'Only the team leader can mark the team ready',
    });
    const ready = applied(markTeamReady, seeded(), { teamId: 'T1' }, context(as('M1')));
    expect(ready.teams['T1']).toMatchObject({ status: 'ready', readyAt: '2026-11-22T09:00:00.000Z' });
    expect(run(markTeamReady, ready, { teamId: 'T1' }, context(as('M1')))).toEqual({ ok: true, changes: [], duplicate: true });
    expect(run(markTeamReady, seeded(), { teamId: 'T2' }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(markTeamReady, seeded(), { teamId: 'NOPE' }, context(as('M1')))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(markTeamReady, seeded(), { teamId: 'T1' }, context(ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('members at any time (a late arrival, a move, a removal)', () => {
  const live = (): GameData => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'live', autoAssignTeams: true, teamSize: '2' };
    return data;
  };

  it('puts a late arrival in a live game into the smallest team at once, ties to the first created', () => {
    // T1 has M1 and M2, T2 has M3: T2 is smaller, even though T1 was made first.
    const r = run(addMember, live(), joiner, context({ kind: 'public' }));
    expect(r.ok && r.value).toMatchObject({ teamId: 'T2' });
    const even = live();
    even.members['M5'] = member('M5', 'T2');
    expect(run(addMember, even, joiner, context({ kind: 'public' }))).toMatchObject({ ok: true, value: { teamId: 'T1' } });
  });

  it('lets the host move a member to another team in a live game; a moved captain arrives as a member and leaves their team without one', () => {
    const data = applied(moveMember, live(), { sessionId: 'S1', memberId: 'M1', teamId: 'T2' }, context(ADMIN));
    expect(data.members['M1']).toMatchObject({ teamId: 'T2', role: 'participant' });
    expect(Object.values(data.members).filter((m) => m.teamId === 'T1' && m.role === 'captain')).toEqual([]);
    // With no captain left, the member still in T1 may decide.
    expect(run(recordDecision, data, { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'dec', source: 'team' }, context(as('M2'))).ok).toBe(true);
  });

  it('puts a member who has no team into one, and refuses a team of another session, a member of another, or the same team', () => {
    expect(applied(moveMember, live(), { sessionId: 'S1', memberId: 'M4', teamId: 'T1' }, context(ADMIN)).members['M4']!.teamId).toBe('T1');
    const other = live();
    other.teams['TX'] = { ...other.teams['T1']!, id: 'TX', sessionId: 'S2' };
    expect(run(moveMember, other, { sessionId: 'S1', memberId: 'M4', teamId: 'TX' }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(moveMember, live(), { sessionId: 'S1', memberId: 'M9', teamId: 'T1' }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(moveMember, live(), { sessionId: 'S1', memberId: 'M1', teamId: 'T1' }, context(ADMIN))).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('lets only the owning host move or remove: a participant with a valid token and another admin are refused', () => {
    for (const actor of [as('M1'), OTHER_ADMIN]) {
      expect(run(moveMember, live(), { sessionId: 'S1', memberId: 'M3', teamId: 'T1' }, context(actor))).toMatchObject({ ok: false, code: 'forbidden' });
      expect(run(removeMember, live(), { sessionId: 'S1', memberId: 'M3' }, context(actor))).toMatchObject({ ok: false, code: 'forbidden' });
    }
  });

  it('removes a member whose decisions stay with the team, and lets the same e-mail join again', () => {
    let data = applied(
      recordDecision,
      live(),
      { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'acc', source: 'team' },
      context(as('M1'), { newId: () => 'D1' }),
    );
    data = applied(removeMember, data, { sessionId: 'S1', memberId: 'M1' }, context(ADMIN));
    expect(data.members['M1']).toBeUndefined();
    expect(data.decisions['D1']).toMatchObject({ teamId: 'T1', decidedBy: 'M1' });
    // T1 has no captain now: M2 decides.
    expect(run(recordDecision, data, { sessionId: 'S1', teamId: 'T1', scenarioId: 'B', decision: 'dec', source: 'team' }, context(as('M2'))).ok).toBe(true);
    expect(run(addMember, data, { ...joiner, email: 'm1@example.com' }, context({ kind: 'public' })).ok).toBe(true);
    expect(run(removeMember, data, { sessionId: 'S1', memberId: 'M1' }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('openLobby', () => {
  it('marks the player as joined once, and only for the player themself', () => {
    const data = applied(openLobby, seeded(), { sessionId: 'S1' }, context(as('M2')));
    expect(data.members['M2']!.lobbyOpenedAt).toBe(context(ADMIN).now);
    expect(run(openLobby, data, { sessionId: 'S1' }, context(as('M2')))).toMatchObject({ ok: true, duplicate: true });
    expect(run(openLobby, seeded(), { sessionId: 'S1' }, context(ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(openLobby, seeded(), { sessionId: 'S9' }, context(as('M2')))).toMatchObject({ ok: false });
  });

  it('never marks another player: a participant token of another session, or one naming a member it is not, is refused', () => {
    const data = seeded();
    data.sessions['S2'] = { ...data.sessions['S1']!, id: 'S2', gameCode: 'XYZ234' };
    data.members['X1'] = { ...member('X1', null), sessionId: 'S2' };
    // A valid token from session S2 aimed at S1, with its own session id or S1's.
    expect(run(openLobby, data, { sessionId: 'S1' }, context(as('X1', 'S2')))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(openLobby, data, { sessionId: 'S1' }, context(as('X1', 'S1')))).toMatchObject({ ok: false, code: 'forbidden' });
    // M2's own call changes M2's row and nothing else.
    const r = run(openLobby, data, { sessionId: 'S1' }, context(as('M2')));
    expect(r.ok && r.changes.map((c) => `${c.table}:${c.key}`)).toEqual(['members:M2']);
  });
});

describe('teams the host shapes', () => {
  const before = upcoming;
  const live = (): GameData => {
    const data = seeded();
    data.sessions['S1'] = { ...data.sessions['S1']!, status: 'live' };
    return data;
  };
  const decided = (data: GameData, teamId: string): GameData => {
    data.decisions['D1'] = {
      id: 'D1',
      sessionId: 'S1',
      teamId,
      scenarioId: 'A',
      decision: 'acc',
      decidedBy: 'M1',
      decidedAt: '2026-11-22T09:00:00.000Z',
    } as GameData['decisions'][string];
    return data;
  };

  it('creates a team named after the next free number, or the name the host gave', () => {
    const next = run(createTeam, before(), { sessionId: 'S1' }, context(ADMIN));
    expect(next).toMatchObject({ ok: true, value: { id: 'ID1', name: 'Team 3', sessionId: 'S1', status: 'waiting' } });
    // "Team 3" is taken by a renamed team: the next free number is used.
    const data = before();
    data.teams['T2'] = { ...data.teams['T2']!, name: 'team 3' };
    expect(run(createTeam, data, { sessionId: 'S1' }, context(ADMIN))).toMatchObject({ ok: true, value: { name: 'Team 4' } });
    expect(run(createTeam, before(), { sessionId: 'S1', name: '  Falcons  ' }, context(ADMIN))).toMatchObject({ ok: true, value: { name: 'Falcons' } });
  });

  it('treats a client-named id as a claim: the same create again is a duplicate, anything else is refused', () => {
    const data = applied(createTeam, before(), { sessionId: 'S1', id: 'NEWTEAM', name: 'Falcons' }, context(ADMIN));
    expect(run(createTeam, data, { sessionId: 'S1', id: 'NEWTEAM', name: 'Falcons' }, context(ADMIN))).toEqual({ ok: true, changes: [], duplicate: true });
    expect(run(createTeam, data, { sessionId: 'S1', id: 'NEWTEAM', name: 'Ravens' }, context(ADMIN))).toMatchObject({ ok: false, code: 'id_taken' });
    expect(run(createTeam, data, { sessionId: 'S1', id: 'T1' }, context(ADMIN))).toMatchObject({ ok: true, duplicate: true });
    const r = run(createTeam, data, { sessionId: 'S1', id: 'ZZ' }, context(ADMIN));
    expect(r.ok && r.changes[0]).toMatchObject({ table: 'teams', create: true });
  });

  it('refuses a duplicate or empty name, an ended game, and anyone but the owning host', () => {
    expect(run(createTeam, before(), { sessionId: 'S1', name: 'TEAM 1' }, context(ADMIN))).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'Another team is already called “Team 1”: choose another name',
    });
    expect(createTeam.args.safeParse({ sessionId: 'S1', name: '   ' }).success).toBe(false);
    const ended = seeded();
    ended.sessions['S1'] = { ...ended.sessions['S1']!, status: 'ended' };
    expect(run(createTeam, ended, { sessionId: 'S1' }, context(ADMIN))).toMatchObject({ ok: false, reason: 'Teams cannot be changed once the game has ended' });
    for (const actor of [as('M1'), OTHER_ADMIN])
      expect(run(createTeam, before(), { sessionId: 'S1' }, context(actor))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('renames a team, trimmed, unique in any case, 60 characters at most', () => {
    expect(applied(renameTeam, live(), { sessionId: 'S1', teamId: 'T1', name: ' Falcons ' }, context(ADMIN)).teams['T1']!.name).toBe('Falcons');
    // Changing only the case of its own name is fine.
    expect(applied(renameTeam, live(), { sessionId: 'S1', teamId: 'T1', name: 'TEAM 1' }, context(ADMIN)).teams['T1']!.name).toBe('TEAM 1');
    expect(run(renameTeam, live(), { sessionId: 'S1', teamId: 'T1', name: 'Team 1' }, context(ADMIN))).toMatchObject({ ok: true, duplicate: true });
    expect(run(renameTeam, live(), { sessionId: 'S1', teamId: 'T1', name: 'team 2' }, context(ADMIN))).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'Another team is already called “Team 2”: choose another name',
    });
    const long = renameTeam.args.safeParse({ sessionId: 'S1', teamId: 'T1', name: 'x'.repeat(61) });
    expect(long.success ? null : long.error.issues[0]!.message).toBe('A team name is too long (at most 60 characters)');
    const empty = renameTeam.args.safeParse({ sessionId: 'S1', teamId: 'T1', name: ' ' });
    expect(empty.success ? null : empty.error.issues[0]!.message).toBe('A team needs a name');
    expect(run(renameTeam, live(), { sessionId: 'S1', teamId: 'NOPE', name: 'X' }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(renameTeam, live(), { sessionId: 'S1', teamId: 'T1', name: 'X' }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('merges before the start: every member joins the other team, which keeps its captain, and the team goes', () => {
    const next = applied(mergeTeams, before(), { sessionId: 'S1', fromTeamId: 'T1', intoTeamId: 'T2' }, context(ADMIN));
    expect(next.teams['T1']).toBeUndefined();
    expect(['M1', 'M2', 'M3'].map((id) => next.members[id]!.teamId)).toEqual(['T2', 'T2', 'T2']);
    // T2 had no captain: T1's captain leads the merged team.
    expect(next.members['M1']!.role).toBe('captain');
    const intoLed = before();
    intoLed.members['M3'] = member('M3', 'T2', 'captain');
    const merged = applied(mergeTeams, intoLed, { sessionId: 'S1', fromTeamId: 'T1', intoTeamId: 'T2' }, context(ADMIN));
    expect(
      Object.values(merged.members)
        .filter((m) => m.role === 'captain')
        .map((m) => m.id),
    ).toEqual(['M3']);
  });

  it('merges in a live game only a team that has not played, into one that may have', () => {
    expect(run(mergeTeams, decided(live(), 'T1'), { sessionId: 'S1', fromTeamId: 'T1', intoTeamId: 'T2' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'Team “Team 1” has already decided requests: its week would be lost. Merge “Team 2” into it instead, or move its members one by one',
    });
    expect(applied(mergeTeams, decided(live(), 'T1'), { sessionId: 'S1', fromTeamId: 'T2', intoTeamId: 'T1' }, context(ADMIN)).members['M3']!.teamId).toBe(
      'T1',
    );
    expect(run(mergeTeams, live(), { sessionId: 'S1', fromTeamId: 'T1', intoTeamId: 'T1' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'Choose another team to merge into',
    });
    expect(run(mergeTeams, live(), { sessionId: 'S1', fromTeamId: 'T1', intoTeamId: 'NOPE' }, context(ADMIN))).toMatchObject({ ok: false, code: 'not_found' });
    expect(run(mergeTeams, live(), { sessionId: 'S1', fromTeamId: 'T1', intoTeamId: 'T2' }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('deletes a team that has not played: its members wait unassigned, a captain no longer one', () => {
    const next = applied(deleteTeam, live(), { sessionId: 'S1', teamId: 'T1' }, context(ADMIN));
    expect(next.teams['T1']).toBeUndefined();
    expect([next.members['M1'], next.members['M2']].map((m) => [m!.teamId, m!.role])).toEqual([
      [null, 'participant'],
      [null, 'participant'],
    ]);
    expect(run(deleteTeam, decided(live(), 'T1'), { sessionId: 'S1', teamId: 'T1' }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'Team “Team 1” has already decided requests: its week would be lost. Move its members instead',
    });
    for (const actor of [as('M1'), OTHER_ADMIN])
      expect(run(deleteTeam, live(), { sessionId: 'S1', teamId: 'T1' }, context(actor))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('moves a member into a team of any size, never full, and out of their team to wait unassigned', () => {
    const data = before();
    data.sessions['S1'] = { ...data.sessions['S1']!, teamSize: '2' };
    // T1 already holds two, the team size: a third still goes in.
    expect(applied(moveMember, data, { sessionId: 'S1', memberId: 'M4', teamId: 'T1' }, context(ADMIN)).members['M4']!.teamId).toBe('T1');
    expect(applied(moveMember, data, { sessionId: 'S1', memberId: 'M1', teamId: null }, context(ADMIN)).members['M1']).toMatchObject({
      teamId: null,
      role: 'participant',
    });
    expect(run(moveMember, data, { sessionId: 'S1', memberId: 'M4', teamId: null }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'The member is already unassigned',
    });
  });

  it("counts the lobby's members against the team size, never below the members present", () => {
    expect(lobbyMaxMembers('4', 1)).toBe(4);
    expect(lobbyMaxMembers('4', 5)).toBe(5);
    expect(lobbyMaxMembers('x', 2)).toBe(4);
  });
});

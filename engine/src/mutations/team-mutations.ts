/** Members and teams: joining, shuffling, captains, and the lobby's leader and ready rules (docs/rules.md §4). */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { addMemberBodySchema, teamNameSchema, type Member, type Team } from '../domain/team.js';
import { teamSizeOf } from '../domain/team-size.js';
import { defaultTeamName } from '../domain/locale.js';
import type { Session } from '../domain/session.js';
import { ACCESS_MESSAGES, actingMember, isFailure, ownedSession, teamOf } from './access.js';
import { sessionMembers, sessionTeams, teamDecisions, teamMembers } from '../views/session-view.js';
import { claimId, createRow, defineMutation, del, fail, ok, put, type Change, type MutationContext } from './model.js';
import { TEAM_MESSAGES } from './refusal-messages.js';
import { change, named } from './change-messages.js';
import type { GameData } from '../domain/game-data.js';

/** Finds a session by its game code (any case) or by its id, as `addMember`'s sessionCode allows. */
export function sessionByCode(data: GameData, code: string) {
  const wanted = code.trim().toUpperCase();
  return Object.values(data.sessions).find((s) => s.gameCode === wanted || s.id === code.trim()) ?? null;
}

/** A new team of the session, named in the session's language ('Team 3', 'Équipe 3') unless given a name. */
function newTeam(session: Pick<Session, 'id' | 'language'>, index: number, ctx: MutationContext, name = defaultTeamName(session.language, index)): Team {
  return { id: ctx.newId(), sessionId: session.id, name, status: 'waiting', readyAt: null, createdAt: ctx.now };
}

/** Names compare as a trainer reads them: "team 2" and "Team 2" are the same team to a room. */
function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');
}

/** The first "Team n" from the count of teams up that no team of the session is called. */
function freeTeamName(session: Pick<Session, 'language'>, teams: readonly Team[]): string {
  for (let n = teams.length + 1; ; n++) {
    const name = defaultTeamName(session.language, n);
    if (!teams.some((t) => sameName(t.name, name))) return name;
  }
}

function nameTaken(teams: readonly Team[], name: string, except?: string): string | null {
  const clash = teams.find((t) => t.id !== except && sameName(t.name, name));
  return clash ? TEAM_MESSAGES.nameTaken(clash.name) : null;
}

/** A session whose teams the host may still shape: every status but ended, when the results are final. */
function shapeable(data: GameData, sessionId: string, ctx: MutationContext): Session | Extract<ReturnType<typeof fail>, { ok: false }> {
  const session = ownedSession(data, sessionId, ctx.actor);
  if (isFailure(session)) return session;
  if (session.status === 'ended') return fail('invalid', TEAM_MESSAGES.teamsAfterEnd);
  return session;
}

function sessionTeam(data: GameData, sessionId: string, teamId: string): Team | null {
  const team = data.teams[teamId];
  return team && team.sessionId === sessionId ? team : null;
}

function hasDecisions(data: GameData, teamId: string, ctx: MutationContext): boolean {
  return (ctx.index ? ctx.index.teamDecisions(teamId) : teamDecisions(data, teamId)).length > 0;
}

function smallestTeam(data: GameData, teams: readonly Team[]): Team {
  let best = teams[0]!;
  let fewest = teamMembers(data, best.id).length;
  for (const team of teams.slice(1)) {
    const n = teamMembers(data, team.id).length;
    if (n < fewest) [best, fewest] = [team, n];
  }
  return best;
}

export const addMember = defineMutation({
  name: 'addMember',
  scope: { by: 'code', key: 'sessionCode' },
  creates: 'members',
  describe: (a) => named('addMember', a.name),
  // A participant who joins by logging in with the game code gives no phone.
  args: addMemberBodySchema.extend({ id: idSchema.optional(), phone: z.union([addMemberBodySchema.shape.phone, z.literal('')]).default('') }),
  apply(data, args, ctx) {
    const session = sessionByCode(data, args.sessionCode);
    if (!session) return fail('not_found', ACCESS_MESSAGES.sessionNotFound);
    if (args.id) {
      // A member id a client names is a claim: the same join repeated is a repeat, any other use of the id is refused.
      const claim = claimId(data, 'members', args.id, (m) => m.sessionId === session.id && m.email === args.email && m.name === args.name);
      if (claim) return claim;
    }
    if (session.status === 'ended') return fail('invalid', TEAM_MESSAGES.sessionEnded);
    const members = sessionMembers(data, session.id);
    if (members.some((m) => m.email === args.email)) return fail('conflict', TEAM_MESSAGES.alreadyJoined);
    if (members.length >= session.maxParticipants) return fail('invalid', TEAM_MESSAGES.sessionFull);

    const changes: Change[] = [];
    let teamId: string | null = null;
    if (session.autoAssignTeams) {
      const size = teamSizeOf(session.teamSize);
      const teams = sessionTeams(data, session.id);
      // Before the start, fill the first team with room, in creation order, and open a new one when all are full;
      // once the game is live, a late arrival joins the smallest team (ties: the first created) and plays at once.
      const open = session.status === 'live' && teams.length > 0 ? smallestTeam(data, teams) : teams.find((t) => teamMembers(data, t.id).length < size);
      if (open) teamId = open.id;
      else {
        const team = newTeam(session, teams.length + 1, ctx);
        changes.push(createRow('teams', team.id, team));
        teamId = team.id;
      }
    }
    const member: Member = {
      id: args.id ?? ctx.newId(),
      sessionId: session.id,
      name: args.name,
      email: args.email,
      phone: args.phone,
      role: 'participant',
      teamId,
      createdAt: ctx.now,
    };
    changes.push(createRow('members', member.id, member));
    return ok(changes, member);
  },
});

/**
 * Deals the shuffled members round the teams, one at a time, so no two teams
 * differ by more than one member: 9 players in teams of up to 4 make 3, 3, 3,
 * never 4, 4, 1.
 */
function dealEvenly(deck: readonly Member[], teams: readonly Team[]): Change[] {
  return deck.map((member, i) => put('members', member.id, { ...member, teamId: teams[i % teams.length]!.id, role: 'participant' }));
}

export const shuffleTeamsArgsSchema = z
  .object({
    sessionId: idSchema,
    /** Deal into this many new teams (Team 1 .. Team n), replacing the ones that exist. */
    teams: z
      .number({ error: 'teams must be a whole number from 1' })
      .int('teams must be a whole number from 1')
      .min(1, 'teams must be a whole number from 1')
      .max(500, 'Choose at most 500 teams')
      .optional(),
    /** Deal over the teams that exist, keeping their names and ids. */
    over: z.literal('existing', { error: "over must be 'existing'" }).optional(),
  })
  .refine((a) => !(a.teams !== undefined && a.over !== undefined), { message: 'Choose a number of teams or the teams that exist, not both', path: ['teams'] });

/**
 * Shuffle, three ways: with only the session, as documented, into teams of
 * the session's team size (as few teams as hold everyone, dealt evenly); with
 * `teams`, into that many new teams; with `over: 'existing'`, over the teams
 * the host already made and named. Every member is dealt; captains are chosen
 * again afterwards. Before the start only: once play begins a team's week is
 * its members' decisions.
 */
export const shuffleTeams = defineMutation({
  name: 'shuffleTeams',
  describe: (a) =>
    a.over === 'existing' ? change('shuffleExisting') : typeof a.teams === 'number' ? change('shuffleInto', { teams: a.teams }) : change('formTeams'),
  args: shuffleTeamsArgsSchema,
  apply(data, { sessionId, teams: count, over }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'upcoming') return fail('invalid', TEAM_MESSAGES.teamsLocked);
    const members = sessionMembers(data, sessionId);
    if (members.length === 0) return fail('invalid', TEAM_MESSAGES.noParticipants);
    const existing = sessionTeams(data, sessionId);
    if (over === 'existing' && existing.length === 0) return fail('invalid', TEAM_MESSAGES.noTeamsToDeal);
    if (count !== undefined && count > members.length) {
      return fail('invalid', TEAM_MESSAGES.moreTeamsThanPlayers(members.length));
    }

    // Fisher-Yates with the caller's random source, so a test can fix the deal.
    const deck = [...members];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(ctx.random() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    if (over === 'existing') return ok(dealEvenly(deck, existing), existing);

    const size = teamSizeOf(session.teamSize);
    const wanted = count ?? Math.ceil(deck.length / size);
    const changes: Change[] = existing.map((t) => del('teams', t.id));
    const teams: Team[] = [];
    for (let i = 0; i < wanted; i++) {
      const team = newTeam(session, i + 1, { ...ctx, now: new Date(Date.parse(ctx.now) + i).toISOString() });
      teams.push(team);
      changes.push(createRow('teams', team.id, team));
    }
    changes.push(...dealEvenly(deck, teams));
    return ok(changes, teams);
  },
});

/**
 * The host adds an empty team, in any status but ended: before the start to
 * shape the room by hand, during play to split off late arrivals. A client
 * that names the id claims it: the same create repeated is a duplicate.
 */
export const createTeam = defineMutation({
  name: 'createTeam',
  describe: (a) => named('createTeam', a.name),
  args: z.object({ sessionId: idSchema, id: idSchema.optional(), name: teamNameSchema.optional() }),
  apply(data, { sessionId, id, name }, ctx) {
    const session = shapeable(data, sessionId, ctx);
    if (isFailure(session)) return session;
    if (id) {
      const claim = claimId(data, 'teams', id, (t) => t.sessionId === sessionId && (name === undefined || t.name === name));
      if (claim) return claim;
    }
    const teams = sessionTeams(data, sessionId);
    if (name !== undefined) {
      const taken = nameTaken(teams, name);
      if (taken) return fail('conflict', taken);
    }
    const team = newTeam(session, teams.length + 1, id ? { ...ctx, newId: () => id } : ctx, name ?? freeTeamName(session, teams));
    return ok([createRow('teams', team.id, team)], team);
  },
});

/** A team's new name: trimmed, 1 to 60 characters, and no other team of the session called the same in any case. */
export const renameTeam = defineMutation({
  name: 'renameTeam',
  describe: (a) => named('renameTeam', a.name),
  args: z.object({ sessionId: idSchema, teamId: idSchema, name: teamNameSchema }),
  apply(data, { sessionId, teamId, name }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const team = sessionTeam(data, sessionId, teamId);
    if (!team) return fail('not_found', ACCESS_MESSAGES.teamNotFound);
    if (team.name === name) return { ok: true, changes: [], duplicate: true };
    const taken = nameTaken(sessionTeams(data, sessionId), name, team.id);
    if (taken) return fail('conflict', taken);
    const renamed: Team = { ...team, name };
    return ok([put('teams', team.id, renamed)], renamed);
  },
});

/**
 * Two teams become one: `from`'s members join `into` and `from` is deleted.
 * `into` keeps its captain; `from`'s captain stays captain only when `into`
 * has none. Before the start it is only people. Once the game is live, a
 * trainer merging two tables expects the merged team to carry on with the
 * week it has played and nobody's choices to vanish: so `from` may not have
 * decided anything (its week would be deleted with it, and its revenue would
 * drop off the leaderboard), while `into` may have played: its members
 * taking in a team that has not started is what moving them one by one does.
 */
export const mergeTeams = defineMutation({
  name: 'mergeTeams',
  describe: () => change('mergeTeams'),
  args: z.object({ sessionId: idSchema, fromTeamId: idSchema, intoTeamId: idSchema }),
  apply(data, { sessionId, fromTeamId, intoTeamId }, ctx) {
    const session = shapeable(data, sessionId, ctx);
    if (isFailure(session)) return session;
    const from = sessionTeam(data, sessionId, fromTeamId);
    const into = sessionTeam(data, sessionId, intoTeamId);
    if (!from || !into) return fail('not_found', ACCESS_MESSAGES.teamNotFound);
    if (from.id === into.id) return fail('invalid', TEAM_MESSAGES.sameTeam);
    if (hasDecisions(data, from.id, ctx)) return fail('invalid', TEAM_MESSAGES.playedMerge(from.name, into.name));
    const intoHasCaptain = teamMembers(data, into.id).some((m) => m.role === 'captain');
    const changes: Change[] = teamMembers(data, from.id).map((m) =>
      put('members', m.id, { ...m, teamId: into.id, role: m.role === 'captain' && !intoHasCaptain ? 'captain' : 'participant' }),
    );
    changes.push(del('teams', from.id));
    return ok(changes, into);
  },
});

/** The host deletes a team that has not played: its members wait unassigned for a team. A team with decisions keeps its week. */
export const deleteTeam = defineMutation({
  name: 'deleteTeam',
  describe: () => change('deleteTeam'),
  args: z.object({ sessionId: idSchema, teamId: idSchema }),
  apply(data, { sessionId, teamId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const team = sessionTeam(data, sessionId, teamId);
    if (!team) return fail('not_found', ACCESS_MESSAGES.teamNotFound);
    if (hasDecisions(data, team.id, ctx)) return fail('invalid', TEAM_MESSAGES.playedDelete(team.name));
    const changes: Change[] = teamMembers(data, team.id).map((m) => put('members', m.id, { ...m, teamId: null, role: 'participant' }));
    changes.push(del('teams', team.id));
    return ok(changes);
  },
});

/** The control panel's promote and demote: one captain per team, saved (docs/rules.md §10). */
export const setMemberRole = defineMutation({
  name: 'setMemberRole',
  describe: (a) => change(a.role === 'captain' ? 'makeCaptain' : 'changeRole'),
  args: z.object({ sessionId: idSchema, memberId: idSchema, role: z.enum(['captain', 'participant']) }),
  apply(data, { sessionId, memberId, role }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const member = data.members[memberId];
    if (!member || member.sessionId !== sessionId) return fail('not_found', ACCESS_MESSAGES.memberNotFound);
    if (role === 'participant') return ok([put('members', member.id, { ...member, role })], member);
    if (!member.teamId) return fail('invalid', TEAM_MESSAGES.notInTeam);
    const changes: Change[] = teamMembers(data, member.teamId)
      .filter((m) => m.role === 'captain' && m.id !== member.id)
      .map((m) => put('members', m.id, { ...m, role: 'participant' }));
    changes.push(put('members', member.id, { ...member, role: 'captain' }));
    return ok(changes);
  },
});

/**
 * The host puts a member in a team, whatever the session's status: a late
 * arrival, or a move between teams. The member's decisions stay with the team
 * they were made for. A captain who moves arrives as a member, and leaves their
 * old team without a captain, where any member may then decide. No team is
 * ever full: the team size is what a shuffle aims at, not a limit on the host.
 * A null team takes the member out of their team, to wait unassigned.
 */
export const moveMember = defineMutation({
  name: 'moveMember',
  describe: (a) => change(a.teamId === null ? 'takeOutOfTeam' : 'moveMember'),
  args: z.object({ sessionId: idSchema, memberId: idSchema, teamId: idSchema.nullable() }),
  apply(data, { sessionId, memberId, teamId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const member = data.members[memberId];
    if (!member || member.sessionId !== sessionId) return fail('not_found', ACCESS_MESSAGES.memberNotFound);
    const team = teamId === null ? null : sessionTeam(data, sessionId, teamId);
    if (teamId !== null && !team) return fail('not_found', ACCESS_MESSAGES.teamNotFound);
    if (member.teamId === (team?.id ?? null)) return fail('conflict', team ? TEAM_MESSAGES.alreadyInTeam : TEAM_MESSAGES.alreadyUnassigned);
    const moved: Member = { ...member, teamId: team?.id ?? null, role: 'participant' };
    return ok([put('members', member.id, moved)], moved);
  },
});

/**
 * The host removes a member (a mistyped e-mail, someone who left), whatever the
 * session's status. Their decisions stay with their team; a team whose captain
 * is removed has none, so any member may decide. The same e-mail may join again.
 */
export const removeMember = defineMutation({
  name: 'removeMember',
  describe: () => change('removeMember'),
  args: z.object({ sessionId: idSchema, memberId: idSchema }),
  apply(data, { sessionId, memberId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const member = data.members[memberId];
    if (!member || member.sessionId !== sessionId) return fail('not_found', ACCESS_MESSAGES.memberNotFound);
    return ok([del('members', member.id)]);
  },
});

/** Members and teams: joining, shuffling, captains, and the lobby's leader and ready rules (spec/game.md §4). */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { addMemberBodySchema, type Member, type Team } from '../domain/team.js';
import { ACCESS_MESSAGES, actingMember, isFailure, ownedSession, teamOf } from './access.js';
import { sessionMembers, sessionTeams, teamMembers } from '../views/session-view.js';
import { claimId, createRow, defineMutation, del, fail, ok, put, type Change, type GameData, type MutationContext } from './model.js';

export const TEAM_MESSAGES = {
  sessionEnded: 'This game session has ended',
  sessionFull: 'This game session is full',
  alreadyJoined: 'This email has already joined the session',
  teamsLocked: 'Teams cannot be reshuffled once the game has started',
  noParticipants: 'There are no participants to shuffle into teams',
  notInTeam: 'Assign the member to a team first',
  leaderExists: 'This team already has a leader',
  selfPromotion: 'You cannot promote yourself',
  leaderOnly: 'Only the team leader can mark the team ready',
  alreadyInTeam: 'The member is already in this team',
} as const;

/** Finds a session by its game code (any case) or by its id, as `addMember`'s sessionCode allows. */
export function sessionByCode(data: GameData, code: string) {
  const wanted = code.trim().toUpperCase();
  return Object.values(data.sessions).find((s) => s.gameCode === wanted || s.id === code.trim()) ?? null;
}

export function teamSizeOf(teamSize: string): number {
  const n = Number.parseInt(teamSize, 10);
  return Number.isFinite(n) && n > 0 ? n : 4;
}

function newTeam(sessionId: string, index: number, ctx: MutationContext): Team {
  return { id: ctx.newId(), sessionId, name: `Team ${index}`, status: 'waiting', readyAt: null, createdAt: ctx.now };
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
        const team = newTeam(session.id, teams.length + 1, ctx);
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

export const shuffleTeams = defineMutation({
  name: 'shuffleTeams',
  args: z.object({ sessionId: idSchema }),
  apply(data, { sessionId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'upcoming') return fail('invalid', TEAM_MESSAGES.teamsLocked);
    const members = sessionMembers(data, sessionId);
    if (members.length === 0) return fail('invalid', TEAM_MESSAGES.noParticipants);

    // Fisher-Yates with the caller's random source, so a test can fix the deal.
    const deck = [...members];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(ctx.random() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    const size = teamSizeOf(session.teamSize);
    const changes: Change[] = Object.values(data.teams)
      .filter((t) => t.sessionId === sessionId)
      .map((t) => del('teams', t.id));
    const teams: Team[] = [];
    deck.forEach((member, i) => {
      if (i % size === 0) {
        const team = newTeam(sessionId, teams.length + 1, { ...ctx, now: new Date(Date.parse(ctx.now) + teams.length).toISOString() });
        teams.push(team);
        changes.push(createRow('teams', team.id, team));
      }
      changes.push(put('members', member.id, { ...member, teamId: teams[teams.length - 1]!.id, role: 'participant' }));
    });
    return ok(changes, teams);
  },
});

/** The control panel's promote and demote: one captain per team, saved (DESIGN §4). */
export const setMemberRole = defineMutation({
  name: 'setMemberRole',
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

/** The lobby's promotion: only while the team has no leader, never oneself, and for good. */
export const promoteLeader = defineMutation({
  name: 'promoteLeader',
  args: z.object({ teamId: idSchema, memberId: idSchema }),
  apply(data, { teamId, memberId }, ctx) {
    const team = teamOf(data, teamId);
    if (isFailure(team)) return team;
    const actor = actingMember(data, team.sessionId, ctx.actor);
    if (isFailure(actor)) return actor;
    if (actor.teamId !== team.id) return fail('forbidden', ACCESS_MESSAGES.notYourTeam);
    const members = teamMembers(data, team.id);
    if (members.some((m) => m.role === 'captain')) return fail('conflict', TEAM_MESSAGES.leaderExists);
    if (memberId === actor.id) return fail('forbidden', TEAM_MESSAGES.selfPromotion);
    const member = members.find((m) => m.id === memberId);
    if (!member) return fail('not_found', ACCESS_MESSAGES.memberNotFound);
    return ok([put('members', member.id, { ...member, role: 'captain' })]);
  },
});

export const markTeamReady = defineMutation({
  name: 'markTeamReady',
  args: z.object({ teamId: idSchema }),
  apply(data, { teamId }, ctx) {
    const team = teamOf(data, teamId);
    if (isFailure(team)) return team;
    const actor = actingMember(data, team.sessionId, ctx.actor);
    if (isFailure(actor)) return actor;
    if (actor.teamId !== team.id) return fail('forbidden', ACCESS_MESSAGES.notYourTeam);
    if (actor.role !== 'captain') return fail('forbidden', TEAM_MESSAGES.leaderOnly);
    if (team.status === 'ready') return { ok: true, changes: [], duplicate: true };
    return ok([put('teams', team.id, { ...team, status: 'ready', readyAt: ctx.now })]);
  },
});

/**
 * The host puts a member in a team, whatever the session's status: a late
 * arrival, or a move between teams. The member's decisions stay with the team
 * they were made for. A captain who moves arrives as a member, and leaves their
 * old team without a captain, where any member may then decide.
 */
export const moveMember = defineMutation({
  name: 'moveMember',
  args: z.object({ sessionId: idSchema, memberId: idSchema, teamId: idSchema }),
  apply(data, { sessionId, memberId, teamId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const member = data.members[memberId];
    if (!member || member.sessionId !== sessionId) return fail('not_found', ACCESS_MESSAGES.memberNotFound);
    const team = data.teams[teamId];
    if (!team || team.sessionId !== sessionId) return fail('not_found', ACCESS_MESSAGES.teamNotFound);
    if (member.teamId === team.id) return fail('conflict', TEAM_MESSAGES.alreadyInTeam);
    const moved: Member = { ...member, teamId: team.id, role: 'participant' };
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
  args: z.object({ sessionId: idSchema, memberId: idSchema }),
  apply(data, { sessionId, memberId }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const member = data.members[memberId];
    if (!member || member.sessionId !== sessionId) return fail('not_found', ACCESS_MESSAGES.memberNotFound);
    return ok([del('members', member.id)]);
  },
});

/** The player opened their team lobby: from now on they count as joined (spec/game.md §2 "n of maxMembers Members Joined"). Once only. */
export const openLobby = defineMutation({
  name: 'openLobby',
  args: z.object({ sessionId: idSchema }),
  apply(data, { sessionId }, ctx) {
    const member = actingMember(data, sessionId, ctx.actor);
    if (isFailure(member)) return member;
    if (member.lobbyOpenedAt) return { ok: true, changes: [], duplicate: true };
    return ok([put('members', member.id, { ...member, lobbyOpenedAt: ctx.now })]);
  },
});

/**
 * What a player does in the team lobby: choose a captain while the team has
 * none, open the lobby, and (the captain) mark the team ready. The host's
 * changes to teams are in `team-mutations.ts`.
 */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { ACCESS_MESSAGES, actingMember, isFailure, teamOf } from './access.js';
import { change } from './change-messages.js';
import { defineMutation, fail, ok, put } from './model.js';
import { TEAM_MESSAGES } from './refusal-messages.js';
import { teamMembers } from '../views/session-view.js';

/** The lobby's promotion: only while the team has no leader, never oneself, and for good. */
export const promoteLeader = defineMutation({
  name: 'promoteLeader',
  scope: { by: 'team', key: 'teamId' },
  describe: () => change('promoteLeader'),
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
  scope: { by: 'team', key: 'teamId' },
  describe: () => change('markTeamReady'),
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

/** The player opened their team lobby: from now on they count as joined (docs/rules.md §2 "n of maxMembers Members Joined"). Once only. */
export const openLobby = defineMutation({
  name: 'openLobby',
  describe: () => change('openLobby'),
  args: z.object({ sessionId: idSchema }),
  apply(data, { sessionId }, ctx) {
    const member = actingMember(data, sessionId, ctx.actor);
    if (isFailure(member)) return member;
    if (member.lobbyOpenedAt) return { ok: true, changes: [], duplicate: true };
    return ok([put('members', member.id, { ...member, lobbyOpenedAt: ctx.now })]);
  },
});

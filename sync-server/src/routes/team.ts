/** The team lobby: `/api/team` (docs/rules.md §10): members, leader and ready state from the server. */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import { lobbyMaxMembers, promoteLeaderBodySchema, teamIdParamsSchema } from '@front-desk-rm/engine/domain';
import { teamMembers } from '@front-desk-rm/engine/views';
import { requireRole } from '../auth/guard.js';
import { ApiError } from '../errors.js';
import { mutate, ok, sessionFor } from '../http.js';
import { body, params } from '../validate.js';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export const teamRoutes = new Hono<AppEnv>()
  .get('/lobby/:teamId', requireRole('admin', 'participant'), async (c) => {
    const { teamId } = params(c, teamIdParamsSchema);
    const { game } = c.get('services').store;
    const sessionId = await game.sessionIdOfTeam(teamId);
    if (!sessionId) throw new ApiError(404, 'Team not found');
    const session = await sessionFor(c, sessionId);
    const data = await game.load(sessionId);
    const team = data.teams[teamId]!;
    const members = teamMembers(data, teamId).map((m) => ({ id: m.id, name: m.name, isLeader: m.role === 'captain', avatar: initials(m.name) }));
    return ok(c, {
      team: {
        id: team.id,
        name: team.name,
        sessionName: session.name,
        sessionId,
        sessionStatus: session.status,
        maxMembers: lobbyMaxMembers(session.teamSize, members.length),
        members,
        status: team.status,
        autoStartTime: team.readyAt,
      },
    });
  })
  .post('/promoteLeader/:teamId', requireRole('participant'), async (c) => {
    const { teamId } = params(c, teamIdParamsSchema);
    const { memberId } = await body(c, promoteLeaderBodySchema);
    await mutate(c, 'promoteLeader', { teamId, memberId });
    return ok(c, {}, 'Team leader updated successfully');
  })
  .post('/ready/:teamId', requireRole('participant'), async (c) => {
    const { teamId } = params(c, teamIdParamsSchema);
    await mutate(c, 'markTeamReady', { teamId });
    return ok(c, {}, 'Team is ready to start!');
  });

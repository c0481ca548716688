/** Who may touch what (docs/operations.md#security): admins their own sessions, participants their own session and team. */
import type { Session } from '../domain/session.js';
import type { Member, Team } from '../domain/team.js';
import { fail, type Actor, type MutationResult } from './model.js';
import type { GameData } from '../domain/game-data.js';

type Failure = Extract<MutationResult, { ok: false }>;

export const ACCESS_MESSAGES = {
  sessionNotFound: 'Session not found',
  scenarioNotFound: 'Scenario not found',
  teamNotFound: 'Team not found',
  memberNotFound: 'Member not found',
  adminsOnly: 'Only the session host can do this',
  notYourSession: 'You do not have access to this session',
  notYourTeam: 'You are not a member of this team',
} as const;

export function isFailure<T>(value: T | Failure): value is Failure {
  return typeof value === 'object' && value !== null && (value as Failure).ok === false;
}

/** The session, if the actor is the admin who owns it. */
export function ownedSession(data: GameData, sessionId: string, actor: Actor): Session | Failure {
  if (actor.kind !== 'admin') return fail('forbidden', ACCESS_MESSAGES.adminsOnly);
  const session = data.sessions[sessionId];
  if (!session) return fail('not_found', ACCESS_MESSAGES.sessionNotFound);
  if (session.ownerId !== actor.userId) return fail('forbidden', ACCESS_MESSAGES.notYourSession);
  return session;
}

/** The acting participant's member row, if it belongs to the session. */
export function actingMember(data: GameData, sessionId: string, actor: Actor): Member | Failure {
  if (actor.kind !== 'participant') return fail('forbidden', 'Only participants of this session can do this');
  if (actor.sessionId !== sessionId) return fail('forbidden', ACCESS_MESSAGES.notYourSession);
  const member = data.members[actor.memberId];
  if (!member || member.sessionId !== sessionId) return fail('forbidden', ACCESS_MESSAGES.notYourSession);
  return member;
}

export function teamOf(data: GameData, teamId: string): Team | Failure {
  return data.teams[teamId] ?? fail('not_found', ACCESS_MESSAGES.teamNotFound);
}

/** The session, the acting participant and their team, when the actor plays for that team in that session: what a team's own write needs. */
export function actingForTeam(data: GameData, sessionId: string, teamId: string, actor: Actor): { session: Session; member: Member; team: Team } | Failure {
  const session = data.sessions[sessionId];
  if (!session) return fail('not_found', ACCESS_MESSAGES.sessionNotFound);
  const member = actingMember(data, sessionId, actor);
  if (isFailure(member)) return member;
  const team = data.teams[teamId];
  if (!team || team.sessionId !== session.id) return fail('not_found', ACCESS_MESSAGES.teamNotFound);
  if (member.teamId !== team.id) return fail('forbidden', ACCESS_MESSAGES.notYourTeam);
  return { session, member, team };
}

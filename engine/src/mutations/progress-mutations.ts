/**
 * A participant asks the host to remove their history (issue 36, item 3):
 * their rows in one of the host's sessions are anonymised, not deleted, so
 * their team's decisions, the leaderboard and the rounds Play Again kept
 * still add up; only who they were is gone. One session per write: the store
 * holds every write to the writer's session, so the server runs this once
 * for each of the host's sessions the person played.
 */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { normaliseEmail, participantEmailSchema, REMOVED_PARTICIPANT_NAME, removedEmail } from '../domain/progress.js';
import type { Session } from '../domain/session.js';
import type { Member } from '../domain/team.js';
import { isFailure, ownedSession } from './access.js';
import { defineMutation, fail, ok, putErasing, type Change } from './model.js';
import { REMOVE_HISTORY_MESSAGES } from './refusal-messages.js';
import { change } from './change-messages.js';

export const removeParticipantHistory = defineMutation({
  name: 'removeParticipantHistory',
  describe: () => change('removeHistory'),
  args: z.object({ sessionId: idSchema, email: participantEmailSchema }),
  apply(data, { sessionId, email }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    const key = normaliseEmail(email);
    const members = Object.values(data.members).filter((m) => m.sessionId === sessionId && normaliseEmail(m.email) === key);
    if (members.length === 0) return fail('not_found', REMOVE_HISTORY_MESSAGES.noSuchParticipant);
    const removed = new Set(members.map((m) => m.id));
    // Each row replaces its earlier versions in the change log too: those held the name, e-mail and phone.
    const changes: Change[] = members.map((m) => putErasing('members', m.id, anonymised(m)));
    const rounds = session.pastRounds ?? [];
    // The rounds Play Again kept name their players by member id: the same people, so their names go too.
    if (rounds.some((r) => r.members.some((m) => removed.has(m.id)))) {
      const next: Session = {
        ...session,
        pastRounds: rounds.map((r) => ({
          ...r,
          members: r.members.map((m) => (removed.has(m.id) ? { ...m, name: REMOVED_PARTICIPANT_NAME } : m)),
        })),
        updatedAt: ctx.now,
      };
      changes.push(putErasing('sessions', sessionId, next));
    }
    return ok(changes, { members: members.length });
  },
});

function anonymised(member: Member): Member {
  return { ...member, name: REMOVED_PARTICIPANT_NAME, email: removedEmail(member.id), phone: '' };
}

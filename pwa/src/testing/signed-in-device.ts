/** a device database signed in as a player, as the login screen leaves it. */
import type { FrontDeskDb } from '../data/db/db.js';

export function signInPlayer(db: FrontDeskDb, login: { token: string; memberId: string; sessionId: string; teamId: string | null }): Promise<unknown> {
  return db.meta.bulkPut([
    { key: 'token', value: login.token },
    { key: 'role', value: 'participant' },
    { key: 'memberId', value: login.memberId },
    { key: 'sessionId', value: login.sessionId },
    { key: 'teamId', value: login.teamId },
  ]);
}

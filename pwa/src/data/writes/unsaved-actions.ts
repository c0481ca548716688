/**
 * What the user may do with a change the server refused for good (decision
 * record 013): send it again, once the device's rules take it, or discard it.
 * Nothing else takes it off the list.
 */
import type { FrontDeskDb } from '../db/db.js';
import { actorOf, readIdentity } from '../db/identity.js';
import { retryUnsaved } from './outbox.js';

/** Queues the change again as the signed-in person; answers the device's reason when its rules refuse it. */
export async function retryUnsavedChange(db: FrontDeskDb, id: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  return retryUnsaved(db, id, actorOf(await readIdentity(db)));
}

/** Drops the change for good: the user has seen it and chosen to. */
export async function discardUnsaved(db: FrontDeskDb, id: string): Promise<void> {
  await db.unsaved.delete(id);
}

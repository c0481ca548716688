/**
 * A contact message from the site: the engine's `sendContactMessage` queued in
 * the outbox, so a message written offline is kept on the device and sent when
 * the network returns, signed in or not (the sync engine's public mutations).
 * The store and the engine load with the first message, not with the page.
 */
import type { ContactMessageInput } from '@front-desk-rm/engine';

export type ContactResult = { ok: true } | { ok: false; reason: string };

export async function queueContactMessage(message: ContactMessageInput): Promise<ContactResult> {
  const [{ mutateLocally }, { localDbReady }, { actorOf, readIdentity }, { db }] = await Promise.all([import('./outbox.js'), import('./db-ready.js'), import('./identity.js'), import('./local-db.js')]);
  await localDbReady();
  const result = await mutateLocally(db, 'sendContactMessage', message, { actor: actorOf(await readIdentity(db)) });
  return result.ok ? { ok: true } : { ok: false, reason: result.reason };
}

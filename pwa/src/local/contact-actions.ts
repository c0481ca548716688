/**
 * A contact message from the site: the engine's `sendContactMessage` queued in
 * the outbox, so a message written offline is kept on the device and sent when
 * the network returns, signed in or not (the sync engine's public mutations).
 * The store and the engine load when the visitor starts on the form, not with
 * the page, so a first visit that goes offline mid-message still has them.
 */
import type { ContactMessageInput } from '@front-desk-rm/engine';

export type ContactResult = { ok: true } | { ok: false; reason: string };

let loading: Promise<[typeof import('./outbox.js'), typeof import('./db-ready.js'), typeof import('./identity.js'), typeof import('./local-db.js')]> | null = null;

/** Starts loading what sending needs; a failed load (offline) is tried again next time. */
export function prepareContactMessage() {
  loading ??= Promise.all([import('./outbox.js'), import('./db-ready.js'), import('./identity.js'), import('./local-db.js')]).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function queueContactMessage(message: ContactMessageInput): Promise<ContactResult> {
  const [{ mutateLocally }, { localDbReady }, { actorOf, readIdentity }, { db }] = await prepareContactMessage();
  await localDbReady();
  const result = await mutateLocally(db, 'sendContactMessage', message, { actor: actorOf(await readIdentity(db)) });
  return result.ok ? { ok: true } : { ok: false, reason: result.reason };
}

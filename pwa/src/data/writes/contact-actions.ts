/**
 * A contact message from the site: the engine's `sendContactMessage` queued in
 * the outbox, so a message written offline is kept on the device and sent when
 * the network returns, signed in or not (the sync engine's public mutations).
 * The store, the engine and the sync runtime that sends the message load
 * together when the visitor starts on the form, not with the page, so a first
 * visit that goes offline mid-message still has them. A message is kept only
 * once all of them are here: a browser keeps a module that failed to load as
 * failed until the page is reloaded, so a store without its runtime would say
 * "saved, sent when the connection returns" and send nothing until the next visit.
 */
import type { ContactMessageInput } from '@front-desk-rm/engine/domain';
import { api } from '../api/client.js';
import { loadOnce } from '../load-once.js';

/** The form keeps what was typed; the page needs the network once more to be able to keep a message. */
export const CONTACT_NOT_LOADED =
  'The page lost the network before it had finished loading, so your message could not be kept on this device. It is still in the form: send it again once you are back online.';

export type ContactResult = { ok: true } | { ok: false; reason: string };

/** Starts loading what sending needs; a failed load (offline) is tried again next time. */
export const prepareContactMessage = loadOnce(() =>
  Promise.all([
    import('./outbox.js'),
    import('../db/db-ready.js'),
    import('../db/identity.js'),
    import('../db/local-db.js'),
    import('../sync/sync-runtime.js'),
  ]),
);

/**
 * The message being sent straight to the server and the id it goes under,
 * minted on its first press: every press again with the same content (after a
 * network error, an answer lost on the way back) sends the same id, and the
 * server takes the repeat as one message. A sent message clears it, so the
 * next fill of the form is a new message with a new id, even word for word;
 * content changed before a retry is a new message too (the server refuses
 * another message under an id it has stored).
 */
let direct: { content: string; id: string } | null = null;

const contentOf = (message: ContactMessageInput) => JSON.stringify(message);

export async function queueContactMessage(message: ContactMessageInput): Promise<ContactResult> {
  const modules = await prepareContactMessage().catch(() => null);
  if (!modules) return sendDirectly(message);
  const [{ mutateLocally }, { localDbReady }, { actorOf, readIdentity }, { db }] = modules;
  await localDbReady();
  // A message already tried straight at the server keeps its id in the outbox: had that try reached the server, this is a repeat.
  const tried = direct?.content === contentOf(message) ? { id: direct.id } : {};
  const result = await mutateLocally(db, 'sendContactMessage', { ...tried, ...message }, { actor: actorOf(await readIdentity(db)) });
  if (result.ok) direct = null;
  return result.ok ? { ok: true } : { ok: false, reason: result.reason };
}

/**
 * The store could not load (the network dropped while it was fetched, and the
 * browser keeps that failure until a reload): online again, the message goes
 * straight to the server under the id of its first press, so a repeat is stored once.
 */
async function sendDirectly(message: ContactMessageInput): Promise<ContactResult> {
  const content = contentOf(message);
  if (direct?.content !== content) direct = { content, id: crypto.randomUUID() };
  const { id } = direct;
  const answer = await api.call('sendContact', { body: { id, ...message } });
  if (answer.ok) {
    if (direct?.id === id) direct = null;
    return { ok: true };
  }
  return { ok: false, reason: (!answer.offline && answer.message) || CONTACT_NOT_LOADED };
}

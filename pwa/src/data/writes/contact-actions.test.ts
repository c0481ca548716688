/**
 * A contact message whose store could not load goes straight to the server:
 * pressed again after a network error, it goes under the same id, and the real
 * server (the harness's app behind the page's `fetch`) stores it once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactMessageInput } from '@front-desk-rm/engine/domain';
import { startHarness, type Harness } from '@front-desk-rm/sync-server/testing/harness';
import { CONTACT_NOT_LOADED, queueContactMessage } from './contact-actions.js';

// The store's chunks: lost (as when the network dropped while they loaded) until a test says they have come.
const store = vi.hoisted(() => ({ lost: true, queued: [] as unknown[] }));
const chunk = <T>(module: T) => {
  if (store.lost) throw new TypeError('Failed to fetch dynamically imported module');
  return module;
};
vi.mock('./outbox.js', () =>
  chunk({
    mutateLocally: async (_db: unknown, _name: string, args: unknown) => {
      store.queued.push(args);
      return { ok: true, changes: [] };
    },
  }),
);
vi.mock('../db/db-ready.js', () => chunk({ localDbReady: async () => {} }));
vi.mock('../db/identity.js', () => chunk({ actorOf: () => ({ kind: 'public' }), readIdentity: async () => null }));
vi.mock('../db/local-db.js', () => chunk({ db: {} }));
vi.mock('../sync/sync-runtime.js', () => chunk({}));

let h: Harness;
/** What each press sent, and whether its answer is lost on the way back (the server got it; the page hears nothing). */
let sent: { id: string; email: string }[] = [];
let loseAnswer = false;
let offline = false;

beforeAll(async () => {
  h = await startHarness();
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    if (offline) throw new TypeError('Failed to fetch');
    sent.push(JSON.parse(String(init.body)) as { id: string; email: string });
    const answer = await h.app.request(input, init);
    if (loseAnswer) throw new TypeError('Failed to fetch');
    return answer;
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await h.close();
});

const stored = async (email: string) =>
  ((await h.call('GET', '/api/contact', { token: await h.superAdmin() })).json.data.messages as { id: string; email: string }[]).filter(
    (m) => m.email === email,
  );

const message = (email: string, text = 'Do you run workshops in Porto?'): ContactMessageInput => ({ source: 'page', name: 'Ines', email, message: text });

describe('a contact message sent straight to the server', () => {
  it('goes under one id however often Send is pressed, and is stored once', async () => {
    sent = [];
    loseAnswer = true;
    expect(await queueContactMessage(message('ines@casadorio.pt'))).toEqual({ ok: false, reason: CONTACT_NOT_LOADED });
    loseAnswer = false;
    expect(await queueContactMessage(message('ines@casadorio.pt'))).toEqual({ ok: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.id).toBe(sent[0]!.id);
    expect((await stored('ines@casadorio.pt')).map((m) => m.id)).toEqual([sent[0]!.id]);
  });

  it('is a new message with a new id once the last one was sent, even word for word', async () => {
    sent = [];
    expect(await queueContactMessage(message('ines@casadorio.pt'))).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    const ids = (await stored('ines@casadorio.pt')).map((m) => m.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(sent[0]!.id);
  });

  it('goes under a new id when the visitor changed it before pressing again', async () => {
    sent = [];
    offline = true;
    expect(await queueContactMessage(message('joao@casadorio.pt', 'Workshops?'))).toEqual({ ok: false, reason: CONTACT_NOT_LOADED });
    offline = false;
    loseAnswer = true;
    await queueContactMessage(message('joao@casadorio.pt', 'Workshops?'));
    loseAnswer = false;
    expect(await queueContactMessage(message('joao@casadorio.pt', 'Workshops in Porto?'))).toEqual({ ok: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.id).not.toBe(sent[0]!.id);
    expect((await stored('joao@casadorio.pt')).map((m) => m.id).sort()).toEqual([sent[0]!.id, sent[1]!.id].sort());
  });

  it('keeps its id in the outbox when the store loads on the next press', async () => {
    sent = [];
    loseAnswer = true;
    await queueContactMessage(message('rui@casadorio.pt'));
    loseAnswer = false;
    store.lost = false;
    expect(await queueContactMessage(message('rui@casadorio.pt'))).toEqual({ ok: true });
    expect(store.queued).toEqual([{ id: sent[0]!.id, ...message('rui@casadorio.pt') }]);
  });
});

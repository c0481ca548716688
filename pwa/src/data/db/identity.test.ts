import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FrontDeskDb } from './db.js';
import { actorOf, readIdentity, signInGuest, signInParticipant, signOut } from './identity.js';

let db: FrontDeskDb;
beforeEach(async () => {
  db = new FrontDeskDb(`identity-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const player = { token: 'tok', name: 'Priya Nair', sessionId: 's1', teamId: 't1', memberId: 'm1', gameCode: 'DEMO26' };
const pending = { id: '01JD0000000000000000000001', name: 'recordDecision' as const, v: 1, args: {}, createdAt: 'now', attempts: 0, lastError: null };

describe('who the device is signed in as', () => {
  it('signs a participant in with a fresh copy of the server data, keeping changes that still wait', async () => {
    await db.sessions.put({ id: 'old' } as never);
    await db.outbox.add(pending);
    await db.setMeta('cursor', '99');
    await signInParticipant(db, player);
    expect(await db.sessions.count()).toBe(0);
    expect(await db.getMeta('cursor')).toBe('0');
    expect(await db.outbox.count()).toBe(1);
    const me = await readIdentity(db);
    expect(me).toMatchObject({
      role: 'participant',
      name: 'Priya Nair',
      token: 'tok',
      sessionId: 's1',
      teamId: 't1',
      memberId: 'm1',
      gameCode: 'DEMO26',
      guest: false,
    });
    expect(actorOf(me)).toEqual({ kind: 'participant', memberId: 'm1', sessionId: 's1' });
  });

  it('logs out without deleting the outbox', async () => {
    await signInParticipant(db, player);
    await db.outbox.add(pending);
    await signOut(db);
    expect(await readIdentity(db)).toBeNull();
    expect(await db.outbox.toArray()).toEqual([pending]);
    expect(actorOf(null)).toEqual({ kind: 'public' });
  });

  it('keeps a guest on the device with the name Guest and no token', async () => {
    await db.practice.put({ scenarioId: 'p1', decision: 'acc', decidedAt: 'x' });
    await signInGuest(db, 'DEMO26');
    const me = await readIdentity(db);
    expect(me).toMatchObject({ role: 'participant', name: 'Guest', guest: true, token: null, gameCode: 'DEMO26' });
    // A new guest game starts clean.
    expect(await db.practice.count()).toBe(0);
    expect(actorOf(me)).toEqual({ kind: 'public' });
  });
});

import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_DECK } from '@front-desk-rm/engine/demo';
import { type Member, type Team } from '@front-desk-rm/engine/domain';
import { FrontDeskDb } from '../db/db.js';
import { readIdentity, signInGuest, signInParticipant } from '../db/identity.js';
import { markGameStarted, readSavedTimer, recordDecision, saveTimer } from '../writes/play-actions.js';
import { loadPlayData } from './play-data.js';

let db: FrontDeskDb;
beforeEach(async () => {
  db = new FrontDeskDb(`play-${Math.random().toString(36).slice(2)}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const team: Team = { id: 't1', sessionId: 's1', name: 'Team 1', status: 'waiting', readyAt: null, createdAt: '2026-11-23T09:00:00.000Z' };
const member = (id: string, name: string, role: Member['role']): Member => ({
  id,
  sessionId: 's1',
  name,
  email: `${id}@x.test`,
  phone: '',
  role,
  teamId: 't1',
  createdAt: `2026-11-23T09:00:0${id.slice(1)}.000Z`,
});

async function ready() {
  const data = await loadPlayData(db);
  if (data.state !== 'ready') throw new Error('not signed in');
  return data;
}

describe('what the lobby and the game read from the device', () => {
  it('is signed out until someone signs in', async () => {
    expect(await loadPlayData(db)).toEqual({ state: 'signed-out' });
  });

  it('gives a guest the practice deck, the whole team to themselves, and practice decisions that stay local', async () => {
    await signInGuest(db, 'DEMO26');
    let data = await ready();
    expect(data.guest).toBe(true);
    expect(data.view!.deck.map((s) => s.reservationName)).toEqual(DEMO_DECK.map((s) => s.reservationName));
    expect(data.canDecide).toBe(true);
    expect(data.started).toBe(false);
    const me = (await readIdentity(db))!;
    expect(await recordDecision(db, me, data.team!.id, data.view!.deck[0]!._id, 'acc')).toEqual({ ok: true });
    expect(await recordDecision(db, me, data.team!.id, data.view!.deck[0]!._id, 'dec')).toEqual({
      ok: false,
      reason: 'This booking request has already been decided.',
    });
    data = await ready();
    expect(data.view!.decisions.map((d) => [d.scenarioId, d.decision])).toEqual([[data.view!.deck[0]!._id, 'acc']]);
    expect(data.started).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets only the captain decide once the team has one, and anyone when it has none', async () => {
    await signInParticipant(db, { token: 'tok', name: 'Arjun', sessionId: 's1', teamId: 't1', memberId: 'm2', gameCode: 'DEMO26' });
    await db.teams.put(team);
    await db.members.bulkPut([member('m1', 'Priya', 'participant'), member('m2', 'Arjun', 'participant')]);
    expect((await ready()).canDecide).toBe(true);
    await db.members.put(member('m1', 'Priya', 'captain'));
    const data = await ready();
    expect(data.canDecide).toBe(false);
    expect(data.captain?.name).toBe('Priya');
    expect(data.members.map((m) => m.name)).toEqual(['Priya', 'Arjun']);
  });

  it('follows the member row when the host moves the player into a team', async () => {
    await signInParticipant(db, { token: 'tok', name: 'New', sessionId: 's1', teamId: null, memberId: 'm3', gameCode: 'DEMO26' });
    await db.members.put({ ...member('m3', 'New', 'participant'), teamId: null });
    expect((await ready()).team).toBeNull();
    await db.teams.put(team);
    await db.members.put(member('m3', 'New', 'participant'));
    expect((await ready()).team?.name).toBe('Team 1');
  });

  it('remembers that this device started the game', async () => {
    await signInGuest(db, 'PRACTICE');
    expect(await markGameStarted(db, 'practice')).toBe(true);
    expect((await ready()).started).toBe(true);
  });

  it('keeps the seconds left on the request on screen, so a reload resumes it', async () => {
    expect(await readSavedTimer(db)).toBeNull();
    await saveTimer(db, 'sc1', 37);
    expect(await readSavedTimer(db)).toEqual({ scenarioId: 'sc1', remaining: 37 });
  });
});

/**
 * Who the device is signed in as, kept in `meta`. Signing in starts a fresh copy
 * of the server's data; signing out forgets the person but never the outbox:
 * changes still waiting are sent at the next sign-in on this device (docs/architecture.md#sync).
 */
import type { Actor } from '@front-desk-rm/engine/mutations';
import { IDENTITY_KEYS, type FrontDeskDb } from './db.js';

export interface Identity {
  role: 'participant' | 'admin' | 'super';
  name: string;
  token: string | null;
  guest: boolean;
  gameCode: string | null;
  sessionId: string | null;
  teamId: string | null;
  memberId: string | null;
  userId: string | null;
}

export interface ParticipantSignIn {
  token: string;
  name: string;
  sessionId: string;
  teamId: string | null;
  memberId: string;
  gameCode: string;
}

async function clearServerRows(db: FrontDeskDb): Promise<void> {
  await Promise.all([
    db.sessions.clear(),
    db.scenarios.clear(),
    db.teams.clear(),
    db.members.clear(),
    db.decisions.clear(),
    db.results.clear(),
    db.meta.bulkDelete([...IDENTITY_KEYS]),
  ]);
  await db.setMeta('cursor', '0');
}

export function signInParticipant(db: FrontDeskDb, s: ParticipantSignIn): Promise<void> {
  return db.transaction('rw', [db.sessions, db.scenarios, db.teams, db.members, db.decisions, db.results, db.meta], async () => {
    await clearServerRows(db);
    await db.meta.bulkPut([
      { key: 'token', value: s.token },
      { key: 'userName', value: s.name },
      { key: 'role', value: 'participant' },
      { key: 'sessionId', value: s.sessionId },
      { key: 'teamId', value: s.teamId },
      { key: 'memberId', value: s.memberId },
      { key: 'gameCode', value: s.gameCode },
    ]);
  });
}

export function signInAdmin(db: FrontDeskDb, s: { token: string; name: string; role: 'admin' | 'super'; userId?: string | undefined }): Promise<void> {
  return db.transaction('rw', [db.sessions, db.scenarios, db.teams, db.members, db.decisions, db.results, db.meta], async () => {
    await clearServerRows(db);
    await db.meta.bulkPut([
      { key: 'token', value: s.token },
      { key: 'userName', value: s.name },
      { key: 'role', value: s.role },
      { key: 'user', value: s.userId ?? null },
    ]);
  });
}

/** The guest flow makes no server call: it keeps the code and the role, and the name 'Guest' (docs/rules.md §2). */
export function signInGuest(db: FrontDeskDb, gameCode: string): Promise<void> {
  return db.transaction('rw', [db.meta, db.practice], async () => {
    await db.meta.bulkDelete([...IDENTITY_KEYS]);
    await db.practice.clear();
    await db.meta.bulkPut([
      { key: 'userName', value: 'Guest' },
      { key: 'role', value: 'participant' },
      { key: 'guest', value: true },
      { key: 'gameCode', value: gameCode },
    ]);
  });
}

/**
 * Forgets who is signed in. The outbox is left alone, whatever it holds. With
 * `revoke` (the player's Logout), the token is queued for the server to end
 * (`POST /api/user/logout`), sent by the sync engine now or when the network
 * returns, so a token left on a shared tablet stops working everywhere. With
 * `forget` (the server no longer knows the sign-in: a player the host removed, a
 * login that ran out), the server's rows go too: the device no longer belongs to
 * that session, and a new sign-in fetches its own copy anyway.
 */
export function signOut(db: FrontDeskDb, options: { revoke?: boolean; forget?: boolean } = {}): Promise<void> {
  return db.transaction('rw', [db.sessions, db.scenarios, db.teams, db.members, db.decisions, db.results, db.meta], async () => {
    const token = (await db.meta.get('token'))?.value;
    if (options.revoke && typeof token === 'string' && token !== '') {
      const queued = ((await db.meta.get('revoke'))?.value as string[] | undefined) ?? [];
      if (!queued.includes(token)) await db.meta.put({ key: 'revoke', value: [...queued, token] });
    }
    if (options.forget) await clearServerRows(db);
    else await db.meta.bulkDelete([...IDENTITY_KEYS]);
  });
}

export async function readIdentity(db: FrontDeskDb): Promise<Identity | null> {
  // The whole (small) table: Dexie 4's live-query cache answered a re-run bulkGet with stale misses.
  const rows = await db.meta.toArray();
  const get = (key: string) => rows.find((r) => r.key === key)?.value;
  const role = get('role');
  if (role !== 'participant' && role !== 'admin' && role !== 'super') return null;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    role,
    name: str(get('userName')) ?? (role === 'participant' ? 'Player' : 'Admin'),
    token: str(get('token')),
    guest: get('guest') === true,
    gameCode: str(get('gameCode')),
    sessionId: str(get('sessionId')),
    teamId: str(get('teamId')),
    memberId: str(get('memberId')),
    userId: str(get('user')),
  };
}

/** The engine's actor for mutations made on this device. */
export function actorOf(identity: Identity | null): Actor {
  if (identity?.role === 'participant' && identity.memberId && identity.sessionId)
    return { kind: 'participant', memberId: identity.memberId, sessionId: identity.sessionId };
  if (identity?.role === 'admin' && identity.userId) return { kind: 'admin', userId: identity.userId };
  return { kind: 'public' };
}

/**
 * How a committed change reaches the event streams: this instance's own
 * streams at once (`publish`), and every other instance's through the store's
 * change notes (`noteOf` names what changed; `hear` reads it from the store and
 * tells that instance's streams; `resync` brings them all up to date after
 * notes may have been missed). One process on SQLite hears no notes.
 */
import type { GameData, ResultRow, Session, SessionEvent } from '@front-desk-rm/engine/domain';
import type { Change } from '@front-desk-rm/engine/mutations';
import type { ChangeNote, Store } from './db/store.js';
import type { Audience, EventBus } from './events.js';

/**
 * Sign-ins resolved from tokens are kept for a few seconds (`auth/guard.ts`);
 * this epoch moves on whenever one may have ended (a logout, a removed
 * member), here or, told by a change note, on another instance.
 */
export function createSignIns() {
  let epoch = 0;
  return { epoch: () => epoch, forget: () => void epoch++ };
}

export type SignIns = ReturnType<typeof createSignIns>;

/** Whether a player's device needs to hear of a change with this audience (null: every device does). */
export function playerHears(audience: Audience | null | undefined, memberId: string): boolean {
  if (!audience) return true;
  if (audience.members.has(memberId)) return true;
  const team = audience.teamOf(memberId);
  return team !== null && audience.teams.has(team);
}

/** What a committed change tells the session's event streams (the change cursor aside). */
export interface Told {
  sessionId: string;
  board: ResultRow[] | null;
  status: Session['status'] | null;
  lobbies: string[];
  /** The session is gone: its streams are told nothing more, and its copies are dropped. */
  gone: boolean;
  /** Whose devices the changed rows are news to; null: everyone's. */
  audience: Audience | null;
}

/** The players a set of changes is news to, read from the rows before they apply; null when it is news to all. */
function audienceOf(data: GameData, changes: readonly Change[]): Audience | null {
  const teams = new Set<string>();
  const members = new Set<string>();
  for (const c of changes) {
    if (c.table === 'members') {
      members.add(c.key);
      const before = data.members[c.key]?.teamId;
      if (before) teams.add(before);
      if (c.op === 'put' && c.row.teamId) teams.add(c.row.teamId);
    } else if (c.table === 'decisions') {
      const before = data.decisions[c.key]?.teamId;
      if (before) teams.add(before);
      if (c.op === 'put') teams.add(c.row.teamId);
    } else return null;
  }
  return { teams, members, teamOf: (memberId) => data.members[memberId]?.teamId ?? null };
}

/**
 * What changes to a session will tell its streams: read from the held rows
 * before the changes apply (the status they change, the lobbies members
 * leave), then finished, once they apply, with the leaderboard they produced.
 */
export function watchChanges(data: GameData, sessionId: string, changes: readonly Change[]): (board: ResultRow[] | null) => Told {
  const statusBefore = data.sessions[sessionId]?.status;
  const audience = audienceOf(data, changes);
  // Members who move leave a lobby as well as join one.
  const lobbies = new Set(changes.flatMap((c) => (c.table === 'members' ? [data.members[c.key]?.teamId ?? null] : [])).filter((t): t is string => t !== null));
  return (board) => {
    const session = data.sessions[sessionId];
    for (const c of changes) {
      if (c.table === 'teams' && c.op === 'put') lobbies.add(c.key);
      if (c.table === 'members' && c.op === 'put' && c.row.teamId) lobbies.add(c.row.teamId);
    }
    return {
      sessionId,
      board,
      status: session && session.status !== statusBefore ? session.status : null,
      lobbies: [...lobbies].filter((t) => data.teams[t]),
      gone: !session,
      audience: board ? null : audience,
    };
  };
}

/** What a change to a session this instance does not hold tells: that it changed, nothing more. */
export const toldChanged = (sessionId: string): Told => ({ sessionId, board: null, status: null, lobbies: [], gone: false, audience: null });

export interface FanOutParts {
  store: Store;
  events: EventBus;
  signIns: SignIns;
  /** Drops every copy this instance keeps of a session (`HeldSessions.invalidate`). */
  invalidate: (sessionId: string) => void;
  /** This process's name in its notes, so that it does not tell its streams twice. */
  instance: string;
  log: (line: string) => void;
}

export function createFanOut({ store, events, signIns, invalidate, instance, log }: FanOutParts) {
  const { game, results, sync } = store;

  /** The note other instances hear of a change committed here: what changed, never the rows. */
  function noteOf(told: Told | null, signedOut: boolean, seq: number): ChangeNote | null {
    if (!told && !signedOut) return null;
    const kinds = [
      ...(told?.board ? ['leaderboard'] : []),
      ...(told?.status ? ['status'] : []),
      ...(told?.lobbies ?? []).map((t) => `lobby:${t}`),
      ...(signedOut ? ['signins'] : []),
    ];
    return { sessionId: told?.sessionId ?? null, seq, kinds, origin: instance };
  }

  /** Tells this instance's streams of a change committed here. */
  async function publish(told: Told) {
    const { sessionId } = told;
    if (told.gone) invalidate(sessionId);
    for (const event of eventsOf(told)) events.publish(sessionId, event);
    events.publish(sessionId, { type: 'changes', cursor: String(await sync.head()) }, told.audience);
  }

  function eventsOf(told: Told): SessionEvent[] {
    const { sessionId } = told;
    return [
      ...(told.board ? [{ type: 'leaderboard' as const, sessionId, rows: told.board }] : []),
      ...(told.status ? [{ type: 'status' as const, sessionId, status: told.status }] : []),
      ...told.lobbies.map((teamId) => ({ type: 'lobby' as const, sessionId, teamId })),
    ];
  }

  /**
   * Another instance committed a change: this one's streams on the session
   * hear it as if it were made here, read from the store (a note names what
   * changed, never the rows).
   */
  async function hear(note: ChangeNote): Promise<void> {
    if (note.origin === instance) return;
    if (note.kinds.includes('signins')) signIns.forget();
    const sessionId = note.sessionId;
    if (sessionId === null) return;
    store.forget(sessionId);
    if (events.listeners(sessionId) === 0) return;
    const session = await game.session(sessionId);
    if (!session) {
      invalidate(sessionId);
      return;
    }
    if (note.kinds.includes('leaderboard')) events.publish(sessionId, { type: 'leaderboard', sessionId, rows: await results.rows(sessionId) });
    if (note.kinds.includes('status')) events.publish(sessionId, { type: 'status', sessionId, status: session.status });
    const lobbies = note.kinds.includes('lobbies')
      ? Object.keys((await game.load(sessionId)).teams)
      : note.kinds.filter((k) => k.startsWith('lobby:')).map((k) => k.slice('lobby:'.length));
    for (const teamId of lobbies) events.publish(sessionId, { type: 'lobby', sessionId, teamId });
    events.publish(sessionId, { type: 'changes', cursor: String(note.seq) });
  }

  /** Notes may have been missed (the listening connection dropped): every open stream is brought up to date from the store. */
  async function resync(): Promise<void> {
    signIns.forget();
    store.forget(null);
    const head = String(await sync.head());
    for (const sessionId of events.sessions()) {
      const session = await game.session(sessionId);
      if (!session) continue;
      events.publish(sessionId, { type: 'status', sessionId, status: session.status });
      events.publish(sessionId, { type: 'leaderboard', sessionId, rows: await results.rows(sessionId) });
      for (const teamId of Object.keys((await game.load(sessionId)).teams)) events.publish(sessionId, { type: 'lobby', sessionId, teamId });
      events.publish(sessionId, { type: 'changes', cursor: head });
    }
  }

  /** Hears the other instances' change notes (PostgreSQL); on SQLite there are none. */
  const listen = () =>
    store.listen({
      onNote: (note) => void hear(note).catch((err: Error) => log(`a change note could not be read: ${err.message}`)),
      onResync: () => void resync().catch((err: Error) => log(`streams could not be brought up to date: ${err.message}`)),
    });

  /** Sign-outs are told to every instance, whose caches of the token must go too. */
  async function signedOut(): Promise<void> {
    signIns.forget();
    await store.announce({ sessionId: null, seq: 0, kinds: ['signins'], origin: instance });
  }

  return { noteOf, publish, hear, resync, listen, signedOut };
}
export type FanOut = ReturnType<typeof createFanOut>;

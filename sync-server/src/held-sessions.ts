/**
 * The sessions this instance holds in memory between mutations: a push of
 * hundreds of mutations loads its session once, not once each. Every change
 * to a session goes through the run path, which keeps these copies true;
 * another instance's write moves the session's change-log version on, and the
 * copy is read again. Anything else that changes a session, or may have
 * (a rollback, a note from another instance), calls `invalidate`.
 */
import { type Decision, type GameData, type Scenario } from '@front-desk-rm/engine/domain';
import { type Change, type SessionIndex } from '@front-desk-rm/engine/mutations';
import { createReplayMemo, idOrder, orderDecisions } from '@front-desk-rm/engine/rules';
import { sessionDeck } from '@front-desk-rm/engine/views';
import type { Store, StoreTx } from './db/store.js';

/** Decisions replayed between two pauses while a cold session is warmed: a few milliseconds' work. */
const WARM_STEP = 50;

/** How many sessions the server keeps in memory between mutations: a training day's worth, with room to spare. */
const HELD_SESSIONS = 64;

/**
 * A session as the server holds it between mutations: its rows, and what
 * every decision needs of them, kept in step as changes apply: the deck in
 * order, each team's decisions in order (grown by appending; rebuilt when one
 * is removed or lands out of order), and each team's replayed week.
 */
export class HeldSession implements SessionIndex {
  readonly replays = createReplayMemo();
  private ordered: Scenario[] | null = null;
  private byTeam: Map<string, Decision[]> | null = null;

  constructor(
    readonly id: string,
    readonly data: GameData,
    /** The change log's newest entry for the session when these rows were read: another instance's write moves it on. */
    public version: number,
  ) {}

  deck(): readonly Scenario[] {
    return (this.ordered ??= sessionDeck(this.data, this.id));
  }

  teamDecisions(teamId: string): readonly Decision[] {
    return this.decisionsByTeam().get(teamId) ?? [];
  }

  decisionsByTeam(): ReadonlyMap<string, readonly Decision[]> {
    if (!this.byTeam) {
      const byTeam = new Map<string, Decision[]>();
      for (const d of Object.values(this.data.decisions)) {
        const list = byTeam.get(d.teamId);
        if (list) list.push(d);
        else byTeam.set(d.teamId, [d]);
      }
      for (const [teamId, list] of byTeam) byTeam.set(teamId, orderDecisions(list));
      this.byTeam = byTeam;
    }
    return this.byTeam;
  }

  /** Applies committed changes to the held rows (they are the server's own copy) and keeps the orders true. */
  apply(changes: readonly Change[]) {
    for (const change of changes) {
      const table = this.data[change.table] as Record<string, unknown>;
      // A new week (issue 36) changes the deck through the session row alone.
      if (change.table === 'scenarios' || change.table === 'sessions') this.ordered = null;
      if (change.table === 'decisions') this.noteDecision(change);
      if (change.op === 'put') table[change.key] = change.row;
      else delete table[change.key];
    }
  }

  private noteDecision(change: Change & { table: 'decisions' }) {
    if (!this.byTeam) return;
    const list = change.op === 'put' && change.create ? this.byTeam.get(change.row.teamId) : undefined;
    const last = list?.[list.length - 1];
    // A new decision that sorts last is appended in place, the one case the replay memo extends without comparing.
    if (change.op === 'put' && change.create && (!last || idOrder(last.id, change.row.id) < 0)) {
      if (list) list.push(change.row);
      else this.byTeam.set(change.row.teamId, [change.row]);
    } else this.byTeam = null;
  }
}

export function createHeldSessions(store: Store) {
  const held = new Map<string, HeldSession>();
  // Bumped by every write to a session and every drop of its copy, so a warm-up that paused can tell it fell behind.
  const generation = new Map<string, number>();
  const bump = (sessionId: string) => void generation.set(sessionId, (generation.get(sessionId) ?? 0) + 1);
  const keep = (session: HeldSession) => {
    held.delete(session.id);
    held.set(session.id, session);
    if (held.size > HELD_SESSIONS) held.delete(held.keys().next().value!);
  };

  /** The session held for a write inside `tx`: the copy in memory when it is as new as the change log, else read afresh. */
  async function hold(tx: StoreTx, sessionId: string): Promise<HeldSession> {
    const version = await tx.game.version(sessionId);
    let session = held.get(sessionId);
    if (!session || session.version !== version) session = new HeldSession(sessionId, await tx.game.load(sessionId), version);
    keep(session);
    return session;
  }

  /**
   * Loads a session into memory and replays its teams' weeks a team at a
   * time, letting other requests through in between: a cold session of 24
   * teams and 300 requests takes a few hundred milliseconds to replay, which
   * the first mutation of a push would otherwise spend in one block.
   */
  async function warm(sessionId: string, pause: () => Promise<void>): Promise<void> {
    if (held.has(sessionId)) return;
    const seen = generation.get(sessionId) ?? 0;
    // The version first: rows read after it are at least as new, so a write in between only makes the copy look older than it is.
    const version = await store.game.version(sessionId);
    const fresh = new HeldSession(sessionId, await store.game.load(sessionId), version);
    const session = fresh.data.sessions[sessionId];
    if (!session) return;
    for (const team of Object.values(fresh.data.teams)) {
      const decisions = fresh.teamDecisions(team.id);
      // In steps of a few dozen decisions: the memo extends each step from the one before.
      for (let n = Math.min(WARM_STEP, decisions.length); ; n = Math.min(n + WARM_STEP, decisions.length)) {
        await pause();
        // A write in the meantime: this copy may be behind the store.
        if ((generation.get(sessionId) ?? 0) !== seen || held.has(sessionId)) return;
        fresh.replays.replay(team.id, session, fresh.deck(), n === decisions.length ? decisions : decisions.slice(0, n));
        if (n === decisions.length) break;
      }
    }
    if ((generation.get(sessionId) ?? 0) === seen && !held.has(sessionId)) keep(fresh);
  }

  return {
    hold,
    warm,
    /** Marks a write to the session about to land: a warm-up under way starts again rather than keep an older copy. */
    writing: bump,
    /**
     * Drops every copy of a session this instance keeps: the held rows, and the
     * store's own (its leaderboard and session row). After a rollback, when the
     * session is gone, or when another instance changed it.
     */
    invalidate(sessionId: string) {
      held.delete(sessionId);
      bump(sessionId);
      store.forget(sessionId);
    },
    /** The rows held for a session, or null: for tests that compare them with the store. */
    data: (sessionId: string): GameData | null => held.get(sessionId)?.data ?? null,
  };
}

export type HeldSessions = ReturnType<typeof createHeldSessions>;

/**
 * The one path by which anything in the game changes: an engine mutation
 * applied in one store transaction to the session held in memory, its id
 * recorded with it, the leaderboard brought up to date, and the change told
 * to this instance's streams once committed (and, through the store's change
 * notes, to every other instance's).
 */
import { type Decision, type GameData, type MessageRef, type LateArrival, type ResultRow } from '@front-desk-rm/engine/domain';
import {
  applyMutation,
  emptyGameData,
  idsFrom,
  ID_TAKEN_MESSAGE,
  createdRow,
  randomFrom,
  sessionOfMutation,
  upcastMutation,
  type Actor,
  type MutationArgs,
  type MutationName,
  type MutationResult,
  type MutationValue,
} from '@front-desk-rm/engine/mutations';
import { leaderboard } from '@front-desk-rm/engine/rules';
import { sessionTeams } from '@front-desk-rm/engine/views';
import { StoreRefusal, type Store, type StoreTx } from './db/store.js';
import type { HeldSession, HeldSessions } from './held-sessions.js';
import { toldChanged, watchChanges, type FanOut, type SignIns, type Told } from './session-fanout.js';

export interface RunOptions {
  /** The sync protocol's mutation id: recorded with the effect, so a replay is a duplicate. */
  mutationId?: string;
  /** The version of `args` a push names (1 when it names none); they are upcast to the version the mutation applies. Absent: already that version. */
  v?: number;
  /** How far the pushing device's clock runs behind this server's, in ms. */
  clockOffsetMs?: number;
}

/** The answer recorded with a mutation id, given again to a replay of it. */
export interface RecordedAnswer {
  status: 'applied' | 'duplicate' | 'rejected';
  reason?: string;
  code?: string;
  winner?: Decision;
  /** The refusal by id and arguments, for each device to say in its own language (issue 54). */
  message?: MessageRef;
}

/** `unsupported`: a version this server does not read; nothing was applied or recorded, so a later server may apply it under the same id. */
export type RunOutcome<V = unknown> = MutationResult<V> & { replayed?: boolean; answer?: RecordedAnswer; unsupported?: true };

/** Applies one mutation as the authority (see `createRunPath`). */
export type Run = <N extends MutationName>(name: N, args: MutationArgs<N>, actor: Actor, options?: RunOptions) => Promise<RunOutcome<MutationValue<N>>>;
/** The same for a pushed change: its arguments come from a device and are unknown until the mutation's schema parses them. */
export type RunPushed = (name: MutationName, args: unknown, actor: Actor, options?: RunOptions) => Promise<RunOutcome>;

/** Who sent a mutation, as recorded with its id. */
export function actorKey(actor: Actor): string {
  switch (actor.kind) {
    case 'admin':
    case 'super':
      return `${actor.kind}:${actor.userId}`;
    case 'participant':
      return `participant:${actor.memberId}`;
    case 'public':
      return 'public';
  }
}

/** Tables whose rows the leaderboard is computed from. */
const BOARD_TABLES = new Set(['sessions', 'scenarios', 'teams', 'decisions']);

/** Rounds of the engine's questions about game codes answered from the store before its answer is taken as it is (the unique key still guards it): one or two are ever needed. */
const CODE_DRAWS = 8;

export interface RunPathParts {
  store: Store;
  held: HeldSessions;
  fanOut: FanOut;
  signIns: SignIns;
  now: () => Date;
  newId: () => string;
  /** The newest version of a mutation this server reads, below its own. */
  mutationCaps: Partial<Record<MutationName, number>>;
}

/** What one transaction applied: the outcome, and what it tells the session's streams once committed. */
interface Applied {
  outcome: RunOutcome;
  told: Told | null;
}

export function createRunPath({ store, held, fanOut, signIns, now, newId, mutationCaps }: RunPathParts) {
  const { game, sync } = store;

  /** The session a mutation's arguments point at, found through its team, request or game code when it names no session. */
  function sessionIdFor(name: MutationName, args: unknown): Promise<string | null> {
    return sessionOfMutation(name, args, {
      ofTeam: (id) => game.sessionIdOfTeam(id),
      ofRequest: (id) => game.sessionIdOfScenario(id),
      byCode: (code) => game.sessionIdByCode(code),
    });
  }

  /**
   * The row already holding the id a create names (`createdRow`), read beside
   * the data it applies to: so that the same create repeated is a duplicate,
   * and anyone else's claim on the id is refused in words. A new session with
   * no session of its own reads the whole session holding its id.
   */
  async function withClaimedRow(tx: StoreTx, data: GameData, name: MutationName, args: unknown, scoped: boolean): Promise<GameData> {
    const created = createdRow(name, args);
    if (!created?.id) return data;
    const { table, id } = created;
    if (table === 'sessions' && !data.sessions[id]) {
      const claimed = await tx.game.session(id);
      if (!claimed) return data;
      return scoped ? { ...data, sessions: { ...data.sessions, [id]: claimed } } : tx.game.load(id);
    }
    if (table === 'contactMessages' && !data.contactMessages[id]) {
      const stored = await tx.game.contactMessage(id);
      return stored ? { ...data, contactMessages: { ...data.contactMessages, [id]: stored } } : data;
    }
    return data;
  }

  /**
   * The engine asks whether a game code is taken as it draws one, and cannot
   * wait for the store: it is run again with the store's answers to the codes
   * it asked about until it asks nothing new (a draw or two).
   */
  async function applyAsking(tx: StoreTx, apply: (codeTaken: (code: string) => boolean) => MutationResult<unknown>): Promise<MutationResult<unknown>> {
    const known = new Map<string, boolean>();
    for (let draw = 0; ; draw++) {
      const asked: string[] = [];
      const result = apply((code) => {
        const taken = known.get(code);
        if (taken === undefined) asked.push(code);
        return taken ?? false;
      });
      if (asked.length === 0 || draw === CODE_DRAWS) return result;
      for (const code of asked) known.set(code, await tx.game.gameCodeTaken(code));
    }
  }

  /** Recomputes a session's leaderboard from its decisions, replaying only what each team added; the rows when they changed. */
  async function refreshLeaderboard(tx: StoreTx, state: HeldSession, sessionId: string, at: string): Promise<ResultRow[] | null> {
    const session = state.data.sessions[sessionId];
    if (!session) return null;
    const teams = sessionTeams(state.data, sessionId);
    const rows = leaderboard(session, state.deck(), teams, state.decisionsByTeam(), state.replays);
    return (await tx.results.replace(sessionId, rows, at)) ? rows : null;
  }

  /** Applies the mutation in one transaction under the session's lock: its effect, its recorded answer, the leaderboard and the note to other instances commit together. */
  async function transact(name: MutationName, args: unknown, actor: Actor, options: RunOptions, sessionId: string | null): Promise<Applied> {
    return store.transaction(sessionId, async (tx) => {
      // Asked again under the session's lock: the same push may have reached another instance first.
      const repeat = options.mutationId ? await answeredBefore(tx.sync, options.mutationId, actor) : null;
      if (repeat) return { outcome: repeat, told: null };
      const at = now().toISOString();
      const state = sessionId ? await held.hold(tx, sessionId) : null;
      const data = await withClaimedRow(tx, state ? state.data : emptyGameData(), name, args, state !== null);
      // A pushed mutation names its new rows and draws its random numbers as the device did, so the device's copies are replaced, not doubled.
      const result = await applyAsking(tx, (gameCodeTaken) =>
        applyMutation(name, data, args, {
          actor,
          now: at,
          newId: options.mutationId ? idsFrom(options.mutationId) : newId,
          random: options.mutationId ? randomFrom(options.mutationId) : Math.random,
          gameCodeTaken,
          ...(options.clockOffsetMs !== undefined ? { clockOffsetMs: options.clockOffsetMs } : {}),
          ...(state ? { index: state } : {}),
        }),
      );
      // The answer is recorded before the effect is written (one transaction either way): on PostgreSQL the change
      // log is written last and holds the clock to the commit, so as little as possible comes after it.
      if (options.mutationId) {
        const answer = result.ok
          ? { status: result.duplicate ? 'duplicate' : 'applied' }
          : { status: 'rejected', reason: result.reason, code: result.code, winner: result.winner, message: result.message };
        await tx.sync.record(options.mutationId, name, result.ok ? 'applied' : 'rejected', answer, at, actorKey(actor));
      }
      let told: Told | null = null;
      let signedOut = false;
      if (result.ok && result.changes.length > 0) {
        // The store checks every row against the session on disk too, and refuses (throws) rather than overwrite.
        if (sessionId) held.writing(sessionId);
        await tx.game.write(result.changes, at, sessionId);
        signedOut = result.changes.some((c) => c.table === 'members' && c.op === 'delete');
        // A mutation with no session of its own touches the session it creates, if any.
        const touched = sessionId ?? result.changes.find((c) => c.table === 'sessions' && c.op === 'put')?.key ?? null;
        if (state && touched) {
          const finish = watchChanges(state.data, touched, result.changes);
          state.apply(result.changes);
          told = finish(result.changes.some((c) => BOARD_TABLES.has(c.table)) ? await refreshLeaderboard(tx, state, touched, at) : null);
        } else if (touched) told = toldChanged(touched);
        const version = told ? await tx.game.version(told.sessionId) : 0;
        if (state) state.version = version;
        const note = fanOut.noteOf(told, signedOut, version);
        if (note) await tx.notify(note);
      }
      if (signedOut) signIns.forget();
      return { outcome: result as RunOutcome, told };
    });
  }

  const recordRefusal = (mutationId: string, name: MutationName, refusal: StoreRefusal, actor: Actor) =>
    store.transaction(null, (tx) =>
      tx.sync.record(mutationId, name, 'rejected', { status: 'rejected', reason: refusal.message, code: refusal.code }, now().toISOString(), actorKey(actor)),
    );

  /** The answer to a mutation id already answered: the same actor's repeat is a duplicate; anyone else's use of the id is refused. */
  async function answeredBefore(log: Pick<Store['sync'], 'answered'>, mutationId: string, actor: Actor): Promise<RunOutcome<never> | null> {
    const seen = await log.answered(mutationId);
    if (!seen) return null;
    if (seen.actor !== null && seen.actor !== actorKey(actor)) return { ok: false, code: 'id_taken', reason: ID_TAKEN_MESSAGE };
    return { ok: true, changes: [], duplicate: true, replayed: true, answer: JSON.parse(seen.answer) as RecordedAnswer };
  }

  /** Records a refusal with its id, unless another instance recorded an answer for that id meanwhile. */
  async function recordOnce(mutationId: string, name: MutationName, refusal: StoreRefusal, actor: Actor) {
    try {
      await recordRefusal(mutationId, name, refusal, actor);
    } catch (err) {
      if (!(await sync.answered(mutationId))) throw err;
    }
  }

  /** Notes a late arrival on the session as its host would: the one path that changes the game, with the host's authority. */
  async function noteForHost(sessionId: string, late: LateArrival) {
    const owner = (await store.game.session(sessionId))?.ownerId;
    if (owner) await run('noteLateArrival', { sessionId, ...late }, { kind: 'admin', userId: owner });
  }

  /**
   * Applies one mutation as the authority; publishes what changed once it is
   * committed. A pushed mutation's arguments are upcast from the version it
   * names first; one this server does not read is answered `unsupported` and
   * left unrecorded.
   */
  const runPushed: RunPushed = async (name, rawArgs, actor, options = {}) => {
    if (options.mutationId) {
      const repeat = await answeredBefore(sync, options.mutationId, actor);
      if (repeat) return repeat;
    }
    let args = rawArgs;
    if (options.v !== undefined) {
      const up = upcastMutation(name, options.v, rawArgs, mutationCaps[name]);
      if (!up.ok && up.kind === 'unsupported') return { ok: false, code: 'invalid', reason: up.reason, unsupported: true };
      if (!up.ok) {
        if (options.mutationId) await recordOnce(options.mutationId, name, new StoreRefusal('invalid', up.reason), actor);
        return { ok: false, code: 'invalid', reason: up.reason };
      }
      args = up.args;
    }
    const sessionId = await sessionIdFor(name, args);
    let applied: Applied;
    try {
      applied = await transact(name, args, actor, options, sessionId);
    } catch (err) {
      // The transaction rolled back: the held copy may hold changes the store never kept.
      if (sessionId) held.invalidate(sessionId);
      if (!(err instanceof StoreRefusal)) throw err;
      // The same id pushed to two instances at once: the other's answer stands, and this one is its repeat.
      if (err.code === 'id_taken' && options.mutationId) {
        const repeat = await answeredBefore(sync, options.mutationId, actor);
        if (repeat) return repeat;
      }
      if (options.mutationId) await recordOnce(options.mutationId, name, err, actor);
      return { ok: false, code: err.code, reason: err.message };
    }
    if (applied.told) await fanOut.publish(applied.told);
    // A decision or rates refused because the room had seen the results is never dropped unseen: the host is shown it (issue 50).
    const refused = applied.outcome;
    if (!refused.ok && refused.late && sessionId && !refused.replayed) await noteForHost(sessionId, refused.late);
    return applied.outcome;
  };

  // The transaction is typed for every mutation at once; this outcome is the one `applyMutation` answered for `name`.
  const run: Run = async (name, args, actor, options) => (await runPushed(name, args, actor, options)) as RunOutcome<MutationValue<typeof name>>;

  return { run, runPushed, sessionIdFor };
}

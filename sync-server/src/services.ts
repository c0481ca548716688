/**
 * The server's parts wired together, and the one path by which anything in the
 * game changes: an engine mutation applied in one store transaction, its id
 * recorded with it, the leaderboard brought up to date, then events published
 * here and, through the store's change notes, on every other instance.
 */
import { monotonicFactory } from 'ulid';
import {
  applyMutation,
  createReplayMemo,
  idOrder,
  idsFrom,
  randomFrom,
  emptyGameData,
  leaderboard,
  mutationScope,
  orderDecisions,
  sessionDeck,
  sessionTeams,
  type Actor,
  type Change,
  type Decision,
  type GameData,
  type MutationName,
  type MutationResult,
  type MutationValue,
  type Scenario,
  type SessionIndex,
  type ResultRow,
  ID_TAKEN_MESSAGE,
  upcastMutation,
} from '@front-desk-rm/engine';
import { StoreRefusal } from './db/game-repo.js';
import type { Store, StoreTx } from './db/store.js';
import { createClientBuilds } from './client-builds.js';
import { createEventBus } from './events.js';
import { createFanOut, createSignIns, type Told } from './session-fanout.js';
import { createOptima } from './optima.js';
import { createOptimumSolver } from './optimum-solver.js';

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
}

/** `unsupported`: a version this server does not read; nothing was applied or recorded, so a later server may apply it under the same id. */
export type RunOutcome<V = unknown> = MutationResult<V> & { replayed?: boolean; answer?: RecordedAnswer; unsupported?: true };

export interface ServicesOptions {
  now?: () => Date;
  /** The newest version of a mutation this server reads, below its own (a server held to an older release's shapes). */
  mutationCaps?: Partial<Record<MutationName, number>>;
  /** Where the builds clients run are logged (the console by default). */
  log?: (line: string) => void;
}

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
class HeldSession implements SessionIndex {
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
      if (change.table === 'scenarios') this.ordered = null;
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


export function createServices(store: Store, opts: ServicesOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const mutationCaps = opts.mutationCaps ?? {};
  const clientBuilds = createClientBuilds(opts.log);
  const ulid = monotonicFactory();
  const { users, game, sync, results, properties } = store;
  const events = createEventBus();
  const signIns = createSignIns();
  const solver = createOptimumSolver();
  const optima = createOptima(game, store.optima, solver, now);
  const newId = () => ulid(now().getTime());
  // Names this process in its change notes, so that it does not tell its streams twice.
  const instance = newId();

  // Every change to a session goes through run(), which keeps these copies true,
  // so a push of hundreds of mutations loads the session once, not once each.
  // Another instance's write moves the session's change-log version on, and the copy is read again.
  const held = new Map<string, HeldSession>();
  // Bumped by every write to a session and every drop of its copy, so a warm-up that paused can tell it fell behind.
  const generation = new Map<string, number>();
  const bump = (sessionId: string) => void generation.set(sessionId, (generation.get(sessionId) ?? 0) + 1);
  const keep = (session: HeldSession) => {
    held.delete(session.id);
    held.set(session.id, session);
    if (held.size > HELD_SESSIONS) held.delete(held.keys().next().value!);
  };
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
    const version = await game.version(sessionId);
    const fresh = new HeldSession(sessionId, await game.load(sessionId), version);
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

  /** Drops the in-memory copy of a session: call after writing its rows other than through run(). */
  const release = (sessionId: string) => {
    held.delete(sessionId);
    bump(sessionId);
  };
  const fanOut = createFanOut({ store, events, signIns, release, instance, log: opts.log ?? console.warn });

  async function sessionIdFor(name: MutationName, args: unknown): Promise<string | null> {
    const scope = mutationScope(name, args);
    if (!scope) return null;
    if (scope.by === 'session') return scope.id;
    if (scope.by === 'team') return game.sessionIdOfTeam(scope.id);
    if (scope.by === 'scenario') return game.sessionIdOfScenario(scope.id);
    return game.sessionIdByCode(scope.code);
  }

  /**
   * The rows a mutation with no session must see to judge the id it names:
   * the session or message that already holds it, so that the same create
   * repeated is a duplicate and anyone else's is refused.
   */
  async function unscopedData(tx: StoreTx, name: MutationName, args: unknown): Promise<GameData> {
    const data = emptyGameData();
    const id = typeof args === 'object' && args !== null ? (args as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') return data;
    if (name === 'createSession' && (await tx.game.session(id))) return tx.game.load(id);
    if (name === 'sendContactMessage') {
      const stored = await tx.game.contactMessage(id);
      if (stored) data.contactMessages[id] = stored;
    }
    return data;
  }

  /**
   * A copy of a session (cloneSession) names its new session's id: the
   * session already holding that id is read beside the source, so that the
   * same copy repeated is a duplicate and anyone else's id is refused in words.
   */
  async function withClaimedSession(tx: StoreTx, data: GameData, name: MutationName, args: unknown): Promise<GameData> {
    const id = name === 'cloneSession' && typeof args === 'object' && args !== null ? (args as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || data.sessions[id]) return data;
    const claimed = await tx.game.session(id);
    return claimed ? { ...data, sessions: { ...data.sessions, [id]: claimed } } : data;
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
  async function refreshLeaderboard(tx: StoreTx, held: HeldSession, sessionId: string, at: string): Promise<ResultRow[] | null> {
    const session = held.data.sessions[sessionId];
    if (!session) return null;
    const teams = sessionTeams(held.data, sessionId);
    const rows = leaderboard(session, held.deck(), teams, held.decisionsByTeam(), held.replays);
    return (await tx.results.replace(sessionId, rows, at)) ? rows : null;
  }

  interface Applied {
    outcome: RunOutcome;
    told: Told | null;
  }

  async function transact(name: MutationName, args: unknown, actor: Actor, options: RunOptions, sessionId: string | null): Promise<Applied> {
    return store.transaction(sessionId, async (tx) => {
      // Asked again under the session's lock: the same push may have reached another instance first.
      const repeat = options.mutationId ? await answeredBefore(tx.sync, options.mutationId, actor) : null;
      if (repeat) return { outcome: repeat, told: null };
      const at = now().toISOString();
      const state = sessionId ? await hold(tx, sessionId) : null;
      const data = state ? await withClaimedSession(tx, state.data, name, args) : await unscopedData(tx, name, args);
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
        const answer = result.ok ? { status: result.duplicate ? 'duplicate' : 'applied' } : { status: 'rejected', reason: result.reason, code: result.code, winner: result.winner };
        await tx.sync.record(options.mutationId, name, result.ok ? 'applied' : 'rejected', answer, at, actorKey(actor));
      }
      let told: Told | null = null;
      let signedOut = false;
      if (result.ok && result.changes.length > 0) {
        // The store checks every row against the session on disk too, and refuses (throws) rather than overwrite.
        if (sessionId) bump(sessionId);
        await tx.game.write(result.changes, at, sessionId);
        signedOut = result.changes.some((c) => c.table === 'members' && c.op === 'delete');
        const created = result.changes.find((c) => c.table === 'sessions' && c.op === 'put');
        const touched = sessionId ?? (name === 'createSession' && created ? created.key : null);
        if (state && touched) {
          const statusBefore = state.data.sessions[touched]?.status;
          // Members who move leave a lobby as well as join one.
          const lobbies = new Set(result.changes.flatMap((c) => (c.table === 'members' ? [state.data.members[c.key]?.teamId ?? null] : [])).filter((t): t is string => t !== null));
          state.apply(result.changes);
          const board = result.changes.some((c) => BOARD_TABLES.has(c.table)) ? await refreshLeaderboard(tx, state, touched, at) : null;
          const session = state.data.sessions[touched];
          for (const c of result.changes) {
            if (c.table === 'teams' && c.op === 'put') lobbies.add(c.key);
            if (c.table === 'members' && c.op === 'put' && c.row.teamId) lobbies.add(c.row.teamId);
          }
          told = {
            sessionId: touched,
            board,
            status: session && session.status !== statusBefore ? session.status : null,
            lobbies: [...lobbies].filter((t) => state.data.teams[t]),
            gone: !session,
          };
        } else if (touched) {
          told = { sessionId: touched, board: null, status: null, lobbies: [], gone: false };
        }
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
    store.transaction(null, (tx) => tx.sync.record(mutationId, name, 'rejected', { status: 'rejected', reason: refusal.message, code: refusal.code }, now().toISOString(), actorKey(actor)));

  /** The answer to a mutation id already answered: the same actor's repeat is a duplicate; anyone else's use of the id is refused. */
  async function answeredBefore(log: Pick<Store['sync'], 'answered'>, mutationId: string, actor: Actor): Promise<RunOutcome<never> | null> {
    const seen = await log.answered(mutationId);
    if (!seen) return null;
    if (seen.actor !== null && seen.actor !== actorKey(actor)) return { ok: false, code: 'id_taken', reason: ID_TAKEN_MESSAGE };
    return { ok: true, changes: [], duplicate: true, replayed: true, answer: JSON.parse(seen.answer) as RecordedAnswer };
  }

  /**
   * Applies one mutation as the authority; publishes what changed once it is
   * committed. A pushed mutation's arguments are upcast from the version it
   * names first; one this server does not read is answered `unsupported` and
   * left unrecorded.
   */
  async function run<N extends MutationName>(name: N, rawArgs: unknown, actor: Actor, options: RunOptions = {}): Promise<RunOutcome<MutationValue<N>>> {
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
      if (sessionId) {
        release(sessionId);
        store.forget(sessionId);
      }
      if (!(err instanceof StoreRefusal)) throw err;
      // The same id pushed to two instances at once: the other's answer stands, and this one is its repeat.
      if (err.code === 'id_taken' && options.mutationId) {
        const repeat = await answeredBefore(sync, options.mutationId, actor);
        if (repeat) return repeat;
      }
      if (options.mutationId) await recordOnce(options.mutationId, name, err, actor);
      return { ok: false, code: err.code, reason: err.message };
    }
    // The transaction is typed for every mutation at once; this outcome is the one `applyMutation` answered for `name`.
    const outcome = applied.outcome as RunOutcome<MutationValue<N>>;
    if (applied.told) await fanOut.publish(applied.told);
    return outcome;
  }

  /** Records a refusal with its id, unless another instance recorded an answer for that id meanwhile. */
  async function recordOnce(mutationId: string, name: MutationName, refusal: StoreRefusal, actor: Actor) {
    try {
      await recordRefusal(mutationId, name, refusal, actor);
    } catch (err) {
      if (!(await sync.answered(mutationId))) throw err;
    }
  }

  return {
    store,
    now,
    newId,
    mutationCaps,
    clientBuilds,
    users,
    game,
    sync,
    results,
    properties,
    events,
    optima,
    signIns,
    signedOut: fanOut.signedOut,
    run,
    warm,
    sessionIdFor,
    release,
    hear: fanOut.hear,
    resync: fanOut.resync,
    listen: fanOut.listen,
    heldData: (sessionId: string) => held.get(sessionId)?.data ?? null,
    close: () => solver.close(),
  };
}

export type Services = ReturnType<typeof createServices>;

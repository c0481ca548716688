/**
 * Moves the outbox to the server and the server's changes to the device
 * (docs/architecture.md#sync, decision record 013). Pushes in order and in batches, each change
 * upcast to the version this app writes, with the protocol and the app's build;
 * a batch that fails for a passing reason (network, 5xx) is retried whole, on a
 * timer, with capped exponential backoff and jitter. The server answers each
 * change: one it refuses for good moves to the list of changes that could not
 * be saved (never deleted unseen) and the device adopts the server's state; one
 * it does not read yet (`unsupported`) stays queued while the app updates, and
 * the rest go on. Pulls apply the server's rows, then rebase the waiting
 * mutations on top, and store the cursor in the same transaction.
 */
import { SYNC_PROTOCOL, type ApiCallInput, type Decision, type Member, type MessageRef, type PullChange, type PushResult } from '@front-desk-rm/engine/domain';
import { type MutationName } from '@front-desk-rm/engine/mutations';
import type { FrontDeskDb, OutboxRow, UnsavedRow } from '../db/db.js';
import { actorOf, readIdentity } from '../db/identity.js';
import { createApiClient, type ApiAnswer, type ApiClient } from '../api/client.js';
import { writeChanges } from '../db/local-data.js';
import { outboxMutations, outgoing, rebasePending } from '../writes/outbox.js';
import { createActor, fromPromise, type Actor } from 'xstate';
import { PassingFailure, syncMachine, type PushOutcome, type SyncTrigger } from './sync.machine.js';

/** `unreachable`: the browser says it is online, but the server did not answer (a captive portal, an access point without an uplink, a restarting server). */
export type SyncStatus = 'online' | 'offline' | 'unreachable';

/** The sync status as a screen shows it, with when the next try is due while the server cannot be reached (ms since the epoch). */
export interface SyncSnapshot {
  readonly status: SyncStatus;
  readonly retryAt: number | null;
}

export interface SyncEngineOptions {
  db: FrontDeskDb;
  /** '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  random?: () => number;
  batchSize?: number;
  /** Told when the server refuses one of the player's changes, with its reason (the change is then in the unsaved list). */
  onRejected?: (row: OutboxRow, reason: string, winner?: Decision, message?: MessageRef) => void;
  /** Told when the server's change log stood behind this device's cursor and the scope was fetched again from zero (the outbox kept). */
  onRewound?: () => void;
  /** Told when the server does not read a change yet: it stays queued, and the app should fetch its newest version. */
  onUnsupported?: (row: OutboxRow, reason: string) => void;
  /** This app's build, sent with every push and pull so the server can log which builds its clients run. */
  build?: string;
  /** Whether the browser says it is online: while it says not, the status reads offline, whatever a sync found. */
  online?: () => boolean;
}

/**
 * Mutations anyone may make, signed in or not (a visitor's contact message).
 * With no one signed in they still go out, one by one, to their public route;
 * every other change waits for a sign-in (docs/architecture.md#sync).
 */
export const PUBLIC_MUTATIONS: Readonly<Partial<Record<MutationName, 'sendContact'>>> = { sendContactMessage: 'sendContact' };

/** Thrown inside a pull's transaction to undo it: the page moved this player to another team. */
class MovedTeam extends Error {}

/** A request that has not answered by then counts as a failure, like a refused connection. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; 0 when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** A queued change the server refused for good, as the list of changes that could not be saved keeps it. */
function refused(row: OutboxRow, reason: string, refusedAt: string, code?: string, message?: MessageRef): UnsavedRow {
  return {
    id: row.id,
    name: row.name,
    v: row.v ?? 1,
    args: row.args,
    createdAt: row.createdAt,
    reason,
    ...(code ? { code } : {}),
    ...(message ? { message } : {}),
    refusedAt,
  };
}

/** The server no longer accepts the device's token (401): the player must sign in again. */
export class AuthFailure extends Error {}

export class SyncEngine {
  private readonly db: FrontDeskDb;
  /** Looked up at every call, so a test can change the network of an engine that has already synced. */
  private readonly fetchFn: typeof fetch;
  private readonly api: ApiClient;
  private readonly random: () => number;
  private readonly batchSize: number;
  private readonly options: SyncEngineOptions;
  /** When syncs run: the schedule (idle, pushing, pulling, backing off) is `sync.machine.ts`'s; the calls are this class's. */
  private readonly schedule: Actor<typeof syncMachine>;
  /** Whoever waits for the syncs asked for to end. */
  private waiters: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  /** The outbox's size as last told, so only a new change, not the outbox's own bookkeeping, counts as a write. */
  private outboxSize = 0;
  /**
   * The device's one copy of the sync status: the runtime and the provider
   * observe it (`subscribe`, `snapshot`) and keep none of their own. It changes
   * as a sync ends, not as one starts, so a sync of a fraction of a second
   * shows nothing and the chip does not flicker every time a team decides.
   */
  private shown: SyncSnapshot = { status: 'online', retryAt: null };
  private readonly listeners = new Set<() => void>();
  private readonly online: () => boolean;

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.db = options.db;
    this.fetchFn = options.fetch ?? ((...a) => fetch(...a));
    this.api = createApiClient({ baseUrl: options.baseUrl ?? '', fetch: (...a) => this.fetchFn(...a), timeoutMs: REQUEST_TIMEOUT_MS });
    this.random = options.random ?? Math.random;
    this.batchSize = options.batchSize ?? 100;
    this.online = options.online ?? (() => true);
    const machine = syncMachine.provide({
      actors: {
        push: fromPromise(() => this.pushStep()),
        pull: fromPromise<void>(async () => {
          await this.pull();
        }),
      },
      actions: {
        showOnline: () => this.show('online', null),
        showUnreachable: (_, { retryAt }) => this.show('unreachable', retryAt),
        settle: () => this.answerWaiters(null),
        failedForGood: (_, { error }) => this.answerWaiters({ error }),
      },
    });
    this.schedule = createActor(machine, { input: { random: this.random } }).start();
  }

  get status(): SyncStatus {
    return this.shown.status;
  }

  /** The status with its retry time; the same object until either changes, as React's `useSyncExternalStore` asks. */
  snapshot(): SyncSnapshot {
    return this.shown;
  }

  /** Calls `listener` whenever the status or its retry time changes; answers the way to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private show(status: SyncStatus, retryAt: number | null): void {
    const next = this.online() ? status : 'offline';
    if (next === this.shown.status && retryAt === this.shown.retryAt) return;
    this.shown = { status: next, retryAt };
    for (const listener of this.listeners) listener();
  }

  /** The browser says the network is gone: the status reads offline until a sync ends with the browser online again. */
  wentOffline(): void {
    this.show('offline', null);
  }

  /** The device's sign-in, sent with every call but a logout's. */
  private token(): Promise<string | undefined> {
    return this.db.getMeta<string>('token');
  }

  /** A call's answer through the app's one HTTP client, its failures sorted into those worth trying again and those that are final. */
  private settle<T>(answer: ApiAnswer<T>): T {
    if (answer.ok) return answer.data;
    if (answer.offline) throw new PassingFailure(`network: ${answer.message ?? 'no answer'}`);
    if (answer.status >= 500 || answer.status === 429) throw new PassingFailure(`server answered ${answer.status}`, retryAfterMs(answer.retryAfter));
    if (answer.status === 401) throw new AuthFailure('Session expired. Please login again.');
    throw new Error(answer.message ?? `server answered ${answer.status}`);
  }

  /** Sends every waiting mutation, oldest first, in batches; answers what the server did with them. */
  async push(): Promise<{ applied: number; rejected: number; unsupported: number }> {
    let applied = 0;
    let rejected = 0;
    let unsupported = 0;
    let refetch = false;
    // Rows the server does not read yet stay queued: each batch starts after the last one sent, so they are not sent again in this sync.
    let after = '';
    // A host's queued change is upcast by the host's mutations: loaded before any batch is read.
    await outboxMutations(this.db);
    for (;;) {
      const batch = await this.db.outbox.where('id').above(after).limit(this.batchSize).toArray();
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      let results: PushResult[];
      try {
        ({ results } = this.settle(
          await this.api.call('syncPush', {
            token: await this.token(),
            body: {
              protocol: SYNC_PROTOCOL,
              ...(this.options.build ? { build: this.options.build } : {}),
              sentAt: new Date().toISOString(),
              mutations: batch.map((row) => {
                const { readable: _, ...m } = outgoing(row);
                return m;
              }),
            },
          }),
        ));
      } catch (err) {
        await this.db.outbox.bulkUpdate(batch.map((m) => ({ key: m.id, changes: { attempts: m.attempts + 1, lastError: (err as Error).message } })));
        throw err;
      }
      const byId = new Map(batch.map((m) => [m.id, m]));
      const told: (() => void)[] = [];
      await this.db.transaction('rw', [this.db.outbox, this.db.decisions, this.db.unsaved], async () => {
        const refusedAt = new Date().toISOString();
        for (const r of results) {
          const row = byId.get(r.id);
          if (!row) continue;
          if (r.status === 'unsupported') {
            // Not final: a newer server or app will read it. It waits in the outbox, and the rest of the queue goes on.
            unsupported++;
            const reason = r.reason ?? 'The server does not read this change yet';
            await this.db.outbox.update(r.id, { unsupported: reason, lastError: reason });
            told.push(() => this.options.onUnsupported?.(row, reason));
            continue;
          }
          await this.db.outbox.delete(r.id);
          if (r.status === 'rejected') {
            rejected++;
            refetch = true;
            const reason = r.reason ?? 'The server refused this change';
            await this.db.unsaved.put(refused(row, reason, refusedAt, r.code, r.message));
            // The team's first decision stands: show it in place of ours at once.
            if (r.winner) {
              const mine = await this.db.decisions.where('[teamId+scenarioId]').equals([r.winner.teamId, r.winner.scenarioId]).toArray();
              await this.db.decisions.bulkDelete(mine.map((d) => d.id));
              await this.db.decisions.put(r.winner);
            }
            told.push(() => this.options.onRejected?.(row, reason, r.winner, r.message));
          } else applied++;
        }
      });
      for (const tell of told) tell();
    }
    // A refused change may have left optimistic rows behind: read the scope afresh.
    if (refetch) await this.resetScope();
    return { applied, rejected, unsupported };
  }

  /**
   * Asks for the whole scope again: the cursor goes back to zero, and the next pull fetches every page and swaps the
   * rows in whole (`pullScope`). The rows stay until then, so a screen never shows an empty device in between: a game
   * screen that did would be built anew and read its request out a second time.
   */
  private async resetScope(): Promise<void> {
    await this.db.setMeta('cursor', '0');
  }

  /** One page of the server's changes after `since`. */
  private async pullPage(since: string) {
    const query = { since, protocol: SYNC_PROTOCOL, ...(this.options.build ? { build: this.options.build } : {}) };
    return this.settle(await this.api.call('syncPull', { token: await this.token(), query }));
  }

  /** The server-owned tables a scope fetched from zero replaces. */
  private scopeTables() {
    const db = this.db;
    return [db.sessions, db.scenarios, db.teams, db.members, db.decisions, db.results];
  }

  /**
   * The whole scope from zero, page by page, then swapped in at once: the server-owned rows replaced by the server's,
   * the waiting changes rebased on top, and the cursor set, in one transaction. A pull that fails half-way swaps nothing,
   * and the next starts from zero again.
   */
  private async pullScope(actor: ReturnType<typeof actorOf>, myId: string | null): Promise<number> {
    const changes: PullChange[] = [];
    let cursor = '0';
    for (;;) {
      const page = await this.pullPage(cursor);
      changes.push(...page.changes);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const db = this.db;
    const tables = this.scopeTables();
    // An empty scope on an empty device: nothing to swap, and no write to wake every screen's live query on each poll.
    if (changes.length === 0 && cursor === '0' && (await Promise.all(tables.map((t) => t.count()))).every((n) => n === 0)) return 0;
    await outboxMutations(db);
    await db.transaction('rw', [...tables, db.outbox, db.meta], async () => {
      await Promise.all(tables.map((t) => t.clear()));
      await writeChanges(db, changes);
      await rebasePending(db, actor);
      await db.setMeta('cursor', cursor);
      await this.followMemberRow(myId ? await db.members.get(myId) : undefined);
    });
    return changes.length;
  }

  /**
   * Who this player is comes from the live rows: placed, moved or taken out of a team after signing in, every screen
   * that reads the sign-in (the debrief, the progress page) follows without signing in again. Inside the caller's transaction.
   */
  private async followMemberRow(row: Member | undefined): Promise<void> {
    if (row !== undefined && ((await this.db.getMeta<string | null>('teamId')) ?? null) !== row.teamId) await this.db.setMeta('teamId', row.teamId);
  }

  /** Tells the server to end the sign-ins logged out on this device; one it no longer knows (401) is ended already. */
  private async revokeSignIns(): Promise<void> {
    for (const token of (await this.db.getMeta<string[]>('revoke')) ?? []) {
      try {
        this.settle(await this.api.call('logout', { token }));
      } catch (err) {
        // Ended already (401) or refused for good: either way there is nothing left to revoke.
        if (err instanceof PassingFailure) throw err;
      }
      await this.db.transaction('rw', this.db.meta, async () => {
        const left = ((await this.db.getMeta<string[]>('revoke')) ?? []).filter((t) => t !== token);
        if (left.length > 0) await this.db.setMeta('revoke', left);
        else await this.db.meta.delete('revoke');
      });
    }
  }

  /** Brings the server's changes since the cursor, page by page; from zero, the whole scope at once (`pullScope`). */
  async pull(): Promise<number> {
    let total = 0;
    const identity = await readIdentity(this.db);
    const actor = actorOf(identity);
    const myId = identity?.role === 'participant' ? identity.memberId : null;
    for (;;) {
      const since = (await this.db.getMeta<string>('cursor')) ?? '0';
      if (since === '0') return total + (await this.pullScope(actor, myId));
      const page = await this.pullPage(since);
      if (Number(page.cursor) < Number(since)) {
        // The server's log stands behind this device (a restored backup, a database swapped under it): the changes this
        // device waits for will never come under those numbers. Its scope is fetched again from zero; the outbox stays and is sent again.
        await this.resetScope();
        this.options.onRewound?.();
        continue;
      }
      // Nothing new for this device: its rows and its cursor stay as they are. Writing the cursor alone re-ran every
      // screen's reading of the sign-in (the meta table) and redrew it, on every tablet at every nudge and poll; the
      // next pull starts from the older cursor and passes over the same few rows that were none of this device's.
      if (page.changes.length === 0 && !page.hasMore) break;
      const db = this.db;
      // The waiting changes are applied again inside the transaction below, with the mutations they need loaded before it.
      if (page.changes.length > 0) await outboxMutations(db);
      // The host put this player in another team (or in one at last): its members and decisions went out to this device's
      // cursor filtered away, and will never come again under newer numbers. The page is not applied: the scope is fetched
      // from zero and swapped in whole, so no screen sees the player in their new team without that team's game.
      const moved = await db
        .transaction('rw', [...this.scopeTables(), db.outbox, db.meta], async () => {
          const before = myId ? await db.members.get(myId) : undefined;
          await writeChanges(db, page.changes);
          const after = myId ? await db.members.get(myId) : undefined;
          if (before !== undefined && after !== undefined && before.teamId !== after.teamId) throw new MovedTeam('moved to another team');
          // The server's rows are in; the player's waiting changes go back on top, then the cursor moves.
          if (page.changes.length > 0) await rebasePending(db, actor);
          await db.setMeta('cursor', page.cursor);
          await this.followMemberRow(after);
          return false;
        })
        .catch((err: unknown) => {
          if (err instanceof MovedTeam) return true;
          throw err;
        });
      if (moved) {
        await this.resetScope();
        continue;
      }
      total += page.changes.length;
      if (!page.hasMore) break;
    }
    return total;
  }

  /**
   * With no one signed in: sends the waiting public mutations to their own
   * routes, each with its id, so a repeat after a lost answer stores nothing twice.
   */
  async pushPublic(): Promise<{ applied: number; rejected: number }> {
    let applied = 0;
    let rejected = 0;
    const rows = await this.db.outbox
      .orderBy('id')
      .filter((r) => PUBLIC_MUTATIONS[r.name] !== undefined)
      .toArray();
    for (const row of rows) {
      try {
        this.settle(await this.api.call(PUBLIC_MUTATIONS[row.name]!, { token: await this.token(), body: row.args as ApiCallInput<'sendContact', 'body'> }));
        applied++;
      } catch (err) {
        if (err instanceof PassingFailure) {
          await this.db.outbox.update(row.id, { attempts: row.attempts + 1, lastError: err.message });
          throw err;
        }
        // The server refused it for good (a bad e-mail, say): it leaves the queue, which it would block for ever, for the list the user sees.
        rejected++;
        const reason = (err as Error).message;
        await this.db.transaction('rw', this.db.outbox, this.db.unsaved, async () => {
          await this.db.unsaved.put(refused(row, reason, new Date().toISOString()));
          await this.db.outbox.delete(row.id);
        });
        this.options.onRejected?.(row, reason);
        continue;
      }
      await this.db.outbox.delete(row.id);
    }
    return { applied, rejected };
  }

  /**
   * Asks for a sync, as the trigger allows (`sync.machine.ts`): while a sync
   * runs, a write or a nudge marks it to run once more; while the machine backs
   * off, a poll waits too and a write or nudge may try once early, so no
   * trigger, and no outbox bookkeeping, can turn into a loop of retries.
   * Answers the syncs it started or joined, or null when it waits.
   */
  request(trigger: SyncTrigger): Promise<void> | null {
    this.schedule.send({ type: 'REQUEST', trigger });
    const state = this.schedule.getSnapshot();
    if (!state.matches('pushing') && !state.matches('pulling')) return null;
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** Told the outbox's size whenever it may have changed: a larger outbox is a new change to send. */
  outboxChanged(size: number): Promise<void> | null {
    const grew = size > this.outboxSize;
    this.outboxSize = size;
    return grew ? this.request('write') : null;
  }

  /** Syncs now: push, then pull (signed out: only the public mutations), again while changes came in meanwhile. Overlapping calls share them. */
  sync(): Promise<void> {
    return this.request('now') ?? Promise.resolve();
  }

  /** The syncs ended: whoever waited is answered, with the error when one failed for good (a retry on the timer has no one waiting, and drops it). */
  private answerWaiters(failed: { error: unknown } | null): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting)
      if (failed) w.reject(failed.error);
      else w.resolve();
  }

  /**
   * The pushing state's work: the sign-ins logged out here are ended, then the
   * outbox goes out (signed out: only what anyone may send). Answers what it
   * did, so the machine knows whether a pull follows.
   */
  private async pushStep(): Promise<PushOutcome> {
    // A super admin manages properties, not games: the game's sync has nothing for them and would be refused every sync.
    const signedIn = Boolean(await this.db.getMeta<string>('token')) && (await this.db.getMeta<string>('role')) !== 'super';
    const revoking = ((await this.db.getMeta<string[]>('revoke')) ?? []).length > 0;
    // Signed out, or a guest: only what anyone may send goes out (and logouts made offline); the rest waits for a sign-in.
    if (!signedIn && !revoking && (await this.db.outbox.filter((r) => PUBLIC_MUTATIONS[r.name] !== undefined).count()) === 0) return 'nothing';
    // A sync starting shows nothing, unless the browser says it is offline.
    if (!this.online()) this.wentOffline();
    if (revoking) await this.revokeSignIns();
    if (!signedIn) {
      await this.pushPublic();
      return 'public';
    }
    await this.push();
    return 'signedIn';
  }

  /** How many changes wait for the server. */
  pending(): Promise<number> {
    return this.db.outbox.count();
  }

  /** Drops a retry the machine waits to make. */
  stop(): void {
    this.schedule.send({ type: 'STOP' });
  }
}

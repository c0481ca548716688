/**
 * When the device talks to the server: idle until asked, then pushing the
 * outbox, then pulling the server's changes, and backing off on a timer when
 * the server cannot be reached (docs/architecture.md#sync). The work of each
 * state (the calls, the Dexie writes) is the sync engine's, provided as
 * actors; this machine holds only the schedule, so every rule about when a
 * sync runs is one transition here.
 */
import { assign, fromPromise, setup } from 'xstate';

/**
 * Why a sync is asked for. A `write` (a new change on this device) or a
 * `nudge` (the server's event stream) may try once early while the machine
 * backs off; a `poll` never does; `now` (the player's Retry now, a sign-in)
 * always runs.
 */
export type SyncTrigger = 'write' | 'nudge' | 'poll' | 'now';

/** What a push found to do: nothing (signed out with nothing public queued), the public changes alone, or a signed-in push to follow with a pull. */
export type PushOutcome = 'nothing' | 'public' | 'signedIn';

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;

/**
 * Capped exponential backoff with full jitter: the n-th wait is anywhere from
 * 1 s to 2^n s, capped at 30 s, so a room of tablets that lost the server
 * together does not come back in step.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(BACKOFF_BASE_MS + random() * (ceiling - BACKOFF_BASE_MS));
}

/** A failure worth retrying: the network, or the server having a bad moment. */
export class PassingFailure extends Error {
  /** How long the server asked us to wait (its Retry-After), if it said. */
  constructor(
    message: string,
    readonly retryAfterMs = 0,
  ) {
    super(message);
  }
}

interface SyncContext {
  /** Syncs failed in a row for a passing reason: the backoff's exponent. */
  failures: number;
  /** How long the server last asked to be left alone (Retry-After), in ms. */
  serverWait: number;
  /** Something changed while a sync ran: one more sync when it ends. */
  dirty: boolean;
  /** While backing off, one write or nudge may try early; the next wait starts afresh. */
  earlyTry: boolean;
  /** The wait before the next try, drawn as the backoff starts. */
  retryDelay: number;
  random: () => number;
}

export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as { type: 'REQUEST'; trigger: SyncTrigger } | { type: 'STOP' },
    input: {} as { random: () => number },
  },
  actors: {
    // Provided by the sync engine: each does the calls and writes of its state.
    push: fromPromise<PushOutcome>(() => Promise.reject(new Error('the sync engine provides push'))),
    pull: fromPromise<void>(() => Promise.reject(new Error('the sync engine provides pull'))),
  },
  delays: {
    retry: ({ context }) => context.retryDelay,
  },
  guards: {
    pushedSignedIn: ({ event }) => (event as { output?: PushOutcome }).output === 'signedIn',
    pushedNothing: ({ event }) => (event as { output?: PushOutcome }).output === 'nothing',
    dirty: ({ context }) => context.dirty,
    passing: ({ event }) => (event as { error?: unknown }).error instanceof PassingFailure,
    countsWhileRunning: ({ event }) => event.type === 'REQUEST' && event.trigger !== 'poll',
    now: ({ event }) => event.type === 'REQUEST' && event.trigger === 'now',
    mayTryEarly: ({ context, event }) => event.type === 'REQUEST' && (event.trigger === 'write' || event.trigger === 'nudge') && context.earlyTry,
  },
  actions: {
    markDirty: assign({ dirty: true }),
    startSync: assign({ dirty: false }),
    /** A sync went through: the next failure starts the backoff afresh. */
    recover: assign({ failures: 0, serverWait: 0, earlyTry: true }),
    /** A sync failed for a passing reason: the next wait, as long as the backoff says and never shorter than the server asked. */
    backOff: assign(({ context, event }) => {
      const failures = context.failures + 1;
      const serverWait = ((event as { error?: unknown }).error as PassingFailure).retryAfterMs;
      return { failures, serverWait, dirty: false, retryDelay: Math.max(backoffDelay(failures - 1, context.random), serverWait) };
    }),
    spendEarlyTry: assign({ earlyTry: false }),
    renewEarlyTry: assign({ earlyTry: true }),
    // Provided by the sync engine, which shows the status and answers whoever waits on the syncs.
    /** A sync went through. */
    showOnline: () => {},
    /** The server could not be reached: the next try is due at `retryAt`. */
    showUnreachable: (_, _params: { retryAt: number }) => {},
    /** The syncs asked for are over, for now. */
    settle: () => {},
    /** A sync failed for a reason no retry mends (an expired sign-in, say): whoever waits is told. */
    failedForGood: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({ failures: 0, serverWait: 0, dirty: false, earlyTry: true, retryDelay: 0, random: input.random }),
  initial: 'idle',
  states: {
    idle: {
      on: { REQUEST: 'pushing' },
    },
    pushing: {
      entry: 'startSync',
      invoke: {
        src: 'push',
        onDone: [
          { guard: 'pushedSignedIn', target: 'pulling' },
          // Signed out with nothing anyone may send: there is nothing to do, and nothing went wrong.
          { guard: 'pushedNothing', target: 'idle', actions: 'settle' },
          { guard: 'dirty', target: 'pushing', reenter: true, actions: ['recover', 'showOnline'] },
          { target: 'idle', actions: ['recover', 'showOnline', 'settle'] },
        ],
        onError: [
          { guard: 'passing', target: 'backingOff', actions: 'backOff' },
          { target: 'idle', actions: ['showOnline', { type: 'failedForGood', params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
      on: { REQUEST: { guard: 'countsWhileRunning', actions: 'markDirty' } },
    },
    pulling: {
      invoke: {
        src: 'pull',
        onDone: [
          { guard: 'dirty', target: 'pushing', actions: ['recover', 'showOnline'] },
          { target: 'idle', actions: ['recover', 'showOnline', 'settle'] },
        ],
        onError: [
          { guard: 'passing', target: 'backingOff', actions: 'backOff' },
          { target: 'idle', actions: ['showOnline', { type: 'failedForGood', params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
      on: { REQUEST: { guard: 'countsWhileRunning', actions: 'markDirty' } },
    },
    backingOff: {
      entry: [{ type: 'showUnreachable', params: ({ context }) => ({ retryAt: Date.now() + context.retryDelay }) }, 'settle'],
      after: { retry: { target: 'pushing', actions: 'renewEarlyTry' } },
      on: {
        REQUEST: [
          { guard: 'now', target: 'pushing' },
          { guard: 'mayTryEarly', target: 'pushing', actions: 'spendEarlyTry' },
        ],
        STOP: 'idle',
      },
    },
  },
});

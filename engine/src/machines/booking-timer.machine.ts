/**
 * The booking request's countdown (docs/rules.md §4: 60 seconds; the host may set 30 to 180): auto-decline at
 * zero, reset on every decision. Every `CHECKPOINT_SECONDS` it calls
 * `checkpoint`, the moment a caller saves what is left, so a reload resumes
 * the bar near where it was without a write every second.
 */
import { assign, emit, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { BOOKING_SECONDS } from '../domain/defaults.js';
import { timerBand } from '../rules/bands.js';

export type BookingTimerEvent = { type: 'timer.reset' } | { type: 'timer.pause' } | { type: 'timer.resume' };

/** How often the time left is handed to `checkpoint`. */
export const CHECKPOINT_SECONDS = 5;

export interface BookingTimerContext {
  remaining: number;
  /** The session's decision time: what a fresh request starts from (the specification's 60 unless the host set 30 to 180). */
  total: number;
  /** Born paused: the host had stopped the room's timers when this request came on screen. */
  startsPaused: boolean;
}

/** A resumed timer starts from what was left, within 1..total; anything else starts afresh. */
function startingSeconds(remaining: number | undefined, total: number): number {
  return remaining !== undefined && Number.isInteger(remaining) && remaining >= 1 && remaining <= total ? remaining : total;
}

function totalSeconds(seconds: number | undefined): number {
  return seconds !== undefined && Number.isInteger(seconds) && seconds >= 1 ? seconds : BOOKING_SECONDS;
}

export const bookingTimerMachine = setup({
  types: {
    context: {} as BookingTimerContext,
    /** `paused`: the host has stopped the room's timers, so a new request's timer waits for them. */
    input: {} as { remaining?: number; paused?: boolean; seconds?: number } | undefined,
    events: {} as BookingTimerEvent,
    emitted: {} as { type: 'timer.expired' },
  },
  delays: { second: 1000 },
  guards: {
    startsPaused: ({ context }) => context.startsPaused,
    lastSecond: ({ context }) => context.remaining <= 1,
  },
  actions: {
    tick: assign({ remaining: ({ context }) => context.remaining - 1 }),
    restart: assign({ remaining: ({ context }) => context.total }),
    announceExpiry: emit({ type: 'timer.expired' as const }),
    checkpointWhenDue: enqueueActions(({ context, enqueue }) => {
      if (context.remaining % CHECKPOINT_SECONDS === 0) enqueue('checkpoint');
    }),
    /** The caller declines the booking here (or listens for 'timer.expired'). */
    onExpire: () => {},
    /** The caller saves the time left here. */
    checkpoint: () => {},
  },
}).createMachine({
  id: 'bookingTimer',
  context: ({ input }) => {
    const total = totalSeconds(input?.seconds);
    return { remaining: startingSeconds(input?.remaining, total), total, startsPaused: input?.paused === true };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'running' }],
    },
    running: {
      after: {
        second: [
          { guard: 'lastSecond', target: 'running', reenter: true, actions: ['restart', 'onExpire', 'announceExpiry'] },
          { target: 'running', reenter: true, actions: ['tick', { type: 'checkpointWhenDue' }] },
        ],
      },
      on: {
        'timer.pause': 'paused',
        // Re-entering restarts the one-second delay, so a fresh timer shows a full 60.
        'timer.reset': { target: 'running', reenter: true, actions: 'restart' },
      },
    },
    paused: {
      on: {
        'timer.resume': 'running',
        'timer.reset': { actions: 'restart' },
      },
    },
  },
});

export type BookingTimerSnapshot = SnapshotFrom<typeof bookingTimerMachine>;

/** The bar's colour for the time left. */
export function selectTimerBand(snapshot: BookingTimerSnapshot) {
  return timerBand(snapshot.context.remaining);
}

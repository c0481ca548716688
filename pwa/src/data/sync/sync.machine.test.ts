import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BACKOFF_CAP_MS, PassingFailure, backoffDelay, syncMachine, type PushOutcome, type SyncTrigger } from './sync.machine.js';

describe('backoffDelay', () => {
  it('waits from 1 s up to a ceiling that doubles to 30 s, anywhere in between (full jitter)', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(3, () => 0)).toBe(1000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(20, () => 0.5)).toBe((BACKOFF_CAP_MS + 1000) / 2);
  });
});

/** The machine with scripted pushes and pulls: each answers from the list it is given, in turn, and records that it ran. */
function scheduled(pushes: (PushOutcome | Error)[], pulls: (Error | null)[] = []) {
  const ran: string[] = [];
  const shown: string[] = [];
  let settled = 0;
  const failed: unknown[] = [];
  const actor = createActor(
    syncMachine.provide({
      actors: {
        push: fromPromise(async () => {
          ran.push('push');
          const next = pushes.shift() ?? 'signedIn';
          if (next instanceof Error) throw next;
          return next;
        }),
        pull: fromPromise(async () => {
          ran.push('pull');
          const next = pulls.shift() ?? null;
          if (next) throw next;
        }),
      },
      actions: {
        showOnline: () => void shown.push('online'),
        showUnreachable: (_, { retryAt }) => void shown.push(`unreachable +${retryAt - Date.now()}`),
        settle: () => void settled++,
        failedForGood: (_, { error }) => void failed.push(error),
      },
    }),
    { input: { random: () => 0.5 } },
  ).start();
  const ask = (trigger: SyncTrigger) => actor.send({ type: 'REQUEST', trigger });
  return { actor, ask, ran, shown, failed, settledCount: () => settled };
}

describe('the sync machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes, then pulls when signed in, and rests', async () => {
    const m = scheduled(['signedIn']);
    m.ask('write');
    expect(m.actor.getSnapshot().value).toBe('pushing');
    await vi.runAllTimersAsync();
    expect(m.ran).toEqual(['push', 'pull']);
    expect(m.shown).toEqual(['online']);
    expect(m.actor.getSnapshot().value).toBe('idle');
    expect(m.settledCount()).toBe(1);
  });

  it('does not pull for a signed-out device, nor count a sync with nothing to send as a recovery', async () => {
    const m = scheduled(['public', 'nothing']);
    m.ask('now');
    await vi.runAllTimersAsync();
    m.ask('now');
    await vi.runAllTimersAsync();
    expect(m.ran).toEqual(['push', 'push']);
    expect(m.shown).toEqual(['online']);
  });

  it('runs once more when a write or a nudge came in during a sync, never for a poll', async () => {
    const m = scheduled(['signedIn', 'signedIn']);
    m.ask('write');
    m.ask('poll');
    await vi.runAllTimersAsync();
    expect(m.ran).toEqual(['push', 'pull']);
    m.ask('write');
    m.ask('nudge');
    await vi.runAllTimersAsync();
    expect(m.ran).toEqual(['push', 'pull', 'push', 'pull', 'push', 'pull']);
  });

  it('backs off on a passing failure, retries when the wait is over, and never sooner than the server asked', async () => {
    const m = scheduled([new PassingFailure('network'), new PassingFailure('busy', 20_000), 'signedIn']);
    m.ask('write');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.actor.getSnapshot().value).toBe('backingOff');
    // The first wait: backoffDelay(0) is 1 s whatever the draw.
    expect(m.shown).toEqual(['unreachable +1000']);
    await vi.advanceTimersByTimeAsync(999);
    expect(m.ran).toEqual(['push']);
    await vi.advanceTimersByTimeAsync(1);
    expect(m.ran).toEqual(['push', 'push']);
    // The server said 20 s: longer than the backoff's 1.5 s.
    expect(m.shown.at(-1)).toBe('unreachable +20000');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(m.ran).toEqual(['push', 'push']);
    await vi.advanceTimersByTimeAsync(1);
    expect(m.ran).toEqual(['push', 'push', 'push', 'pull']);
    expect(m.shown.at(-1)).toBe('online');
    expect(m.actor.getSnapshot().context.failures).toBe(0);
  });

  it('while backing off, lets one write try early, then waits; a poll never tries early; Retry now always does', async () => {
    const failing = () => new PassingFailure('network');
    const m = scheduled([failing(), failing(), failing(), 'signedIn']);
    m.ask('write');
    await vi.advanceTimersByTimeAsync(0);
    m.ask('poll');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.ran).toEqual(['push']);
    m.ask('nudge');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.ran).toEqual(['push', 'push']);
    m.ask('write');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.ran).toEqual(['push', 'push']);
    m.ask('now');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.ran).toEqual(['push', 'push', 'push']);
  });

  it('tells a failure no retry mends, shows online rather than spinning, and rests', async () => {
    const expired = new Error('Session expired. Please login again.');
    const m = scheduled(['signedIn'], [expired]);
    m.ask('now');
    await vi.runAllTimersAsync();
    expect(m.failed).toEqual([expired]);
    expect(m.shown).toEqual(['online']);
    expect(m.actor.getSnapshot().value).toBe('idle');
  });

  it('drops a waiting retry when stopped', async () => {
    const m = scheduled([new PassingFailure('network')]);
    m.ask('write');
    await vi.advanceTimersByTimeAsync(0);
    m.actor.send({ type: 'STOP' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(m.ran).toEqual(['push']);
    expect(m.actor.getSnapshot().value).toBe('idle');
  });
});

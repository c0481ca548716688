import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { advance } from '../testing/clock.js';
import { bookingTimerMachine, selectTimerBand } from './booking-timer.machine.js';

function start(input?: { remaining?: number; paused?: boolean }, onExpire = vi.fn()) {
  const clock = new SimulatedClock();
  const actor = createActor(bookingTimerMachine.provide({ actions: { onExpire } }), { clock, input });
  const expired = vi.fn();
  actor.on('timer.expired', expired);
  actor.start();
  return { actor, clock, onExpire, expired };
}

describe('bookingTimerMachine', () => {
  it('counts down from 60 once a second', () => {
    const { actor, clock } = start();
    expect(actor.getSnapshot().context.remaining).toBe(60);
    advance(clock, 1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    advance(clock, 5000);
    expect(actor.getSnapshot().context.remaining).toBe(54);
  });

  it('declines the booking when the timer reaches zero, then starts again at 60', () => {
    const { actor, clock, onExpire, expired } = start();
    advance(clock, 59_000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    advance(clock, 1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    expect(actor.getSnapshot().matches('running')).toBe(true);
  });

  it('goes back to 60 when the player accepts or declines', () => {
    const { actor, clock, onExpire } = start();
    advance(clock, 30_500);
    actor.send({ type: 'timer.reset' });
    expect(actor.getSnapshot().context.remaining).toBe(60);
    // The delay restarted: the next tick comes a full second after the reset.
    advance(clock, 999);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    advance(clock, 1);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('shows green above 40 s, amber above 20 s and red below', () => {
    const { actor, clock } = start();
    expect(selectTimerBand(actor.getSnapshot())).toBe('green');
    advance(clock, 20_000);
    expect(actor.getSnapshot().context.remaining).toBe(40);
    expect(selectTimerBand(actor.getSnapshot())).toBe('amber');
    advance(clock, 20_000);
    expect(selectTimerBand(actor.getSnapshot())).toBe('red');
  });

  it('stands still while paused and goes on when resumed', () => {
    const { actor, clock, onExpire } = start();
    advance(clock, 10_000);
    actor.send({ type: 'timer.pause' });
    advance(clock, 120_000);
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(50);
    expect(onExpire).not.toHaveBeenCalled();
    actor.send({ type: 'timer.reset' });
    expect(actor.getSnapshot().context.remaining).toBe(60);
    actor.send({ type: 'timer.resume' });
    advance(clock, 1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
  });

  it('starts paused while the host has the room paused, and runs when resumed', () => {
    const { actor, clock, onExpire } = start({ paused: true });
    advance(clock, 90_000);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    expect(onExpire).not.toHaveBeenCalled();
    actor.send({ type: 'timer.resume' });
    advance(clock, 2000);
    expect(actor.getSnapshot().context.remaining).toBe(58);
  });

  it('resumes from the seconds that were left, and starts afresh from nonsense', () => {
    expect(start({ remaining: 12 }).actor.getSnapshot().context.remaining).toBe(12);
    expect(start({ remaining: 0 }).actor.getSnapshot().context.remaining).toBe(60);
    expect(start({ remaining: 99 }).actor.getSnapshot().context.remaining).toBe(60);
    expect(start({ remaining: 2.5 }).actor.getSnapshot().context.remaining).toBe(60);
  });

  it('runs without a provided decline action', () => {
    const clock = new SimulatedClock();
    const actor = createActor(bookingTimerMachine, { clock, input: undefined }).start();
    advance(clock, 60_000);
    expect(actor.getSnapshot().context.remaining).toBe(60);
  });
});

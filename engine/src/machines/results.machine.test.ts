import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ResultRow } from '../domain/game.js';
import { advance } from '../testing/clock.js';
import { resultsMachine, resultsPhase, resultsTitle, type ResultsFetch } from './results.machine.js';

const row = (name: string, status: ResultRow['status']): ResultRow => ({
  id: name,
  name,
  revenue: 1000,
  occupancy: 10,
  ADR: 4000,
  revPar: 100,
  acceptedBooking: 1,
  declinedBooking: 0,
  status,
  rank: 1,
});

/** Answers each fetch with the next item of a script; an Error item rejects. */
function start(script: (ResultsFetch | Error)[]) {
  const clock = new SimulatedClock();
  const fetches = vi.fn();
  const logError = vi.fn();
  let i = 0;
  const machine = resultsMachine.provide({
    actors: {
      fetchResults: fromPromise(async () => {
        fetches();
        const next = script[Math.min(i++, script.length - 1)]!;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: { logError },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, fetches, logError };
}

/** Lets the fetch promise settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('resultsMachine', () => {
  it('loads, then waits while there are no results', async () => {
    const { actor } = start([{ rows: [] }]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(resultsTitle(actor.getSnapshot())).toBe('Live Results');
  });

  it('goes live when rows arrive and polls once a second', async () => {
    const { actor, clock, fetches } = start([{ rows: [] }, { rows: [row('Team 1', 'In Progress')] }]);
    await settle();
    expect(fetches).toHaveBeenCalledTimes(1);
    advance(clock, 999);
    expect(fetches).toHaveBeenCalledTimes(1);
    advance(clock, 1);
    await settle();
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('live')).toBe(true);
    expect(actor.getSnapshot().context.rows[0]!.name).toBe('Team 1');
  });

  it('ends in Game Over when every team is Completed, and stops polling', async () => {
    const { actor, clock, fetches } = start([
      { rows: [row('Team 1', 'In Progress'), row('Team 2', 'Completed')] },
      { rows: [row('Team 1', 'Completed'), row('Team 2', 'Completed')] },
    ]);
    await settle();
    expect(actor.getSnapshot().matches('live')).toBe(true);
    advance(clock, 1000);
    await settle();
    expect(actor.getSnapshot().matches('gameOver')).toBe(true);
    expect(resultsTitle(actor.getSnapshot())).toBe('Game Over');
    expect(actor.getSnapshot().output).toEqual({ rows: expect.any(Array) });
    const calls = fetches.mock.calls.length;
    advance(clock, 10_000);
    await settle();
    expect(fetches).toHaveBeenCalledTimes(calls);
  });

  it('ends in Game Over when the host ends the game, even with teams still playing', async () => {
    const { actor } = start([{ rows: [row('Team 1', 'In Progress')], sessionEnded: true }]);
    await settle();
    expect(actor.getSnapshot().matches('gameOver')).toBe(true);
  });

  it('only logs a failed fetch and keeps polling, keeping the rows it had', async () => {
    const { actor, clock, logError } = start([
      new Error('offline'),
      { rows: [row('Team 1', 'In Progress')] },
      new Error('offline again'),
      { rows: [row('Team 1', 'Completed')] },
    ]);
    await settle();
    expect(logError).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    advance(clock, 1000);
    await settle();
    expect(actor.getSnapshot().matches('live')).toBe(true);
    advance(clock, 1000);
    await settle();
    expect(logError).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('live')).toBe(true);
    expect(actor.getSnapshot().context.rows).toHaveLength(1);
    advance(clock, 1000);
    await settle();
    expect(actor.getSnapshot().matches('gameOver')).toBe(true);
  });

  it('says so when no fetch was provided', async () => {
    const clock = new SimulatedClock();
    const errors: unknown[] = [];
    const actor = createActor(resultsMachine.provide({ actions: { logError: (_, e) => errors.push(e) } }), { clock }).start();
    await settle();
    expect(String(errors[0])).toContain('fetchResults was not provided');
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });
});

describe('the results phase', () => {
  it('waits with no rows, is live while a team plays, and is over when all are Completed or the host ended the game', () => {
    expect(resultsPhase([], false)).toBe('waiting');
    expect(resultsPhase([{ status: 'Completed' }, { status: 'In Progress' }], false)).toBe('live');
    expect(resultsPhase([{ status: 'Completed' }, { status: 'Completed' }], false)).toBe('over');
    expect(resultsPhase([], true)).toBe('over');
  });
});

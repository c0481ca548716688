import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PlayScenario } from '../domain/scenario.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { gameMachine, selectFigures, type FetchScenarioInput, type FetchScenarioOutput } from './game.machine.js';
import { startPlay, decide } from '../rules/team-play.js';

const session = hotel({ totalRooms: 2 });
const deck: PlayScenario[] = [
  scenario({ _id: 'A', noOfRoom: 2, roomNights: 2, checkInDay: 'Monday', totalRate: 16000 }),
  scenario({ _id: 'B', noOfRoom: 1, roomNights: 1, checkInDay: 'Tuesday', totalRate: 4000 }),
  scenario({ _id: 'C', type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Ballroom'], roomNights: 1, checkInDay: 'Friday', totalRate: 20000 }),
];
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A server that hands out the deck in order; `refuse` makes it reject the next decision. */
function server() {
  const calls: FetchScenarioInput[] = [];
  const decided = new Set<string>();
  const state = { refuse: null as string | null, down: false };
  const fetchScenario = fromPromise<FetchScenarioOutput, FetchScenarioInput>(async ({ input }) => {
    calls.push(input);
    if (state.down) throw new Error('Failed to fetch scenario');
    if (input.scenarioId && state.refuse) {
      const reason = state.refuse;
      state.refuse = null;
      throw new Error(reason);
    }
    if (input.scenarioId) decided.add(input.scenarioId);
    const next = deck.find((s) => !decided.has(s._id)) ?? null;
    return next ? { message: 'Scenario fetched', scenario: next } : { message: 'Game Ended', scenario: null };
  });
  return { calls, state, machine: gameMachine.provide({ actors: { fetchScenario } }) };
}

async function started() {
  const s = server();
  const actor = createActor(s.machine, { input: { session } }).start();
  actor.send({ type: 'game.start' });
  await settle();
  return { ...s, actor };
}

describe('gameMachine', () => {
  it('waits for Start Game before fetching anything', () => {
    const s = server();
    const actor = createActor(s.machine, { input: { session } }).start();
    expect(actor.getSnapshot().matches('notStarted')).toBe(true);
    expect(s.calls).toEqual([]);
  });

  it('fetches and shows the first scenario on Start Game', async () => {
    const { actor, calls } = await started();
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.scenario?._id).toBe('A');
    expect(actor.getSnapshot().context.message).toBe("Game started! Let's manage those bookings!");
    expect(calls[0]).toEqual({ stats: { revenue: 0, occupancy: 0, ADR: 0, revPar: 0, type: '' } });
  });

  it('accepts a booking, sends the decision with the new figures, and shows the next scenario', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'booking.accept' });
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    await settle();
    expect(calls[1]).toEqual({ scenarioId: 'A', stats: { revenue: 16000, occupancy: 28.57, ADR: 4000, revPar: 1142.86, type: 'acc' }, source: 'team' });
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Booking accepted successfully!', error: null });
    expect(actor.getSnapshot().context.scenario?._id).toBe('B');
    expect(selectFigures(actor.getSnapshot()).revenue).toBe(16000);
  });

  it("keeps the scenario and shows the rule's message when an accept does not fit", async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'booking.accept' });
    await settle();
    // Both rooms are taken on Tuesday by A.
    actor.send({ type: 'booking.accept' });
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.scenario?._id).toBe('B');
    expect(actor.getSnapshot().context.error).toBe('Not enough rooms available for this booking!');
    expect(calls).toHaveLength(2);
  });

  it('reports a missing banquet hall by its message', async () => {
    const { actor } = await started();
    actor.send({ type: 'booking.decline' });
    await settle();
    actor.send({ type: 'booking.decline' });
    await settle();
    expect(actor.getSnapshot().context.scenario?._id).toBe('C');
    actor.send({ type: 'booking.accept' });
    expect(actor.getSnapshot().context.error).toBe('Selected banquet hall not found!');
  });

  it('declines a booking and moves on', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'booking.decline' });
    await settle();
    expect(calls[1]).toMatchObject({ scenarioId: 'A', stats: { type: 'dec', revenue: 0 }, source: 'team' });
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Booking declined!', error: null });
  });

  it('sends a decline the booking timer made as the timer\'s', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'booking.decline', source: 'timer' });
    await settle();
    expect(calls[1]).toMatchObject({ scenarioId: 'A', stats: { type: 'dec' }, source: 'timer' });
    expect(actor.getSnapshot().context.scenario?._id).toBe('B');
  });

  it("ends when the server answers 'Game Ended', with the final figures", async () => {
    const { actor } = await started();
    actor.send({ type: 'booking.accept' });
    await settle();
    actor.send({ type: 'booking.decline' });
    await settle();
    actor.send({ type: 'booking.decline' });
    await settle();
    expect(actor.getSnapshot().matches('ended')).toBe(true);
    expect(actor.getSnapshot().context.scenario).toBeNull();
    expect(actor.getSnapshot().context.message).toBe('Booking declined!');
    expect(selectFigures(actor.getSnapshot())).toMatchObject({ revenue: 16000, accepted: 1, declined: 2 });
    expect(actor.getSnapshot().output?.play.bookings).toHaveLength(1);
  });

  it('ends at once when the deck is empty', async () => {
    const fetchScenario = fromPromise<FetchScenarioOutput, FetchScenarioInput>(async () => ({ message: 'Game Ended', scenario: null }));
    const actor = createActor(gameMachine.provide({ actors: { fetchScenario } }), { input: { session } }).start();
    actor.send({ type: 'game.start' });
    await settle();
    expect(actor.getSnapshot().matches('ended')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Game Ended');
  });

  it("undoes a decision the server refuses and keeps the scenario with the server's message", async () => {
    const { actor, state } = await started();
    state.refuse = 'The game has ended';
    actor.send({ type: 'booking.accept' });
    await settle();
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.scenario?._id).toBe('A');
    expect(actor.getSnapshot().context.error).toBe('The game has ended');
    expect(selectFigures(actor.getSnapshot()).revenue).toBe(0);
  });

  it("falls back to 'Failed to update bookings!' for an unexplained refusal", async () => {
    const fetchScenario = fromPromise<FetchScenarioOutput, FetchScenarioInput>(async ({ input }) => {
      if (input.scenarioId) throw undefined;
      return { message: 'ok', scenario: deck[0]! };
    });
    const actor = createActor(gameMachine.provide({ actors: { fetchScenario } }), { input: { session } }).start();
    actor.send({ type: 'game.start' });
    await settle();
    actor.send({ type: 'booking.decline' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Failed to update bookings!');
  });

  it('stays not started with a message when the first fetch fails', async () => {
    const s = server();
    s.state.down = true;
    const actor = createActor(s.machine, { input: { session } }).start();
    actor.send({ type: 'game.start' });
    await settle();
    expect(actor.getSnapshot().matches('notStarted')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch scenario');
    const bare = createActor(gameMachine, { input: { session } }).start();
    bare.send({ type: 'game.start' });
    await settle();
    expect(bare.getSnapshot().context.error).toBe('fetchScenario was not provided');
    const blank = createActor(gameMachine.provide({ actors: { fetchScenario: fromPromise(() => Promise.reject(null)) } }), { input: { session } }).start();
    blank.send({ type: 'game.start' });
    await settle();
    expect(blank.getSnapshot().context.error).toBe('Failed to fetch scenario');
  });

  it('resumes at the scenario that was on screen with the week so far', () => {
    const s = server();
    const first = decide(startPlay(session), session, deck[0]!, 'acc');
    if (!first.ok) throw new Error(first.message);
    const actor = createActor(s.machine, { input: { session, play: first.play, scenario: deck[1]! } }).start();
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.scenario?._id).toBe('B');
    expect(selectFigures(actor.getSnapshot()).revenue).toBe(16000);
    actor.send({ type: 'booking.accept' });
    expect(actor.getSnapshot().context.error).toBe('Not enough rooms available for this booking!');
  });

  it('ignores Accept and Decline when no scenario is shown', () => {
    const s = server();
    const actor = createActor(s.machine, { input: { session } }).start();
    actor.send({ type: 'booking.accept' });
    actor.send({ type: 'booking.decline' });
    expect(actor.getSnapshot().matches('notStarted')).toBe(true);
    expect(s.calls).toEqual([]);
  });
});

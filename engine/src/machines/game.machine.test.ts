import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { PlayScenario } from '../domain/scenario.js';
import { advance } from '../testing/clock.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { PAUSED_MESSAGE, STORE_CATCH_UP_MS, gameMachine, selectGame, type GameEmitted, type GameView, type SentDecision } from './game.machine.js';

const session = hotel({ totalRooms: 2 });
const deck: PlayScenario[] = [
  scenario({ _id: 'A', noOfRoom: 2, roomNights: 2, checkInDay: 'Monday', totalRate: 16000 }),
  scenario({ _id: 'B', noOfRoom: 1, roomNights: 1, checkInDay: 'Tuesday', totalRate: 4000 }),
  scenario({ _id: 'C', type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Ballroom'], roomNights: 1, checkInDay: 'Friday', totalRate: 20000 }),
];
const settle = () => new Promise((r) => setTimeout(r, 0));
const view = (decisions: GameView['decisions'] = [], over: Partial<GameView> = {}): GameView => ({
  session,
  deck,
  decisions,
  mayDecide: true,
  open: true,
  ...over,
});

/** A device whose store takes each saved decision; `refuse` makes the next save fail. */
function device(input: { view?: GameView; started?: boolean; resume?: { scenarioId: string; remaining: number } } = {}) {
  const saved: SentDecision[] = [];
  const heard: GameEmitted[] = [];
  const state = { refuse: null as string | null };
  const saveDecision = fromPromise<void, SentDecision>(async ({ input: choice }) => {
    if (state.refuse) {
      const reason = state.refuse;
      state.refuse = null;
      throw new Error(reason);
    }
    saved.push(choice);
  });
  const clock = new SimulatedClock();
  const actor = createActor(gameMachine.provide({ actors: { saveDecision } }), {
    clock,
    input: { view: input.view ?? view(), started: input.started ?? false, resume: input.resume },
  });
  for (const type of ['game.started', 'booking.saved', 'booking.refused', 'timer.persist'] as const) actor.on(type, (e) => void heard.push(e));
  actor.start();
  const shown = () => selectGame(actor.getSnapshot());
  return { actor, saved, heard, state, clock, shown };
}

async function playing(input: Parameters<typeof device>[0] = {}) {
  const d = device(input);
  d.actor.send({ type: 'game.start' });
  await settle();
  return d;
}

describe('gameMachine', () => {
  it('shows nothing and saves nothing before Start Game, then shows the first request', async () => {
    const d = device();
    expect(d.shown()).toMatchObject({ phase: 'notStarted', request: null });
    d.actor.send({ type: 'booking.accept' });
    expect(d.saved).toEqual([]);
    d.actor.send({ type: 'game.start' });
    await settle();
    expect(d.shown()).toMatchObject({ phase: 'deciding', saving: false });
    expect(d.shown().request?._id).toBe('A');
    expect(d.heard).toContainEqual({ type: 'game.started', persistent: true });
  });

  it('saves an accept, says so, and shows the next request before the store has caught up', async () => {
    const d = await playing();
    d.actor.send({ type: 'booking.accept' });
    await settle();
    expect(d.saved).toEqual([{ scenarioId: 'A', decision: 'acc', source: 'team' }]);
    expect(d.heard).toContainEqual({ type: 'booking.saved', decision: 'acc', source: 'team', message: 'Booking accepted successfully!' });
    expect(d.shown().request?._id).toBe('B');
    expect(d.shown().week.figures.revenue).toBe(16000);
  });

  it('refuses an accept that does not fit, on the device, and saves nothing', async () => {
    const d = await playing({ view: view([{ scenarioId: 'A', decision: 'acc' }]), started: true });
    // B needs a room on Tuesday; A took both rooms Monday and Tuesday.
    d.actor.send({ type: 'booking.accept' });
    await settle();
    expect(d.saved).toEqual([]);
    expect(d.shown().error).toBe('Not enough rooms available for this booking!');
    expect(d.shown().request?._id).toBe('B');
    d.actor.send({ type: 'booking.decline' });
    await settle();
    expect(d.saved).toEqual([{ scenarioId: 'B', decision: 'dec', source: 'team' }]);
    expect(d.shown().error).toBeNull();
  });

  it('keeps the request on screen with the reason when the save is refused, and lets the player try again', async () => {
    const d = await playing();
    d.state.refuse = 'The game has ended';
    d.actor.send({ type: 'booking.decline' });
    await settle();
    expect(d.shown()).toMatchObject({ phase: 'deciding', saving: false, error: 'The game has ended' });
    expect(d.shown().request?._id).toBe('A');
    expect(d.heard).toContainEqual({ type: 'booking.refused', reason: 'The game has ended' });
    d.actor.send({ type: 'booking.decline' });
    await settle();
    expect(d.shown().request?._id).toBe('B');
  });

  it('takes the view as the store moves on, and lets go of a decision the store never shows', async () => {
    const d = await playing();
    d.actor.send({ type: 'booking.accept' });
    await settle();
    // The store carries A: nothing left to wait for.
    d.actor.send({ type: 'view.updated', view: view([{ scenarioId: 'A', decision: 'acc' }]) });
    expect(d.actor.getSnapshot().context.sent).toEqual([]);
    d.actor.send({ type: 'booking.decline' });
    await settle();
    expect(d.shown().request?._id).toBe('C');
    // B never reaches the store (the server refused it): a view read since the save says so, and once the catch-up
    // time is over the store's word stands.
    d.actor.send({ type: 'view.updated', view: view([{ scenarioId: 'A', decision: 'acc' }]) });
    advance(d.clock, STORE_CATCH_UP_MS - 100);
    expect(d.shown().request?._id).toBe('C');
    advance(d.clock, 200);
    expect(d.shown().request?._id).toBe('B');
  });

  it('waits past the catch-up time for a store that is late, and never brings a decided request back', async () => {
    const d = await playing();
    d.actor.send({ type: 'booking.accept' });
    await settle();
    expect(d.shown().request?._id).toBe('B');
    // A loaded tablet: no view at all within the catch-up time. The request decided stays decided.
    advance(d.clock, STORE_CATCH_UP_MS * 3);
    expect(d.shown().request?._id).toBe('B');
    // The view comes, carrying A: nothing changes on screen.
    d.actor.send({ type: 'view.updated', view: view([{ scenarioId: 'A', decision: 'acc' }]) });
    expect(d.shown().request?._id).toBe('B');
    expect(d.actor.getSnapshot().context.sent).toEqual([]);
  });

  it('gives up a late decision at the first view after its catch-up time that still does not carry it', async () => {
    const d = await playing();
    d.actor.send({ type: 'booking.accept' });
    await settle();
    advance(d.clock, STORE_CATCH_UP_MS + 100);
    expect(d.shown().request?._id).toBe('B');
    // The store's first word since the save: A is not there (dropped before the view could show it).
    d.actor.send({ type: 'view.updated', view: view() });
    expect(d.shown().request?._id).toBe('A');
    expect(d.shown().phase).toBe('deciding');
  });

  it("follows a captain's decisions read-only, with no timer and nothing to press", async () => {
    const d = await playing({ view: view([], { mayDecide: false }) });
    expect(d.shown()).toMatchObject({ phase: 'following' });
    expect(d.shown().request?._id).toBe('A');
    expect(d.actor.getSnapshot().children.timer).toBeUndefined();
    d.actor.send({ type: 'booking.accept' });
    await settle();
    expect(d.saved).toEqual([]);
    d.actor.send({ type: 'view.updated', view: view([{ scenarioId: 'A', decision: 'dec' }], { mayDecide: false }) });
    expect(d.shown().request?._id).toBe('B');
    // Promoted to captain mid-game: the same request becomes theirs to decide.
    d.actor.send({ type: 'view.updated', view: view([{ scenarioId: 'A', decision: 'dec' }]) });
    expect(d.shown()).toMatchObject({ phase: 'deciding' });
  });

  it("takes the store's decision over one sent from here when they differ (another device won)", async () => {
    const d = await playing();
    d.actor.send({ type: 'booking.accept' });
    await settle();
    d.actor.send({ type: 'view.updated', view: view([{ scenarioId: 'A', decision: 'dec' }]) });
    expect(d.shown().week.figures).toMatchObject({ revenue: 0, declined: 1 });
  });

  it('declines for the team when the timer runs out, as the timer', async () => {
    const d = await playing();
    advance(d.clock, 60_000);
    await settle();
    expect(d.saved).toEqual([{ scenarioId: 'A', decision: 'dec', source: 'timer' }]);
    expect(d.heard).toContainEqual({
      type: 'booking.saved',
      decision: 'dec',
      source: 'timer',
      message: 'Timed out: no decision in 60 seconds, so the request was not taken.',
    });
    expect(d.shown().request?._id).toBe('B');
  });

  it('stops the timer and takes no decision while the host has the room paused, then runs on where it was', async () => {
    const d = await playing();
    const remaining = () => d.actor.getSnapshot().children.timer?.getSnapshot().context.remaining;
    advance(d.clock, 5_000);
    d.actor.send({ type: 'view.updated', view: view([], { timerPaused: true }) });
    advance(d.clock, 120_000);
    await settle();
    expect(remaining()).toBe(55);
    d.actor.send({ type: 'booking.decline' });
    d.actor.send({ type: 'booking.accept' });
    await settle();
    expect(d.saved).toEqual([]);
    expect(d.shown()).toMatchObject({ phase: 'deciding', error: PAUSED_MESSAGE });
    expect(d.heard).toContainEqual({ type: 'booking.refused', reason: PAUSED_MESSAGE });
    d.actor.send({ type: 'view.updated', view: view([], { timerPaused: false }) });
    advance(d.clock, 3_000);
    expect(remaining()).toBe(52);
    d.actor.send({ type: 'booking.decline' });
    await settle();
    expect(d.saved).toEqual([{ scenarioId: 'A', decision: 'dec', source: 'team' }]);
  });

  it("runs the session's decision time, and says it when the time runs out", async () => {
    const d = await playing({ view: view([], { seconds: 90 }) });
    expect(d.actor.getSnapshot().children.timer?.getSnapshot().context.remaining).toBe(90);
    advance(d.clock, 60_000);
    expect(d.saved).toEqual([]);
    advance(d.clock, 30_000);
    await settle();
    expect(d.saved).toEqual([{ scenarioId: 'A', decision: 'dec', source: 'timer' }]);
    expect(d.heard).toContainEqual(
      expect.objectContaining({ type: 'booking.saved', message: 'Timed out: no decision in 90 seconds, so the request was not taken.' }),
    );
    expect(d.actor.getSnapshot().children.timer?.getSnapshot().context.remaining).toBe(90);
  });

  describe('the room in step', () => {
    it("shows only the room's request, waits once the team has decided it, and moves on with the room", async () => {
      const d = await playing({ view: view([], { step: 0 }) });
      expect(d.shown().request?._id).toBe('A');
      d.actor.send({ type: 'booking.decline' });
      await settle();
      expect(d.shown()).toMatchObject({ phase: 'idle', request: null });
      d.actor.send({ type: 'view.updated', view: view([{ scenarioId: 'A', decision: 'dec' }], { step: 1 }) });
      expect(d.shown().request?._id).toBe('B');
    });

    it('needs no Start Game: a live room puts the team on its request, and a pricing round holds it until the host closes it', async () => {
      const live = device({ view: view([], { step: 0 }) });
      await settle();
      expect(live.shown()).toMatchObject({ phase: 'deciding' });
      expect(live.shown().request?._id).toBe('A');

      const waiting = device({ view: view([], { step: 0, open: false }) });
      expect(waiting.shown()).toMatchObject({ phase: 'notStarted', request: null });
      waiting.actor.send({ type: 'view.updated', view: view([], { step: 0, pricing: true }) });
      await settle();
      expect(waiting.shown()).toMatchObject({ phase: 'notStarted', request: null });
      // The host closes the pricing round: every tablet follows the room onto the week's first request.
      waiting.actor.send({ type: 'view.updated', view: view([], { step: 0 }) });
      await settle();
      expect(waiting.shown().request?._id).toBe('A');
      expect(waiting.heard).toContainEqual({ type: 'game.started', persistent: true });
    });

    it("keeps Start Game at a team's own pace", async () => {
      const d = device({ view: view([], { step: null }) });
      await settle();
      expect(d.shown()).toMatchObject({ phase: 'notStarted', request: null });
    });

    it("never offers again a request the room left undecided: the team is on the room's request", async () => {
      const d = await playing({ view: view([], { step: 0 }) });
      d.actor.send({ type: 'view.updated', view: view([], { step: 2 }) });
      expect(d.shown().request?._id).toBe('C');
      expect(d.actor.getSnapshot().children.timer?.getSnapshot().context.remaining).toBe(60);
      d.actor.send({ type: 'view.updated', view: view([], { step: 3 }) });
      expect(d.shown()).toMatchObject({ phase: 'idle', request: null });
    });
  });

  it('hands out the time left every 5 seconds and when the page hides, not every second', async () => {
    const d = await playing();
    advance(d.clock, 12_000);
    expect(d.heard.filter((e) => e.type === 'timer.persist')).toEqual([
      { type: 'timer.persist', scenarioId: 'A', remaining: 55 },
      { type: 'timer.persist', scenarioId: 'A', remaining: 50 },
    ]);
    d.actor.send({ type: 'page.hidden' });
    expect(d.heard.at(-1)).toEqual({ type: 'timer.persist', scenarioId: 'A', remaining: 48 });
  });

  it('resumes a started game at its request and its time left', () => {
    const d = device({ view: view([{ scenarioId: 'A', decision: 'dec' }]), started: true, resume: { scenarioId: 'B', remaining: 23 } });
    expect(d.shown().request?._id).toBe('B');
    expect(d.actor.getSnapshot().children.timer?.getSnapshot().context.remaining).toBe(23);
  });

  it('shows no request once the deck is done or the game is not live', async () => {
    const done = device({ view: view(deck.map((s) => ({ scenarioId: s._id, decision: 'dec' as const }))), started: true });
    expect(done.shown()).toMatchObject({ phase: 'idle', request: null });
    const d = await playing();
    d.actor.send({ type: 'view.updated', view: view([], { open: false }) });
    expect(d.shown()).toMatchObject({ phase: 'idle', request: null });
  });
});

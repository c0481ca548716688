/**
 * Play (spec/game.md §4 "Game flow"): not started, Start Game fetches the first
 * scenario, a scenario is shown, accept or decline, the next is fetched, and the
 * game ends when the fetch answers 'Game Ended'. Accepts are checked against the
 * engine's rules on the device first; the fetch (the documented getScenario call,
 * or the PWA's local outbox) is the caller's actor.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { DecisionSource, DecisionType, GameStats } from '../domain/game.js';
import { MESSAGES } from '../domain/messages.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { PlaySession } from '../domain/session.js';
import { decide, playFigures, startPlay, toGameStats, type TeamPlay } from '../rules/team-play.js';

/** What the documented `POST /api/session/getScenario/{sessionId}?scenarioId=` sends. */
export interface FetchScenarioInput {
  scenarioId?: string;
  stats: GameStats;
  /** Who made the decision sent with it: the team, or the booking timer running out. */
  source?: DecisionSource;
}

/** What it answers: a scenario, or the message 'Game Ended' and none. */
export interface FetchScenarioOutput {
  message: string;
  scenario: PlayScenario | null;
}

/** A decline says whether the team chose it or the booking timer ran out (`source: 'timer'`). */
export type GameEvent = { type: 'game.start' } | { type: 'booking.accept' } | { type: 'booking.decline'; source?: DecisionSource };

export interface GameContext {
  session: PlaySession;
  play: TeamPlay;
  scenario: PlayScenario | null;
  /** The decision that goes with the next fetch, and the week before it, to undo if it is refused. */
  pending: { scenarioId: string; type: DecisionType; source: DecisionSource; before: TeamPlay } | null;
  error: string | null;
  message: string | null;
}

export interface GameInput {
  session: PlaySession;
  /** Resume: the week so far and the scenario that was on screen. */
  play?: TeamPlay;
  scenario?: PlayScenario | null;
}

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : fallback;
}

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    input: {} as GameInput,
    events: {} as GameEvent,
    output: {} as { play: TeamPlay },
  },
  actors: {
    fetchScenario: fromPromise<FetchScenarioOutput, FetchScenarioInput>(() => Promise.reject(new Error('fetchScenario was not provided'))),
  },
  guards: {
    resuming: ({ context }) => context.scenario !== null,
    gameEnded: ({ event }) => {
      const out = (event as unknown as { output: FetchScenarioOutput }).output;
      return out.message === MESSAGES.gameEnded || out.scenario === null;
    },
    hasPending: ({ context }) => context.pending !== null,
    acceptFits: ({ context }) => context.scenario !== null && decide(context.play, context.session, context.scenario, 'acc').ok,
  },
  actions: {
    decideScenario: assign(({ context }, { type, source }: { type: DecisionType; source: DecisionSource }) => {
      const result = decide(context.play, context.session, context.scenario!, type);
      // A decline never fails; a refused accept never reaches here (acceptFits).
      if (!result.ok) return { error: result.message };
      return { play: result.play, pending: { scenarioId: context.scenario!._id, type, source, before: context.play }, error: null };
    }),
    refuseAccept: assign(({ context }) => {
      const result = decide(context.play, context.session, context.scenario!, 'acc');
      return { error: result.ok ? null : result.message };
    }),
    showScenario: assign(({ context }, out: FetchScenarioOutput) => ({
      scenario: out.scenario,
      message: context.pending ? (context.pending.type === 'acc' ? MESSAGES.bookingAccepted : MESSAGES.bookingDeclined) : MESSAGES.gameStarted,
      pending: null,
      error: null,
    })),
    finish: assign(({ context }) => ({
      scenario: null,
      message: context.pending ? (context.pending.type === 'acc' ? MESSAGES.bookingAccepted : MESSAGES.bookingDeclined) : MESSAGES.gameEnded,
      pending: null,
      error: null,
    })),
    /** The server refused the decision: the week goes back and the scenario stays on screen. */
    undoDecision: assign(({ context }, error: unknown) => ({
      play: context.pending!.before,
      pending: null,
      error: errorMessage(error, 'Failed to update bookings!'),
    })),
    reportStartError: assign((_, error: unknown) => ({ error: errorMessage(error, 'Failed to fetch scenario') })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({
    session: input.session,
    play: input.play ?? startPlay(input.session),
    scenario: input.scenario ?? null,
    pending: null,
    error: null,
    message: null,
  }),
  initial: 'booting',
  states: {
    booting: { always: [{ guard: 'resuming', target: 'showing' }, { target: 'notStarted' }] },
    notStarted: {
      on: { 'game.start': 'fetching' },
    },
    fetching: {
      invoke: {
        src: 'fetchScenario',
        input: ({ context }): FetchScenarioInput => {
          const figures = playFigures(context.play);
          return context.pending ? { scenarioId: context.pending.scenarioId, stats: toGameStats(figures, context.pending.type), source: context.pending.source } : { stats: toGameStats(figures, '') };
        },
        onDone: [
          { guard: 'gameEnded', target: 'ended', actions: 'finish' },
          { target: 'showing', actions: { type: 'showScenario', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'hasPending', target: 'showing', actions: { type: 'undoDecision', params: ({ event }: { event: { error: unknown } }) => event.error } },
          { target: 'notStarted', actions: { type: 'reportStartError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    showing: {
      on: {
        'booking.accept': [
          { guard: 'acceptFits', target: 'fetching', actions: { type: 'decideScenario', params: { type: 'acc', source: 'team' } as const } },
          { actions: 'refuseAccept' },
        ],
        'booking.decline': { target: 'fetching', actions: { type: 'decideScenario', params: ({ event }) => ({ type: 'dec' as const, source: event.source ?? 'team' }) } },
      },
    },
    ended: { type: 'final' },
  },
  output: ({ context }) => ({ play: context.play }),
});

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** The figures the header and the final stats panel show. */
export function selectFigures(snapshot: GameSnapshot) {
  return playFigures(snapshot.context.play);
}

/**
 * Live results (docs/rules.md §4 "Results polling"): loading, waiting (no rows),
 * live, and game over when every row is Completed or the host ended the game.
 * Polls every second and stops at game over.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ResultRow } from '../domain/game.js';

export const RESULTS_POLL_MS = 1000;

export interface ResultsFetch {
  rows: ResultRow[];
  sessionEnded?: boolean;
}

export interface ResultsContext {
  rows: ResultRow[];
  sessionEnded: boolean;
}

export type ResultsPhase = 'waiting' | 'live' | 'over';

/** Over when the host ended the game or every team is Completed; live once any team has a row; waiting before. */
export function resultsPhase(rows: readonly Pick<ResultRow, 'status'>[], sessionEnded: boolean): ResultsPhase {
  if (sessionEnded || (rows.length > 0 && rows.every((r) => r.status === 'Completed'))) return 'over';
  return rows.length > 0 ? 'live' : 'waiting';
}

function isGameOver(c: ResultsContext): boolean {
  return resultsPhase(c.rows, c.sessionEnded) === 'over';
}

const machineSetup = setup({
  types: {
    context: {} as ResultsContext,
    output: {} as { rows: ResultRow[] },
  },
  delays: { poll: RESULTS_POLL_MS },
  actors: {
    fetchResults: fromPromise<ResultsFetch>(() => Promise.reject(new Error('fetchResults was not provided'))),
  },
  guards: {
    gameOver: ({ context }) => isGameOver(context),
    hasRows: ({ context }) => context.rows.length > 0,
  },
  actions: {
    store: assign((_, fetched: ResultsFetch) => ({ rows: fetched.rows, sessionEnded: fetched.sessionEnded === true })),
    /** Results fetch failures are only logged (docs/rules.md §8); polling goes on. */
    logError: (_, _error: unknown) => {},
  },
});

/** Shared by waiting and live: wait a second, fetch, then decide where to show the rows. */
const polling = {
  initial: 'idle' as const,
  states: {
    idle: { after: { poll: 'fetching' as const } },
    fetching: {
      invoke: {
        src: 'fetchResults' as const,
        onDone: { target: '#results.deciding', actions: { type: 'store' as const, params: ({ event }: { event: { output: ResultsFetch } }) => event.output } },
        onError: { target: 'idle' as const, actions: { type: 'logError' as const, params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
};

export const resultsMachine = machineSetup.createMachine({
  id: 'results',
  context: { rows: [], sessionEnded: false },
  initial: 'loading',
  states: {
    loading: {
      initial: 'fetching',
      states: polling.states,
    },
    deciding: {
      always: [{ guard: 'gameOver', target: 'gameOver' }, { guard: 'hasRows', target: 'live' }, { target: 'waiting' }],
    },
    waiting: polling,
    live: polling,
    gameOver: { type: 'final' },
  },
  output: ({ context }) => ({ rows: context.rows }),
});

export type ResultsSnapshot = SnapshotFrom<typeof resultsMachine>;

/** 'Game Over' when all teams are done, 'Live Results' otherwise. */
export function resultsTitle(snapshot: ResultsSnapshot): 'Game Over' | 'Live Results' {
  return snapshot.matches('gameOver') ? 'Game Over' : 'Live Results';
}

/**
 * The team lobby (docs/rules.md §4, §10): waiting for the host while the
 * session is not live, then a 45-second countdown to play; a ready team goes
 * to play 1.5 s after it is ready and the session is live. A lobby that opens
 * on a game its team is already playing (a late arrival the host put in a
 * team that has decided, or a room that has moved past the first request)
 * has missed the start: it says the game is running and goes to play 1.5 s
 * later, instead of counting down a start that happened long ago. A team
 * that has not played yet still gets its countdown, wherever it joined. In a
 * room in step there is no countdown at all: the room is on its first request
 * the moment the host starts, so a lobby goes to play 1.5 s after the start,
 * ready or not.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { SessionStatus } from '../domain/session.js';
import type { TeamStatus } from '../domain/team.js';

export const LOBBY_COUNTDOWN_SECONDS = 45;
export const READY_DELAY_MS = 1500;

export type LobbyEvent =
  { type: 'lobby.synced'; sessionStatus: SessionStatus; teamStatus: TeamStatus; teamPlaying?: boolean; inStep?: boolean } | { type: 'team.ready' };

export interface LobbyContext {
  sessionStatus: SessionStatus;
  teamStatus: TeamStatus;
  secondsLeft: number;
  /** This lobby saw the session before it went live, so it counts the start down; one that opened on a live game did not. */
  sawStart: boolean;
  /** The team has decided a request, or the room has moved on: its game is under way. */
  teamPlaying: boolean;
  /** The room plays in step: the host's start puts every team on request 1 at once. */
  inStep: boolean;
}

/** 'Game starts in: 00:SS' shows this part. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export const lobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    input: {} as { sessionStatus: SessionStatus; teamStatus: TeamStatus; teamPlaying?: boolean; inStep?: boolean },
    events: {} as LobbyEvent,
  },
  delays: { second: 1000, readyDelay: READY_DELAY_MS },
  guards: {
    sessionEnded: ({ context }) => context.sessionStatus === 'ended',
    sessionLive: ({ context }) => context.sessionStatus === 'live',
    teamReady: ({ context }) => context.teamStatus === 'ready',
    countdownOver: ({ context }) => context.secondsLeft <= 1,
    missedStart: ({ context }) => context.sessionStatus === 'live' && !context.sawStart && context.teamPlaying,
    roomLeads: ({ context }) => context.sessionStatus === 'live' && context.inStep,
  },
  actions: {
    sync: assign(({ event }) =>
      event.type === 'lobby.synced'
        ? { sessionStatus: event.sessionStatus, teamStatus: event.teamStatus, teamPlaying: event.teamPlaying ?? false, inStep: event.inStep ?? false }
        : {},
    ),
    markReady: assign({ teamStatus: 'ready' as const }),
    startCountdown: assign({ secondsLeft: LOBBY_COUNTDOWN_SECONDS }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    noteWaiting: assign({ sawStart: true }),
  },
}).createMachine({
  id: 'lobby',
  context: ({ input }) => ({
    sessionStatus: input.sessionStatus,
    teamStatus: input.teamStatus,
    secondsLeft: LOBBY_COUNTDOWN_SECONDS,
    sawStart: input.sessionStatus !== 'live',
    teamPlaying: input.teamPlaying ?? false,
    inStep: input.inStep ?? false,
  }),
  initial: 'deciding',
  on: {
    'lobby.synced': { target: '.deciding', actions: 'sync' },
    'team.ready': { target: '.deciding', actions: 'markReady' },
  },
  states: {
    // Where the lobby belongs for what the server last said.
    deciding: {
      always: [
        { guard: 'sessionEnded', target: 'ended' },
        // A team already playing is past its ready moment: a late arrival to it goes to the game, whatever the team's ready flag says.
        { guard: 'missedStart', target: 'running' },
        // The room is already on its first request: a countdown would only hold the team back from it.
        { guard: 'roomLeads', target: 'running' },
        { guard: 'teamReady', target: 'ready' },
        { guard: 'sessionLive', target: 'countdown' },
        { target: 'waitingForHost' },
      ],
    },
    waitingForHost: { entry: 'noteWaiting' },
    // The game started before this lobby opened: nothing to count down, the team is already playing.
    running: {
      on: {
        'lobby.synced': [
          { guard: ({ event }) => event.sessionStatus === 'live', actions: 'sync' },
          { target: 'deciding', actions: 'sync' },
        ],
      },
      after: { readyDelay: 'play' },
    },
    countdown: {
      entry: 'startCountdown',
      // A sync that changes nothing must not restart the countdown; one that says the team this lobby opened on has begun ends it.
      on: {
        'lobby.synced': [
          {
            guard: ({ context, event }) => event.sessionStatus === 'live' && event.teamStatus === 'waiting' && event.teamPlaying === true && !context.sawStart,
            target: 'running',
            actions: 'sync',
          },
          { guard: ({ event }) => event.sessionStatus === 'live' && event.teamStatus === 'waiting', actions: 'sync' },
          { target: 'deciding', actions: 'sync' },
        ],
      },
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            second: [
              { guard: 'countdownOver', target: '#lobby.play', actions: 'tick' },
              { target: 'ticking', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
    },
    ready: {
      on: {
        'lobby.synced': [
          { guard: ({ event }) => event.sessionStatus === 'ended', target: 'ended', actions: 'sync' },
          // The team stays ready whatever a late sync says, and an unchanged status keeps the 1.5 s running.
          { guard: ({ context, event }) => event.sessionStatus === context.sessionStatus },
          { target: '.deciding', actions: assign(({ event }) => ({ sessionStatus: event.sessionStatus })) },
        ],
        'team.ready': {},
      },
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'sessionLive', target: 'starting' }, { target: 'awaitingHost' }] },
        awaitingHost: {},
        starting: { after: { readyDelay: '#lobby.play' } },
      },
    },
    play: { type: 'final' },
    ended: { type: 'final' },
  },
});

export type LobbySnapshot = SnapshotFrom<typeof lobbyMachine>;

/**
 * Play (docs/rules.md §4 "Game flow") over the team's view: Start Game, then
 * the team's next request is shown; the member who decides accepts or
 * declines it under the booking timer, and a teammate follows read-only. The
 * machine holds no copy of the week: it takes the view (`view.updated`) from
 * the local store and only sends decisions, through `saveDecision`, which
 * the caller provides (the device's outbox, or a test's array).
 *
 * In step (decision record 021) the request shown is the room's, and nothing
 * is decided while the host has paused the room. There is no Start Game in
 * step either: the room started when the host did, so a team follows it onto
 * its request (after a pricing round too) without a tap.
 *
 * A decision saved here shows at once: until the view carries it, the week is
 * the view's plus the decisions sent. One the view never carries (the server
 * refused it and the store dropped it) is let go once `STORE_CATCH_UP_MS` has
 * passed and a view read since the save still does not carry it, and its
 * request comes back. A clock alone is not the store's word: a live query late
 * on a loaded tablet would bring the decided request back on screen for a
 * moment, and read it out again.
 */
import { assign, emit, enqueueActions, fromPromise, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Decision, DecisionSource, DecisionType } from '../domain/game.js';
import { MESSAGES } from '../domain/messages.js';
import type { PlayScenario } from '../domain/scenario.js';
import type { PlaySession } from '../domain/session.js';
import { inStep, replayTeam, type TeamReplay } from '../rules/replay-team.js';
import { decide } from '../rules/team-play.js';
import { bookingTimerMachine } from './booking-timer.machine.js';

/** What the machine plays from: the team's view (`teamView`) as the store holds it now. */
export interface GameView {
  session: PlaySession;
  /** In play order. */
  deck: readonly PlayScenario[];
  /** In the order they were taken. */
  decisions: readonly Pick<Decision, 'scenarioId' | 'decision'>[];
  /** Whether this player decides for the team. */
  mayDecide: boolean;
  /** Whether the game is live: nothing is decided before the host starts it or after they end it. */
  open: boolean;
  /** The host has paused the room: the timer stops and nothing is decided until they resume (decision record 021). */
  timerPaused?: boolean;
  /** The room in step: the index of the request the room is on, the only one the team may decide. Absent: own pace. */
  step?: number | null;
  /** A campaign's pricing round is open: teams set rates, and the week's requests wait for the host to close it. */
  pricing?: boolean;
  /** The session's decision time in seconds; absent: 60. */
  seconds?: number;
}

/** What a player is told when they try to decide while the host has paused the room: the server's refusal, in the same words. */
export const PAUSED_MESSAGE = MESSAGES.paused;

export interface SentDecision {
  scenarioId: string;
  decision: DecisionType;
  source: DecisionSource;
}

/**
 * How long a decision saved here may stay missing from the view before the
 * next view's word is taken that it is gone. A live query catches up within a
 * few hundred milliseconds on most tablets; on a loaded one the machine waits
 * for it past this time.
 */
export const STORE_CATCH_UP_MS = 1500;

export type GameEvent =
  | { type: 'view.updated'; view: GameView }
  | { type: 'game.start' }
  | { type: 'booking.accept' }
  | { type: 'booking.decline' }
  /** The page is going out of sight: the time left is saved now. */
  | { type: 'page.hidden' }
  | { type: 'timer.expired' }
  | { type: 'timer.checkpoint'; remaining: number }
  | { type: 'sent.settle'; scenarioId: string };

/** What the caller hears: decisions saved or refused, the start, and the timer's time left to keep. */
export type GameEmitted =
  | { type: 'game.started'; persistent: boolean }
  | { type: 'booking.saved'; decision: DecisionType; source: DecisionSource; message: string }
  | { type: 'booking.refused'; reason: string }
  | { type: 'timer.persist'; scenarioId: string; remaining: number };

export interface GameContext {
  view: GameView;
  /** Decisions saved here that the view does not carry yet, in the order they were made. */
  sent: Sent[];
  /** The view's week with the sent decisions: what the screen shows. */
  week: TeamReplay;
  /** The decision being saved. */
  choice: SentDecision | null;
  /** Why the last accept or save was refused; cleared by the next request. */
  error: string | null;
  /** The time left that a reload found, for the request it was saved for. */
  resume: { scenarioId: string; remaining: number } | null;
  /** Start Game was pressed on this device before, or the team has decided something. */
  started: boolean;
}

export interface GameInput {
  view: GameView;
  /** This device pressed Start Game before, or the team has decided something. */
  started: boolean;
  resume?: { scenarioId: string; remaining: number } | null;
}

/**
 * The view's decisions, then the ones sent from here that it does not carry
 * yet, replayed. In step the next request is the room's, while the team has
 * not decided it; a request the room left undecided stays undecided (it counts
 * as not taken) and is never offered again.
 */
function weekOf(view: GameView, sent: readonly SentDecision[]): TeamReplay {
  const carried = new Set(view.decisions.map((d) => d.scenarioId));
  return inStep(replayTeam(view.session, view.deck, [...view.decisions, ...sent.filter((s) => !carried.has(s.scenarioId))]), view.deck, view.step ?? null);
}

/** The specification's words for 60 seconds, with the session's own decision time when the host set another. */
function timedOutMessage(seconds: number | undefined): string {
  return seconds === undefined || seconds === 60 ? MESSAGES.bookingTimedOut : MESSAGES.bookingTimedOut.replace('60 seconds', `${seconds} seconds`);
}

/** A decision sent from here that the view does not carry yet: how many views have come since, and whether its catch-up time is over. */
interface Sent extends SentDecision {
  views: number;
  overdue: boolean;
}

const notCarried = (view: GameView, sent: readonly Sent[]): Sent[] => {
  const carried = new Set(view.decisions.map((d) => d.scenarioId));
  return sent.filter((s) => !carried.has(s.scenarioId));
};

/** A new view settles the decisions it carries, and gives up those past their catch-up time that it still does not carry. */
function afterView(view: GameView, sent: readonly Sent[]): Sent[] {
  return notCarried(view, sent)
    .filter((s) => !s.overdue)
    .map((s) => ({ ...s, views: s.views + 1 }));
}

/**
 * A decision's catch-up time is over: given up if a view has come since it was saved and not carried it (the store
 * dropped it); with no view yet (a live query late on a loaded tablet) it waits for the next one.
 */
function afterCatchUp(sent: readonly Sent[], scenarioId: string): Sent[] {
  return sent.flatMap((s) => (s.scenarioId !== scenarioId ? [s] : s.views > 0 ? [] : [{ ...s, overdue: true }]));
}

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : fallback;
}

const timer = bookingTimerMachine.provide({
  actions: {
    onExpire: sendParent({ type: 'timer.expired' }),
    checkpoint: sendParent(({ context }) => ({ type: 'timer.checkpoint', remaining: context.remaining })),
  },
});

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    input: {} as GameInput,
    events: {} as GameEvent,
    emitted: {} as GameEmitted,
    children: {} as { timer: 'timer' },
  },
  actors: {
    saveDecision: fromPromise<void, SentDecision>(() => Promise.reject(new Error('saveDecision was not provided'))),
    /** Marks the game started on the device; answers whether its storage is kept through storage pressure. */
    markStarted: fromPromise<boolean>(() => Promise.resolve(true)),
    timer,
  },
  delays: { catchUp: STORE_CATCH_UP_MS },
  guards: {
    started: ({ context }) => context.started,
    /** In step the room sets the pace: once it is live and past any pricing round, the team is on the room's request. */
    roomLeads: ({ context }) => context.view.step !== null && context.view.step !== undefined && context.view.open && context.view.pricing !== true,
    nothingToShow: ({ context }) => context.week.next === null || !context.view.open,
    mayDecide: ({ context }) => context.view.mayDecide,
    paused: ({ context }) => context.view.timerPaused === true,
    acceptFits: ({ context }) => context.week.next !== null && decide(context.week.play, context.view.session, context.week.next, 'acc').ok,
    /** The request on screen, or who may decide it, is not what it was. */
    screenChanges: ({ context, event }) => {
      if (event.type !== 'view.updated' && event.type !== 'sent.settle') return false;
      const view = event.type === 'view.updated' ? event.view : context.view;
      const sent = event.type === 'sent.settle' ? afterCatchUp(context.sent, event.scenarioId) : afterView(view, context.sent);
      return weekOf(view, sent).next?._id !== context.week.next?._id || view.mayDecide !== context.view.mayDecide || view.open !== context.view.open;
    },
  },
  actions: {
    takeView: assign(({ context, event }) => {
      if (event.type !== 'view.updated') return {};
      const sent = afterView(event.view, context.sent);
      return { view: event.view, sent, week: weekOf(event.view, sent) };
    }),
    /** A decision that the views since its save have not carried is given up: the store's word stands. */
    settle: assign(({ context, event }) => {
      if (event.type !== 'sent.settle') return {};
      const sent = afterCatchUp(context.sent, event.scenarioId);
      return { sent, week: weekOf(context.view, sent) };
    }),
    clearError: assign({ error: null }),
    refusePaused: enqueueActions(({ enqueue }) => {
      enqueue.assign({ error: PAUSED_MESSAGE });
      enqueue.emit({ type: 'booking.refused', reason: PAUSED_MESSAGE });
    }),
    choose: assign(({ context }, params: { decision: DecisionType; source: DecisionSource }) => ({
      choice: { scenarioId: context.week.next!._id, ...params },
      error: null,
    })),
    refuseAccept: enqueueActions(({ context, enqueue }) => {
      const result = context.week.next ? decide(context.week.play, context.view.session, context.week.next, 'acc') : null;
      if (!result || result.ok) return;
      enqueue.assign({ error: result.message });
      enqueue.emit({ type: 'booking.refused', reason: result.message });
    }),
    markSent: enqueueActions(({ context, enqueue }) => {
      const choice = context.choice!;
      const sent = [...notCarried(context.view, context.sent), { ...choice, views: 0, overdue: false }];
      enqueue.assign({ sent, week: weekOf(context.view, sent), choice: null, resume: null });
      enqueue.emit({
        type: 'booking.saved',
        decision: choice.decision,
        source: choice.source,
        message:
          choice.decision === 'acc' ? MESSAGES.bookingAccepted : choice.source === 'timer' ? timedOutMessage(context.view.seconds) : MESSAGES.bookingDeclined,
      });
      enqueue.raise({ type: 'sent.settle', scenarioId: choice.scenarioId }, { delay: 'catchUp' });
    }),
    refuseSave: enqueueActions(({ enqueue, event }) => {
      const reason = errorMessage((event as { error?: unknown }).error, 'Failed to update bookings!');
      enqueue.assign({ error: reason, choice: null });
      enqueue.emit({ type: 'booking.refused', reason });
    }),
    /** The host paused or resumed the room's timers: the running timer follows, unless a save holds it. */
    followHostPause: enqueueActions(({ context, event, self, enqueue }) => {
      if (event.type !== 'view.updated') return;
      const paused = event.view.timerPaused === true;
      if (paused === (context.view.timerPaused === true)) return;
      const snapshot = self.getSnapshot();
      if (!snapshot.children.timer || !snapshot.matches({ playing: { deciding: 'ready' } })) return;
      enqueue.sendTo('timer', { type: paused ? 'timer.pause' : 'timer.resume' });
    }),
    resumeTimerUnlessHostPaused: enqueueActions(({ context, enqueue }) => {
      if (context.view.timerPaused !== true) enqueue.sendTo('timer', { type: 'timer.resume' });
    }),
    persistTimer: emit(({ context, event, self }) => {
      const remaining = event.type === 'timer.checkpoint' ? event.remaining : self.getSnapshot().children.timer?.getSnapshot().context.remaining;
      return { type: 'timer.persist' as const, scenarioId: context.week.next?._id ?? '', remaining: remaining ?? 0 };
    }),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({
    view: input.view,
    sent: [],
    week: weekOf(input.view, []),
    choice: null,
    error: null,
    resume: input.resume ?? null,
    started: input.started || input.view.decisions.length > 0,
  }),
  initial: 'booting',
  states: {
    booting: { always: [{ guard: 'started', target: 'playing' }, { guard: 'roomLeads', target: 'starting' }, { target: 'notStarted' }] },
    notStarted: {
      always: { guard: 'roomLeads', target: 'starting' },
      on: {
        'view.updated': { actions: 'takeView' },
        'game.start': 'starting',
      },
    },
    starting: {
      on: { 'view.updated': { actions: 'takeView' } },
      invoke: {
        src: 'markStarted',
        onDone: { target: 'playing', actions: emit(({ event }) => ({ type: 'game.started' as const, persistent: event.output })) },
        onError: { target: 'playing', actions: emit({ type: 'game.started' as const, persistent: false }) },
      },
    },
    playing: {
      initial: 'choosing',
      on: {
        'view.updated': [{ guard: 'screenChanges', target: '.choosing', actions: 'takeView' }, { actions: ['followHostPause', 'takeView'] }],
        'sent.settle': [{ guard: 'screenChanges', target: '.choosing', actions: 'settle' }, { actions: 'settle' }],
      },
      states: {
        choosing: {
          entry: 'clearError',
          always: [{ guard: 'nothingToShow', target: 'idle' }, { guard: 'mayDecide', target: 'deciding' }, { target: 'following' }],
        },
        /** No request to show: the deck is done, empty, or the game is not live. */
        idle: {},
        /** A teammate decides; the request shows read-only until their decision arrives. */
        following: {},
        deciding: {
          invoke: {
            id: 'timer',
            src: 'timer',
            input: ({ context }) => ({
              remaining: context.resume?.scenarioId === context.week.next?._id ? context.resume?.remaining : undefined,
              paused: context.view.timerPaused === true,
              seconds: context.view.seconds,
            }),
          },
          on: {
            'timer.checkpoint': { actions: 'persistTimer' },
            'page.hidden': { actions: 'persistTimer' },
          },
          initial: 'ready',
          states: {
            ready: {
              on: {
                'booking.accept': [
                  { guard: 'paused', actions: 'refusePaused' },
                  { guard: 'acceptFits', target: 'saving', actions: { type: 'choose', params: { decision: 'acc', source: 'team' } } },
                  { actions: 'refuseAccept' },
                ],
                'booking.decline': [
                  { guard: 'paused', actions: 'refusePaused' },
                  { target: 'saving', actions: { type: 'choose', params: { decision: 'dec', source: 'team' } } },
                ],
                'timer.expired': { target: 'saving', actions: { type: 'choose', params: { decision: 'dec', source: 'timer' } } },
              },
            },
            saving: {
              entry: sendTo('timer', { type: 'timer.pause' }),
              // The save's own write reaches the view while it is in flight: the screen moves on when the save answers.
              on: {
                'view.updated': { actions: 'takeView' },
                'sent.settle': { actions: 'settle' },
              },
              invoke: {
                src: 'saveDecision',
                input: ({ context }) => context.choice!,
                onDone: { target: '#game.playing.choosing', actions: 'markSent' },
                onError: { target: 'ready', actions: ['refuseSave', 'resumeTimerUnlessHostPaused'] },
              },
            },
          },
        },
      },
    },
  },
});

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;
export type GameActor = ActorRefFrom<typeof gameMachine>;

/** What the screen shows, read from a snapshot. */
export function selectGame(snapshot: GameSnapshot) {
  const { week, error } = snapshot.context;
  return {
    phase:
      snapshot.matches('notStarted') || snapshot.matches('starting')
        ? ('notStarted' as const)
        : snapshot.matches({ playing: 'idle' })
          ? ('idle' as const)
          : snapshot.matches({ playing: 'following' })
            ? ('following' as const)
            : ('deciding' as const),
    week,
    request: snapshot.matches({ playing: 'idle' }) || snapshot.matches('notStarted') || snapshot.matches('starting') ? null : week.next,
    saving: snapshot.matches({ playing: { deciding: 'saving' } }),
    error: snapshot.matches({ playing: { deciding: 'ready' } }) ? error : null,
  };
}

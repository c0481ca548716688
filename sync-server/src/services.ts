/**
 * The server's parts wired together: the sessions held in memory, the run
 * path that changes the game, the fan-out that tells event streams, and the
 * hindsight optimum, over one store. Routes reach them through `Services`.
 */
import { log } from './log.js';
import { monotonicFactory } from 'ulid';
import type { MutationName } from '@front-desk-rm/engine/mutations';
import type { Store } from './db/store.js';
import { createClientBuilds, type ClientBuilds } from './client-builds.js';
import { createEventBus, type EventBus } from './events.js';
import { createHeldSessions, type HeldSessions } from './held-sessions.js';
import { createOptima, DEFAULT_OPTIMA_LIMITS, type OptimaLimits, type Optima } from './optima.js';
import { createOptimumSolver } from './optimum-solver.js';
import { createRunPath, type Run, type RunPushed } from './run-path.js';
import { createFanOut, createSignIns, type SignIns } from './session-fanout.js';

export interface ServicesOptions {
  now?: () => Date;
  /** The newest version of a mutation this server reads, below its own (a server held to an older release's shapes). */
  mutationCaps?: Partial<Record<MutationName, number>>;
  /** Where the builds clients run are logged (the console by default). */
  log?: (line: string) => void;
  /** The best week's solver: how many decks solve at once, and its limits (OPTIMUM_WORKERS, OPTIMUM_ANSWER_SECONDS, OPTIMUM_IMPROVE_SECONDS). */
  optimum?: { workers?: number } & Partial<OptimaLimits>;
}

/** What routes, the seed and tests use of the server's parts. */
export interface Services {
  /** Reads of every aggregate; a write to the game goes through `run`. */
  store: Store;
  now: () => Date;
  /** A new ULID, in this server's clock order. */
  newId: () => string;
  mutationCaps: Partial<Record<MutationName, number>>;
  /** Applies one mutation as the authority: the one path by which the game changes. */
  run: Run;
  /** The same for a change a device pushed, whose arguments are not yet parsed. */
  runPushed: RunPushed;
  /** The session a mutation's arguments point at. */
  sessionIdFor: (name: MutationName, args: unknown) => Promise<string | null>;
  /** The sessions held in memory: `warm` one before a push, `invalidate` one written other than through `run`. */
  sessions: Pick<HeldSessions, 'warm' | 'invalidate' | 'data'>;
  /** The event streams, the sign-ins they and the auth guard share, and the notes other instances send. */
  streams: { events: EventBus; signIns: SignIns; signedOut: () => Promise<void>; listen: () => Promise<void> };
  optima: Optima;
  clientBuilds: ClientBuilds;
  close: () => Promise<void>;
}

export function createServices(store: Store, opts: ServicesOptions = {}): Services {
  const now = opts.now ?? (() => new Date());
  const mutationCaps = opts.mutationCaps ?? {};
  const ulid = monotonicFactory();
  const newId = () => ulid(now().getTime());
  const events = createEventBus();
  const signIns = createSignIns();
  const { workers, ...limits } = opts.optimum ?? {};
  const solver = createOptimumSolver({ workers });
  const held = createHeldSessions(store);
  // Names this process in its change notes, so that it does not tell its streams twice.
  const fanOut = createFanOut({ store, events, signIns, invalidate: held.invalidate, instance: newId(), log: opts.log ?? ((line) => log('warn', line)) });
  const { run, runPushed, sessionIdFor } = createRunPath({ store, held, fanOut, signIns, now, newId, mutationCaps });
  return {
    store,
    now,
    newId,
    mutationCaps,
    run,
    runPushed,
    sessionIdFor,
    sessions: { warm: held.warm, invalidate: held.invalidate, data: held.data },
    streams: { events, signIns, signedOut: fanOut.signedOut, listen: fanOut.listen },
    optima: createOptima(store.game, store.optima, solver, now, { ...DEFAULT_OPTIMA_LIMITS, ...limits }),
    clientBuilds: createClientBuilds(opts.log),
    close: () => solver.close(),
  };
}

/**
 * The server's parts wired together, and the one path by which anything in the
 * game changes: an engine mutation applied in one SQLite transaction, its id
 * recorded with it, the leaderboard brought up to date, then events published.
 */
import { monotonicFactory } from 'ulid';
import {
  applyMutation,
  idsFrom,
  randomFrom,
  commit,
  emptyGameData,
  leaderboard,
  mutationScope,
  sessionDeck,
  teamDecisions,
  type Actor,
  type GameData,
  type MutationName,
  type MutationResult,
  type ResultRow,
} from '@front-desk-rm/engine';
import type { Auth } from './auth/guard.js';
import type { Db } from './db/connection.js';
import { createGameRepo } from './db/game-repo.js';
import { createOptimaRepo } from './db/optima-repo.js';
import { createPropertiesRepo } from './db/properties-repo.js';
import { createResultsRepo } from './db/results-repo.js';
import { createSyncRepo } from './db/sync-repo.js';
import { createUsersRepo } from './db/users-repo.js';
import { createEventBus } from './events.js';
import { createOptima } from './optima.js';
import { createOptimumSolver } from './optimum-solver.js';

export type AppEnv = {
  Variables: {
    services: Services;
    auth: Auth | null;
    authHeader: boolean;
  };
};

export interface RunOptions {
  /** The sync protocol's mutation id: recorded with the effect, so a replay is a duplicate. */
  mutationId?: string;
}

export type RunOutcome = MutationResult & { replayed?: boolean; answer?: unknown };

export function createServices(db: Db, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const ulid = monotonicFactory();
  const users = createUsersRepo(db);
  const game = createGameRepo(db);
  const sync = createSyncRepo(db);
  const results = createResultsRepo(db);
  const properties = createPropertiesRepo(db);
  const events = createEventBus();
  const solver = createOptimumSolver();
  const optima = createOptima(game, createOptimaRepo(db), solver, now);
  const newId = () => ulid(now().getTime());

  function sessionIdFor(name: MutationName, args: unknown): string | null {
    const scope = mutationScope(name, args);
    if (!scope) return null;
    if (scope.by === 'session') return scope.id;
    if (scope.by === 'team') return game.sessionIdOfTeam(scope.id);
    if (scope.by === 'scenario') return game.sessionIdOfScenario(scope.id);
    return game.sessionIdByCode(scope.code);
  }

  /** Recomputes a session's leaderboard from its decisions; true when it changed. */
  function refreshLeaderboard(data: GameData, sessionId: string, at: string): ResultRow[] | null {
    const session = data.sessions[sessionId];
    if (!session) return null;
    const teams = Object.values(data.teams)
      .filter((t) => t.sessionId === sessionId)
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
    const rows = leaderboard(session, sessionDeck(data, sessionId), teams, new Map(teams.map((t) => [t.id, teamDecisions(data, t.id)])));
    return results.replace(sessionId, rows, at) ? rows : null;
  }

  const transact = db.transaction((name: MutationName, args: unknown, actor: Actor, options: RunOptions) => {
    if (options.mutationId) {
      const seen = sync.answered(options.mutationId);
      if (seen) return { outcome: { ok: true, changes: [], duplicate: true, replayed: true, answer: JSON.parse(seen.answer) } as RunOutcome, after: null };
    }
    const at = now().toISOString();
    const sessionId = sessionIdFor(name, args);
    const data = sessionId ? game.load(sessionId) : emptyGameData();
    // A pushed mutation names its new rows and draws its random numbers as the device did, so the device's copies are replaced, not doubled.
    const result = applyMutation(name, data, args, { actor, now: at, newId: options.mutationId ? idsFrom(options.mutationId) : newId, random: options.mutationId ? randomFrom(options.mutationId) : Math.random, gameCodeTaken: game.gameCodeTaken });
    let after: { sessionId: string; before: GameData; data: GameData; board: ResultRow[] | null } | null = null;
    if (result.ok && result.changes.length > 0) {
      game.write(result.changes, at);
      const next = commit(data, result.changes);
      const touched = sessionId ?? (name === 'createSession' ? Object.keys(next.sessions)[0] ?? null : null);
      if (touched) after = { sessionId: touched, before: data, data: next, board: refreshLeaderboard(next, touched, at) };
    }
    if (options.mutationId) {
      const answer = result.ok ? { status: result.duplicate ? 'duplicate' : 'applied' } : { status: 'rejected', reason: result.reason, winner: result.winner };
      sync.record(options.mutationId, name, result.ok ? 'applied' : 'rejected', answer, at);
    }
    return { outcome: result as RunOutcome, after };
  });

  /** Applies one mutation as the authority; publishes what changed once it is committed. */
  function run(name: MutationName, args: unknown, actor: Actor, options: RunOptions = {}): RunOutcome {
    const { outcome, after } = transact(name, args, actor, options);
    if (after) {
      const { sessionId, before, data, board } = after;
      if (!data.sessions[sessionId]) results.forget(sessionId);
      const status = data.sessions[sessionId]?.status;
      if (board) events.publish(sessionId, { type: 'leaderboard', sessionId, rows: board });
      if (status && status !== before.sessions[sessionId]?.status) events.publish(sessionId, { type: 'status', sessionId, status });
      for (const team of Object.values(data.teams)) {
        if (JSON.stringify(team) !== JSON.stringify(before.teams[team.id]) || Object.values(data.members).some((m) => m.teamId === team.id && JSON.stringify(m) !== JSON.stringify(before.members[m.id]))) {
          events.publish(sessionId, { type: 'lobby', sessionId, teamId: team.id });
        }
      }
      events.publish(sessionId, { type: 'changes', cursor: String(sync.head()) });
    }
    return outcome;
  }

  return { db, now, newId, users, game, sync, results, properties, events, optima, run, close: () => solver.close() };
}

export type Services = ReturnType<typeof createServices>;

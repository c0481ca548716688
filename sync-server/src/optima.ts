/**
 * The debrief's optimum per session: worked out once for a deck and kept until
 * the deck or the hotel changes (its key is a hash of both). Two screens that
 * ask at once share one solve.
 *
 * The best week always answers (issue 51): a first solve has a limit of
 * processor time, and a deck that reaches it is answered with the best plan
 * found and its proven gap (`proven: false`) while a longer solve improves it
 * in the background; once that proves the optimum, it replaces the answer. A
 * failure is remembered for the deck a while, so a retry does not cost the
 * solver another full limit while other sessions' debriefs wait.
 */
import { createHash } from 'node:crypto';
import { currentWeek, type OptimumData, type PlayScenario, type Session } from '@front-desk-rm/engine/domain';
import { weekSession } from '@front-desk-rm/engine/rules';
import { pastRoundView, sessionDeck } from '@front-desk-rm/engine/views';
import type { GameStore, OptimaStore } from './db/store.js';
import { NotYetSolvedError, OPTIMUM_ANSWER_SECONDS, OPTIMUM_IMPROVE_SECONDS, type OptimumSolver } from './optimum-solver.js';

/** What the optimum depends on, and nothing else: renaming a session or a request keeps it. */
function deckKey(session: Session, deck: readonly PlayScenario[]): string {
  const facts = {
    rooms: session.totalRooms,
    halls: session.banquet.map((h) => h.name.toLowerCase()),
    deck: deck.map((s) => [s._id, s.type, s.checkInDay, s.roomNights, s.noOfRoom, s.noOfBanquet, s.rateType, s.totalRate]),
    // Transient guests are drawn from the forecast and priced at the base ADR (issue 37); a session without them keeps its key.
    ...(session.demandModel === 'forecast' ? { demand: [session.baseADR, session.occupancy] } : {}),
    // A campaign's week meets its own draw around the campaign's market, and a pricing week's optimum sets the rates too (issue 36).
    ...((session.weeks ?? 1) > 1
      ? {
          campaign: [
            session.week ?? 1,
            session.weeks,
            session.closedWeeks?.find((w) => w.week === 1)?.occupancy ?? null,
            session.pricingWeeks ?? [],
            session.priceBounds ?? null,
          ],
        }
      : {}),
  };
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 22);
}

/** How a deck is solved: the first answer's limit, the background solve's, and how long a failure is remembered. */
export interface OptimaLimits {
  answerSeconds: number;
  improveSeconds: number;
  failureKeptMs: number;
}
export const DEFAULT_OPTIMA_LIMITS: OptimaLimits = {
  answerSeconds: OPTIMUM_ANSWER_SECONDS,
  improveSeconds: OPTIMUM_IMPROVE_SECONDS,
  failureKeptMs: 10 * 60_000,
};

/** Whether a later answer is worth keeping over an earlier one: proven, or a better plan, or a tighter gap on the same. */
function better(later: OptimumData['optimum'], earlier: OptimumData['optimum']): boolean {
  if (earlier.proven !== false) return false;
  if (later.proven !== false) return true;
  return later.revenue > earlier.revenue || (later.revenue === earlier.revenue && (later.gap ?? 1) < (earlier.gap ?? 1));
}

export function createOptima(
  game: Pick<GameStore, 'load' | 'session'>,
  repo: OptimaStore,
  solver: OptimumSolver,
  now: () => Date,
  limits: OptimaLimits = DEFAULT_OPTIMA_LIMITS,
) {
  const solving = new Map<string, Promise<OptimumData>>();
  /** Decks whose unproven answer a background solve is improving, and those it has finished with (not tried again in this process). */
  const improving = new Set<string>();
  const improved = new Set<string>();
  const failures = new Map<string, { error: Error; at: number }>();
  // Past rounds' (issue 38) and closed weeks' (issue 36) optima, by session and deck key: in memory only, since the store holds one per session.
  const past = new Map<string, OptimumData>();
  const PAST_KEPT = 200;
  const keepInMemory = (flight: string) => async (answer: OptimumData) => {
    if (past.size >= PAST_KEPT && !past.has(flight)) past.delete(past.keys().next().value!);
    past.set(flight, answer);
  };

  /** The background solve of an unproven answer: what it finds replaces the answer when it is better. */
  function improve(flight: string, first: OptimumData, session: Session, deck: readonly PlayScenario[], keep: (a: OptimumData) => Promise<void>): void {
    if (improving.has(flight) || improved.has(flight)) return;
    improving.add(flight);
    solver
      .solve(session, deck, limits.improveSeconds)
      .then(async (optimum) => {
        if (better(optimum, first.optimum)) await keep({ ...first, computedAt: now().toISOString(), optimum });
      })
      // The unproven answer stands.
      .catch(() => {})
      .finally(() => {
        improving.delete(flight);
        // A deck its longer limit could not prove keeps its best answer: another 600 s would most likely end the same way.
        improved.add(flight);
      });
  }

  /**
   * A deck's answer, solved once however many ask: within the first limit,
   * or, when that finds no plan at all, within the longer one. `keep` stores
   * it (and what the background solve finds after it).
   */
  function solveOnce(flight: string, sessionId: string, key: string, session: Session, deck: readonly PlayScenario[], keep: (a: OptimumData) => Promise<void>) {
    const failed = failures.get(flight);
    if (failed && now().getTime() - failed.at < limits.failureKeptMs) return Promise.reject(failed.error);
    let pending = solving.get(flight);
    if (!pending) {
      pending = solver
        .solve(session, deck, limits.answerSeconds)
        .catch((err: unknown) => {
          if (err instanceof NotYetSolvedError) return solver.solve(session, deck, limits.improveSeconds);
          throw err;
        })
        .then(async (optimum) => {
          const answer: OptimumData = { sessionId, deckKey: key, computedAt: now().toISOString(), optimum };
          await keep(answer);
          if (optimum.proven === false) improve(flight, answer, session, deck, keep);
          failures.delete(flight);
          return answer;
        })
        .catch((err: unknown) => {
          failures.set(flight, { error: err as Error, at: now().getTime() });
          throw err;
        })
        .finally(() => solving.delete(flight));
      solving.set(flight, pending);
    }
    return pending;
  }

  /** A solve kept in memory only, by session and deck key: a past round's or a closed week's, which the store does not hold. */
  function keptSolve(sessionId: string, key: string, session: Session, deck: readonly PlayScenario[]): Promise<OptimumData> {
    const flight = `${sessionId}|${key}`;
    const kept = past.get(flight);
    if (kept) return Promise.resolve(kept);
    return solveOnce(flight, sessionId, key, session, deck, keepInMemory(flight));
  }
  return {
    /**
     * The optimum of a past round (Play Again kept it in the session row): the
     * stored one when the round played the session's current deck and hotel,
     * else solved for the round's own. Null when the session or round does not exist.
     */
    async getRound(sessionId: string, round: number): Promise<OptimumData | null> {
      const session = await game.session(sessionId);
      const view = session ? pastRoundView(session, round) : null;
      if (!view) return null;
      const key = deckKey(view.session, view.deck);
      const stored = await repo.get(sessionId);
      if (stored?.deckKey === key) return stored;
      return keptSolve(sessionId, key, view.session, view.deck);
    },
    /**
     * A campaign's week (issue 36): the current week is the session's own
     * optimum; a closed week is solved for its deck and forecast as played,
     * and kept in memory. Null when the session or week does not exist.
     */
    async getWeek(sessionId: string, week: number): Promise<OptimumData | null> {
      const data = await game.load(sessionId);
      const stored = data.sessions[sessionId];
      if (!stored || week > currentWeek(stored)) return null;
      if (week === currentWeek(stored)) return this.get(sessionId);
      const session = weekSession(stored, week);
      const deck = sessionDeck(data, sessionId, week);
      const key = deckKey(session, deck);
      return keptSolve(sessionId, key, session, deck);
    },
    /** The session's optimum, from the store when its deck is unchanged; null when the session does not exist. */
    async get(sessionId: string): Promise<OptimumData | null> {
      const data = await game.load(sessionId);
      const session = data.sessions[sessionId];
      if (!session) return null;
      const deck = sessionDeck(data, sessionId);
      const key = deckKey(session, deck);
      const flight = `${sessionId}|${key}`;
      // The session may have been deleted while the solver worked.
      const keep = async (answer: OptimumData) => {
        if (await game.session(sessionId)) await repo.put(answer);
      };
      const stored = await repo.get(sessionId);
      if (stored?.deckKey === key) {
        // An unproven answer stored before a restart: the background solve starts again.
        if (stored.optimum.proven === false) improve(flight, stored, session, deck, keep);
        return stored;
      }
      return solveOnce(flight, sessionId, key, session, deck, keep);
    },
  };
}

export type Optima = ReturnType<typeof createOptima>;

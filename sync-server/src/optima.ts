/**
 * The debrief's optimum per session: worked out once for a deck and kept until
 * the deck or the hotel changes (its key is a hash of both). Two screens that
 * ask at once share one solve.
 */
import { createHash } from 'node:crypto';
import { currentWeek, pastRoundView, sessionDeck, weekSession, type OptimumData, type PlayScenario, type Session } from '@front-desk-rm/engine';
import type { GameStore, OptimaStore } from './db/store.js';
import type { OptimumSolver } from './optimum-solver.js';

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

export function createOptima(game: Pick<GameStore, 'load' | 'session'>, repo: OptimaStore, solver: OptimumSolver, now: () => Date) {
  const solving = new Map<string, Promise<OptimumData>>();
  // Past rounds' (issue 38) and closed weeks' (issue 36) optima, by session and deck key: in memory only, since the store holds one per session.
  const past = new Map<string, OptimumData>();
  const PAST_KEPT = 200;
  /** A solve kept in memory only, by session and deck key: a past round's or a closed week's, which the store does not hold. */
  function keptSolve(sessionId: string, key: string, session: Session, deck: readonly PlayScenario[]): Promise<OptimumData> {
    const flight = `${sessionId}|${key}`;
    const kept = past.get(flight);
    if (kept) return Promise.resolve(kept);
    let pending = solving.get(flight);
    if (!pending) {
      pending = solver
        .solve(session, deck)
        .then((optimum) => {
          const answer: OptimumData = { sessionId, deckKey: key, computedAt: now().toISOString(), optimum };
          if (past.size >= PAST_KEPT) past.delete(past.keys().next().value!);
          past.set(flight, answer);
          return answer;
        })
        .finally(() => solving.delete(flight));
      solving.set(flight, pending);
    }
    return pending;
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
      const stored = await repo.get(sessionId);
      if (stored?.deckKey === key) return stored;
      const flight = `${sessionId}|${key}`;
      let pending = solving.get(flight);
      if (!pending) {
        pending = solver
          .solve(session, deck)
          .then(async (optimum) => {
            const answer: OptimumData = { sessionId, deckKey: key, computedAt: now().toISOString(), optimum };
            // The session may have been deleted while the solver worked.
            if (await game.session(sessionId)) await repo.put(answer);
            return answer;
          })
          .finally(() => solving.delete(flight));
        solving.set(flight, pending);
      }
      return pending;
    },
  };
}

export type Optima = ReturnType<typeof createOptima>;

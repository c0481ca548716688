/**
 * The debrief's optimum per session: worked out once for a deck and kept until
 * the deck or the hotel changes (its key is a hash of both). Two screens that
 * ask at once share one solve.
 */
import { createHash } from 'node:crypto';
import { sessionDeck, type OptimumData, type PlayScenario, type Session } from '@front-desk-rm/engine';
import type { createGameRepo } from './db/game-repo.js';
import type { createOptimaRepo } from './db/optima-repo.js';
import type { OptimumSolver } from './optimum-solver.js';

/** What the optimum depends on, and nothing else: renaming a session or a request keeps it. */
function deckKey(session: Session, deck: readonly PlayScenario[]): string {
  const facts = {
    rooms: session.totalRooms,
    halls: session.banquet.map((h) => h.name.toLowerCase()),
    deck: deck.map((s) => [s._id, s.type, s.checkInDay, s.roomNights, s.noOfRoom, s.noOfBanquet, s.rateType, s.totalRate]),
  };
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 22);
}

export function createOptima(game: ReturnType<typeof createGameRepo>, repo: ReturnType<typeof createOptimaRepo>, solver: OptimumSolver, now: () => Date) {
  const solving = new Map<string, Promise<OptimumData>>();
  return {
    /** The session's optimum, from the store when its deck is unchanged; null when the session does not exist. */
    get(sessionId: string): Promise<OptimumData> | null {
      const data = game.load(sessionId);
      const session = data.sessions[sessionId];
      if (!session) return null;
      const deck = sessionDeck(data, sessionId);
      const key = deckKey(session, deck);
      const stored = repo.get(sessionId);
      if (stored?.deckKey === key) return Promise.resolve(stored);
      const flight = `${sessionId}|${key}`;
      let pending = solving.get(flight);
      if (!pending) {
        pending = solver
          .solve(session, deck)
          .then((optimum) => {
            const answer: OptimumData = { sessionId, deckKey: key, computedAt: now().toISOString(), optimum };
            // The session may have been deleted while the solver worked.
            if (game.session(sessionId)) repo.put(answer);
            return answer;
          })
          .finally(() => solving.delete(flight));
        solving.set(flight, pending);
      }
      return pending;
    },
  };
}

/** The deck's order: the host puts the requests in the order the room will meet them (issue 38). */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { sessionDeck } from '../views/session-view.js';
import { isFailure, ownedSession } from './access.js';
import { defineMutation, fail, ok, put, type Change } from './model.js';
import { DECK_ORDER_MESSAGES } from './refusal-messages.js';
import { change } from './change-messages.js';

/**
 * Gives every request of the session its place in `order` (`position`, read by
 * `orderDeck`). The order names the whole deck, so two hosts' screens that
 * each moved a request cannot leave the deck half of one and half of the other:
 * the later push wins whole.
 */
export const reorderDeck = defineMutation({
  name: 'reorderDeck',
  describe: () => change('reorderDeck'),
  args: z.object({ sessionId: idSchema, order: z.array(idSchema).max(1000) }),
  apply(data, { sessionId, order }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'upcoming') return fail('invalid', DECK_ORDER_MESSAGES.started);
    const deck = sessionDeck(data, sessionId);
    const named = new Set(order);
    if (named.size !== order.length || order.length !== deck.length || deck.some((s) => !named.has(s._id))) {
      return fail('invalid', DECK_ORDER_MESSAGES.notTheDeck(deck.length));
    }
    const changes: Change[] = [];
    order.forEach((id, position) => {
      const scenario = data.scenarios[id]!;
      if (scenario.position !== position) changes.push(put('scenarios', id, { ...scenario, position }));
    });
    return ok(changes);
  },
});

/**
 * The deck's order with the request at `from` moved to `to` (both clamped to
 * the deck), as `reorderDeck` takes it: what a drag or a Move up does.
 *
 * @example movedOrder(['A', 'B', 'C'], 2, 0) // ['C', 'A', 'B']
 */
export function movedOrder(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

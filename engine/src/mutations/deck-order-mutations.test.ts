import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, applied, as, context, run, seeded } from '../testing/game-data.js';
import { sessionDeck } from '../views/session-view.js';
import { movedOrder, reorderDeck } from './deck-order-mutations.js';
import { DECK_ORDER_MESSAGES } from './refusal-messages.js';
import { applyMutation } from './registry.js';
import { addScenario } from './scenario-mutations.js';

/** The seeded hotel before the start: a deck of A, B, C. */
function upcoming() {
  const data = seeded();
  data.sessions['S1'] = { ...data.sessions['S1']!, status: 'upcoming' };
  return data;
}

const deckIds = (data: ReturnType<typeof seeded>) => sessionDeck(data, 'S1').map((s) => s._id);

describe('reorderDeck', () => {
  it('puts the deck in the order the host gave, for the device and the server alike', () => {
    const data = applied(reorderDeck, upcoming(), { sessionId: 'S1', order: ['C', 'A', 'B'] }, context(ADMIN));
    expect(deckIds(data)).toEqual(['C', 'A', 'B']);
    expect(data.scenarios['C']!.position).toBe(0);
  });

  it('writes only the requests whose place changed', () => {
    const once = applied(reorderDeck, upcoming(), { sessionId: 'S1', order: ['B', 'A', 'C'] }, context(ADMIN));
    const again = run(reorderDeck, once, { sessionId: 'S1', order: ['B', 'C', 'A'] }, context(ADMIN));
    expect(again.ok && again.changes.map((c) => c.key)).toEqual(['C', 'A']);
  });

  it('puts a request added after the reorder at the end of the deck', () => {
    const data = applied(reorderDeck, upcoming(), { sessionId: 'S1', order: ['C', 'B', 'A'] }, context(ADMIN));
    const added = applied(
      addScenario,
      data,
      {
        id: 'D',
        sessionId: 'S1',
        description: 'One more',
        type: 'RoomOnly',
        checkInDay: 'Sunday',
        roomNights: 1,
        noOfRoom: 1,
        noOfBanquet: '',
        rateType: ['deluxe'],
      },
      context(ADMIN),
    );
    expect(deckIds(added)).toEqual(['C', 'B', 'A', 'D']);
  });

  it('refuses an order that leaves out, repeats or adds a request', () => {
    const refused = { ok: false, code: 'invalid', reason: DECK_ORDER_MESSAGES.notTheDeck(3) };
    expect(run(reorderDeck, upcoming(), { sessionId: 'S1', order: ['C', 'A'] }, context(ADMIN))).toMatchObject(refused);
    expect(run(reorderDeck, upcoming(), { sessionId: 'S1', order: ['C', 'A', 'A'] }, context(ADMIN))).toMatchObject(refused);
    expect(run(reorderDeck, upcoming(), { sessionId: 'S1', order: ['C', 'A', 'B', 'X'] }, context(ADMIN))).toMatchObject(refused);
    expect(DECK_ORDER_MESSAGES.notTheDeck(3)).toBe("The new order must name each of the session's 3 requests once, and no other");
  });

  it('refuses once the game has started, and keeps the deck as it was', () => {
    const live = seeded();
    expect(run(reorderDeck, live, { sessionId: 'S1', order: ['C', 'A', 'B'] }, context(ADMIN))).toMatchObject({
      ok: false,
      reason: 'The order of the deck is fixed once the game has started',
    });
    expect(deckIds(live)).toEqual(['A', 'B', 'C']);
  });

  it('is the host’s alone: a participant and another host are refused', () => {
    expect(run(reorderDeck, upcoming(), { sessionId: 'S1', order: ['C', 'A', 'B'] }, context(as('M1')))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(run(reorderDeck, upcoming(), { sessionId: 'S1', order: ['C', 'A', 'B'] }, context(OTHER_ADMIN))).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('answers bad arguments in words through the registry', () => {
    expect(applyMutation('reorderDeck', upcoming(), { sessionId: 'S1', order: 'C,A,B' }, context(ADMIN))).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('movedOrder', () => {
  it('moves a request up, down, to either end, and keeps the order when the move goes nowhere', () => {
    expect(movedOrder(['A', 'B', 'C', 'D'], 2, 1)).toEqual(['A', 'C', 'B', 'D']);
    expect(movedOrder(['A', 'B', 'C', 'D'], 0, 1)).toEqual(['B', 'A', 'C', 'D']);
    expect(movedOrder(['A', 'B', 'C', 'D'], 3, 0)).toEqual(['D', 'A', 'B', 'C']);
    expect(movedOrder(['A', 'B', 'C', 'D'], 0, 9)).toEqual(['B', 'C', 'D', 'A']);
    expect(movedOrder(['A', 'B'], 0, -1)).toEqual(['A', 'B']);
    expect(movedOrder(['A', 'B'], 5, 0)).toEqual(['A', 'B']);
  });
});

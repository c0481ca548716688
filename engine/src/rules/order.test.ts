import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idsFrom } from '../mutations/model.js';
import { idOrder, inIdOrder, orderDeck, orderDecisions } from './order.js';

describe('idOrder', () => {
  it('puts the rows one mutation creates in the order it named them, -10 after -9', () => {
    const newId = idsFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW');
    const ids = Array.from({ length: 12 }, newId);
    expect(inIdOrder([...ids].reverse().map((id) => ({ id }))).map((r) => r.id)).toEqual(ids);
  });

  it('puts later mutations after earlier ones, whatever their rows are numbered', () => {
    // Two ULIDs of one millisecond, as a monotonic factory makes them.
    const first = idsFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VW');
    const second = idsFrom('01JD3ZQ8X6T2N5M7K9P4R2S6VX');
    const a = [first(), first(), first()];
    const b = [second()];
    expect(inIdOrder([...b, ...a].map((id) => ({ id }))).map((r) => r.id)).toEqual([...a, ...b]);
  });

  it('is a total order on any strings: antisymmetric, transitive, and 0 only for equal ids', () => {
    const id = fc.oneof(
      fc.string(),
      fc.tuple(fc.constantFrom('A', 'A-', 'B-x'), fc.nat(30)).map(([p, n]) => `${p}-${n}`),
      fc.nat(30).map((n) => `A-0${n}`),
    );
    fc.assert(
      fc.property(id, id, id, (a, b, c) => {
        expect(Math.sign(idOrder(a, b)) + Math.sign(idOrder(b, a))).toBe(0);
        expect(idOrder(a, b) === 0).toBe(a === b);
        if (idOrder(a, b) <= 0 && idOrder(b, c) <= 0) expect(idOrder(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('sorts as the comparator does', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.nat(200).map((n) => `X-${n}`),
          ),
        ),
        (ids) => {
          expect(inIdOrder(ids.map((id) => ({ id }))).map((r) => r.id)).toEqual([...ids].sort(idOrder));
        },
      ),
    );
  });

  it('orders the deck by _id and decisions by id, never by a clock', () => {
    expect(orderDeck([{ _id: 'S-2' }, { _id: 'S-10' }, { _id: 'S-1' }]).map((s) => s._id)).toEqual(['S-1', 'S-2', 'S-10']);
    // A device clock behind the server's stamps a later decision earlier: the id still says which came first.
    const decisions = [
      { id: '01JD3ZQ8X6T2N5M7K9P4R2S6VX', decidedAt: '2026-11-24T09:00:00.000Z' },
      { id: '01JD3ZQ8X6T2N5M7K9P4R2S6VW', decidedAt: '2026-11-24T09:05:00.000Z' },
    ];
    expect(orderDecisions(decisions).map((d) => d.decidedAt)).toEqual(['2026-11-24T09:05:00.000Z', '2026-11-24T09:00:00.000Z']);
  });
});

describe('orderDeck with the host’s order', () => {
  const req = (_id: string, position?: number) => ({ _id, ...(position !== undefined ? { position } : {}) });

  it('keeps a deck never reordered in creation order', () => {
    expect(orderDeck([req('C'), req('A'), req('B')]).map((s) => s._id)).toEqual(['A', 'B', 'C']);
  });

  it('follows the positions the host gave, then requests added since, by id', () => {
    expect(orderDeck([req('A', 2), req('D'), req('B', 0), req('C', 1), req('E')]).map((s) => s._id)).toEqual(['B', 'C', 'A', 'D', 'E']);
  });

  it('comes out the same whatever order the rows arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(5), { nil: undefined }), { maxLength: 8 }), fc.nat(), (positions, seed) => {
        const rows = positions.map((p, i) => req(`S${i}`, p));
        const shuffled = [...rows].sort((a, b) => ((a._id.charCodeAt(1) * 31 + seed) % 7) - ((b._id.charCodeAt(1) * 31 + seed) % 7));
        expect(orderDeck(shuffled)).toEqual(orderDeck(rows));
      }),
    );
  });
});

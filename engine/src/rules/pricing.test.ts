import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundedPriceSelling, demandAtPrice, elasticityBand, highestPriceSelling, nightElasticities, pricedNight, revenueMaxPrice } from './pricing.js';

const bounds = { min: 60, max: 160 };

describe('the highest price that sells a number of rooms', () => {
  it('inverts the curve, worked out by hand', () => {
    // D(p) = floor(1000 / p) at ADR 100, 10 guests, elasticity 1.
    expect(highestPriceSelling(8, 10, 100, 1)).toBe(125);
    expect(highestPriceSelling(7, 10, 100, 1)).toBe(142);
    // Exactly on the curve: D(200) = floor(2) is 2 guests, not 1.99... rounded down.
    expect(highestPriceSelling(2, 4, 100, 1)).toBe(200);
    // No price sells a room to no demand; no room needs no price.
    expect(highestPriceSelling(1, 0, 100, 1)).toBe(0);
    expect(highestPriceSelling(0, 10, 100, 1)).toBe(Infinity);
  });

  it('holds to the bounds: the highest allowed rate caps it, and below the lowest it is infeasible', () => {
    expect(boundedPriceSelling(1, 10, 100, 1, bounds)).toBe(160);
    expect(boundedPriceSelling(16, 10, 100, 1, bounds)).toBe(62);
    expect(boundedPriceSelling(17, 10, 100, 1, bounds)).toBeNull();
  });

  it('agrees with demandAtPrice on every input: the price sells the rooms and one more does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 9000 }),
        fc.integer({ min: 8, max: 22 }),
        (demand, rooms, adr, tenths) => {
          const e = tenths / 10;
          const price = highestPriceSelling(rooms, demand, adr, e);
          if (price > 0) expect(demandAtPrice(demand, price, adr, e)).toBeGreaterThanOrEqual(rooms);
          expect(demandAtPrice(demand, price + 1, adr, e)).toBeLessThan(rooms);
        },
      ),
    );
  });
});

describe('the revenue-maximising price of a night', () => {
  it('serves more guests for the same money: 10 rooms at 100 rather than 8 at 125', () => {
    expect(revenueMaxPrice(10, 10, 100, 1, bounds)).toEqual({ price: 100, rooms: 10, revenue: 1000 });
    // With 8 rooms free the cheaper rate fills no more of them.
    expect(revenueMaxPrice(10, 8, 100, 1, bounds)).toEqual({ price: 125, rooms: 8, revenue: 1000 });
  });

  it('prices an elastic night, worked out by hand', () => {
    // D(p) = floor(10 x (100 / p)^2): 5 rooms sell up to 141 (D(141) = floor(5.03)), 4 up to 158.
    expect(revenueMaxPrice(10, 5, 100, 2, bounds)).toEqual({ price: 141, rooms: 5, revenue: 705 });
    expect(revenueMaxPrice(10, 10, 100, 2, bounds)).toEqual({ price: 100, rooms: 10, revenue: 1000 });
  });

  it('stops where the lowest allowed rate sells no more guests', () => {
    // Two guests at 100; the lowest rate, 60, brings three, worth 198 at 66.
    expect(revenueMaxPrice(2, 10, 100, 1, bounds)).toEqual({ price: 100, rooms: 2, revenue: 200 });
  });

  it('prices a night that can sell nothing at the highest allowed rate', () => {
    expect(revenueMaxPrice(0, 10, 100, 1.5, bounds)).toEqual({ price: 160, rooms: 0, revenue: 0 });
    expect(revenueMaxPrice(30, 0, 100, 1.5, bounds)).toEqual({ price: 160, rooms: 0, revenue: 0 });
  });

  it('earns at least what every whole price within the bounds earns, and is the lowest price that earns it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 20, max: 300 }),
        fc.integer({ min: 8, max: 22 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (demand, free, adr, tenths, low, high) => {
          const e = tenths / 10;
          const b = { min: Math.max(1, Math.round(adr * low)), max: Math.max(1, Math.round(adr * high)) };
          const best = revenueMaxPrice(demand, free, adr, e, b);
          expect(best.price).toBeGreaterThanOrEqual(b.min);
          expect(best.price).toBeLessThanOrEqual(b.max);
          expect(best).toEqual(pricedNight(demand, free, best.price, adr, e));
          for (let price = b.min; price <= b.max; price++) {
            const revenue = pricedNight(demand, free, price, adr, e).revenue;
            expect(best.revenue).toBeGreaterThanOrEqual(revenue);
            if (best.revenue > 0 && price < best.price) expect(revenue).toBeLessThan(best.revenue);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('each night’s price sensitivity', () => {
  const all = (p: string) => ({ Sun: p, Mon: p, Tue: p, Wed: p, Thu: p, Fri: p, Sat: p });

  it('lies in the band practitioners report: business-like on a compressed night, leisure-like on a quiet one', () => {
    for (const id of ['S1', 'S2', 'S3', 'S4', 'S5']) {
      for (const e of Object.values(nightElasticities({ id, occupancy: all('95') })))
        (expect(e).toBeGreaterThanOrEqual(0.4), expect(e).toBeLessThanOrEqual(0.8));
      for (const e of Object.values(nightElasticities({ id, occupancy: all('30') })))
        (expect(e).toBeGreaterThanOrEqual(1.5), expect(e).toBeLessThanOrEqual(2.5));
    }
    expect(elasticityBand(65)).toEqual({ min: expect.closeTo(0.95, 9), max: expect.closeTo(1.65, 9) });
  });

  it('is never higher on a fuller night of the same draw (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (id, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const quiet = nightElasticities({ id, occupancy: all(String(low)) });
        const full = nightElasticities({ id, occupancy: all(String(high)) });
        for (const day of Object.keys(quiet) as (keyof typeof quiet)[]) expect(full[day]).toBeLessThanOrEqual(quiet[day] + 1e-9);
      }),
    );
  });
});

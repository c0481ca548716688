import { describe, expect, it } from 'vitest';
import { startPlay } from '../rules/team-play.js';
import { hotel, scenario, weekAccepting } from '../testing/fixtures.js';
import { emsrB, fareClasses, forecastDemand, inverseNormal, protectionFor, protectionLevel, rateClass } from './emsr-b.js';

describe('the inverse normal distribution', () => {
  it('gives the textbook quantiles', () => {
    expect(inverseNormal(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormal(0.975)).toBeCloseTo(1.959964, 6);
    expect(inverseNormal(0.025)).toBeCloseTo(-1.959964, 6);
    expect(inverseNormal(0.001)).toBeCloseTo(-3.090232, 6);
    expect(inverseNormal(0.75)).toBeCloseTo(0.67449, 5);
  });
});

describe('fare classes', () => {
  const fares = fareClasses({ rates: { standard: 3000, deluxe: 4200, suite: 6500, corporate: 3000 } });

  it("are the rate card's distinct rates, highest first", () => {
    expect(fares).toEqual([6500, 4200, 3000]);
  });

  it('place a request in the highest class whose rate it pays, or below the card at its own rate', () => {
    expect(rateClass(fares, 7000)).toEqual({ above: 0, fare: 6500 });
    expect(rateClass(fares, 6500)).toEqual({ above: 0, fare: 6500 });
    expect(rateClass(fares, 5000)).toEqual({ above: 1, fare: 4200 });
    expect(rateClass(fares, 3000)).toEqual({ above: 2, fare: 3000 });
    expect(rateClass(fares, 2500)).toEqual({ above: 3, fare: 2500 });
  });
});

describe('protection levels', () => {
  // Two classes, ₹6,000 and ₹3,000; a night of 10 rooms expected: 5 each, standard deviation 1.5.
  const fares = [6000, 3000];

  it('hold the mean of the top class when the lower fare is half of it', () => {
    expect(protectionLevel(fares, 1, 3000, 10, 10)).toBe(5);
  });

  it('hold fewer rooms against a dearer lower fare, and none against a fare as high as the protected ones', () => {
    // P(D > y) = 0.75: y = 5 - 0.674 x 1.5 = 3.99.
    expect(protectionLevel(fares, 1, 4500, 10, 10)).toBe(4);
    expect(protectionLevel(fares, 1, 6000, 10, 10)).toBe(0);
    expect(protectionLevel(fares, 0, 1000, 10, 10)).toBe(0);
  });

  it('pool the classes above a cheap request, and never hold more rooms than the hotel has', () => {
    // Mean 10, sd 1.5 x sqrt 2, weighted fare 4500: P(D > y) = 1500 / 4500 gives y = 10.9.
    expect(protectionLevel(fares, 2, 1500, 10, 12)).toBe(11);
    expect(protectionLevel(fares, 2, 1500, 10, 10)).toBe(10);
  });

  it('hold nothing on a night the forecast leaves empty', () => {
    expect(protectionLevel(fares, 1, 3000, 0, 10)).toBe(0);
  });

  it('follow the forecast night by night', () => {
    const session = hotel({
      totalRooms: 10,
      rates: { premium: 6000, standard: 3000 },
      occupancy: { Sun: '0', Mon: '0', Tue: '0', Wed: '0', Thu: '40', Fri: '100', Sat: '100' },
    });
    expect(forecastDemand(session)).toEqual([0, 0, 0, 0, 4, 10, 10]);
    expect(protectionFor(session, 3000)).toEqual([0, 0, 0, 0, 2, 5, 5]);
    expect(protectionFor(session, 6000)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('EMSR-b booking limits', () => {
  const session = hotel({
    totalRooms: 10,
    rates: { premium: 6000, standard: 3000 },
    occupancy: { Sun: '0', Mon: '0', Tue: '0', Wed: '0', Thu: '0', Fri: '100', Sat: '0' },
  });
  const friday = (noOfRoom: number, perNight: number) => scenario({ checkInDay: 'Friday', roomNights: 1, noOfRoom, totalRate: noOfRoom * perNight });

  it('sells a lower class while more rooms than the protection level stay free', () => {
    // Friday protects 5 rooms for the ₹6,000 class: 5 standard rooms leave exactly 5.
    expect(emsrB({ session, play: startPlay(session), request: friday(5, 3000) })).toBe('acc');
    expect(emsrB({ session, play: startPlay(session), request: friday(6, 3000) })).toBe('dec');
  });

  it('closes the lower class once the protected rooms are all that is left, but still sells the top class', () => {
    const play = weekAccepting(session, friday(5, 3000));
    expect(emsrB({ session, play, request: friday(1, 3000) })).toBe('dec');
    expect(emsrB({ session, play, request: friday(1, 6000) })).toBe('acc');
  });

  it('checks every night of the stay and sells freely where the forecast is empty', () => {
    const thursdayToFriday = scenario({ checkInDay: 'Thursday', roomNights: 2, noOfRoom: 6, totalRate: 6 * 2 * 3000 });
    const monday = scenario({ checkInDay: 'Monday', roomNights: 1, noOfRoom: 10, totalRate: 10 * 3000 });
    expect(emsrB({ session, play: startPlay(session), request: thursdayToFriday })).toBe('dec');
    expect(emsrB({ session, play: startPlay(session), request: monday })).toBe('acc');
  });

  it('holds almost the whole house against a rate under the card on a night that will sell out, and accepts a banquet', () => {
    expect(emsrB({ session, play: startPlay(session), request: friday(1, 2000) })).toBe('dec');
    const banquet = scenario({ type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Hall'], checkInDay: 'Friday', totalRate: 1 });
    expect(emsrB({ session, play: startPlay(session), request: banquet })).toBe('acc');
  });
});

import { describe, expect, it } from 'vitest';
import { occupancySchema, ratesSchema, sessionCreateInputSchema } from './session.js';

const valid = {
  name: 'Week',
  hotelName: 'Hotel',
  totalRooms: 5,
  baseADR: 3300,
  maxParticipants: 20,
  rates: { Deluxe: 4000 },
  occupancy: { Sun: 40, Mon: 50, Tue: 60, Wed: 65, Thu: 70, Fri: 85, Sat: 90 },
};
const firstMessage = (v: unknown) => sessionCreateInputSchema.safeParse(v).error?.issues[0]?.message;

describe('session schemas', () => {
  it('accepts the wizard payload with defaults for team size, auto-assign and banquets', () => {
    expect(sessionCreateInputSchema.parse(valid)).toMatchObject({ teamSize: '4', autoAssignTeams: false, banquet: [], rates: { deluxe: 4000 } });
    expect(sessionCreateInputSchema.parse({ ...valid, teamSize: 3 }).teamSize).toBe('3');
    expect(sessionCreateInputSchema.parse({ ...valid, teamSize: '' }).teamSize).toBe('4');
  });

  it("uses the wizard's messages for bad values", () => {
    expect(firstMessage({ ...valid, name: ' ' })).toBe('Please enter a session name');
    expect(firstMessage({ ...valid, hotelName: undefined })).toBe('Please enter a hotel name');
    expect(firstMessage({ ...valid, totalRooms: 0 })).toBe('Please enter a valid number of rooms');
    expect(firstMessage({ ...valid, baseADR: '-1' })).toBe('Please enter a valid base ADR');
    expect(firstMessage({ ...valid, maxParticipants: 'many' })).toBe('Please enter a valid number of participants');
    expect(firstMessage({ ...valid, teamSize: '0' })).toBe('Please enter a valid team size');
    expect(firstMessage({ ...valid, rates: {} })).toBe('Please add at least one rate type');
  });

  it('refuses an end date before the start date', () => {
    expect(firstMessage({ ...valid, startDate: '2026-11-29T00:00:00Z', endDate: '2026-11-22T00:00:00Z' })).toBe('endDate must not be before startDate');
  });

  it('lower-cases rate names and refuses rates that are not positive', () => {
    expect(ratesSchema.parse({ ' Suite ': '6000' })).toEqual({ suite: 6000 });
    expect(ratesSchema.safeParse({ suite: 0 }).error?.issues[0]?.message).toBe('rate must be more than 0');
    // JSON.parse makes '__proto__' an own key, which a record would drop without a word.
    expect(ratesSchema.safeParse(JSON.parse('{"__proto__": 100, "standard": 900}')).error?.issues[0]?.message).toBe('rate name __proto__ is reserved');
  });

  it('stores occupancy under Sun..Sat whatever spelling it came in', () => {
    expect(occupancySchema.parse({ Sunday: '40', M: 50, T: '60', W: 65, Th: '70', F: 85, Sat: '90' })).toEqual({
      Sun: '40',
      Mon: '50',
      Tue: '60',
      Wed: '65',
      Thu: '70',
      Fri: '85',
      Sat: '90',
    });
  });

  it('asks for all seven days within 0..100', () => {
    expect(occupancySchema.safeParse({ Sun: 40 }).error?.issues[0]?.message).toBe('Please enter occupancy for all days');
    expect(occupancySchema.safeParse({ ...valid.occupancy, Wed: '' }).error?.issues[0]?.message).toBe('Please enter occupancy for all days');
    expect(occupancySchema.safeParse({ ...valid.occupancy, Wed: 101 }).error?.issues[0]?.message).toBe('Occupancy must be between 0 and 100%');
    expect(occupancySchema.safeParse({ ...valid.occupancy, Someday: 1 }).error?.issues[0]?.message).toBe("unknown day 'Someday'");
  });
});

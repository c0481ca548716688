/** A session for the component tests: a ten-room demo hotel, its forecast rising through the week. Test support only. */
import type { Session } from '@front-desk-rm/engine/domain';

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 'S1',
    ownerId: 'ADMIN1',
    gameCode: 'ABC234',
    name: 'Demo week',
    hotelName: 'Demo Grand Hotel',
    totalRooms: 10,
    baseADR: 4000,
    maxParticipants: 20,
    autoAssignTeams: false,
    teamSize: '4',
    startDate: '2026-11-23T09:00:00.000Z',
    endDate: '2026-11-29T09:00:00.000Z',
    status: 'upcoming',
    rates: { standard: 2500, deluxe: 4000 },
    occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '70', Thu: '80', Fri: '90', Sat: '100' },
    banquet: [],
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    ...overrides,
  };
}

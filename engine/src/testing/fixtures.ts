/** A small hotel and deck that the engine's tests share. Test support only; not exported by the engine. */
import type { PlayScenario, Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { decide, startPlay, type TeamPlay } from '../rules/team-play.js';

export const T0 = '2026-11-22T09:00:00.000Z';

export function hotel(overrides: Partial<Session> = {}): Session {
  return {
    id: 'S1',
    ownerId: 'ADMIN1',
    gameCode: 'ABC234',
    name: 'Demo week',
    hotelName: 'Demo Grand Hotel',
    totalRooms: 3,
    baseADR: 3300,
    maxParticipants: 20,
    autoAssignTeams: false,
    teamSize: '4',
    startDate: T0,
    endDate: '2026-11-29T09:00:00.000Z',
    status: 'live',
    rates: { standard: 3000, deluxe: 4000, suite: 6000 },
    occupancy: { Sun: '40', Mon: '55', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
    banquet: [
      { id: 'H1', name: 'Grand Hall', rate: 20000, capacity: 200 },
      { id: 'H2', name: 'Terrace', rate: 8000, capacity: null },
    ],
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

let seq = 0;
export function scenario(overrides: Partial<Scenario> = {}): Scenario {
  seq += 1;
  return {
    _id: `SC${String(seq).padStart(3, '0')}`,
    sessionId: 'S1',
    reservationName: 'Guest',
    description: 'A booking',
    type: 'RoomOnly',
    checkInDay: 'Monday',
    roomNights: 2,
    noOfRoom: 1,
    noOfBanquet: 0,
    rateType: ['deluxe'],
    totalRate: 8000,
    createdAt: new Date(Date.parse(T0) + seq).toISOString(),
    ...overrides,
  };
}

export function play(s: Scenario): PlayScenario {
  return s;
}

/** The team's week after accepting each of `requests` in turn; a request the rules refuse fails the test. */
export function weekAccepting(session: Session, ...requests: PlayScenario[]): TeamPlay {
  let week = startPlay(session);
  for (const r of requests) {
    const done = decide(week, session, r, 'acc');
    if (!done.ok) throw new Error(done.message);
    week = done.play;
  }
  return week;
}

/**
 * The demo hotel and its deck of twelve booking requests. The server seeds the
 * demo session from it, and a guest plays it as a practice game on the device
 * (docs/rules.md §10: a guest's game never reaches the leaderboard), so both show the
 * same week.
 */
import type { Scenario } from '../domain/scenario.js';
import type { ScenarioType } from '../domain/booking-types.js';
import type { Session } from '../domain/session.js';
import { scenarioDescription, scenarioTotal } from '../rules/scenario-total.js';

export const DEMO_HOTEL = {
  name: 'Demo Grand Hotel',
  hotelName: 'Demo Grand Hotel, Indore',
  totalRooms: 10,
  baseADR: 3300,
  maxParticipants: 24,
  autoAssignTeams: false,
  teamSize: '4',
  rates: { standard: 3000, deluxe: 4200, suite: 6500 },
  occupancy: { Sun: '45', Mon: '55', Tue: '60', Wed: '62', Thu: '70', Fri: '88', Sat: '92' },
  banquet: [
    { name: 'Grand Ballroom', rate: 45000, capacity: 300 },
    { name: 'Garden Terrace', rate: 18000, capacity: 120 },
  ],
};

export interface DemoRequest {
  reservationName: string;
  type: ScenarioType;
  checkInDay: string;
  roomNights: number;
  noOfRoom: number;
  noOfBanquet: number;
  rateType: string[];
}

/** Mixed on purpose: stays that wrap Saturday to Sunday, a ballroom asked for twice, more rooms than Wednesday holds. */
export const DEMO_DECK: readonly DemoRequest[] = [
  {
    reservationName: 'Sharma Wedding',
    type: 'RoomAndBanquet',
    checkInDay: 'Friday',
    roomNights: 3,
    noOfRoom: 6,
    noOfBanquet: 1,
    rateType: ['deluxe', 'Grand Ballroom'],
  },
  { reservationName: 'Infosys Offsite', type: 'RoomOnly', checkInDay: 'Monday', roomNights: 3, noOfRoom: 5, noOfBanquet: 0, rateType: ['standard'] },
  { reservationName: 'Kapoor Family', type: 'RoomOnly', checkInDay: 'Saturday', roomNights: 2, noOfRoom: 2, noOfBanquet: 0, rateType: ['suite'] },
  {
    reservationName: 'Lions Club Dinner',
    type: 'BanquetOnly',
    checkInDay: 'Thursday',
    roomNights: 1,
    noOfRoom: 0,
    noOfBanquet: 1,
    rateType: ['Garden Terrace'],
  },
  {
    reservationName: 'Pharma Conference',
    type: 'RoomAndBanquet',
    checkInDay: 'Tuesday',
    roomNights: 2,
    noOfRoom: 4,
    noOfBanquet: 1,
    rateType: ['standard', 'Garden Terrace'],
  },
  {
    reservationName: 'Mehta Anniversary',
    type: 'BanquetOnly',
    checkInDay: 'Saturday',
    roomNights: 1,
    noOfRoom: 0,
    noOfBanquet: 1,
    rateType: ['Grand Ballroom'],
  },
  { reservationName: 'Airline Crew', type: 'RoomOnly', checkInDay: 'Sunday', roomNights: 7, noOfRoom: 2, noOfBanquet: 0, rateType: ['standard'] },
  { reservationName: 'Cricket Academy', type: 'RoomOnly', checkInDay: 'Wednesday', roomNights: 3, noOfRoom: 6, noOfBanquet: 0, rateType: ['deluxe'] },
  {
    reservationName: 'Startup Launch',
    type: 'RoomAndBanquet',
    checkInDay: 'Thursday',
    roomNights: 2,
    noOfRoom: 3,
    noOfBanquet: 1,
    rateType: ['suite', 'Grand Ballroom'],
  },
  { reservationName: 'Walk-in Couple', type: 'RoomOnly', checkInDay: 'Friday', roomNights: 1, noOfRoom: 1, noOfBanquet: 0, rateType: ['suite'] },
  { reservationName: 'Gupta Engagement', type: 'BanquetOnly', checkInDay: 'Sunday', roomNights: 1, noOfRoom: 0, noOfBanquet: 1, rateType: ['Garden Terrace'] },
  { reservationName: 'Government Delegation', type: 'RoomOnly', checkInDay: 'Thursday', roomNights: 4, noOfRoom: 4, noOfBanquet: 0, rateType: ['deluxe'] },
];

/** A request's total and its generated description, as the host's form would write them. */
export function demoRequestFields(s: DemoRequest): DemoRequest & { totalRate: number; description: string } {
  const input = { ...s, noOfRoom: String(s.noOfRoom), roomNights: String(s.roomNights), noOfBanquet: String(s.noOfBanquet) };
  // Priced as the host's form prices: rooms plus the hall, each for every night.
  const totalRate = scenarioTotal(input, DEMO_HOTEL.rates, DEMO_HOTEL.banquet);
  return { ...s, totalRate, description: scenarioDescription(input, totalRate) };
}

export const PRACTICE_SESSION_ID = 'practice';

/** The guest's practice game: the demo hotel and deck, held on the device only. */
export function practicePack(createdAt: string): { session: Session; deck: Scenario[] } {
  const session: Session = {
    ...DEMO_HOTEL,
    id: PRACTICE_SESSION_ID,
    ownerId: 'practice',
    gameCode: '',
    name: 'Practice game',
    status: 'live',
    startDate: createdAt,
    endDate: createdAt,
    banquet: DEMO_HOTEL.banquet.map((h, i) => ({ ...h, id: `practice-hall-${i + 1}` })),
    createdAt,
    updatedAt: createdAt,
  };
  const deck = DEMO_DECK.map((s, i): Scenario => {
    const f = demoRequestFields(s);
    return {
      _id: `practice-${String(i + 1).padStart(2, '0')}`,
      sessionId: PRACTICE_SESSION_ID,
      reservationName: f.reservationName,
      description: f.description,
      type: f.type,
      checkInDay: f.checkInDay as Scenario['checkInDay'],
      roomNights: f.roomNights,
      noOfRoom: f.noOfRoom,
      noOfBanquet: f.type === 'RoomOnly' ? 0 : Math.max(1, f.noOfBanquet),
      rateType: f.rateType,
      totalRate: f.totalRate,
      createdAt: new Date(Date.parse(createdAt) + i).toISOString(),
    };
  });
  return { session, deck };
}

/**
 * First-start demo data: a host, a super admin, "Demo Grand Hotel" with a deck of
 * twelve booking requests and two teams of four, and forty properties. The game
 * itself is created through the engine's mutations, exactly as a host would.
 */
import { put, scenarioDescription, scenarioTotal, type Member, type Session, type Team } from '@front-desk-rm/engine';
import { hashPassword } from './auth/passwords.js';
import type { Config } from './config.js';
import type { Services } from './services.js';

export const DEMO_GAME_CODE = 'DEMO26';

const HOTEL = {
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

type Seeded = { reservationName: string; type: 'RoomOnly' | 'BanquetOnly' | 'RoomAndBanquet'; checkInDay: string; roomNights: number; noOfRoom: number; noOfBanquet: number; rateType: string[] };

/** Mixed on purpose: stays that wrap Saturday to Sunday, a ballroom asked for twice, more rooms than Wednesday holds. */
const DECK: Seeded[] = [
  { reservationName: 'Sharma Wedding', type: 'RoomAndBanquet', checkInDay: 'Friday', roomNights: 3, noOfRoom: 6, noOfBanquet: 1, rateType: ['deluxe', 'Grand Ballroom'] },
  { reservationName: 'Infosys Offsite', type: 'RoomOnly', checkInDay: 'Monday', roomNights: 3, noOfRoom: 5, noOfBanquet: 0, rateType: ['standard'] },
  { reservationName: 'Kapoor Family', type: 'RoomOnly', checkInDay: 'Saturday', roomNights: 2, noOfRoom: 2, noOfBanquet: 0, rateType: ['suite'] },
  { reservationName: 'Lions Club Dinner', type: 'BanquetOnly', checkInDay: 'Thursday', roomNights: 1, noOfRoom: 0, noOfBanquet: 1, rateType: ['Garden Terrace'] },
  { reservationName: 'Pharma Conference', type: 'RoomAndBanquet', checkInDay: 'Tuesday', roomNights: 2, noOfRoom: 4, noOfBanquet: 1, rateType: ['standard', 'Garden Terrace'] },
  { reservationName: 'Mehta Anniversary', type: 'BanquetOnly', checkInDay: 'Saturday', roomNights: 1, noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Ballroom'] },
  { reservationName: 'Airline Crew', type: 'RoomOnly', checkInDay: 'Sunday', roomNights: 7, noOfRoom: 2, noOfBanquet: 0, rateType: ['standard'] },
  { reservationName: 'Cricket Academy', type: 'RoomOnly', checkInDay: 'Wednesday', roomNights: 3, noOfRoom: 6, noOfBanquet: 0, rateType: ['deluxe'] },
  { reservationName: 'Startup Launch', type: 'RoomAndBanquet', checkInDay: 'Thursday', roomNights: 2, noOfRoom: 3, noOfBanquet: 1, rateType: ['suite', 'Grand Ballroom'] },
  { reservationName: 'Walk-in Couple', type: 'RoomOnly', checkInDay: 'Friday', roomNights: 1, noOfRoom: 1, noOfBanquet: 0, rateType: ['suite'] },
  { reservationName: 'Gupta Engagement', type: 'BanquetOnly', checkInDay: 'Sunday', roomNights: 1, noOfRoom: 0, noOfBanquet: 1, rateType: ['Garden Terrace'] },
  { reservationName: 'Government Delegation', type: 'RoomOnly', checkInDay: 'Thursday', roomNights: 4, noOfRoom: 4, noOfBanquet: 0, rateType: ['deluxe'] },
];

/**
 * A room-and-banquet package priced as a hotel would: rooms x nights x rate plus
 * the hall for each night. (The form's formula multiplies the hall by the rooms
 * too, which would show a ₹41,700 ADR for a ₹4,200 room.)
 */
function packageTotal(s: Seeded): number | null {
  if (s.type !== 'RoomAndBanquet') return null;
  const room = s.rateType.map((r) => HOTEL.rates[r as keyof typeof HOTEL.rates]).find((v) => v !== undefined) ?? 0;
  const hall = HOTEL.banquet.find((h) => s.rateType.includes(h.name))?.rate ?? 0;
  return (room * s.noOfRoom + hall) * s.roomNights;
}

export const DEMO_TEAMS = [
  { name: 'Team 1', players: ['Priya Nair', 'Arjun Mehta', 'Kavya Iyer', 'Rohan Das'] },
  { name: 'Team 2', players: ['Sneha Kulkarni', 'Vikram Singh', 'Ananya Bose', 'Farhan Ali'] },
];

export const demoEmail = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@demo.frontdeskrm.test`;

const BRANDS = ['Lakeview', 'Heritage', 'Royal Orchid', 'Sapphire', 'Banyan Tree', 'Marigold', 'Silver Sands', 'Palm Grove'];
const KINDS = ['Residency', 'Suites', 'Inn', 'Resort', 'Grand'];
const CITIES = ['Indore', 'Bhopal', 'Jaipur', 'Udaipur', 'Goa', 'Pune', 'Kochi', 'Mysuru', 'Shimla', 'Rishikesh'];

function demoProperties() {
  return Array.from({ length: 40 }, (_, i) => {
    const city = CITIES[i % CITIES.length]!;
    return {
      hId: `HTL-${1001 + i}`,
      propertyName: `${BRANDS[i % BRANDS.length]} ${KINDS[i % KINDS.length]} ${city}`,
      // Every fourth property is inactive, so the dashboard's filters have something to show.
      isActive: i % 4 !== 3,
      city,
      country: 'India',
      rooms: 20 + ((i * 17) % 160),
      createdAt: new Date(Date.UTC(2025, i % 12, 1 + (i % 27))).toISOString(),
    };
  });
}

export interface SeedReport {
  seeded: boolean;
  gameCode: string;
  captains: string[];
}

/** Seeds an empty database; a database that already has accounts is left alone. */
export async function seedDemo(services: Services, config: Config): Promise<SeedReport> {
  const { users, game, db } = services;
  if (users.count() > 0) return { seeded: false, gameCode: DEMO_GAME_CODE, captains: DEMO_TEAMS.map((t) => demoEmail(t.players[0]!)) };

  const at = services.now().toISOString();
  const adminId = services.newId();
  const [adminHash, superHash] = await Promise.all([hashPassword(config.seedAdminPassword), hashPassword(config.seedSuperPassword)]);

  db.transaction(() => {
    users.insert({ id: adminId, email: config.seedAdminEmail.toLowerCase(), name: 'Demo Host', role: 'admin', password_hash: adminHash, created_at: at });
    users.insert({ id: services.newId(), email: config.seedSuperEmail.toLowerCase(), name: 'Demo Super Admin', role: 'super', password_hash: superHash, created_at: at });
    for (const p of demoProperties()) services.properties.put(p);
  })();

  const host = { kind: 'admin' as const, userId: adminId };
  const created = services.run('createSession', { sessionData: HOTEL }, host);
  if (!created.ok) throw new Error(`seed: ${created.reason}`);
  const session = created.value as Session;
  const sessionId = session.id;

  db.transaction(() => {
    // A fixed code lets the demo be joined from the printed instructions.
    game.write([put('sessions', sessionId, { ...session, gameCode: DEMO_GAME_CODE })], at);
    DEMO_TEAMS.forEach((t, ti) => {
      const team: Team = { id: services.newId(), sessionId, name: t.name, status: 'waiting', readyAt: null, createdAt: new Date(Date.parse(at) + ti).toISOString() };
      const members: Member[] = t.players.map((name, i) => ({
        id: services.newId(),
        sessionId,
        name,
        email: demoEmail(name),
        phone: `+91 98${ti}${i}0 0000${i}`,
        role: i === 0 ? 'captain' : 'participant',
        teamId: team.id,
        createdAt: new Date(Date.parse(at) + ti * 10 + i).toISOString(),
      }));
      game.write([put('teams', team.id, team), ...members.map((m) => put('members', m.id, m))], at);
    });
  })();

  for (const s of DECK) {
    const input = { ...s, noOfRoom: String(s.noOfRoom), roomNights: String(s.roomNights), noOfBanquet: String(s.noOfBanquet) };
    const totalRate = packageTotal(s) ?? scenarioTotal(input, HOTEL.rates, HOTEL.banquet);
    const description = scenarioDescription({ ...input, reservationName: s.reservationName, checkInDay: s.checkInDay }, totalRate);
    const added = services.run('addScenario', { ...s, sessionId, description, totalRate }, host);
    if (!added.ok) throw new Error(`seed: ${s.reservationName}: ${added.reason}`);
  }
  const live = services.run('setSessionStatus', { sessionId, status: 'live' }, host);
  if (!live.ok) throw new Error(`seed: ${live.reason}`);
  return { seeded: true, gameCode: DEMO_GAME_CODE, captains: DEMO_TEAMS.map((t) => demoEmail(t.players[0]!)) };
}

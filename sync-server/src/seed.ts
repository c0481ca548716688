/**
 * First-start demo data: a host, a super admin, "Demo Grand Hotel" with a deck of
 * twelve booking requests and two teams of four, and forty properties. The game
 * itself is created through the engine's mutations, exactly as a host would.
 */
import { DEMO_DECK, DEMO_HOTEL, demoRequestFields, createRow, put, type Member, type Team } from '@front-desk-rm/engine';
import { hashPassword } from './auth/passwords.js';
import type { Config } from './config.js';
import type { Services } from './services.js';

export const DEMO_GAME_CODE = 'DEMO26';

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
  const { users, store } = services;
  if ((await users.count()) > 0) return { seeded: false, gameCode: DEMO_GAME_CODE, captains: DEMO_TEAMS.map((t) => demoEmail(t.players[0]!)) };

  const at = services.now().toISOString();
  const adminId = services.newId();
  const [adminHash, superHash] = await Promise.all([hashPassword(config.seedAdminPassword), hashPassword(config.seedSuperPassword)]);

  const accounts = store.transaction(null, async (tx) => {
    await tx.users.insert({ id: adminId, email: config.seedAdminEmail.toLowerCase(), name: 'Demo Host', role: 'admin', password_hash: adminHash, created_at: at });
    await tx.users.insert({ id: services.newId(), email: config.seedSuperEmail.toLowerCase(), name: 'Demo Super Admin', role: 'super', password_hash: superHash, created_at: at });
    for (const p of demoProperties()) await tx.properties.put(p);
  });
  try {
    await accounts;
  } catch (err) {
    // Several instances starting at once on one PostgreSQL: one seeds, the others find its accounts and leave them be.
    if ((await users.count()) > 0) return { seeded: false, gameCode: DEMO_GAME_CODE, captains: DEMO_TEAMS.map((t) => demoEmail(t.players[0]!)) };
    throw err;
  }

  const host = { kind: 'admin' as const, userId: adminId };
  const created = await services.run('createSession', { sessionData: DEMO_HOTEL }, host);
  if (!created.ok || !created.value) throw new Error(`seed: ${created.ok ? 'no session was made' : created.reason}`);
  const session = created.value;
  const sessionId = session.id;

  await store.transaction(sessionId, async (tx) => {
    // A fixed code lets the demo be joined from the printed instructions.
    await tx.game.write([put('sessions', sessionId, { ...session, gameCode: DEMO_GAME_CODE })], at, sessionId);
    for (const [ti, t] of DEMO_TEAMS.entries()) {
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
      await tx.game.write([createRow('teams', team.id, team), ...members.map((m) => createRow('members', m.id, m))], at, sessionId);
    }
  });
  services.release(sessionId);

  for (const request of DEMO_DECK) {
    const added = await services.run('addScenario', { ...demoRequestFields(request), sessionId }, host);
    if (!added.ok) throw new Error(`seed: ${request.reservationName}: ${added.reason}`);
  }
  const live = await services.run('setSessionStatus', { sessionId, status: 'live' }, host);
  if (!live.ok) throw new Error(`seed: ${live.reason}`);
  return { seeded: true, gameCode: DEMO_GAME_CODE, captains: DEMO_TEAMS.map((t) => demoEmail(t.players[0]!)) };
}

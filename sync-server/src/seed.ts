/**
 * First-start demo data: a host, a super admin, "Demo Grand Hotel" with a deck of
 * twelve booking requests and two teams of four, and forty properties. The game
 * itself is created through the engine's mutations, exactly as a host would;
 * only its fixed game code, one the engine never draws, is written beside them.
 */
import { DEMO_DECK, DEMO_HOTEL, demoRequestFields } from '@front-desk-rm/engine/demo';
import { put, type MutationArgs, type MutationName, type MutationValue } from '@front-desk-rm/engine/mutations';
import { hashPassword, PASSWORD_COST } from './auth/passwords.js';
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

/**
 * Seeds an empty database; a database that already has accounts is left alone. `passwordCost`: test support seeds
 * its throw-away accounts at TEST_PASSWORD_COST; a real start keeps the real cost.
 */
export async function seedDemo(services: Services, config: Config, { passwordCost = PASSWORD_COST } = {}): Promise<SeedReport> {
  const { store, run } = services;
  const { users } = store;
  if ((await users.count()) > 0) return { seeded: false, gameCode: DEMO_GAME_CODE, captains: DEMO_TEAMS.map((t) => demoEmail(t.players[0]!)) };

  const at = services.now().toISOString();
  const adminId = services.newId();
  const [adminHash, superHash] = await Promise.all([
    hashPassword(config.seedAdminPassword, passwordCost),
    hashPassword(config.seedSuperPassword, passwordCost),
  ]);

  const accounts = store.transaction(null, async (tx) => {
    await tx.users.insert({
      id: adminId,
      email: config.seedAdminEmail.toLowerCase(),
      name: 'Demo Host',
      role: 'admin',
      password_hash: adminHash,
      created_at: at,
    });
    await tx.users.insert({
      id: services.newId(),
      email: config.seedSuperEmail.toLowerCase(),
      name: 'Demo Super Admin',
      role: 'super',
      password_hash: superHash,
      created_at: at,
    });
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
  /** Runs one of the host's mutations; the seed stops at the first refusal. */
  const asHost = async <N extends MutationName>(name: N, args: MutationArgs<N>, what: string) => {
    const outcome = await run(name, args, host);
    if (!outcome.ok) throw new Error(`seed: ${what}: ${outcome.reason}`);
    return outcome.value as MutationValue<N>;
  };
  const session = await asHost('createSession', { sessionData: DEMO_HOTEL }, 'the session');
  const sessionId = session.id;

  // A fixed code lets the demo be joined from the printed instructions. No mutation sets a code (the engine draws its
  // own, from an alphabet without O), so this one row is written beside them, and the held copy is dropped.
  await store.transaction(sessionId, (tx) =>
    tx.game.write([put('sessions', sessionId, { ...session, gameCode: DEMO_GAME_CODE })], services.now().toISOString(), sessionId),
  );
  services.sessions.invalidate(sessionId);

  for (const [ti, t] of DEMO_TEAMS.entries()) {
    const team = await asHost('createTeam', { sessionId, name: t.name }, t.name);
    for (const [i, name] of t.players.entries()) {
      const member = await asHost('addMember', { sessionCode: DEMO_GAME_CODE, name, email: demoEmail(name), phone: `+91 98${ti}${i}0 0000${i}` }, name);
      await asHost('moveMember', { sessionId, memberId: member.id, teamId: team.id }, name);
      if (i === 0) await asHost('setMemberRole', { sessionId, memberId: member.id, role: 'captain' }, name);
    }
  }

  for (const request of DEMO_DECK) await asHost('addScenario', { ...demoRequestFields(request), sessionId }, request.reservationName);
  await asHost('setSessionStatus', { sessionId, status: 'live' }, 'the start');
  return { seeded: true, gameCode: DEMO_GAME_CODE, captains: DEMO_TEAMS.map((t) => demoEmail(t.players[0]!)) };
}

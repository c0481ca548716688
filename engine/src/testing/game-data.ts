/** A seeded GameData and mutation contexts for the mutation tests. Test support only. */
import type { Member, Team } from '../domain/team.js';
import { commit, emptyGameData, type Actor, type MutationContext, type MutationDef, type MutationResult } from '../mutations/model.js';
import type { GameData } from '../domain/game-data.js';
import { T0, hotel, scenario } from './fixtures.js';

export const ADMIN: Actor = { kind: 'admin', userId: 'ADMIN1' };
export const OTHER_ADMIN: Actor = { kind: 'admin', userId: 'ADMIN2' };
export const as = (memberId: string, sessionId = 'S1'): Actor => ({ kind: 'participant', memberId, sessionId });

export function context(actor: Actor, overrides: Partial<MutationContext> = {}): MutationContext {
  let n = 0;
  return { actor, now: T0, newId: () => `ID${++n}`, random: () => 0.5, ...overrides };
}

export function member(id: string, teamId: string | null, role: Member['role'] = 'participant'): Member {
  return { id, sessionId: 'S1', name: `Player ${id}`, email: `${id.toLowerCase()}@example.com`, phone: '+91 98765 43210', role, teamId, createdAt: T0 };
}

export function team(id: string, name: string): Team {
  return { id, sessionId: 'S1', name, status: 'waiting', readyAt: null, createdAt: T0 };
}

/** Demo Grand Hotel, live: two teams (T1 with captain M1 and M2; T2 with M3 and no captain) and a deck of three. */
export function seeded(): GameData {
  const data = emptyGameData();
  const session = hotel();
  data.sessions[session.id] = session;
  for (const s of [
    scenario({ _id: 'A', noOfRoom: 3, roomNights: 2, checkInDay: 'Monday', totalRate: 24000 }),
    scenario({ _id: 'B', noOfRoom: 1, roomNights: 1, checkInDay: 'Tuesday', totalRate: 4000 }),
    scenario({ _id: 'C', type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Hall'], roomNights: 1, checkInDay: 'Friday', totalRate: 20000 }),
  ])
    data.scenarios[s._id] = s;
  for (const t of [team('T1', 'Team 1'), team('T2', 'Team 2')]) data.teams[t.id] = t;
  for (const m of [member('M1', 'T1', 'captain'), member('M2', 'T1'), member('M3', 'T2'), member('M4', null)]) data.members[m.id] = m;
  return data;
}

/** Parses and applies, as the server and the device do. */
export function run<A>(def: MutationDef<A>, data: GameData, args: unknown, ctx: MutationContext): MutationResult {
  const parsed = def.args.safeParse(args);
  if (!parsed.success) throw new Error(`bad args in test: ${parsed.error.message}`);
  return def.apply(data, parsed.data, ctx);
}

export function applied<A>(def: MutationDef<A>, data: GameData, args: unknown, ctx: MutationContext): GameData {
  const result = run(def, data, args, ctx);
  if (!result.ok) throw new Error(`expected ${def.name} to apply: ${result.reason}`);
  return commit(data, result.changes);
}

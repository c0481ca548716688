/**
 * A training room for the projector's tests, made through the documented API:
 * a hotel with a rate card, a forecast and halls, a deck of three, players in
 * teams, and a way for a team's member to decide a request as their tablet
 * would send it. `pace` chooses the room in step or each team at its own pace.
 */
import { ulid } from 'ulid';
import { type HousePolicyId, type Scenario } from '@front-desk-rm/engine/domain';
import { orderDeck } from '@front-desk-rm/engine/rules';
import { ADMIN, apiData } from './game.js';

export const ROOM = {
  name: 'Diwali Week Workshop',
  hotelName: 'Harbour View Kochi',
  totalRooms: 20,
  baseADR: 5200,
  rates: { Deluxe: 6400, Corporate: 5600, 'Group saver': 4300 },
  occupancy: { Sun: 48, Mon: 55, Tue: 61, Wed: 66, Thu: 74, Fri: 88, Sat: 93 },
  banquet: [
    { name: 'Durbar Hall', rate: 85000, capacity: 250 },
    { name: 'Backwater Terrace', rate: 42000, capacity: 80 },
  ],
  requests: [
    {
      reservationName: 'Menon Wedding Party',
      description: 'A wedding weekend with the sangeet in the hall',
      type: 'RoomAndBanquet',
      checkInDay: 'Friday',
      roomNights: 2,
      noOfRoom: 8,
      noOfBanquet: 1,
      rateType: ['Deluxe', 'Durbar Hall'],
    },
    {
      reservationName: 'TCS Leadership Offsite',
      description: 'Three nights midweek for the regional leads',
      type: 'RoomOnly',
      checkInDay: 'Monday',
      roomNights: 3,
      noOfRoom: 6,
      noOfBanquet: '',
      rateType: ['Corporate'],
    },
    {
      reservationName: 'Kerala Tourism Fam Trip',
      description: 'Travel agents on a familiarisation trip',
      type: 'RoomOnly',
      checkInDay: 'Wednesday',
      roomNights: 1,
      noOfRoom: 4,
      noOfBanquet: '',
      rateType: ['Group saver'],
    },
  ],
} as const;

export interface Room {
  token: string;
  session: { id: string; gameCode: string };
  teams: { id: string; name: string; participants: { id: string; name: string }[] }[];
  deck: Scenario[];
  /** A member of team `team` (0-based) decides request `request` (0-based) from their tablet. */
  decide(team: number, request: number, decision: 'acc' | 'dec'): Promise<void>;
  /** The host's change to the session, as the host's device sends it. */
  hostChange(name: 'updateSession' | 'setSessionStatus' | 'moveRoomOn', args: Record<string, unknown>): Promise<void>;
  /** A member of team `team` (0-based) saves one rate for every night of the week being priced, from their tablet. */
  setRates(team: number, price: number): Promise<void>;
}

export async function makeRoom(
  base: string,
  {
    pace,
    teams = 2,
    perTeam = 2,
    start = true,
    house = [],
    pricing = false,
  }: { pace: 'own' | 'inStep'; teams?: number; perTeam?: number; start?: boolean; house?: HousePolicyId[]; pricing?: boolean },
): Promise<Room> {
  const api = (method: string, path: string, token: string | null, body?: unknown) => apiData(base, method, path, token, body);
  const token = (await api('POST', '/api/user/login', null, ADMIN)).token as string;
  const { session } = await api('POST', '/api/session/createSession', token, {
    sessionData: {
      name: ROOM.name,
      hotelName: ROOM.hotelName,
      totalRooms: ROOM.totalRooms,
      baseADR: ROOM.baseADR,
      maxParticipants: 40,
      teamSize: String(perTeam),
      rates: ROOM.rates,
      occupancy: ROOM.occupancy,
      banquet: ROOM.banquet,
      pace,
      // A campaign whose first week opens with a pricing round (issue 36).
      ...(pricing ? { demandModel: 'forecast', weeks: 2, pricingWeeks: [1] } : {}),
    },
  });
  for (const r of ROOM.requests) await api('POST', '/api/session/addScenario', token, { sessionId: session.id, ...r });
  const players = teams * perTeam;
  const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@kochi.test`;
  for (let i = 1; i <= players; i++)
    await api('POST', '/api/user/addMember', null, {
      name: `Player ${i}`,
      email: emailOf(`Player ${i}`),
      phone: '+91 98470 12345',
      sessionCode: session.gameCode,
    });
  const made = (await api('POST', `/api/session/createTeam/${session.id}`, token)).teams as Room['teams'];
  const details = await api('GET', `/api/session/getSessionDetails/${session.id}`, token);
  const deck = orderDeck(details.scenario as Scenario[]);
  const hostChange: Room['hostChange'] = async (name, args) => {
    const pushed = await api('POST', '/api/sync/push', token, { protocol: 2, mutations: [{ id: ulid(), name, args: { sessionId: session.id, ...args } }] });
    if (pushed.results[0].status !== 'applied') throw new Error(`${name}: ${JSON.stringify(pushed.results[0])}`);
  };
  if (house.length > 0) await hostChange('updateSession', { patch: { housePolicies: house } });
  if (start) await api('PATCH', `/api/session/updateSession/${session.id}`, token, { status: 'live' });
  const memberTokens = new Map<number, string>();
  /** One change from a member of team `team`, as their tablet sends it. */
  const fromTablet = async (team: number, name: string, v: number, args: Record<string, unknown>) => {
    let player = memberTokens.get(team);
    if (!player) {
      player = (await api('POST', `/api/user/login/${session.gameCode}`, null, { email: emailOf(made[team]!.participants[0]!.name) })).token as string;
      memberTokens.set(team, player);
    }
    const pushed = await api('POST', '/api/sync/push', player, {
      protocol: 2,
      mutations: [{ id: ulid(), name, v, args: { sessionId: session.id, teamId: made[team]!.id, ...args } }],
    });
    if (pushed.results[0].status !== 'applied') throw new Error(`${name} of team ${team + 1}: ${JSON.stringify(pushed.results[0])}`);
  };
  const decide: Room['decide'] = (team, request, decision) =>
    fromTablet(team, 'recordDecision', 2, { scenarioId: deck[request]!._id, decision, source: 'team' });
  const setRates: Room['setRates'] = (team, price) =>
    fromTablet(team, 'setTeamPrices', 1, { week: 1, prices: Object.fromEntries(['Sun', 'M', 'T', 'W', 'Th', 'F', 'Sat'].map((d) => [d, price])) });
  return { token, session, teams: made, deck, decide, hostChange, setRates };
}

/**
 * A training room as a trainer shapes and runs it (issue 48), tablets in
 * real Chromium, the host through the documented API:
 * - teams shaped by hand once everyone has joined, and a member moved while
 *   the room waits in the lobby: every member's lobby, game and debrief name
 *   their own team, and nobody signs in again;
 * - a room in step through a campaign with a pricing round: the tablets go
 *   onto the room's request when the host starts, and onto week 2's first
 *   request when the host closes the pricing round, without a tap.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { ADMIN, apiData, letsBegin } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const GAME = '/game/revenue-management';
const TABLET = { width: 1024, height: 768 };

const HOTEL = {
  hotelName: 'Malabar Coast Hotel',
  totalRooms: '40',
  baseADR: '6000',
  maxParticipants: '20',
  autoAssignTeams: false,
  teamSize: '4',
  rates: { Deluxe: 6000, Corporate: 5200 },
  occupancy: { Sun: '52', Mon: '61', Tue: '78', Wed: '84', Thu: '80', Fri: '66', Sat: '58' },
  banquet: [],
  pace: 'inStep',
};
const REQUESTS = [
  {
    reservationName: 'Infosys Sales Kick-off',
    description: 'Regional sales team, three nights',
    checkInDay: 'Tuesday',
    roomNights: 3,
    noOfRoom: 12,
    rateType: ['Corporate'],
  },
  { reservationName: 'Thomas Cook Series', description: 'Tour series, two nights', checkInDay: 'Friday', roomNights: 2, noOfRoom: 10, rateType: ['Deluxe'] },
].map((r) => ({ ...r, type: 'RoomOnly', noOfBanquet: '' }));

/** The host, through the documented API, as the control panel would call it. */
async function host(base: string, sessionData: Record<string, unknown>, players: string[]) {
  const api = (method: string, path: string, token: string | null, body?: unknown) => apiData(base, method, path, token, body);
  const token = (await api('POST', '/api/user/login', null, ADMIN)).token as string;
  const { session } = await api('POST', '/api/session/createSession', token, { sessionData });
  for (const r of REQUESTS) await api('POST', '/api/session/addScenario', token, { sessionId: session.id, ...r });
  for (const name of players)
    await api('POST', '/api/user/addMember', null, { name, email: emailOf(name), phone: '+91 98470 12345', sessionCode: session.gameCode });
  const push = async (name: string, args: Record<string, unknown>) => {
    const pushed = await api('POST', '/api/sync/push', token, { protocol: 2, mutations: [{ id: ulid(), name, args: { sessionId: session.id, ...args } }] });
    if (pushed.results[0].status !== 'applied') throw new Error(`${name}: ${JSON.stringify(pushed.results[0])}`);
  };
  const details = async () => api('GET', `/api/session/getSessionDetails/${session.id}`, token);
  return {
    token,
    session: session as { id: string; gameCode: string },
    push,
    details,
    /** A team the host names, and its id. */
    async team(name: string): Promise<string> {
      await push('createTeam', { name });
      return ((await details()).session.team as { id: string; name: string }[]).find((t) => t.name === name)!.id;
    },
    async place(player: string, teamId: string) {
      const member = ((await details()).session.participants as { id: string; email: string }[]).find((p) => p.email === emailOf(player))!;
      await api('PATCH', `/api/session/memberTeam/${session.id}`, token, { memberId: member.id, teamId });
    },
    status: (status: 'live' | 'ended') => api('PATCH', `/api/session/updateSession/${session.id}`, token, { status }),
  };
}

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@malabar.test`;

/** A player's tablet, signed in with the game code and left in the lobby before any team exists. */
async function tablet(browser: Browser, base: string, gameCode: string, player: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: TABLET });
  const page = await ctx.newPage();
  await page.goto(`${base}${GAME}/login/${gameCode}`);
  await page.getByLabel('Email').fill(emailOf(player));
  await page.getByRole('button', { name: 'Login' }).click();
  await letsBegin(page);
  await expect(page.getByText('Your host has not put you in a team yet.')).toBeVisible();
  return page;
}

const request = (page: Page, n: number, total: number) => page.getByText(new RegExp(`Booking request ${n} of ${total}`));

test('teams shaped by hand after everyone has joined, and a member moved in the lobby: each member sees their own team in the lobby, the game and the debrief, without signing in again', async ({
  browser,
}) => {
  const players = ['Anjali Menon', 'Joseph Kurian', 'Fathima Rahman', 'Rahul Nambiar'];
  const room = await host(server.url, { ...HOTEL, name: 'Teams by hand, Kochi' }, players);
  const tablets = await Promise.all(players.map((p) => tablet(browser, server.url, room.session.gameCode, p)));
  const [anjali, joseph, fathima, rahul] = tablets as [Page, Page, Page, Page];

  // Everyone is in: the trainer shapes three teams by hand.
  const backwaters = await room.team('Backwaters Revenue Desk');
  const spice = await room.team('Spice Route');
  const harbour = await room.team('Harbour Lights');
  await room.place('Anjali Menon', backwaters);
  await room.place('Joseph Kurian', backwaters);
  await room.place('Fathima Rahman', spice);
  await room.place('Rahul Nambiar', harbour);
  await expect(anjali.getByRole('heading', { name: 'Backwaters Revenue Desk' })).toBeVisible({ timeout: 20_000 });
  await expect(joseph.getByRole('heading', { name: 'Backwaters Revenue Desk' })).toBeVisible({ timeout: 20_000 });
  await expect(anjali.getByText(/^2 of 4 Members Joined/)).toBeVisible({ timeout: 20_000 });

  // A member moved while the room waits: Joseph goes to Harbour Lights. His lobby follows, and Anjali's no longer counts him.
  await room.place('Joseph Kurian', harbour);
  await expect(joseph.getByRole('heading', { name: 'Harbour Lights' })).toBeVisible({ timeout: 20_000 });
  await expect(anjali.getByText(/^1 of 4 Members Joined/)).toBeVisible({ timeout: 20_000 });
  await expect(rahul.getByText(/^2 of 4 Members Joined/)).toBeVisible({ timeout: 20_000 });
  await expect(fathima.getByRole('heading', { name: 'Spice Route' })).toBeVisible();

  // The room starts in step: every tablet is on request 1 with its own team's name, and nobody pressed anything.
  await room.status('live');
  const own: [Page, string][] = [
    [anjali, 'Backwaters Revenue Desk'],
    [joseph, 'Harbour Lights'],
    [fathima, 'Spice Route'],
    [rahul, 'Harbour Lights'],
  ];
  for (const [page, team] of own) {
    await expect(request(page, 1, REQUESTS.length)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Teams by hand, Kochi · ${team}`)).toBeVisible();
  }
  // Joseph decides for Harbour Lights only if he is its captain; either way the room moves on and the game ends.
  await room.push('moveRoomOn', { from: 0 });
  await room.push('moveRoomOn', { from: 1 });
  await room.status('ended');
  // Every tablet was on its game at the whistle: each reports its decisions all in, and the results reveal themselves (issue 50).
  await expect
    .poll(async () => (await apiData(server.url, 'GET', `/api/session/getSessionDetails/${room.session.id}`, room.token)).session.revealed, {
      timeout: 20_000,
    })
    .toBe(true);

  for (const [page, team] of own) {
    const sessionId = room.session.id;
    await page.goto(`${server.url}${GAME}/debrief/${sessionId}`);
    await expect(page.getByText(`${team} earned`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No team to debrief yet')).toHaveCount(0);
  }
});

test('a room in step through a pricing round: every tablet goes onto request 1 at the start and onto week 2’s first request when the host closes the round, without a tap', async ({
  browser,
}) => {
  const players = ['Meera Pillai', 'Arun Varghese', 'Divya Krishnan'];
  const room = await host(
    server.url,
    { ...HOTEL, name: 'Pricing in step, Kochi', demandModel: 'forecast', weeks: 2, pricingWeeks: [2], priceBounds: { min: 4000, max: 9000 } },
    players,
  );
  const tablets = await Promise.all(players.map((p) => tablet(browser, server.url, room.session.gameCode, p)));
  const pepper = await room.team('Pepper Coast');
  const cardamom = await room.team('Cardamom Hills');
  await room.place('Meera Pillai', pepper);
  await room.place('Arun Varghese', pepper);
  await room.place('Divya Krishnan', cardamom);
  for (const page of tablets) await expect(page.getByText(/Members Joined/)).toBeVisible({ timeout: 20_000 });

  // Week 1: the host starts, and the room is on request 1 on every tablet, captain's and teammate's alike.
  await room.status('live');
  for (const page of tablets) await expect(request(page, 1, REQUESTS.length)).toBeVisible({ timeout: 20_000 });
  await room.push('moveRoomOn', { from: 0 });
  await room.push('moveRoomOn', { from: 1 });
  await room.status('ended');

  // Week 2 opens with its pricing round: the tablets show the rates to set, and no request yet.
  await apiData(server.url, 'POST', `/api/campaign/openNextWeek/${room.session.id}`, room.token, { from: 1 });
  const week2 = (await room.details()).session.scenario.length as number;
  await room.status('live');
  await expect(tablets[0]!.getByRole('heading', { name: 'Set your rates for the week' })).toBeVisible({ timeout: 20_000 });
  await expect(tablets[2]!.getByRole('heading', { name: 'Set your rates for the week' })).toBeVisible({ timeout: 20_000 });
  for (const page of tablets) await expect(page.getByText(/Booking request \d+ of/)).toHaveCount(0);

  // The host closes the round: every tablet is on week 2's first request, with no Start Game to press.
  await apiData(server.url, 'POST', `/api/campaign/closePricing/${room.session.id}`, room.token);
  for (const page of tablets) {
    await expect(request(page, 1, week2)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Start Game' })).toHaveCount(0);
  }
});

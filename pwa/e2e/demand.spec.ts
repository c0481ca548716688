/**
 * Transient guests who arrive as forecast (issue 37), end to end: a session
 * under the forecast demand model, a team that takes a cheap group on the
 * nights the forecast fills. During play the team's figures are its projected
 * week; once the host ends the game, the guests who came; the figures on the
 * tablet are the server's, and the debrief splits the gap to the best week
 * into what better choices were worth and what only hindsight knew.
 */
import { expect } from '@playwright/test';
import { ADMIN, callApi, inr, joinLobby, playRequests, startGame, waitForSync } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const sessionData = {
  name: 'Cheap group week',
  hotelName: 'Lakeview Indore',
  totalRooms: 8,
  baseADR: 4000,
  maxParticipants: 4,
  autoAssignTeams: true,
  teamSize: '1',
  rates: { Deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '50', Tue: '50', Wed: '60', Thu: '95', Fri: '100', Sat: '100' },
  demandModel: 'forecast',
};
const requests = [
  {
    reservationName: 'Cheap Group',
    description: 'Six rooms over the busy nights',
    roomNights: 3,
    rateType: ['deluxe'],
    checkInDay: 'Thursday',
    noOfRoom: 6,
    type: 'RoomOnly',
    noOfBanquet: '',
    totalRate: 27000,
  },
  {
    reservationName: 'Monday Trainers',
    description: 'Three rooms early in the week',
    roomNights: 2,
    rateType: ['deluxe'],
    checkInDay: 'Monday',
    noOfRoom: 3,
    type: 'RoomOnly',
    noOfBanquet: '',
    totalRate: 21000,
  },
];

test('a team that takes a cheap group on the busy nights sees its projected week, then the guests who came, and the debrief says what was in its hands', async ({
  page,
}) => {
  const admin = (await callApi(server.url, 'POST', '/api/user/login', null, ADMIN)).data.token as string;
  const session = (await callApi(server.url, 'POST', '/api/session/createSession', admin, { sessionData })).data.session as { id: string; gameCode: string };
  for (const r of requests) expect((await callApi(server.url, 'POST', '/api/session/addScenario', admin, { ...r, sessionId: session.id })).status).toBe(201);
  await joinLobby(page, server.url, 'front.desk@lakeview.test', session.gameCode, 1);
  // The host makes the one player the team's captain, who decides for it.
  const member = (await callApi(server.url, 'GET', `/api/session/getSessionDetails/${session.id}`, admin)).data.session.participants[0] as { id: string };
  expect((await callApi(server.url, 'PATCH', `/api/session/memberRole/${session.id}`, admin, { memberId: member.id, role: 'captain' })).status).toBe(200);
  await expect(page.getByRole('button', { name: "I'm Ready to Start" })).toBeEnabled({ timeout: 20_000 });
  expect((await callApi(server.url, 'PATCH', `/api/session/updateSession/${session.id}`, admin, { status: 'live' })).status).toBe(200);
  await startGame(page, 2);

  await playRequests(page, 1, 1, undefined, 2);
  // During play: the bookings so far plus the guests the forecast expects in the rooms left free.
  await expect(page.getByText(/^Projected week: your bookings so far, plus about \d+ room-nights/).first()).toBeVisible();
  await playRequests(page, 2, 2, undefined, 2);
  await page.getByRole('button', { name: 'See final stats' }).click();
  await waitForSync(page);

  expect((await callApi(server.url, 'PATCH', `/api/session/updateSession/${session.id}`, admin, { status: 'ended' })).status).toBe(200);
  await expect(page.locator('.final-card').getByText(/^Transient guests took \d+ room-nights in the rooms you left free/)).toBeVisible({ timeout: 20_000 });
  const [row] = (await callApi(server.url, 'GET', `/api/session/getResult/${session.id}`, admin)).data.result as {
    revenue: number;
    projected: boolean;
    tRevPar: number;
  }[];
  expect(row!.projected).toBe(false);
  const card = page.locator('.final-card');
  await expect(card.locator('.figure', { hasText: 'Revenue' }).locator('strong')).toHaveText(inr(row!.revenue));
  await expect(card.locator('.figure', { hasText: 'TRevPAR' }).locator('strong')).toHaveText(inr(row!.tRevPar));
  // The guests who came are told once the game is over; the team's revenue is its bookings and those guests at the base ADR.
  const details = (await callApi(server.url, 'GET', `/api/session/getSessionDetails/${session.id}`, admin)).data.session as {
    realisedDemand: Record<string, number>;
  };
  const free = (day: string) => 8 - (['Th', 'F', 'Sat'].includes(day) ? 6 : 0) - (['M', 'T'].includes(day) ? 3 : 0);
  const transient = Object.entries(details.realisedDemand).reduce((n, [day, demand]) => n + Math.min(demand, free(day)), 0);
  expect(row!.revenue).toBe(27000 + 21000 + 4000 * transient);

  await page.getByRole('link', { name: 'See your debrief' }).click();
  await expect(page.getByRole('heading', { name: 'Debrief' })).toBeVisible();
  await expect(page.locator('.debrief-split')).toContainText(/(Better choices on the same forecast would have earned ₹[\d,]+ more|Your choices earned)/);
  // The cheap group's row says what it cost in guests who came: on its three nights, those the six rooms would have held.
  const away = ['Th', 'F', 'Sat'].reduce((n, day) => n + Math.min(details.realisedDemand[day]!, 8) - Math.min(details.realisedDemand[day]!, 2), 0);
  const groupRow = page.locator('.debrief-table tbody tr', { hasText: 'Cheap Group' });
  await expect(groupRow).toContainText(`Turned away ${away} transient guests who came (${inr(4000 * away)} at the base ADR)`);
});

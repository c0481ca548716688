/**
 * The training room's screen and the booking timer (issue 17): twelve teams
 * on the projector at 1920x1080, and five house teams in their band beside
 * them (issue 38), with nothing scrolled out of view, and a
 * request nobody answered in time reading "Timed out" on the dashboard, the
 * report and the debrief.
 */
import { expect } from '@playwright/test';
import { ulid } from 'ulid';
import { HOUSE_POLICY_IDS } from '@front-desk-rm/engine/domain';
import { ADMIN, adminLogin, waitForSync, apiData } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const api = (method: string, path: string, token: string | null, body?: unknown) => apiData(server.url, method, path, token, body);

/** A session of twelve teams of two and a deck of two, live, with one team's first request timed out. */
async function twelveTeams() {
  const token = (await api('POST', '/api/user/login', null, ADMIN)).token as string;
  const { session } = await api('POST', '/api/session/createSession', token, {
    sessionData: {
      name: 'Projector Week',
      hotelName: 'Lakeview Indore',
      totalRooms: 10,
      baseADR: 3300,
      maxParticipants: 30,
      teamSize: '2',
      rates: { Deluxe: 4200 },
      occupancy: { Sun: 40, Mon: 50, Tue: 60, Wed: 65, Thu: 70, Fri: 85, Sat: 90 },
    },
  });
  for (const name of ['Sharma Wedding', 'Infosys Offsite']) {
    await api('POST', '/api/session/addScenario', token, {
      sessionId: session.id,
      description: name,
      reservationName: name,
      roomNights: 1,
      rateType: ['Deluxe'],
      checkInDay: 'Monday',
      noOfRoom: 2,
      type: 'RoomOnly',
      noOfBanquet: '',
    });
  }
  for (let i = 1; i <= 24; i++)
    await api('POST', '/api/user/addMember', null, {
      name: `Player ${i}`,
      email: `player${i}@hotel.test`,
      phone: '+91 98765 43210',
      sessionCode: session.gameCode,
    });
  const { teams } = await api('POST', `/api/session/createTeam/${session.id}`, token);
  expect(teams).toHaveLength(12);
  await api('PATCH', `/api/session/updateSession/${session.id}`, token, { status: 'live' });
  // Team 1's first member lets the timer run out on the first request.
  const first = teams[0].participants[0] as { id: string; name: string };
  const email = `player${first.name.split(' ')[1]}@hotel.test`;
  const player = await api('POST', `/api/user/login/${session.gameCode}`, null, { email });
  const details = await api('GET', `/api/session/getSessionDetails/${session.id}`, token);
  const scenarioId = details.scenario[0]._id as string;
  const pushed = await api('POST', '/api/sync/push', player.token, {
    protocol: 2,
    mutations: [
      { id: ulid(), name: 'recordDecision', v: 2, args: { sessionId: session.id, teamId: teams[0].id, scenarioId, decision: 'dec', source: 'timer' } },
    ],
  });
  expect(pushed.results[0].status).toBe('applied');
  return { token, session, teams };
}

test('twelve teams fit the projector at 1920x1080, and a timeout reads "Timed out" on the dashboard, the report and the debrief', async ({ page }) => {
  test.setTimeout(120_000);
  const { session, token } = await twelveTeams();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await adminLogin(page, server.url);
  await page.goto(`${server.url}/game/revenue-management/view-dashboard/${session.id}`);
  const team1 = page.getByRole('article', { name: 'Team 1', exact: true });
  await expect(team1.locator('.badge')).toHaveText('Timed out');
  await expect(team1.getByText(/Request 2 of 2 · 1 timed out/)).toBeVisible();

  await page.getByRole('button', { name: 'Projector view' }).click();
  await expect(page).toHaveURL(/display=projector/);
  const cards = page.locator('.projector-card');
  await expect(cards).toHaveCount(12);
  /** Every card whole on the screen, and every house team's in its band, nothing to scroll, and no card's text cut off inside it. */
  async function expectAllOnScreen() {
    const boxes = await page.locator('.projector-card, .projector-house').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(1080);
      expect(box.right).toBeLessThanOrEqual(1920);
    }
    expect(await page.evaluate(() => [document.documentElement.scrollHeight <= innerHeight, document.documentElement.scrollWidth <= innerWidth])).toEqual([
      true,
      true,
    ]);
    expect(await page.locator('.projector-card-inner').evaluateAll((els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1).length)).toBe(0);
  }
  await expectAllOnScreen();
  // The room sees where Team 1 is, not what it (or its timer) chose.
  const team1Card = page.locator('.projector-card').filter({ has: page.getByRole('heading', { name: 'Team 1', exact: true }) });
  await expect(team1Card).toContainText('Request 2 of 2');
  await expect(team1Card).not.toContainText('Timed out');

  // Every house team on as well: twelve cards and five benchmarks in their own band, still all on the screen and none cut off.
  const switched = await api('POST', '/api/sync/push', token, {
    mutations: [{ id: ulid(), name: 'updateSession', args: { sessionId: session.id, patch: { housePolicies: HOUSE_POLICY_IDS } } }],
  });
  expect(switched.results[0].status).toBe('applied');
  await expect(page.locator('.projector-house')).toHaveCount(5, { timeout: 15_000 });
  await expect(cards).toHaveCount(12);
  await expect(page.locator('.projector-grid .projector-house')).toHaveCount(0);
  await expectAllOnScreen();

  // The report and the debrief say the same.
  await page.goto(`${server.url}/game/revenue-management/report/${session.id}`);
  const team1Report = page.locator('.report-team').filter({ has: page.getByRole('heading', { name: 'Team 1: decisions', exact: true }) });
  const timedOutRow = team1Report.getByRole('row', { name: /Sharma Wedding/ });
  await expect(timedOutRow.locator('.badge')).toHaveText('Timed out');
  await expect(timedOutRow).toContainText('Time ran out');
  // Booking types in words, never the code.
  await expect(timedOutRow).toContainText('Rooms only');
  await expect(page.getByText('RoomOnly')).toHaveCount(0);
  await page.goto(`${server.url}/game/revenue-management/debrief/${session.id}`);
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Team 1' });
  await expect(page.getByRole('row', { name: /Sharma Wedding/ }).getByText('Timed out')).toBeVisible();
  await waitForSync(page);
});

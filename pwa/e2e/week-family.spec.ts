/**
 * A week drawn from a family (issue 49), as a trainer meets it: a new
 * session with no requests, the Scenarios tab offers to draw the week, the
 * host picks a family, reads its lesson, draws it, sees the forecast become
 * the family's and the requests in the deck, and draws again after a warning.
 * Screenshots on a tablet, a phone and the projector's 1920x1080.
 */
import { expect } from '@playwright/test';
import { ADMIN, adminLogin, apiData } from './support/game.js';
import { test } from './support/fixtures.js';

const sessionData = {
  name: 'Family week, Pune',
  hotelName: 'Koregaon Park Business Hotel',
  totalRooms: '40',
  baseADR: '6000',
  maxParticipants: '12',
  autoAssignTeams: true,
  teamSize: '2',
  rates: { Standard: 5400, Deluxe: 7500 },
  occupancy: { Sun: '50', Mon: '50', Tue: '50', Wed: '50', Thu: '50', Fri: '50', Sat: '50' },
  banquet: [{ name: 'Grand Ballroom', rate: 45000, capacity: 200 }],
  demandModel: 'forecast',
};

test('the host draws a single week from a family, reads its lesson, and draws it again', async ({ page, fresh }) => {
  const base = fresh.url;
  const token = (await apiData(base, 'POST', '/api/user/login', null, ADMIN)).token as string;
  const session = (await apiData(base, 'POST', '/api/session/createSession', token, { sessionData })).session as { id: string };
  const details = async () => (await apiData(base, 'GET', `/api/session/getSessionDetails/${session.id}`, token)).session;

  await page.setViewportSize({ width: 1024, height: 768 });
  await adminLogin(page, base);
  await page.goto(`${base}/game/revenue-management/session/${session.id}`);
  await page.getByRole('tab', { name: /Scenarios/ }).click();
  const draw = page.getByRole('region', { name: 'Draw the week from a family' });
  await draw.getByLabel('Family', { exact: true }).selectOption({ label: "A city hotel's midweek conference peak" });
  await expect(draw.getByText(/^Tuesday to Thursday fill with business guests/)).toBeVisible();
  await draw.getByRole('button', { name: 'Draw the week' }).click();
  await expect(page.getByText("A city hotel's midweek conference peak: the week is drawn")).toBeVisible();

  // The deck holds the drawn requests, and the forecast is the family's: its midweek busier than the 50% the host wrote.
  const drawn = page.getByRole('region', { name: 'Drawn from a family of weeks' });
  await expect(drawn.getByText("A city hotel's midweek conference peak.", { exact: true })).toBeVisible();
  await expect.poll(async () => (await details()).scenario.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
  const first = await details();
  expect(Number(first.occupancy.Wed)).toBeGreaterThanOrEqual(90);
  expect(first.weekFamilies).toEqual([expect.objectContaining({ week: 1, id: 'conferencePeak' })]);
  await expect(page.getByText(`${first.scenario.length} requests in the deck`)).toBeVisible();
  // The deck meter says what the deck will teach: here, protecting the peak pays.
  const meter = page.getByRole('region', { name: 'What this deck teaches' });
  await expect(meter).toContainText(/Protecting .+ is worth about ₹[\d,]+ here/);
  await page.screenshot({ path: test.info().outputPath('draw-week-tablet.png'), fullPage: true });

  // Drawing again asks first, then replaces the drawn requests.
  await drawn.getByLabel('Family', { exact: true }).selectOption({ label: 'A low week' });
  await drawn.getByRole('button', { name: 'Draw again' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Draw again' }).click();
  await expect(drawn.getByText('A low week.', { exact: true })).toBeVisible();
  await expect(meter).toContainText('nothing to protect');
  await expect
    .poll(
      async () =>
        (await details()).scenario.map((s: { _id: string }) => s._id).filter((id: string) => first.scenario.some((f: { _id: string }) => f._id === id)).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(0);

  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['projector', { width: 1920, height: 1080 }],
  ] as const) {
    await page.setViewportSize(size);
    await drawn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`draw-week-${name}.png`), fullPage: true });
  }
});

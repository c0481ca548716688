/**
 * Every screen of the game and of the host, with real data (the demo week live
 * and part played, and a finished session of two teams), at a phone's, a
 * tablet's and a laptop's size, and the projector view and the side-by-side
 * view at 1920x1080: the checks of support/layout.ts on each, dialogs open
 * included (issue 22).
 */
import { expect, test, type Page } from '@playwright/test';
import { PROJECTOR, PROJECTOR_TYPE, SIZES, screenProblems, textSizeProblems, type Size } from './support/layout.js';
import { makeRoom } from './support/projector-room.js';
import { GAME, setUpGameScreens, showScreen, type GameScreens, type Screen } from './support/screens.js';
import { startServer, type TestServer } from './support/server.js';

let server: TestServer;
let game: GameScreens;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startServer();
  game = await setUpGameScreens(browser, server);
});

test.afterAll(async () => {
  await game?.close();
  await server?.stop();
});

async function checkScreens(screens: Screen[], size: Size) {
  const found: string[] = [];
  let checks = 0;
  for (const screen of screens) {
    await showScreen(server, screen, size);
    const result = await screenProblems(screen.page, size);
    checks += result.checks;
    found.push(...result.problems.map((p) => `${screen.name}: ${p}`));
  }
  console.log(`layout (game, ${size.name} ${size.width}x${size.height}): ${screens.length} screens, ${checks} checks, ${found.length} problems`);
  return found;
}

for (const size of SIZES) {
  test(`the game and the host's screens at ${size.name} size (${size.width}x${size.height})`, async () => {
    test.setTimeout(240_000);
    const found = await checkScreens(game.screens, size);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the projector view at 1920x1080', async () => {
  const found = await checkScreens([game.projector], PROJECTOR);
  found.push(...(await textSizeProblems(game.projector.page, PROJECTOR_TYPE)).map((p) => `projector: ${p}`));
  expect(found, found.join('\n')).toEqual([]);
});

/**
 * Every state of the projector (issue 38) at 1920x1080, with the type a room
 * reads from its back rows: the brief before the start, a pricing round
 * (twelve teams, four with rates saved), the room in step on a
 * request and in its discussion (revealed, the longest), past the last
 * request (twelve teams each), twelve teams at their own pace with every house team in the band,
 * and the podium. And the host's dashboard that drives it, in step, at a
 * landscape tablet's size.
 */
test("the projector's states at 1920x1080, and the host's dashboard in step at 1024x768", async () => {
  test.setTimeout(240_000);
  const host = game.projector.page;
  const projector = (name: string, id: string, open?: Screen['open']): Screen => ({
    name,
    page: host,
    path: `${GAME}/view-dashboard/${id}?display=projector`,
    open,
  });
  const shown = (text: string) => async (page: Page) => void (await expect(page.locator('.projector')).toContainText(text, { timeout: 15_000 }));

  const upcoming = await makeRoom(server.url, { pace: 'inStep', start: false });
  const deciding = await makeRoom(server.url, { pace: 'inStep', teams: 12, perTeam: 1 });
  await deciding.decide(0, 0, 'acc');
  const discussing = await makeRoom(server.url, {
    pace: 'inStep',
    teams: 12,
    perTeam: 1,
    house: ['firstComeFirstServed', 'rateThreshold', 'displacement', 'emsrB', 'hindsightOptimum'],
  });
  await discussing.hostChange('updateSession', { patch: { revealed: true } });
  for (let t = 0; t < 12; t++) await discussing.decide(t, 0, t % 2 === 0 ? 'acc' : 'dec');
  const pricing = await makeRoom(server.url, { pace: 'inStep', teams: 12, perTeam: 1, pricing: true });
  for (const t of [0, 3, 7, 10]) await pricing.setRates(t, 5800);
  const done = await makeRoom(server.url, { pace: 'inStep' });
  for (const from of [0, 1, 2]) await done.hostChange('moveRoomOn', { from });
  const crowd = await makeRoom(server.url, {
    pace: 'own',
    teams: 12,
    perTeam: 1,
    house: ['firstComeFirstServed', 'rateThreshold', 'displacement', 'emsrB', 'hindsightOptimum'],
  });
  for (let t = 0; t < 12; t += 3) await crowd.decide(t, 0, 'acc');
  const finished = await makeRoom(server.url, { pace: 'own', teams: 5, perTeam: 1, house: ['firstComeFirstServed', 'emsrB'] });
  for (let t = 0; t < 5; t++) await finished.decide(t, 0, t === 4 ? 'dec' : 'acc');
  await finished.hostChange('setSessionStatus', { status: 'ended' });

  const screens = [
    projector('projector, brief', upcoming.session.id, shown('Join with the game code')),
    projector('projector, pricing round, twelve teams', pricing.session.id, shown('Rates saved: 4 of 12')),
    projector('projector, in step, deciding', deciding.session.id, shown('Decided: 1 of 12')),
    projector('projector, in step, discussion revealed', discussing.session.id, shown('Hindsight optimum')),
    projector('projector, in step, past the last request', done.session.id, shown('That was the last of 3 requests')),
    projector('projector, twelve teams and five house teams', crowd.session.id, shown('Hindsight optimum')),
    projector('projector, podium', finished.session.id, shown('1st')),
  ];
  const found = await checkScreens(screens, PROJECTOR);
  for (const screen of screens) {
    await showScreen(server, screen, PROJECTOR);
    found.push(...(await textSizeProblems(host, PROJECTOR_TYPE)).map((p) => `${screen.name}: ${p}`));
    await host.screenshot({ path: test.info().outputPath(`${screen.name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
  }
  const dashboard: Screen = {
    name: "host's dashboard, in step",
    page: host,
    path: `${GAME}/view-dashboard/${deciding.session.id}`,
    open: async (page) => void (await expect(page.getByRole('button', { name: 'Next request N' })).toBeVisible()),
  };
  found.push(...(await checkScreens([dashboard], { name: 'tablet, landscape', width: 1024, height: 768, touch: true })));
  await host.screenshot({ path: test.info().outputPath('host-dashboard-in-step.png'), fullPage: true });
  expect(found, found.join('\n')).toEqual([]);
});

test('the side-by-side view at 1920x1080', async () => {
  const found = await checkScreens([game.sideBySide], PROJECTOR);
  expect(found, found.join('\n')).toEqual([]);
});

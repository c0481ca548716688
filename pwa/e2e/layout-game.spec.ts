/**
 * Every screen of the game and of the host, with real data (the demo week live
 * and part played, and a finished session of two teams), at a phone's, a
 * tablet's and a laptop's size, and the projector view and the side-by-side
 * view at 1920x1080: the checks of support/layout.ts on each, dialogs open
 * included (issue 22).
 */
import { expect, test } from '@playwright/test';
import { PROJECTOR, SIZES, screenProblems, type Size } from './support/layout.js';
import { setUpGameScreens, showScreen, type GameScreens, type Screen } from './support/screens.js';
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
  expect(found, found.join('\n')).toEqual([]);
});

test('the side-by-side view at 1920x1080', async () => {
  const found = await checkScreens([game.sideBySide], PROJECTOR);
  expect(found, found.join('\n')).toEqual([]);
});

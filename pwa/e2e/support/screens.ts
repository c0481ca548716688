/**
 * The game's screens with real data, for the layout test and the screenshots:
 * the demo week live and part played (Team 1 on request 4, Team 2 in its
 * lobby), and a finished practice week of two teams, with a host, a live
 * player, a player in the lobby and a player whose game is over, each on a
 * device of their own.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { ADMIN, CAPTAIN, DEMO_CODE, adminLogin, callApi, joinLobby, playRequests, startGame, waitForSync } from './game.js';
import { LOGIN_TEMPLATE_PATH, PRERENDERED_PAGES } from '../../src/app/prerendered-pages.js';

export const GAME = '/game/revenue-management';

/** Every route of the site: the prerendered pages (the login's template as a real code), the property dashboard, and a page that is not there. */
export const SITE_ROUTES = [
  ...PRERENDERED_PAGES.map((p) => (p.path === LOGIN_TEMPLATE_PATH ? `${GAME}/login/${DEMO_CODE}` : p.path)),
  '/tools/properties',
  '/no-such-page',
];
const FINISHED_PLAYER = 'leela.menon@hotel.test';
const LOBBY_PLAYER = 'sneha.kulkarni@demo.frontdeskrm.test';

export interface Screen {
  name: string;
  page: Page;
  path: string;
  /** Brings up the state to check (a dialog open) once the page has drawn. */
  open?: (page: Page) => Promise<void>;
}

export interface GameScreens {
  screens: Screen[];
  projector: Screen;
  /** The side-by-side view, which the trainer projects too. */
  sideBySide: Screen;
  close(): Promise<void>;
}

export async function setUpGameScreens(browser: Browser, server: { url: string }): Promise<GameScreens> {
  const api = async (method: string, path: string, token: string | null, body?: unknown) => {
    const reply = await callApi(server.url, method, path, token, body);
    if (!reply.success) throw new Error(`${method} ${path}: ${reply.message}`);
    return reply.data;
  };
  const contexts: BrowserContext[] = [];
  const device = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  };

  const token = (await api('POST', '/api/user/login', null, ADMIN)).token as string;
  const live = (await api('GET', '/api/session/getSession', token)).sessions.find((s: { gameCode: string }) => s.gameCode === DEMO_CODE) as { id: string };

  // A practice week of two teams of two and three requests, live, Leela its first team's captain.
  const { session: finished } = await api('POST', '/api/session/createSession', token, {
    sessionData: {
      name: 'Monsoon Week Practice',
      hotelName: 'Heritage Suites Udaipur',
      totalRooms: 12,
      baseADR: 4800,
      maxParticipants: 10,
      teamSize: '2',
      rates: { Deluxe: 5200, Corporate: 4600 },
      occupancy: { Sun: 45, Mon: 55, Tue: 62, Wed: 66, Thu: 74, Fri: 88, Sat: 93 },
    },
  });
  for (const [name, day, rooms] of [
    ['Sharma Wedding Party', 'Friday', 4],
    ['Infosys Leadership Offsite', 'Monday', 3],
    ['Kapoor Family Reunion', 'Saturday', 2],
  ] as const) {
    await api('POST', '/api/session/addScenario', token, {
      sessionId: finished.id,
      description: `${name}, two nights`,
      reservationName: name,
      roomNights: 2,
      rateType: ['Deluxe'],
      checkInDay: day,
      noOfRoom: rooms,
      type: 'RoomOnly',
      noOfBanquet: '',
    });
  }
  const people = [
    { name: 'Leela Menon', email: FINISHED_PLAYER },
    { name: 'Tarun Bhat', email: 'tarun.bhat@hotel.test' },
    { name: 'Divya Rao', email: 'divya.rao@hotel.test' },
    { name: 'Imran Sheikh', email: 'imran.sheikh@hotel.test' },
  ];
  for (const p of people) await api('POST', '/api/user/addMember', null, { ...p, phone: '+91 98765 43210', sessionCode: finished.gameCode });
  const { teams } = (await api('POST', `/api/session/createTeam/${finished.id}`, token)) as {
    teams: { id: string; participants: { id: string; name: string }[] }[];
  };
  const leelaTeam = teams.find((t) => t.participants.some((p) => p.name === 'Leela Menon'))!;
  const leela = leelaTeam.participants.find((p) => p.name === 'Leela Menon')!;
  await api('PATCH', `/api/session/memberRole/${finished.id}`, token, { memberId: leela.id, role: 'captain' });
  await api('PATCH', `/api/session/updateSession/${finished.id}`, token, { status: 'live' });

  const host = await device();
  await adminLogin(host, server.url);

  // The demo week: Team 1 part-way through, Team 2 still in its lobby.
  const livePlayer = await device();
  await joinLobby(livePlayer, server.url, CAPTAIN);
  await startGame(livePlayer);
  await playRequests(livePlayer, 1, 3);
  await waitForSync(livePlayer);
  const lobbyPlayer = await device();
  await joinLobby(lobbyPlayer, server.url, LOBBY_PLAYER);
  const lobbyPath = new URL(lobbyPlayer.url()).pathname;

  // The practice week played to the end by both teams, then ended by the host.
  const finishedPlayer = await device();
  await joinLobby(finishedPlayer, server.url, FINISHED_PLAYER, finished.gameCode, 2);
  await startGame(finishedPlayer, 3);
  await playRequests(finishedPlayer, 1, 3, undefined, 3);
  await waitForSync(finishedPlayer);
  const other = teams.find((t) => t.id !== leelaTeam.id)!;
  const otherEmail = people.find((p) => p.name === other.participants[0]!.name)!.email;
  const otherToken = (await api('POST', `/api/user/login/${finished.gameCode}`, null, { email: otherEmail })).token as string;
  const details = await api('GET', `/api/session/getSessionDetails/${finished.id}`, token);
  const mutations = (details.scenario as { _id: string }[]).map((s, i) => ({
    id: ulid(),
    name: 'recordDecision',
    v: 2,
    args: { sessionId: finished.id, teamId: other.id, scenarioId: s._id, decision: i === 1 ? 'dec' : 'acc', source: 'team' },
  }));
  const pushed = await api('POST', '/api/sync/push', otherToken, { protocol: 2, mutations });
  expect(pushed.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
  // House teams beside the people on both weeks' leaderboards, the hindsight optimum among them.
  const house = [live.id, finished.id].map((sessionId) => ({
    id: ulid(),
    name: 'updateSession',
    args: { sessionId, patch: { housePolicies: ['firstComeFirstServed', 'emsrB', 'hindsightOptimum'] } },
  }));
  const switched = await api('POST', '/api/sync/push', token, { mutations: house });
  expect(switched.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
  await api('PATCH', `/api/session/updateSession/${finished.id}`, token, { status: 'ended' });

  // Every team side by side: checked at each size, and at the projector's, where the trainer shows it.
  const sideBySide: Screen = { name: 'side by side', page: host, path: `${GAME}/debrief/${finished.id}/side-by-side` };
  const screens: Screen[] = [
    { name: 'lobby', page: lobbyPlayer, path: lobbyPath },
    { name: 'live game', page: livePlayer, path: `${GAME}/game/${live.id}` },
    { name: 'finished game', page: finishedPlayer, path: `${GAME}/game/${finished.id}` },
    { name: "participant's debrief", page: finishedPlayer, path: `${GAME}/debrief/${finished.id}` },
    { name: 'sessions', page: host, path: `${GAME}/adminDashboard` },
    {
      name: 'sessions, delete dialog open',
      page: host,
      path: `${GAME}/adminDashboard`,
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Delete/ })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { name: 'new session', page: host, path: `${GAME}/create-session` },
    { name: 'control panel, live', page: host, path: `${GAME}/session/${live.id}` },
    {
      name: 'control panel, End Game dialog open',
      page: host,
      path: `${GAME}/session/${live.id}`,
      open: async (page) => {
        await page.getByRole('button', { name: 'End Game' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { name: 'control panel, ended', page: host, path: `${GAME}/session/${finished.id}` },
    { name: 'live dashboard', page: host, path: `${GAME}/view-dashboard/${live.id}` },
    { name: 'results', page: host, path: `${GAME}/result/${finished.id}` },
    { name: 'report', page: host, path: `${GAME}/report/${finished.id}` },
    { name: "host's debrief", page: host, path: `${GAME}/debrief/${finished.id}` },
    sideBySide,
    {
      name: "host's progress",
      page: host,
      path: `${GAME}/progress`,
      // Each participant's row, with the personal code to hand them: the progress comes from the server after the page.
      open: async (page) => expect(page.getByText('Personal code').first()).toBeVisible(),
    },
    {
      name: "participant's progress, asking for the personal code",
      page: finishedPlayer,
      path: `${GAME}/my-progress`,
      open: async (page) => expect(page.getByLabel('Your personal code')).toBeVisible(),
    },
  ];
  return {
    screens,
    projector: { name: 'projector', page: host, path: `${GAME}/view-dashboard/${live.id}?display=projector` },
    sideBySide,
    close: async () => {
      for (const c of contexts) await c.close();
    },
  };
}

/** The page has drawn: its heading is up and its fonts are in. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** Opens a screen at a size, ready to check or to photograph. */
export async function showScreen(server: { url: string }, screen: Screen, size: { width: number; height: number }) {
  await screen.page.setViewportSize({ width: size.width, height: size.height });
  await screen.page.goto(`${server.url}${screen.path}`);
  await settled(screen.page);
  await screen.open?.(screen.page);
}

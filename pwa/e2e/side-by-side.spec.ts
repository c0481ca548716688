import { expect } from '@playwright/test';
import { ulid } from 'ulid';
import { type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { HOUSE_POLICIES, playHousePolicy } from '@front-desk-rm/engine/policies';
import { ADMIN, CAPTAIN, DECK_SIZE, DEMO_CODE, adminLogin, inr, joinLobby, pct, playRequests, startGame, waitForSync, apiData } from './support/game.js';
import { test, type FreshServer } from './support/fixtures.js';

const TEAM_2_CAPTAIN = 'sneha.kulkarni@demo.frontdeskrm.test';
const SWITCHED_ON = ['firstComeFirstServed', 'emsrB', 'hindsightOptimum'] as const;

let server: FreshServer;
test.beforeEach(({ fresh }) => {
  server = fresh;
});

const api = (method: string, path: string, token: string | null, body?: unknown) => apiData(server.url, method, path, token, body);

test('the trainer projects every team and house team side by side: figures, then request by request, refusals told apart and why', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = (await api('POST', '/api/user/login', null, ADMIN)).token as string;
  const session = (await api('GET', '/api/session/getSession', admin)).sessions.find((s: { gameCode: string }) => s.gameCode === DEMO_CODE) as Session;
  await api('POST', '/api/sync/push', admin, {
    mutations: [{ id: ulid(), name: 'updateSession', args: { sessionId: session.id, patch: { housePolicies: [...SWITCHED_ON] } } }],
  });

  // Team 1 plays the week in the browser: it accepts each request, and declines one the rules refuse.
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await joinLobby(player, server.url, CAPTAIN);
  await startGame(player);
  const team1 = await playRequests(player, 1, DECK_SIZE);
  await waitForSync(player);
  expect(team1).toContain('dec');

  // Team 2's captain declines the first three requests from another tablet and leaves the rest.
  const details = await api('GET', `/api/session/getSessionDetails/${session.id}`, admin);
  const deck = details.scenario as Scenario[];
  const team2 = (details.team as { id: string; name: string }[]).find((t) => t.name === 'Team 2')!;
  const sneha = (await api('POST', `/api/user/login/${DEMO_CODE}`, null, { email: TEAM_2_CAPTAIN })).token as string;
  const pushed = await api('POST', '/api/sync/push', sneha, {
    protocol: 2,
    mutations: deck.slice(0, 3).map((s) => ({
      id: ulid(),
      name: 'recordDecision',
      v: 2,
      args: { sessionId: session.id, teamId: team2.id, scenarioId: s._id, decision: 'dec', source: 'team' },
    })),
  });
  expect(pushed.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
  await api('PATCH', `/api/session/updateSession/${session.id}`, admin, { status: 'ended' });

  // The host goes from the results to the side-by-side view, on the projector.
  const hostContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const host = await hostContext.newPage();
  await adminLogin(host, server.url);
  await host.goto(`${server.url}/game/revenue-management/result/${session.id}`);
  await host.getByRole('link', { name: 'Side by side' }).click();
  await expect(host.getByRole('heading', { name: 'Every team side by side' })).toBeVisible();
  await expect(host.getByText(/Best possible week: ₹/)).toBeVisible();

  const table = host.getByRole('table');
  const heads = table.locator('thead th');
  // The teams in leaderboard order (Team 1 earned something, Team 2 nothing), then the house teams switched on.
  await expect(heads).toHaveText([
    'Request',
    'Best week',
    '#1 Team 1',
    '#2 Team 2',
    ...SWITCHED_ON.map((id) => new RegExp(`^${HOUSE_POLICIES.find((p) => p.id === id)!.short}`)),
  ]);

  // Each team's week as the server scores it.
  const results = (await api('GET', `/api/session/getResult/${session.id}`, admin)).result as {
    name: string;
    revenue: number;
    occupancy: number;
    ADR: number;
    revPar: number;
  }[];
  const optimum = (await api('GET', `/api/session/getOptimum/${session.id}`, admin)).optimum as { revenue: number; chosen: string[] };
  const figureRow = (label: string) => table.locator('tbody.sbs-figures tr', { has: host.getByRole('rowheader', { name: label, exact: true }) }).locator('td');
  const t1 = results.find((r) => r.name === 'Team 1')!;
  await expect(figureRow('Revenue').nth(1)).toHaveText(inr(t1.revenue));
  await expect(figureRow('Occupancy').nth(1)).toHaveText(pct(t1.occupancy));
  await expect(figureRow('ADR').nth(1)).toHaveText(inr(t1.ADR));
  await expect(figureRow('RevPAR').nth(1)).toHaveText(inr(t1.revPar));
  await expect(figureRow('Of the best week').nth(1)).toHaveText(pct((t1.revenue / optimum.revenue) * 100));
  await expect(figureRow('Revenue').nth(2)).toHaveText(inr(0));

  // Request by request: Team 1's refused accepts are its declines, each marked as not fitting; Team 2's three declines, then nothing.
  const requests = table.locator('tbody.sbs-requests tr');
  await expect(requests).toHaveCount(DECK_SIZE);
  const grid = await requests.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  expect(grid.map((cells) => cells[0])).toEqual(deck.map((s) => (optimum.chosen.includes(s._id) ? 'Accept' : 'Decline')));
  expect(grid.map((cells) => cells[1])).toEqual(team1.map((d) => (d === 'acc' ? 'Accepted' : 'Declineddid not fit')));
  expect(grid.map((cells) => cells[2])).toEqual(deck.map((_, i) => (i < 3 ? 'Declined' : 'Not decided')));
  // Each house team's column is its own play of the deck: a refused accept reads Refused, never Declined.
  for (const [k, id] of SWITCHED_ON.entries()) {
    const play = playHousePolicy(id, details.session as Session, deck, { optimum });
    const expected = deck.map((s) => {
      const d = play.decisions.find((x) => x.scenarioId === s._id)!;
      return d.refused ? 'Refuseddid not fit' : d.decision === 'acc' ? 'Accepted' : /^Declined/;
    });
    const column = grid.map((cells) => cells[3 + k]!);
    expected.forEach((want, i) => (typeof want === 'string' ? expect(column[i]).toBe(want) : expect(column[i]).toMatch(want)));
  }
  expect(grid.flat().filter((c) => c === 'Refuseddid not fit').length).toBeGreaterThan(0);
  // A request some could not take says which night was full.
  await expect(table.locator('.sbs-unfit').first()).toHaveText(
    /^Did not fit for .+: \w+day had (no rooms|\d+ rooms?) left, and it needed \d+\.$|^Did not fit for .+: the .+ was taken on \w+day\.$|^Did not fit for .+: there were enough rooms each night/,
  );

  // Read from the back of the room: no text in the view under 24 px at 1920x1080, and nothing wider than the screen.
  const small = await host.evaluate(() =>
    [...document.querySelectorAll('main *, .host-title *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''))
      .filter((el) => !el.closest('.sr-only') && (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ text: el.textContent!.trim().slice(0, 30), size: parseFloat(getComputedStyle(el).fontSize) }))
      .filter((x) => x.size < 24),
  );
  expect(small).toEqual([]);
  expect(await host.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await host.screenshot({ path: test.info().outputPath('side-by-side-1920.png'), fullPage: true });

  // The debrief links the view too, and the view links back.
  await host.getByRole('link', { name: 'Back to the debrief' }).click();
  await expect(host.getByRole('heading', { name: 'Debrief' })).toBeVisible();
  await host.getByRole('link', { name: 'Side by side' }).click();
  await expect(host.getByRole('heading', { name: 'Every team side by side' })).toBeVisible();
  await hostContext.close();
  await playerContext.close();
});

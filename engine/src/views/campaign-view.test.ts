import { describe, expect, it } from 'vitest';
import type { NightPrices } from '../domain/campaign.js';
import { GRID_DAYS, type GridDay } from '../domain/days.js';
import type { Decision } from '../domain/game.js';
import type { GameData } from '../domain/game-data.js';
import type { Scenario } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { emptyGameData } from '../mutations/model.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { team } from '../testing/game-data.js';
import { demandAtPrice, nightElasticities } from '../rules/pricing.js';
import { leaderboard } from '../rules/replay-team.js';
import { realisedDemand } from '../rules/transient-demand.js';
import { campaignStandings, playedWeeks, shareOfOptimum } from './campaign-view.js';
import { sessionDeck, sessionTeams, teamDecisions } from './session-view.js';

const WEEK_ONE = { Sun: '40', Mon: '55', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' };
const WEEK_TWO = { Sun: '45', Mon: '60', Tue: '60', Wed: '70', Thu: '75', Fri: '95', Sat: '95' };
const ENDED = '2026-11-22T10:00:00.000Z';
const ROOMS = 10;
const ADR = 3300;
const T1_RATES: NightPrices = { Sun: 2500, M: 4500, T: 4500, W: 4000, Th: 3800, F: 5000, Sat: 5200 };

let decisionSeq = 0;
function decision(teamId: string, scenarioId: string, choice: Decision['decision'] = 'acc'): Decision {
  decisionSeq += 1;
  const id = `D${String(decisionSeq).padStart(4, '0')}`;
  return { id, sessionId: 'S1', teamId, scenarioId, decision: choice, decidedBy: 'M1', decidedAt: ENDED };
}

function dataWith(session: Session, scenarios: Scenario[], teams: GameData['teams'][string][], decisions: Decision[]): GameData {
  const data = emptyGameData();
  data.sessions[session.id] = session;
  for (const s of scenarios) data.scenarios[s._id] = s;
  for (const t of teams) data.teams[t.id] = t;
  for (const d of decisions) data.decisions[d.id] = d;
  return data;
}

/** A forecast campaign of two weeks: week 1 closed, week 2 (a pricing week) ended by the host, a third request written ahead for a week 3 never played. */
function twoWeeks(overrides: Partial<Session> = {}) {
  const session = hotel({
    totalRooms: ROOMS,
    baseADR: ADR,
    demandModel: 'forecast',
    weeks: 3,
    week: 2,
    pricingWeeks: [2],
    occupancy: WEEK_TWO,
    status: 'ended',
    closedWeeks: [{ week: 1, endedAt: ENDED, occupancy: WEEK_ONE, pricing: false }],
    ...overrides,
  });
  const A = scenario({ _id: 'A', noOfRoom: 3, roomNights: 2, checkInDay: 'Monday', totalRate: 24000 });
  const B = scenario({ _id: 'B', noOfRoom: 1, roomNights: 1, checkInDay: 'Friday', totalRate: 4000 });
  const C = scenario({ _id: 'C', noOfRoom: 2, roomNights: 1, checkInDay: 'Wednesday', totalRate: 6000, week: 2 });
  const ahead = scenario({ _id: 'Z', noOfRoom: 1, roomNights: 1, checkInDay: 'Sunday', totalRate: 90000, week: 3 });
  const teams = [{ ...team('T1', 'Team 1'), prices: { '2': T1_RATES } }, team('T2', 'Team 2'), team('T3', 'Team 3')];
  // T1 books A in week 1 and sets rates for week 2; T2 books C in week 2; T3 decides nothing; nobody's answer to the week-3 request counts.
  const decisions = [decision('T1', 'A'), decision('T2', 'B', 'dec'), decision('T2', 'C'), decision('T3', 'Z')];
  return { session, data: dataWith(session, [A, B, C, ahead], teams, decisions) };
}

/** A night's transient revenue in a realised week: the guests the rate brings, up to the rooms left free. */
function transientRevenue(
  drawn: Record<GridDay, number>,
  free: (day: GridDay) => number,
  price: (day: GridDay) => number,
  elasticity?: Record<GridDay, number>,
) {
  return GRID_DAYS.reduce((sum, day) => {
    const asked = elasticity ? demandAtPrice(drawn[day], price(day), ADR, elasticity[day]) : drawn[day];
    return sum + price(day) * Math.min(asked, free(day));
  }, 0);
}

const standingOf = (rows: ReturnType<typeof campaignStandings>, teamId: string) => rows.find((r) => r.teamId === teamId)!;

describe('campaign standings', () => {
  it('counts weeks 1 to the one being played, the total their sum', () => {
    const { data } = twoWeeks();
    const rows = campaignStandings(data, 'S1');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.weeks.map((w) => w.week)).toEqual([1, 2]);
      expect(row.total).toBeCloseTo(row.weeks[0]!.revenue + row.weeks[1]!.revenue, 6);
    }
    expect(playedWeeks({ week: 2 })).toEqual([1, 2]);
    expect(playedWeeks({})).toEqual([1]);
  });

  it('counts a week-1 booking in week 1 only, against week 1’s own guests', () => {
    const { session, data } = twoWeeks();
    const t1 = standingOf(campaignStandings(data, 'S1'), 'T1');
    const drawn = realisedDemand({ ...session, week: 1, occupancy: WEEK_ONE });
    // A holds 3 of the 10 rooms on Monday and Tuesday; the rest go to the week's guests at the base ADR.
    const free = (day: GridDay) => (day === 'M' || day === 'T' ? ROOMS - 3 : ROOMS);
    expect(t1.weeks[0]!.revenue).toBeCloseTo(24000 + transientRevenue(drawn, free, () => ADR), 6);
    // In week 2 T1 has no booking: its week is what its rates sell alone, the same as a team with those rates and no decisions.
    const ratesOnly = campaignStandings(dataWith(session, Object.values(data.scenarios), [{ ...team('T1', 'Team 1'), prices: { '2': T1_RATES } }], []), 'S1');
    expect(t1.weeks[1]!.revenue).toBe(ratesOnly[0]!.weeks[1]!.revenue);
    expect(ratesOnly[0]!.weeks[0]!.revenue).toBeLessThan(t1.weeks[0]!.revenue);
  });

  it('sells a pricing week’s rooms at the team’s rates, along each night’s demand curve', () => {
    const { session, data } = twoWeeks();
    const t1 = standingOf(campaignStandings(data, 'S1'), 'T1');
    const drawn = realisedDemand(session);
    const reference = transientRevenue(
      drawn,
      () => ROOMS,
      (day) => T1_RATES[day],
      nightElasticities(session),
    );
    expect(t1.weeks[1]!.revenue).toBeCloseTo(reference, 6);
    // The rates made a difference: at the base ADR the week would have earned another sum.
    expect(
      Math.abs(
        reference -
          transientRevenue(
            drawn,
            () => ROOMS,
            () => ADR,
          ),
      ),
    ).toBeGreaterThan(1000);
    expect(t1.weeks[1]!.closed).toBe(true);
  });

  it('sells at the base ADR for a team that set no rates in a pricing week', () => {
    const { session, data } = twoWeeks();
    const rows = campaignStandings(data, 'S1');
    const drawn = realisedDemand(session);
    expect(standingOf(rows, 'T3').weeks[1]!.revenue).toBeCloseTo(
      transientRevenue(
        drawn,
        () => ROOMS,
        () => ADR,
      ),
      6,
    );
    // T2 booked C, 2 rooms on Wednesday, at the base ADR otherwise.
    const free = (day: GridDay) => (day === 'W' ? ROOMS - 2 : ROOMS);
    expect(standingOf(rows, 'T2').weeks[1]!.revenue).toBeCloseTo(6000 + transientRevenue(drawn, free, () => ADR), 6);
    // With bounds above the base ADR, such a team sells at the lowest rate allowed.
    const bounded = twoWeeks({ priceBounds: { min: 4000, max: 6000 } });
    const atMin = transientRevenue(
      drawn,
      () => ROOMS,
      () => 4000,
      nightElasticities(session),
    );
    expect(standingOf(campaignStandings(bounded.data, 'S1'), 'T3').weeks[1]!.revenue).toBeCloseTo(atMin, 6);
  });

  it('reads the week being played as projected, not closed, until the host ends it', () => {
    const { data } = twoWeeks({ status: 'live' });
    const rows = campaignStandings(data, 'S1');
    for (const row of rows) expect(row.weeks.map((w) => w.closed)).toEqual([true, false]);
    const ended = campaignStandings(twoWeeks().data, 'S1');
    // Week 1 is closed and reads the same either way.
    const weekOne = (standings: typeof rows) => Object.fromEntries(standings.map((r) => [r.teamId, r.weeks[0]!.revenue]));
    expect(weekOne(rows)).toEqual(weekOne(ended));
  });

  it('ranks by total revenue, teams level sharing a rank in creation order', () => {
    const { data } = twoWeeks();
    const rows = campaignStandings(data, 'S1');
    const totals = rows.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(rows[0]!.rank).toBe(1);
    const level = campaignStandings(dataWith(twoWeeks().session, [], [team('T9', 'Team 9'), team('T4', 'Team 4')], []), 'S1');
    expect(level.map((r) => [r.teamId, r.rank])).toEqual([
      ['T4', 1],
      ['T9', 1],
    ]);
  });

  it('gives each week’s share of its optimum when known', () => {
    const { data } = twoWeeks();
    const t1 = standingOf(campaignStandings(data, 'S1', new Map([[1, 100_000]])), 'T1');
    expect(t1.weeks[0]!.share).toBeCloseTo(t1.weeks[0]!.revenue / 100_000, 12);
    expect(t1.weeks[1]!.share).toBeNull();
    expect(shareOfOptimum(0, 0)).toBe(1);
    expect(shareOfOptimum(10, undefined)).toBeNull();
  });

  it('is empty for a session not in the data', () => {
    expect(campaignStandings(twoWeeks().data, 'S-missing')).toEqual([]);
  });
});

describe('a single week’s standings', () => {
  function singleWeek(overrides: Partial<Session>) {
    const session = hotel({ totalRooms: 4, ...overrides });
    const rated = { ...team('T2', 'Team 2'), prices: { '1': { ...T1_RATES, F: 2000 } } };
    const deck = [
      scenario({ _id: 'A', noOfRoom: 3, roomNights: 2, checkInDay: 'Monday', totalRate: 24000 }),
      scenario({ _id: 'B', noOfRoom: 2, roomNights: 2, checkInDay: 'Tuesday', totalRate: 9000 }),
      scenario({ _id: 'C', type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Hall'], roomNights: 1, checkInDay: 'Friday', totalRate: 20000 }),
    ];
    const teams = [team('T1', 'Team 1'), rated, team('T3', 'Team 3')];
    const decisions = [decision('T1', 'A'), decision('T1', 'B'), decision('T2', 'A', 'dec'), decision('T2', 'B'), decision('T2', 'C'), decision('T3', 'C')];
    return dataWith(session, deck, teams, decisions);
  }

  it("counts every team at the opening rates on the leaderboard while the pricing round is open, so the board gives no team's rates away", () => {
    const data = singleWeek({ demandModel: 'forecast', pricingWeeks: [1], status: 'live', pricingClosedAt: null });
    const session = data.sessions.S1!;
    const teams = sessionTeams(data, 'S1');
    const decisions = new Map(teams.map((t) => [t.id, teamDecisions(data, t.id)]));
    const open = leaderboard(session, sessionDeck(data, 'S1'), teams, decisions);
    const unrated = leaderboard(
      session,
      sessionDeck(data, 'S1'),
      teams.map(({ prices: _prices, ...t }) => t),
      decisions,
    );
    expect(open).toEqual(unrated);
    // Closed, Team 2's own rates count (its Friday at 2,000 moves its figures).
    const closed = leaderboard({ ...session, pricingClosedAt: '2026-01-05T09:00:00.000Z' }, sessionDeck(data, 'S1'), teams, decisions);
    expect(closed.find((r) => r.id === 'T2')!.ADR).not.toBe(open.find((r) => r.id === 'T2')!.ADR);
  });

  it.each([
    ['none', 'live'],
    ['forecast', 'live'],
    ['forecast', 'ended'],
    ['pricing', 'live'],
    ['pricing', 'ended'],
  ] as const)('equals the leaderboard’s revenue and ranks under %s, %s', (model, status) => {
    // A single week may open with a pricing round too: once the host closes it, each team's rooms sell at its rates on
    // the leaderboard as here.
    const closed = '2026-01-05T09:00:00.000Z';
    const data = singleWeek(
      model === 'pricing' ? { demandModel: 'forecast', pricingWeeks: [1], status, pricingClosedAt: closed } : { demandModel: model, status },
    );
    const session = data.sessions.S1!;
    const teams = sessionTeams(data, 'S1');
    const board = leaderboard(session, sessionDeck(data, 'S1'), teams, new Map(teams.map((t) => [t.id, teamDecisions(data, t.id)])));
    const rows = campaignStandings(data, 'S1');
    expect(rows.map((r) => [r.teamId, r.total, r.rank])).toEqual(board.map((r) => [r.id, r.revenue, r.rank]));
    for (const row of rows) expect(row.weeks).toEqual([{ week: 1, revenue: row.total, share: null, closed: status === 'ended' }]);
  });
});

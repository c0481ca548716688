import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_DAYS, DAY_NAMES } from '../domain/days.js';
import type { Decision } from '../domain/game.js';
import { type Scenario } from '../domain/scenario.js';
import { SCENARIO_TYPES } from '../domain/booking-types.js';
import type { Session } from '../domain/session.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { createReplayMemo, leaderboard, rankRows, replayTeam } from './replay-team.js';

const session = hotel();
const deck = [
  scenario({ _id: 'A', noOfRoom: 3, roomNights: 2, checkInDay: 'Monday', totalRate: 24000 }),
  scenario({ _id: 'B', noOfRoom: 1, roomNights: 1, checkInDay: 'Tuesday', totalRate: 4000 }),
  scenario({ _id: 'C', type: 'BanquetOnly', noOfRoom: 0, noOfBanquet: 1, rateType: ['Grand Hall'], roomNights: 1, checkInDay: 'Friday', totalRate: 20000 }),
];

describe('replayTeam', () => {
  it('rebuilds the grid and figures from the decisions', () => {
    const r = replayTeam(session, deck, [
      { scenarioId: 'A', decision: 'acc' },
      { scenarioId: 'C', decision: 'acc' },
    ]);
    expect(r.figures).toMatchObject({ revenue: 44000, roomRevenue: 24000, roomNightsSold: 6, accepted: 2, declined: 0 });
    expect(r.play.rooms['Room 3']!.T).toBe(4000);
    expect(r.play.banquets['b1']!.F).toBe(20000);
    expect(r.next?._id).toBe('B');
    expect(r.progress).toBe('In Progress');
  });

  it('skips decisions that cannot apply and says why', () => {
    const r = replayTeam(session, deck, [
      { scenarioId: 'A', decision: 'acc' },
      { scenarioId: 'B', decision: 'acc' },
      { scenarioId: 'A', decision: 'dec' },
      { scenarioId: 'GONE', decision: 'dec' },
    ]);
    expect(r.skipped.map((s) => s.reason)).toEqual([
      'Not enough rooms available for this booking!',
      'This booking request has already been decided.',
      'Scenario not found',
    ]);
  });

  it('is Waiting before any decision and Completed when every scenario is decided', () => {
    expect(replayTeam(session, deck, []).progress).toBe('Waiting');
    expect(replayTeam(session, [], []).progress).toBe('Waiting');
    const all = replayTeam(
      session,
      deck,
      deck.map((s) => ({ scenarioId: s._id, decision: 'dec' as const })),
    );
    expect(all.progress).toBe('Completed');
    expect(all.next).toBeNull();
  });
});

describe('leaderboard', () => {
  const teams = [
    { id: 'T1', name: 'Team 1' },
    { id: 'T2', name: 'Team 2' },
    { id: 'T3', name: 'Team 10' },
  ];
  const decisions = new Map([
    ['T1', [{ scenarioId: 'B', decision: 'acc' as const }]],
    [
      'T2',
      [
        { scenarioId: 'A', decision: 'acc' as const },
        { scenarioId: 'B', decision: 'dec' as const },
        { scenarioId: 'C', decision: 'dec' as const },
      ],
    ],
  ]);

  it('ranks teams by revenue with their figures and progress', () => {
    const rows = leaderboard({ ...session, status: 'live' }, deck, teams, decisions);
    expect(rows.map((r) => [r.rank, r.name, r.revenue, r.status])).toEqual([
      [1, 'Team 2', 24000, 'Completed'],
      [2, 'Team 1', 4000, 'In Progress'],
      [3, 'Team 10', 0, 'Waiting'],
    ]);
    expect(rows[0]).toMatchObject({ acceptedBooking: 1, declinedBooking: 2 });
  });

  it('breaks a revenue tie by RevPAR, then by who finished the deck first, and lets teams equal on all three share a rank', () => {
    const rows = rankRows([
      { id: 'T1', name: 'Team 1', revenue: 100, revPar: 10, finishedAt: '2026-11-24T09:05:00.000Z' },
      { id: 'T2', name: 'Team 2', revenue: 100, revPar: 12, finishedAt: null },
      { id: 'T3', name: 'Team 3', revenue: 100, revPar: 10, finishedAt: '2026-11-24T09:04:00.000Z' },
      { id: 'T4', name: 'Team 4', revenue: 100, revPar: 10, finishedAt: null },
      { id: 'T5', name: 'Team 5', revenue: 100, revPar: 10, finishedAt: null },
      { id: 'T6', name: 'Team 6', revenue: 200, revPar: 5, finishedAt: null },
    ]);
    expect(rows.map((r) => `${r.rank} ${r.name}`)).toEqual(['1 Team 6', '2 Team 2', '3 Team 3', '4 Team 1', '5 Team 4', '5 Team 5']);
  });

  it('records when a team finished its deck: the time of its last decision, and null while it plays', () => {
    const stamped = new Map<string, { scenarioId: string; decision: 'acc' | 'dec'; decidedAt: string }[]>([
      ['T1', [{ scenarioId: 'B', decision: 'acc' as const, decidedAt: '2026-11-24T09:01:00.000Z' }]],
      ['T2', ['A', 'B', 'C'].map((scenarioId, i) => ({ scenarioId, decision: 'dec' as const, decidedAt: `2026-11-24T09:0${i}:00.000Z` }))],
    ]);
    const rows = leaderboard({ ...session, status: 'live' }, deck, teams, stamped);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.finishedAt]))).toEqual({ 'Team 1': null, 'Team 2': '2026-11-24T09:02:00.000Z', 'Team 10': null });
  });

  it('counts every team as Completed once the host ends the game', () => {
    const rows = leaderboard({ ...session, status: 'ended' }, deck, teams, decisions);
    expect(rows.every((r) => r.status === 'Completed')).toBe(true);
  });
});

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Random hotels, decks and decision sequences for the properties below. */
const hallNames = ['Grand Hall', 'Terrace', 'Lawn'];
const sessionArb = fc
  .record({
    totalRooms: fc.integer({ min: 1, max: 6 }),
    halls: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ totalRooms, halls }): Session =>
    hotel({
      totalRooms,
      banquet: hallNames.slice(0, halls).map((name, i) => ({ id: `H${i}`, name, rate: 5000 * (i + 1), capacity: null })),
    }),
  );

const scenarioArb = (i: number) =>
  fc
    .record({
      type: fc.constantFrom(...SCENARIO_TYPES),
      checkInDay: fc.constantFrom(...DAY_NAMES),
      roomNights: fc.integer({ min: 1, max: 7 }),
      noOfRoom: fc.integer({ min: 0, max: 7 }),
      rateType: fc.subarray(['deluxe', 'suite', ...hallNames.map((h) => h.toLowerCase()), 'Unknown']),
      totalRate: fc.integer({ min: 0, max: 300000 }),
    })
    .map((s): Scenario => scenario({ ...s, _id: `S${i}`, noOfBanquet: s.type === 'RoomOnly' ? 0 : 1 }));

const gameArb = fc.tuple(sessionArb, fc.integer({ min: 0, max: 12 })).chain(([s, n]) =>
  fc.tuple(
    fc.constant(s),
    fc.tuple(...Array.from({ length: n }, (_, i) => scenarioArb(i))),
    fc.array(fc.record({ scenarioId: fc.integer({ min: 0, max: n + 1 }).map((i) => `S${i}`), decision: fc.constantFrom('acc' as const, 'dec' as const) }), {
      maxLength: 20,
    }),
  ),
);

describe('replay properties', () => {
  it('never sells a room night or a hall night twice', () => {
    fc.assert(
      fc.property(gameArb, ([s, d, decisions]) => {
        const { play } = replayTeam(s, d, decisions);
        const roomNights = play.bookings.flatMap((b) => b.rooms.flatMap((r) => b.nights.map((n) => `${r}/${n}`)));
        const hallNights = play.bookings.flatMap((b) => (b.hall ? b.nights.map((n) => `${b.hall!.key}/${n}`) : []));
        expect(new Set(roomNights).size).toBe(roomNights.length);
        expect(new Set(hallNights).size).toBe(hallNights.length);
        const filled = Object.values(play.rooms).flatMap((days) => GRID_DAYS.filter((day) => days[day] !== null));
        expect(filled.length).toBe(roomNights.length);
      }),
    );
  });

  it('keeps occupancy within 0..100', () => {
    fc.assert(
      fc.property(gameArb, ([s, d, decisions]) => {
        const { figures } = replayTeam(s, d, decisions);
        expect(figures.occupancy).toBeGreaterThanOrEqual(0);
        expect(figures.occupancy).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('makes revenue the sum of the accepted totals', () => {
    fc.assert(
      fc.property(gameArb, ([s, d, decisions]) => {
        const { figures, play } = replayTeam(s, d, decisions);
        const accepted = d.filter((x) => play.decided[x._id] === 'acc').reduce((sum, x) => sum + x.totalRate, 0);
        expect(figures.revenue).toBe(accepted);
      }),
    );
  });

  it('makes ADR room revenue over room-nights sold', () => {
    fc.assert(
      fc.property(gameArb, ([s, d, decisions]) => {
        const { figures, play } = replayTeam(s, d, decisions);
        const cells = Object.values(play.rooms).flatMap((days) => GRID_DAYS.map((day) => days[day]).filter((v): v is number => v !== null));
        const gridRevenue = cells.reduce((a, b) => a + b, 0);
        expect(figures.roomNightsSold).toBe(cells.length);
        expect(figures.roomRevenue).toBeCloseTo(gridRevenue, 4);
        expect(figures.adr).toBe(cells.length > 0 ? figures.roomRevenue / cells.length : 0);
      }),
    );
  });

  it('gives the same week through the memo, extended decision by decision, as a replay from scratch', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 3 }), ([s, d, decisions], editAt) => {
        const memo = createReplayMemo();
        for (let n = 0; n <= decisions.length; n++) expect(memo.replay('T1', s, d, decisions.slice(0, n))).toEqual(replayTeam(s, d, decisions.slice(0, n)));
        // A replaced earlier decision (a reset, a rebase) is a miss, never a wrong extension.
        const edited = decisions.map((x, i) => (i === editAt ? { ...x, decision: x.decision === 'acc' ? ('dec' as const) : ('acc' as const) } : x));
        expect(memo.replay('T1', s, d, edited)).toEqual(replayTeam(s, d, edited));
        // The same array grown by appending is extended from where it was.
        const growing: typeof decisions = [];
        for (const x of decisions) {
          growing.push(x);
          expect(memo.replay('T2', s, d, growing)).toEqual(replayTeam(s, d, growing));
        }
        // So is a deck or session that changed.
        expect(memo.replay('T1', s, d.slice(1), edited)).toEqual(replayTeam(s, d.slice(1), edited));
        const other = { ...s, totalRooms: s.totalRooms + 1 };
        expect(memo.replay('T1', other, d, edited)).toEqual(replayTeam(other, d, edited));
      }),
    );
  });

  it('replays deterministically', () => {
    fc.assert(
      fc.property(gameArb, ([s, d, decisions]) => {
        expect(replayTeam(s, d, decisions)).toEqual(replayTeam(clone(s), clone(d), clone(decisions)));
      }),
    );
  });

  it('ranks the leaderboard by revenue, then RevPAR, then who finished first; only teams equal on all three share a rank', () => {
    fc.assert(
      fc.property(
        gameArb,
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 5, maxLength: 5 }),
        ([s, d, decisions], teamCount, offsets) => {
          const teams = Array.from({ length: teamCount }, (_, i) => ({ id: `T${i}`, name: `Team ${i + 1}` }));
          // Teams often share a decision list (ties), stamped at different times (who finished first).
          const byTeam = new Map(
            teams.map((t, i) => [
              t.id,
              decisions.slice(offsets[i]!).map((x, k) => ({ ...x, decidedAt: new Date(Date.UTC(2026, 10, 24, 9, 0, k * 10 + (i % 2))).toISOString() })),
            ]),
          );
          const rows = leaderboard({ ...s, status: 'live' }, d, teams, byTeam);
          expect(rows).toHaveLength(teamCount);
          expect(rows[0]!.rank).toBe(1);
          for (let i = 1; i < rows.length; i++) {
            const [a, b] = [rows[i - 1]!, rows[i]!];
            expect(a.revenue).toBeGreaterThanOrEqual(b.revenue);
            if (a.revenue === b.revenue) expect(a.revPar).toBeGreaterThanOrEqual(b.revPar);
            const tie = a.revenue === b.revenue && a.revPar === b.revPar && (a.finishedAt ?? null) === (b.finishedAt ?? null);
            // A shared rank for a true tie; otherwise the next rank is the row's place (1, 1, 3).
            expect(b.rank).toBe(tie ? a.rank : i + 1);
          }
        },
      ),
    );
  });
});

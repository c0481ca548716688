import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Decision } from '../domain/game.js';
import { leaderboard } from '../rules/replay-team.js';
import { commit } from '../mutations/model.js';
import type { GameData } from '../domain/game-data.js';
import { setSessionStatus, updateSession } from '../mutations/session-mutations.js';
import { ADMIN, applied, context, run, seeded } from '../testing/game-data.js';
import { reportView } from './report-view.js';
import { pastRoundView, pastRoundWinner } from './past-round.js';
import { sessionDeck, sessionTeams, sessionView, teamDecisions } from './session-view.js';

const LATER = '2026-11-22T10:32:00.000Z';

/** The leaderboard the server holds for the session, as `refreshLeaderboard` works it out. */
function serverBoard(data: GameData) {
  const session = data.sessions['S1']!;
  const teams = sessionTeams(data, 'S1');
  return leaderboard(session, sessionDeck(data, 'S1'), teams, new Map(teams.map((t) => [t.id, teamDecisions(data, t.id)])));
}

function withDecisions(data: GameData, decisions: readonly Omit<Decision, 'sessionId' | 'decidedBy' | 'decidedAt'>[]): GameData {
  const next = { ...data, decisions: { ...data.decisions } };
  decisions.forEach(
    (d, i) =>
      (next.decisions[d.id] = {
        ...d,
        sessionId: 'S1',
        decidedBy: d.teamId === 'T1' ? 'M1' : 'M3',
        decidedAt: new Date(Date.parse('2026-11-22T09:10:00.000Z') + i * 1000).toISOString(),
      }),
  );
  return next;
}

/** Team 1 accepts A and B and declines C; Team 2 declines A and accepts B and C: Team 2 wins (4000 + 20000). */
function playedRound(): GameData {
  return withDecisions(seeded(), [
    { id: 'D1', teamId: 'T1', scenarioId: 'A', decision: 'acc' },
    { id: 'D2', teamId: 'T2', scenarioId: 'A', decision: 'dec', source: 'timer' },
    { id: 'D3', teamId: 'T1', scenarioId: 'B', decision: 'acc' },
    { id: 'D4', teamId: 'T2', scenarioId: 'B', decision: 'acc' },
    { id: 'D5', teamId: 'T1', scenarioId: 'C', decision: 'dec' },
    { id: 'D6', teamId: 'T2', scenarioId: 'C', decision: 'acc' },
  ]);
}

describe('Play Again keeps the finished round', () => {
  it('archives the round in the session row and starts the next with no decisions', () => {
    const ended = applied(setSessionStatus, playedRound(), { sessionId: 'S1', status: 'ended' }, context(ADMIN, { now: LATER }));
    const again = applied(setSessionStatus, ended, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
    const session = again.sessions['S1']!;
    expect(session).toMatchObject({ status: 'upcoming', round: 2 });
    expect(Object.values(again.decisions)).toEqual([]);
    expect(session.pastRounds).toHaveLength(1);
    expect(session.pastRounds![0]).toMatchObject({
      round: 1,
      endedAt: LATER,
      hotelName: 'Demo Grand Hotel',
      teams: [
        { id: 'T1', name: 'Team 1' },
        { id: 'T2', name: 'Team 2' },
      ],
    });
    expect(session.pastRounds![0]!.decisions).toHaveLength(6);
    expect(pastRoundWinner(pastRoundView(session, 1)!)).toBe('Team 2');
  });

  it('keeps every round: the second Play Again adds round 2 beside round 1', () => {
    let data = applied(setSessionStatus, playedRound(), { sessionId: 'S1', status: 'ended' }, context(ADMIN));
    data = applied(setSessionStatus, data, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
    data = applied(setSessionStatus, data, { sessionId: 'S1', status: 'live' }, context(ADMIN));
    data = applied(setSessionStatus, data, { sessionId: 'S1', status: 'ended' }, context(ADMIN));
    data = applied(setSessionStatus, data, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
    expect(data.sessions['S1']!.pastRounds!.map((r) => [r.round, r.decisions.length])).toEqual([
      [1, 6],
      [2, 0],
    ]);
  });

  it('keeps nothing for a round that never started', () => {
    const upcoming = seeded();
    upcoming.sessions['S1'] = { ...upcoming.sessions['S1']!, status: 'upcoming' };
    const again = applied(setSessionStatus, upcoming, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
    expect(again.sessions['S1']!.pastRounds).toBeUndefined();
  });

  it('shows a past round as it was played, whatever the hotel became after', () => {
    const ended = applied(setSessionStatus, playedRound(), { sessionId: 'S1', status: 'ended' }, context(ADMIN));
    const before = reportView({ ...sessionView(ended, 'S1')!, results: serverBoard(ended) });
    let again = applied(setSessionStatus, ended, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
    again = applied(updateSession, again, { sessionId: 'S1', patch: { hotelName: 'Renamed', totalRooms: 9, rates: { standard: 1 } } }, context(ADMIN));
    const past = pastRoundView(again.sessions['S1']!, 1)!;
    expect(past.session).toMatchObject({ hotelName: 'Demo Grand Hotel', totalRooms: 3, status: 'ended', round: 1 });
    expect(reportView(past)).toEqual(before);
    expect(pastRoundView(again.sessions['S1']!, 2)).toBeNull();
  });

  it('rebuilds the same results the server held before the reset, for any decisions', () => {
    const decision = fc.record({ accept: fc.boolean(), timer: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('T1', 'T2'), fc.constantFrom('A', 'B', 'C'), decision), { maxLength: 8 }),
        fc.boolean(),
        (picks, endFirst) => {
          const seen = new Set<string>();
          const decisions = picks.flatMap(([teamId, scenarioId, d], i) => {
            if (seen.has(teamId + scenarioId)) return [];
            seen.add(teamId + scenarioId);
            return [
              {
                id: `D${String(i).padStart(2, '0')}`,
                teamId,
                scenarioId,
                decision: d.accept ? ('acc' as const) : ('dec' as const),
                ...(d.timer ? { source: 'timer' as const } : {}),
              },
            ];
          });
          let data = withDecisions(seeded(), decisions);
          // A round reset while live is kept as ended: compare with the board as ending it would leave it.
          data = endFirst ? applied(setSessionStatus, data, { sessionId: 'S1', status: 'ended' }, context(ADMIN)) : data;
          const endedNow = commit(data, [{ table: 'sessions', op: 'put', key: 'S1', row: { ...data.sessions['S1']!, status: 'ended' } }]);
          const before = serverBoard(endedNow);
          const reset = run(setSessionStatus, data, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
          if (!reset.ok) throw new Error(reset.reason);
          const after = commit(data, reset.changes);
          expect(pastRoundView(after.sessions['S1']!, 1)!.results).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});

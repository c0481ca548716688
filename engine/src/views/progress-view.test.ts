import { describe, expect, it } from 'vitest';
import type { Decision } from '../domain/game.js';
import type { GameData } from '../domain/game-data.js';
import { removedEmail } from '../domain/progress.js';
import { setSessionStatus } from '../mutations/session-mutations.js';
import { openNextWeek } from '../mutations/campaign-mutations.js';
import { leaderboard } from '../rules/replay-team.js';
import { hotel, scenario } from '../testing/fixtures.js';
import { ADMIN, applied, context, member, seeded, team } from '../testing/game-data.js';
import { noYardstick, participantProgress, playedRounds, progressView, sessionRevenueByTeam, yardstickOf, type PlayedRound } from './progress-view.js';
import { sessionDeck, sessionTeams, sessionView, teamDecisions } from './session-view.js';

const ENDED = '2026-11-22T10:30:00.000Z';

function decided(data: GameData, sessionId: string, rows: readonly Pick<Decision, 'id' | 'teamId' | 'scenarioId' | 'decision'>[]): GameData {
  const next = { ...data, decisions: { ...data.decisions } };
  rows.forEach((d, i) => {
    next.decisions[d.id] = { ...d, sessionId, decidedBy: 'M1', decidedAt: new Date(Date.parse('2026-11-22T09:10:00.000Z') + i * 1000).toISOString() };
  });
  return next;
}

/** The seeded week played: Team 1 takes A (24,000) and Team 2 takes B and C (24,000); M4 never got a team. */
function firstWeek(): GameData {
  return decided(seeded(), 'S1', [
    { id: 'D1', teamId: 'T1', scenarioId: 'A', decision: 'acc' },
    { id: 'D2', teamId: 'T2', scenarioId: 'A', decision: 'dec' },
    { id: 'D3', teamId: 'T2', scenarioId: 'B', decision: 'acc' },
    { id: 'D4', teamId: 'T2', scenarioId: 'C', decision: 'acc' },
  ]);
}

/** A second session of the same host, a week later and ended: M1's e-mail in capitals, under a new name, in Team Blue. */
function secondWeek(): GameData {
  const data = seeded();
  const session = hotel({ id: 'S2', name: 'Second week', status: 'ended', startDate: '2026-11-29T09:00:00.000Z', endedAt: '2026-11-29T11:00:00.000Z' });
  const request = scenario({ _id: 'X', sessionId: 'S2', noOfRoom: 1, roomNights: 1, checkInDay: 'Monday', totalRate: 5000 });
  const blue = { ...team('TB', 'Team Blue'), sessionId: 'S2' };
  const ana = { ...member('N1', 'TB'), sessionId: 'S2', name: 'Anita M.', email: '  M1@Example.COM ' };
  return decided({ ...data, sessions: { S2: session }, scenarios: { X: request }, teams: { TB: blue }, members: { N1: ana }, decisions: {} }, 'S2', [
    { id: 'E1', teamId: 'TB', scenarioId: 'X', decision: 'acc' },
  ]);
}

const known = (revenue: number, expected?: number) => () =>
  yardstickOf({ revenue, ...(expected !== undefined ? { expected: { chosen: [], revenue: expected } } : {}) });

describe('playedRounds', () => {
  it("keeps a campaign's round between opening its next week and starting it: week 1 was played", () => {
    const campaign = firstWeek();
    campaign.sessions['S1'] = { ...campaign.sessions['S1']!, weeks: 3, week: 1 };
    const ended = applied(setSessionStatus, campaign, { sessionId: 'S1', status: 'ended' }, context(ADMIN, { now: ENDED }));
    const waiting = applied(openNextWeek, ended, { sessionId: 'S1', from: 1 }, context(ADMIN, { now: '2026-11-22T10:40:00.000Z' }));
    expect(waiting.sessions['S1']!.status).toBe('upcoming');
    const [round] = playedRounds(waiting, 'S1');
    expect(round).toMatchObject({ sessionId: 'S1', round: 1, current: true, live: false, weeks: 2 });
    expect(round!.players.map((p) => p.email)).toEqual(['m1@example.com', 'm2@example.com', 'm3@example.com']);
    expect(round!.teams.get('T1')!.revenue).toBeGreaterThan(0);
  });

  it('gives a session never started no round, and a started one a round with the players who are in a team', () => {
    expect(playedRounds({ ...seeded(), sessions: { S1: hotel({ status: 'upcoming' }) } }, 'S1')).toEqual([]);
    const [round] = playedRounds(firstWeek(), 'S1');
    expect(round).toMatchObject({
      sessionId: 'S1',
      sessionName: 'Demo week',
      round: 1,
      current: true,
      live: true,
      revealed: false,
      playedAt: hotel().startDate,
    });
    expect(round!.players.map((p) => p.email)).toEqual(['m1@example.com', 'm2@example.com', 'm3@example.com']);
    expect([...round!.teams.values()]).toEqual([
      { name: 'Team 1', revenue: 24000 },
      { name: 'Team 2', revenue: 24000 },
    ]);
  });

  it('reads an ended round as played when it ended, and shows its best week to the room', () => {
    const ended = applied(setSessionStatus, firstWeek(), { sessionId: 'S1', status: 'ended' }, context(ADMIN, { now: ENDED }));
    expect(playedRounds(ended, 'S1')[0]).toMatchObject({ playedAt: ENDED, live: false, revealed: true });
  });

  it('gives a round Play Again kept an entry of its own, with the revenue its leaderboard held', () => {
    const ended = applied(setSessionStatus, firstWeek(), { sessionId: 'S1', status: 'ended' }, context(ADMIN, { now: ENDED }));
    const again = applied(setSessionStatus, ended, { sessionId: 'S1', status: 'rst' }, context(ADMIN));
    expect(playedRounds(again, 'S1').map((r) => [r.round, r.current, r.playedAt])).toEqual([[1, false, ENDED]]);
    const live = applied(setSessionStatus, again, { sessionId: 'S1', status: 'live' }, context(ADMIN));
    const rounds = playedRounds(live, 'S1');
    expect(rounds.map((r) => [r.round, r.current])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect([...rounds[0]!.teams.values()].map((t) => t.revenue)).toEqual([24000, 24000]);
    expect([...rounds[1]!.teams.values()].map((t) => t.revenue)).toEqual([0, 0]);
  });

  it('leaves out a participant whose history was removed', () => {
    const data = firstWeek();
    data.members['M2'] = { ...data.members['M2']!, name: 'Removed participant', email: removedEmail('M2') };
    expect(playedRounds(data, 'S1')[0]!.players.map((p) => p.email)).toEqual(['m1@example.com', 'm3@example.com']);
  });
});

describe('sessionRevenueByTeam', () => {
  it('is the revenue of the leaderboard the server stores, team by team', () => {
    const data = firstWeek();
    const teams = sessionTeams(data, 'S1');
    const board = leaderboard(data.sessions['S1']!, sessionDeck(data, 'S1'), teams, new Map(teams.map((t) => [t.id, teamDecisions(data, t.id)])));
    expect(sessionRevenueByTeam(data, sessionView(data, 'S1')!)).toEqual(new Map(board.map((r) => [r.id, r.revenue])));
  });
});

describe('progressView', () => {
  const rounds = (): PlayedRound[] => [...playedRounds(secondWeek(), 'S2'), ...playedRounds(firstWeek(), 'S1')];

  it('makes one person of the same e-mail in any case, oldest round first, under the name of the latest', () => {
    const progress = progressView(rounds(), known(48000));
    expect(progress.map((p) => [p.name, p.email, p.entries.length])).toEqual([
      ['Anita M.', 'm1@example.com', 2],
      ['Player M2', 'm2@example.com', 1],
      ['Player M3', 'm3@example.com', 1],
    ]);
    expect(progress[0]!.entries.map((e) => [e.sessionName, e.teamName, e.revenue])).toEqual([
      ['Demo week', 'Team 1', 24000],
      ['Second week', 'Team Blue', 5000],
    ]);
  });

  it('sets each revenue beside the optimum and the expected optimum as shares, and says when none is known', () => {
    const [anita] = progressView(rounds(), (r) =>
      r.sessionId === 'S1' ? yardstickOf({ revenue: 48000, expected: { chosen: [], revenue: 30000 } }) : noYardstick('working'),
    );
    expect(anita!.entries[0]).toMatchObject({ optimum: 48000, expectedOptimum: 30000, share: 50, expectedShare: 80, optimumState: 'known' });
    expect(anita!.entries[1]).toMatchObject({ optimum: null, expectedOptimum: null, share: null, expectedShare: null, optimumState: 'working' });
    // Without transient guests there is no plan on the forecast apart from the best week.
    expect(progressView(rounds(), known(10000))[0]!.entries[1]).toMatchObject({ share: 50, expectedOptimum: null, expectedShare: null });
    // All of nothing is all there was, as the debrief reckons it.
    expect(progressView(rounds(), known(0))[0]!.entries[0]!.share).toBe(100);
  });

  it('finds one participant by e-mail in any case, and no one by an address that names no one', () => {
    const progress = progressView(rounds(), known(48000));
    expect(participantProgress(progress, ' M1@EXAMPLE.com')?.name).toBe('Anita M.');
    expect(participantProgress(progress, 'nobody@example.com')).toBeNull();
    expect(participantProgress(progress, removedEmail('M1'))).toBeNull();
  });
});

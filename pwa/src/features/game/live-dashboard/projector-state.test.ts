import { describe, expect, it } from 'vitest';
import { type Decision, type Scenario } from '@front-desk-rm/engine/domain';
import { flatPrices } from '@front-desk-rm/engine/rules';
import { playingTeams, projectorState, teamOutcome, type ProjectorFacts } from './projector-state.js';

const AT = '2026-11-26T10:00:00.000Z';
const request = (n: number): Scenario => ({
  _id: `01JS${String(n).padStart(22, '0')}`,
  sessionId: '01JSESSION0000000000000000',
  reservationName: `Guest ${n}`,
  description: `Request ${n}`,
  type: 'RoomOnly',
  checkInDay: 'Monday',
  roomNights: 2,
  noOfRoom: 3,
  noOfBanquet: 0,
  rateType: ['deluxe'],
  totalRate: 24_000,
  createdAt: AT,
});
const deck = [request(1), request(2), request(3)];
const teams = [
  { id: '01JTEAM1000000000000000000', name: 'Team 1' },
  { id: '01JTEAM2000000000000000000', name: 'Team 2' },
];
let seq = 0;
const decision = (team: number, req: number, decision: 'acc' | 'dec', source: 'team' | 'timer' = 'team'): Decision => ({
  id: `01JDEC${String(++seq).padStart(20, '0')}`,
  sessionId: '01JSESSION0000000000000000',
  teamId: teams[team - 1]!.id,
  scenarioId: deck[req - 1]!._id,
  decision,
  decidedBy: '01JMEMBER00000000000000000',
  decidedAt: AT,
  source,
});
const facts = (session: ProjectorFacts['session'], decisions: Decision[] = []): ProjectorFacts => ({ session, deck, teams, decisions });

describe('projectorState', () => {
  it('shows the brief before the start and the podium once the game has ended, whatever the pace', () => {
    expect(projectorState(facts({ status: 'upcoming', pace: 'inStep' })).kind).toBe('brief');
    expect(projectorState(facts({ status: 'ended', pace: 'inStep', step: 1 })).kind).toBe('podium');
    expect(projectorState(facts({ status: 'ended' })).kind).toBe('podium');
  });

  it('says which week is being priced and which teams have saved rates (never the rates), then shows the request once the host closes the round', () => {
    const pricing = { status: 'live' as const, pace: 'inStep' as const, step: 0, week: 2, weeks: 3, pricingWeeks: [2] };
    const week = flatPrices(5000);
    const priced: ProjectorFacts['teams'] = [
      { ...teams[0]!, prices: { '2': week } },
      { ...teams[1]!, prices: { '1': week } },
    ];
    expect(projectorState({ ...facts(pricing), teams: priced })).toEqual({
      kind: 'pricing',
      week: 2,
      weeks: 3,
      teams: [
        { id: teams[0]!.id, name: 'Team 1', saved: true },
        // Week 1's rates are not week 2's.
        { id: teams[1]!.id, name: 'Team 2', saved: false },
      ],
    });
    expect(projectorState(facts({ ...pricing, pricingClosedAt: '2026-11-27T10:00:00.000Z' })).kind).toBe('request');
  });

  it('shows each team at its own pace, and says when every team has decided every request', () => {
    expect(projectorState(facts({ status: 'live' }, [decision(1, 1, 'acc')]))).toEqual({ kind: 'progress', allDone: false });
    const all = [1, 2].flatMap((t) => [1, 2, 3].map((r) => decision(t, r, 'acc')));
    expect(projectorState(facts({ status: 'live', pace: 'own' }, all))).toEqual({ kind: 'progress', allDone: true });
  });

  it('in step, shows the request the room is on and who has decided it, never what they chose', () => {
    const state = projectorState(facts({ status: 'live', pace: 'inStep', step: 1 }, [decision(1, 1, 'acc'), decision(2, 1, 'dec'), decision(1, 2, 'acc')]));
    expect(state.kind).toBe('request');
    if (state.kind !== 'request') return;
    expect(state.step).toBe(1);
    expect(state.total).toBe(3);
    expect(state.request.reservationName).toBe('Guest 2');
    expect(state.teams).toEqual([
      { id: teams[0]!.id, name: 'Team 1', decided: true },
      { id: teams[1]!.id, name: 'Team 2', decided: false },
    ]);
    expect(JSON.stringify(state.teams)).not.toContain('accepted');
  });

  it('in step, turns to the discussion once every team has decided the request, with how each decided', () => {
    const state = projectorState(facts({ status: 'live', pace: 'inStep', step: 0 }, [decision(1, 1, 'acc'), decision(2, 1, 'dec', 'timer')]));
    expect(state).toMatchObject({
      kind: 'discussion',
      step: 0,
      teams: [
        { name: 'Team 1', outcome: 'accepted' },
        { name: 'Team 2', outcome: 'timedOut' },
      ],
    });
  });

  it('in step with no team yet, keeps the request up rather than a discussion of nobody', () => {
    expect(projectorState({ session: { status: 'live', pace: 'inStep' }, deck, teams: [], decisions: [] }).kind).toBe('request');
  });

  it('in step, says when the room has passed the last request', () => {
    expect(projectorState(facts({ status: 'live', pace: 'inStep', step: 3 }))).toEqual({ kind: 'roomDone', total: 3 });
  });

  it('in step with an empty deck, falls back to the teams', () => {
    expect(projectorState({ session: { status: 'live', pace: 'inStep' }, deck: [], teams, decisions: [] }).kind).toBe('progress');
  });
});

describe('teamOutcome', () => {
  it('reads a decline the timer made as timed out', () => {
    expect(teamOutcome({ decision: 'acc', source: 'team' })).toBe('accepted');
    expect(teamOutcome({ decision: 'dec' })).toBe('declined');
    expect(teamOutcome({ decision: 'dec', source: 'timer' })).toBe('timedOut');
  });
});

describe('playingTeams', () => {
  it('leaves out a team with nobody in it, so the room does not wait for it', () => {
    const teams = [
      { id: 'a', name: 'Team 1', members: [{ id: 'm1' }] },
      { id: 'b', name: 'Team 2', members: [] },
    ];
    expect(playingTeams(teams).map((t) => t.name)).toEqual(['Team 1']);
  });
});

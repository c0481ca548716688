import { describe, expect, it } from 'vitest';
import { recordDecision } from '../mutations/decision-mutations.js';
import { applied, as, context, member, seeded } from '../testing/game-data.js';
import { sessionView } from './session-view.js';
import { mayDecide, teamView } from './team-view.js';

describe('mayDecide', () => {
  it('lets the captain decide, and any member of a team without one, and nobody outside the team', () => {
    const members = [member('M1', 'T1', 'captain'), member('M2', 'T1')];
    expect(mayDecide(members, 'M1')).toBe(true);
    expect(mayDecide(members, 'M2')).toBe(false);
    expect(mayDecide([member('M3', 'T2')], 'M3')).toBe(true);
    expect(mayDecide([member('M3', 'T2')], 'M9')).toBe(false);
    expect(mayDecide(members, null)).toBe(false);
  });

  it('is the rule the server applies to a pushed decision', () => {
    const data = seeded();
    const args = { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'dec', source: 'team' };
    expect(recordDecision.apply(data, recordDecision.args.parse(args), context(as('M2'))).ok).toBe(mayDecide(teamView(data, 'S1', 'T1', 'M2')!.members, 'M2'));
    expect(recordDecision.apply(data, recordDecision.args.parse(args), context(as('M1'))).ok).toBe(true);
  });
});

describe('teamView', () => {
  it('replays the team week from its decisions, with the next request and who decides', () => {
    let data = seeded();
    data = applied(
      recordDecision,
      data,
      { sessionId: 'S1', teamId: 'T1', scenarioId: 'A', decision: 'acc', source: 'team' },
      context(as('M1'), { newId: () => 'D-1' }),
    );
    const view = teamView(data, 'S1', 'T1', 'M2')!;
    expect(view.deck.map((s) => s._id)).toEqual(['A', 'B', 'C']);
    expect(view.members.map((m) => m.id)).toEqual(['M1', 'M2']);
    expect(view.captain?.id).toBe('M1');
    expect(view.mayDecide).toBe(false);
    expect(view.week.next?._id).toBe('B');
    expect(view.week.figures.revenue).toBe(24000);
    expect(teamView(data, 'S1', 'T1', 'M1')!.mayDecide).toBe(true);
  });

  it('is null for a team of another session or one the data does not hold', () => {
    const data = seeded();
    expect(teamView(data, 'S2', 'T1', 'M1')).toBeNull();
    expect(teamView(data, 'S1', 'T9', 'M1')).toBeNull();
  });
});

describe('sessionView', () => {
  it('lists teams with their members, and members, in creation order by id', () => {
    const data = seeded();
    // Inserted out of order, and a name that sorts before the others: the id decides.
    const teams = { T3: { ...data.teams['T1']!, id: 'T3', name: 'A late team' }, ...data.teams };
    data.teams = teams;
    data.members = { M5: member('M5', 'T3'), ...data.members };
    const view = sessionView(data, 'S1')!;
    expect(view.teams.map((t) => [t.name, t.members.map((m) => m.id)])).toEqual([
      ['Team 1', ['M1', 'M2']],
      ['Team 2', ['M3']],
      ['A late team', ['M5']],
    ]);
    expect(view.members.map((m) => m.id)).toEqual(['M1', 'M2', 'M3', 'M4', 'M5']);
    expect(sessionView(data, 'S9')).toBeNull();
  });
});

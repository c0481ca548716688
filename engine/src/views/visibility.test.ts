import { describe, expect, it } from 'vitest';
import { changeSeenBy, memberSeenBy, rowSeenBy, type Viewer } from './visibility.js';

const host: Viewer = { role: 'host' };
const priya: Viewer = { role: 'player', memberId: 'M1', teamId: 'T1' };
const newcomer: Viewer = { role: 'player', memberId: 'M9', teamId: null };
const member = (id: string, teamId: string | null) => ({
  id,
  sessionId: 'S1',
  name: id,
  email: `${id}@x.test`,
  phone: '+91 98000 00000',
  role: 'participant',
  teamId,
});

describe('what a player may see', () => {
  it('shows the host every row in full', () => {
    expect(rowSeenBy(host, 'members', member('M2', 'T2'))).toEqual(member('M2', 'T2'));
    expect(rowSeenBy(host, 'sessions', { id: 'S1', ownerId: 'U1' })).toEqual({ id: 'S1', ownerId: 'U1' });
    expect(memberSeenBy(host, member('M2', 'T2')).email).toBe('M2@x.test');
  });

  it("shows a player their own row in full and a teammate's by name only", () => {
    expect(rowSeenBy(priya, 'members', member('M1', 'T1'))).toEqual(member('M1', 'T1'));
    expect(rowSeenBy(priya, 'members', member('M2', 'T1'))).toEqual({ ...member('M2', 'T1'), email: '', phone: '' });
    expect(memberSeenBy(priya, member('M3', 'T2'))).toMatchObject({ name: 'M3', teamId: 'T2', email: '', phone: '' });
  });

  it("keeps other teams' members and decisions from a player", () => {
    expect(rowSeenBy(priya, 'members', member('M3', 'T2'))).toBeNull();
    expect(rowSeenBy(priya, 'decisions', { id: 'D1', teamId: 'T2' })).toBeNull();
    expect(rowSeenBy(priya, 'decisions', { id: 'D2', teamId: 'T1' })).toEqual({ id: 'D2', teamId: 'T1' });
  });

  it('shows a player in no team only themselves, and no decisions', () => {
    expect(rowSeenBy(newcomer, 'members', member('M9', null))).toEqual(member('M9', null));
    expect(rowSeenBy(newcomer, 'members', member('M8', null))).toBeNull();
    expect(rowSeenBy(newcomer, 'decisions', { id: 'D1', teamId: 'T1' })).toBeNull();
  });

  it("shows a player every team by name, and only their own team's rates, to the host every team's", () => {
    const team = (id: string) => ({ id, sessionId: 'S1', name: id, prices: { '2': { Sun: 5000 } }, pricesMadeAt: { '2': '2026-12-06T10:00:00.000Z' } });
    expect(rowSeenBy(priya, 'teams', team('T1'))).toEqual(team('T1'));
    expect(rowSeenBy(priya, 'teams', team('T2'))).toEqual({ id: 'T2', sessionId: 'S1', name: 'T2' });
    expect(rowSeenBy(newcomer, 'teams', team('T2'))).toEqual({ id: 'T2', sessionId: 'S1', name: 'T2' });
    expect(rowSeenBy(host, 'teams', team('T2'))).toEqual(team('T2'));
    expect(changeSeenBy(priya, { table: 'teams', op: 'put', key: 'T2', row: team('T2') })?.row).toEqual({ id: 'T2', sessionId: 'S1', name: 'T2' });
  });

  it("hides the session's owner from a player, and shows the deck and leaderboard as they are", () => {
    expect(rowSeenBy(priya, 'sessions', { id: 'S1', ownerId: 'U1', name: 'Demo' })).toEqual({ id: 'S1', name: 'Demo' });
    expect(rowSeenBy(priya, 'scenarios', { _id: 'A', sessionId: 'S1' })).toEqual({ _id: 'A', sessionId: 'S1' });
    expect(rowSeenBy(priya, 'results', { teamId: 'T2', revenue: 1 })).toEqual({ teamId: 'T2', revenue: 1 });
  });
});

describe("what a change does on a player's device", () => {
  const put = (row: Record<string, unknown>) => ({ table: 'members', op: 'put' as const, key: String(row.id), row });

  it("removes a member who left the player's team, by id alone, and passes the row of one who joined it", () => {
    expect(changeSeenBy(priya, put(member('M2', 'T2')))).toEqual({ table: 'members', op: 'delete', key: 'M2' });
    expect(changeSeenBy(priya, put(member('M2', null)))).toEqual({ table: 'members', op: 'delete', key: 'M2' });
    expect(changeSeenBy(priya, put(member('M3', 'T1')))).toEqual(put({ ...member('M3', 'T1'), email: '', phone: '' }));
  });

  it('ends with what the player may see now when the log is replayed from zero: a teammate who moved away is gone', () => {
    const log = [
      put(member('M2', 'T1')),
      put(member('M3', 'T1')),
      put(member('M2', 'T2')),
      { table: 'decisions', op: 'put' as const, key: 'D1', row: { id: 'D1', teamId: 'T2' } },
    ];
    const device = new Map<string, unknown>();
    for (const change of log) {
      const seen = changeSeenBy(priya, change);
      if (seen?.op === 'put') device.set(`${seen.table}:${seen.key}`, seen.row);
      if (seen?.op === 'delete') device.delete(`${seen.table}:${seen.key}`);
    }
    expect([...device.keys()]).toEqual(['members:M3']);
  });

  it("keeps other teams' decisions from a player altogether, and gives the host every change as logged", () => {
    expect(changeSeenBy(priya, { table: 'decisions', op: 'put', key: 'D1', row: { id: 'D1', teamId: 'T2' } })).toBeNull();
    expect(changeSeenBy(host, put(member('M2', 'T2')))).toEqual(put(member('M2', 'T2')));
    expect(changeSeenBy(priya, { table: 'teams', op: 'delete', key: 'T2' })).toEqual({ table: 'teams', op: 'delete', key: 'T2' });
  });
});

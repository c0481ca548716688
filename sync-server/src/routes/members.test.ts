/** Members at any time (issue 17): a late arrival placed or moved, a member removed, a start that checks itself. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';
import { sessionData } from '../testing/role-cases.js';

let h: Harness;
let admin: string;
let sessionId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.admin();
  sessionId = h.demoSessionId();
});
afterAll(() => h.close());

type Details = { participants: { id: string; email: string; teamId: string | null; role: string }[]; team: { id: string; name: string }[] };
const details = async (): Promise<Details> => (await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: admin })).json.data.session;

describe('members at any time', () => {
  it('lets the host put a late arrival in a team after the start, and the player then plays', async () => {
    const start = await h.call('PATCH', `/api/session/updateSession/${sessionId}`, { token: admin, body: { status: 'live' } });
    expect(start.status, start.json.message).toBeLessThan(500);
    const late = await h.joinAs('late.arrival@hotel.test');
    const { team } = await details();
    const target = team[team.length - 1]!;
    const moved = await h.call('PATCH', `/api/session/memberTeam/${sessionId}`, { token: admin, body: { memberId: late.memberId, teamId: target.id } });
    expect(moved.json).toEqual({ success: true, message: 'Member moved successfully', data: {} });
    expect((await details()).participants.find((p) => p.id === late.memberId)).toMatchObject({ teamId: target.id, role: 'participant' });
  });

  it('refuses a participant holding a valid token who tries to move or remove anyone, and changes nothing', async () => {
    const captain = await h.captain(0);
    const before = await details();
    const victim = before.participants.find((p) => p.id !== captain.memberId)!;
    const move = await h.call('PATCH', `/api/session/memberTeam/${sessionId}`, { token: captain.token, body: { memberId: victim.id, teamId: captain.teamId } });
    const remove = await h.call('DELETE', `/api/session/member/${sessionId}/${victim.id}`, { token: captain.token });
    expect([move.status, remove.status]).toEqual([403, 403]);
    expect(await details()).toEqual(before);
  });

  it('removes a mistyped member, answers 404 for a second removal, and lets the right e-mail join', async () => {
    const typo = await h.joinAs('priya.nair@hotel.tset');
    const removed = await h.call('DELETE', `/api/session/member/${sessionId}/${typo.memberId}`, { token: admin });
    expect(removed.json).toEqual({ success: true, message: 'Member removed successfully', data: {} });
    expect((await details()).participants.some((p) => p.id === typo.memberId)).toBe(false);
    const again = await h.call('DELETE', `/api/session/member/${sessionId}/${typo.memberId}`, { token: admin });
    expect({ status: again.status, message: again.json.message }).toEqual({ status: 404, message: 'Member not found' });
    // Removed, the same e-mail may join again.
    expect((await h.joinAs('priya.nair@hotel.tset')).memberId).not.toBe(typo.memberId);
  });

  it('refuses to start a session with no requests and no teams, naming both', async () => {
    const created = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData: sessionData('Empty week') } });
    const id = created.json.data.session.id as string;
    const start = await h.call('PATCH', `/api/session/updateSession/${id}`, { token: admin, body: { status: 'live' } });
    expect({ status: start.status, message: start.json.message }).toEqual({
      status: 400,
      message: 'The game cannot start yet: there are no booking requests: add at least one; there are no teams: shuffle the participants into teams.',
    });
  });
});

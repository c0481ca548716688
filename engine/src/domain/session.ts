/** Game sessions: the creation payload, the stored record and the shapes the API returns (docs/rules.md §3). */
import { z } from 'zod';
import { OCCUPANCY_DAYS, dayIndex, type OccupancyDay } from './days.js';
import { idSchema, nameSchema, numeric } from './common.js';
import { DEFAULT_ROOM_COUNT, DEFAULT_TEAM_SIZE } from './defaults.js';
import { decisionSchema } from './game.js';
import { GAME_LANGUAGES, isCurrencyCode } from './locale.js';
import { scenarioSchema } from './scenario.js';
import { weekFamilyIdSchema } from './week-family.js';
import { campaignWeeksSchema, closedWeekSchema, priceBoundsSchema, pricingWeeksSchema } from './campaign.js';

/** Stored vocabulary (docs/rules.md §10); lists show Upcoming / Ongoing / Completed. */
export const SESSION_STATUSES = ['upcoming', 'live', 'ended'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** What `updateSession` accepts: the control vocabulary plus 'rst' (reset). */
export const sessionStatusCommandSchema = z.enum(['live', 'ended', 'rst', 'upcoming']);
export type SessionStatusCommand = z.infer<typeof sessionStatusCommandSchema>;

/** The house teams a host can switch on (issue "House teams", decision record 018), in the order they are shown. */
export const HOUSE_POLICY_IDS = ['firstComeFirstServed', 'rateThreshold', 'displacement', 'emsrB', 'hindsightOptimum'] as const;
export const housePolicyIdSchema = z.enum(HOUSE_POLICY_IDS, { error: 'unknown house policy' });
export type HousePolicyId = z.infer<typeof housePolicyIdSchema>;

/** A host's choice of house teams: each policy at most once, kept in the order of `HOUSE_POLICY_IDS`. */
export const housePoliciesSchema = z
  .array(housePolicyIdSchema)
  .max(HOUSE_POLICY_IDS.length)
  .refine((ids) => new Set(ids).size === ids.length, 'each house policy can be chosen once')
  .transform((ids) => HOUSE_POLICY_IDS.filter((id) => ids.includes(id)));

/**
 * How transient guests behave (issue 37, decision record 020): `none`, the
 * specification's game, in which the forecast is only shown; `forecast`, in
 * which guests arrive as forecast after the deck and take the rooms a team
 * left free. A session created without the field reads as `none`.
 */
export const DEMAND_MODELS = ['none', 'forecast'] as const;
export const demandModelSchema = z.enum(DEMAND_MODELS, { error: "demandModel must be 'none' or 'forecast'" });
export type DemandModel = z.infer<typeof demandModelSchema>;

/**
 * How the room moves through the deck (issue 38, decision record 021): `own`,
 * the specification's game, in which each team plays at its own pace; `inStep`,
 * in which every team sees request k until the host moves the room on.
 */
export const PACES = ['own', 'inStep'] as const;
export const paceSchema = z.enum(PACES, { error: "pace must be 'own' or 'inStep'" });
export type Pace = z.infer<typeof paceSchema>;

/** The bounds of a session's decision time, in seconds; absent reads as the specification's 60. */
export const DECISION_SECONDS_MIN = 30;
export const DECISION_SECONDS_MAX = 180;
export const decisionSecondsSchema = z
  .number({ error: 'decision time must be a number of seconds' })
  .int('decision time must be whole seconds')
  .min(DECISION_SECONDS_MIN, `decision time must be at least ${DECISION_SECONDS_MIN} seconds`)
  .max(DECISION_SECONDS_MAX, `decision time must be at most ${DECISION_SECONDS_MAX} seconds`);

/** '__proto__' cannot be a rate's name: as a key it would set an object's prototype, not a rate. */
export function isReservedRateName(name: string): boolean {
  return name.trim().toLowerCase() === '__proto__';
}

/** Rate types: lowercase name to nightly amount. */
export const ratesSchema = z
  .preprocess(
    (raw, ctx) => {
      // JSON.parse makes '__proto__' an own key, and a record would drop it without a word (it sets the prototype).
      if (raw && typeof raw === 'object' && Object.keys(raw).some(isReservedRateName)) {
        ctx.addIssue({ code: 'custom', message: 'rate name __proto__ is reserved', path: ['__proto__'] });
      }
      return raw;
    },
    z.record(z.string().trim().min(1, 'rate name is required').max(60), numeric('rate must be a number').pipe(z.number().positive('rate must be more than 0'))),
  )
  .transform((rates) => Object.fromEntries(Object.entries(rates).map(([k, v]) => [k.trim().toLowerCase(), v])))
  .refine((rates) => Object.keys(rates).length > 0, 'Please add at least one rate type');
export type Rates = Record<string, number>;

/**
 * Forecast occupancy per day as a string percentage. Keys may use the grid's short
 * forms or full names; they are stored as Sun Mon Tue Wed Thu Fri Sat.
 */
export const occupancySchema = z.record(z.string(), z.union([z.string(), z.number()])).transform((raw, ctx) => {
  const out: Partial<Record<OccupancyDay, string>> = {};
  for (const [key, value] of Object.entries(raw)) {
    const i = dayIndex(key);
    if (i === null) {
      ctx.addIssue({ code: 'custom', message: `unknown day '${key}'`, path: [key] });
      continue;
    }
    const text = String(value).trim();
    const n = Number(text);
    if (text === '' || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Please enter occupancy for all days', path: [key] });
      continue;
    }
    if (n < 0 || n > 100) {
      ctx.addIssue({ code: 'custom', message: 'Occupancy must be between 0 and 100%', path: [key] });
      continue;
    }
    out[OCCUPANCY_DAYS[i]!] = String(n);
  }
  if (OCCUPANCY_DAYS.some((d) => out[d] === undefined) && ctx.issues.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'Please enter occupancy for all days' });
  }
  return out as Record<OccupancyDay, string>;
});
export type Occupancy = Record<OccupancyDay, string>;

export const banquetHallInputSchema = z.object({
  name: nameSchema({ required: 'banquet name is required', max: 80, label: 'banquet name' }),
  rate: numeric('banquet rate must be a number').pipe(z.number().positive('banquet rate must be more than 0')),
  capacity: numeric('capacity must be a number').pipe(z.number().int().positive()).nullish(),
});
export type BanquetHallInput = z.infer<typeof banquetHallInputSchema>;

export const banquetHallSchema = z.object({
  id: idSchema,
  name: z.string(),
  rate: z.number(),
  capacity: z.number().int().positive().nullable(),
});
export type BanquetHall = z.infer<typeof banquetHallSchema>;

const positiveInt = (message: string) => numeric(message).pipe(z.number().int(message).positive(message));

/** The language a session is played in (issue 54); absent reads as English. */
export const gameLanguageSchema = z.enum(GAME_LANGUAGES, { error: `language must be one of ${GAME_LANGUAGES.join(', ')}` });
/** The currency a session counts in, an ISO 4217 code (issue 54); absent reads as rupees. */
export const currencySchema = z.string().refine(isCurrencyCode, { message: 'currency must be an ISO 4217 code such as INR, EUR or USD' });

/** `sessionData` of `POST /api/session/createSession`. */
export const sessionCreateInputSchema = z
  .object({
    name: nameSchema({ required: 'Please enter a session name', max: 120, label: 'session name' }),
    hotelName: nameSchema({ required: 'Please enter a hotel name', max: 120, label: 'hotel name' }),
    totalRooms: positiveInt('Please enter a valid number of rooms').pipe(z.number().max(500, 'at most 500 rooms')),
    baseADR: numeric('Please enter a valid base ADR').pipe(z.number().positive('Please enter a valid base ADR')),
    maxParticipants: positiveInt('Please enter a valid number of participants').pipe(z.number().max(1000, 'at most 1000 participants')),
    autoAssignTeams: z.boolean().default(false),
    teamSize: z
      .union([z.string(), z.number()])
      .default(String(DEFAULT_TEAM_SIZE))
      .transform((v) => String(v).trim() || String(DEFAULT_TEAM_SIZE))
      .pipe(z.string().regex(/^[1-9][0-9]*$/, 'Please enter a valid team size')),
    startDate: z.iso.datetime({ offset: true }).optional(),
    endDate: z.iso.datetime({ offset: true }).optional(),
    rates: ratesSchema,
    occupancy: occupancySchema,
    banquet: z.array(banquetHallInputSchema).max(20).default([]),
    /** An addition to the specification's payload: absent reads as `none`. */
    demandModel: demandModelSchema.optional(),
    /** Additions (issue 38): the decision time in seconds (absent: 60) and the pace (absent: `own`). */
    decisionSeconds: numeric('decision time must be a number of seconds').pipe(decisionSecondsSchema).optional(),
    pace: paceSchema.optional(),
    /** Additions (issue 36): a campaign of 2 to 8 weeks (absent: one week), which of them open with a pricing round, and the rate bounds. */
    weeks: campaignWeeksSchema.optional(),
    pricingWeeks: pricingWeeksSchema.optional(),
    priceBounds: priceBoundsSchema.optional(),
    /** Additions (issue 54): the session's language (absent: en) and currency (absent: INR). */
    language: gameLanguageSchema.optional(),
    currency: currencySchema.optional(),
  })
  .refine((s) => !s.pricingWeeks || s.pricingWeeks.every((w) => w <= (s.weeks ?? 1)), {
    message: "a pricing round must be in one of the campaign's weeks",
    path: ['pricingWeeks'],
  })
  .refine((s) => !s.pricingWeeks?.length || s.demandModel === 'forecast', {
    message: 'a pricing round needs transient guests: choose the forecast demand model',
    path: ['pricingWeeks'],
  })
  .refine((s) => !s.startDate || !s.endDate || s.startDate <= s.endDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });
export type SessionCreateInput = z.infer<typeof sessionCreateInputSchema>;

/**
 * A finished round kept in the session row when Play Again starts the next
 * (issue 38): the hotel as it was played, the deck, the teams with their
 * members' names and every decision, enough for `pastRoundView` to rebuild its
 * results, report and debrief with the same views as the live round.
 */
export const pastRoundSchema = z.object({
  round: z.number().int().min(1),
  /** When the host ended the round (server time), or when Play Again archived a round that was never ended. */
  endedAt: z.string(),
  hotelName: z.string(),
  totalRooms: z.number().int().positive(),
  baseADR: z.number().positive(),
  rates: z.record(z.string(), z.number()),
  occupancy: z.record(z.enum(OCCUPANCY_DAYS), z.string()),
  banquet: z.array(banquetHallSchema),
  demandModel: demandModelSchema.optional(),
  housePolicies: z.array(housePolicyIdSchema).optional(),
  deck: z.array(scenarioSchema),
  teams: z.array(z.object({ id: idSchema, name: z.string() })),
  /** Everyone who was in the session, with the team they played in: the report's "By" names them. */
  members: z.array(z.object({ id: idSchema, name: z.string(), teamId: idSchema.nullable() })),
  /** Each decision without its session id: `[teamId, scenarioId, decision, ...]` would be smaller, but unreadable in a backup. */
  decisions: z.array(decisionSchema.omit({ sessionId: true })),
});
export type PastRound = z.infer<typeof pastRoundSchema>;

/** A session as stored and as the engine's mutations see it. */
/** A decision or a team's rates that reached the server after the room had seen the results: never counted, shown to the host. */
export const lateArrivalSchema = z.object({
  teamId: z.string(),
  kind: z.enum(['decision', 'rates']),
  week: z.number().int().min(1),
  scenarioId: z.string().optional(),
  arrivedAt: z.string(),
});
export type LateArrival = z.infer<typeof lateArrivalSchema>;

export const sessionSchema = z.object({
  id: idSchema,
  ownerId: idSchema,
  gameCode: z.string(),
  name: z.string(),
  hotelName: z.string(),
  totalRooms: z.number().int().positive(),
  baseADR: z.number().positive(),
  maxParticipants: z.number().int().positive(),
  autoAssignTeams: z.boolean(),
  teamSize: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: sessionStatusSchema,
  rates: z.record(z.string(), z.number()),
  occupancy: z.record(z.enum(OCCUPANCY_DAYS), z.string()),
  banquet: z.array(banquetHallSchema),
  /** The host's switch for the displacement hint on the booking-request card (issue "Debrief"); absent reads as off. */
  displacementHint: z.boolean().optional(),
  /** The host has stopped every team's booking timer for the room (WCAG 2.2.1: a participant who needs more time); absent reads as running. */
  timerPaused: z.boolean().optional(),
  /** The house teams playing beside the people (issue "House teams"); absent reads as none. */
  housePolicies: z.array(housePolicyIdSchema).optional(),
  /** Whether transient guests arrive as forecast (issue 37); absent reads as `none`, the specification's game. */
  demandModel: demandModelSchema.optional(),
  /** Seconds a team has to decide a request (30 to 180); absent reads as 60. */
  decisionSeconds: decisionSecondsSchema.optional(),
  /** Own pace or the room in step (issue 38); absent reads as `own`. */
  pace: paceSchema.optional(),
  /** The language the room plays in, chosen by the host (issue 54); a participant may switch their own device. Absent reads as English. */
  language: gameLanguageSchema.optional(),
  /** The currency every amount of the session is written in (issue 54); absent reads as rupees. The rules are the same in any currency. */
  currency: currencySchema.optional(),
  /** In step: the index in the deck of the request the room is on; absent reads as 0. */
  step: z.number().int().min(0).optional(),
  /** In step: when the host moved the room on from each request (server time), by request index. */
  stepMovedAt: z.array(z.string()).optional(),
  /**
   * In step: when the room's request went up on the tablets (server time: the start, a move on, the close of a pricing
   * round), moved later by each pause, so the room's clock for it is the decision time from here. Null or absent: none.
   */
  stepShownAt: z.string().nullable().optional(),
  /** When the host paused the room (server time); a decision made after it, while paused, is refused. */
  pausedAt: z.string().nullable().optional(),
  /** Which play of this session this is: Play Again starts the next round (absent reads as 1). */
  round: z.number().int().min(1).optional(),
  /**
   * The room has been shown the results: the host revealed them (before or after the end), every team's tablets
   * reported after the end, or the grace after the end ran out (issue 50). Once set after the end, nothing changes a score.
   */
  revealed: z.boolean().optional(),
  /** When the results were revealed (server time); absent or null while they are not. */
  revealedAt: z.string().nullable().optional(),
  /** The teams with someone in them when the host ended the game: the tablets the reveal waits for (issue 50). */
  awaitingAfterEnd: z.array(z.string()).optional(),
  /** The teams whose tablets reported after the host ended the game, their decisions all sent (issue 50). */
  heardAfterEnd: z.array(z.string()).optional(),
  /** Decisions and rates that reached the server after the results were revealed: refused, and shown to the host. */
  lateArrivals: z.array(lateArrivalSchema).optional(),
  /** The rounds Play Again closed, oldest first (issue 38); absent reads as none. */
  pastRounds: z.array(pastRoundSchema).optional(),
  /** When the host ended the game (server time); decisions made before it may still arrive for a while. Absent before the game ends. */
  endedAt: z.string().nullable().optional(),
  /** A campaign (issue 36): how many weeks it runs (absent: one), the week being played (absent: 1), the weeks closed so far. */
  weeks: z.number().int().min(1).optional(),
  week: z.number().int().min(1).optional(),
  closedWeeks: z.array(closedWeekSchema).optional(),
  /** The family the week being played was drawn from (issue 49); absent for a week the trainer wrote. */
  family: weekFamilyIdSchema.optional(),
  /** Which weeks open with a pricing round, and the bounds on a team's rate (absent: 60% to 160% of the base ADR). */
  pricingWeeks: z.array(z.number().int().min(1)).optional(),
  priceBounds: priceBoundsSchema.optional(),
  /** In a pricing week: when the host closed the pricing round and opened the deck (server time); absent or null while teams set rates. */
  pricingClosedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A row of `getSession`: the documented fields plus the game code (docs/rules.md §10). */
export const sessionListRowSchema = sessionSchema.pick({ id: true, name: true, startDate: true, endDate: true, status: true, gameCode: true });
export type SessionListRow = z.infer<typeof sessionListRowSchema>;

/** What play needs of a session: capacity, halls and rates. */
export type PlaySession = Pick<Session, 'totalRooms' | 'banquet'>;

/**
 * A campaign of several weeks with pricing rounds (issue 36, decision record
 * 024): the fields a session and a team carry for it. Every one is optional,
 * and a session without them is the single week the documented API describes.
 */
import { z } from 'zod';
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from './days.js';
import { numeric } from './common.js';
import { familyCardSchema, weekFamilyChoiceSchema, weekFamilyIdSchema } from './week-family.js';

/** A campaign runs 2 to 8 weeks; a session without `weeks` is one week. */
export const CAMPAIGN_WEEKS_MIN = 2;
export const CAMPAIGN_WEEKS_MAX = 8;

export const campaignWeeksSchema = numeric('weeks must be a number').pipe(
  z
    .number()
    .int('weeks must be a whole number')
    .min(1, 'a session has at least one week')
    .max(CAMPAIGN_WEEKS_MAX, `a campaign has at most ${CAMPAIGN_WEEKS_MAX} weeks`),
);

/** The host's bounds on a team's best available rate, in whole currency units. */
export const priceBoundsSchema = z
  .object({
    min: numeric('the lowest rate must be a number').pipe(z.number().int('rates are whole amounts').positive('the lowest rate must be more than 0')),
    max: numeric('the highest rate must be a number').pipe(z.number().int('rates are whole amounts').positive('the highest rate must be more than 0')),
  })
  .refine((b) => b.min <= b.max, { message: 'the lowest rate must not be above the highest', path: ['max'] });
export type PriceBounds = z.infer<typeof priceBoundsSchema>;

/** Which weeks open with a pricing round: week numbers from 1, each once. */
export const pricingWeeksSchema = z
  .array(z.number().int().min(1).max(CAMPAIGN_WEEKS_MAX))
  .max(CAMPAIGN_WEEKS_MAX)
  .transform((weeks) => [...new Set(weeks)].sort((a, b) => a - b));

/** A best available rate for each night of the week, by grid day. */
export const nightPricesSchema = z.object(
  Object.fromEntries(
    GRID_DAYS.map((d) => [d, z.number({ error: 'a rate must be a number' }).int('rates are whole amounts').positive('a rate must be more than 0')]),
  ) as Record<GridDay, z.ZodNumber>,
);
export type NightPrices = Record<GridDay, number>;

/**
 * A week the host closed: what it was played against, kept so its standings
 * and debrief read the same after the session moves on. Its requests stay in
 * the deck's table with their week, and its decisions stay as they were.
 */
export const closedWeekSchema = z.object({
  week: z.number().int().min(1),
  /** When the host ended the week (server time): a decision made before it may still arrive within the grace period. */
  endedAt: z.string(),
  /** The forecast the week was played against (occupancy % per day). */
  occupancy: z.record(z.enum(OCCUPANCY_DAYS), z.string()),
  /** Whether the week opened with a pricing round, and the bounds it had. */
  pricing: z.boolean(),
  priceBounds: priceBoundsSchema.optional(),
  /** In step: where the room stood and when it moved on from each request, so a late decision meets the same rule. */
  step: z.number().int().min(0).optional(),
  stepMovedAt: z.array(z.string()).optional(),
  /** The family the week was drawn from (issue 49); absent for a week the trainer wrote. */
  family: weekFamilyIdSchema.optional(),
  /** When the room saw the week's results (issue 50): nothing arriving after it counts in the week. */
  revealedAt: z.string().nullable().optional(),
});
export type ClosedWeek = z.infer<typeof closedWeekSchema>;

/** The next week's deck: drawn from the pool (the default), or empty for the trainer to write. */
export const nextWeekDeckSchema = z.enum(['pool', 'empty'], { error: "deck must be 'pool' or 'empty'" });

/** Body of `POST /api/campaign/openNextWeek/:sessionId` (an addition, issue 36): the week the host's screen showed, and where its deck comes from. */
export const openNextWeekBodySchema = z.object({
  from: z.number({ error: 'from must be the week number shown' }).int().min(1),
  deck: nextWeekDeckSchema.optional(),
  /** A drawn deck's family (issue 49): one family, or `mix` (the default), a family drawn for the week. */
  family: weekFamilyChoiceSchema.optional(),
});

/** Body of `POST /api/campaign/setPrices/:teamId` (an addition, issue 36). */
export const setPricesBodySchema = z.object({
  week: z.number({ error: 'week must be a week number' }).int().min(1).max(CAMPAIGN_WEEKS_MAX),
  prices: nightPricesSchema,
  madeAt: z.iso.datetime({ offset: true }).optional(),
});

/** What `POST /api/campaign/openNextWeek/:sessionId` answers: the week open, its forecast, and the family its deck was drawn from (null when the trainer writes it). */
export const openNextWeekDataSchema = z.object({
  week: z.number().int().min(1).optional(),
  occupancy: z.record(z.enum(OCCUPANCY_DAYS), z.string()),
  family: familyCardSchema.nullable().optional(),
});

const nightRecord = z.record(z.enum(GRID_DAYS), z.number());

/** A pricing round told after its week (`pricingDebrief`). */
export const pricingDebriefSchema = z.object({
  week: z.number().int(),
  demandAtAdr: nightRecord,
  elasticity: nightRecord,
  entries: z.array(
    z.object({
      kind: z.enum(['team', 'house']),
      id: z.string(),
      name: z.string(),
      prices: nightRecord,
      nights: z.array(
        z.object({
          day: z.enum(GRID_DAYS),
          price: z.number(),
          demand: z.number(),
          free: z.number(),
          sold: z.number(),
          revenue: z.number(),
          bestPrice: z.number(),
          bestRevenue: z.number(),
        }),
      ),
      transientRevenue: z.number(),
      revenue: z.number(),
    }),
  ),
});

/** What `GET /api/campaign/standings/:sessionId` answers (`campaignStandings` with each week's optimum, and the pricing rounds). */
export const campaignStandingsDataSchema = z.object({
  week: z.number().int(),
  weeks: z.number().int(),
  standings: z.array(
    z.object({
      teamId: z.string(),
      name: z.string(),
      weeks: z.array(z.object({ week: z.number().int(), revenue: z.number(), share: z.number().nullable(), closed: z.boolean() })),
      total: z.number(),
      rank: z.number().int(),
    }),
  ),
  /** Each week's best possible revenue, by week number, where worked out. */
  optimum: z.record(z.string(), z.number()),
  pricing: z.array(pricingDebriefSchema),
  /** Weeks whose best week could not be worked out, in words. */
  problems: z.array(z.string()),
});

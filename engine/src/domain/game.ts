/** Play: decisions, grids, figures and results (docs/rules.md §3). */
import { z } from 'zod';
import { GRID_DAYS, type GridDay } from './days.js';
import { idSchema } from './common.js';

/** 'acc' or 'dec', as the documented getScenario body names them. */
export const decisionTypeSchema = z.enum(['acc', 'dec']);
export type DecisionType = z.infer<typeof decisionTypeSchema>;

export const decisionSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  teamId: idSchema,
  scenarioId: idSchema,
  decision: decisionTypeSchema,
  decidedBy: idSchema,
  decidedAt: z.string(),
  /** Who decided: the team, or the booking timer running out (a decline). Absent on decisions made before the field existed: the team. */
  source: z.enum(['team', 'timer']).optional(),
  /** When the device made it, on the server's clock (the device's corrected by how far it runs off); `decidedAt` is when it reached the server. */
  madeAt: z.string().optional(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** Who made a decision: the team pressing a button, or the booking timer declining a request nobody answered in time. */
export const decisionSourceSchema = z.enum(['team', 'timer']);
export type DecisionSource = z.infer<typeof decisionSourceSchema>;

/** A grid row: each day's nightly rate, or null when free. */
export type DayValues = Record<GridDay, number | null>;
/** 'Room 1'..'Room N'. */
export type RoomGrid = Record<string, DayValues>;
/** b1, b2, ... in hall order. */
export type BanquetGrid = Record<string, DayValues>;

export const dayValuesSchema = z.object(Object.fromEntries(GRID_DAYS.map((d) => [d, z.number().nullable()])) as Record<GridDay, z.ZodNullable<z.ZodNumber>>);
export const gridSchema = z.record(z.string(), dayValuesSchema);

/** The figures the game shows and sends (docs/rules.md §3 "Game stats"). */
export const gameStatsSchema = z.object({
  revenue: z.number(),
  occupancy: z.number(),
  ADR: z.number(),
  revPar: z.number(),
  type: z.union([decisionTypeSchema, z.literal('')]),
});
export type GameStats = z.infer<typeof gameStatsSchema>;

export const resultStatusSchema = z.enum(['Completed', 'In Progress', 'Waiting']);

/** A leaderboard row (docs/rules.md §3 "Result row"), with the figures the table shows. */
export const resultRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  revenue: z.number(),
  occupancy: z.number(),
  ADR: z.number(),
  revPar: z.number(),
  acceptedBooking: z.number().int(),
  declinedBooking: z.number().int(),
  status: resultStatusSchema,
  /** When the team decided the last request of the deck; null until it has. The last tie-break of the ranking. */
  finishedAt: z.string().nullable().optional(),
  /** Teams equal on every measure of the ranking share a rank (1, 1, 3). */
  rank: z.number().int().positive(),
  /** Under the forecast demand model (issue 37): total revenue, banquets included, per available room-night; `revPar` is then rooms only. */
  tRevPar: z.number().optional(),
  /** Under the forecast demand model: the transient guests are still the forecast's expectation (the game has not ended). */
  projected: z.boolean().optional(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/**
 * The hindsight optimum of a session's deck (issue "Debrief"): the most any
 * team could have earned, the requests that earn it, and a room plan for them.
 */
export const optimumSchema = z.object({
  revenue: z.number(),
  /** Accepted request ids, in deck order. */
  chosen: z.array(idSchema),
  /** Each accepted request's rooms ('Room 1'...), in room order. */
  rooms: z.record(z.string(), z.array(z.string())),
  /** Each accepted banquet request's hall key (b1, b2, ...). */
  halls: z.record(z.string(), z.string()),
  /** Under the forecast demand model (issue 37): the transient guests of the best week, per night, and their revenue (in `revenue` too). */
  transient: z.object({ revenue: z.number(), rooms: z.record(z.string(), z.number()) }).optional(),
  /** Under the forecast demand model: the best plan knowing only the forecast, and what it earned against the guests who came. */
  expected: z
    .object({
      chosen: z.array(idSchema),
      revenue: z.number(),
      /** In a pricing week: the rate each night the plan on the forecast sells at. */
      prices: z.record(z.string(), z.number()).optional(),
    })
    .optional(),
  /**
   * False when the solver reached its limit before proving this plan the best
   * (absent: proven). The server keeps improving it and answers the proven
   * optimum once it has it.
   */
  proven: z.literal(false).optional(),
  /** With `proven: false`: at most this share of the best possible week is missing from `revenue` (0.012 is 1.2%). */
  gap: z.number().min(0).max(1).optional(),
});
export type Optimum = z.infer<typeof optimumSchema>;

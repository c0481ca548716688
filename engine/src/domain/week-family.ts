/**
 * The families a generated week is drawn from (issue 49), as the contracts
 * name them: the rules of each (its forecast, its requests, its lesson) are
 * in `rules/week-families.ts`.
 */
import { z } from 'zod';

export const WEEK_FAMILY_IDS = ['conferencePeak', 'resortWeekend', 'shoulderWeek', 'lowWeek', 'longGroupsOverPeak', 'lateValuable', 'citywideEvent'] as const;
export type WeekFamilyId = (typeof WEEK_FAMILY_IDS)[number];

export const weekFamilyIdSchema = z.enum(WEEK_FAMILY_IDS);

/** What the host picks: one family, or `mix`, a family drawn for each week. */
export const weekFamilyChoiceSchema = z.enum([...WEEK_FAMILY_IDS, 'mix'], {
  error: `family must be one of ${[...WEEK_FAMILY_IDS, 'mix'].join(', ')}`,
});
export type WeekFamilyChoice = z.infer<typeof weekFamilyChoiceSchema>;

/** A family as an answer names it: the id the host chose by, its name and its lesson. */
export const familyCardSchema = z.object({ id: weekFamilyIdSchema, name: z.string(), lesson: z.string() });

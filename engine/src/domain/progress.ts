/**
 * Each participant's progress across a host's sessions (issue 36, item 3):
 * who counts as the same person, how a removed participant's rows read, and
 * the shapes `/api/progress` answers. A participant is the same person
 * wherever their e-mail is, within one host's sessions only.
 */
import { z } from 'zod';
import { idSchema } from './common.js';

/** The name a participant's rows carry once the host removed their history at their request. */
export const REMOVED_PARTICIPANT_NAME = 'Removed participant';

/**
 * What a removed participant's e-mail becomes. Not blank: a session holds each
 * e-mail once (the store's unique key), so two people removed from one session
 * need two values; and not an address, so it never signs in, joins or counts
 * as a person again.
 */
export function removedEmail(memberId: string): string {
  return `removed:${memberId}`;
}

/** The e-mail as the same person is known by in every session: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a member's e-mail names a person at all: a removed participant's (or a blank one) does not. */
export function isParticipantEmail(email: string): boolean {
  const address = normaliseEmail(email);
  const at = address.indexOf('@');
  return at > 0 && at < address.length - 1;
}

/**
 * An e-mail the host names to remove: any address a member was stored with,
 * so it is read as leniently as members were ever stored, not with the join
 * form's stricter pattern.
 */
export const participantEmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(320, 'email is too long')
  .transform(normaliseEmail)
  .refine(isParticipantEmail, 'email must be an e-mail address');

/**
 * Why an entry has no optimum: `working` while the server still solves it,
 * `hidden` from a player until the host ends or reveals the game, and
 * `unavailable` when it could not be worked out.
 */
export const optimumStateSchema = z.enum(['known', 'working', 'hidden', 'unavailable']);
export type OptimumState = z.infer<typeof optimumStateSchema>;

/** One round a participant played: their team's revenue beside the best week and the best plan on the forecast. */
export const progressEntrySchema = z.object({
  sessionId: idSchema,
  sessionName: z.string(),
  /** Play Again numbers the rounds of a session from 1. */
  round: z.number().int().min(1),
  /** When the round ended; for a round still being played, the session's start date. */
  playedAt: z.string(),
  /** The round is still being played: its revenue may still change. */
  live: z.boolean(),
  teamName: z.string(),
  revenue: z.number(),
  /** The hindsight optimum's revenue; null while unknown (see `optimumState`). */
  optimum: z.number().nullable(),
  /** The best plan on the forecast alone, against the guests who came; null for a session without transient guests. */
  expectedOptimum: z.number().nullable(),
  /** Revenue as a percentage of the optimum (100 when the optimum is 0). */
  share: z.number().nullable(),
  /** Revenue as a percentage of the expected optimum. */
  expectedShare: z.number().nullable(),
  optimumState: optimumStateSchema,
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

export const participantProgressSchema = z.object({
  /** The e-mail that makes them one person, normalised. */
  email: z.string(),
  /** The name they played their latest round under. */
  name: z.string(),
  /** Oldest first. */
  entries: z.array(progressEntrySchema),
});
export type ParticipantProgress = z.infer<typeof participantProgressSchema>;

export const progressDataSchema = z.object({
  participants: z.array(participantProgressSchema),
  /** Rounds whose best week the server is still working out: ask again in a moment. */
  working: z.number().int().min(0),
});
export type ProgressData = z.infer<typeof progressDataSchema>;

/** A participant's own history: never anyone else's. */
export const myProgressDataSchema = z.object({
  name: z.string(),
  entries: z.array(progressEntrySchema),
  working: z.number().int().min(0),
});
export type MyProgressData = z.infer<typeof myProgressDataSchema>;

export const removeProgressBodySchema = z.object({ email: participantEmailSchema });
export const removeProgressDataSchema = z.object({
  /** Sessions of the host's in which the participant's rows were anonymised. */
  sessionsChanged: z.number().int().min(0),
  /** Member rows anonymised across them. */
  membersChanged: z.number().int().min(0),
});

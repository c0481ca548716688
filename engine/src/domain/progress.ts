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

/**
 * A participant's personal code (decision record 025): what shows they are the
 * person their e-mail names, which an e-mail and a game code, both known to
 * others, do not. The host's Progress screen gives it; the server derives it
 * from the host and the e-mail, so it is the same in every one of the host's
 * sessions. Eight letters and digits of Crockford's base 32, written in two
 * fours; read back leniently: any case, spaces and dashes, O for 0, I and L for 1.
 */
export const PERSONAL_CODE_LENGTH = 8;
export const PERSONAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The code as typed, in its one spelling (`K7QM2XRP`); null when it cannot be one. */
export function normalisePersonalCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== PERSONAL_CODE_LENGTH) return null;
  for (const ch of code) if (!PERSONAL_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** The code as a host reads it out or prints it: `K7QM-2XRP`. */
export function formatPersonalCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const PERSONAL_CODE_MESSAGES = {
  malformed: `A personal code is ${PERSONAL_CODE_LENGTH} letters and digits, like K7QM-2XRP`,
  wrong: 'That personal code is not yours: ask your trainer for the code beside your name on their Progress screen',
} as const;

export const personalCodeSchema = z
  .string()
  .max(40, PERSONAL_CODE_MESSAGES.malformed)
  .transform((typed, ctx) => {
    const code = normalisePersonalCode(typed);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: PERSONAL_CODE_MESSAGES.malformed });
      return z.NEVER;
    }
    return code;
  });

/** `GET /api/progress/mine`: with the caller's personal code, every session of the host's they played; without, this one. */
export const myProgressQuerySchema = z.object({ code: personalCodeSchema.optional() });

/** A participant on the host's Progress screen, with the personal code the host hands them. */
export const hostParticipantProgressSchema = participantProgressSchema.extend({
  /** Formatted, as the host reads it out (`K7QM-2XRP`). */
  personalCode: z.string(),
});
export type HostParticipantProgress = z.infer<typeof hostParticipantProgressSchema>;

export const progressDataSchema = z.object({
  participants: z.array(hostParticipantProgressSchema),
  /** Rounds whose best week the server is still working out: ask again in a moment. */
  working: z.number().int().min(0),
});
export type ProgressData = z.infer<typeof progressDataSchema>;

/** A participant's own history: never anyone else's. */
export const myProgressDataSchema = z.object({
  name: z.string(),
  /** `all`: every session of the host's, as the personal code showed who asks; `session`: the one they are signed in to. */
  scope: z.enum(['all', 'session']),
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

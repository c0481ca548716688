/** The sync protocol (DESIGN §3): push a batch of mutations, pull changes since a cursor, and the event stream. */
import { z } from 'zod';
import { decisionSchema, resultRowSchema } from './game.js';
import { sessionStatusSchema } from './session.js';

import { MUTATION_NAMES, type MutationName } from './mutation-names.js';

export { MUTATION_NAMES, type MutationName };

/** A ULID: 26 characters of Crockford base32, time-ordered, made on the device. */
export const ulidSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, 'must be a ULID (26 characters)')
  .transform((s) => s.toUpperCase());

export const MAX_PUSH_BATCH = 500;

export const pushMutationSchema = z.object({
  id: ulidSchema,
  name: z.enum(MUTATION_NAMES, { error: 'unknown mutation' }),
  args: z.unknown(),
});
export type PushMutation = z.infer<typeof pushMutationSchema>;

export const pushBodySchema = z.object({
  clientId: z.string().trim().max(64).optional(),
  mutations: z.array(pushMutationSchema).min(1, 'at least one mutation').max(MAX_PUSH_BATCH, `at most ${MAX_PUSH_BATCH} mutations per batch`),
});
export type PushBody = z.infer<typeof pushBodySchema>;

export const pushResultSchema = z.object({
  id: z.string(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  reason: z.string().optional(),
  /** Why, for a machine: `id_taken` when the id the mutation names belongs to another record. */
  code: z.enum(['invalid', 'forbidden', 'not_found', 'conflict', 'id_taken']).optional(),
  winner: decisionSchema.optional(),
});
export type PushResult = z.infer<typeof pushResultSchema>;
export const pushDataSchema = z.object({ results: z.array(pushResultSchema), cursor: z.string() });

/** A cursor is the last change's sequence number as a decimal string; '0' is the beginning. */
export const cursorSchema = z.string().trim().regex(/^(0|[1-9][0-9]{0,15})$/, 'must be a non-negative whole number');
export const pullQuerySchema = z.object({ since: cursorSchema.default('0') });

export const SYNC_TABLES = ['sessions', 'scenarios', 'teams', 'members', 'decisions', 'results'] as const;
export const pullChangeSchema = z.object({
  seq: z.number().int(),
  table: z.enum(SYNC_TABLES),
  op: z.enum(['put', 'delete']),
  key: z.string(),
  row: z.unknown().optional(),
});
export type PullChange = z.infer<typeof pullChangeSchema>;
export const pullDataSchema = z.object({ cursor: cursorSchema, hasMore: z.boolean(), changes: z.array(pullChangeSchema) });
export type PullData = z.infer<typeof pullDataSchema>;

/** What `GET /api/session/events/{sessionId}` sends, one JSON object per event. */
export const sessionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('leaderboard'), sessionId: z.string(), rows: z.array(resultRowSchema) }),
  z.object({ type: z.literal('status'), sessionId: z.string(), status: sessionStatusSchema }),
  z.object({ type: z.literal('lobby'), sessionId: z.string(), teamId: z.string() }),
  z.object({ type: z.literal('changes'), cursor: cursorSchema }),
]);
export type SessionEvent = z.infer<typeof sessionEventSchema>;

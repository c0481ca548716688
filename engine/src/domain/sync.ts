/** The sync protocol (docs/architecture.md#sync): push a batch of mutations, pull changes since a cursor, and the event stream. */
import { z } from 'zod';
import { decisionSchema, resultRowSchema } from './game.js';
import { sessionStatusSchema } from './session.js';
import type { MessageRef } from './message-ref.js';

/** A ULID: 26 characters of Crockford base32, time-ordered, made on the device. */
export const ulidSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, 'must be a ULID (26 characters)')
  .transform((s) => s.toUpperCase());

export const MAX_PUSH_BATCH = 500;

/**
 * The sync protocol this release speaks, and the oldest it still answers. A
 * push or pull without one is protocol 1 (apps from before it was sent).
 * Protocol 2 adds a version to each mutation and the `unsupported` answer.
 */
export const SYNC_PROTOCOL = 2;
export const OLDEST_SYNC_PROTOCOL = 1;

/** An app's or server's build: its version and commit (`0.1.0+58fe2a5`). Kept to characters that are safe in a log line. */
export const buildIdSchema = z
  .string()
  .trim()
  .max(80, 'is too long')
  .regex(/^[0-9A-Za-z.+_-]*$/, 'may hold letters, digits and . + _ - only');

/**
 * One mutation as pushed. Only the envelope is checked here: the server answers
 * each entry on its own (a bad id or version is that entry's `rejected`, a name
 * or version it does not know is `unsupported`), never the batch with a 400.
 */
export const pushMutationSchema = z.object({
  id: z.string().max(64, 'is too long'),
  name: z.unknown(),
  /** The version of `args` for that name; absent means 1. */
  v: z.unknown().optional(),
  args: z.unknown(),
});
export type PushMutation = z.infer<typeof pushMutationSchema>;

const protocolSchema = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(1_000_000);

export const pushBodySchema = z.object({
  clientId: z.string().trim().max(64).optional(),
  /** The sync protocol the app speaks; absent means 1. */
  protocol: protocolSchema.optional(),
  /** The app's build, logged by the server. */
  build: buildIdSchema.optional(),
  /** The device's clock when it sent the push: the server reads how far that clock runs off from it (a decision's `madeAt`). */
  sentAt: z.iso.datetime({ offset: true }).optional(),
  mutations: z.array(pushMutationSchema).min(1, 'at least one mutation').max(MAX_PUSH_BATCH, `at most ${MAX_PUSH_BATCH} mutations per batch`),
});
export type PushBody = z.infer<typeof pushBodySchema>;

/** A mutation as the device sends it: its id, name, version and arguments. */
export interface OutgoingMutation {
  id: string;
  name: string;
  v: number;
  args: unknown;
}

/**
 * The answer to one mutation. `applied` and `duplicate`: stored. `rejected`:
 * the rules refuse it, for good. `unsupported`: this server does not read its
 * name or version; not final, the device keeps it and updates.
 */
export const PUSH_STATUSES = ['applied', 'duplicate', 'rejected', 'unsupported'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** A message by id and arguments (issue 54); see `MessageRef`. */
const messagePartSchema = z.object({ id: z.string().max(100), args: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export const messageRefSchema: z.ZodType<MessageRef> = messagePartSchema.extend({ parts: z.array(messagePartSchema).max(50).optional() });

export const pushResultSchema = z.object({
  id: z.string(),
  status: z.enum(PUSH_STATUSES),
  reason: z.string().optional(),
  /** Why, for a machine: `id_taken` when the id the mutation names belongs to another record. */
  code: z.enum(['invalid', 'forbidden', 'not_found', 'conflict', 'id_taken']).optional(),
  winner: decisionSchema.optional(),
  /** The refusal by id and arguments (issue 54): `{ id: 'decision.paused' }`, for each device to say in its own language. */
  message: messageRefSchema.optional(),
});
export type PushResult = z.infer<typeof pushResultSchema>;
export const pushDataSchema = z.object({ results: z.array(pushResultSchema), cursor: z.string() });

/** A cursor is the last change's sequence number as a decimal string; '0' is the beginning. */
export const cursorSchema = z
  .string()
  .trim()
  .regex(/^(0|[1-9][0-9]{0,15})$/, 'must be a non-negative whole number');
export const pullQuerySchema = z.object({
  since: cursorSchema.default('0'),
  protocol: z.coerce.number().pipe(protocolSchema).optional(),
  build: buildIdSchema.optional(),
});

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

/** Small helpers every route group shares: the envelope, mutations as HTTP answers, access to a session, rate limits. */
import type { AppEnv } from './app-env.js';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import type { Session } from '@front-desk-rm/engine/domain';
import type { MutationArgs, MutationName, MutationValue } from '@front-desk-rm/engine/mutations';
import { actorOf, AUTH_MESSAGES, type Auth } from './auth/guard.js';
import { ApiError, FAILURE_STATUS } from './errors.js';

/** The body of every success: the specification's `{ success, message, data }`. */
export function envelope<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

export function ok<T>(c: Context<AppEnv>, data: T, message = 'OK', status: 200 | 201 = 200) {
  return c.json(envelope(data, message), status);
}

/** Runs a mutation for the caller and turns a refusal into its HTTP status and reason; answers what the mutation answered, typed. */
export async function mutate<N extends MutationName>(c: Context<AppEnv>, name: N, args: MutationArgs<N>): Promise<MutationValue<N> | undefined> {
  const outcome = await c.get('services').run(name, args, actorOf(c.get('auth')));
  if (!outcome.ok)
    throw new ApiError(FAILURE_STATUS[outcome.code], outcome.reason, {
      ...(outcome.errors ? { errors: outcome.errors } : outcome.winner ? { winner: outcome.winner } : {}),
      // The refusal by id and arguments (issue 54): each device says it in its own language.
      ...(outcome.message ? { messageRef: outcome.message } : {}),
    });
  return outcome.value;
}

/**
 * The row a write answered. A repeat of the same create writes nothing and
 * answers no row: it is told as a conflict, never as a 500 over a missing value.
 */
export function answered<V>(value: V | undefined): V {
  if (value === undefined) throw new ApiError(409, 'This change was saved already');
  return value;
}

/** The session, if the caller may see it: its owner, or one of its participants. */
export async function sessionFor(c: Context<AppEnv>, sessionId: string): Promise<Session> {
  const auth = c.get('auth');
  if (!auth) throw new ApiError(401, AUTH_MESSAGES.missing);
  const session = await c.get('services').store.game.session(sessionId);
  if (!session) throw new ApiError(404, 'Session not found');
  if (!maySee(auth, session)) throw new ApiError(403, AUTH_MESSAGES.forbidden);
  return session;
}

/** Who may see a session: its owner, or one of its participants. */
export function maySee(auth: Auth, session: Session): boolean {
  return auth.role === 'admin' ? session.ownerId === auth.userId : auth.role === 'participant' && auth.sessionId === session.id;
}

/**
 * The client's address, as every per-address limit and log line counts it: the
 * socket's peer, or, behind `TRUST_PROXY` proxies, the address the outermost of
 * them saw: X-Forwarded-For's entry that many places from its right (each proxy
 * appends the peer it saw). With no trusted proxy the header is ignored, so a
 * client cannot name its own address; an entry it wrote itself sits left of the
 * trusted ones and is never read.
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'local';
  } catch {
    // app.request() in tests has no socket.
    peer = 'local';
  }
  const hops = c.get('trustProxy') ?? 0;
  if (hops === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return peer;
  // Fewer entries than trusted hops: the leftmost is as far out as anyone saw. An address is short; a key is kept so.
  return forwarded[Math.max(0, forwarded.length - hops)]!.slice(0, 64);
}

/**
 * A fixed-window limit on one kind of attempt (`scope`), counted per client
 * address, or per address and the e-mail the body names. Per address alone is
 * what holds against guessing: many e-mails or many game codes from one
 * address share one allowance. One limiter may guard several routes, which
 * then share its count.
 */
export function limit(options: { windowMs: number; max: number; scope: string; by: 'address' | 'address+email'; store: Store<AppEnv> }) {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    // Kept in the database: a restart does not hand out a fresh allowance.
    store: options.store,
    limit: options.max,
    standardHeaders: 'draft-6',
    keyGenerator: async (c) => {
      let email = '';
      if (options.by === 'address+email') {
        try {
          const parsed = JSON.parse(await c.req.text()) as { email?: unknown };
          if (typeof parsed.email === 'string') email = parsed.email.trim().toLowerCase();
        } catch {
          // The route itself answers a bad body.
        }
      }
      // The limiter's kind is in the key: limiters share one table, and an address alone must not read as an address with no e-mail.
      // The e-mail is kept as a hash: the table then holds no one's address to find or to erase.
      const who = email === '' ? '' : createHash('sha256').update(email).digest('base64url');
      return `${options.scope}|${options.by}|${clientAddress(c)}|${who}`;
    },
    handler: (c) => c.json({ success: false, message: 'Too many attempts. Please wait a few minutes and try again.' }, 429),
  });
}

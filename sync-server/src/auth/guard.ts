/** Who is calling: the token in Authorization (raw, or `Bearer <token>`) resolved to a user or a member. */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Actor } from '@front-desk-rm/engine/mutations';
import { ApiError } from '../errors.js';
import type { AppEnv } from '../app-env.js';
import type { Auth } from './auth.js';

export type { Auth };
import { hashToken, tokenFromHeader } from './tokens.js';

/**
 * Resolved tokens, kept for a few seconds: screens poll every second, and each
 * poll would otherwise cost two lookups. Expiry is still checked on every call,
 * and a logout or a removed member (`signIns.epoch()`, here or on another
 * instance) drops every entry at once.
 */
const RESOLVED_TTL_MS = 10_000;
const MAX_RESOLVED = 20_000;
const resolved = new WeakMap<object, Map<string, { auth: Auth; expiresAt: string; until: number; epoch: number }>>();

export const AUTH_MESSAGES = {
  missing: 'Please login first',
  expired: 'Session expired. Please login again.',
  forbidden: 'You do not have access to this',
} as const;

/**
 * Who a token is, when it was resolved in the last few seconds and nothing has
 * signed anyone out since: the caller, or null for a token that has expired.
 * Undefined when it is not known here, so the caller must look it up.
 */
export function knownAuth(services: Pick<AppEnv['Variables']['services'], 'now' | 'streams'>, token: string): Auth | null | undefined {
  const { signIns } = services.streams;
  const hit = resolved.get(signIns)?.get(token);
  if (!hit || hit.until <= Date.now() || hit.epoch !== signIns.epoch()) return undefined;
  return hit.expiresAt > services.now().toISOString() ? hit.auth : null;
}

/** Resolves the caller, if any; refusing is left to `requireRole`, so public routes still see who calls. */
export const authenticate: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  const {
    store: { users, game },
    now,
    streams: { signIns },
  } = c.get('services');
  // EventSource cannot send headers, so the event stream alone also reads `?token=`.
  const header = c.req.header('Authorization') ?? (c.req.path.startsWith('/api/session/events/') ? c.req.query('token') : undefined);
  c.set('authHeader', header !== undefined && header.trim() !== '');
  c.set('auth', null);
  const token = tokenFromHeader(header);
  if (token) {
    const known = knownAuth(c.get('services'), token);
    if (known !== undefined) {
      c.set('auth', known);
    } else {
      // Read before the lookups: the token's expiry is held against the moment the request came.
      const at = now();
      let cache = resolved.get(signIns);
      if (!cache) resolved.set(signIns, (cache = new Map()));
      const epoch = signIns.epoch();
      const row = await users.token(hashToken(token));
      let auth: Auth | null = null;
      if (row && row.role === 'participant' && row.member_id) {
        const member = await game.member(row.member_id);
        if (member) auth = { role: 'participant', memberId: member.id, sessionId: member.sessionId, name: member.name };
      } else if (row?.user_id) {
        const user = await users.byId(row.user_id);
        if (user) auth = { role: user.role, userId: user.id, name: user.name };
      }
      if (!row || !auth) cache.delete(token);
      if (row && auth) {
        if (cache.size >= MAX_RESOLVED) cache.clear();
        cache.set(token, { auth, expiresAt: row.expires_at, until: Date.now() + RESOLVED_TTL_MS, epoch });
        if (row.expires_at > at.toISOString()) c.set('auth', auth);
      }
    }
  }
  await next();
});

/** 401 without a valid token, 403 for the wrong role. */
export function requireRole(...roles: Auth['role'][]): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.get('auth');
    if (!auth) throw new ApiError(401, c.get('authHeader') ? AUTH_MESSAGES.expired : AUTH_MESSAGES.missing);
    if (!roles.includes(auth.role)) throw new ApiError(403, AUTH_MESSAGES.forbidden);
    await next();
  });
}

export function actorOf(auth: Auth | null): Actor {
  if (!auth) return { kind: 'public' };
  if (auth.role === 'participant') return { kind: 'participant', memberId: auth.memberId, sessionId: auth.sessionId };
  return { kind: auth.role, userId: auth.userId };
}

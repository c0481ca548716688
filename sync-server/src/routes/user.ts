/** Logins and joining: `/api/user` (docs/rules.md §7, §10). */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { addMemberBodySchema, adminLoginBodySchema, gameCodeParamsSchema, participantLoginBodySchema, type Member } from '@front-desk-rm/engine/domain';
import { verifyPassword } from '../auth/passwords.js';
import { requireRole } from '../auth/guard.js';
import { TOKEN_TTL_MS, hashToken, newToken, tokenFromHeader } from '../auth/tokens.js';
import { ApiError } from '../errors.js';
import { limit, answered, mutate, ok } from '../http.js';
import type { Services } from '../services.js';
import { body, params } from '../validate.js';

export interface UserRouteLimits {
  /** Logins per address and e-mail: password guessing against one account. */
  loginPerWindow: number;
  /** Admin logins per address, whatever the e-mail: guessing across accounts. */
  adminLoginPerAddress: number;
  /** Participant logins and joins per address, whatever the e-mail or game code: a room of tablets behind one NAT fits, guessing codes does not. */
  joinPerWindow: number;
  windowMs: number;
  /** A new counter in the store for each limiter (decision record 019). */
  store: () => Store<AppEnv>;
}

// Hashing a password nobody has keeps a wrong e-mail as slow as a wrong password.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

async function issueToken(
  services: Services,
  row: { role: 'admin' | 'super' | 'participant'; user_id: string | null; member_id: string | null; session_id: string | null },
): Promise<string> {
  const token = newToken();
  const now = services.now();
  await services.store.users.insertToken({
    token_hash: hashToken(token),
    ...row,
    expires_at: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
    created_at: now.toISOString(),
  });
  return token;
}

/** 'asha.rao@example.com' reads as 'Asha Rao' until the player says otherwise. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Player';
}

export function userRoutes(limits: UserRouteLimits) {
  const { windowMs } = limits;
  // One count for both ways in with a game code, so switching between them gains nothing.
  const joins = limit({ windowMs, max: limits.joinPerWindow, scope: 'join', by: 'address', store: limits.store() });
  return new Hono<AppEnv>()
    .post(
      '/login',
      limit({ windowMs, max: limits.adminLoginPerAddress, scope: 'admin-login', by: 'address', store: limits.store() }),
      limit({ windowMs, max: limits.loginPerWindow, scope: 'admin-login', by: 'address+email', store: limits.store() }),
      async (c) => {
        const { email, password } = await body(c, adminLoginBodySchema);
        const { users } = c.get('services').store;
        const user = await users.byEmail(email);
        const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
        if (!user || !valid) throw new ApiError(401, 'Invalid email or password');
        const token = await issueToken(c.get('services'), { role: user.role, user_id: user.id, member_id: null, session_id: null });
        return ok(c, { token, name: user.name, role: user.role, userId: user.id }, 'Login successful');
      },
    )
    .post(
      '/login/:gameCode',
      joins,
      limit({ windowMs, max: limits.loginPerWindow, scope: 'player-login', by: 'address+email', store: limits.store() }),
      async (c) => {
        const { gameCode } = params(c, gameCodeParamsSchema);
        const { email } = await body(c, participantLoginBodySchema);
        const services = c.get('services');
        const sessionId = await services.store.game.sessionIdByCode(gameCode);
        if (!sessionId) throw new ApiError(404, 'Invalid game code');
        let member: Member | null = await services.store.game.memberByEmail(sessionId, email);
        if (!member) {
          // An unknown e-mail joins the session while it is open and has room (docs/rules.md §10).
          member = answered(await mutate(c, 'addMember', { name: nameFromEmail(email), email, phone: '', sessionCode: sessionId }));
        }
        const token = await issueToken(services, { role: 'participant', user_id: null, member_id: member.id, session_id: sessionId });
        const session = (await services.store.game.session(sessionId))!;
        return ok(
          c,
          { token, name: member.name, role: 'participant' as const, sessionId, teamId: member.teamId, memberId: member.id, gameCode: session.gameCode },
          'Login successful',
        );
      },
    )
    .post('/logout', requireRole('admin', 'super', 'participant'), async (c) => {
      // requireRole has resolved this token, so the header holds one.
      await c.get('services').store.users.revoke(hashToken(tokenFromHeader(c.req.header('Authorization'))!));
      await c.get('services').streams.signedOut();
      return ok(c, {}, 'Logged out successfully');
    })
    .post('/addMember', joins, async (c) => {
      const args = await body(c, addMemberBodySchema);
      const member = answered(await mutate(c, 'addMember', args));
      return ok(c, { user: { _id: member.id, name: member.name, email: member.email } }, 'Member added successfully', 201);
    });
}

/**
 * The sync protocol: `/api/sync` (DESIGN §3). Push applies a batch of mutations
 * in order, each in its own transaction with its id; pull returns the changes
 * since a cursor within the caller's scope.
 */
import { Hono } from 'hono';
import { pullQuerySchema, pushBodySchema, type PushResult } from '@front-desk-rm/engine';
import { actorOf, requireRole } from '../auth/guard.js';
import { ok } from '../http.js';
import { ApiError } from '../errors.js';
import { actorKey, type AppEnv } from '../services.js';
import { body, query } from '../validate.js';

const PULL_LIMIT = 1000;

/** How long a push may hold the server's one thread before it lets other requests in. */
const PUSH_SLICE_MS = 10;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export const syncRoutes = new Hono<AppEnv>()
  .post('/push', requireRole('admin', 'participant'), async (c) => {
    const { mutations } = await body(c, pushBodySchema);
    const { services, pushBudget } = c.var;
    const actor = actorOf(c.var.auth);
    const wait = pushBudget.take(actorKey(actor), mutations.length);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, `Too many changes at once. Please wait ${wait} s; your changes are kept and will be sent then.`);
    }
    // The sessions the push touches are brought into memory first, a little at a time.
    for (const sessionId of new Set(mutations.map((m) => services.sessionIdFor(m.name, m.args)))) if (sessionId) await services.warm(sessionId, yieldToOthers);
    const results: PushResult[] = [];
    let sliceStart = performance.now();
    for (const m of mutations) {
      const outcome = services.run(m.name, m.args, actor, { mutationId: m.id });
      if (outcome.replayed) results.push({ id: m.id, status: 'duplicate' });
      else if (outcome.ok) results.push({ id: m.id, status: outcome.duplicate ? 'duplicate' : 'applied' });
      else results.push({ id: m.id, status: 'rejected', reason: outcome.reason, code: outcome.code, ...(outcome.winner ? { winner: outcome.winner } : {}) });
      // Each mutation is whole on its own, so a long push can pause between two of them and let the health check, pulls and other tablets through.
      if (performance.now() - sliceStart > PUSH_SLICE_MS) {
        await yieldToOthers();
        sliceStart = performance.now();
      }
    }
    return ok(c, { results, cursor: String(services.sync.head()) }, 'Sync complete');
  })
  .get('/pull', requireRole('admin', 'participant'), (c) => {
    const since = Number(query(c, pullQuerySchema).since);
    const { game, sync } = c.var.services;
    const auth = c.var.auth!;
    const member = auth.role === 'participant' ? game.member(auth.memberId) : null;
    const scope = auth.role === 'admin' ? game.sessionsOwnedBy(auth.userId).map((s) => s.id) : member ? [member.sessionId] : [];
    const rows = sync.changesSince(since, scope, PULL_LIMIT);
    const changes = rows.flatMap((r) => {
      const row = r.row === null ? undefined : (JSON.parse(r.row) as Record<string, unknown>);
      if (member && row) {
        // A player sees the session, the deck, the leaderboard, and their own team's members and decisions.
        if (r.tbl === 'decisions' && row.teamId !== member.teamId) return [];
        if (r.tbl === 'members' && row.id !== member.id && (member.teamId === null || row.teamId !== member.teamId)) return [];
        // Teammates by name only, as getSessionDetails shows them: their e-mail and phone are the host's to see.
        if (r.tbl === 'members' && row.id !== member.id) {
          row.email = '';
          row.phone = '';
        }
        if (r.tbl === 'sessions') delete row.ownerId;
      }
      // A leaderboard row names its session, so a device can file it.
      if (row && r.tbl === 'results') row.sessionId = r.session_id;
      return [{ seq: r.seq, table: r.tbl as 'sessions', op: r.op, key: r.key, ...(row ? { row } : {}) }];
    });
    const cursor = rows.length > 0 ? String(rows[rows.length - 1]!.seq) : String(since);
    return ok(c, { cursor, hasMore: rows.length === PULL_LIMIT, changes });
  });

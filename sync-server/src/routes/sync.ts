/**
 * The sync protocol: `/api/sync` (docs/architecture.md#sync, decision record 013). Push answers
 * each mutation on its own, in order, each applied in its own transaction with
 * its id: `applied`, `duplicate`, `rejected` (final) or `unsupported` (a name
 * or version this server does not read; the device keeps it). Pull returns
 * the changes since a cursor within the caller's scope.
 */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import {
  OLDEST_SYNC_PROTOCOL,
  SYNC_PROTOCOL,
  pullQuerySchema,
  pushBodySchema,
  ulidSchema,
  type PushMutation,
  type PushResult,
} from '@front-desk-rm/engine/domain';
import { isMutationName, unknownMutationReason } from '@front-desk-rm/engine/mutations';
import { changeSeenBy, type Viewer } from '@front-desk-rm/engine/views';
import { actorOf, requireRole, type Auth } from '../auth/guard.js';
import { ok } from '../http.js';
import { ApiError } from '../errors.js';
import { actorKey, type RunOutcome } from '../run-path.js';
import type { Services } from '../services.js';
import { body, query } from '../validate.js';

const PULL_LIMIT = 1000;

/** How long a push may hold the server's one thread before it lets other requests in. */
const PUSH_SLICE_MS = 10;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

const protocolRange = `${OLDEST_SYNC_PROTOCOL} to ${SYNC_PROTOCOL}`;
const speaks = (protocol: number) => protocol >= OLDEST_SYNC_PROTOCOL && protocol <= SYNC_PROTOCOL;

/** The mutation's version, or why it has none this server could read. */
function versionOf(m: PushMutation): number | string {
  if (m.v === undefined) return 1;
  return typeof m.v === 'number' && Number.isInteger(m.v) && m.v >= 1 ? m.v : 'v: must be a whole number from 1';
}

/** What a push answers for one mutation's outcome; a replayed id gets the answer recorded with it. */
function answer(id: string, outcome: RunOutcome): PushResult {
  if (!outcome.ok && outcome.unsupported) return { id, status: 'unsupported', reason: outcome.reason };
  if (outcome.replayed) {
    const before = outcome.answer;
    if (before?.status === 'rejected')
      return {
        id,
        status: 'rejected',
        ...(before.reason ? { reason: before.reason } : {}),
        ...(before.code ? { code: before.code as PushResult['code'] } : {}),
        ...(before.winner ? { winner: before.winner } : {}),
        ...(before.message ? { message: before.message } : {}),
      };
    return { id, status: 'duplicate' };
  }
  if (outcome.ok) return { id, status: outcome.duplicate ? 'duplicate' : 'applied' };
  return {
    id,
    status: 'rejected',
    reason: outcome.reason,
    code: outcome.code,
    ...(outcome.winner ? { winner: outcome.winner } : {}),
    ...(outcome.message ? { message: outcome.message } : {}),
  };
}

function noteClient(services: Services, auth: Auth | null, build: string | undefined, protocol: number) {
  services.clientBuilds.note(build, auth?.role ?? 'anonymous', protocol);
}

export const syncRoutes = new Hono<AppEnv>()
  .post('/push', requireRole('admin', 'participant'), async (c) => {
    const { mutations, protocol = 1, build, sentAt } = await body(c, pushBodySchema);
    const services = c.get('services');
    const pushBudget = c.get('pushBudget');
    // How far the device's clock runs behind ours: the request's travel time is small beside what it corrects.
    const clockOffsetMs = sentAt ? services.now().getTime() - Date.parse(sentAt) : undefined;
    noteClient(services, c.get('auth'), build, protocol);
    const actor = actorOf(c.get('auth'));
    const wait = await pushBudget.take(actorKey(actor), mutations.length);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, `Too many changes at once. Please wait ${wait} s; your changes are kept and will be sent then.`);
    }
    // The sessions the push touches are brought into memory first, a little at a time.
    const scoped = new Set(await Promise.all(mutations.map((m) => (isMutationName(m.name) ? services.sessionIdFor(m.name, m.args) : null))));
    if (speaks(protocol)) for (const sessionId of scoped) if (sessionId) await services.sessions.warm(sessionId, yieldToOthers);
    const results: PushResult[] = [];
    let sliceStart = performance.now();
    for (const m of mutations) {
      results.push(await answerOne(services, actor, m, protocol, clockOffsetMs));
      // Each mutation is whole on its own, so a long push can pause between two of them and let the health check, pulls and other tablets through.
      if (performance.now() - sliceStart > PUSH_SLICE_MS) {
        await yieldToOthers();
        sliceStart = performance.now();
      }
    }
    return ok(c, { results, cursor: String(await services.store.sync.head()) }, 'Sync complete');
  })
  .get('/pull', requireRole('admin', 'participant'), async (c) => {
    const { since: sinceText, protocol = 1, build } = query(c, pullQuerySchema);
    const since = Number(sinceText);
    const { game, sync } = c.get('services').store;
    noteClient(c.get('services'), c.get('auth'), build, protocol);
    if (!speaks(protocol))
      throw new ApiError(
        409,
        `This server speaks sync protocol ${protocolRange}, not ${protocol}. Your changes are kept on this device until the server is updated.`,
      );
    const auth = c.get('auth')!;
    // The log's head before the scope: every change up to it has committed (on PostgreSQL too, decision 019), so a session
    // it created is in the scope read next, and the cursor cannot pass a new session's changes before they are in scope.
    const head = await sync.head();
    const member = auth.role === 'participant' ? await game.member(auth.memberId) : null;
    const scope = auth.role === 'admin' ? (await game.sessionsOwnedBy(auth.userId)).map((s) => s.id) : member ? [member.sessionId] : [];
    const rows = await sync.changesSince(since, scope, PULL_LIMIT, head);
    const viewer: Viewer = auth.role === 'participant' ? { role: 'player', memberId: auth.memberId, teamId: member?.teamId ?? null } : { role: 'host' };
    const changes = rows.flatMap((r) => {
      const stored = r.row === null ? undefined : (JSON.parse(r.row) as Record<string, unknown>);
      const seen = changeSeenBy(viewer, { table: r.tbl, op: r.op, key: r.key, row: stored });
      if (seen === null) return [];
      // A leaderboard row names its session, so a device can file it.
      if (seen.row && r.tbl === 'results') seen.row.sessionId = r.session_id;
      return [{ seq: r.seq, table: r.tbl as 'sessions', op: seen.op, key: r.key, ...(seen.row ? { row: seen.row } : {}) }];
    });
    // A log that stands behind the device's cursor (a restored backup, a database swapped under the server) answers its own head:
    // the device sees its cursor go back, and fetches its scope again from zero, keeping its unsent changes.
    const cursor = rows.length > 0 ? String(rows[rows.length - 1]!.seq) : String(Math.min(since, head));
    return ok(c, { cursor, hasMore: rows.length === PULL_LIMIT, changes });
  });

/** One mutation's answer: its envelope checked here, its name and version read, then applied by the one path that changes the game. */
async function answerOne(
  services: Services,
  actor: ReturnType<typeof actorOf>,
  m: PushMutation,
  protocol: number,
  clockOffsetMs: number | undefined,
): Promise<PushResult> {
  const id = ulidSchema.safeParse(m.id);
  // An id that is not a ULID can never be stored; it is answered under the id as sent, so the device can file the refusal.
  if (!id.success) return { id: m.id, status: 'rejected', code: 'invalid', reason: 'id: must be a ULID (26 characters)' };
  if (!speaks(protocol)) return { id: id.data, status: 'unsupported', reason: `This server speaks sync protocol ${protocolRange}, not ${protocol}` };
  if (typeof m.name !== 'string' || m.name.length === 0)
    return { id: id.data, status: 'rejected', code: 'invalid', reason: 'name: must be the name of a change' };
  const v = versionOf(m);
  if (typeof v === 'string') return { id: id.data, status: 'rejected', code: 'invalid', reason: v };
  if (!isMutationName(m.name)) return { id: id.data, status: 'unsupported', reason: unknownMutationReason(m.name) };
  return answer(
    id.data,
    await services.runPushed(m.name, m.args, actor, { mutationId: id.data, v, ...(clockOffsetMs !== undefined ? { clockOffsetMs } : {}) }),
  );
}

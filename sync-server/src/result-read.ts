/**
 * `GET /api/session/getResult/:sessionId`, the read every player's screen polls
 * (each second in a room; the load test's and the benchmark's hot path): its
 * plain case is answered here, on Node's request, before the app. Plain means a
 * token resolved in the last few seconds (`knownAuth`), a role that may read
 * results, an id the schema takes and a session the caller may see. Anything
 * else (no token or one not yet known, an id refused, a session missing or
 * not theirs, a query string, any error) goes on to the app, whose route
 * answers it the same way it always has, so every refusal has one author.
 *
 * The answer is the route's: the same envelope, message, rows and headers
 * (the browser's policies worked out once, `security-headers.ts`). What it
 * saves is the per-request work of the framework, which cost more than the
 * read itself (docs/benchmarks.md, the note on the `getResult` ratio).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { sessionIdParamsSchema, type Session } from '@front-desk-rm/engine/domain';
import type { AppEnv } from './app-env.js';
import { knownAuth, type Auth } from './auth/guard.js';
import { tokenFromHeader } from './auth/tokens.js';
import { envelope, maySee } from './http.js';
import { logRequest, LOG_REQUESTS } from './log.js';
import type { HeaderList } from './security/security-headers.js';

type Services = AppEnv['Variables']['services'];

export const RESULTS_FETCHED = 'Results fetched successfully';
/** Who may read a session's results (and then only a session they may see). */
export const RESULT_READERS: readonly Auth['role'][] = ['admin', 'participant'];
export const RESULT_ROUTE = '/api/session/getResult/:sessionId';

/** What `getResult` answers for a session the caller may see. */
export async function resultData(services: Services, session: Session) {
  return { result: await services.store.results.rows(session.id), status: session.status };
}

/** Answers a plain `getResult` on Node's request and says so; false leaves the request, untouched, to the app. */
export type HotRead = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<boolean>;

// Only the characters an id is written in: anything that would need decoding goes the app's way.
const PATH = /^\/api\/session\/getResult\/([0-9A-Za-z_-]+)$/;

export function resultHotRead(services: Services, policies: HeaderList): HotRead {
  let headers: string[] | undefined;
  void policies.then((list) => (headers = [...list.flat(), 'content-type', 'application/json']));
  return async (incoming, outgoing) => {
    const started = performance.now();
    const match = headers && incoming.method === 'GET' ? PATH.exec(incoming.url ?? '') : null;
    if (!match || !headers) return false;
    const token = tokenFromHeader(incoming.headers.authorization);
    const auth = token ? knownAuth(services, token) : undefined;
    if (!auth || !RESULT_READERS.includes(auth.role)) return false;
    const id = sessionIdParamsSchema.safeParse({ sessionId: match[1] });
    if (!id.success) return false;
    const session = await services.store.game.session(id.data.sessionId);
    if (!session || !maySee(auth, session)) return false;
    const body = JSON.stringify(envelope(await resultData(services, session), RESULTS_FETCHED));
    const requestId = LOG_REQUESTS ? randomUUID() : undefined;
    outgoing.writeHead(200, [...headers, 'content-length', String(Buffer.byteLength(body)), ...(requestId ? ['x-request-id', requestId] : [])]);
    outgoing.end(body);
    if (requestId) logRequest({ method: 'GET', route: RESULT_ROUTE, status: 200, ms: performance.now() - started, requestId });
    return true;
  };
}

/**
 * Node's `createServer` for @hono/node-server's `serve`, with the hot read in
 * front of the app's own listener. A hot read that fails before it has
 * answered hands the request to the app; one that fails after cannot, and
 * closes the connection rather than answer twice.
 */
export function withHotRead(hot: HotRead): typeof createServer {
  return ((options: object, app: RequestListener) =>
    createServer(options, (incoming, outgoing) => {
      hot(incoming, outgoing).then(
        (answered) => {
          if (!answered) void app(incoming, outgoing);
        },
        () => {
          if (outgoing.headersSent) outgoing.destroy();
          else void app(incoming, outgoing);
        },
      );
    })) as typeof createServer;
}

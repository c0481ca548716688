/** One error type for every refusal, and the handler that answers `{success:false, message}` with the right status. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FailureCode } from '@front-desk-rm/engine/mutations';
import { isDatabaseUnavailable, isUnstorableText, NUL_MESSAGE } from './db/postgres/connection.js';
import { log } from './log.js';
import { routePath } from 'hono/route';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const FAILURE_STATUS: Record<FailureCode, ContentfulStatusCode> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409, id_taken: 409 };

/** True when the client went away before its request was read: nothing is wrong with the server. */
function clientAborted(err: Error, c: Context): boolean {
  return c.req.raw.signal?.aborted === true || (err.message === 'aborted' && (err as { code?: string }).code === 'ECONNRESET') || err.name === 'AbortError';
}

/** The route a request matched, as a pattern: a path may hold ids a log has no need of. */
function routeOf(c: Context): string {
  try {
    return routePath(c);
  } catch {
    return 'unmatched';
  }
}

/** Known refusals keep their status and message; anything else is logged and answered without its details. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json({ success: false, message: err.message, ...err.extra }, err.status);
  if (clientAborted(err, c)) {
    // Debug only: a closed tablet is routine, not news.
    log('debug', 'client closed the request', { method: c.req.method, route: routeOf(c) });
    // Nobody is there to read it; 499 is what proxies log for this.
    return c.json({ success: false, message: 'The request was closed before it was read' }, 499 as ContentfulStatusCode);
  }
  // Hono's own HTTP errors (a malformed header, say) carry a status of their own.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json({ success: false, message: err.message || 'Bad request' }, status as ContentfulStatusCode);
  }
  if (isUnstorableText(err)) return c.json({ success: false, message: NUL_MESSAGE }, 400);
  if (isDatabaseUnavailable(err)) {
    log('error', 'database unavailable', { method: c.req.method, route: routeOf(c), error: (err as Error).message });
    c.header('Retry-After', '2');
    return c.json(
      {
        success: false,
        message: 'The server cannot reach its database just now. Please try again in a moment; changes made on this device are kept and sent then.',
      },
      503,
    );
  }
  log('error', 'unexpected error', { method: c.req.method, route: routeOf(c), error: err.stack ?? err.message });
  return c.json({ success: false, message: 'Something went wrong on the server. Please try again.' }, 500);
}

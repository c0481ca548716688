/**
 * The browser's policies on every answer (Content-Security-Policy,
 * Permissions-Policy, HSTS and the rest). Hono's `secureHeaders` works out
 * their values, once, when the app is built; each answer then copies the list.
 * Hono's own middleware sets them per request on a `Headers` object, which the
 * Node adapter must then turn back into Node's record: on the hottest read
 * (`getResult`) that was a quarter of the server's own time (docs/benchmarks.md).
 *
 * On Node, the list is set on the outgoing answer before the route runs, and
 * the adapter's `writeHead` merges the route's own headers over it; elsewhere
 * (`app.request` in tests, another runtime) it is added to the response after.
 * Either way a header a route sets itself is kept.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
export type HeaderList = Promise<[string, string][]>;

/** The headers `secureHeaders(options)` writes, as name and value, worked out on a request of its own. */
export async function workedOutSecurityHeaders(options: SecureHeadersOptions): HeaderList {
  const probe = new Hono().use(secureHeaders(options)).get('*', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers].filter(([name]) => name !== 'content-type');
}

export function securityHeaders(list: HeaderList): MiddlewareHandler {
  let known: [string, string][] | undefined;
  void list.then((headers) => (known = headers));
  return async (c, next) => {
    // Known after the first request: no await, so no extra turn of the microtask queue per answer.
    const headers = known ?? (await list);
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

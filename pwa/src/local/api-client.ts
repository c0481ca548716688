/**
 * The app's one HTTP client: every call to the server, the sync engine's
 * push and pull as much as signing in, the debrief's optimum or the property
 * dashboard. Every answer becomes `{ ok, message, data }`; a network failure
 * (or a call that outlives its timeout) is told apart, so a screen can say
 * the device is offline and the sync engine can try again later.
 */
export type ApiAnswer<T> =
  | { ok: true; status: number; message: string; data: T }
  | {
      ok: false;
      /** The server was not reached: no network, or no answer in time. */
      offline: boolean;
      status: number;
      message: string | null;
      /** The server's Retry-After, when it asked to be called later. */
      retryAfter: string | null;
      /** The answer's JSON as it came (undefined when it was not JSON), for a caller that reads a failure's shape. */
      body: unknown;
    };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  token?: string | null;
  /** Gives up (as offline) after this long. */
  timeoutMs?: number;
  /** Where the server is, and how to reach it: a test's server and fetch, or the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export async function request<T>(path: string, req: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const { method = 'GET', body, token, timeoutMs, baseUrl = '', fetch: fetchFn = (...a) => fetch(...a) } = req;
  let res: Response;
  try {
    res = await fetchFn(`${baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: token } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  } catch (err) {
    return { ok: false, offline: true, status: 0, message: err instanceof Error ? err.message : null, retryAfter: null, body: undefined };
  }
  const json = (await res.json().catch(() => undefined)) as { success?: unknown; message?: unknown; data?: T } | undefined;
  if (res.ok && json?.success === true) return { ok: true, status: res.status, message: typeof json.message === 'string' ? json.message : '', data: json.data as T };
  const message = typeof json?.message === 'string' && json.message ? json.message : null;
  return { ok: false, offline: false, status: res.status, message, retryAfter: res.headers.get('Retry-After'), body: json };
}

export function postJson<T>(path: string, body: unknown, token?: string | null): Promise<ApiAnswer<T>> {
  return request<T>(path, { method: 'POST', body, token });
}

/** A GET with the caller's token, answered the same way as `postJson`. */
export function getJson<T>(path: string, token?: string | null): Promise<ApiAnswer<T>> {
  return request<T>(path, { token });
}

/**
 * The app's one HTTP client, typed from the engine's `API_CALLS`: a caller
 * names the call, and its path, method, params, query and body come from the
 * catalogue the server validates against, and its answer is read with the
 * call's response schema. Every answer becomes `{ ok, ... }`: a network
 * failure (or a call that outlives its timeout) is told apart from the
 * server's refusal, so a screen can say the device is offline and the sync
 * engine can try again later; an answer that does not match its schema is a
 * failure that says so, not a crash further on.
 *
 * @example
 * const answer = await api.call('getOptimum', { params: { sessionId }, query: { round: '2' }, token });
 * if (answer.ok) show(answer.data.optimum);
 */
import { API_CALLS, describeIssue, type ApiCall, type ApiCallData, type ApiCallInput, type ApiCallName } from '@front-desk-rm/engine/domain';

export type ApiAnswer<T> =
  | { ok: true; status: number; message: string; data: T }
  | {
      ok: false;
      /** The server was not reached: no network, or no answer in time. */
      offline: boolean;
      /** The server answered, but not in the call's shape: a success whose data its schema refuses, or no JSON envelope at all. */
      unreadable: boolean;
      status: number;
      /** The server's message, or what could not be read; null when there is neither. */
      message: string | null;
      /** The server's Retry-After, when it asked to be called later. */
      retryAfter: string | null;
      /** The answer's JSON as it came (undefined when it was not JSON), for a caller that reads a failure's shape. */
      body: unknown;
    };

type Part<N extends ApiCallName, K extends 'params' | 'query' | 'body'> =
  ApiCallInput<N, K> extends undefined
    ? { [P in K]?: never }
    : object extends ApiCallInput<N, K>
      ? { [P in K]?: ApiCallInput<N, K> }
      : { [P in K]: ApiCallInput<N, K> };

/** A call's params, query and body, each required when the call has one that is not all optional; and the caller's token. */
export type ApiCallRequest<N extends ApiCallName> = Part<N, 'params'> &
  Part<N, 'query'> &
  Part<N, 'body'> & {
    token?: string | null;
  };

/** The request may be left out when nothing in it is required. */
type RequestArgs<N extends ApiCallName> = object extends ApiCallRequest<N> ? [request?: ApiCallRequest<N>] : [request: ApiCallRequest<N>];

export interface ApiClientOptions {
  /** Where the server is: '' (the default) for the page's own origin, a test server's address otherwise. */
  baseUrl?: string;
  /** How to reach it: the page's `fetch` (looked up at each call) unless a test passes its own. */
  fetch?: typeof fetch;
  /** Gives up (as offline) after this long. */
  timeoutMs?: number;
}

export interface ApiClient {
  call<N extends ApiCallName>(name: N, ...args: RequestArgs<N>): Promise<ApiAnswer<ApiCallData<N>>>;
}

type Values = Record<string, unknown> | undefined;

/**
 * A call's path with its `:params` filled in and its query appended, for what
 * is not a fetch (the event stream's EventSource).
 */
export function apiPath(name: ApiCallName, params?: Values, query?: Values): string {
  const path = catalogued(name).path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const q = search.toString();
  return q ? `${path}?${q}` : path;
}

function catalogued(name: ApiCallName): ApiCall {
  const call = API_CALLS.find((c) => c.name === name);
  if (!call) throw new Error(`${name} is not in API_CALLS`);
  return call;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '', timeoutMs } = options;
  const fetchFn = options.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  return {
    async call<N extends ApiCallName>(name: N, ...[request]: RequestArgs<N>): Promise<ApiAnswer<ApiCallData<N>>> {
      const call = catalogued(name);
      const { params, query, body, token } = (request ?? {}) as { params?: Values; query?: Values; body?: unknown; token?: string | null };
      let res: Response;
      try {
        res = await fetchFn(`${baseUrl}${apiPath(name, params, query)}`, {
          method: call.method,
          headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: token } : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
        });
      } catch (err) {
        return {
          ok: false,
          offline: true,
          unreadable: false,
          status: 0,
          message: err instanceof Error ? err.message : null,
          retryAfter: null,
          body: undefined,
        };
      }
      const json = (await res.json().catch(() => undefined)) as { success?: unknown; message?: unknown; data?: unknown } | undefined;
      const serverMessage = typeof json?.message === 'string' && json.message ? json.message : null;
      const failure = { ok: false as const, offline: false, status: res.status, retryAfter: res.headers.get('Retry-After'), body: json };
      if (res.ok && json?.success === true) {
        const data = call.response.safeParse(json.data);
        if (data.success) return { ok: true, status: res.status, message: serverMessage ?? '', data: data.data as ApiCallData<N> };
        return { ...failure, unreadable: true, message: `The server's answer to ${name} could not be read (${describeIssue(data.error)})` };
      }
      // A 2xx that is not our envelope (a captive portal's page, say) is no refusal of the server's.
      const unreadable = res.ok && (typeof json !== 'object' || json === null || json.success !== false);
      return { ...failure, unreadable, message: serverMessage };
    },
  };
}

/** The client for the page's own server. */
export const api = createApiClient();

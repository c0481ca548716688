/**
 * The server's log (issue 51, item 2): one JSON object a line with
 * `LOG_FORMAT=json`, for a log shipper; readable text otherwise. A line says
 * what an operator needs and never holds a token, a password or an e-mail:
 * callers pass none, and a request's line names its route's pattern
 * (`/api/session/getSessionDetails/:sessionId`), never the path it was called on.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Read once at start, as the rest of the configuration is. */
export const LOG_JSON = process.env.LOG_FORMAT === 'json';
const DEBUG = process.env.LOG_LEVEL === 'debug';
/** Whether each request gets a line: always in the JSON log, in the text log at debug. */
export const LOG_REQUESTS = LOG_JSON || DEBUG;

/** A request's line: the method, the route as written (`/api/session/getResult/:sessionId`), the status, its time and its id. */
export function logRequest(fields: { method: string; route: string; status: number; ms: number; requestId: string }): void {
  log(LOG_JSON ? 'info' : 'debug', 'request', { ...fields, ms: Math.round(fields.ms * 10) / 10 });
}

export function log(level: LogLevel, message: string, fields: LogFields = {}): void {
  if (level === 'debug' && !DEBUG) return;
  const given = Object.entries(fields).filter(([, v]) => v !== undefined);
  const write = level === 'warn' || level === 'error' ? console.error : console.log;
  if (LOG_JSON) write(JSON.stringify({ time: new Date().toISOString(), level, message, ...Object.fromEntries(given) }));
  else write(given.length === 0 ? message : `${message} (${given.map(([k, v]) => `${k} ${String(v)}`).join(', ')})`);
}

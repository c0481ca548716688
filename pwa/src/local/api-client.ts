/**
 * Calls that are not game data: signing in, the debrief's optimum (which the
 * server works out) and the property dashboard. (Game data moves only through
 * the sync engine.) Every answer becomes `{ ok, message, data }`; a network
 * failure is told apart, so the screen can say the device is offline.
 */
export type ApiAnswer<T> = { ok: true; message: string; data: T } | { ok: false; offline: boolean; status: number; message: string | null };

export function postJson<T>(path: string, body: unknown, token?: string | null): Promise<ApiAnswer<T>> {
  return requestJson<T>('POST', path, body, token);
}

/** A GET with the caller's token, answered the same way as `postJson`. */
export function getJson<T>(path: string, token?: string | null): Promise<ApiAnswer<T>> {
  return requestJson<T>('GET', path, undefined, token);
}

async function requestJson<T>(method: 'GET' | 'POST', path: string, body: unknown, token?: string | null): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: token } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, offline: true, status: 0, message: null };
  }
  const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: T } | null;
  if (res.ok && json?.success) return { ok: true, message: json.message ?? '', data: json.data as T };
  return { ok: false, offline: false, status: res.status, message: typeof json?.message === 'string' && json.message ? json.message : null };
}

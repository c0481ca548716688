/**
 * Calls that are not game data: signing in. (Game data moves only through the
 * sync engine.) Every answer becomes `{ ok, message, data }`; a network failure
 * is told apart, so the screen can say the device is offline.
 */
export type ApiAnswer<T> = { ok: true; message: string; data: T } | { ok: false; offline: boolean; status: number; message: string | null };

export async function postJson<T>(path: string, body: unknown, token?: string | null): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, offline: true, status: 0, message: null };
  }
  const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: T } | null;
  if (res.ok && json?.success) return { ok: true, message: json.message ?? '', data: json.data as T };
  return { ok: false, offline: false, status: res.status, message: typeof json?.message === 'string' && json.message ? json.message : null };
}

/** A GET with the caller's token, answered the same way as `postJson`. */
export async function getJson<T>(path: string, token?: string | null): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { Authorization: token } : {} });
  } catch {
    return { ok: false, offline: true, status: 0, message: null };
  }
  const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: T } | null;
  if (res.ok && json?.success) return { ok: true, message: json.message ?? '', data: json.data as T };
  return { ok: false, offline: false, status: res.status, message: typeof json?.message === 'string' && json.message ? json.message : null };
}

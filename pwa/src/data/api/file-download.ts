/**
 * A call of the catalogue that answers a file rather than the JSON envelope
 * (the host's progress CSV): fetched with the caller's token, since a plain
 * link cannot carry the Authorization header, and told apart the way the
 * client tells its calls: offline, the server's refusal, or the file.
 */
import type { ApiCallName } from '@front-desk-rm/engine/domain';
import { apiPath } from './client.js';

export type FileAnswer = { ok: true; blob: Blob; fileName: string } | { ok: false; offline: boolean; status: number; message: string | null };

/** The name in `Content-Disposition: attachment; filename="..."`, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const named = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return named?.[1]?.trim() || fallback;
}

export async function fetchFile(
  name: ApiCallName,
  options: { token: string; fallbackName: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<FileAnswer> {
  const fetchFn = options.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  let res: Response;
  try {
    res = await fetchFn(apiPath(name), {
      headers: { Authorization: options.token },
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
  } catch (err) {
    return { ok: false, offline: true, status: 0, message: err instanceof Error ? err.message : null };
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
    return { ok: false, offline: false, status: res.status, message: typeof json?.message === 'string' && json.message ? json.message : null };
  }
  return { ok: true, blob: await res.blob(), fileName: attachmentName(res.headers.get('Content-Disposition'), options.fallbackName) };
}

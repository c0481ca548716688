/**
 * Progress lives on the server, worked out there from every session a host
 * ran, so these screens ask for it rather than read the device's copy of
 * one session (`useServerRead`). What the screens tell apart: still loading,
 * no network, a refusal in the server's words, and the answer; while some
 * best weeks are still being solved it asks again a few times on its own.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MyProgressData, ProgressData } from '@front-desk-rm/engine/domain';
import { api, type ApiAnswer } from '../../../data/api/client.js';
import { useServerRead } from '../../../data/reads/use-server-read.js';
import { useT } from '../../../i18n/use-t.js';

export type ServerProgress<T> = { kind: 'loading' } | { kind: 'offline' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: T };

/** The two asks, named once so that a screen's effect sees the same function on every render. */
export const ASK = {
  host: (token: string): Promise<ApiAnswer<ProgressData>> => api.call('progress', { token }),
  mine: (token: string): Promise<ApiAnswer<MyProgressData>> => api.call('myProgress', { token }),
};

/** A participant's whole history, asked with the personal code their host gave them (decision record 025). */
export function askMineWith(code: string): (token: string) => Promise<ApiAnswer<MyProgressData>> {
  return (token) => api.call('myProgress', { token, query: { code } });
}

/** How often, and how long after an answer, to ask again while best weeks are still being worked out. */
const WORKING_RETRIES = 5;
const WORKING_DELAY_MS = 4000;

export function useServerProgress<T extends { working: number }>(
  ask: (token: string) => Promise<ApiAnswer<T>>,
  token: string | null,
): { state: ServerProgress<T>; reload: () => void; show: (data: T) => void } {
  const t = useT();
  const read = useServerRead(token ? ask : null, token ?? '');
  const [retries, setRetries] = useState(0);
  const { reload: askAgain } = read;
  const reload = useCallback(() => {
    setRetries(0);
    askAgain();
  }, [askAgain]);

  const working = read.data?.working ?? 0;
  useEffect(() => {
    if (working === 0 || retries >= WORKING_RETRIES) return;
    const t = setTimeout(() => {
      setRetries((n) => n + 1);
      askAgain();
    }, WORKING_DELAY_MS);
    return () => clearTimeout(t);
  }, [working, retries, askAgain]);

  // A figure already on screen stays there when a refresh fails; the page says so beside it.
  const state: ServerProgress<T> = read.data
    ? { kind: 'ready', data: read.data }
    : !read.problem
      ? { kind: 'loading' }
      : read.problem.offline
        ? { kind: 'offline' }
        : { kind: 'failed', message: read.problem.message ?? t('progress.loadFailed') };
  return { state, reload, show: read.show };
}

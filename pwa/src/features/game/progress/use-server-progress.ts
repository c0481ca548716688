/**
 * Progress lives on the server, worked out there from every session a host
 * ran, so these screens ask for it rather than read the device's copy of
 * one session. What the screens tell apart: still loading, no network, a
 * refusal in the server's words, and the answer; while some best weeks are
 * still being solved it asks again a few times on its own.
 */
import { useCallback, useEffect, useState } from 'react';
import { MESSAGES, type MyProgressData, type ProgressData } from '@front-desk-rm/engine/domain';
import { toast } from '../../../components/ui/toast.js';
import { useOnline } from '../../../components/ui/use-online.js';
import { api, type ApiAnswer } from '../../../data/api/client.js';
import { signOut } from '../../../data/db/identity.js';
import { db } from '../../../data/db/local-db.js';

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
  const online = useOnline();
  const [state, setState] = useState<ServerProgress<T>>({ kind: 'loading' });
  const [asked, setAsked] = useState(0);
  const [retries, setRetries] = useState(0);
  const reload = useCallback(() => {
    setRetries(0);
    setAsked((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void ask(token).then(async (answer) => {
      if (!live) return;
      if (answer.ok) {
        setState({ kind: 'ready', data: answer.data });
        return;
      }
      if (answer.status === 401) {
        toast.error(MESSAGES.sessionExpired, { id: 'session-expired' });
        await signOut(db, { forget: true });
        return;
      }
      // A figure already on screen stays there when a refresh fails; the page says so beside it.
      setState((shown) =>
        shown.kind === 'ready'
          ? shown
          : answer.offline
            ? { kind: 'offline' }
            : { kind: 'failed', message: answer.message ?? 'Progress could not be loaded. Please try again.' },
      );
    });
    return () => {
      live = false;
    };
    // `online` is read so that coming back online asks again.
  }, [ask, token, asked, online]);

  const working = state.kind === 'ready' ? state.data.working : 0;
  useEffect(() => {
    if (working === 0 || retries >= WORKING_RETRIES) return;
    const t = setTimeout(() => {
      setRetries((n) => n + 1);
      setAsked((n) => n + 1);
    }, WORKING_DELAY_MS);
    return () => clearTimeout(t);
  }, [working, retries]);

  // An answer the screen asked for itself (a personal code checked): shown as it is, not asked for again.
  const show = useCallback((data: T) => setState({ kind: 'ready', data }), []);
  return { state, reload, show };
}

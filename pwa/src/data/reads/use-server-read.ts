/**
 * One read of the server for a screen, for what the device does not hold (a
 * host's progress across sessions, the room's standings, a week's best
 * possible revenue, the property list). Asked with the device's sign-in when
 * `key` changes, when `reload()` is called and when the device comes back
 * online; the last answer stays on screen while a refresh fails, beside the
 * reason. A sign-in the server refuses goes the one way every 401 goes
 * (`signInExpired`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiAnswer } from '../api/client.js';
import { db } from '../db/local-db.js';
import { readIdentity } from '../db/identity.js';
import { signInExpired } from '../db/sign-in-expired.js';
import { useOnline } from './use-online.js';

/** Why the last ask got no answer: no network, or the server's refusal in its words. */
export type ReadProblem = { offline: true } | { offline: false; status: number; message: string | null };

export interface ServerRead<T> {
  /** The last answer, kept while a later ask fails; null until one comes. */
  data: T | null;
  /** An ask is under way (the last answer, if any, still shows). */
  loading: boolean;
  problem: ReadProblem | null;
  /** Asks again now. */
  reload: () => void;
  /** Shows an answer the screen got itself (a personal code checked) as the read's. */
  show: (data: T) => void;
}

/** What a read needs of the device: its sign-in's token, and the way a refused sign-in goes. */
export interface ReadDevice {
  token(): Promise<string | null | undefined>;
  expired(): Promise<void>;
}

const DEVICE: ReadDevice = {
  token: async () => (await readIdentity(db))?.token,
  expired: () => signInExpired(db),
};

/**
 * `ask` is called with the sign-in's token; null, or no sign-in on the device,
 * asks nothing. `key`: whatever the ask depends on, as one string (a new key
 * asks again; the same key does not).
 */
export function useServerRead<T>(ask: ((token: string) => Promise<ApiAnswer<T>>) | null, key: string, device: ReadDevice = DEVICE): ServerRead<T> {
  const online = useOnline();
  const [state, setState] = useState<{ data: T | null; loading: boolean; problem: ReadProblem | null }>({ data: null, loading: true, problem: null });
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  const show = useCallback((data: T) => setState({ data, loading: false, problem: null }), []);

  useEffect(() => {
    if (!ask) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    void (async () => {
      const token = await device.token();
      if (!token || !live) return;
      const answer = await ask(token);
      if (!live) return;
      if (answer.ok) return setState({ data: answer.data, loading: false, problem: null });
      if (answer.status === 401) return device.expired();
      const problem: ReadProblem = answer.offline ? { offline: true } : { offline: false, status: answer.status, message: answer.message ?? null };
      setState((s) => ({ data: s.data, loading: false, problem }));
    })();
    return () => {
      live = false;
    };
    // `ask` is the screen's and may be new on every render: the key says when it asks something new. `online` is read
    // so that coming back online asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, asked, online, ask === null]);

  return { ...state, reload, show };
}

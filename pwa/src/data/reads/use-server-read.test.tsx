// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../api/client.js';

import { useServerRead as useRead, type ReadDevice } from './use-server-read.js';

/** The device as the test sets it: signed in with 'tok' or not, counting the refused sign-ins. */
const signedIn = { token: 'tok' as string | null, expired: 0 };
const device: ReadDevice = {
  token: async () => signedIn.token,
  expired: async () => {
    signedIn.expired++;
  },
};
const useServerRead = <T,>(ask: ((token: string) => Promise<ApiAnswer<T>>) | null, key: string) => useRead(ask, key, device);

const answered = <T,>(data: T): ApiAnswer<T> => ({ ok: true, status: 200, message: 'OK', data });
const refused = (status: number, message: string | null, offline = false): ApiAnswer<never> => ({
  ok: false,
  offline,
  unreadable: false,
  status,
  message,
  retryAfter: null,
  body: null,
});

afterEach(() => {
  cleanup();
  signedIn.token = 'tok';
  signedIn.expired = 0;
});

describe("a screen's read of the server", () => {
  it('asks with the sign-in, shows the answer, and asks again for a new key only', async () => {
    const tokens: string[] = [];
    const ask = async (token: string) => {
      tokens.push(token);
      return answered({ n: tokens.length });
    };
    const { result, rerender } = renderHook(({ key }) => useServerRead(ask, key), { initialProps: { key: 'a' } });
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    expect(result.current.loading).toBe(false);
    rerender({ key: 'a' });
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
    expect(tokens).toEqual(['tok', 'tok']);
  });

  it('keeps the last answer on screen when a refresh fails, with the reason beside it', async () => {
    let next: ApiAnswer<{ n: number }> = answered({ n: 1 });
    const { result } = renderHook(() => useServerRead(async () => next, 'k'));
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    next = refused(0, null, true);
    result.current.reload();
    await waitFor(() => expect(result.current.problem).toEqual({ offline: true }));
    expect(result.current.data).toEqual({ n: 1 });
    next = refused(500, 'The server is busy');
    result.current.reload();
    await waitFor(() => expect(result.current.problem).toEqual({ offline: false, status: 500, message: 'The server is busy' }));
  });

  it('takes a refused sign-in down the one expired path, and asks nothing without a sign-in or an ask', async () => {
    const { result } = renderHook(() => useServerRead(async () => refused(401, 'Unauthorized'), 'k'));
    await waitFor(() => expect(signedIn.expired).toBe(1));
    expect(result.current.data).toBeNull();
    signedIn.token = null;
    const asked = vi.fn(async () => answered(1));
    renderHook(() => useServerRead(asked, 'k'));
    renderHook(() => useServerRead(null, 'k'));
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).not.toHaveBeenCalled();
  });
});

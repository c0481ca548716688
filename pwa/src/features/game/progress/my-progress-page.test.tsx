// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAL_CODE_MESSAGES, type MyProgressData, type ProgressEntry } from '@front-desk-rm/engine/domain';
import { signInParticipant, signOut } from '../../../data/db/identity.js';
import { db } from '../../../data/db/local-db.js';
import { MyProgressPage } from './my-progress-page.js';

const entry = (sessionName: string, sessionId: string): ProgressEntry => ({
  sessionId,
  sessionName,
  round: 1,
  playedAt: '2026-11-23T09:00:00.000Z',
  live: false,
  teamName: 'Team 1',
  revenue: 250_000,
  optimum: 400_000,
  expectedOptimum: null,
  share: 62.5,
  expectedShare: null,
  optimumState: 'known',
});
const THIS_ONE = entry('Forecast workshop', 'S2');
const EARLIER = entry('Demo Grand Hotel', 'S1');
const CODE = 'K7QM2XRP';

/** The server as the page meets it: this session's rounds without a code, every round with Priya's, a refusal otherwise. */
const asked: string[] = [];
function server(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://app.test');
  asked.push(url.search);
  const answer = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  const code = url.searchParams.get('code');
  const data = (scope: MyProgressData['scope'], entries: ProgressEntry[]): MyProgressData => ({ name: 'Priya N.', scope, entries, working: 0 });
  if (code === null) return answer(200, { success: true, message: 'Progress fetched successfully', data: data('session', [THIS_ONE]) });
  if (code === CODE) return answer(200, { success: true, message: 'Progress fetched successfully', data: data('all', [EARLIER, THIS_ONE]) });
  return answer(403, { success: false, message: PERSONAL_CODE_MESSAGES.wrong });
}

beforeEach(async () => {
  asked.length = 0;
  vi.stubGlobal('fetch', vi.fn(server));
  await signInParticipant(db, { token: 'token-1', name: 'Priya N.', sessionId: 'S2', teamId: 'T1', memberId: 'M1', gameCode: 'WORK26' });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut(db, { forget: true });
});

function open() {
  const router = createMemoryRouter([{ path: '/game/revenue-management/my-progress', element: <MyProgressPage /> }], {
    initialEntries: ['/game/revenue-management/my-progress'],
  });
  render(<RouterProvider router={router} />);
}

const sessionsShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.childNodes[0]?.textContent);

describe("a participant's own progress", () => {
  it('shows the rounds of this session, and every session of the host’s once the personal code is given', async () => {
    open();
    await screen.findByRole('table');
    expect(screen.getByText('The rounds of this session.')).toBeTruthy();
    expect(sessionsShown()).toEqual(['Forecast workshop']);

    // A code of the wrong shape is told at once and never sent.
    const field = screen.getByLabelText('Your personal code');
    await userEvent.type(field, 'K7QM');
    await userEvent.click(screen.getByRole('button', { name: 'Show all my sessions' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PERSONAL_CODE_MESSAGES.malformed);
    expect(asked.filter((q) => q.includes('code'))).toEqual([]);

    // Someone else's code: the server's refusal in its words, and still only this session.
    await userEvent.clear(field);
    await userEvent.type(field, 'ZZZZ-ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Show all my sessions' }));
    expect(await screen.findByText(PERSONAL_CODE_MESSAGES.wrong)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show all my sessions' }));
    expect(sessionsShown()).toEqual(['Forecast workshop']);

    // Her own, typed as a person types it: lower case, a space for the dash.
    await userEvent.clear(field);
    await userEvent.type(field, 'k7qm 2xrp');
    await userEvent.click(screen.getByRole('button', { name: 'Show all my sessions' }));
    expect(await screen.findByText('Every session of this host’s you played, by your e-mail.')).toBeTruthy();
    // The form goes with the focus in it; the focus goes to the page's heading, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(sessionsShown()).toEqual(['Demo Grand Hotel', 'Forecast workshop']);
    expect(screen.queryByLabelText('Your personal code')).toBeNull();
    // The answer that took the code is the one shown: the history is not asked for twice.
    expect(asked.filter((q) => q === `?code=${CODE}`)).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, Route, Routes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAddressCode } from '../../../app/address-code.js';
import { LOGIN_TEMPLATE_PATH } from '../../../app/login-template.js';
import { LazyToaster } from '../../../components/ui/toast.js';
import { LoginPage, safeReturnPath } from './login-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/game/revenue-management/login', element: <LoginPage /> },
      { path: '/game/revenue-management/login/:gameCode', element: <LoginPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <LazyToaster eager />
    </>,
  );
  return router;
}

describe('the login form', () => {
  it('asks a participant for an e-mail and a game code, and a host for a password instead', async () => {
    open('/game/revenue-management/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('Game code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Game code')).toBeNull();
  });

  it('says what is missing or wrong beside each field, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('/game/revenue-management/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Game code is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'priya@hotel');
    await userEvent.type(screen.getByLabelText('Game code'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Game code must be 5-10 alphanumeric characters')).toBeTruthy();
    expect((screen.getByLabelText('Game code') as HTMLInputElement).value).toBe('AB');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('locks the game code and the role when the code is in the address', () => {
    open('/game/revenue-management/login/demo26');
    expect(screen.getByRole('heading', { name: 'Join game DEMO26' })).toBeTruthy();
    const code = screen.getByLabelText('Game code') as HTMLInputElement;
    expect(code.value).toBe('DEMO26');
    expect(code.readOnly).toBe(true);
    expect((screen.getByLabelText('Role') as HTMLSelectElement).disabled).toBe(true);
  });

  it('tells a player with no network that joining needs it once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open('/game/revenue-management/login/DEMO26');
    expect(screen.getByText(/You're offline\. Joining a game needs the network once/)).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('empties the form on Reset Form, and says so', async () => {
    open('/game/revenue-management/login');
    await userEvent.type(screen.getByLabelText('Email'), 'priya.nair@demo.frontdeskrm.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('Form has been reset')).toBeTruthy();
  });

  it('says in a toast what a participant left out or got wrong, and asks a host for the password', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('/game/revenue-management/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Game code is required for participants')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Game code'), 'AB');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid game code format')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a game code in the server's words", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => Response.json({ success: false, message: 'Invalid game code' }, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    open('/game/revenue-management/login');
    await userEvent.type(screen.getByLabelText('Email'), 'new.player@hotel.test');
    await userEvent.type(screen.getByLabelText('Game code'), 'NOSUCH1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid game code', { exact: true })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/user/login/NOSUCH1');
  });
});

describe('the return path after sign-in', () => {
  it('goes back to a page of this site, and ignores anything that would leave it', () => {
    expect(safeReturnPath('/tools/properties')).toBe('/tools/properties');
    expect(safeReturnPath('/tools/properties?page=2')).toBe('/tools/properties?page=2');
    for (const bad of [null, '', 'tools', '//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/x\ny'])
      expect(safeReturnPath(bad)).toBeNull();
  });
});

describe('the one join page the build writes for every game code', () => {
  const page = (path: string) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/game/revenue-management/login/:gameCode" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>
  );

  it("shows the address's code once the login's entry has written it in, and React adopts it with nothing to repair", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.prerendered = '';
    root.innerHTML = renderToString(page(LOGIN_TEMPLATE_PATH));
    document.body.append(root);
    document.title = 'Join a game · Front Desk RM';
    // As the build writes it, readable without JavaScript: no code yet.
    expect(root.querySelector('h2')!.textContent).toBe('Join a game');
    expect(root.querySelector<HTMLInputElement>('#login-code')!.value).toBe('');

    writeAddressCode(root, '/game/revenue-management/login/demo26 ');
    expect(root.querySelector('h2')!.textContent).toBe('Join game DEMO26');
    expect(root.querySelector<HTMLInputElement>('#login-code')!.value).toBe('DEMO26');
    expect(document.title).toBe('Join game DEMO26 · Front Desk RM');

    const repaired = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(root, page('/game/revenue-management/login/demo26 '), { onRecoverableError: repaired });
    });
    expect(repaired).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Join game DEMO26' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Game code').value).toBe('DEMO26');
    logged.mockRestore();
    root.remove();
  });

  it('leaves the plain login as the build wrote it', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page(LOGIN_TEMPLATE_PATH));
    const before = root.innerHTML;
    writeAddressCode(root, '/game/revenue-management/login');
    expect(root.innerHTML).toBe(before);
  });
});

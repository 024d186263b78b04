import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTokenAtom, setAuth } from '@villa/shared/state/auth';
import { renderWithProviders } from '@villa/shared/testing/render';
import AccountPage from './account.tsx';

const RAVI = {
  _id: 'b'.repeat(24),
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: { code: '+91', number: '9845012345' },
  phone_number: '9845012345',
};

afterEach(() => vi.unstubAllGlobals());

describe('My Account', () => {
  it('shows the name, email and phone, and Log out revokes the session on the server and forgets it here', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('{"status":"success"}'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    setAuth('tok-ravi', RAVI, store);
    const { user } = renderWithProviders(<AccountPage />, { store });

    expect(await screen.findByText('Name: Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('Email: ravi@example.com')).toBeInTheDocument();
    expect(screen.getByText('Phone: 9845012345')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/users/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-ravi');
    expect(store.get(authTokenAtom)).toBeNull();
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const store = createStore();
    setAuth('tok-ravi', RAVI, store);
    const { user } = renderWithProviders(<AccountPage />, { store });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(store.get(authTokenAtom)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

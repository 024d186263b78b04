import { screen, waitFor, within } from '@testing-library/react';
import { createStore, getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, authTokenAtom, clearAuth, setAuth } from '@villa/shared/state/auth';
import { jsonResponse } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { MY_ALERTS_TEXTS } from '../../features/account/components/my-alerts.tsx';
import AccountPage from './account.tsx';

const PROMISE =
  'We never sell or share your number. One relationship manager looks after you, and only they call you.';
const MANAGER = '/api/v1/client/relationship-manager';
const ALERTS = '/api/v1/auth/users/alerts';
const NO_ALERTS = { status: 'success', data: { price_drops: false, stopped: false, searches: [] } };

const RAVI = {
  _id: 'b'.repeat(24),
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: { code: '+91', number: '9845012345' },
  phone_number: '9845012345',
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuth(getDefaultStore());
});

describe('My Account', () => {
  it('shows the name, email and phone, and Log out revokes the session on the server and forgets it here', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === MANAGER
        ? jsonResponse({ status: 'success', data: null })
        : new Response('{"status":"success"}'),
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
    const logout = fetchMock.mock.calls.filter(([url]) => url === '/api/v1/auth/users/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.[1]?.method).toBe('POST');
    expect(new Headers(logout[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-ravi');
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

describe('My Account: the promise, the manager and Delete my data', () => {
  it('tells a visitor the promise and asks nothing of the API before a login', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 'success', data: null }));
    renderWithProviders(<AccountPage />);

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText(PROMISE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your relationship manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my data' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a logged-in buyer's relationship manager under the promise", async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === ALERTS
        ? jsonResponse(NO_ALERTS)
        : jsonResponse({
            status: 'success',
            data: {
              name: 'Kavya Menon',
              designation: 'Relationship manager',
              image: null,
              languages: ['English'],
            },
          }),
    );
    const store = getDefaultStore();
    setAuth('tok-ravi', RAVI, store);
    renderWithProviders(<AccountPage />, { store });

    expect(await screen.findByText('Kavya Menon')).toBeInTheDocument();
    expect(screen.getByText(PROMISE)).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, MANAGER);
    expect(request).toBeDefined();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-ravi');
    // The buyer's SMS alerts are listed with them.
    expect(await screen.findByText(MY_ALERTS_TEXTS.none)).toBeInTheDocument();
  });

  it('a wrong code keeps the buyer logged in; the right one erases, logs out here, and the receipt stays', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === MANAGER) return jsonResponse({ status: 'success', data: null });
      if (url.pathname === ALERTS) return jsonResponse(NO_ALERTS);
      if (url.pathname === '/api/v1/client/erasure/code') return jsonResponse({ status: 'success' });
      const { otp } = JSON.parse(String(init?.body)) as { otp: string };
      if (otp !== '123456') {
        // As the API answers a wrong code: 403, so the session is kept (a 401 would end it here).
        return jsonResponse(
          { statusCode: 403, error: 'Forbidden', message: 'Invalid OTP. Please try again.' },
          403,
        );
      }
      return jsonResponse({
        status: 'success',
        data: {
          reference: 'ER-20261127-7F3K2Q',
          erased_at: '2026-11-27T10:32:00.000Z',
          erased: ['Your account, and every session it was signed in with'],
        },
      });
    });
    const store = getDefaultStore();
    setAuth('tok-ravi', RAVI, store);
    const { user } = renderWithProviders(<AccountPage />, { store });

    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my data' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const field = await within(dialog).findByRole('textbox', { name: '6-digit code' });
    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await within(dialog).findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    expect(store.get(authTokenAtom)).toBe('tok-ravi');
    expect(screen.getByText('Name: Ravi Kumar')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));

    // The receipt, and the login gone from this device at once (the server revoked the session).
    const receipt = await screen.findByRole('dialog', { name: 'Your data is deleted' });
    expect(within(receipt).getByText('ER-20261127-7F3K2Q')).toBeInTheDocument();
    expect(store.get(authTokenAtom)).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    const erasure = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/client/erasure');
    expect(new Headers(erasure?.[1]?.headers).get('Authorization')).toBe('Bearer tok-ravi');

    // Closed, the receipt stays on the page, which no longer shows the buyer's details.
    await user.click(within(receipt).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const kept = screen.getByRole('region', { name: 'Your data is deleted' });
    expect(within(kept).getByText('ER-20261127-7F3K2Q')).toBeInTheDocument();
    expect(within(kept).getByText('Deleted on Nov 27, 2026 at 16:02 IST:')).toBeInTheDocument();
    expect(within(kept).getByRole('heading', { name: 'Your data is deleted' })).toHaveFocus();
    expect(screen.queryByText('Name: Ravi Kumar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});

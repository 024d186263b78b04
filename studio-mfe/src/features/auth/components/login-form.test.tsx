import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { STAFF_SESSION_KEY } from '../../../lib/staff-session.ts';
import { LoginForm } from './login-form.tsx';

const STAFF = {
  _id: '6742a1f00000000000e00001',
  name: 'Asha Rao',
  phone: { code: '+91', number: '9876543210' },
  role: 'admin',
  created_at: '2026-11-20T06:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The sign-in's three calls, each answered by `answers` or as a success. */
function stubSignIn(answers: Partial<Record<string, () => Response>> = {}) {
  return stubFetch((url, init) => {
    const answer = answers[url.pathname];
    if (answer) return answer();
    if (url.pathname === '/api/v1/auth/users/generateotp') return Response.json({ status: 'success' });
    if (url.pathname === '/api/v1/auth/users/verifyotp')
      return Response.json({ status: 'success', data: { _id: 'v'.repeat(43) } });
    if (url.pathname === '/api/v1/studio/auth/session') {
      expect(JSON.parse(String(init?.body))).toEqual({
        phone_number: '9876543210',
        country_code: '+91',
        verification_id: 'v'.repeat(43),
      });
      return Response.json({
        status: 'success',
        data: { token: 't'.repeat(43), expires_at: '2099-01-01T00:00:00.000Z', staff: STAFF },
      });
    }
    return new Response('', { status: 404 });
  });
}

describe('staff sign-in', () => {
  it('sends a code to the phone, then signs in with it and keeps the session apart from a buyer’s', async () => {
    const fetchMock = stubSignIn();
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to +91 9876543210.')).toBeInTheDocument();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;
    expect(sent).toEqual({ phone_number: '9876543210', country_code: '+91' });

    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY)!)).toMatchObject({
      staff: { name: 'Asha Rao' },
    });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('checks the phone before sending anything', async () => {
    const fetchMock = stubSignIn();
    const { user } = renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText(/Phone number/), '98765');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s words when the phone is not on the staff', async () => {
    stubSignIn({
      '/api/v1/studio/auth/session': () =>
        Response.json({ status: 'error', message: 'This phone is not on the staff' }, { status: 403 }),
    });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone is not on the staff');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });
});

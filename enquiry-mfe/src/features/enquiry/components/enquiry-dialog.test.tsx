import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { renderWithProviders } from '@villa/shared/testing/render';
import { useLocation } from '@villa/shared/router';
import { getDefaultStore } from 'jotai';
import { authTokenAtom, authUserAtom, clearAuth } from '@villa/shared/state/auth';
import { RETRY_DELAY_MS } from '../api/create-enquiry.ts';
import EnquiryDialog from './enquiry-dialog.tsx';

const CREATED = {
  status: 'success',
  data: { _id: '6742a1f0c0ffee0123456789', created_at: '2026-11-23T09:30:00.000Z' },
};

const CODE_SENT = { status: 'success' };

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

type Answer = [status: number, body: unknown];

/** A fetch that answers each API path as told: by default a code is sent and the enquiry stored. */
function stubApi(answers: Record<string, Answer | Answer[]> = {}) {
  const table: Record<string, Answer | Answer[]> = {
    '/api/v1/auth/users/generateotp': [200, CODE_SENT],
    '/api/v1/client/enquiries': [201, CREATED],
    ...answers,
  };
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const entry = table[url] ?? [404, { message: 'Not found' }];
    // A list answers the calls in turn; its last answer repeats.
    const [status, body] = Array.isArray(entry[0])
      ? ((entry as Answer[]).shift() ?? [500, ''])
      : (entry as Answer);
    if (Array.isArray(entry[0]) && (entry as Answer[]).length === 0) (entry as Answer[]).push([status, body]);
    return new Response(body === '' ? '' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`);

function sentBody(
  fetchMock: ReturnType<typeof stubApi>,
  path = '/client/enquiries',
): Record<string, unknown> {
  const init = callsTo(fetchMock, path)[0]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

function renderDialog(request: EnquiryOpenRequest = { title: 'Villa 12' }, route = '/') {
  return renderWithProviders(<EnquiryDialog open request={request} onClose={() => {}} />, { route });
}

// The date picker is a lazy chunk; its first import in a test run takes a moment.
const PICKER_LOAD_MS = 8000;

const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('enquiry dialog', () => {
  it('shows the spec messages for a bad name, email and phone when a field is left', async () => {
    const { user } = renderDialog();

    await user.type(field('Full Name'), 'R2');
    await user.type(field('Email'), 'ravi@example');
    await user.type(field('Phone Number'), '98450');
    await user.tab();

    expect(screen.getByText('Please enter a valid name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('says nothing when an untouched field is left', async () => {
    const { user } = renderDialog();
    expect(field('Full Name')).toHaveFocus();
    await user.tab();
    expect(screen.queryByText('Please enter a valid name')).not.toBeInTheDocument();
  });

  it('checks every field on submit and sends nothing while one is wrong', async () => {
    const fetchMock = stubApi();
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please enter a valid name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps only the digits of the phone, up to the country’s length', async () => {
    const { user } = renderDialog();

    await user.type(field('Phone Number'), '+(98) 450-12a345 678');

    expect(field('Phone Number')).toHaveValue('9845012345');
  });

  it('keeps all ten digits of a pasted number written with a space', async () => {
    const { user } = renderDialog();

    await user.click(field('Phone Number'));
    await user.paste('98765 43210');

    expect(field('Phone Number')).toHaveValue('9876543210');
  });

  it.each(['+91 98765 43210', '0091 98765 43210', '+91-98765-43210', '098765 43210'])(
    'reads a pasted %s as the ten-digit number, not the country code and the first eight digits',
    async (pasted) => {
      const { user } = renderDialog();

      await user.click(field('Phone Number'));
      await user.paste(pasted);

      await waitFor(() => expect(field('Phone Number')).toHaveValue('9876543210'));
      expect(screen.getByRole('button', { name: 'IN +91' })).toBeInTheDocument();
    },
  );

  it('moves to the country of a pasted number with another +code', async () => {
    const { user } = renderDialog();

    await user.click(field('Phone Number'));
    await user.paste('+971 50 123 4567');

    expect(await screen.findByRole('button', { name: 'AE +971' })).toBeInTheDocument();
    expect(field('Phone Number')).toHaveValue('501234567');
  });

  const fillIn = async (user: Awaited<ReturnType<typeof renderDialog>>['user']) => {
    await user.type(field('Full Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Phone Number'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  };

  it('requests a code, sends the enquiry with its page and tracking parameters, and asks for the code', async () => {
    const fetchMock = stubApi();
    const { user } = renderDialog(
      { title: 'Villa 12', unit: '6742a1f0aaaabbbbccccdddd' },
      '/unit/villa-12/?city=Bengaluru&gclid=abc123&primary_source=google&campaign_name=diwali',
    );

    await fillIn(user);

    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6 digit code sent to +91 98•••••345')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/auth/users/generateotp')).toEqual({
      phone_number: '9845012345',
      country_code: '+91',
      email: 'ravi@example.com',
      extras: { title: 'Villa 12' },
    });
    await waitFor(() => expect(callsTo(fetchMock, '/client/enquiries')).toHaveLength(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/users/generateotp');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9845012345',
      country_code: '+91',
      title: 'Villa 12',
      description: 'Interested in unit',
      source_url: `${window.location.origin}/unit/villa-12/?city=Bengaluru&gclid=abc123&primary_source=google&campaign_name=diwali`,
      unit: '6742a1f0aaaabbbbccccdddd',
      gclid: 'abc123',
      primary_source: 'google',
      campaign_name: 'diwali',
    });
  });

  it('disables Submit and shows a spinner while the code is requested', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderDialog();

    await fillIn(user);

    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
    answer(new Response(JSON.stringify(CODE_SENT), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it('shows the server’s message when the code request is refused, keeps what was typed, and still sends the enquiry', async () => {
    const fetchMock = stubApi({
      '/api/v1/auth/users/generateotp': [
        429,
        {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many codes requested. Try again later.',
        },
      ],
    });
    const { user } = renderDialog();

    await fillIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes requested. Try again later.');
    expect(field('Full Name')).toHaveValue('Ravi Kumar');
    expect(field('Phone Number')).toHaveValue('9845012345');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await waitFor(() => expect(callsTo(fetchMock, '/client/enquiries')).toHaveLength(1));
  });

  it("says 'Failed to generate OTP. Please try again.' when the server gives no reason", async () => {
    stubApi({ '/api/v1/auth/users/generateotp': [500, ''] });
    const { user } = renderDialog();

    await fillIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate OTP. Please try again.');
  });

  it('sends an enquiry again with the same Idempotency-Key, and a changed one with a new key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      '/api/v1/auth/users/generateotp': [
        503,
        { statusCode: 503, error: 'Service Unavailable', message: 'Busy' },
      ],
      '/api/v1/client/enquiries': [
        [503, { statusCode: 503, error: 'Service Unavailable', message: 'Busy' }],
        [201, CREATED],
      ],
    });
    const { user } = renderDialog();
    const sentKey = (call: number) =>
      new Headers(callsTo(fetchMock, '/client/enquiries')[call]?.[1]?.headers).get('Idempotency-Key');

    await fillIn(user);
    await screen.findByRole('alert');
    // The first send got a 503: it is tried again a little later, with the same key.
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAY_MS));
    await waitFor(() => expect(callsTo(fetchMock, '/client/enquiries')).toHaveLength(2));
    expect(sentKey(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKey(1)).toBe(sentKey(0));

    // The buyer submits again: the same enquiry keeps its key; a changed one gets a new key.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(fetchMock, '/client/enquiries')).toHaveLength(3));
    expect(sentKey(2)).toBe(sentKey(0));
    await user.type(field('Full Name'), ' Rao');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(fetchMock, '/client/enquiries')).toHaveLength(4));
    expect(sentKey(3)).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKey(3)).not.toBe(sentKey(0));
  });

  it('logs the buyer in with the code, stores the token and the user, and closes on the saved page', async () => {
    const user = {
      _id: '6742a1f0aaaabbbbccccdd01',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: { code: '+91', number: '9845012345' },
      phone_number: '9845012345',
    };
    const fetchMock = stubApi({
      '/api/v1/auth/users/verifyotp': [200, { status: 'success', data: { _id: '6742a1f0aaaabbbbccccdd02' } }],
      '/api/v1/auth/users/signup': [200, { status: 'success', data: { user, token: 'tok-ravi' } }],
    });
    const onClose = vi.fn();
    const view = renderWithProviders(
      <>
        <EnquiryDialog
          open
          request={{ title: 'Villa 12', redirect_path: '/unit/villa-12/' }}
          onClose={onClose}
        />
        <CurrentPath />
      </>,
      { route: '/units' },
    );

    await fillIn(view.user);
    await view.user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await view.user.paste('482913');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock, '/auth/users/verifyotp')).toEqual({
      phone_number: '9845012345',
      country_code: '+91',
      otp: '482913',
    });
    expect(sentBody(fetchMock, '/auth/users/signup')).toEqual({
      phone_number: '9845012345',
      country_code: '+91',
      email: 'ravi@example.com',
      name: 'Ravi Kumar',
      verification_id: '6742a1f0aaaabbbbccccdd02',
    });
    expect(view.store.get(authTokenAtom)).toBe('tok-ravi');
    expect(view.store.get(authUserAtom)).toEqual(user);
    // The router moves in a transition of its own, which a busy machine may finish after the close.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/unit/villa-12/'));
  });

  it("in the partner embed, sends the enquiry again with the session once logged in, so the partner's credit is verified", async () => {
    const user = {
      _id: '6742a1f0aaaabbbbccccdd01',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: { code: '+91', number: '9845012345' },
      phone_number: '9845012345',
    };
    const fetchMock = stubApi({
      '/api/v1/auth/users/verifyotp': [200, { status: 'success', data: { _id: '6742a1f0aaaabbbbccccdd02' } }],
      '/api/v1/auth/users/signup': [200, { status: 'success', data: { user, token: 'tok-ravi' } }],
    });
    const onClose = vi.fn();
    // The default store, as in the frame: the API client reads the token from it.
    const store = getDefaultStore();
    try {
      const view = renderWithProviders(
        <EnquiryDialog
          open
          request={{ title: 'Villa 12', source_url: 'https://acme.example/villas' }}
          partner="acme"
          page={{ pathname: '/villas', search: '?gclid=abc', href: 'https://acme.example/villas?gclid=abc' }}
          onClose={onClose}
        />,
        { route: '/embed/frame.html', store },
      );
      await fillIn(view.user);
      await view.user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
      await view.user.paste('482913');
      await view.user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());

      const sent = callsTo(fetchMock, '/client/enquiries').map(([, init]) => new Headers(init?.headers));
      expect(sent).toHaveLength(2);
      // The same enquiry (its key and body), the second time with the session of its phone.
      expect(sent[1]?.get('idempotency-key')).toBe(sent[0]?.get('idempotency-key'));
      expect(sent[0]?.get('authorization')).toBeNull();
      expect(sent[1]?.get('authorization')).toBe('Bearer tok-ravi');
      const bodies = callsTo(fetchMock, '/client/enquiries').map(([, init]) => String(init?.body));
      expect(bodies[1]).toBe(bodies[0]);
      // About the partner's page, not the frame's.
      expect(JSON.parse(bodies[0]!)).toMatchObject({
        partner: 'acme',
        gclid: 'abc',
        source_url: 'https://acme.example/villas',
      });
    } finally {
      clearAuth(store);
    }
  });

  it('on our own pages, sends the enquiry once: no partner to credit', async () => {
    const fetchMock = stubApi({
      '/api/v1/auth/users/verifyotp': [200, { status: 'success', data: { _id: '6742a1f0aaaabbbbccccdd02' } }],
      '/api/v1/auth/users/signup': [
        200,
        {
          status: 'success',
          data: {
            user: {
              _id: 'u1',
              name: 'Ravi Kumar',
              email: 'ravi@example.com',
              phone: { code: '+91', number: '9845012345' },
              phone_number: '9845012345',
            },
            token: 'tok-ravi',
          },
        },
      ],
    });
    const onClose = vi.fn();
    const view = renderWithProviders(
      <EnquiryDialog open request={{ title: 'Villa 12' }} onClose={onClose} />,
    );
    await fillIn(view.user);
    await view.user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await view.user.paste('482913');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/client/enquiries')).toHaveLength(1);
  });

  it("shows 'Invalid OTP. Please try again.' for a wrong code and offers Resend", async () => {
    stubApi({
      '/api/v1/auth/users/verifyotp': [
        401,
        { statusCode: 401, error: 'Unauthorized', message: 'Wrong code' },
      ],
    });
    const { user } = renderDialog();

    await fillIn(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('offers the call scheduler only for expert enquiries, pre-filled with the next hour, sent in India time', async () => {
    // 13:40 in India (08:10 UTC): the default call is 14:00 India time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:10:00.000Z'));
    const fetchMock = stubApi();
    const { user, unmount } = renderDialog({ title: 'General enquiry' });
    expect(screen.queryByPlaceholderText('Schedule Your Call')).not.toBeInTheDocument();
    unmount();

    renderDialog({
      expert_name: 'Anita Rao',
      is_connect_with_expert: true,
      withSchedule: true,
      title: 'Expert advice',
    });
    // The picker loads on demand; once it is there the field shows the default call time.
    await waitFor(
      () =>
        expect(screen.getByPlaceholderText('Schedule Your Call')).toHaveValue('November 23, 2026 2:00 PM'),
      { timeout: PICKER_LOAD_MS },
    );

    await user.type(field('Full Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Phone Number'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'Verify OTP' });
    await waitFor(() => expect(callsTo(fetchMock, '/client/enquiries')).toHaveLength(1));
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({
      expert_name: 'Anita Rao',
      is_connect_with_expert: true,
      title: 'Expert advice',
      scheduled_time_of_visit: '2026-11-23T14:00:00.000+05:30',
    });
    expect(body).not.toHaveProperty('withSchedule');
  }, 20_000);

  it('opens the call scheduler when the field is clicked', async () => {
    const { user } = renderDialog({ is_connect_with_expert: true });
    await waitFor(() => expect(screen.getByPlaceholderText('Schedule Your Call')).not.toBeDisabled(), {
      timeout: PICKER_LOAD_MS,
    });
    await user.click(screen.getByPlaceholderText('Schedule Your Call'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  }, 20_000);

  it('closes the call scheduler on Escape and a click outside, leaving the form open (spec 2.5)', async () => {
    const { user } = renderDialog({ is_connect_with_expert: true });
    const fieldBox = () => screen.getByPlaceholderText('Schedule Your Call');
    await waitFor(() => expect(fieldBox()).not.toBeDisabled(), { timeout: PICKER_LOAD_MS });
    const open = async () => {
      await user.click(fieldBox());
      expect(await screen.findByRole('grid')).toBeInTheDocument();
    };

    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    // Escape closed the picker only: the enquiry form is still open.
    expect(field('Phone Number')).toBeInTheDocument();

    await open();
    await user.click(field('Phone Number'));
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  }, 30_000);

  it("closes the desktop pop-over on Tab too (spec 2.5); the phone's full-screen picker keeps Tab for its buttons", async () => {
    // A laptop: a fine pointer and a wide window, where the picker is a pop-over.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('pointer: fine'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const { user } = renderDialog({ is_connect_with_expert: true });
    const fieldBox = () => screen.getByPlaceholderText('Schedule Your Call');
    await waitFor(() => expect(fieldBox()).not.toBeDisabled(), { timeout: PICKER_LOAD_MS });
    await user.click(fieldBox());
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.keyboard('{Tab}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(field('Phone Number')).toBeInTheDocument();
    vi.restoreAllMocks();
  }, 30_000);

  it('finds a country by its dial code without the +, and uses its phone length', async () => {
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'IN +91' }));
    await user.type(screen.getByRole('textbox', { name: 'Search country' }), '971');

    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(within(list).getByRole('option', { name: /United Arab Emirates/ })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /India/ })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('option', { name: /United Arab Emirates/ }));
    expect(screen.getByRole('button', { name: 'AE +971' })).toBeInTheDocument();
    await user.type(field('Phone Number'), '5012345678');
    expect(field('Phone Number')).toHaveValue('501234567');
  });

  it('has the terms ticked, opens its links in a new tab, and disables Submit when unticked', async () => {
    const { user } = renderDialog();
    const terms = screen.getByRole('checkbox', { name: /I agree to the Terms and Privacy Policy/ });
    expect(terms).toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    await user.click(terms);

    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

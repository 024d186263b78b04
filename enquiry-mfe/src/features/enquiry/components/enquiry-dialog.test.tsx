import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { renderWithProviders } from '@villa/shared/testing/render';
import EnquiryDialog from './enquiry-dialog.tsx';

const CREATED = {
  status: 'success',
  data: { _id: '6742a1f0c0ffee0123456789', created_at: '2026-11-23T09:30:00.000Z' },
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>): Record<string, unknown> {
  const init = fetchMock.mock.calls[0]?.[1];
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
    const fetchMock = stubFetch(201, CREATED);
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

  it('posts the enquiry with the page it came from and the tracking parameters, then thanks the visitor', async () => {
    const fetchMock = stubFetch(201, CREATED);
    const { user } = renderDialog(
      { title: 'Villa 12', unit: '6742a1f0aaaabbbbccccdddd' },
      '/unit/villa-12/?city=Bengaluru&gclid=abc123&primary_source=google&campaign_name=diwali',
    );

    await user.type(field('Full Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Phone Number'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you! Our villa expert will call you shortly.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/client/enquiries');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
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
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('disables Submit and shows a spinner while sending', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderDialog();

    await user.type(field('Full Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Phone Number'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
    answer(new Response(JSON.stringify(CREATED), { status: 201 }));
    expect(await screen.findByText('Thank you! Our villa expert will call you shortly.')).toBeInTheDocument();
  });

  it('shows the server’s message when the enquiry is refused and keeps what was typed', async () => {
    stubFetch(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many enquiries. Please try again in a minute.',
    });
    const { user } = renderDialog();

    await user.type(field('Full Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Phone Number'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many enquiries. Please try again in a minute.',
    );
    expect(field('Full Name')).toHaveValue('Ravi Kumar');
    expect(field('Phone Number')).toHaveValue('9845012345');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends a retry of the same enquiry with the same Idempotency-Key, and a changed one with a new key', async () => {
    const fetchMock = stubFetch(503, { statusCode: 503, error: 'Service Unavailable', message: 'Busy' });
    const { user } = renderDialog();
    const sentKey = (call: number) =>
      new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Idempotency-Key');

    await user.type(field('Full Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Phone Number'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentKey(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKey(1)).toBe(sentKey(0));

    await user.type(field('Full Name'), ' Rao');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentKey(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKey(2)).not.toBe(sentKey(0));
  });

  it('falls back to the catalogue message when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const { user } = renderDialog();

    await user.type(field('Full Name'), 'Ravi Kumar');
    await user.type(field('Email'), 'ravi@example.com');
    await user.type(field('Phone Number'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create enquiry');
  });

  it('offers the call scheduler only for expert enquiries, pre-filled with the next hour, sent in India time', async () => {
    // 13:40 in India (08:10 UTC): the default call is 14:00 India time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:10:00.000Z'));
    const fetchMock = stubFetch(201, CREATED);
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

    await screen.findByText('Thank you! Our villa expert will call you shortly.');
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

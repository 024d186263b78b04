import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '@villa/shared/state/auth';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { renderWithProviders } from '@villa/shared/testing/render';
import { EnquiryHost } from './enquiry-host.tsx';

describe('EnquiryHost', () => {
  it('shows nothing until an enquiry:open event, then the enquiry dialog', async () => {
    renderWithProviders(<EnquiryHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => emitVillaEvent('enquiry:open', { title: 'Villa 12' }));

    expect(await screen.findByRole('dialog', { name: 'Step into your dream villa!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
  });

  it('opens at once for a request made before it was mounted, and closes with the close button', async () => {
    const { user } = renderWithProviders(<EnquiryHost initialRequest={{ title: 'Villa 12' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Step into your dream villa!' });

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it("sends a logged-in buyer's enquiry in the background as User Interest, once a session, without the form", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ status: 'success', data: { _id: 'a'.repeat(24), created_at: '' } }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    setAuth(
      'tok-ravi',
      {
        _id: 'b'.repeat(24),
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: { code: '+91', number: '9845012345' },
        phone_number: '9845012345',
      },
      store,
    );
    renderWithProviders(<EnquiryHost />, { store });

    act(() =>
      emitVillaEvent('enquiry:open', {
        title: 'Villa 12',
        unit: 'c'.repeat(24),
        source_url: 'https://villas.example/unit/v/',
      }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => emitVillaEvent('enquiry:open', { title: 'Villa 14' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/client/enquiries');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9845012345',
      country_code: '+91',
      title: 'User Interest',
      unit: 'c'.repeat(24),
      source_url: 'https://villas.example/unit/v/',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

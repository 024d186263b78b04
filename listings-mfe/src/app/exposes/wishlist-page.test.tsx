import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onVillaEvent, type EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { clearAuth, setAuth } from '@villa/shared/state/auth';
import { rememberCity } from '@villa/shared/state/remember-city';
import { renderWithProviders } from '@villa/shared/testing/render';
import { jsonResponse, makeUnit, testUser } from '@villa/shared/testing/fixtures';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import WishlistPage from './wishlist-page.tsx';

const WISHLIST_PATH = '/api/v1/auth/users/getmyfavoriteunits';

describe('WishlistPage', () => {
  afterEach(() => clearAuth());

  it('asks a logged-out visitor to log in, through the enquiry form', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const requests: EnquiryOpenRequest[] = [];
    const stop = onVillaEvent('enquiry:open', (request) => requests.push(request));
    const { container, user } = renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(
      screen.getByText('Log in to see the villas you have saved and keep adding to them.'),
    ).toBeInTheDocument();
    // The first screen is built without MUI (its components would bring MUI to the first load).
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The request is put together on the click, with its code loaded then.
    await waitFor(() => expect(requests).not.toHaveLength(0));
    stop();
    expect(requests).toEqual([{ title: 'Login', source_url: window.location.href }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Error: Failed to get user wishlist' while the endpoint is missing", async () => {
    stubFetch((url) =>
      jsonResponse(
        { statusCode: 404, error: 'Not Found', message: `Route GET:${url.pathname} not found` },
        404,
      ),
    );
    setAuth('token-123', testUser);
    renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    expect(await screen.findByText('Error: Failed to get user wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows the server's message for other failures", async () => {
    stubFetch(() =>
      jsonResponse(
        { statusCode: 503, error: 'Service Unavailable', message: 'Wishlist is being updated' },
        503,
      ),
    );
    setAuth('token-123', testUser);
    renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    expect(await screen.findByText('Error: Wishlist is being updated')).toBeInTheDocument();
  });

  it('says the wishlist is empty and links to the villas', async () => {
    stubFetch(() => jsonResponse({ status: 'success', data: [] }));
    setAuth('token-123', testUser);
    renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show All Villas' })).toHaveAttribute('href', '/units');
  });

  it("leads an empty wishlist's Show All Villas to the buyer's last city", async () => {
    stubFetch(() => jsonResponse({ status: 'success', data: [] }));
    setAuth('token-123', testUser);
    rememberCity('Hyderabad');
    renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    expect(await screen.findByRole('link', { name: 'Show All Villas' })).toHaveAttribute(
      'href',
      '/units?city=Hyderabad',
    );
  });

  it('lists the saved villas with a filled heart, sending the bearer token', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 'success', data: [makeUnit()] }));
    setAuth('token-123', testUser);
    const { container } = renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    const card = within(await screen.findByRole('article'));
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
    expect(card.getByRole('link', { name: /Palm Meadows Villa 12/ })).toHaveAttribute(
      'href',
      '/unit/palm-meadows-villa-12/',
    );
    expect(card.getByText('₹1.25 Cr*')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, WISHLIST_PATH)).toHaveLength(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('removes a villa from the list once the server agrees', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === WISHLIST_PATH
        ? jsonResponse({ status: 'success', data: [makeUnit()] })
        : jsonResponse({ status: 'success', data: null }),
    );
    setAuth('token-123', testUser);
    const { user } = renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    const remove = fetchMock.mock.calls.find(([input]) => String(input).includes('removefromwishlist'));
    expect(String(remove?.[0])).toBe('/api/v1/auth/users/removefromwishlist/6745a1c0a1b2c3d4e5f60001');
    expect(remove?.[1]?.method).toBe('DELETE');
  });

  it('keeps the villa and says so when removing fails', async () => {
    stubFetch((url) =>
      url.pathname === WISHLIST_PATH
        ? jsonResponse({ status: 'success', data: [makeUnit()] })
        : new Response('', { status: 500 }),
    );
    setAuth('token-123', testUser);
    const { user } = renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Failed to remove unit from wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
  });

  it('says how much less a saved villa is than when it was saved', async () => {
    stubFetch(() =>
      jsonResponse({
        status: 'success',
        data: [{ ...makeUnit(), price: 32_000_000, saved_price: 32_500_000 }],
      }),
    );
    setAuth('token-123', testUser);
    renderWithProviders(<WishlistPage />, { route: '/profile/wishlist' });
    expect(await screen.findByText('₹5.00 L less since you saved it')).toBeInTheDocument();
  });
});

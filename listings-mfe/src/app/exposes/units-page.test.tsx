import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onVillaEvent, type EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { clearAuth, setAuth } from '@villa/shared/state/auth';
import { useCity } from '@villa/shared/state/city';
import { renderWithProviders } from '@villa/shared/testing/render';
import {
  citiesResponse,
  jsonResponse,
  makeListing,
  makeProject,
  makeUnit,
  testUser,
} from '@villa/shared/testing/fixtures';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import UnitsPage from './units-page.tsx';

const UNITS_PATH = '/api/v1/projects/units';

/** Answers the cities call and hands every listing call to `listing`. */
function stubListing(listing: (url: URL) => Response | Promise<Response>) {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/v1/locations/cities') return jsonResponse(citiesResponse);
    if (url.pathname === UNITS_PATH) return listing(url);
    if (url.pathname.startsWith('/api/v1/auth/users/')) {
      return jsonResponse(
        {
          statusCode: 404,
          error: 'Not Found',
          message: `Route ${init?.method ?? 'GET'}:${url.pathname} not found`,
        },
        404,
      );
    }
    throw new Error(`unexpected request ${url.href}`);
  });
}

/** Stands in for IntersectionObserver: `reveal()` brings the end of the list into view. */
function watchSentinel() {
  const sentinel: { reveal?: () => void } = {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        sentinel.reveal = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {
        sentinel.reveal = undefined;
      }
    },
  );
  return sentinel;
}

describe('UnitsPage', () => {
  afterEach(() => clearAuth());

  it('shows the Villas and Projects tabs with their counts', async () => {
    stubListing(() => jsonResponse(makeListing({ total: 212, totalProjects: 18 })));
    const { container } = renderWithProviders(<UnitsPage />, { route: '/units' });
    const loading = screen.getByRole('status');
    expect(within(loading).getByText('Loading...')).toBeInTheDocument();
    // Card-sized stand-ins, hidden from screen readers, until the first page arrives.
    const standIns = within(loading).getAllByTestId('card-skeleton');
    expect(standIns).toHaveLength(4);
    for (const standIn of standIns) expect(standIn.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(loading).queryByRole('article')).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Villas (212)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Projects (18)' })).toHaveAttribute('aria-selected', 'false');
    // The first screen is built without MUI (its components would bring MUI to the first load).
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('shows counts the server capped as lower bounds', async () => {
    // The server counted 1,000 villas past the page and stopped (issue 28): at least that many.
    const pages: string[] = [];
    stubListing((url) => {
      const page = url.searchParams.get('page') ?? '';
      pages.push(page);
      return jsonResponse(
        makeListing({
          total: 1000,
          totalProjects: 57,
          totalCapped: true,
          totalPages: 10,
          currentPage: Number(page),
        }),
      );
    });
    renderWithProviders(<UnitsPage />, { route: '/units' });
    expect(await screen.findByRole('tab', { name: 'Villas (1,000+)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Projects (57+)' })).toBeInTheDocument();
    expect(pages).toEqual(['1']);
  });

  it('names the tabs and their panel, and moves between the tabs with the arrow keys', async () => {
    stubListing(() => jsonResponse(makeListing({ total: 212, totalProjects: 18 })));
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    const villas = await screen.findByRole('tab', { name: 'Villas (212)' });
    const projects = screen.getByRole('tab', { name: 'Projects (18)' });
    expect(screen.getByRole('tablist', { name: 'Villas or projects' })).toContainElement(villas);
    expect(villas).toHaveAttribute('aria-controls', 'listing-panel-units');
    expect(projects).toHaveAttribute('aria-controls', 'listing-panel-projects');
    expect(screen.getByRole('tabpanel', { name: 'Villas (212)' })).toHaveAttribute(
      'id',
      'listing-panel-units',
    );
    // One Tab stop, at the selected tab.
    expect(villas).toHaveAttribute('tabindex', '0');
    expect(projects).toHaveAttribute('tabindex', '-1');

    await user.tab();
    await user.tab();
    expect(villas).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(projects).toHaveFocus();
    // The arrows move the focus; Enter selects.
    expect(villas).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(villas).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(projects).toHaveFocus();
    await user.keyboard('{Home}');
    expect(villas).toHaveFocus();
    await user.keyboard('{End}');
    expect(projects).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(projects).toHaveAttribute('aria-selected', 'true');
    expect(villas).toHaveAttribute('aria-selected', 'false');
    expect(projects).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Projects (18)' })).toHaveAttribute(
      'id',
      'listing-panel-projects',
    );
    // The keys were the first touch: the virtualised grid may replace the first cards' list
    // meanwhile, so find the list and check it in one go.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Projects' })).toBeInTheDocument());
  });

  it('asks for page 1 of 100 units in the selected city', async () => {
    const fetchMock = stubListing(() => jsonResponse(makeListing()));
    renderWithProviders(<UnitsPage />, { route: '/units?city=Mysore' });
    await screen.findByText('Palm Meadows Villa 12');
    const [request] = requestsTo(fetchMock, UNITS_PATH);
    expect(request?.searchParams.get('page')).toBe('1');
    expect(request?.searchParams.get('limit')).toBe('100');
    expect(request?.searchParams.get('city')).toBe('Mysore');
    expect(screen.getByRole('heading', { level: 1, name: 'Villas in Mysore' })).toBeInTheDocument();
  });

  it('remembers the city the URL names, for the links to the listing and the next visit', async () => {
    const heard: unknown[] = [];
    const stop = onVillaEvent('city:changed', (change) => heard.push(change));
    stubListing(() => jsonResponse(makeListing()));
    renderWithProviders(<UnitsPage />, { route: '/units?city=Hyderabad' });
    await screen.findByText('Palm Meadows Villa 12');
    stop();
    expect(document.cookie).toBe('villa_city=Hyderabad');
    expect(heard).toEqual([{ city: 'Hyderabad' }]);
  });

  it('shows what a villa card promises: price, location, bedrooms, area, RERA, tag and heart', async () => {
    stubListing(() =>
      jsonResponse(
        makeListing({
          data: {
            units: [
              makeUnit(),
              makeUnit({
                _id: '6745a1c0a1b2c3d4e5f60002',
                slug: 'villa-7',
                name: 'Villa 7',
                location: [],
                rera: null,
                unit_premium_tag: [],
              }),
            ],
            projects: [],
          },
        }),
      ),
    );
    renderWithProviders(<UnitsPage />, { route: '/units' });
    const [first, second] = await screen.findAllByRole('article');
    if (!first || !second) throw new Error('expected two cards');
    const card = within(first);
    expect(card.getByRole('heading', { name: 'Palm Meadows Villa 12' })).toBeInTheDocument();
    expect(card.getByText('₹1.25 Cr*')).toBeInTheDocument();
    expect(card.getByText('Whitefield')).toBeInTheDocument();
    expect(card.getByText('4 Bedrooms')).toBeInTheDocument();
    expect(card.getByText('2,400 sq.ft')).toBeInTheDocument();
    expect(card.getByText('RERA')).toBeInTheDocument();
    expect(card.getByText('Corner plot')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    // Never the first gallery image (the detail page's hero).
    expect(card.getByRole('img')).not.toHaveAttribute('src', '/api/v1/media/villa/1.svg');

    const other = within(second);
    expect(other.getByText('Banglore')).toBeInTheDocument();
    expect(other.queryByText('RERA')).toBeNull();
  });

  it('says so when no villa matches', async () => {
    stubListing(() =>
      jsonResponse(
        makeListing({ data: { units: [], projects: [] }, total: 0, totalProjects: 0, totalPages: 0 }),
      ),
    );
    renderWithProviders(<UnitsPage />, { route: '/units' });
    expect(await screen.findByText('No villas found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Villas (0)' })).toBeInTheDocument();
  });

  it("shows 'Error: Failed to fetch units' when the server gives no message", async () => {
    stubListing(() => new Response('', { status: 500 }));
    renderWithProviders(<UnitsPage />, { route: '/units' });
    expect(await screen.findByText('Error: Failed to fetch units')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows the server's message when it gives one", async () => {
    stubListing(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'querystring/city must NOT have more than 100 characters',
        },
        400,
      ),
    );
    renderWithProviders(<UnitsPage />, { route: '/units' });
    expect(
      await screen.findByText('Error: querystring/city must NOT have more than 100 characters'),
    ).toBeInTheDocument();
  });

  it('shows the similar-villas banner when nothing matched exactly', async () => {
    stubListing(() => jsonResponse(makeListing({ message: 'similar_units' })));
    renderWithProviders(<UnitsPage />, { route: '/units' });
    expect(
      await screen.findByText('Oops! No matches found, but we have similar villas available for you!'),
    ).toBeInTheDocument();
  });

  it('opens the enquiry form with the unit when a logged-out visitor picks a card, to land on it after login', async () => {
    stubListing(() => jsonResponse(makeListing()));
    const requests: EnquiryOpenRequest[] = [];
    const stop = onVillaEvent('enquiry:open', (request) => requests.push(request));
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units?city=Bengaluru' });
    await screen.findByText('Palm Meadows Villa 12');
    expect(screen.queryByRole('link', { name: /Palm Meadows Villa 12/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Palm Meadows Villa 12/ }));
    // The request is put together on the click, with its code loaded then.
    await waitFor(() => expect(requests).not.toHaveLength(0));
    stop();
    expect(requests).toEqual([
      {
        unit: '6745a1c0a1b2c3d4e5f60001',
        is_individual: true,
        title: 'Palm Meadows Villa 12',
        description: 'Interested in unit',
        source_url: `${window.location.origin}/unit/palm-meadows-villa-12/?city=Bengaluru`,
        // Once logged in through the form, the buyer lands on the villa they picked.
        redirect_path: '/unit/palm-meadows-villa-12/?city=Bengaluru',
      },
    ]);
  });

  it('opens the enquiry form when a logged-out visitor taps the heart', async () => {
    const fetchMock = stubListing(() => jsonResponse(makeListing()));
    const requests: EnquiryOpenRequest[] = [];
    const stop = onVillaEvent('enquiry:open', (request) => requests.push(request));
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    // The request is put together on the click, with its code loaded then.
    await waitFor(() => expect(requests).not.toHaveLength(0));
    stop();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.unit).toBe('6745a1c0a1b2c3d4e5f60001');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('wishlist'))).toBe(false);
  });

  it('fills the heart a logged-out visitor tapped once they log in through the form it opened', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/v1/locations/cities') return jsonResponse(citiesResponse);
      if (url.pathname === UNITS_PATH) return jsonResponse(makeListing());
      if (url.pathname.endsWith('/getmyfavoriteunits')) return jsonResponse({ status: 'success', data: [] });
      return jsonResponse({ status: 'success', data: null });
    });
    const requests: EnquiryOpenRequest[] = [];
    const stop = onVillaEvent('enquiry:open', (request) => requests.push(request));
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    // The request is put together on the click, with its code loaded then.
    await waitFor(() => expect(requests).not.toHaveLength(0));
    stop();
    // The buyer stays on the listing to see the heart: no page to go to after the login.
    expect(requests[0]?.redirect_path).toBeUndefined();

    act(() => setAuth('token-123', testUser));

    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    // The call's code loads at the tap, so the request follows the filled heart.
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '/api/v1/auth/users/addunittowishlist/6745a1c0a1b2c3d4e5f60001'),
      ).toHaveLength(1),
    );
  });

  it('links each card to its unit page, keeping the query string, when logged in', async () => {
    setAuth('token-123', testUser);
    stubListing(() => jsonResponse(makeListing()));
    renderWithProviders(<UnitsPage />, { route: '/units?city=Bengaluru' });
    expect(await screen.findByRole('link', { name: /Palm Meadows Villa 12/ })).toHaveAttribute(
      'href',
      '/unit/palm-meadows-villa-12/?city=Bengaluru',
    );
  });

  it('reverts the heart and says so, in the server’s words, when adding to the wishlist fails', async () => {
    setAuth('token-123', testUser);
    const fetchMock = stubListing(() => jsonResponse(makeListing()));
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    // The stub answers 404 with its own message: spec 8, the server's message when it gives one.
    expect(
      await screen.findByText(
        'Route POST:/api/v1/auth/users/addunittowishlist/6745a1c0a1b2c3d4e5f60001 not found',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    const [add] = requestsTo(fetchMock, '/api/v1/auth/users/addunittowishlist/6745a1c0a1b2c3d4e5f60001');
    expect(add).toBeDefined();
    const init = fetchMock.mock.calls.find(([input]) => String(input).includes('addunittowishlist'))?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('says the call’s own message when adding fails without one from the server', async () => {
    setAuth('token-123', testUser);
    stubFetch((url) => {
      if (url.pathname === '/api/v1/locations/cities') return jsonResponse(citiesResponse);
      if (url.pathname === UNITS_PATH) return jsonResponse(makeListing());
      if (url.pathname.endsWith('/getmyfavoriteunits')) return jsonResponse({ status: 'success', data: [] });
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Failed to add unit to wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it('fills the heart once the server has saved the unit', async () => {
    setAuth('token-123', testUser);
    const saved: string[] = [];
    stubFetch((url) => {
      if (url.pathname === '/api/v1/locations/cities') return jsonResponse(citiesResponse);
      if (url.pathname === UNITS_PATH) return jsonResponse(makeListing());
      if (url.pathname.endsWith('/getmyfavoriteunits')) return jsonResponse({ status: 'success', data: [] });
      if (url.pathname.includes('/addunittowishlist/')) saved.push(url.pathname.split('/').at(-1)!);
      return jsonResponse({ status: 'success', data: null });
    });
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    expect(saved).toEqual(['6745a1c0a1b2c3d4e5f60001']);
  });

  it('shows project cards on the Projects tab', async () => {
    stubListing(() =>
      jsonResponse(
        makeListing({
          data: {
            units: [makeUnit()],
            projects: [
              makeProject(),
              makeProject({
                _id: '6745a1c0a1b2c3d4e5f60202',
                slug: 'lake-view',
                name: 'Lake View',
                location: [],
                rera: null,
                gallery: [{ url: '/api/v1/media/villa/4.svg', alt: 'Lake View by the water' }],
              }),
            ],
          },
        }),
      ),
    );
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units?city=Bengaluru' });
    await user.click(await screen.findByRole('tab', { name: 'Projects (18)' }));
    const link = screen.getByRole('link', { name: /Palm Meadows Starting from/ });
    expect(link).toHaveAttribute('href', '/project/palm-meadows/?city=Bengaluru');
    const card = within(link);
    expect(card.getByText('Starting from ₹1.88 Cr*')).toBeInTheDocument();
    expect(card.getByText('3,4,5 Bedroom')).toBeInTheDocument();
    expect(card.getByText('Whitefield')).toBeInTheDocument();
    expect(card.getByText('RERA').closest('[title]')).toHaveAttribute(
      'title',
      'PRM/KA/RERA/1251/446/PR/171115/009876',
    );
    expect(
      within(screen.getByRole('link', { name: /Lake View Starting from/ })).getByText('Banglore'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Palm Meadows Villa 12')).toBeNull();
  });

  it('shows the similar-projects banner and the projects empty state', async () => {
    stubListing(() =>
      jsonResponse(makeListing({ message: 'similar_units', data: { units: [makeUnit()], projects: [] } })),
    );
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    await user.click(await screen.findByRole('tab', { name: 'Projects (18)' }));
    expect(
      screen.getByText('Oops! No matches found, but we have similar projects available for you!'),
    ).toBeInTheDocument();
    expect(screen.getByText('No projects found')).toBeInTheDocument();
  });

  it('on desktop, with similar villas asked for and none found, nudges the page down at the first scroll up', async () => {
    stubListing(() =>
      jsonResponse(
        makeListing({
          message: 'similar_units',
          total: 0,
          totalProjects: 0,
          data: { units: [], projects: [] },
        }),
      ),
    );
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width: 768px'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    renderWithProviders(<UnitsPage />, { route: '/units' });
    expect(await screen.findByText('No villas found')).toBeInTheDocument();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    // The nudge's code comes with the empty answer; the buyer scrolls down, then up.
    await waitFor(() => {
      scrollTo(400);
      scrollTo(300);
      expect(scrollBy).toHaveBeenCalledWith({ top: 200, behavior: 'smooth' });
    });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const sentinel = watchSentinel();
    let releasePage2: (() => void) | undefined;
    const fetchMock = stubListing((url) => {
      if (url.searchParams.get('page') === '1') return jsonResponse(makeListing({ totalPages: 2 }));
      return new Promise<Response>((resolve) => {
        releasePage2 = () =>
          resolve(
            jsonResponse(
              makeListing({
                currentPage: 2,
                totalPages: 2,
                data: {
                  units: [makeUnit({ _id: '6745a1c0a1b2c3d4e5f60009', slug: 'villa-9', name: 'Villa 9' })],
                  projects: [],
                },
              }),
            ),
          );
      });
    });
    renderWithProviders(<UnitsPage />, { route: '/units' });
    await screen.findByText('Palm Meadows Villa 12');
    await waitFor(() => expect(sentinel.reveal).toBeDefined());
    sentinel.reveal?.();
    expect(await screen.findByText('Loading more villas...')).toBeInTheDocument();
    await waitFor(() => expect(releasePage2).toBeDefined());
    releasePage2?.();
    expect(await screen.findByText('Villa 9')).toBeInTheDocument();
    expect(screen.getByText('Palm Meadows Villa 12')).toBeInTheDocument();
    expect(requestsTo(fetchMock, UNITS_PATH).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByText('Loading more villas...')).toBeNull();
  });

  it('keeps a bounded number of villa cards in the page after five pages of scrolling', async () => {
    const sentinel = watchSentinel();
    const pageOf = (page: number) =>
      Array.from({ length: 100 }, (_, index) => {
        const number = (page - 1) * 100 + index + 1;
        return makeUnit({ _id: `unit-${number}`, slug: `villa-${number}`, name: `Villa ${number}` });
      });
    const fetchMock = stubListing((url) => {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse(
        makeListing({
          total: 500,
          currentPage: page,
          totalPages: 5,
          data: { units: pageOf(page), projects: [] },
        }),
      );
    });
    renderWithProviders(<UnitsPage />, { route: '/units' });
    await screen.findByText('Villa 1');
    for (let page = 2; page <= 5; page += 1) {
      await waitFor(() => expect(sentinel.reveal).toBeDefined());
      sentinel.reveal?.();
      await waitFor(() => expect(requestsTo(fetchMock, UNITS_PATH)).toHaveLength(page));
      await waitFor(() => expect(screen.queryByText('Loading more villas...')).toBeNull());
    }
    const cards = within(screen.getByRole('list', { name: 'Villas' })).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(60);
    expect(screen.getByText('Villa 1')).toBeInTheDocument();
    expect(screen.queryByText('Villa 500')).toBeNull();
  });

  it("keeps the old villas under 'Updating villas...' while another city loads", async () => {
    let releaseMysore: (() => void) | undefined;
    stubListing((url) => {
      if (url.searchParams.get('city') === 'Bengaluru') return jsonResponse(makeListing());
      return new Promise<Response>((resolve) => {
        releaseMysore = () =>
          resolve(
            jsonResponse(
              makeListing({
                total: 4,
                data: {
                  units: [makeUnit({ _id: '6745a1c0a1b2c3d4e5f60010', name: 'Chamundi Villa 3' })],
                  projects: [],
                },
              }),
            ),
          );
      });
    });
    // The shell's picker writes the URL's city; the listing follows it.
    function PickMysore() {
      const [, setCity] = useCity();
      return (
        <button type="button" onClick={() => setCity('Mysore')}>
          Pick Mysore
        </button>
      );
    }
    const { user } = renderWithProviders(
      <>
        <PickMysore />
        <UnitsPage />
      </>,
      { route: '/units' },
    );
    await screen.findByText('Palm Meadows Villa 12');
    await user.click(screen.getByRole('button', { name: 'Pick Mysore' }));
    expect(await screen.findByText('Updating villas...')).toBeInTheDocument();
    expect(screen.getByText('Palm Meadows Villa 12')).toBeInTheDocument();
    await waitFor(() => expect(releaseMysore).toBeDefined());
    releaseMysore?.();
    expect(await screen.findByText('Chamundi Villa 3')).toBeInTheDocument();
    expect(screen.queryByText('Palm Meadows Villa 12')).toBeNull();
    expect(screen.queryByText('Updating villas...')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Villas (4)' })).toBeInTheDocument();
  });

  it("says above the old villas that another city's villas failed to load, and Retry loads them", async () => {
    let failMysore = true;
    stubListing((url) => {
      if (url.searchParams.get('city') === 'Bengaluru') return jsonResponse(makeListing());
      if (failMysore) return jsonResponse({ status: 'error', message: 'Failed to fetch units' }, 500);
      return jsonResponse(
        makeListing({
          total: 1,
          data: {
            units: [makeUnit({ _id: '6745a1c0a1b2c3d4e5f60011', name: 'Chamundi Villa 4' })],
            projects: [],
          },
        }),
      );
    });
    function PickMysore() {
      const [, setCity] = useCity();
      return (
        <button type="button" onClick={() => setCity('Mysore')}>
          Pick Mysore
        </button>
      );
    }
    const { user } = renderWithProviders(
      <>
        <PickMysore />
        <UnitsPage />
      </>,
      { route: '/units' },
    );
    await screen.findByText('Palm Meadows Villa 12');
    await user.click(screen.getByRole('button', { name: 'Pick Mysore' }));
    const message = await screen.findByText('Error: Failed to fetch units', {}, { timeout: 15_000 });
    // Above the old cards, not at the end of the list where nobody would see it.
    const list = screen.getByRole('list', { name: 'Villas' });
    expect(message.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    failMysore = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Chamundi Villa 4')).toBeInTheDocument();
    expect(screen.queryByText('Error: Failed to fetch units')).toBeNull();
  });

  it('shows the map beside the list on Map View, full width on Full View, and says honestly when there is no key', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/v1/locations/cities') return jsonResponse(citiesResponse);
      if (url.pathname === '/api/v1/config')
        return jsonResponse({
          status: 'success',
          data: { googleMapsApiKey: null, googleMapsMapId: null, operatorNotes: true },
        });
      if (url.pathname === UNITS_PATH) return jsonResponse(makeListing({ total: 1, totalProjects: 1 }));
      throw new Error(`unexpected request ${url.href}`);
    });
    const { user } = renderWithProviders(<UnitsPage />, { route: '/units' });
    await screen.findByRole('tab', { name: 'Villas (1)' });
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Map View' }));
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    expect(await within(map).findByRole('note')).toHaveTextContent(
      /The map needs a Google Maps key.s*Set GOOGLE_MAPS_API_KEY.*The list works without it./,
    );
    // Nothing of Google's is asked for without a key.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('google'))).toBe(false);
    expect(document.querySelector('script[src*="google"]')).toBeNull();
    const list = screen.getByRole('tabpanel').parentElement!;
    expect(list).not.toHaveAttribute('inert');

    await user.click(within(map).getByRole('button', { name: 'Full View' }));
    expect(list).toHaveAttribute('inert');
    expect(within(map).getByRole('button', { name: 'List View' })).toBeInTheDocument();

    // List View, then Map View again: the map is back beside the list, not full screen (spec 2.2).
    await user.click(screen.getAllByRole('button', { name: 'List View' })[0]!);
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Map View' }));
    expect(await screen.findByRole('button', { name: 'Full View' })).toBeInTheDocument();
    expect(list).not.toHaveAttribute('inert');
  });
});

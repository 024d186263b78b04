import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate } from '@villa/shared/router';
import { clearAuth, setAuth } from '@villa/shared/state/auth';
import { useCity } from '@villa/shared/state/city';
import { renderWithProviders } from '@villa/shared/testing/render';
import {
  citiesResponse,
  jsonResponse,
  makeListing,
  makeUnit,
  testUser,
} from '@villa/shared/testing/fixtures';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { unitsFirstScreenKey } from '../../features/listing/api/get-units.ts';
import UnitsPage from './units-page.tsx';

const UNITS_PATH = '/api/v1/projects/units';
const SAVE_PATH = '/api/v1/users/filters';
const SAVED_ID = '6745a1c0a1b2c3d4e5f6aaaa';

/** What the modal sends for BHK 4 on top of the defaults. */
const FOUR_BHK = {
  bhk: '4',
  exactBhk: true,
  minBuiltupArea: 1_000,
  maxBuiltupArea: 4_000,
  minPrice: 10_000_000,
  maxPrice: 35_000_000,
};
const DEFAULT_PRICE_CHIP = '₹1.00 Cr - ₹3.50 Cr';

/** The unfiltered list has the Palm Meadows villa; any filtered list has another one. */
const unfilteredListing = () => jsonResponse(makeListing());
const filteredListing = () =>
  jsonResponse(
    makeListing({
      total: 7,
      data: {
        units: [makeUnit({ _id: '6745a1c0a1b2c3d4e5f60044', slug: 'villa-44', name: 'Four Bed Villa 44' })],
        projects: [],
      },
    }),
  );

interface Backend {
  listing?: (url: URL) => Response | Promise<Response>;
  save?: (body: unknown) => Response | Promise<Response>;
  load?: (id: string) => Response | Promise<Response>;
}

/** The API as the page sees it; anything else it asks for fails the test. */
function stubBackend({
  listing = (url) => (url.searchParams.has('filters') ? filteredListing() : unfilteredListing()),
  save = () => jsonResponse({ status: 'success', data: { _id: SAVED_ID } }),
  load = () => jsonResponse({ status: 'error', message: 'Filter not found' }, 404),
}: Backend = {}) {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/v1/locations/cities') return jsonResponse(citiesResponse);
    if (url.pathname.startsWith('/api/v1/locations/city/'))
      return jsonResponse({ status: 'success', data: [] });
    if (url.pathname === UNITS_PATH) return listing(url);
    if (url.pathname === SAVE_PATH && init?.method === 'POST') return save(JSON.parse(String(init.body)));
    if (url.pathname.startsWith(`${SAVE_PATH}/`) && (init?.method ?? 'GET') === 'GET') {
      return load(decodeURIComponent(url.pathname.slice(SAVE_PATH.length + 1)));
    }
    throw new Error(`unexpected request ${init?.method ?? 'GET'} ${url.href}`);
  });
}

type FetchMock = ReturnType<typeof stubBackend>;

/** The filters each listing request carried, in order (null: none). */
const listingFilters = (fetchMock: FetchMock) =>
  requestsTo(fetchMock, UNITS_PATH).map((url) => {
    const filters = url.searchParams.get('filters');
    return filters === null ? null : (JSON.parse(filters) as unknown);
  });

/** The payloads POSTed to save a filter, in order. */
const savedPayloads = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(SAVE_PATH) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** Shows the router's location, as the address bar would. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const currentUrl = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

/** The shell's city picker, as far as the listing is concerned: it writes the URL's city. */
function PickMysore() {
  const [, setCity] = useCity();
  return (
    <button type="button" onClick={() => setCity('Mysore')}>
      Pick Mysore
    </button>
  );
}

/** The header's plain link to the listing. */
function ShowAllVillas() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/units')}>
      Show All Villas
    </button>
  );
}

function renderPage(route = '/units', extra?: ReactNode) {
  return renderWithProviders(
    <>
      {extra}
      <UnitsPage />
      <LocationProbe />
    </>,
    { route },
  );
}

type User = ReturnType<typeof renderPage>['user'];

/** The modal loads on demand: wait for it. */
const findFiltersDialog = () => screen.findByRole('dialog', { name: 'Filters' }, { timeout: 3_000 });

async function openFilters(user: User) {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return findFiltersDialog();
}

async function applyFourBhk(user: User) {
  const dialog = await openFilters(user);
  await user.click(
    within(within(dialog).getByRole('radiogroup', { name: 'BHK' })).getByRole('radio', { name: '4' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const chipLabels = () =>
  within(screen.getByRole('list', { name: 'Applied filters' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

// The modal is MUI in happy-dom: a click in it takes a few hundred milliseconds on a busy machine.
describe('UnitsPage filters', { timeout: 20_000 }, () => {
  // The modal is a lazy chunk that brings MUI: transform it once up front, so that no test's time
  // goes on that (the page still loads it lazily, and each test waits for the dialog).
  beforeAll(async () => {
    await import('../../features/filters/components/filter-modal.tsx');
  }, 60_000);

  it('applies BHK 4: the list reloads with the filters, they are saved and the URL names them', async () => {
    let releaseFiltered: (() => void) | undefined;
    const fetchMock = stubBackend({
      listing: (url) =>
        url.searchParams.has('filters')
          ? new Promise<Response>((resolve) => {
              releaseFiltered = () => resolve(filteredListing());
            })
          : unfilteredListing(),
    });
    const { user } = renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();

    await applyFourBhk(user);

    expect(await screen.findByText('Updating villas...')).toBeInTheDocument();
    expect(screen.getByText('Palm Meadows Villa 12')).toBeInTheDocument();
    expect(listingFilters(fetchMock)).toEqual([null, FOUR_BHK]);
    expect(requestsTo(fetchMock, UNITS_PATH).at(-1)?.searchParams.get('city')).toBe('Bengaluru');
    expect(savedPayloads(fetchMock)).toEqual([FOUR_BHK]);
    await waitFor(() => expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID));
    expect(currentUrl().pathname).toBe('/units');
    expect(await screen.findByRole('button', { name: '4 BHK' })).toBeInTheDocument();
    expect(chipLabels()).toEqual(['4 BHK', DEFAULT_PRICE_CHIP, 'Villa 1,000 - 4,000 sq.ft']);

    await waitFor(() => expect(releaseFiltered).toBeDefined());
    releaseFiltered?.();
    expect(await screen.findByText('Four Bed Villa 44')).toBeInTheDocument();
    expect(screen.queryByText('Palm Meadows Villa 12')).toBeNull();
    expect(screen.queryByText('Updating villas...')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Villas (7)' })).toBeInTheDocument();
  });

  it('keeps the other query parameters when the saved id goes in the URL', async () => {
    stubBackend();
    const { user } = renderPage('/units?city=Mysore&search=Gokulam');
    await screen.findByRole('heading', { name: 'Villas in Mysore' });
    await applyFourBhk(user);
    await waitFor(() => expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID));
    expect(currentUrl().searchParams.get('city')).toBe('Mysore');
    expect(currentUrl().searchParams.get('search')).toBe('Gokulam');
  });

  it('sends the list without BHK once its chip is removed, and saves that', async () => {
    const fetchMock = stubBackend();
    const { user } = renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    await applyFourBhk(user);
    await screen.findByText('Four Bed Villa 44');

    await user.click(screen.getByRole('button', { name: 'Remove 4 BHK' }));

    const { bhk: _bhk, exactBhk: _exactBhk, ...withoutBhk } = FOUR_BHK;
    await waitFor(() => expect(listingFilters(fetchMock).at(-1)).toEqual(withoutBhk));
    expect(chipLabels()).toEqual([DEFAULT_PRICE_CHIP, 'Villa 1,000 - 4,000 sq.ft']);
    await waitFor(() => expect(savedPayloads(fetchMock)).toEqual([FOUR_BHK, withoutBhk]));
  });

  it('removes both of two chips tapped before the row redraws', async () => {
    const fetchMock = stubBackend();
    const { user } = renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    await applyFourBhk(user);
    await screen.findByText('Four Bed Villa 44');

    // Two taps in one batch: the second handler runs before React renders the first one's result.
    const removeBhk = await screen.findByRole('button', { name: 'Remove 4 BHK' });
    const removePrice = screen.getByRole('button', { name: `Remove ${DEFAULT_PRICE_CHIP}` });
    act(() => {
      removeBhk.click();
      removePrice.click();
    });

    const { bhk: _bhk, exactBhk: _exactBhk, minPrice: _min, maxPrice: _max, ...withoutBoth } = FOUR_BHK;
    await waitFor(() => expect(listingFilters(fetchMock).at(-1)).toEqual(withoutBoth));
    expect(chipLabels()).toEqual(['Villa 1,000 - 4,000 sq.ft']);
  });

  it('drops the price from the list once the price chip is removed', async () => {
    const fetchMock = stubBackend();
    const { user } = renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    await applyFourBhk(user);
    await screen.findByText('Four Bed Villa 44');

    await user.click(screen.getByRole('button', { name: `Remove ${DEFAULT_PRICE_CHIP}` }));

    const { minPrice: _min, maxPrice: _max, ...withoutPrice } = FOUR_BHK;
    await waitFor(() => expect(listingFilters(fetchMock).at(-1)).toEqual(withoutPrice));
    expect(chipLabels()).toEqual(['4 BHK', 'Villa 1,000 - 4,000 sq.ft']);
  });

  it('opens the modal from a chip, and Reset clears the chips, the URL id and the filters', async () => {
    const fetchMock = stubBackend();
    const { user } = renderPage('/units', <PickMysore />);
    await screen.findByText('Palm Meadows Villa 12');
    await applyFourBhk(user);
    await waitFor(() => expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID));
    await screen.findByText('Four Bed Villa 44');

    await user.click(screen.getByRole('button', { name: '4 BHK' }));
    const dialog = await findFiltersDialog();
    // The modal edits what is applied.
    expect(within(dialog).getByRole('radio', { name: '4', checked: true })).toBeInTheDocument();
    const requestsBefore = requestsTo(fetchMock, UNITS_PATH).length;

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    await waitFor(() => expect(currentUrl().searchParams.has('filters')).toBe(false));
    // The unfiltered list is back; any request made for it carries no filters.
    expect(await screen.findByText('Palm Meadows Villa 12')).toBeInTheDocument();
    expect(listingFilters(fetchMock).slice(requestsBefore)).not.toContainEqual(expect.anything());
    expect(localStorage.getItem('filter-storage')).toBeNull();
    expect(savedPayloads(fetchMock)).toEqual([FOUR_BHK]);

    // The unfiltered page was still fresh in the cache; the next list fetched carries no filters.
    await user.click(screen.getByRole('button', { name: 'Pick Mysore' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, UNITS_PATH).at(-1)?.searchParams.get('city')).toBe('Mysore'),
    );
    expect(requestsTo(fetchMock, UNITS_PATH).at(-1)?.searchParams.has('filters')).toBe(false);
  });

  it('stores the applied filters under filter-storage, and a new visit brings them back', async () => {
    const fetchMock = stubBackend();
    const first = renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    await applyFourBhk(first.user);
    await waitFor(() => expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID));
    expect(JSON.parse(localStorage.getItem('filter-storage') ?? 'null')).toEqual({
      query: JSON.stringify(FOUR_BHK),
      filtersId: SAVED_ID,
    });
    first.unmount();
    fetchMock.mockClear();

    renderPage();

    expect(await screen.findByRole('button', { name: '4 BHK' })).toBeInTheDocument();
    expect(chipLabels()).toEqual(['4 BHK', DEFAULT_PRICE_CHIP, 'Villa 1,000 - 4,000 sq.ft']);
    await waitFor(() => expect(listingFilters(fetchMock)).toContainEqual(FOUR_BHK));
    expect(await screen.findByText('Four Bed Villa 44')).toBeInTheDocument();
    // The stored id goes back in the URL; nothing is saved again.
    await waitFor(() => expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID));
    expect(savedPayloads(fetchMock)).toEqual([]);
  });

  it("drops stored filters the modal cannot show (an older build's), rather than filtering unseen", async () => {
    localStorage.setItem(
      'filter-storage',
      JSON.stringify({ query: '{"withs":["Helipad"]}', filtersId: null }),
    );
    const fetchMock = stubBackend();
    renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    await waitFor(() => expect(localStorage.getItem('filter-storage')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(listingFilters(fetchMock).every((filters) => filters === null)).toBe(true);
  });

  it('puts the saved id back in the URL after a plain link to the listing, with the filters still applied', async () => {
    stubBackend();
    const { user } = renderPage('/units', <ShowAllVillas />);
    await screen.findByText('Palm Meadows Villa 12');
    await applyFourBhk(user);
    await waitFor(() => expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID));
    await user.click(screen.getByRole('button', { name: 'Show All Villas' }));
    await waitFor(() => expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID));
    expect(chipLabels()).toContain('4 BHK');
  });

  it('applies the saved filter a link names', async () => {
    const loaded: string[] = [];
    const fetchMock = stubBackend({
      load: (id) => {
        loaded.push(id);
        return jsonResponse({
          status: 'success',
          data: { _id: id, bhk: '5', exactBhk: false, minPrice: 15_000_000, maxPrice: 25_000_000 },
        });
      },
    });
    renderPage(`/units?filters=${SAVED_ID}`);

    expect(await screen.findByRole('button', { name: '5+ BHK' })).toBeInTheDocument();
    expect(chipLabels()).toEqual(['5+ BHK', '₹1.50 Cr - ₹2.50 Cr']);
    expect(loaded).toEqual([SAVED_ID]);
    const linked = { bhk: '5', exactBhk: false, minPrice: 15_000_000, maxPrice: 25_000_000 };
    await waitFor(() => expect(listingFilters(fetchMock).at(-1)).toEqual(linked));
    expect(await screen.findByText('Four Bed Villa 44')).toBeInTheDocument();
    expect(currentUrl().searchParams.get('filters')).toBe(SAVED_ID);
    // Loading a link saves nothing new.
    expect(savedPayloads(fetchMock)).toEqual([]);
  });

  it('ignores a saved filter that fails to load, and shows the list', async () => {
    const loaded: string[] = [];
    const fetchMock = stubBackend({
      load: (id) => {
        loaded.push(id);
        return new Response('', { status: 500 });
      },
    });
    renderPage(`/units?filters=${SAVED_ID}`);

    expect(await screen.findByText('Palm Meadows Villa 12')).toBeInTheDocument();
    await waitFor(() => expect(loaded).toEqual([SAVED_ID]));
    // Let the failed load settle before checking that nothing came of it.
    await screen.findByRole('tab', { name: 'Villas (212)' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Error/)).toBeNull();
    expect(screen.queryByText('Failed to fetch filter')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(listingFilters(fetchMock)).toEqual([null]);
    expect(screen.getByText('Palm Meadows Villa 12')).toBeInTheDocument();
  });

  it('keeps the filters this browser stored when a linked filter fails to load', async () => {
    localStorage.setItem(
      'filter-storage',
      JSON.stringify({ query: JSON.stringify(FOUR_BHK), filtersId: null }),
    );
    const fetchMock = stubBackend({ load: () => new Response('', { status: 500 }) });
    renderPage('/units?filters=6745a1c0a1b2c3d4e5f6bbbb');

    expect(await screen.findByRole('button', { name: '4 BHK' })).toBeInTheDocument();
    await waitFor(() => expect(listingFilters(fetchMock)).toContainEqual(FOUR_BHK));
    expect(screen.queryByText(/Error/)).toBeNull();
  });

  it('keeps the applied filters when saving them fails, without an id in the URL', async () => {
    const fetchMock = stubBackend({
      save: () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
    });
    const { user } = renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    await applyFourBhk(user);

    expect(await screen.findByText('Four Bed Villa 44')).toBeInTheDocument();
    await waitFor(() => expect(savedPayloads(fetchMock)).toEqual([FOUR_BHK]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chipLabels()).toEqual(['4 BHK', DEFAULT_PRICE_CHIP, 'Villa 1,000 - 4,000 sq.ft']);
    expect(currentUrl().searchParams.has('filters')).toBe(false);
    expect(screen.queryByText(/boom|Failed to create filter|Error/)).toBeNull();
    expect(listingFilters(fetchMock)).toEqual([null, FOUR_BHK]);
    // Still kept for the next visit, just not linkable.
    expect(JSON.parse(localStorage.getItem('filter-storage') ?? 'null')).toEqual({
      query: JSON.stringify(FOUR_BHK),
      filtersId: null,
    });
  });

  it('ticks all nine amenities with Select all, and sends them', async () => {
    const fetchMock = stubBackend();
    const { user } = renderPage();
    await screen.findByText('Palm Meadows Villa 12');
    const dialog = await openFilters(user);
    const amenities = within(within(dialog).getByRole('region', { name: 'Amenities' }));
    const selectAll = amenities.getByRole('checkbox', { name: 'Select all' });
    const nine = amenities.getAllByRole('checkbox').filter((box) => box !== selectAll);
    expect(nine).toHaveLength(9);
    for (const box of [selectAll, ...nine]) expect(box).not.toBeChecked();

    await user.click(selectAll);

    for (const box of nine) expect(box).toBeChecked();
    expect(selectAll).toBeChecked();

    // Clearing one unticks Select all; ticking it again ticks Select all by itself.
    await user.click(amenities.getByRole('checkbox', { name: 'Gym' }));
    expect(selectAll).not.toBeChecked();
    await user.click(amenities.getByRole('checkbox', { name: 'Gym' }));
    expect(selectAll).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const labels = [
      'Pool',
      'Garden Space',
      'Rooftop Terrace',
      'Gym',
      'Kids Play Area',
      'Gated Community',
      'Home Theatre',
      'Pet Friendly',
      'Office Space',
    ];
    await waitFor(() => expect(listingFilters(fetchMock).at(-1)).toMatchObject({ withs: labels }));
    expect(await screen.findByRole('button', { name: 'Pet Friendly' })).toBeInTheDocument();
    expect(chipLabels()).toEqual(expect.arrayContaining(labels));
  });

  it('shows the whole list again on Reset after stored filters were restored before the first frame', async () => {
    // A tab opened in the background draws no frame: what waits for one runs once it is shown.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    localStorage.setItem(
      'filter-storage',
      JSON.stringify({ query: JSON.stringify(FOUR_BHK), filtersId: null }),
    );
    const count = (total: number) => jsonResponse(makeListing({ total }));
    stubBackend({
      listing: (url) => {
        const filters = url.searchParams.get('filters');
        return count(filters === null ? 212 : filters.includes('bhk') ? 7 : 34);
      },
    });
    // The server's first screen: the unfiltered first page, in the page's SWR fallback.
    const fallback = { [unitsFirstScreenKey('Bengaluru')]: [makeListing({ total: 212 })] };
    const { user } = renderWithProviders(
      <SWRConfig value={{ fallback }}>
        <UnitsPage />
      </SWRConfig>,
      { route: '/units' },
    );
    expect(await screen.findByRole('tab', { name: 'Villas (7)' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove 4 BHK' }));
    expect(await screen.findByRole('tab', { name: 'Villas (34)' })).toBeInTheDocument();

    // The buyer looks at the tab.
    for (const callback of frames.splice(0)) callback(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByRole('tab', { name: 'Villas (212)' })).toBeInTheDocument();
    expect(screen.queryByText('Updating villas...')).toBeNull();
  });

  it("saves the filters being edited as a search that alerts by SMS, in the listing's city", async () => {
    const alertBodies: unknown[] = [];
    const backend = stubBackend();
    stubFetch((url, init) => {
      if (url.pathname === '/api/v1/auth/users/alerts/searches' && init?.method === 'POST') {
        alertBodies.push(JSON.parse(String(init.body)));
        return jsonResponse(
          { status: 'success', data: { price_drops: false, stopped: false, searches: [] } },
          201,
        );
      }
      return backend(url, init);
    });
    setAuth('token-123', testUser);
    try {
      const { user } = renderPage('/units?city=Mysore');
      const dialog = await openFilters(user);
      await user.click(
        within(within(dialog).getByRole('radiogroup', { name: 'BHK' })).getByRole('radio', { name: '4' }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Alert me about new villas like these' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'Done. We will text you when a new villa matches, at most one SMS a day.',
      );
      expect(alertBodies).toEqual([{ city: 'Mysore', filters: FOUR_BHK }]);
    } finally {
      clearAuth();
    }
  });
});

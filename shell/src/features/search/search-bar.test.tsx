import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { City, CityPlace, Location } from '@villa/api/schemas';
import { onVillaEvent } from '@villa/shared/contracts/events';
import { useLocation } from '@villa/shared/router';
import { renderWithProviders } from '@villa/shared/testing/render';
import { citiesResponse, jsonResponse } from '@villa/shared/testing/fixtures';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { PLACE_SEARCH_DEBOUNCE_MS } from './location-field.tsx';
import { SearchBar } from './search-bar.tsx';

const [bengaluru, mysore] = citiesResponse.data as [City, City];
const hyderabad: City = {
  _id: '6745a1c0a1b2c3d4e5f60303',
  name: 'Hyderabad',
  state: 'Telangana',
  country: 'India',
  visibility: 'public',
};
const location = (id: string, name: string, city: City): Location => ({
  _id: id,
  name,
  city_id: city._id,
  lat: 12.97,
  lng: 77.7,
});
const locationsOf: Record<string, Location[]> = {
  [bengaluru._id]: [
    location('6745a1c0a1b2c3d4e5f60101', 'Whitefield', bengaluru),
    location('6745a1c0a1b2c3d4e5f60102', 'Sarjapur Road', bengaluru),
  ],
  [hyderabad._id]: [location('6745a1c0a1b2c3d4e5f60121', 'Gachibowli', hyderabad)],
  [mysore._id]: [],
};

const place = (id: string, name: string, type: CityPlace['type']): CityPlace => ({
  id,
  name,
  type,
  lat: 13.1,
  lng: 77.59,
});
/** Bengaluru's seeded places (api/src/db/seed-places.ts names them so). */
const bengaluruPlaces = [
  place('6745a1c0a1b2c3d4e5f60401', 'Manipal Hospital Yelahanka', 'hospital'),
  place('6745a1c0a1b2c3d4e5f60402', 'Whitefield Metro Station', 'subway_station'),
];

const CITIES_PATH = '/api/v1/locations/cities';
const locationsPath = (city: City) => `/api/v1/locations/city/${city._id}`;
const placesPath = (city: City) => `/api/v1/locations/city/${city._id}/places`;

function stubLocations({ placesFail = false } = {}) {
  return stubFetch((url) => {
    if (url.pathname === CITIES_PATH) {
      return jsonResponse({ status: 'success', data: [bengaluru, hyderabad, mysore] });
    }
    if (url.pathname.endsWith('/places')) {
      if (placesFail) return jsonResponse({ statusCode: 500, error: 'Internal Server Error' }, 500);
      // The server's match: names holding the text, in any case; places in Bengaluru only.
      const text = url.searchParams.get('search')?.toLowerCase() ?? '';
      const data = url.pathname === placesPath(bengaluru) ? bengaluruPlaces : [];
      return jsonResponse({
        status: 'success',
        data: data.filter((p) => p.name.toLowerCase().includes(text)),
      });
    }
    const cityId = url.pathname.startsWith('/api/v1/locations/city/') ? url.pathname.split('/').at(-1) : null;
    const locations = cityId ? locationsOf[cityId] : undefined;
    if (locations) return jsonResponse({ status: 'success', data: locations });
    throw new Error(`unexpected request ${url.href}`);
  });
}

/** Shows the router's location, as the address bar would. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const currentUrl = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

function renderBar(route: string) {
  return renderWithProviders(
    <>
      <SearchBar />
      <LocationProbe />
    </>,
    { route },
  );
}

type User = ReturnType<typeof renderBar>['user'];

// MUI's autocomplete is a lazy chunk: the first test to open it would wait for its transform.
const PICKER_LOAD_MS = 5_000;
const cityBox = () => screen.findByRole('combobox', { name: /^City/ }, { timeout: PICKER_LOAD_MS });
const locationBox = () => screen.getByRole('combobox', { name: /^Location/ });
const searchedPlaces = (fetchMock: ReturnType<typeof stubLocations>, city: City) =>
  requestsTo(fetchMock, placesPath(city)).map((url) => url.searchParams.get('search'));
const optionNames = async () =>
  within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Clicks a placeholder field and waits for the picker it loads. */
async function openPicker(user: User, field: 'City' | 'Location') {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${field}:`) }));
  return cityBox();
}

describe('SearchBar', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // Transform the picker (and MUI) once, so that no test's time goes on it; it still loads lazily.
    await import('./city-location-picker.tsx');
  }, 60_000);

  it.each(['/units', '/units?city=Mysore', '/unit/x/', '/project/x/', '/projects'])(
    'shows on %s',
    (route) => {
      stubLocations();
      renderBar(route);
      expect(screen.getByRole('button', { name: /^City:/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Location:/ })).toBeInTheDocument();
    },
  );

  it.each(['/', '/blog', '/unitsfoo', '/about'])('does not show on %s', (route) => {
    const fetchMock = stubLocations();
    renderBar(route);
    expect(screen.queryByRole('button', { name: /^City:/ })).toBeNull();
    expect(screen.queryByText('All locations')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows Bengaluru and 'All locations' when the URL names no city or place, fetching nothing", () => {
    const fetchMock = stubLocations();
    renderBar('/units');
    expect(screen.getByRole('button', { name: 'City: Bengaluru' })).toHaveTextContent('Bengaluru');
    // Its name holds its visible text, word for word (axe's label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Location: All locations' })).toHaveTextContent(
      /^Location All locations$/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the URL's city and place", () => {
    stubLocations();
    renderBar('/unit/x/?city=Hyderabad&search=Gachibowli');
    expect(screen.getByRole('button', { name: 'City: Hyderabad' })).toHaveTextContent('Hyderabad');
    expect(screen.getByRole('button', { name: 'Location: Gachibowli' })).toHaveTextContent('Gachibowli');
    expect(screen.queryByText('All locations')).toBeNull();
  });

  it('opens the city list, focused, when the City field is clicked', async () => {
    const fetchMock = stubLocations();
    const { user } = renderBar('/units');
    const city = await openPicker(user, 'City');
    expect(city).toHaveFocus();
    expect(city).toHaveValue('Bengaluru');
    expect(city).toHaveAttribute('aria-expanded', 'true');
    expect(await optionNames()).toEqual(['Bengaluru', 'Hyderabad', 'Mysore']);
    expect(requestsTo(fetchMock, CITIES_PATH)[0]?.searchParams.get('visibility')).toBe('public');
  });

  it('writes the chosen city into the URL on the listing, dropping the place and keeping the filters', async () => {
    stubLocations();
    const heard: unknown[] = [];
    const stop = onVillaEvent('city:changed', (change) => heard.push(change));
    const { user } = renderBar('/units?city=Bengaluru&search=Whitefield&filters=6745a1c0a1b2c3d4e5f6aaaa');
    await openPicker(user, 'City');
    await user.click(await screen.findByRole('option', { name: 'Hyderabad' }));
    stop();

    const url = currentUrl();
    expect(url.pathname).toBe('/units');
    expect(url.searchParams.get('city')).toBe('Hyderabad');
    expect(url.searchParams.has('search')).toBe(false);
    expect(url.searchParams.get('filters')).toBe('6745a1c0a1b2c3d4e5f6aaaa');
    expect(heard).toEqual([{ city: 'Hyderabad' }]);
    expect(document.cookie).toBe('villa_city=Hyderabad');
    expect(await cityBox()).toHaveValue('Hyderabad');
  });

  it('goes to the listing of the chosen city from a unit page', async () => {
    stubLocations();
    const { user } = renderBar('/unit/x/?city=Bengaluru&search=Whitefield');
    await openPicker(user, 'City');
    await user.click(await screen.findByRole('option', { name: 'Mysore' }));
    const url = currentUrl();
    expect(url.pathname).toBe('/units');
    expect(url.search).toBe('?city=Mysore');
  });

  it("lists the city's locations and writes the chosen one into the URL as search", async () => {
    const fetchMock = stubLocations();
    const { user } = renderBar('/units?city=Hyderabad&filters=abc');
    await user.click(screen.getByRole('button', { name: 'Location: All locations' }));
    await cityBox();
    const field = locationBox();
    await waitFor(() => expect(field).toHaveFocus());
    expect(await optionNames()).toEqual(['Gachibowli']);
    expect(requestsTo(fetchMock, locationsPath(hyderabad))).toHaveLength(1);

    await user.click(screen.getByRole('option', { name: 'Gachibowli' }));

    expect(currentUrl().pathname).toBe('/units');
    expect(Object.fromEntries(currentUrl().searchParams)).toEqual({
      city: 'Hyderabad',
      filters: 'abc',
      search: 'Gachibowli',
    });
    expect(locationBox()).toHaveValue('Gachibowli');
  });

  it('tells other bundles of a new city only when the city changes, not for a place in the same city', async () => {
    stubLocations();
    const heard: string[] = [];
    const stop = onVillaEvent('city:changed', ({ city }) => heard.push(city));
    const { user } = renderBar('/units');
    await user.click(screen.getByRole('button', { name: 'Location: All locations' }));
    await cityBox();
    await optionNames();
    await user.click(screen.getByRole('option', { name: 'Whitefield' }));
    expect(currentUrl().searchParams.get('search')).toBe('Whitefield');
    expect(heard).toEqual([]);
    stop();
  });

  it('fetches the locations of a city once, however often the list is opened', async () => {
    const fetchMock = stubLocations();
    const { user } = renderBar('/units?city=Bengaluru');
    await openPicker(user, 'City');
    await user.keyboard('{Escape}');
    await user.click(locationBox());
    expect(await optionNames()).toEqual(['Whitefield', 'Sarjapur Road']);
    await user.click(screen.getByRole('option', { name: 'Sarjapur Road' }));
    expect(currentUrl().searchParams.get('search')).toBe('Sarjapur Road');

    await user.click(locationBox());
    expect(await optionNames()).toEqual(['Whitefield', 'Sarjapur Road']);
    await user.click(screen.getByRole('option', { name: 'Whitefield' }));
    expect(currentUrl().searchParams.get('search')).toBe('Whitefield');

    expect(requestsTo(fetchMock, locationsPath(bengaluru))).toHaveLength(1);
    expect(requestsTo(fetchMock, CITIES_PATH)).toHaveLength(1);
  });

  async function expectCityMissing() {
    const city = await cityBox();
    expect(city).toHaveValue('');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    const location = locationBox();
    expect(location).toBeDisabled();
    // One message under each field.
    expect(screen.getAllByText('Please select a city')).toHaveLength(2);
    expect(location).toHaveAccessibleDescription('Please select a city');
    expect(city).toHaveAccessibleDescription('Please select a city');
  }

  it('asks for a city once it is cleared with the clear button, and disables Location until then', async () => {
    stubLocations();
    const { user } = renderBar('/units?city=Bengaluru&search=Whitefield');
    await openPicker(user, 'City');
    expect(locationBox()).toBeEnabled();
    expect(screen.queryByText('Please select a city')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await expectCityMissing();
    // The URL keeps the city the list shows until another is chosen.
    expect(currentUrl().searchParams.get('city')).toBe('Bengaluru');

    await user.type(await cityBox(), 'hyd');
    expect(await optionNames()).toEqual(['Hyderabad']);
    await user.click(screen.getByRole('option', { name: 'Hyderabad' }));
    expect(locationBox()).toBeEnabled();
    expect(screen.queryByText('Please select a city')).toBeNull();
    expect(currentUrl().searchParams.get('city')).toBe('Hyderabad');
  });

  it('asks for a city once its field is emptied and left', async () => {
    stubLocations();
    const { user } = renderBar('/units?city=Mysore');
    const city = await openPicker(user, 'City');
    await waitFor(() => expect(city).toHaveValue('Mysore'));
    await user.clear(city);
    await user.tab();
    await expectCityMissing();
  });
  describe('places of the city in the Location field', () => {
    /** Opens the Location field of the URL's city and waits for its localities. */
    async function openLocation(route: string) {
      const fetchMock = stubLocations();
      const { user } = renderBar(route);
      await user.click(screen.getByRole('button', { name: /^Location:/ }));
      await cityBox();
      await waitFor(() => expect(locationBox()).toHaveFocus());
      await screen.findByRole('listbox');
      return { user, fetchMock };
    }

    it('shows a place once 2 characters are typed, labelled by its type, and puts its name in the URL', async () => {
      const { user, fetchMock } = await openLocation('/units?city=Bengaluru&filters=abc');
      await user.type(locationBox(), 'Manipal');
      const option = await screen.findByRole('option', { name: 'Manipal Hospital Yelahanka, Hospital' });
      expect(option).toHaveTextContent('Hospital');
      expect(screen.getByText('Places')).toBeInTheDocument();
      // Asked for once, when the typing paused, not for every key.
      expect(searchedPlaces(fetchMock, bengaluru)).toEqual(['Manipal']);

      await user.click(option);

      expect(Object.fromEntries(currentUrl().searchParams)).toEqual({
        city: 'Bengaluru',
        filters: 'abc',
        search: 'Manipal Hospital Yelahanka',
      });
      expect(locationBox()).toHaveValue('Manipal Hospital Yelahanka');
    });

    it('tells localities from places under their headings', async () => {
      const { user } = await openLocation('/units?city=Bengaluru');
      await user.type(locationBox(), 'white');
      await screen.findByRole('option', { name: 'Whitefield Metro Station, Metro station' });
      const list = screen.getByRole('listbox');
      expect(within(list).getByText('Localities')).toBeInTheDocument();
      expect(within(list).getByText('Places')).toBeInTheDocument();
      expect(within(list).getByRole('option', { name: 'Whitefield' })).toBeInTheDocument();
      expect(within(list).queryByRole('option', { name: /Sarjapur Road/ })).toBeNull();
    });

    it('asks for places 500 ms after the last key (spec: debounced 500 ms), once', async () => {
      const { user, fetchMock } = await openLocation('/units?city=Bengaluru');
      await user.type(locationBox(), 'Whitefield');
      const typed = performance.now();
      expect(searchedPlaces(fetchMock, bengaluru)).toEqual([]);
      await waitFor(() => expect(searchedPlaces(fetchMock, bengaluru)).toEqual(['Whitefield']), {
        timeout: 3_000,
      });
      // A debounce can only be late (a busy machine), never early.
      expect(performance.now() - typed).toBeGreaterThanOrEqual(PLACE_SEARCH_DEBOUNCE_MS - 20);
    });

    it('asks for no places below 2 characters, and shows no headings without places', async () => {
      const { user, fetchMock } = await openLocation('/units?city=Bengaluru');
      await user.type(locationBox(), 'w');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await optionNames()).toEqual(['Whitefield']);
      expect(screen.queryByText('Localities')).toBeNull();
      expect(searchedPlaces(fetchMock, bengaluru)).toEqual([]);
    });

    it("shows the URL's place in the field", async () => {
      const fetchMock = stubLocations();
      const { user } = renderBar('/units?city=Bengaluru&search=Manipal%20Hospital%20Yelahanka');
      await openPicker(user, 'Location');
      await waitFor(() => expect(locationBox()).toHaveValue('Manipal Hospital Yelahanka'));
      expect(searchedPlaces(fetchMock, bengaluru)).toEqual(['Manipal Hospital Yelahanka']);
    });

    it('still lists the localities when the places cannot be fetched', async () => {
      stubLocations({ placesFail: true });
      const { user } = renderBar('/units?city=Bengaluru');
      await openPicker(user, 'Location');
      await user.type(locationBox(), 'white');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await optionNames()).toEqual(['Whitefield']);
    });
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { City, CityPlace, Location } from '@villa/api/schemas';
import { citiesResponse, jsonResponse } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { requestsTo, stubFetch } from '../testing/stub-fetch.ts';
import { useSearchedPlace } from './locations.ts';

const [bengaluru, mysore] = citiesResponse.data as [City, City];

const whitefield: Location = {
  _id: '6745a1c0a1b2c3d4e5f60101',
  name: 'Whitefield',
  city_id: bengaluru._id,
  lat: 12.9698,
  lng: 77.75,
};
const koramangala: Location = {
  _id: '6745a1c0a1b2c3d4e5f60102',
  name: 'Koramangala',
  city_id: bengaluru._id,
  lat: 12.9352,
  lng: 77.6245,
};
const gokulam: Location = {
  _id: '6745a1c0a1b2c3d4e5f60111',
  name: 'Gokulam',
  city_id: mysore._id,
  lat: 12.3297,
  lng: 76.6381,
};

const manipal: CityPlace = {
  id: '6745a1c0a1b2c3d4e5f60131',
  name: 'Manipal Hospital Yelahanka',
  type: 'hospital',
  lat: 13.1007,
  lng: 77.5963,
};
const manipalAtm: CityPlace = {
  id: '6745a1c0a1b2c3d4e5f60132',
  name: 'Manipal Hospital Yelahanka ATM',
  type: 'atm',
  lat: 13.1011,
  lng: 77.5969,
};

const CITIES_PATH = '/api/v1/locations/cities';
const locationsPath = (cityId: string) => `/api/v1/locations/city/${cityId}`;
const placesPath = (cityId: string) => `/api/v1/locations/city/${cityId}/places`;

/** The cities, and the locations of each. */
function stubLocations() {
  return stubFetch((url) => {
    if (url.pathname === CITIES_PATH) return jsonResponse(citiesResponse);
    if (url.pathname === locationsPath(bengaluru._id)) {
      return jsonResponse({ status: 'success', data: [koramangala, whitefield] });
    }
    if (url.pathname === locationsPath(mysore._id))
      return jsonResponse({ status: 'success', data: [gokulam] });
    // The server's match: names holding the text, in any case.
    if (url.pathname === placesPath(bengaluru._id)) {
      const text = url.searchParams.get('search')?.toLowerCase() ?? '';
      const data = [manipal, manipalAtm].filter((place) => place.name.toLowerCase().includes(text));
      return jsonResponse({ status: 'success', data });
    }
    if (url.pathname === placesPath(mysore._id)) return jsonResponse({ status: 'success', data: [] });
    throw new Error(`unexpected request ${url.href}`);
  });
}

function SearchedPlace() {
  const place = useSearchedPlace();
  return <p data-testid="place">{place ? `${place.lat},${place.lng}` : 'none'}</p>;
}

const shownPlace = () => screen.getByTestId('place').textContent;

describe('useSearchedPlace', () => {
  it("finds the searched locality of the URL's city, ignoring case", async () => {
    const fetchMock = stubLocations();
    renderWithProviders(<SearchedPlace />, { route: '/units?city=Bengaluru&search=whitefield' });
    // Nothing until the city's locations have arrived.
    expect(shownPlace()).toBe('none');
    await waitFor(() => expect(shownPlace()).toBe('12.9698,77.75'));
    expect(requestsTo(fetchMock, locationsPath(bengaluru._id))).toHaveLength(1);
    // A locality: no place search.
    expect(requestsTo(fetchMock, placesPath(bengaluru._id))).toHaveLength(0);
  });

  it("finds a seeded place of the URL's city by its whole name, ignoring case, when no locality has it", async () => {
    const fetchMock = stubLocations();
    renderWithProviders(<SearchedPlace />, {
      route: '/units?city=Bengaluru&search=manipal%20hospital%20yelahanka',
    });
    await waitFor(() => expect(shownPlace()).toBe('13.1007,77.5963'));
    const [request] = requestsTo(fetchMock, placesPath(bengaluru._id));
    expect(request?.searchParams.get('search')).toBe('manipal hospital yelahanka');
  });

  it('is null for a part of a place name: the place must be named whole', async () => {
    const fetchMock = stubLocations();
    renderWithProviders(<SearchedPlace />, { route: '/units?city=Bengaluru&search=Manipal' });
    await waitFor(() => expect(requestsTo(fetchMock, placesPath(bengaluru._id))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownPlace()).toBe('none');
  });

  it('looks in Bengaluru when the URL names no city', async () => {
    stubLocations();
    renderWithProviders(<SearchedPlace />, { route: '/units?search=Koramangala' });
    await waitFor(() => expect(shownPlace()).toBe('12.9352,77.6245'));
  });

  it("looks in the URL's city only, whatever the case of its name", async () => {
    const fetchMock = stubLocations();
    renderWithProviders(<SearchedPlace />, { route: '/units?city=mysore&search=GOKULAM' });
    await waitFor(() => expect(shownPlace()).toBe('12.3297,76.6381'));
    expect(requestsTo(fetchMock, locationsPath(bengaluru._id))).toHaveLength(0);
  });

  it("is null for a locality the city doesn't have", async () => {
    const fetchMock = stubLocations();
    renderWithProviders(<SearchedPlace />, { route: '/units?city=Mysore&search=Whitefield' });
    await waitFor(() => expect(requestsTo(fetchMock, locationsPath(mysore._id))).toHaveLength(1));
    // Let the locations arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownPlace()).toBe('none');
  });

  it('is null for a city that is not in the list', async () => {
    const fetchMock = stubLocations();
    renderWithProviders(<SearchedPlace />, { route: '/units?city=Atlantis&search=Whitefield' });
    await waitFor(() => expect(requestsTo(fetchMock, CITIES_PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownPlace()).toBe('none');
    expect(fetchMock.mock.calls).toHaveLength(1);
  });

  it.each(['/units?city=Bengaluru', '/units?city=Bengaluru&search=', '/units?search=%20%20'])(
    'is null and fetches nothing without a search (%s)',
    async (route) => {
      const fetchMock = stubLocations();
      renderWithProviders(<SearchedPlace />, { route });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(shownPlace()).toBe('none');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});

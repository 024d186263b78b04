import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { City, Location } from '@villa/api/schemas';
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

const CITIES_PATH = '/api/v1/locations/cities';
const locationsPath = (cityId: string) => `/api/v1/locations/city/${cityId}`;

/** The cities, and the locations of each. */
function stubLocations() {
  return stubFetch((url) => {
    if (url.pathname === CITIES_PATH) return jsonResponse(citiesResponse);
    if (url.pathname === locationsPath(bengaluru._id)) {
      return jsonResponse({ status: 'success', data: [koramangala, whitefield] });
    }
    if (url.pathname === locationsPath(mysore._id))
      return jsonResponse({ status: 'success', data: [gokulam] });
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { City, CityPlace, Location } from '@villa/api/schemas';
import { renderWithProviders } from '../testing/render.tsx';
import {
  getCities,
  getCityPlaces,
  getLocationsByCity,
  useCities,
  useCityPlaces,
  useLocations,
} from './locations.ts';

const bengaluru: City = {
  _id: '66a1b2c3d4e5f60718293a01',
  name: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  visibility: 'public',
};
const whitefield: Location = {
  _id: '66a1b2c3d4e5f60718293a11',
  name: 'Whitefield',
  city_id: bengaluru._id,
  lat: 12.97,
  lng: 77.75,
};
const manipal: CityPlace = {
  id: '66a1b2c3d4e5f60718293a21',
  name: 'Manipal Hospital Yelahanka',
  type: 'hospital',
  lat: 13.1,
  lng: 77.59,
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ status: 'success', data }), { status: 200 });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('locations API', () => {
  it('fetches the public cities', async () => {
    fetchMock.mockResolvedValue(ok([bengaluru]));
    await expect(getCities()).resolves.toEqual([bengaluru]);
    expect(String(fetchMock.mock.lastCall?.[0])).toBe('/api/v1/locations/cities?visibility=public');
  });

  it('fetches the locations of a city', async () => {
    fetchMock.mockResolvedValue(ok([whitefield]));
    await expect(getLocationsByCity(bengaluru._id)).resolves.toEqual([whitefield]);
    expect(String(fetchMock.mock.lastCall?.[0])).toBe(`/api/v1/locations/city/${bengaluru._id}`);
  });

  it("fetches the city's places whose name holds the text", async () => {
    fetchMock.mockResolvedValue(ok([manipal]));
    await expect(getCityPlaces(bengaluru._id, 'Manipal Hosp')).resolves.toEqual([manipal]);
    expect(String(fetchMock.mock.lastCall?.[0])).toBe(
      `/api/v1/locations/city/${bengaluru._id}/places?search=Manipal+Hosp`,
    );
  });

  it.each([
    [getCities, 'Failed to fetch cities'],
    [() => getLocationsByCity('c1'), 'Failed to fetch locations by city'],
    [() => getCityPlaces('c1', 'Manipal'), 'Failed to fetch places'],
  ])('fails with the catalogue message (%#)', async (call, message) => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(call()).rejects.toThrow(message);
  });
});

function CityPicker({ cityId }: { cityId: string | null }) {
  const cities = useCities();
  const locations = useLocations(cityId);
  return (
    <div>
      <p>{cities.data?.map((city) => city.name).join(', ')}</p>
      <p>
        {cityId
          ? (locations.data?.map((location) => location.name).join(', ') ?? 'loading')
          : 'Please select a city'}
      </p>
    </div>
  );
}

describe('useCities and useLocations', () => {
  it('fetches no locations until a city is chosen', async () => {
    fetchMock.mockImplementation(async () => ok([bengaluru]));
    renderWithProviders(<CityPicker cityId={null} />);
    expect(await screen.findByText('Bengaluru')).toBeInTheDocument();
    expect(screen.getByText('Please select a city')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("caches a city's locations by city id", async () => {
    const mysore = { ...bengaluru, _id: '66a1b2c3d4e5f60718293a02', name: 'Mysore' };
    const gokulam = { ...whitefield, _id: '66a1b2c3d4e5f60718293a12', name: 'Gokulam', city_id: mysore._id };
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith(bengaluru._id)) return ok([whitefield]);
      if (String(url).endsWith(mysore._id)) return ok([gokulam]);
      return ok([bengaluru, mysore]);
    });
    const { rerender } = renderWithProviders(<CityPicker cityId={bengaluru._id} />);
    expect(await screen.findByText('Whitefield')).toBeInTheDocument();
    rerender(<CityPicker cityId={mysore._id} />);
    expect(await screen.findByText('Gokulam')).toBeInTheDocument();
    fetchMock.mockImplementation(() => new Promise(() => {}));
    rerender(<CityPicker cityId={bengaluru._id} />);
    // Shown at once from the cache, while the new request is still pending.
    expect(screen.getByText('Whitefield')).toBeInTheDocument();
  });
});

function PlaceSuggestions({ cityId, search }: { cityId: string | null; search: string }) {
  const places = useCityPlaces(cityId, search);
  return <p>{places.data?.map((place) => place.name).join(', ') ?? 'no places'}</p>;
}

describe('useCityPlaces', () => {
  it.each([
    [bengaluru._id, ''],
    [bengaluru._id, 'm'],
    [bengaluru._id, ' m '],
    [bengaluru._id, 'x'.repeat(101)],
    [null, 'Manipal'],
  ])('fetches nothing for the city %s and the text %j', async (cityId, search) => {
    fetchMock.mockImplementation(async () => ok([manipal]));
    renderWithProviders(<PlaceSuggestions cityId={cityId} search={search} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('no places')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches from 2 characters, trimmed, and keeps each answer by city and text', async () => {
    fetchMock.mockImplementation(async () => ok([manipal]));
    const { rerender } = renderWithProviders(<PlaceSuggestions cityId={bengaluru._id} search=" ma " />);
    expect(await screen.findByText('Manipal Hospital Yelahanka')).toBeInTheDocument();
    expect(String(fetchMock.mock.lastCall?.[0])).toBe(
      `/api/v1/locations/city/${bengaluru._id}/places?search=ma`,
    );
    rerender(<PlaceSuggestions cityId={bengaluru._id} search="man" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    fetchMock.mockImplementation(() => new Promise(() => {}));
    rerender(<PlaceSuggestions cityId={bengaluru._id} search="ma" />);
    // Shown at once from the cache, while the new request is still pending.
    expect(screen.getByText('Manipal Hospital Yelahanka')).toBeInTheDocument();
  });
});

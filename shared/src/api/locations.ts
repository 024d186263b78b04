import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { CitiesResponse, City, Location, LocationsResponse } from '@villa/api/schemas';
import { API_ERRORS, apiRequest, type ApiError } from '@villa/shared/api/client';
import { useSearchParams } from '@villa/shared/router';
import { cityFromQuery, DEFAULT_CITY, searchFromQuery } from '@villa/shared/state/city';

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const response = await apiRequest<CitiesResponse>('/locations/cities', {
    query: { visibility: 'public' },
    signal,
    defaultMessage: API_ERRORS.fetchCities,
  });
  return response.data;
}

export async function getLocationsByCity(cityId: string, signal?: AbortSignal): Promise<Location[]> {
  const response = await apiRequest<LocationsResponse>(`/locations/city/${encodeURIComponent(cityId)}`, {
    signal,
    defaultMessage: API_ERRORS.fetchLocationsByCity,
  });
  return response.data;
}

export const citiesKey = '/locations/cities?visibility=public';
export const locationsKey = (cityId: string) => ['/locations/city', cityId] as const;

/** The public cities, for the city picker; nothing is fetched while `enabled` is false. */
export function useCities(enabled = true): SWRResponse<City[], ApiError> {
  return useSWR<City[], ApiError>(enabled ? citiesKey : null, () => getCities());
}

/** Two names of one place, whatever their case ('bengaluru' and 'Bengaluru'). */
export const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The city of that name among `cities`, ignoring case. */
export const findCity = (cities: readonly City[] | undefined, name: string) =>
  cities?.find((city) => sameName(city.name, name)) ?? null;

/** The location of that name among `locations`, ignoring case. */
export const findLocation = (locations: readonly Location[] | undefined, name: string) =>
  locations?.find((location) => sameName(location.name, name)) ?? null;

/**
 * Where the URL's `search` is: a locality of the URL's city, with its coordinates, or null (no
 * search, not a known locality, or its city's locations still on their way).
 */
export function useSearchedPlace(): { lat: number; lng: number } | null {
  const [params] = useSearchParams();
  const search = searchFromQuery(params);
  const cityName = cityFromQuery(params) ?? DEFAULT_CITY;
  const { data: cities } = useCities(search !== null);
  const city = search ? findCity(cities, cityName) : null;
  const { data: locations } = useLocations(city?._id ?? null);
  const place = search ? findLocation(locations, search) : null;
  const lat = place?.lat;
  const lng = place?.lng;
  return useMemo(() => (lat === undefined || lng === undefined ? null : { lat, lng }), [lat, lng]);
}

/** The locations of a city, cached per city id; nothing is fetched until a city is chosen. */
export function useLocations(cityId: string | null): SWRResponse<Location[], ApiError> {
  return useSWR<Location[], ApiError, readonly [string, string] | null>(
    cityId ? locationsKey(cityId) : null,
    ([, id]: readonly [string, string]) => getLocationsByCity(id),
  );
}

import useSWR, { type SWRResponse } from 'swr';
import type { CitiesResponse, City, Location, LocationsResponse } from '@villa/api/schemas';
import { API_ERRORS, apiRequest, type ApiError } from '@villa/shared/api/client';

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

/** The public cities, for the city picker. */
export function useCities(): SWRResponse<City[], ApiError> {
  return useSWR<City[], ApiError>(citiesKey, () => getCities());
}

/** The locations of a city, cached per city id; nothing is fetched until a city is chosen. */
export function useLocations(cityId: string | null): SWRResponse<Location[], ApiError> {
  return useSWR<Location[], ApiError, readonly [string, string] | null>(
    cityId ? locationsKey(cityId) : null,
    ([, id]: readonly [string, string]) => getLocationsByCity(id),
  );
}

import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type {
  CitiesResponse,
  City,
  CityPlace,
  CityPlacesResponse,
  Location,
  LocationsResponse,
} from '@villa/api/schemas';
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

/** Place search begins at 2 characters (spec 2.3); the server takes at most 100. */
export const PLACE_SEARCH_LENGTH = { min: 2, max: 100 } as const;
// Not in spec 8's catalogue (API_ERRORS): there, a failed places search is an empty list, as the picker shows it.
const FETCH_PLACES_ERROR = 'Failed to fetch places';

/** The city's named places whose name holds `search`, in any case: at most 10, best matches first. */
export async function getCityPlaces(
  cityId: string,
  search: string,
  signal?: AbortSignal,
): Promise<CityPlace[]> {
  const response = await apiRequest<CityPlacesResponse>(
    `/locations/city/${encodeURIComponent(cityId)}/places`,
    { query: { search }, signal, defaultMessage: FETCH_PLACES_ERROR },
  );
  return response.data;
}

export const citiesKey = '/locations/cities?visibility=public';
export const locationsKey = (cityId: string) => ['/locations/city', cityId] as const;
export const cityPlacesKey = (cityId: string, search: string) =>
  ['/locations/city/places', cityId, search] as const;

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

/** The place of that name among `places`, ignoring case. */
export const findPlace = (places: readonly CityPlace[] | undefined, name: string) =>
  places?.find((place) => sameName(place.name, name)) ?? null;

/**
 * Where the URL's `search` is: a locality of the URL's city, else a seeded place of the city of that
 * very name (the picker's places), with its coordinates; or null (no search, neither, or still on
 * its way). The places are asked for only once the search is known not to be a locality.
 */
export function useSearchedPlace(): { lat: number; lng: number } | null {
  const [params] = useSearchParams();
  const search = searchFromQuery(params);
  const cityName = cityFromQuery(params) ?? DEFAULT_CITY;
  const { data: cities } = useCities(search !== null);
  const city = search ? findCity(cities, cityName) : null;
  const { data: locations } = useLocations(city?._id ?? null);
  const locality = search ? findLocation(locations, search) : null;
  const { data: places } = useCityPlaces(city && locations && !locality ? city._id : null, search ?? '');
  const place = locality ?? (search ? findPlace(places, search) : null);
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

/**
 * The city's named places whose name holds `search` (trimmed), cached per city and text; nothing is
 * fetched without a city or for a text of fewer than 2 or more than 100 characters.
 */
export function useCityPlaces(cityId: string | null, search: string): SWRResponse<CityPlace[], ApiError> {
  const text = search.trim();
  const searchable = text.length >= PLACE_SEARCH_LENGTH.min && text.length <= PLACE_SEARCH_LENGTH.max;
  return useSWR<CityPlace[], ApiError, readonly [string, string, string] | null>(
    cityId && searchable ? cityPlacesKey(cityId, text) : null,
    ([, id, query]: readonly [string, string, string]) => getCityPlaces(id, query),
  );
}

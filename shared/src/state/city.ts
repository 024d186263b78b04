import { useCallback } from 'react';
import { useSearchParams } from '@villa/shared/router';
import { DEFAULT_CITY } from '@villa/api/contract/cities';

/** The listing's city when the URL names none (one copy with the server's, in the API's contract). */
export { DEFAULT_CITY };

/** The page URL's query parameters for the city and the searched place (spec 2.1). */
export const CITY_PARAM = 'city';
export const SEARCH_PARAM = 'search';

/**
 * The city a page's URL names in `city`, or null. The URL says which city a page shows: the server
 * renders it, Back and Forward restore it and a shared link carries it.
 */
export function cityFromQuery(search: URLSearchParams): string | null {
  return search.get(CITY_PARAM)?.trim() || null;
}

/** The searched place (a locality of the city) the URL names in `search`, or null. */
export function searchFromQuery(search: URLSearchParams): string | null {
  return search.get(SEARCH_PARAM)?.trim() || null;
}

export interface CitySearch {
  city: string;
  search: string | null;
}

/**
 * The URL's query with a new city and searched place: a new city drops the old city's place and
 * the rest of the query (a saved filter, say) stays.
 */
export function withCitySearch(current: URLSearchParams, { city, search }: CitySearch): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(CITY_PARAM, city);
  if (search) next.set(SEARCH_PARAM, search);
  else next.delete(SEARCH_PARAM);
  return next;
}

/**
 * The listing's city, read from the URL (Bengaluru when it names none: the server has sent a
 * remembered city's buyer to its address, web-apps/remembered-city.ts), and a setter that writes the
 * URL as a new history entry, so Back returns to the previous city (the listing then remembers it).
 * A blank or unchanged city does nothing.
 */
export function useCity(): [city: string, setCity: (city: string) => void] {
  const [params, setParams] = useSearchParams();
  const city = cityFromQuery(params) ?? DEFAULT_CITY;
  const setCity = useCallback(
    (next: string) => {
      const name = next.trim();
      if (!name || name === city) return;
      setParams((current) => withCitySearch(current, { city: name, search: null }), {
        preventScrollReset: true,
      });
    },
    [city, setParams],
  );
  return [city, setCity];
}

// The buyer's last city, read from its cookie (remember-city.ts writes it): for the links to the
// listing and the search bar. Apart from city.ts, so that a page that does not link to the listing
// (the listing itself) downloads none of it. Bundled into each app (tooling/webpack/sharing.mjs): its
// state is the cookie, its news the bus's `city:changed`.
import { useSyncExternalStore } from 'react';
import { onVillaEvent } from '@villa/shared/contracts/events';
import { paths } from '@villa/shared/lib/paths';
import { useLocation, useSearchParams } from '@villa/shared/router';
import { cityCookieValue, DEFAULT_CITY } from '@villa/api/contract/cities';
import { CITY_PARAM, cityFromQuery } from '@villa/shared/state/city';

/**
 * The last city the buyer looked at in the listing (the city cookie, which remember-city.ts writes),
 * or null.
 */
export function rememberedCity(): string | null {
  return typeof document === 'undefined' ? null : cityCookieValue(document.cookie);
}

// A remembered city announces itself (`city:changed`), in whichever app chose it.
const subscribeToCity = (onChange: () => void) => onVillaEvent('city:changed', onChange);

/**
 * The remembered city, kept current. Null on the server and while hydrating (the server renders
 * without it, so the markup matches), then the cookie's.
 */
export function useRememberedCity(): string | null {
  return useSyncExternalStore(subscribeToCity, rememberedCity, () => null);
}

/**
 * Where a link to the listing goes from this page: the page's query kept (spec 2.1), with the
 * buyer's last city when the URL names none, so a Hyderabad buyer's links lead to Hyderabad.
 */
export function useListingPath(): string {
  const query = new URLSearchParams(useLocation().search);
  const remembered = useRememberedCity();
  if (remembered && !cityFromQuery(query)) query.set(CITY_PARAM, remembered);
  return paths.units(query);
}

/**
 * The city the search bar shows on a listing or detail page: the URL's, else the buyer's last one
 * (where its Location choice leads), else Bengaluru.
 */
export function useShownCity(): string {
  const [params] = useSearchParams();
  const remembered = useRememberedCity();
  return cityFromQuery(params) ?? remembered ?? DEFAULT_CITY;
}

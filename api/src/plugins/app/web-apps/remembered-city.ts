// The listing at the buyer's last city (issue 29): /units without a city, asked by a browser whose
// city cookie names another city than the default, is sent on to /units?city=<that city>. The URL
// then says the city, as every other listing address does, so the page's render (cached by URL), its
// announced first API call and its canonical link all follow it. A visitor without the cookie, such
// as a search engine, gets /units itself, the default city's listing.
import { cityFromCookies, DEFAULT_CITY } from '../../../contract/cities.ts';
import { routePatterns } from '../../../contract/pages.ts';

const LISTING_PATHS = new Set([routePatterns.units, `${routePatterns.units}/`]);

/** Where /units should go for this Cookie header: the same address with the remembered city, or null. */
export function rememberedCityAddress(url: string, cookies: string | undefined): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (!LISTING_PATHS.has(pathname) || searchParams.get('city')?.trim()) return null;
  const city = cityFromCookies(cookies);
  if (city === null || city === DEFAULT_CITY) return null;
  searchParams.set('city', city);
  return `${pathname}?${searchParams.toString()}`;
}

/** The redirect's cache headers: it depends on the cookie, so no cache may keep it for others. */
export const REMEMBERED_CITY_HEADERS = { 'cache-control': 'private, no-store', vary: 'Cookie' } as const;

// The home city (spec 1, 4: "Default city Bengaluru"), one copy for the server and the apps: the
// listing's city when the URL names none, and where it looks for similar villas when a city has none.
// And the cookie that remembers the buyer's last city, which the browser writes
// (@villa/shared/state/city) and the server reads to send /units to that city
// (plugins/app/web-apps/remembered-city.ts).
// Runtime-free: this folder imports nothing (eslint.config.js).

export const DEFAULT_CITY = 'Bengaluru';

/**
 * The cookie holding the last city the buyer looked at in the listing: a city's name, nothing
 * personal. First-party, SameSite=Lax, a year, readable by the page (its links carry the city).
 */
export const CITY_COOKIE = 'villa_city';
export const CITY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What a city's name looks like ('Navi Mumbai', 'Hosur'): anything else in the cookie is ignored. */
const CITY_NAME = /^\p{L}[\p{L} .'-]{0,59}$/u;

/** A city's name as the cookie may hold it, or null. */
export function cityCookieName(value: string | null | undefined): string | null {
  const name = value?.trim() ?? '';
  return CITY_NAME.test(name) ? name : null;
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CITY_COOKIE}=([^;]+)`);

/**
 * The city cookie's value in a Cookie header (or `document.cookie`), decoded but not checked: what a
 * page puts in a link's query, where any text is safe. Null when there is none.
 */
export function cityCookieValue(cookies: string): string | null {
  try {
    return decodeURIComponent(COOKIE_VALUE.exec(cookies)?.[1] ?? '').trim() || null;
  } catch {
    return null; // not URI-encoded
  }
}

/** The city a Cookie header remembers, if its value is a city's name; else null. */
export const cityFromCookies = (cookies: string | undefined): string | null =>
  cityCookieName(cityCookieValue(cookies ?? ''));

// Writes the remembered city; state/city.ts reads it. Apart from city.ts so that only the code that
// writes it downloads it (the listing, the lazy city picker), not every page's header. Bundled into
// each app, not shared (tooling/webpack/sharing.mjs): its state is the cookie and its news the DOM
// event bus, so the copies agree. The bus through contracts/events, which every page has loaded
// already: its own copy of contracts/event-bus cost the listing 0.3 KB gzip.
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE_S } from '@villa/api/contract/cities';

/**
 * Remembers the city the buyer is looking at, for the links to the listing and the next visit (the
 * server sends /units to it): a name as the URL or the city list gives it, trimmed. A change tells
 * every open app (`city:changed`); the same city again or a blank does nothing. The server reads
 * only a city's name from it (cityFromCookies); a link puts whatever it holds in its query, where
 * any text is safe.
 */
export function rememberCity(city: string): void {
  const cookie = `${CITY_COOKIE}=${encodeURIComponent(city)}`;
  if (!city || document.cookie.split('; ').includes(cookie)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie}; Max-Age=${CITY_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  emitVillaEvent('city:changed', { city });
}

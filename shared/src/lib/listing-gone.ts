// Bundled into each app that reads it (tooling/webpack BUNDLED_SHARED_MODULES), not shared: only the
// detail pages read it in the browser, and a shared module costs every page a share-map entry.
import type { ListingGone } from '@villa/shared/contracts/entities';
import { PAGE_STATUS_KEY } from '@villa/shared/lib/page-status';

/** The API's 410 answer for a listing, when `body` is one (ApiError.body). */
export function listingGoneOf(body: unknown): ListingGone | null {
  if (typeof body !== 'object' || body === null) return null;
  const { statusCode, message, city } = body as Partial<ListingGone>;
  return statusCode === 410 && typeof message === 'string' && typeof city === 'string'
    ? (body as ListingGone)
    : null;
}

/**
 * A detail page's first screen for a listing taken down: the API's answer under the page's `key`
 * (which its component reads back through SWR's fallback), and 410 for the server to answer with.
 */
export function goneFirstScreen(key: string, gone: ListingGone): Record<string, unknown> {
  return { [PAGE_STATUS_KEY]: 410, [key]: gone };
}
